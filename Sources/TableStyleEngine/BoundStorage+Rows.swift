import TableStyleTheme

extension BoundStorage {
    /// A direct plan's style id for one cell of a row whose row-level answers are known: the row's bits
    /// (``rowBits(_:row:)``) and flags (``rowFlags(_:)``). The plan must have `hasRowSources`.
    ///
    /// The row-level pattern is computed once per plan and row (kept in `patterns`, `-1` until then), so a
    /// cell costs its value class, its own "other" rules (if any) and one table read. Plans with a row-pattern
    /// table read the pattern at the row's word (``rowWord(flags:rowBits:)``) instead.
    @inlinable @inline(__always)
    func rowDirectStyle<Row: RowValues>(
        _ plan: UnsafeMutablePointer<Plan>, planIndex: Int, column: Int, rowContext: CellContext, rowBits: UInt64,
        flags: UInt32, rowWord: Int, row: Row, patterns: UnsafeMutablePointer<Int32>?
    ) -> Int32 {
        var state = CellState()
        var valueClass = 0
        let classCount = Int(plan.pointee.classCount)
        if classCount > 1 {
            state.own = ValueFacts(row.value(atColumn: column))
            state.hasOwn = true
            valueClass = self.valueClass(state.own, plan.pointee)
        }
        let rowRuleCount = Int(plan.pointee.rowRuleCount)
        let wordMask = Int(plan.pointee.rowWordMask)
        var rowPattern = 0
        if wordMask != 0 {
            rowPattern = Int(rowPatterns[Int(plan.pointee.rowPatternStart) &+ (rowWord & wordMask)])
        } else if rowRuleCount > 0 {
            rowPattern = Int(patterns?[planIndex] ?? -1)
            if rowPattern < 0 {
                rowPattern = 0
                let sources = directRowSources + Int(plan.pointee.rowRuleStart)
                for index in 0..<rowRuleCount {
                    let source = sources[index]
                    let bit =
                        source >= 64
                        ? Int((flags &>> UInt32(source &- 64)) & 1)
                        : Int(truncatingIfNeeded: (rowBits &>> UInt64(source)) & 1)
                    rowPattern |= bit &<< index
                }
                patterns?[planIndex] = Int32(truncatingIfNeeded: rowPattern)
            }
        }
        let otherRuleCount = Int(plan.pointee.otherRuleCount)
        var otherPattern = 0
        if otherRuleCount > 0 {
            let cell = CellContext(
                section: rowContext.section, row: rowContext.row, rowCount: rowContext.rowCount, column: column,
                isSelected: rowContext.isSelected)
            let rules = planRules + Int(plan.pointee.ruleStart)
            let otherRules = directRules + Int(plan.pointee.otherRuleStart)
            for index in 0..<otherRuleCount {
                let rule = rules[Int(otherRules[index])]
                let bit = ruleHolds(rule, flags: flags, rowBits: rowBits, cell: cell, row: row, state: &state) ? 1 : 0
                otherPattern |= bit &<< index
            }
        }
        let background = Self.backgroundSlot(plan.pointee, rowContext)
        let index =
            (((background &<< rowRuleCount) | rowPattern) &<< otherRuleCount | otherPattern) &* classCount &+ valueClass
        return directStyles[Int(plan.pointee.directOffset) &+ index]
    }
}

extension BoundStorage {
    /// A direct plan's style id for one cell of a row, given the row's part of the table index (from
    /// `rowBases`): adds the own value's class and the pattern of the plan's other rules.
    @inlinable @inline(__always)
    func rowBaseStyle<Row: RowValues>(
        _ plan: UnsafeMutablePointer<Plan>, base: Int, column: Int, rowContext: CellContext, rowBits: UInt64,
        flags: UInt32, row: Row
    ) -> Int32 {
        var state = CellState()
        var index = base
        let classCount = Int(plan.pointee.classCount)
        if classCount > 1 {
            state.own = ValueFacts(row.value(atColumn: column))
            state.hasOwn = true
            index &+= valueClass(state.own, plan.pointee)
        }
        let otherRuleCount = Int(plan.pointee.otherRuleCount)
        if otherRuleCount > 0 {
            let cell = CellContext(
                section: rowContext.section, row: rowContext.row, rowCount: rowContext.rowCount, column: column,
                isSelected: rowContext.isSelected)
            let rules = planRules + Int(plan.pointee.ruleStart)
            let otherRules = directRules + Int(plan.pointee.otherRuleStart)
            var otherPattern = 0
            for index in 0..<otherRuleCount {
                let rule = rules[Int(otherRules[index])]
                let bit = ruleHolds(rule, flags: flags, rowBits: rowBits, cell: cell, row: row, state: &state) ? 1 : 0
                otherPattern |= bit &<< index
            }
            index &+= otherPattern &* classCount
        }
        return directStyles[index]
    }
}
