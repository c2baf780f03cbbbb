import TableStyleTheme

/// The pools behind direct plans (see ``ResolverTables/SlotPlan/isDirect``).
struct ValueClassTables: Sendable {
    var points: [Double] = []
    var rules: [Int32] = []
    var styles: [Int32] = []
    var labels: [Int32] = []

    static let maximumRowRules = 6
    static let maximumOtherRules = 3
    static let maximumClasses = 129
    static let maximumEntriesPerPlan = 32_768
    static let maximumEntries = 524_288
}

extension StyleResolver.TableBuilder {
    /// Turns a precomputed plan into a direct one when its candidates split into few enough groups: rules
    /// deciding on the own value's kind and number alone (tabulated by value class), row-level rules, and
    /// at most a few others. Each direct entry is read from the plan's clustered tables, so building is cheap.
    mutating func makeDirect(_ plan: inout ResolverTables.SlotPlan, _ info: StyleResolver.SlotPlanInputs) {
        let shape = self.shape
        var valueRules: [Int] = []
        var rowRules: [Int] = []
        var otherRules: [Int] = []
        var bounds: [Double] = []
        for (position, residual) in info.residuals.enumerated() {
            if OwnValueIntervals.collectBounds(residual, into: &bounds) {
                valueRules.append(position)
            } else if residual.isRowLevel {
                rowRules.append(position)
            } else {
                otherRules.append(position)
            }
        }
        guard rowRules.count <= ValueClassTables.maximumRowRules, otherRules.count <= ValueClassTables.maximumOtherRules
        else { return }
        // Value classes: null, bool, text, empty text, NaN, then each breakpoint and the gap after it.
        let classes = valueRules.isEmpty ? nil : OwnValueClasses(breakpoints: bounds)
        let representatives = classes?.representatives ?? []
        let classCount = max(1, representatives.count)
        let slots = info.backgroundSlots
        let entries = slots << (rowRules.count + otherRules.count) * classCount
        guard classCount <= ValueClassTables.maximumClasses, entries <= ValueClassTables.maximumEntriesPerPlan,
            direct.styles.count + entries <= ValueClassTables.maximumEntries
        else { return }
        let facts = StaticFacts(shape: shape, section: .body, column: 0)
        var valueBits = Array(repeating: UInt64(0), count: classCount)
        for (valueClass, value) in representatives.enumerated() {
            for position in valueRules
            where info.residuals[position].holds(
                facts: facts, cell: CellContext(section: .body, row: 0, rowCount: 1, column: 0), row: [value],
                plugins: PluginPredicates())
            {
                valueBits[valueClass] |= 1 << UInt64(position)
            }
        }
        let ruleBase = Int(plan.ruleStart)
        let planClusters = clusters[Int(plan.clusterStart)..<Int(plan.clusterStart + plan.clusterCount)]
        plan.pointStart = Int32(direct.points.count)
        let points = classes?.paddedPoints ?? []
        plan.pointCount = Int32(points.count)
        plan.classCount = Int32(classCount)
        plan.rowRuleStart = Int32(direct.rules.count)
        plan.rowRuleCount = Int32(rowRules.count)
        direct.rules += rowRules.map { Int32($0) }
        plan.otherRuleStart = Int32(direct.rules.count)
        plan.otherRuleCount = Int32(otherRules.count)
        direct.rules += otherRules.map { Int32($0) }
        direct.points += points
        plan.directOffset = Int32(direct.styles.count)
        for background in 0..<slots {
            for rowPattern in 0..<(1 << rowRules.count) {
                for otherPattern in 0..<(1 << otherRules.count) {
                    var fixed: UInt64 = 0
                    for (bit, position) in rowRules.enumerated() where rowPattern & (1 << bit) != 0 {
                        fixed |= 1 << UInt64(position)
                    }
                    for (bit, position) in otherRules.enumerated() where otherPattern & (1 << bit) != 0 {
                        fixed |= 1 << UInt64(position)
                    }
                    for valueClass in 0..<classCount {
                        let bits = fixed | valueBits[valueClass]
                        var index = 0
                        for cluster in planClusters {
                            let field = Int((bits >> UInt64(cluster.shift)) & ((1 << UInt64(cluster.width)) - 1))
                            index += Int(outcomes[Int(cluster.outcomeOffset) + field]) * Int(cluster.radix)
                        }
                        var labelBits = 0
                        for position in 0..<info.candidates.count where bits & (1 << UInt64(position)) != 0 {
                            labelBits |= Int(planRules[ruleBase + position].labelBit)
                        }
                        direct.styles.append(
                            styleTable[Int(plan.styleOffset) + background * Int(plan.product) + index])
                        direct.labels.append(labelTable[Int(plan.labelOffset) + labelBits])
                    }
                }
            }
        }
        plan.isDirect = true
    }
}
