import TableStyleEngine
import TableStyleTheme

/// The situations the warnings enumerate instead of real tables: every section, selected or not, in the
/// highlighted column or not, every sort direction, and enough row indices to cover every cycle of row
/// colors and every row test the theme writes.
extension CellSituation {
    /// The cells to consider for `theme`, at most `maximumCount` (body rows are cut first; the analysis of
    /// a huge theme is bounded rather than exhaustive).
    static func enumerate(for theme: Theme, rowColorCounts: [Int], maximumCount: Int = .max) -> [CellSituation] {
        var periods = rowColorCounts.filter { $0 > 0 } + [2]
        var largestIndex = 0
        for rule in theme.rules {
            if let when = rule.when { collectRowTests(when, periods: &periods, largestIndex: &largestIndex) }
        }
        var period = 1
        for value in periods where value > 0 {
            period = min(360, lcm(period, value))
        }
        let perRow = 10
        let rowCount = max(1, min(2_000, largestIndex + period + 1, max(0, maximumCount - 10) / perRow))
        let sorts: [(Bool, SortDirection?)] = [
            (false, nil), (false, .ascending), (false, .descending), (true, .ascending), (true, .descending),
        ]
        var cells: [CellSituation] = []
        for section in [TableSection.header, .footer] {
            for (highlighted, sort) in sorts {
                cells.append(
                    CellSituation(section: section, row: 0, isSelected: false, isHighlighted: highlighted, sort: sort))
            }
        }
        for row in 0..<rowCount {
            for selected in [false, true] {
                for (highlighted, sort) in sorts {
                    cells.append(
                        CellSituation(
                            section: .body, row: row, isSelected: selected, isHighlighted: highlighted, sort: sort,
                            standsForLaterRows: row >= rowCount - period))
                }
            }
        }
        return cells
    }

    private static func collectRowTests(_ predicate: Theme.Predicate, periods: inout [Int], largestIndex: inout Int) {
        switch predicate {
        case .row(.index(let index)): largestIndex = max(largestIndex, min(index, 1_000))
        case .row(.every(let every, let offset)):
            periods.append(min(max(every, 1), 360))
            largestIndex = max(largestIndex, min(offset, 1_000) + min(max(every, 0), 1_000))
        case .all(let items), .any(let items):
            for item in items { collectRowTests(item, periods: &periods, largestIndex: &largestIndex) }
        case .not(let inner): collectRowTests(inner, periods: &periods, largestIndex: &largestIndex)
        default: break
        }
    }

    private static func lcm(_ lhs: Int, _ rhs: Int) -> Int {
        var (a, b) = (lhs, rhs)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 0 : lhs / a * rhs
    }
}
