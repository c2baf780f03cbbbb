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
    /// The plan, when it has other rules (and they are not just `textNode` or `occurrenceTest`); -1 otherwise.
    @usableFromInline var otherPlan: Int32
    /// When the plan's only other rule is a text test: its node, tested inline; -1 otherwise.
    @usableFromInline var textNode: Int32
    /// When the plan's only other rule is a lone `duplicate`/`unique` test of the cell's own value: its
    /// index in `valueTests`, looked up inline; -1 otherwise.
    @usableFromInline var occurrenceTest: Int32 = -1
    /// For a slot of ``WholeRowColumnOrder``'s class-only group: where its ``NumberClassTable`` starts in
    /// `numberClassTables`; -1 when it has none (its numbers are compared with its points).
    @usableFromInline var classTable: Int32 = -1
}

extension ResolverTables {
    /// The class of a value among a slot's value classes (see ``valueClass(_:_:)``).
    @inlinable @inline(__always)
    func valueClass(of value: CellValue, _ slot: WholeRowSlot) -> Int {
        Self.valueClass(of: value) {
            Self.numberClass($0, points: directPoints + Int(slot.pointStart), count: Int(slot.pointCount))
        }
    }

    /// ``valueClass(of:_:)`` for a slot of one to eight points (see ``WholeRowColumnOrder``): both groups
    /// of four are read at once, without a loop.
    @inlinable @inline(__always)
    func valueClass(of value: CellValue, fewPoints slot: WholeRowSlot) -> Int {
        valueClass(of: value, pointStart: slot.pointStart, pointCount: slot.pointCount, classTable: slot.classTable)
    }

    /// ``valueClass(of:fewPoints:)`` from a slot's fields: its points and its number class table.
    @inlinable @inline(__always)
    func valueClass(of value: CellValue, pointStart: Int32, pointCount: Int32, classTable: Int32) -> Int {
        let points = UnsafeRawPointer(directPoints + Int(pointStart))
        let table = numberClassTables + Int(max(0, classTable))
        let hasTable = classTable >= 0
        return Self.valueClass(of: value) { number in
            if hasTable {
                let found = table[NumberClassTable.bucket(number.bitPattern)]
                if found != NumberClassTable.undecided { return Int(found) }
            }
            let first = points.loadUnaligned(as: SIMD4<Double>.self)
            let following = points.loadUnaligned(fromByteOffset: 32, as: SIMD4<Double>.self)
            let second = pointCount > 4 ? following : SIMD4<Double>(repeating: .nan)
            return Self.numberClass(number, first: first, second: second)
        }
    }

    /// The class of a value (see ``valueClass(_:points:count:)``), numbers classed by `numberClass`.
    @inlinable @inline(__always)
    static func valueClass(of value: CellValue, numberClass: (Double) -> Int) -> Int {
        switch value {
        case .null: return 0
        case .bool: return 1
        case .text(let text): return textClass(isEmpty: text.isEmpty)
        case .int(let integer): return numberClass(Double(integer))
        case .double(let double): return numberClass(double)
        }
    }

    /// The class of a text among a slot's value classes: 3 when empty, else 2.
    @inlinable @inline(__always)
    static func textClass(isEmpty: Bool) -> Int { isEmpty ? 3 : 2 }

    /// The class of a value's facts among the classes of `count` sorted points (see ``OwnValueClasses``).
    @inlinable @inline(__always)
    static func valueClass(_ facts: ValueFacts, points: UnsafeMutablePointer<Double>, count: Int) -> Int {
        switch facts.kind {
        case .null: return 0
        case .bool: return 1
        case .text: return textClass(isEmpty: facts.isEmptyText)
        case .number: return numberClass(facts.number, points: points, count: count)
        }
    }

    /// A number's class among a direct plan's sorted boundary points (NaN-padded to a multiple of four):
    /// 4 for NaN, else `4 +` the points ≤ it `+` the points < it — on point `k` that is `5 + 2k`, between
    /// points `k` and `k + 1` it is `6 + 2k`. Compares four points at a time without a data-dependent
    /// branch (a binary search mispredicts on random values); a true lane is -1.
    @inlinable @inline(__always)
    static func numberClass(_ number: Double, points: UnsafeMutablePointer<Double>, count: Int) -> Int {
        // NaN needs no test of its own: no comparison with it holds, so it counts no point and is class 4.
        let points = UnsafeRawPointer(points)
        let value = SIMD4<Double>(repeating: number)
        var counts = SIMD4<Int64>()
        for offset in stride(from: 0, to: count &* 8, by: 32) {
            counts &+= pointCounts(points.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self), value)
        }
        return 4 &+ Int(counts.wrappedSum())
    }

    /// ``numberClass(_:points:count:)`` for at most eight points, held in two groups (NaN-padded) that
    /// a column's loop loads once.
    @inlinable @inline(__always)
    static func numberClass(_ number: Double, first: SIMD4<Double>, second: SIMD4<Double>) -> Int {
        let value = SIMD4<Double>(repeating: number)
        return 4 &+ Int((pointCounts(first, value) &+ pointCounts(second, value)).wrappedSum())
    }

    /// Per lane of four points: how many of "point ≤ value" and "point < value" hold (0, 1 or 2).
    @inlinable @inline(__always)
    static func pointCounts(_ group: SIMD4<Double>, _ value: SIMD4<Double>) -> SIMD4<Int64> {
        // A true lane is -1.
        SIMD4<Int64>() &- unsafeBitCast(group .<= value, to: SIMD4<Int64>.self)
            &- unsafeBitCast(group .< value, to: SIMD4<Int64>.self)
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
        return Int(bases[slot])
            &+ wholeRowOffset(
                wholeRowSlots[section &* (columnCount &+ 1) &+ slot], column: column, rowContext: rowContext,
                rowConditionBits: rowConditionBits, flags: flags, row: row)
    }

    /// What a cell adds to its row's base for its slot (see ``wholeRowIndex(column:section:bases:rowContext:rowConditionBits:flags:row:)``):
    /// its own value's class and the pattern of its plan's other rules.
    @inlinable @inline(__always)
    func wholeRowOffset<Row: RowValues>(
        _ slotEntry: WholeRowSlot, column: Int, rowContext: CellContext, rowConditionBits: UInt64, flags: UInt32,
        row: Row
    ) -> Int {
        // Whole rows read the slots with a number class table in their own loop, and the others here.
        if slotEntry.classTable >= 0 { return valueClass(of: row.value(atColumn: column), fewPoints: slotEntry) }
        return generalSlotOffset(
            slotEntry, column: column, rowContext: rowContext, rowConditionBits: rowConditionBits, flags: flags,
            row: row)
    }

    /// ``wholeRowOffset(_:column:rowContext:rowConditionBits:flags:row:)`` for a slot without a number class
    /// table: its value class among its points, and the pattern of its other rules.
    @inlinable @inline(__always)
    func generalSlotOffset<Row: RowValues>(
        _ slotEntry: WholeRowSlot, column: Int, rowContext: CellContext, rowConditionBits: UInt64, flags: UInt32,
        row: Row
    ) -> Int {
        if slotEntry.textNode >= 0 { return textSlotOffset(slotEntry, column: column, row: row) }
        var index = 0
        if slotEntry.classCount > 1 {
            index &+= valueClass(of: row.value(atColumn: column), slotEntry)
        }
        if slotEntry.occurrenceTest >= 0 {
            index &+=
                CompiledValueTest.loneOccurrenceHolds(
                    at: valueTests + Int(slotEntry.occurrenceTest), row.value(atColumn: column))
                ? Int(slotEntry.classCount) : 0
        } else if slotEntry.otherPlan >= 0 {
            let pattern = otherPattern(
                Int(slotEntry.otherPlan), column: column, rowContext: rowContext, rowConditionBits: rowConditionBits,
                flags: flags, row: row)
            index &+= pattern &* Int(slotEntry.classCount)
        }
        return index
    }
}

extension ResolverTables {
    /// The class-only group of ``writeWholeRow(section:bases:rowContext:rowConditionBits:flags:row:into:)``:
    /// each cell's id is its row base plus its value's class. Out of line, so the loop keeps its tables in
    /// registers (inlined in the row's loop they were reloaded from the stack for every cell).
    @inlinable @inline(never)
    func writeClassColumns<Row: RowValues>(
        _ entries: UnsafeMutablePointer<WholeRowClassColumn>, count: Int, bases: UnsafeMutablePointer<Int32>,
        row: Row, into output: UnsafeMutableBufferPointer<StyleID>
    ) {
        let styles = directStyles
        for position in 0..<count {
            let entry = entries[position]
            let column = Int(entry.column)
            let valueClass = self.valueClass(
                of: row.value(atColumn: column), pointStart: entry.pointStart, pointCount: entry.pointCount,
                classTable: entry.classTable)
            output[column] = StyleID(rawValue: styles[Int(bases[column]) &+ valueClass])
        }
    }

    /// The own-text group of ``writeWholeRow(section:bases:rowContext:rowConditionBits:flags:row:into:)``:
    /// each cell's id is its row base plus its value's class and, when its text test holds, the class
    /// count. Text the bytes decide is tested here; any other value takes ``ownTextSlotOffset(_:column:row:)``.
    /// Out of line, for the reason ``writeClassColumns(_:count:bases:row:into:)`` is.
    @inlinable @inline(never)
    func writeOwnTextColumns<Row: RowValues>(
        _ entries: UnsafeMutablePointer<WholeRowTextColumn>, count: Int, slots: UnsafeMutablePointer<WholeRowSlot>,
        bases: UnsafeMutablePointer<Int32>, row: Row, into output: UnsafeMutableBufferPointer<StyleID>
    ) {
        let styles = directStyles
        for position in 0..<count {
            let entry = entries[position]
            let column = Int(entry.column)
            let classCount = Int(entry.classCount)
            var offset: Int?
            if case .text(let text) = row.value(atColumn: column) {
                offset =
                    text.utf8.withContiguousStorageIfAvailable { bytes in
                        byteTextHolds(
                            test: entry.test, index: Int(entry.index), ignoreCase: entry.ignoreCase, text: bytes
                        ).map { holds in
                            // The test's answer as a mask: a branch on it was mispredicted.
                            (classCount > 1 ? Self.textClass(isEmpty: bytes.isEmpty) : 0)
                                &+ (classCount & (0 &- Int(unsafeBitCast(holds, to: UInt8.self))))
                        }
                    } ?? nil
            }
            let index = Int(bases[column]) &+ (offset ?? ownTextSlotOffset(slots[column], column: column, row: row))
            output[column] = StyleID(rawValue: styles[index])
        }
    }

    /// ``textSlotOffset(_:column:row:)`` out of line: the values the own-text loop leaves to it.
    @inlinable @inline(never)
    func ownTextSlotOffset<Row: RowValues>(_ slotEntry: WholeRowSlot, column: Int, row: Row) -> Int {
        textSlotOffset(slotEntry, column: column, row: row)
    }

    /// The offset of a cell whose slot's only other rule is a text test (`textNode`; it reads no row
    /// context): its value's class, plus the class count when the test holds.
    @inlinable @inline(__always)
    func textSlotOffset<Row: RowValues>(_ slotEntry: WholeRowSlot, column: Int, row: Row) -> Int {
        let classCount = Int(slotEntry.classCount)
        let valueClass = classCount > 1 ? valueClass(of: row.value(atColumn: column), slotEntry) : 0
        return valueClass &+ (textHolds(nodes[Int(slotEntry.textNode)], column: column, row: row) ? classCount : 0)
    }

    /// The style ids of a whole row (`output` has one entry per column of the shape) in a section with row
    /// state tables: the columns in ``WholeRowColumnOrder``'s order, each group by its own loop that tests
    /// only what its slots have; each cell gets the index
    /// ``wholeRowIndex(column:section:bases:rowContext:rowConditionBits:flags:row:)`` gives.
    @inlinable @inline(__always)
    func writeWholeRow<Row: RowValues>(
        section: Int, bases: UnsafeMutablePointer<Int32>, rowContext: CellContext, rowConditionBits: UInt64,
        flags: UInt32, row: Row, into output: UnsafeMutableBufferPointer<StyleID>
    ) {
        let styles = directStyles
        let sectionBase = section &* (columnCount &+ 1)
        let order = wholeRowColumns + section &* columnCount
        let starts = wholeRowGroupStarts + section &* WholeRowColumnOrder.groupStartsPerSection
        let (classStart, textStart, generalStart) = (Int(starts[0]), Int(starts[1]), Int(starts[2]))
        for position in 0..<classStart {
            let column = Int(order[position])
            output[column] = StyleID(rawValue: styles[Int(bases[column])])
        }
        if classStart < textStart {
            writeClassColumns(
                wholeRowClassColumns + (section &* columnCount &+ classStart), count: textStart &- classStart,
                bases: bases, row: row, into: output)
        }
        if textStart < generalStart {
            writeOwnTextColumns(
                wholeRowTextColumns + (section &* columnCount &+ textStart), count: generalStart &- textStart,
                slots: wholeRowSlots + sectionBase,
                bases: bases, row: row, into: output)
        }
        for position in generalStart..<columnCount {
            let column = Int(order[position])
            let index =
                Int(bases[column])
                &+ generalSlotOffset(
                    wholeRowSlots[sectionBase &+ column], column: column, rowContext: rowContext,
                    rowConditionBits: rowConditionBits, flags: flags, row: row)
            output[column] = StyleID(rawValue: styles[index])
        }
    }
}
