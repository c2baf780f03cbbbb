import TableStyleDiagnostics
import TableStyleJSON
import TableStyleTheme

/// A rule's `when`, compiled: regexes built, value tests prepared. Binding to a table shape partially
/// evaluates it (section, column and sort tests become constants) into a residual that only depends on
/// the row, the selection and the values.
indirect enum Condition: Sendable, Hashable {
    case constant(Bool)
    case section([TableSection])
    case column(ColumnTest)
    /// The column index test kept for cells outside the table shape (where it cannot be decided per plan).
    case columnIndex(Int)
    case sort(SortDirection)
    case row(RowTest)
    /// A test of the cell's own value.
    case value(CompiledValueTest)
    /// A test of another cell of the row, by column name (before binding).
    case rowValue(column: String, CompiledValueTest)
    /// A test of another cell of the row, by index (after binding).
    case rowValueAt(column: Int, CompiledValueTest)
    case custom(name: String, arguments: JSONObject)
    case all([Condition])
    case any([Condition])
    case not(Condition)

    /// Compiles a theme predicate.
    ///
    /// - Throws: ``ThemeCompileError`` (`regex`) for a refused `matches` pattern.
    init(_ predicate: Theme.Predicate, origin: FileLocation) throws(ThemeCompileError) {
        switch predicate {
        case .value(let test): self = .value(try CompiledValueTest(test, origin: origin))
        case .column(let test): self = .column(test)
        case .row(let test): self = .row(test)
        case .rowValue(let column, let test):
            self = .rowValue(column: column, try CompiledValueTest(test, origin: origin))
        case .section(let sections): self = .section(sections)
        case .sort(let direction): self = .sort(direction)
        case .custom(let name, let arguments): self = .custom(name: name, arguments: arguments)
        case .all(let parts):
            var compiled: [Condition] = []
            for part in parts { compiled.append(try Condition(part, origin: origin)) }
            self = .all(compiled)
        case .any(let parts):
            var compiled: [Condition] = []
            for part in parts { compiled.append(try Condition(part, origin: origin)) }
            self = .any(compiled)
        case .not(let inner): self = .not(try Condition(inner, origin: origin))
        }
    }

    /// Whether a residual depends only on the row (its index, its selection and other cells' values), not
    /// on the cell's own value or column: then a whole row can evaluate it once.
    var isRowLevel: Bool {
        switch self {
        case .constant, .row, .rowValueAt: return true
        case .all(let parts), .any(let parts): return parts.allSatisfy(\.isRowLevel)
        case .not(let inner): return inner.isRowLevel
        default: return false
        }
    }

    /// The condition with everything known from `facts` folded into constants.
    func partiallyEvaluated(_ facts: StaticFacts, hasPlugin: (String) -> Bool) -> Condition {
        switch self {
        case .constant: return self
        case .section(let sections): return .constant(sections.contains(facts.section))
        case .column(let test):
            if !facts.isInShape, case .index(let index) = test { return .columnIndex(index) }
            return .constant(facts.holds(test))
        case .columnIndex(let index):
            return facts.isInShape ? .constant(facts.column == index) : self
        case .sort(let direction): return .constant(facts.sortDirection == direction)
        case .row, .rowValueAt: return self
        case .value(let test):
            guard !test.statistics.isEmpty, !facts.keepsStatistics else { return self }
            return facts.bind(test, column: facts.column).map { .value($0) } ?? .constant(false)
        case .rowValue(let name, let test):
            guard let index = facts.shape.columnIndex(named: name) else { return .constant(false) }
            guard !test.statistics.isEmpty, !facts.keepsStatistics else { return .rowValueAt(column: index, test) }
            return facts.bind(test, column: index).map { .rowValueAt(column: index, $0) } ?? .constant(false)
        case .custom(let name, _):
            return hasPlugin(name) ? self : .constant(false)
        case .all(let parts):
            var residual: [Condition] = []
            for part in parts {
                let folded = part.partiallyEvaluated(facts, hasPlugin: hasPlugin)
                switch folded {
                case .constant(false): return .constant(false)
                case .constant(true): continue
                default: residual.append(folded)
                }
            }
            if residual.isEmpty { return .constant(true) }
            return residual.count == 1 ? residual[0] : .all(residual)
        case .any(let parts):
            var residual: [Condition] = []
            for part in parts {
                let folded = part.partiallyEvaluated(facts, hasPlugin: hasPlugin)
                switch folded {
                case .constant(true): return .constant(true)
                case .constant(false): continue
                default: residual.append(folded)
                }
            }
            if residual.isEmpty { return .constant(false) }
            return residual.count == 1 ? residual[0] : .any(residual)
        case .not(let inner):
            let folded = inner.partiallyEvaluated(facts, hasPlugin: hasPlugin)
            if case .constant(let flag) = folded { return .constant(!flag) }
            if case .not(let doubled) = folded { return doubled }
            return .not(folded)
        }
    }
}

/// What is known about a cell before its row and values are seen: its section and column.
struct StaticFacts: Sendable {
    var shape: TableShape
    var section: TableSection
    var column: Int
    /// The table's statistics, which statistics tests are bound to (none: they never hold).
    var statistics: TableStatistics?
    /// Whether partial evaluation leaves statistics tests unbound (to find which columns need statistics).
    var keepsStatistics = false
    var isInShape: Bool { column >= 0 && column < shape.columns.count }
    var isHighlighted: Bool { shape.highlightedColumn == column }
    var sortDirection: SortDirection? { shape.sortDirection }

    /// `test` with its statistics tests bound to column `column`'s population; `nil` when it cannot hold
    /// (header and footer cells never hold a statistics test).
    func bind(_ test: CompiledValueTest, column: Int) -> CompiledValueTest? {
        guard section == .body else { return nil }
        return test.bound(to: statistics?[column: column])
    }

    func holds(_ test: ColumnTest) -> Bool {
        let columnShape = isInShape ? shape.columns[column] : nil
        switch test {
        case .highlighted: return isHighlighted
        case .name(let name): return columnShape?.name == name
        case .names(let names): return columnShape.map { names.contains($0.name) } ?? false
        case .index(let index): return column == index
        case .kind(let kind): return columnShape?.kind == kind
        }
    }
}
