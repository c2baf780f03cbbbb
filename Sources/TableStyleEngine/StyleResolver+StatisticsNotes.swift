import TableStyleTheme

extension StyleResolver {
    /// What the statistics a cell's rules and style use were on this table, one line each, for explain:
    /// `rule "top-3": top 3: ≥ 1800.00, the 3rd largest of 40 numbers`, `backgroundColor: scale at 0.42 between
    /// min -2400 and max 3250 gives #…`. Empty when the theme uses no statistics, scales or bars.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - row: The cell's row.
    /// - Returns: The lines.
    public func statisticsNotes(for cell: CellContext, in row: some RowValues) -> [String] {
        var lines: [String] = []
        for (index, rule) in compiled.theme.rules.enumerated() {
            guard let when = rule.when, compiled.rules[index].isSectionScoped || cell.section == .body else { continue }
            // Rules that cannot apply to this cell's column and section say nothing about it.
            let facts = StaticFacts(shape: shape, section: cell.section, column: cell.column, keepsStatistics: true)
            let residual = compiled.rules[index].condition?.partiallyEvaluated(facts) {
                compiled.plugins[$0]?.evaluate != nil
            }
            if case .constant(false) = residual { continue }
            var tests: [(column: Int, test: ColumnStatisticTest)] = []
            collect(when, column: cell.column, into: &tests)
            let name = rule.name.map { "rule \"\($0)\"" } ?? "rule #\(index + 1)"
            for (column, test) in tests {
                let note =
                    cell.section == .body
                    ? Self.describe(test, in: statistics?[column: column])
                    : "\(Self.name(of: test)): never holds in the \(cell.section.rawValue)"
                lines.append("\(name): \(note)")
            }
        }
        if cell.section == .body {
            let style = resolvedStyle(for: cell, in: row)
            lines += scaleDescriptions(style, column: cell.column, value: row.value(atColumn: cell.column))
        }
        return lines
    }

    private func collect(
        _ predicate: Theme.Predicate, column: Int, into tests: inout [(column: Int, test: ColumnStatisticTest)]
    ) {
        func add(_ test: ValueTest, _ column: Int?) {
            for case .statistic(let statistic) in test.conditions { tests.append((column ?? -1, statistic)) }
        }
        switch predicate {
        case .value(let test): add(test, column)
        case .rowValue(let name, let test): add(test, shape.columnIndex(named: name))
        case .all(let parts), .any(let parts): for part in parts { collect(part, column: column, into: &tests) }
        case .not(let inner): collect(inner, column: column, into: &tests)
        default: break
        }
    }

    static func name(of test: ColumnStatisticTest) -> String {
        switch test {
        case .max: return "max"
        case .min: return "min"
        case .aboveAverage: return "aboveAverage"
        case .belowAverage: return "belowAverage"
        case .duplicate: return "duplicate"
        case .unique: return "unique"
        case .top(let count): return "top \(count)"
        case .bottom(let count): return "bottom \(count)"
        case .topPercent(let percent): return "top \(number(percent))%"
        case .bottomPercent(let percent): return "bottom \(number(percent))%"
        }
    }

    /// One statistics test as it is on this population.
    static func describe(_ test: ColumnStatisticTest, in statistics: ColumnStatistics?) -> String {
        let name = name(of: test)
        guard let statistics else { return "\(name): never holds (no statistics for this column)" }
        let count = statistics.count
        let numbers = "\(count) number\(count == 1 ? "" : "s")"
        switch test.bound(to: statistics) {
        case .never:
            if test.needs == .occurrences { return "\(name): never holds (the column's values were not compared)" }
            return "\(name): never holds (the column has no numbers)"
        case .duplicate(let set), .unique(let set):
            let repeated = set.repeated.count
            return "\(name): \(repeated) distinct value\(repeated == 1 ? "" : "s") occur more than once in the column"
        case .numeric(let threshold):
            let bound = fixed(threshold.bound)
            switch test {
            case .max: return "\(name): = \(bound), the largest of \(numbers)"
            case .min: return "\(name): = \(bound), the smallest of \(numbers)"
            case .aboveAverage: return "\(name): > \(bound), the mean of \(numbers)"
            case .belowAverage: return "\(name): < \(bound), the mean of \(numbers)"
            case .top, .bottom, .topPercent, .bottomPercent:
                let isTop: Bool
                let wanted: Int
                var percentNote = ""
                switch test {
                case .top(let n): (isTop, wanted) = (true, n)
                case .bottom(let n): (isTop, wanted) = (false, n)
                case .topPercent(let p): (isTop, wanted) = (true, ColumnStatisticTest.count(percent: p, of: count))
                case .bottomPercent(let p): (isTop, wanted) = (false, ColumnStatisticTest.count(percent: p, of: count))
                default: (isTop, wanted) = (true, 1)
                }
                if case .topPercent = test { percentNote = "N = \(wanted), " }
                if case .bottomPercent = test { percentNote = "N = \(wanted), " }
                if wanted > count { return "\(name): every number (N = \(wanted), the column has \(numbers))" }
                return "\(name): \(percentNote)\(isTop ? "≥" : "≤") \(bound), the \(ordinal(wanted)) "
                    + "\(isTop ? "largest" : "smallest") of \(numbers)"
            case .duplicate, .unique: return name
            }
        }
    }

    static func ordinal(_ value: Int) -> String {
        let suffix: String
        switch (value % 10, value % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(value)\(suffix)"
    }

    /// A number with two decimals (`1800.00`, `-84.37`), as tables show amounts.
    static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return value < 0 ? "-∞" : value > 0 ? "∞" : "NaN" }
        let cents = (abs(value) * 100).rounded()
        guard cents < 9e15 else { return "\(value)" }
        let whole = Int(cents) / 100
        let fraction = Int(cents) % 100
        return (value < 0 && cents > 0 ? "-" : "") + "\(whole)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
