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
        func add(_ test: CompiledValueTest, _ column: Int) {
            guard column >= 0, column < needs.count else { return }
            for statistic in test.statistics { needs[column].insert(statistic.needs) }
        }
        switch self {
        case .value(let test): add(test, ownColumn)
        case .rowValueAt(let column, let test): add(test, column)
        case .all(let parts), .any(let parts):
            for part in parts { part.collectStatisticsNeeds(ownColumn: ownColumn, into: &needs) }
        case .not(let inner): inner.collectStatisticsNeeds(ownColumn: ownColumn, into: &needs)
        default: break
        }
    }
}
