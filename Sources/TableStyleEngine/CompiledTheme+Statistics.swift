import TableStyleTheme

extension CompiledTheme {
    /// Which statistics each column of `table` needs: a column is named when a rule that can apply to its
    /// body cells (once section, column and sort tests are decided) tests its statistics (`max`, `top: 3`,
    /// `duplicate`, also through `rowValue`), or sets a color scale or a bar, or a base sets a bar.
    ///
    /// - Parameter table: The table's shape.
    /// - Returns: Per column, what to compute (empty: nothing; then no statistics pass is needed).
    public func statisticsNeeds(for table: TableShape) -> [StatisticsNeeds] {
        let columnCount = table.columns.count
        var needs = Array(repeating: StatisticsNeeds(), count: columnCount)
        let baseBar = cellLayer.bar != nil
        for column in 0..<columnCount {
            if baseBar { needs[column].insert(.numbers) }
            let facts = StaticFacts(shape: table, section: .body, column: column, keepsStatistics: true)
            for rule in rules {
                let residual = rule.condition?.partiallyEvaluated(facts) { plugins[$0]?.evaluate != nil }
                if case .constant(false) = residual { continue }
                if rule.style.bar != nil || rule.style.textColorScale != nil || rule.style.backgroundColorScale != nil {
                    needs[column].insert(.numbers)
                }
                residual?.collectStatisticsNeeds(ownColumn: column, into: &needs)
            }
        }
        return needs
    }

    /// The statistics tests whose population is each column of `table`: the tests of rules that can apply
    /// to some body cell (a column's own `value` tests, and `rowValue` tests naming the column from any
    /// column), each once. A live table compares them bound to a column's old and new statistics to find
    /// the rows a change restyles.
    ///
    /// - Parameter table: The table's shape.
    /// - Returns: Per column, its tests.
    package func statisticsTests(for table: TableShape) -> [[ColumnStatisticTest]] {
        let columnCount = table.columns.count
        var tests = Array(repeating: [ColumnStatisticTest](), count: columnCount)
        for column in 0..<columnCount {
            let facts = StaticFacts(shape: table, section: .body, column: column, keepsStatistics: true)
            for rule in rules {
                let residual = rule.condition?.partiallyEvaluated(facts) { plugins[$0]?.evaluate != nil }
                residual?.forEachStatisticsTest(ownColumn: column) { test, population in
                    guard population >= 0, population < columnCount else { return }
                    for statistic in test.statistics where !tests[population].contains(statistic) {
                        tests[population].append(statistic)
                    }
                }
            }
        }
        return tests
    }

    /// What a column's color scales and data bars are on a population: every scale and bar of the bases
    /// and rules, bound to it. Two populations with equal answers give every computed part alike.
    ///
    /// - Parameter statistics: A column's statistics.
    /// - Returns: The bound scales and bars, in a fixed order.
    package func computedAnswers(on statistics: ColumnStatistics?) -> [AnyHashable?] {
        var answers: [AnyHashable?] = []
        for layer in [cellLayer, headerLayer, footerLayer] + rules.map(\.style) {
            if let scale = layer.textColorScale { answers.append(scale.bound(to: statistics)) }
            if let scale = layer.backgroundColorScale { answers.append(scale.bound(to: statistics)) }
            if let bar = layer.bar { answers.append(bar.bound(to: statistics)) }
        }
        return answers
    }

    /// The `when` of each rule whose style sets any of `attributes` (``PartialStyle/sets(_:)``).
    ///
    /// - Parameter attributes: The attributes.
    /// - Returns: The rules' predicates, in rule order (rules without `when` have none).
    package func predicates(ofRulesSetting attributes: [StyleAttribute]) -> [Theme.Predicate] {
        rules.compactMap { rule in
            attributes.contains(where: rule.style.sets) ? theme.rules[rule.index].when : nil
        }
    }

    /// Whether binding needs a table's statistics: some rule tests statistics or some style has a scale or a bar.
    public var usesStatistics: Bool {
        hasComputedStyles || rules.contains { $0.condition?.mentionsStatistics ?? false }
    }
}

extension Condition {
    /// Whether a statistics test appears anywhere.
    var mentionsStatistics: Bool {
        switch self {
        case .value(let test), .rowValue(_, let test), .rowValueAt(_, let test): return !test.statistics.isEmpty
        case .all(let parts), .any(let parts): return parts.contains(where: \.mentionsStatistics)
        case .not(let inner): return inner.mentionsStatistics
        default: return false
        }
    }

    /// Adds what the statistics tests of this residual need, by the column whose population they test.
    func collectStatisticsNeeds(ownColumn: Int, into needs: inout [StatisticsNeeds]) {
        forEachStatisticsTest(ownColumn: ownColumn) { test, column in
            guard column >= 0, column < needs.count else { return }
            for statistic in test.statistics { needs[column].insert(statistic.needs) }
        }
    }

    /// Calls `body` with each value test of this residual and the column whose population it tests (the
    /// cell's own column for `value`, the named one for `rowValue`).
    func forEachStatisticsTest(ownColumn: Int, _ body: (CompiledValueTest, Int) -> Void) {
        switch self {
        case .value(let test): body(test, ownColumn)
        case .rowValueAt(let column, let test): body(test, column)
        case .all(let parts), .any(let parts):
            for part in parts { part.forEachStatisticsTest(ownColumn: ownColumn, body) }
        case .not(let inner): inner.forEachStatisticsTest(ownColumn: ownColumn, body)
        default: break
        }
    }
}
