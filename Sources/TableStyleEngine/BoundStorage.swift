import TableStyleTheme

/// The flat, immutable tables a ``BoundTheme`` resolves cells with: plain values in buffers this object
/// owns (allocated once at bind time, freed in `deinit`), so the hot path reads them through raw
/// pointers without any reference counting, locking or allocation.
@usableFromInline
final class BoundStorage: @unchecked Sendable {
    /// What the hot path needs about one plan (a group of (section, column) slots with the same candidates).
    @usableFromInline
    struct Plan: Sendable {
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
    }

    /// One candidate rule of a plan: its residual condition and, when it has a label, its label bit.
    @usableFromInline
    struct PlanRule: Sendable {
        @usableFromInline var root: Int32
        @usableFromInline var labelBit: UInt32
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

    @usableFromInline let nodes: UnsafeMutablePointer<ResidualProgram.Node>
    @usableFromInline let children: UnsafeMutablePointer<Int32>
    @usableFromInline let slots: UnsafeMutablePointer<Int32>
    @usableFromInline let plans: UnsafeMutablePointer<Plan>
    @usableFromInline let planRules: UnsafeMutablePointer<PlanRule>
    @usableFromInline let clusters: UnsafeMutablePointer<Cluster>
    @usableFromInline let outcomes: UnsafeMutablePointer<Int32>
    @usableFromInline let styleTable: UnsafeMutablePointer<Int32>
    @usableFromInline let labelTable: UnsafeMutablePointer<Int32>
    @usableFromInline let valueTests: UnsafeMutablePointer<CompiledValueTest>
    @usableFromInline let valueTestCount: Int
    @usableFromInline let customs: [ResidualProgram.Custom]
    @usableFromInline let shape: TableShape
    @usableFromInline let columnCount: Int

    init(
        program: ResidualProgram, slots: [Int32], plans: [Plan], planRules: [PlanRule], clusters: [Cluster],
        outcomes: [Int32], styleTable: [Int32], labelTable: [Int32], shape: TableShape
    ) {
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
        customs = program.customs
        self.shape = shape
        columnCount = shape.columns.count
    }

    deinit {
        valueTests.deinitialize(count: valueTestCount)
        for pointer in [
            UnsafeMutableRawPointer(nodes), UnsafeMutableRawPointer(children), UnsafeMutableRawPointer(slots),
            UnsafeMutableRawPointer(plans), UnsafeMutableRawPointer(planRules), UnsafeMutableRawPointer(clusters),
            UnsafeMutableRawPointer(outcomes), UnsafeMutableRawPointer(styleTable), UnsafeMutableRawPointer(labelTable),
            UnsafeMutableRawPointer(valueTests),
        ] {
            pointer.deallocate()
        }
    }

    private static func copy<Element>(_ array: [Element]) -> UnsafeMutablePointer<Element> {
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
    static func backgroundSlot(_ plan: Plan, _ cell: CellContext) -> Int {
        if plan.selectedSlot >= 0 && cell.isSelected { return Int(plan.selectedSlot) }
        let count = Int(plan.backgroundCount)
        if count < 2 { return 0 }
        let remainder = cell.row % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// The value of `column` (-1: the cell's own), fetching the own value once per cell.
    @inlinable @inline(__always)
    func value<Row: RowValues>(_ column: Int32, cell: CellContext, row: Row, own: inout CellValue?)
        -> CellValue
    {
        if column >= 0 { return row.value(atColumn: Int(column)) }
        if let own { return own }
        let fetched = row.value(atColumn: cell.column)
        own = fetched
        return fetched
    }

    /// Evaluates residual node `index` for a cell.
    @inlinable
    func holds<Row: RowValues>(_ index: Int32, cell: CellContext, row: Row, own: inout CellValue?) -> Bool {
        let node = nodes[Int(index)]
        switch node.operation {
        case .constant: return node.first != 0
        case .all:
            let start = Int(node.first)
            for offset in 0..<Int(node.second) where !holds(children[start + offset], cell: cell, row: row, own: &own) {
                return false
            }
            return true
        case .any:
            let start = Int(node.first)
            for offset in 0..<Int(node.second) where holds(children[start + offset], cell: cell, row: row, own: &own) {
                return true
            }
            return false
        case .not: return !holds(node.first, cell: cell, row: row, own: &own)
        case .rowEven: return cell.row & 1 == 0
        case .rowOdd: return cell.row & 1 != 0
        case .rowFirst: return cell.row == 0
        case .rowLast: return cell.row == cell.rowCount - 1
        case .rowSelected: return cell.isSelected
        case .rowIndex: return cell.row == Int(node.first)
        case .rowEvery:
            let step = Int(node.first)
            let offset = Int(node.second)
            return step > 0 && cell.row >= offset && (cell.row - offset) % step == 0
        case .columnIndex: return cell.column == Int(node.first)
        case .kind:
            return CompiledValueTest.holds(node.kind, value(node.column, cell: cell, row: row, own: &own))
        case .compare:
            guard let number = value(node.column, cell: cell, row: row, own: &own).numberValue else { return false }
            switch node.first {
            case 0: return number < node.number
            case 1: return number <= node.number
            case 2: return number > node.number
            case 3: return number >= node.number
            case 4: return number == node.number
            default: return number != node.number
            }
        case .valueTest:
            let column = node.column < 0 ? cell.column : Int(node.column)
            let cellValue = value(node.column, cell: cell, row: row, own: &own)
            return valueTests[Int(node.first)].holds(cellValue) { row.text(atColumn: column) }
        case .textEquals:
            let column = node.column < 0 ? cell.column : Int(node.column)
            if case .null = value(node.column, cell: cell, row: row, own: &own) { return false }
            return valueTests[Int(node.first)].textEquals(row.text(atColumn: column))
        case .custom:
            return evaluateCustom(Int(node.first), cell: cell, row: row)
        }
    }

    @usableFromInline
    func evaluateCustom<Row: RowValues>(_ index: Int, cell: CellContext, row: Row) -> Bool {
        let custom = customs[index]
        return custom.evaluate(PluginCellView(shape: shape, cell: cell, row: row), custom.arguments)
    }

    /// The precomputed (style, labels) ids of a cell, or `nil` when its plan is not precomputed.
    @inlinable @inline(__always)
    func precomputed<Row: RowValues>(_ cell: CellContext, row: Row) -> (style: Int32, labels: Int32)? {
        let plan = plans[Int(slots[slot(for: cell)])]
        guard plan.isPrecomputed else { return nil }
        var bits: UInt64 = 0
        var labelBits: UInt32 = 0
        var own: CellValue?
        let rules = planRules + Int(plan.ruleStart)
        for position in 0..<Int(plan.ruleCount) {
            let rule = rules[position]
            if holds(rule.root, cell: cell, row: row, own: &own) {
                bits |= 1 << UInt64(position)
                labelBits |= rule.labelBit
            }
        }
        var index = 0
        let planClusters = clusters + Int(plan.clusterStart)
        for position in 0..<Int(plan.clusterCount) {
            let cluster = planClusters[position]
            let field = Int((bits >> UInt64(cluster.shift)) & ((1 << UInt64(cluster.width)) - 1))
            index += Int(outcomes[Int(cluster.outcomeOffset) + field]) * Int(cluster.radix)
        }
        let background = Self.backgroundSlot(plan, cell)
        let style = styleTable[Int(plan.styleOffset) + background * Int(plan.product) + index]
        let labels = labelTable[Int(plan.labelOffset) + Int(labelBits)]
        return (style, labels)
    }
}
