import TableStyleRegex
import TableStyleTheme

/// The flat, immutable tables a ``StyleResolver`` resolves cells with: plain values in buffers this object
/// owns (allocated once at bind time, freed in `deinit`), so the hot path reads them through raw
/// pointers without any reference counting, locking or allocation.
@usableFromInline
final class ResolverTables: @unchecked Sendable {
    /// What the hot path needs about one plan (a group of (section, column) slots with the same candidates).
    @usableFromInline
    struct SlotPlan: Sendable {
        /// First entry in `planRules` and count: the plan's value-dependent candidate rules.
        @usableFromInline var ruleStart: Int32 = 0
        @usableFromInline var ruleCount: Int32 = 0
        /// First entry in `clusters` and count.
        @usableFromInline var clusterStart: Int32 = 0
        @usableFromInline var clusterCount: Int32 = 0
        /// The row background list's length (0 or 1: no cycling) and the selected rows' slot (-1: none).
        @usableFromInline var backgroundCount: Int32 = 0
        @usableFromInline var selectedSlot: Int32 = -1
        /// Styles per background slot (the product of the clusters' outcome counts).
        @usableFromInline var product: Int32 = 1
        /// Where the plan's styles and label lists start; unused unless `isPrecomputed`.
        @usableFromInline var styleOffset: Int32 = 0
        @usableFromInline var labelOffset: Int32 = 0
        @usableFromInline var isPrecomputed = false
        /// Whether a candidate reads the value flags (bits 0–7 of the flags word).
        @usableFromInline var usesValueFlags = false
        /// Direct table: the style is read at one index computed from the own value's class (among
        /// `classCount`, bounded by the `pointCount` sorted points at `pointStart`), the bits of the row-level
        /// candidates and those of the remaining ones (positions listed in `directRules`).
        @usableFromInline var isDirect = false
        @usableFromInline var pointStart: Int32 = 0
        @usableFromInline var pointCount: Int32 = 0
        @usableFromInline var classCount: Int32 = 1
        @usableFromInline var rowRuleStart: Int32 = 0
        @usableFromInline var rowRuleCount: Int32 = 0
        @usableFromInline var otherRuleStart: Int32 = 0
        @usableFromInline var otherRuleCount: Int32 = 0
        @usableFromInline var directOffset: Int32 = 0
        /// Whether every row-level rule of this direct plan reads a row flag or a row bit (its source in
        /// `directRowSources`), so whole rows resolve it without evaluating any node.
        @usableFromInline var hasRowSources = false
        /// With row sources: the plan's row-level pattern for every *row state* (see ``CellFlags/rowState(flags:rowConditionBits:)``)
        /// masked to `rowStateMask`, at `rowPatternStart` in `rowPatterns`; a mask of 0 means "not tabulated".
        @usableFromInline var rowPatternStart: Int32 = 0
        @usableFromInline var rowStateMask: Int32 = 0
    }

    /// One candidate rule of a plan: its residual condition and, when it has a label, its label bit.
    @usableFromInline
    struct CandidateRule: Sendable {
        @usableFromInline var root: Int32
        @usableFromInline var labelBit: UInt32
        /// How the rule is decided (see ``CellFlags``): the bit of the cell flags word that decides it,
        /// ``CellFlags/ownValueInterval`` for a closed interval of the own number,
        /// ``CellFlags/ownValueIntervals`` for its tabulated own-value intervals, or
        /// ``CellFlags/interpreted`` to evaluate its bytecode.
        @usableFromInline var flag: UInt8 = CellFlags.interpreted
        /// ownValueInterval: the closed range the own number must fall in (or, when `negated`, outside).
        @usableFromInline var low: Double = 0
        @usableFromInline var high: Double = 0
        @usableFromInline var negated = false

        /// When the rule is row-level: its bit in the row condition bits (see ``CellFlags``).
        @usableFromInline var rowCondition: Int8 = -1

        /// ownValueIntervals: the rule's intervals in `functionIntervals` and its answers for non-numbers
        /// (``OwnValueIntervals/otherMask``).
        @usableFromInline var functionStart: Int32 = 0
        @usableFromInline var functionCount: Int16 = 0
        @usableFromInline var otherMask: UInt8 = 0
    }

    /// Candidate rules whose styles overlap form a cluster; its bits (contiguous in the plan's bitset) map
    /// to an outcome, and outcomes combine as mixed-radix digits into the style's index.
    @usableFromInline
    struct Cluster: Sendable {
        @usableFromInline var shift: Int32
        @usableFromInline var width: Int32
        @usableFromInline var outcomeOffset: Int32
        @usableFromInline var radix: Int32
    }

    @usableFromInline let nodes: UnsafeMutablePointer<ConditionBytecode.Node>
    @usableFromInline let children: UnsafeMutablePointer<Int32>
    @usableFromInline let slots: UnsafeMutablePointer<Int32>
    @usableFromInline let plans: UnsafeMutablePointer<SlotPlan>
    @usableFromInline let planRules: UnsafeMutablePointer<CandidateRule>
    @usableFromInline let clusters: UnsafeMutablePointer<Cluster>
    @usableFromInline let outcomes: UnsafeMutablePointer<Int32>
    @usableFromInline let styleTable: UnsafeMutablePointer<Int32>
    @usableFromInline let labelTable: UnsafeMutablePointer<Int32>
    @usableFromInline let valueTests: UnsafeMutablePointer<CompiledValueTest>
    @usableFromInline let valueTestCount: Int
    @usableFromInline let strings: UnsafeMutablePointer<String>
    @usableFromInline let stringCount: Int
    @usableFromInline let regexes: UnsafeMutablePointer<BoundedRegex>
    @usableFromInline let regexCount: Int
    @usableFromInline let customs: [ConditionBytecode.Custom]
    /// `strings` and `regexes` as bytes and byte automata.
    @usableFromInline let texts: ByteTextTests
    /// Direct tables: class boundary points, rule positions, and style / label ids.
    @usableFromInline let directPoints: UnsafeMutablePointer<Double>
    @usableFromInline let directRules: UnsafeMutablePointer<Int32>
    @usableFromInline let directStyles: UnsafeMutablePointer<Int32>
    @usableFromInline let directLabels: UnsafeMutablePointer<Int32>
    /// Parallel to `directRules`: for a row-level rule, where its answer lies in a row — bit `n` of the
    /// row condition bits (`n <` ``CellFlags/rowFlagSource``) or bit `n -` ``CellFlags/rowFlagSource`` of the
    /// cell flags; ``CellFlags/noRowSource`` for the others.
    @usableFromInline let directRowSources: UnsafeMutablePointer<UInt8>
    /// Direct plans' row-level patterns by row state (see `SlotPlan.rowPatternStart`).
    @usableFromInline let rowPatterns: UnsafeMutablePointer<Int32>
    /// Per section: whether every slot's plan is direct with a tabulated (or empty) row-level pattern, so
    /// whole rows need no per-row pattern cache.
    @usableFromInline let rowTabulatedSections: UnsafeMutablePointer<Bool>
    /// Per section, for whole rows: the bits of the row state that decide every slot's row-level pattern and
    /// background (`-1`: no row state table), and where the section's table starts in `rowStateTable`.
    @usableFromInline let rowStateMasks: UnsafeMutablePointer<Int32>
    @usableFromInline let rowStateTableStarts: UnsafeMutablePointer<Int32>
    /// For each row state (row state & mask) and slot: the offset in `directStyles` of the slot's entries for
    /// that row, before its value class and its other rules' pattern are added (see ``RowStateTables``).
    @usableFromInline let rowStateTable: UnsafeMutablePointer<Int32>
    /// Per slot, what a whole row needs of its direct plan besides the row state base (see ``WholeRowSlot``).
    @usableFromInline let wholeRowSlots: UnsafeMutablePointer<WholeRowSlot>
    /// Per section, the shape's columns in the order whole rows resolve them, and where its groups start
    /// (see ``WholeRowColumnOrder``).
    @usableFromInline let wholeRowColumns: UnsafeMutablePointer<Int32>
    @usableFromInline let wholeRowGroupStarts: UnsafeMutablePointer<Int32>
    /// The class-only groups' entries, at their positions in `wholeRowColumns` (see ``WholeRowClassColumn``).
    @usableFromInline let wholeRowClassColumns: UnsafeMutablePointer<WholeRowClassColumn>
    /// The own-text groups' entries, at their positions in `wholeRowColumns` (see ``WholeRowTextColumn``).
    @usableFromInline let wholeRowTextColumns: UnsafeMutablePointer<WholeRowTextColumn>
    /// The class-only slots' ``NumberClassTable``s, one after another (one per distinct point list).
    @usableFromInline let numberClassTables: UnsafeMutablePointer<UInt8>
    /// The (low, high) interval pairs of value-function candidates.
    @usableFromInline let functionIntervals: UnsafeMutablePointer<Double>
    /// Per section: where its row-level residual roots start in `rowConditionRoots`, and how many.
    @usableFromInline let rowConditionRoots: UnsafeMutablePointer<Int32>
    @usableFromInline let rowConditionStart: UnsafeMutablePointer<Int32>
    @usableFromInline let rowConditionCount: UnsafeMutablePointer<Int32>
    @usableFromInline let shape: TableShape
    @usableFromInline let columnCount: Int
    /// The value flags per class of the keywords' breakpoints (``valueFlagTables()``), and those points.
    @usableFromInline let valueFlagTable: UnsafeMutablePointer<UInt32>
    @usableFromInline let valueFlagPoints: UnsafeMutablePointer<Double>
    @usableFromInline let valueFlagPointCount: Int
    /// How many plans there are (the size of a row's pattern cache).
    @usableFromInline let planCount: Int
    /// What the memo table and the id lookups need besides the flat tables.
    let resolving: Resolving

    init(
        program: ConditionBytecode, slots: [Int32], plans: [SlotPlan], planRules: [CandidateRule], clusters: [Cluster],
        outcomes: [Int32], styleTable: [Int32], labelTable: [Int32], rowConditions: [[Int32]],
        functionIntervals: [Double], direct: ValueClassTables, shape: TableShape, resolving: Resolving,
        buildsNumberClassTables: Bool = true
    ) {
        self.resolving = resolving
        self.functionIntervals = Self.copy(functionIntervals)
        let valueFlags = Self.valueFlagTables()
        valueFlagTable = Self.copy(valueFlags.flags)
        valueFlagPoints = Self.copy(valueFlags.points)
        valueFlagPointCount = valueFlags.points.count
        // Four NaNs after the last point: a class-only slot's loop reads eight points, whatever its count.
        directPoints = Self.copy(direct.points + Array(repeating: .nan, count: 4))
        directRules = Self.copy(direct.rules)
        directStyles = Self.copy(direct.styles)
        directLabels = Self.copy(direct.labels)
        var plans = plans
        let sources = Self.rowSources(plans: &plans, planRules: planRules, directRules: direct.rules)
        directRowSources = Self.copy(sources)
        rowPatterns = Self.copy(Self.rowPatternTables(plans: &plans, sources: sources))
        let slotsPerSection = shape.columns.count + 1
        let tabulated = (0..<3).map { section in
            slots[section * slotsPerSection..<(section + 1) * slotsPerSection].allSatisfy {
                let plan = plans[Int($0)]
                return plan.isPrecomputed && plan.hasRowSources && (plan.rowRuleCount == 0 || plan.rowStateMask != 0)
            }
        }
        rowTabulatedSections = Self.copy(tabulated)
        let rowStateTables = RowStateTables(
            plans: plans, slots: slots, slotsPerSection: slotsPerSection, rowPatterns: rowPatterns,
            tabulated: tabulated)
        rowStateMasks = Self.copy(rowStateTables.masks)
        rowStateTableStarts = Self.copy(rowStateTables.starts)
        rowStateTable = Self.copy(rowStateTables.bases)
        var wholeRowSlotEntries =
            slots.map { planIndex in
                let plan = plans[Int(planIndex)]
                var slotEntry = WholeRowSlot(
                    pointStart: plan.pointStart, pointCount: plan.pointCount, classCount: plan.classCount,
                    otherPlan: plan.otherRuleCount > 0 ? planIndex : -1, textNode: -1)
                if plan.isDirect && plan.otherRuleCount == 1 {
                    let rule = planRules[Int(plan.ruleStart) + Int(direct.rules[Int(plan.otherRuleStart)])]
                    let node = program.nodes[Int(rule.root)]
                    if rule.flag == CellFlags.interpreted && node.operation == .text {
                        (slotEntry.otherPlan, slotEntry.textNode) = (-1, rule.root)
                    } else if rule.flag == CellFlags.interpreted && node.operation == .valueTest && node.column < 0
                        && program.valueTests[node.first].loneOccurrence != nil
                    {
                        (slotEntry.otherPlan, slotEntry.occurrenceTest) = (-1, Int32(node.first))
                    }
                }
                return slotEntry
            }
        let columnOrder = WholeRowColumnOrder(slots: wholeRowSlotEntries, columnCount: shape.columns.count) {
            program.nodes[Int($0.textNode)].column < 0
        }
        // Without the tables, whole rows compare with the points instead: the same classes, found slower.
        let classTables =
            buildsNumberClassTables
            ? Self.numberClassTables(
                slots: &wholeRowSlotEntries, order: columnOrder, columnCount: shape.columns.count,
                points: direct.points) : []
        numberClassTables = Self.copy(classTables)
        wholeRowSlots = Self.copy(wholeRowSlotEntries)
        wholeRowColumns = Self.copy(columnOrder.columns)
        wholeRowGroupStarts = Self.copy(columnOrder.groupStarts)
        wholeRowClassColumns = Self.copy(
            WholeRowClassColumn.entries(
                order: columnOrder, slots: wholeRowSlotEntries, columnCount: shape.columns.count))
        wholeRowTextColumns = Self.copy(
            WholeRowTextColumn.entries(
                order: columnOrder, slots: wholeRowSlotEntries, nodes: program.nodes,
                columnCount: shape.columns.count))
        rowConditionRoots = Self.copy(rowConditions.flatMap { $0 })
        rowConditionStart = Self.copy(
            rowConditions.indices.map { Int32(rowConditions[..<$0].map(\.count).reduce(0, +)) })
        rowConditionCount = Self.copy(rowConditions.map { Int32($0.count) })
        nodes = Self.copy(program.nodes)
        children = Self.copy(program.children)
        self.slots = Self.copy(slots)
        self.plans = Self.copy(plans)
        self.planRules = Self.copy(planRules)
        self.clusters = Self.copy(clusters)
        self.outcomes = Self.copy(outcomes)
        self.styleTable = Self.copy(styleTable)
        self.labelTable = Self.copy(labelTable)
        valueTests = Self.copy(program.valueTests)
        valueTestCount = program.valueTests.count
        strings = Self.copy(program.strings)
        stringCount = program.strings.count
        regexes = Self.copy(program.regexes)
        regexCount = program.regexes.count
        texts = ByteTextTests(strings: program.strings, regexes: program.regexes)
        customs = program.customs
        self.shape = shape
        columnCount = shape.columns.count
        planCount = plans.count
    }

    deinit {
        valueTests.deinitialize(count: valueTestCount)
        strings.deinitialize(count: stringCount)
        regexes.deinitialize(count: regexCount)
        let pointers: [UnsafeMutableRawPointer] = [
            UnsafeMutableRawPointer(nodes), UnsafeMutableRawPointer(children), UnsafeMutableRawPointer(slots),
            UnsafeMutableRawPointer(plans), UnsafeMutableRawPointer(planRules), UnsafeMutableRawPointer(clusters),
            UnsafeMutableRawPointer(outcomes), UnsafeMutableRawPointer(styleTable), UnsafeMutableRawPointer(labelTable),
            UnsafeMutableRawPointer(valueTests), UnsafeMutableRawPointer(strings), UnsafeMutableRawPointer(regexes),
            UnsafeMutableRawPointer(rowConditionRoots), UnsafeMutableRawPointer(rowConditionStart),
            UnsafeMutableRawPointer(rowConditionCount), UnsafeMutableRawPointer(functionIntervals),
            UnsafeMutableRawPointer(directPoints), UnsafeMutableRawPointer(directRules),
            UnsafeMutableRawPointer(directStyles), UnsafeMutableRawPointer(directLabels),
            UnsafeMutableRawPointer(directRowSources), UnsafeMutableRawPointer(rowPatterns),
            UnsafeMutableRawPointer(rowTabulatedSections), UnsafeMutableRawPointer(rowStateMasks),
            UnsafeMutableRawPointer(rowStateTableStarts), UnsafeMutableRawPointer(rowStateTable),
            UnsafeMutableRawPointer(wholeRowSlots), UnsafeMutableRawPointer(wholeRowColumns),
            UnsafeMutableRawPointer(wholeRowGroupStarts), UnsafeMutableRawPointer(numberClassTables),
            UnsafeMutableRawPointer(wholeRowClassColumns), UnsafeMutableRawPointer(wholeRowTextColumns),
            UnsafeMutableRawPointer(valueFlagTable),
            UnsafeMutableRawPointer(valueFlagPoints),
        ]
        for pointer in pointers {
            pointer.deallocate()
        }
        texts.deallocate()
    }

    /// The row sources of direct plans' row-level rules (see `directRowSources`); marks the plans whose
    /// row-level rules all have one.
    private static func rowSources(plans: inout [SlotPlan], planRules: [CandidateRule], directRules: [Int32]) -> [UInt8]
    {
        var sources = Array(repeating: CellFlags.noRowSource, count: directRules.count)
        for index in plans.indices where plans[index].isDirect {
            let plan = plans[index]
            var complete = true
            for offset in Int(plan.rowRuleStart)..<Int(plan.rowRuleStart + plan.rowRuleCount) {
                let rule = planRules[Int(plan.ruleStart) + Int(directRules[offset])]
                if CellFlags.isRowFlag(rule.flag) {
                    sources[offset] = CellFlags.rowFlagSource + rule.flag
                } else if rule.flag == CellFlags.interpreted && rule.rowCondition >= 0 {
                    sources[offset] = UInt8(rule.rowCondition)
                } else {
                    complete = false
                }
            }
            plans[index].hasRowSources = complete
        }
        return sources
    }

    /// Tabulates each row-sourced plan's row-level pattern by row state, when the word bits it reads are few.
    private static func rowPatternTables(plans: inout [SlotPlan], sources: [UInt8]) -> [Int32] {
        var table: [Int32] = []
        for index in plans.indices where plans[index].hasRowSources {
            let plan = plans[index]
            let planSources = sources[Int(plan.rowRuleStart)..<Int(plan.rowRuleStart + plan.rowRuleCount)]
            let wordBits = planSources.map(CellFlags.rowStateBit(source:))
            let width = (wordBits.max() ?? -1) + 1
            guard width <= maximumRowWordBits, table.count + (1 << width) <= maximumRowPatternEntries else {
                continue
            }
            plans[index].rowPatternStart = Int32(table.count)
            plans[index].rowStateMask = Int32((1 << width) - 1)
            for word in 0..<(1 << width) {
                var pattern: Int32 = 0
                for (bit, wordBit) in wordBits.enumerated() where word & (1 << wordBit) != 0 {
                    pattern |= 1 << Int32(bit)
                }
                table.append(pattern)
            }
        }
        return table
    }

    /// The ``NumberClassTable``s of the class-only slots of every section's whole rows (one per distinct
    /// point list, at most ``maximumNumberClassTables``: 64 KB each), with each slot's `classTable` set.
    static func numberClassTables(
        slots: inout [WholeRowSlot], order: WholeRowColumnOrder, columnCount: Int, points: [Double]
    ) -> [UInt8] {
        var tables: [UInt8] = []
        // Keyed by bit patterns: the NaN padding is never equal to itself as a Double.
        var startOfPoints: [[UInt64]: Int32] = [:]
        for section in 0..<3 {
            for (_, column) in order.members(of: .classOnly, section: section, columnCount: columnCount) {
                let index = section * (columnCount + 1) + column
                let start = Int(slots[index].pointStart)
                let slotPoints = Array(points[start..<start + Int(slots[index].pointCount)])
                let key = slotPoints.map(\.bitPattern)
                if let found = startOfPoints[key] {
                    slots[index].classTable = found
                } else if startOfPoints.count < maximumNumberClassTables,
                    let table = NumberClassTable(paddedPoints: slotPoints)
                {
                    startOfPoints[key] = Int32(tables.count)
                    slots[index].classTable = Int32(tables.count)
                    tables += table.classes
                }
            }
        }
        return tables
    }

    static let maximumNumberClassTables = 16
    static let maximumRowWordBits = 10
    static let maximumRowPatternEntries = 65_536

    /// A buffer holding `array`'s elements (at least one element's room), for the caller to free.
    static func copy<Element>(_ array: [Element]) -> UnsafeMutablePointer<Element> {
        let pointer = UnsafeMutablePointer<Element>.allocate(capacity: max(1, array.count))
        array.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { pointer.initialize(from: base, count: source.count) }
        }
        return pointer
    }

    /// The plan slot of a cell: per section, one per column plus one for columns outside the shape.
    @inlinable @inline(__always)
    func slot(for cell: CellContext) -> Int {
        let column = cell.column >= 0 && cell.column < columnCount ? cell.column : columnCount
        return CompiledTheme.sectionIndex(cell.section) * (columnCount + 1) + column
    }

    @inlinable @inline(__always)
    static func backgroundSlot(_ plan: SlotPlan, _ cell: CellContext) -> Int {
        if plan.selectedSlot >= 0 && cell.isSelected { return Int(plan.selectedSlot) }
        let count = Int(plan.backgroundCount)
        if count < 2 { return 0 }
        if count == 2 { return cell.row & 1 }
        let remainder = cell.row % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// The text tests see: a text value's own text, otherwise what the row shows for the value.
    @inlinable @inline(__always)
    static func shownText<Row: RowValues>(_ value: CellValue, row: Row, column: Int) -> String {
        if case .text(let text) = value { return text }
        return row.text(atColumn: column)
    }

    /// A `text` node's answer: over the text's bytes when they decide it (``ByteTextTests``), else by the
    /// Unicode-aware path.
    @inlinable @inline(__always)
    func textHolds<Row: RowValues>(_ node: ConditionBytecode.Node, column ownColumn: Int, row: Row) -> Bool {
        let column = node.column < 0 ? ownColumn : Int(node.column)
        let value = row.value(atColumn: column)
        if case .text(let text) = value,
            let answer = text.utf8.withContiguousStorageIfAvailable({
                byteTextHolds(test: node.textTest.rawValue, index: node.first, ignoreCase: node.second != 0, text: $0)
            }) ?? nil
        {
            return answer
        }
        return unicodeTextHolds(node, value: value, column: column, row: row)
    }

    /// ``ByteTextTests/holds(test:index:ignoreCase:text:)`` out of line: inlined, the comparisons' loops crowd
    /// the callers' row loops out of registers; as a method of this object its arguments fit in registers
    /// (the tables' four pointers passed by value went on the stack).
    @inlinable @inline(never)
    func byteTextHolds(test: UInt8, index: Int, ignoreCase: Bool, text: UnsafeBufferPointer<UInt8>) -> Bool? {
        texts.holds(test: test, index: index, ignoreCase: ignoreCase, text: text)
    }

    /// The general path of ``textHolds(_:column:row:)``: numbers and other non-text values are tested on
    /// the text the row shows for them; `ignoreCase` lowercases with the full Unicode mapping.
    @inlinable @inline(never)
    func unicodeTextHolds<Row: RowValues>(_ node: ConditionBytecode.Node, value: CellValue, column: Int, row: Row)
        -> Bool
    {
        if case .null = value { return false }
        let shown = Self.shownText(value, row: row, column: column)
        if node.textTest == .matches { return regexes[node.first].firstMatch(in: shown) }
        return node.textTest.holds(shown, expected: strings[node.first], ignoreCase: node.second != 0)
    }

    /// Bits 0–7 of a cell's flags word: which keyword tests (bit ``CellFlags/bit(for:)-(ValueKind)``) its
    /// value passes, read from the table tabulated from the kernel at bind time.
    @inlinable @inline(__always)
    func valueFlags(_ facts: ValueFacts) -> UInt32 {
        valueFlagTable[Self.valueClass(facts, points: valueFlagPoints, count: valueFlagPointCount)]
    }

    /// The value flags of every class of ``OwnValueClasses`` for the keywords' breakpoints, and those
    /// points (padded to four), by asking the kernel about one representative per class.
    static func valueFlagTables() -> (flags: [UInt32], points: [Double]) {
        let classes = OwnValueClasses(breakpoints: ValueKind.allCases.flatMap(\.numericBreakpoints))
        let flags = classes.representatives.map { value in
            ValueKind.allCases.reduce(UInt32(0)) { flags, kind in
                kind.holds(value) ? flags | 1 << UInt32(CellFlags.bit(for: kind)) : flags
            }
        }
        return (flags, classes.paddedPoints)
    }

    /// An own-value-intervals candidate's answer for the own value.
    @inlinable @inline(__always)
    static func evaluate(_ rule: CandidateRule, _ facts: ValueFacts, _ intervals: UnsafeMutablePointer<Double>)
        -> Bool
    {
        switch facts.kind {
        case .null: return rule.otherMask & 1 != 0
        case .bool: return rule.otherMask & 2 != 0
        case .text: return rule.otherMask & (facts.isEmptyText ? 8 : 4) != 0
        case .number:
            let number = facts.number
            if number.isNaN { return rule.otherMask & 16 != 0 }
            let pairs = intervals + Int(rule.functionStart) &* 2
            for index in 0..<Int(rule.functionCount)
            where pairs[index &* 2] <= number && number <= pairs[index &* 2 &+ 1] {
                return true
            }
            return false
        }
    }

    /// The cell-flags bit that decides `node` on its own, if it is that simple (else ``CellFlags/interpreted``).
    static func flag(for node: ConditionBytecode.Node) -> UInt8 {
        let rowTest: RowTest
        switch node.operation {
        case .kind where node.column < 0: return CellFlags.bit(for: node.kind)
        case .rowEven: rowTest = .even
        case .rowOdd: rowTest = .odd
        case .rowFirst: rowTest = .first
        case .rowLast: rowTest = .last
        case .rowSelected: rowTest = .selected
        default: return CellFlags.interpreted
        }
        return CellFlags.bit(for: rowTest) ?? CellFlags.interpreted
    }

    /// Per-cell evaluation state: the cell's own value facts, fetched on first use.
    @usableFromInline
    struct CellState {
        @usableFromInline var own = ValueFacts()
        @usableFromInline var hasOwn = false

        @inlinable @inline(__always)
        init() {}
    }

    @inlinable @inline(__always)
    func facts<Row: RowValues>(_ column: Int32, cell: CellContext, row: Row, state: inout CellState) -> ValueFacts {
        if column >= 0 { return ValueFacts(row.value(atColumn: Int(column))) }
        if !state.hasOwn {
            state.own = ValueFacts(row.value(atColumn: cell.column))
            state.hasOwn = true
        }
        return state.own
    }

    /// Evaluates any node: composite ones recursively, the others inline.
    @inlinable @inline(__always)
    func leaf<Row: RowValues>(_ node: ConditionBytecode.Node, cell: CellContext, row: Row, state: inout CellState)
        -> Bool
    {
        switch node.operation {
        case .all, .any, .not: return holds(node, cell: cell, row: row, state: &state)
        default: return simpleLeaf(node, cell: cell, row: row, state: &state)
        }
    }

    /// Evaluates a node that has no children (all but all/any/not); never recurses, so it inlines.
    @inlinable @inline(__always)
    func simpleLeaf<Row: RowValues>(
        _ node: ConditionBytecode.Node, cell: CellContext, row: Row, state: inout CellState
    ) -> Bool {
        switch node.operation {
        case .constant: return node.first != 0
        case .rowEven: return RowTest.even.holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected)
        case .rowOdd: return RowTest.odd.holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected)
        case .rowFirst:
            return RowTest.first.holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected)
        case .rowLast: return RowTest.last.holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected)
        case .rowSelected:
            return RowTest.selected.holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected)
        case .rowIndex:
            return RowTest.index(node.first).holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected)
        case .rowEvery:
            return node.rowPeriod.contains(cell.row)
        case .columnIndex: return cell.column == node.first
        case .kind:
            return node.kind.holds(facts(node.column, cell: cell, row: row, state: &state))
        case .compare:
            let value = facts(node.column, cell: cell, row: row, state: &state)
            guard value.kind == .number else { return false }
            return node.comparison.holds(value.number, bound: node.number, upper: node.upper)
        case .text:
            return textHolds(node, column: cell.column, row: row)
        case .valueTest:
            let column = node.column < 0 ? cell.column : Int(node.column)
            let value = row.value(atColumn: column)
            return CompiledValueTest.holds(at: valueTests + node.first, value) {
                Self.shownText(value, row: row, column: column)
            }
        case .custom:
            return evaluateCustom(node.first, cell: cell, row: row)
        case .all, .any, .not:
            return false  // composite nodes go through `holds`
        }
    }

    /// Evaluates a node with children (recursively).
    @inlinable
    func holds<Row: RowValues>(_ node: ConditionBytecode.Node, cell: CellContext, row: Row, state: inout CellState)
        -> Bool
    {
        func child(_ index: Int32, _ state: inout CellState) -> Bool {
            let node = nodes[Int(index)]
            switch node.operation {
            case .all, .any, .not: return holds(node, cell: cell, row: row, state: &state)
            default: return simpleLeaf(node, cell: cell, row: row, state: &state)
            }
        }
        switch node.operation {
        case .all:
            let start = Int(node.first)
            for offset in 0..<Int(node.second) where !child(children[start &+ offset], &state) { return false }
            return true
        case .any:
            let start = Int(node.first)
            for offset in 0..<Int(node.second) where child(children[start &+ offset], &state) { return true }
            return false
        case .not:
            return !child(Int32(truncatingIfNeeded: node.first), &state)
        default:
            return simpleLeaf(node, cell: cell, row: row, state: &state)
        }
    }

    /// Evaluates residual node `index` for a cell.
    @inlinable
    func holds<Row: RowValues>(_ index: Int32, cell: CellContext, row: Row) -> Bool {
        var state = CellState()
        return leaf(nodes[Int(index)], cell: cell, row: row, state: &state)
    }

    @usableFromInline
    func evaluateCustom<Row: RowValues>(_ index: Int, cell: CellContext, row: Row) -> Bool {
        let custom = customs[index]
        return custom.evaluate(PluginCellView(shape: shape, cell: cell, row: row), custom.arguments)
    }

    /// ``rowConditionBits(_:row:)`` out of line, for callers whose cell paths must stay small enough to
    /// inline (inlined into ``RowStyles``, it pushed the cell call past the inliner's limits).
    @inlinable @inline(never)
    func rowConditionBitsOutOfLine<Row: RowValues>(_ cell: CellContext, row: Row) -> UInt64 {
        rowConditionBits(cell, row: row)
    }

    /// The bits of a row's row-level residuals (evaluated once for all its cells).
    @inlinable @inline(__always)
    func rowConditionBits<Row: RowValues>(_ cell: CellContext, row: Row) -> UInt64 {
        let section = CompiledTheme.sectionIndex(cell.section)
        let roots = rowConditionRoots + Int(rowConditionStart[section])
        var bits: UInt64 = 0
        var state = CellState()
        for index in 0..<Int(rowConditionCount[section]) {
            // The common row-level leaves inline, read in place; the answer joins the bits without a branch
            // (it varies from row to row).
            let node = nodes + Int(roots[index])
            let holds: Bool
            switch node.pointee.operation {
            case .text: holds = textHolds(node.pointee, column: cell.column, row: row)
            case .rowEvery: holds = node.pointee.rowPeriod.contains(cell.row)
            default: holds = interpret(roots[index], cell: cell, row: row, state: &state)
            }
            bits |= UInt64(unsafeBitCast(holds, to: UInt8.self)) &<< UInt64(index)
        }
        return bits
    }

    /// The own value's class in a direct plan: null, bool, text, empty text, NaN, then for each boundary
    /// point `p[i]` the class of `p[i]` itself and of the numbers between it and the next point.
    @inlinable @inline(__always)
    func valueClass(_ facts: ValueFacts, _ plan: SlotPlan) -> Int {
        Self.valueClass(facts, points: directPoints + Int(plan.pointStart), count: Int(plan.pointCount))
    }

    /// The bit pattern of the candidates at `positions` (positions into the plan's `rules`): bit `i` is
    /// whether the `i`-th holds. One loop for the row-level and the other rules, on every path.
    @inlinable @inline(__always)
    func pattern<Row: RowValues>(
        of rules: UnsafeMutablePointer<CandidateRule>, at positions: UnsafeMutablePointer<Int32>, count: Int,
        flags: UInt32, rowConditionBits: UInt64?, cell: CellContext, row: Row, state: inout CellState
    ) -> Int {
        var pattern = 0
        for index in 0..<count {
            let holds = ruleHolds(
                rules[Int(positions[index])], flags: flags, rowConditionBits: rowConditionBits, cell: cell, row: row,
                state: &state)
            pattern |= (holds ? 1 : 0) &<< index
        }
        return pattern
    }

    /// Whether one candidate holds, by the cheapest means it allows.
    @inlinable @inline(__always)
    func ruleHolds<Row: RowValues>(
        _ rule: CandidateRule, flags: UInt32, rowConditionBits: UInt64?, cell: CellContext, row: Row,
        state: inout CellState
    ) -> Bool {
        if CellFlags.isCellFlag(rule.flag) { return flags & (1 &<< UInt32(rule.flag)) != 0 }
        if let rowConditionBits, rule.rowCondition >= 0 {
            return rowConditionBits & (1 &<< UInt64(rule.rowCondition)) != 0
        }
        let node = nodes[Int(rule.root)]
        if node.operation == .text { return textHolds(node, column: cell.column, row: row) }
        return interpret(rule.root, cell: cell, row: row, state: &state)
    }

    /// The node interpreter, kept out of line so the cheap cases above inline into the hot loops.
    @inlinable @inline(never)
    func interpret<Row: RowValues>(_ root: Int32, cell: CellContext, row: Row, state: inout CellState) -> Bool {
        leaf(nodes[Int(root)], cell: cell, row: row, state: &state)
    }

    /// A direct plan's (style, labels) ids.
    @inlinable @inline(__always)
    func direct<Row: RowValues>(
        _ plan: SlotPlan, cell: CellContext, row: Row, rowConditionBits: UInt64?, flags: UInt32,
        patterns: UnsafeMutablePointer<Int32>?,
        planIndex: Int
    ) -> (style: Int32, labels: Int32) {
        var state = CellState()
        var valueClass = 0
        if plan.classCount > 1 {
            state.own = ValueFacts(row.value(atColumn: cell.column))
            state.hasOwn = true
            valueClass = self.valueClass(state.own, plan)
        }
        let rules = planRules + Int(plan.ruleStart)
        var rowPattern = 0
        if let patterns, patterns[planIndex] >= 0 {
            rowPattern = Int(patterns[planIndex])
        } else {
            rowPattern = pattern(
                of: rules, at: directRules + Int(plan.rowRuleStart), count: Int(plan.rowRuleCount), flags: flags,
                rowConditionBits: rowConditionBits, cell: cell, row: row, state: &state)
            patterns?[planIndex] = Int32(rowPattern)
        }
        let otherPattern = pattern(
            of: rules, at: directRules + Int(plan.otherRuleStart), count: Int(plan.otherRuleCount), flags: flags,
            rowConditionBits: rowConditionBits, cell: cell, row: row, state: &state)
        let background = Self.backgroundSlot(plan, cell)
        let rowPatterns = 1 &<< Int(plan.rowRuleCount)
        let otherPatterns = 1 &<< Int(plan.otherRuleCount)
        let index =
            ((background &* rowPatterns &+ rowPattern) &* otherPatterns &+ otherPattern) &* Int(plan.classCount)
            &+ valueClass
        let offset = Int(plan.directOffset) &+ index
        return (directStyles[offset], directLabels[offset])
    }

    /// The precomputed (style, labels) ids of a cell, or `nil` when its plan is not precomputed.
    ///
    /// With `rowConditionBits` (from ``rowConditionBits(_:row:)`` for the cell's row), row-level candidates are read from
    /// them instead of being evaluated again; likewise `rowFlags` (``CellFlags/rowFlags(_:)``).
    @inlinable @inline(__always)
    func precomputed<Row: RowValues>(
        _ cell: CellContext, row: Row, rowConditionBits: UInt64? = nil, rowFlags: UInt32? = nil,
        patterns: UnsafeMutablePointer<Int32>? = nil
    ) -> (style: Int32, labels: Int32)? {
        let planIndex = Int(slots[slot(for: cell)])
        let plan = plans[planIndex]
        guard plan.isPrecomputed else { return nil }
        var flags = rowFlags ?? CellFlags.rowFlags(cell)
        if plan.isDirect {
            return direct(
                plan, cell: cell, row: row, rowConditionBits: rowConditionBits, flags: flags, patterns: patterns,
                planIndex: planIndex)
        }
        var bits: UInt64 = 0
        var labelBits: UInt32 = 0
        var state = CellState()
        if plan.usesValueFlags {
            state.own = ValueFacts(row.value(atColumn: cell.column))
            state.hasOwn = true
            flags |= valueFlags(state.own)
        }
        let rules = planRules + Int(plan.ruleStart)
        for position in 0..<Int(plan.ruleCount) {
            let rule = rules[position]
            let holds: Bool
            if CellFlags.isCellFlag(rule.flag) {
                holds = flags & (1 &<< UInt32(rule.flag)) != 0
            } else if rule.flag == CellFlags.ownValueIntervals {
                holds = Self.evaluate(rule, state.own, functionIntervals)
            } else if rule.flag == CellFlags.ownValueInterval {
                let number = state.own.number
                holds = state.own.kind == .number && ((rule.low <= number && number <= rule.high) != rule.negated)
            } else if let rowConditionBits, rule.rowCondition >= 0 {
                holds = rowConditionBits & (1 &<< UInt64(rule.rowCondition)) != 0
            } else {
                holds = leaf(nodes[Int(rule.root)], cell: cell, row: row, state: &state)
            }
            // Branch-free: whether a value-dependent rule holds is unpredictable.
            let bit: UInt32 = holds ? 1 : 0
            bits |= UInt64(bit) &<< UInt64(position)
            labelBits |= rule.labelBit & (0 &- bit)
        }
        var index = 0
        let planClusters = clusters + Int(plan.clusterStart)
        for position in 0..<Int(plan.clusterCount) {
            let cluster = planClusters[position]
            let field = Int((bits &>> UInt64(cluster.shift)) & ((1 &<< UInt64(cluster.width)) &- 1))
            index &+= Int(outcomes[Int(cluster.outcomeOffset) &+ field]) &* Int(cluster.radix)
        }
        let background = Self.backgroundSlot(plan, cell)
        let style = styleTable[Int(plan.styleOffset) &+ background &* Int(plan.product) &+ index]
        let labels = labelTable[Int(plan.labelOffset) &+ Int(labelBits)]
        return (style, labels)
    }
}
