import TableStyleDiagnostics
import TableStyleRegex
import TableStyleRender
import TableStyleTheme

/// A bound on the regex work of one `render` or `explain`, checked before the table is styled.
///
/// Each `matches` test is linear in the text it searches, but a table multiplies that by every cell it
/// is tried on: a large pattern over a large data file takes minutes without any single match being
/// slow. The work is estimated from above (the pattern's steps per scalar, ``BoundedRegex``'s
/// `stepsPerScalar(asciiText:)`, times the text it may search: every cell's text for a value test, the
/// named column's text once per column for a `rowValue` test) and a command over
/// ``maximumSteps`` is refused with a `limit` error at the rule, exit 1.
enum RegexWorkLimit {
    /// The most estimated regex steps one command may take (a few seconds in a release build).
    static let maximumSteps = 500_000_000

    /// Refuses `theme` on `table` when its `matches` tests may take more than ``maximumSteps``.
    ///
    /// - Parameters:
    ///   - theme: The loaded theme.
    ///   - table: The data.
    /// - Throws: ``CommandFailure/theme(_:sources:)`` with a `limit` diagnostic at the costliest rule.
    static func check(theme: Theme, table: DataTable) throws(CommandFailure) {
        var tests: [(rule: Rule, test: ValueTest, column: String?)] = []
        for rule in theme.rules {
            guard let when = rule.when else { continue }
            var pending = [when]
            while let predicate = pending.popLast() {
                switch predicate {
                case .value(let test): tests.append((rule, test, nil))
                case .rowValue(let column, let test): tests.append((rule, test, column))
                case .all(let items), .any(let items): pending += items
                case .not(let inner): pending.append(inner)
                default: break
                }
            }
        }
        let patterns = tests.filter { test in
            test.test.conditions.contains { if case .matches = $0 { true } else { false } }
        }
        guard !patterns.isEmpty else { return }
        let text = TextSize(table)
        var total = 0
        var costliest: (rule: Rule, steps: Int)?
        for (rule, test, column) in patterns {
            let searched: Int
            if let column {
                let index = table.columnIndex(named: column)
                searched = index.map { saturating(text.perColumn[$0], table.columns.count) } ?? 0
            } else {
                searched = text.total
            }
            for case .matches(let pattern) in test.conditions {
                guard let regex = try? BoundedRegex(pattern, ignoreCase: test.ignoreCase) else { continue }
                let steps = saturating(regex.stepsPerScalar(asciiText: text.isASCII), searched)
                total = total.addingReportingOverflow(steps).overflow ? .max : total + steps
                if steps > costliest?.steps ?? -1 { costliest = (rule, steps) }
            }
        }
        guard total > maximumSteps, let costliest else { return }
        let message =
            "the `matches` tests would take about \(total) steps on this table's text (each pattern's compiled "
            + "size times the text it searches), over the limit of \(maximumSteps) for one command; "
            + "the costliest is this rule's, \(costliest.steps) steps: shorten the pattern or the data"
        throw .theme(
            [
                Diagnostic(
                    file: costliest.rule.origin.file, position: costliest.rule.origin.position, code: .limit,
                    message: message)
            ],
            sources: [:])
    }

    /// `lhs × rhs`, or `Int.max` when that overflows.
    private static func saturating(_ lhs: Int, _ rhs: Int) -> Int {
        let (product, overflow) = lhs.multipliedReportingOverflow(by: rhs)
        return overflow ? .max : product
    }

    /// The text a table's cells show, in UTF-8 bytes (at least the scalars a regex steps through).
    private struct TextSize {
        /// Per column: its header, body and footer cells (one byte more per cell, so empty ones count).
        var perColumn: [Int]
        /// Every cell's.
        var total: Int
        /// Whether all of it is ASCII (the regex automaton applies).
        var isASCII = true

        init(_ table: DataTable) {
            var perColumn = table.columns.map { $0.name.utf8.count + 1 }
            var isASCII = table.columns.allSatisfy { $0.name.utf8.allSatisfy { $0 < 0x80 } }
            func add(_ row: DataRow) {
                for (index, cell) in row.cells.enumerated() where perColumn.indices.contains(index) {
                    perColumn[index] += cell.text.utf8.count + 1
                    if isASCII, !cell.text.utf8.allSatisfy({ $0 < 0x80 }) { isASCII = false }
                }
            }
            // Section by section: a flat copy of the rows would retain every row's cells.
            for section in table.sections { for row in section.rows { add(row) } }
            if let footer = table.footerRow { add(footer) }
            self.perColumn = perColumn
            self.isASCII = isASCII
            total = perColumn.reduce(0, +)
        }
    }
}
