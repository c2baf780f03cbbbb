import TableStyleEngine
import TableStyleTheme

/// What a compiled theme reads from a body row's position, so a live table can tell which rows a move
/// restyles: two positions with the same ``key(row:rowCount:)`` resolve every cell of a row alike.
///
/// A row's position reaches its style through the row colors (cycling by index), `row` tests (`even`,
/// `odd`, `first`, `last`, `index`, `every`) and plugin predicates (which see the index and the count).
struct RowPositionDependence: Sendable, Hashable {
    /// Rows `0..<exactBelow` are told apart by their index.
    private(set) var exactBelow = 0
    /// Rows at or after ``exactBelow`` resolve alike when their indices agree modulo the period.
    private(set) var period = 1
    /// Whether being the last row of the section matters.
    private(set) var readsLast = false
    /// Whether the exact index and row count matter (plugin predicates, or a period too long to track).
    private(set) var readsEverything = false

    /// The longest period tracked; a longer one is treated as reading the exact position.
    private static let maximumPeriod = 1 << 16

    /// The position dependence of a theme's row colors and rules.
    ///
    /// - Parameter theme: The compiled theme.
    init(_ theme: CompiledTheme) {
        cycle(theme.table.rowColors.count)
        cycle(theme.table.highlightedRowColors.count)
        for rule in theme.theme.rules {
            if let predicate = rule.when { add(predicate) }
        }
    }

    /// The position dependence of only those rules that change a row's automatic height: what
    /// ``StyledTable/rowHeightAttributes`` lists (row colors never do).
    ///
    /// - Parameter theme: The compiled theme.
    init(sizingRulesOf theme: CompiledTheme) {
        for predicate in theme.predicates(ofRulesSetting: StyledTable.rowHeightAttributes) { add(predicate) }
    }

    /// Whether any row's styles depend on its position at all (otherwise moving rows restyles none).
    var readsPosition: Bool { shiftsRestyle || readsLast }

    /// Whether rows that shift by one place can look different (row colors' cycle, `every`, `even`, an
    /// exact index, plugin predicates); a `last` test alone changes only the rows at the section's end.
    var shiftsRestyle: Bool { exactBelow > 0 || period > 1 || readsEverything }

    /// The part of a row's position its styles depend on.
    ///
    /// - Parameters:
    ///   - row: The row's index within its section.
    ///   - rowCount: The section's row count.
    /// - Returns: Equal keys mean equal styles for equal values and selection.
    func key(row: Int, rowCount: Int) -> RowPositionKey {
        if readsEverything { return RowPositionKey(index: row, residue: 0, rowCount: rowCount) }
        return RowPositionKey(
            index: row < exactBelow ? row : -1, residue: row % period,
            rowCount: readsLast && row == rowCount - 1 ? -1 : 0)
    }

    private mutating func add(_ predicate: Theme.Predicate) {
        switch predicate {
        case .row(let test):
            switch test {
            case .even, .odd: cycle(2)
            case .first: exactBelow = max(exactBelow, 1)
            case .last: readsLast = true
            case .selected: break
            case .index(let index): exactBelow = max(exactBelow, index + 1)
            case .every(let step, let offset):
                cycle(step)
                exactBelow = max(exactBelow, offset)
            }
        case .custom: readsEverything = true
        case .all(let predicates), .any(let predicates): for inner in predicates { add(inner) }
        case .not(let inner): add(inner)
        // Value, column, section and sort tests do not read the row's position.
        default: break
        }
    }

    /// Makes the period a multiple of `length` (a cycle of one or less changes nothing).
    private mutating func cycle(_ length: Int) {
        guard length > 1, !readsEverything else { return }
        var (a, b) = (period, length)
        while b != 0 { (a, b) = (b, a % b) }
        let lcm = period / a * length
        if lcm > Self.maximumPeriod { readsEverything = true } else { period = lcm }
    }
}
