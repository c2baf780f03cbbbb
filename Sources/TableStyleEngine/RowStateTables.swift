/// Per section, the part of every direct slot's table index that depends on the row alone, for each
/// *row state*: the bits of the row state (``CellFlags/rowState(flags:rowConditionBits:)``) that any slot's
/// row-level pattern or background reads. Resolving a whole row then costs, per cell, one read of this
/// table plus the cell's own value class — no plan fields, pattern tables or background arithmetic.
///
/// A section gets a table only when every slot's plan is direct with a tabulated row-level pattern
/// (`rowTabulatedSections`) and cycles through at most two row backgrounds (odd/even is in the row state;
/// longer cycles need the row index).
struct RowStateTables {
    static let maximumEntriesPerSection = 1 << 16

    private(set) var masks: [Int32] = [-1, -1, -1]
    private(set) var starts: [Int32] = [0, 0, 0]
    private(set) var bases: [Int32] = []

    /// The row-state bits of odd rows and selected rows (see ``CellFlags``).
    private static let oddBit: Int32 = 1 << CellFlags.rowStateBit(.odd)
    private static let selectedBit: Int32 = 1 << CellFlags.rowStateBit(.selected)

    init(
        plans: [ResolverTables.SlotPlan], slots: [Int32], slotsPerSection: Int,
        rowPatterns: UnsafeMutablePointer<Int32>,
        tabulated: [Bool]
    ) {
        for section in 0..<3 where tabulated[section] {
            let sectionPlans = slots[section * slotsPerSection..<(section + 1) * slotsPerSection].map { plans[Int($0)] }
            guard sectionPlans.allSatisfy({ $0.isDirect && $0.backgroundCount <= 2 }) else { continue }
            var mask: Int32 = 0
            for plan in sectionPlans {
                if plan.rowRuleCount > 0 { mask |= plan.rowStateMask }
                if plan.backgroundCount == 2 { mask |= Self.oddBit }
                if plan.selectedSlot >= 0 { mask |= Self.selectedBit }
            }
            let stateCount = Int(mask) + 1
            guard stateCount * slotsPerSection <= Self.maximumEntriesPerSection else { continue }
            masks[section] = mask
            starts[section] = Int32(bases.count)
            for state in 0..<stateCount {
                for plan in sectionPlans {
                    bases.append(Self.base(plan, state: Int32(state), rowPatterns: rowPatterns))
                }
            }
        }
    }

    /// A direct plan's table offset for a row in `state`, with value class 0 and no other rule holding.
    private static func base(_ plan: ResolverTables.SlotPlan, state: Int32, rowPatterns: UnsafeMutablePointer<Int32>)
        -> Int32
    {
        var background: Int32 = 0
        if plan.selectedSlot >= 0 && state & selectedBit != 0 {
            background = plan.selectedSlot
        } else if plan.backgroundCount == 2 {
            background = state & oddBit != 0 ? 1 : 0
        }
        var rowPattern: Int32 = 0
        if plan.rowRuleCount > 0 {
            rowPattern = rowPatterns[Int(plan.rowPatternStart) + Int(state & plan.rowStateMask)]
        }
        let combined = ((background << plan.rowRuleCount) | rowPattern) << plan.otherRuleCount
        return plan.directOffset + combined * plan.classCount
    }
}
