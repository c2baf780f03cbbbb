import TableStyleTheme

extension ResolverTables {
    /// A direct plan's style id for one cell of a row whose row-level answers are known: the row's bits
    /// (``rowConditionBits(_:row:)``) and flags (``CellFlags/rowFlags(_:)``). The plan must have `hasRowSources`.
    ///
    /// The row-level pattern is computed once per plan and row (kept in `patterns`, `-1` until then), so a
    /// cell costs its value class, its own "other" rules (if any) and one table read. Plans with a row-pattern
    /// table read the pattern at the row's word (``CellFlags/rowState(flags:rowConditionBits:)``) instead.
    @inlinable @inline(__always)
    func rowDirectStyle<Row: RowValues>(
        _ plan: UnsafeMutablePointer<SlotPlan>, planIndex: Int, column: Int, rowContext: CellContext,
        rowConditionBits: UInt64,
        flags: UInt32, rowState: Int, row: Row, patterns: UnsafeMutablePointer<Int32>?
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
        let wordMask = Int(plan.pointee.rowStateMask)
        var rowPattern = 0
        if wordMask != 0 {
            rowPattern = Int(rowPatterns[Int(plan.pointee.rowPatternStart) &+ (rowState & wordMask)])
        } else if rowRuleCount > 0 {
            rowPattern = Int(patterns?[planIndex] ?? -1)
            if rowPattern < 0 {
                rowPattern = 0
                let sources = directRowSources + Int(plan.pointee.rowRuleStart)
                for index in 0..<rowRuleCount {
                    let source = sources[index]
                    let bit =
                        source >= CellFlags.rowFlagSource
                        ? Int((flags &>> UInt32(source &- CellFlags.rowFlagSource)) & 1)
                        : Int(truncatingIfNeeded: (rowConditionBits &>> UInt64(source)) & 1)
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
            otherPattern = pattern(
                of: planRules + Int(plan.pointee.ruleStart), at: directRules + Int(plan.pointee.otherRuleStart),
                count: otherRuleCount, flags: flags, rowConditionBits: rowConditionBits, cell: cell, row: row,
                state: &state)
        }
        let background = Self.backgroundSlot(plan.pointee, rowContext)
        let index =
            (((background &<< rowRuleCount) | rowPattern) &<< otherRuleCount | otherPattern) &* classCount &+ valueClass
        return directStyles[Int(plan.pointee.directOffset) &+ index]
    }
}

/// What resolving a whole row needs of a slot's direct plan, in 16 bytes: its value classes and, when it
/// has rules outside the value classes and the row state, the plan to evaluate them with.
@usableFromInline
struct WholeRowSlot: Sendable {
    @usableFromInline var pointStart: Int32
    @usableFromInline var pointCount: Int32
    @usableFromInline var classCount: Int32
    /// The plan, when it has other rules (and they are not just `textNode`); -1 otherwise.
    @usableFromInline var otherPlan: Int32
    /// When the plan's only other rule is a text test: its node, tested inline; -1 otherwise.
    @usableFromInline var textNode: Int32
}

extension ResolverTables {
    /// The class of a value among a slot's value classes (see ``valueClass(_:_:)``).
    @inlinable @inline(__always)
    func valueClass(of value: CellValue, _ slot: WholeRowSlot) -> Int {
        let number: Double
        switch value {
        case .null: return 0
        case .bool: return 1
        case .text(let text): return text.isEmpty ? 3 : 2
        case .int(let integer): number = Double(integer)
        case .double(let double): number = double
        }
        return Self.numberClass(number, points: directPoints + Int(slot.pointStart), count: Int(slot.pointCount))
    }

    /// The class of a value's facts among the classes of `count` sorted points (see ``OwnValueClasses``).
    @inlinable @inline(__always)
    static func valueClass(_ facts: ValueFacts, points: UnsafeMutablePointer<Double>, count: Int) -> Int {
        switch facts.kind {
        case .null: return 0
        case .bool: return 1
        case .text: return facts.isEmptyText ? 3 : 2
        case .number: return numberClass(facts.number, points: points, count: count)
        }
    }

    /// A number's class among a direct plan's sorted boundary points (NaN-padded to a multiple of four):
    /// 4 for NaN, else `4 +` the points ≤ it `+` the points < it — on point `k` that is `5 + 2k`, between
    /// points `k` and `k + 1` it is `6 + 2k`. Compares four points at a time without a data-dependent
    /// branch (a binary search mispredicts on random values); a true lane is -1.
    @inlinable @inline(__always)
    static func numberClass(_ number: Double, points: UnsafeMutablePointer<Double>, count: Int) -> Int {
        if number.isNaN { return 4 }
        let points = UnsafeRawPointer(points)
        let value = SIMD4<Double>(repeating: number)
        var counts = SIMD4<Int64>()
        for offset in stride(from: 0, to: count &* 8, by: 32) {
            let group = points.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            counts &-= unsafeBitCast(group .<= value, to: SIMD4<Int64>.self)
            counts &-= unsafeBitCast(group .< value, to: SIMD4<Int64>.self)
        }
        return 4 &+ Int(counts.wrappedSum())
    }

    /// The pattern of a direct plan's other rules for one cell of a row (out of line: the row loop stays small).
    @inlinable @inline(never)
    func otherPattern<Row: RowValues>(
        _ planIndex: Int, column: Int, rowContext: CellContext, rowConditionBits: UInt64, flags: UInt32, row: Row
    ) -> Int {
        let plan = plans + planIndex
        var state = CellState()
        let cell = CellContext(
            section: rowContext.section, row: rowContext.row, rowCount: rowContext.rowCount, column: column,
            isSelected: rowContext.isSelected)
        let rules = planRules + Int(plan.pointee.ruleStart)
        let otherRules = directRules + Int(plan.pointee.otherRuleStart)
        var pattern = 0
        for index in 0..<Int(plan.pointee.otherRuleCount) {
            let rule = rules[Int(otherRules[index])]
            let bit =
                ruleHolds(rule, flags: flags, rowConditionBits: rowConditionBits, cell: cell, row: row, state: &state)
                ? 1 : 0
            pattern |= bit &<< index
        }
        return pattern
    }
}

extension ResolverTables {
    /// The row state table of a row in `section`, when the section has one (see ``RowStateTables``): the
    /// bases of the row's slots, for ``wholeRowIndex(column:section:bases:rowContext:rowConditionBits:flags:row:)``.
    @inlinable @inline(__always)
    func rowStateBases(section: Int, rowState: Int) -> UnsafeMutablePointer<Int32>? {
        let mask = Int(rowStateMasks[section])
        guard mask >= 0 else { return nil }
        return rowStateBases(section: section, rowState: rowState, mask: mask)
    }

    /// ``rowStateBases(section:rowState:)`` for a section whose mask (`rowStateMasks[section]`, not
    /// negative) the caller has read already.
    @inlinable @inline(__always)
    func rowStateBases(section: Int, rowState: Int, mask: Int) -> UnsafeMutablePointer<Int32> {
        rowStateTable + (Int(rowStateTableStarts[section]) &+ (rowState & mask) &* (columnCount &+ 1))
    }

    /// A cell's index in `directStyles` / `directLabels` from its row's bases: adds the own value's class
    /// and the pattern of its plan's other rules.
    ///
    /// - Parameters:
    ///   - column: The cell's column (columns outside the shape share the last slot).
    ///   - section: The section's index (``CompiledTheme/sectionIndex(_:)``).
    ///   - bases: The row's bases (``rowStateBases(section:rowState:)``).
    ///   - rowContext: The row's position and selection (any column).
    ///   - rowConditionBits: The row's bits (``rowConditionBits(_:row:)``).
    ///   - flags: The row's flags (``CellFlags/rowFlags(_:)``).
    ///   - row: The row's values.
    @inlinable @inline(__always)
    func wholeRowIndex<Row: RowValues>(
        column: Int, section: Int, bases: UnsafeMutablePointer<Int32>, rowContext: CellContext,
        rowConditionBits: UInt64,
        flags: UInt32, row: Row
    ) -> Int {
        let slot = column >= 0 && column < columnCount ? column : columnCount
        let slotEntry = wholeRowSlots[section &* (columnCount &+ 1) &+ slot]
        var index = Int(bases[slot])
        if slotEntry.classCount > 1 {
            index &+= valueClass(of: row.value(atColumn: column), slotEntry)
        }
        if slotEntry.textNode >= 0 {
            index &+=
                textHolds(nodes[Int(slotEntry.textNode)], column: column, row: row) ? Int(slotEntry.classCount) : 0
        } else if slotEntry.otherPlan >= 0 {
            let pattern = otherPattern(
                Int(slotEntry.otherPlan), column: column, rowContext: rowContext, rowConditionBits: rowConditionBits,
                flags: flags, row: row)
            index &+= pattern &* Int(slotEntry.classCount)
        }
        return index
    }
}
