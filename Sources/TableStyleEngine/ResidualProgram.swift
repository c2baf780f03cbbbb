import TableStyleJSON
import TableStyleTheme

/// The residual conditions of a bound theme flattened into one array of small trivial nodes, so the hot
/// path evaluates them with index arithmetic instead of walking indirect enums.
struct ResidualProgram: Sendable {
    struct Node: Sendable {
        enum Operation: UInt8, Sendable {
            case constant, all, any, not
            case rowEven, rowOdd, rowFirst, rowLast, rowSelected, rowIndex, rowEvery
            case columnIndex
            case kind, compare, valueTest, custom
        }

        var operation: Operation
        /// all/any: first child in `children`; not: the child node; rowIndex/columnIndex: the index;
        /// rowEvery: the step; compare: the comparison; valueTest: index into
        /// `valueTests`; custom: index into `customs`; constant: 0 or 1.
        var first: Int32 = 0
        /// all/any: the child count; rowEvery: the offset.
        var second: Int32 = 0
        /// The column whose value is tested; -1 for the cell's own.
        var column: Int32 = -1
        /// compare: the bound.
        var number: Double = 0
        /// kind: the keyword.
        var kind: ValueKind = .null
    }

    struct Custom: Sendable {
        var evaluate: @Sendable (PluginCellView, JSONObject) -> Bool
        var arguments: JSONObject
    }

    private(set) var nodes: [Node] = []
    private(set) var children: [Int32] = []
    private(set) var valueTests: [CompiledValueTest] = []
    private(set) var customs: [Custom] = []

    /// Adds `condition` (a residual: no section, column or sort tests left) and returns its root node.
    mutating func add(_ condition: Condition, plugins: PluginPredicates) -> Int32 {
        switch condition {
        case .constant(let flag):
            return append(Node(operation: .constant, first: flag ? 1 : 0))
        case .section, .column, .sort, .rowValue:
            // Folded away by partial evaluation before a condition gets here; kept total for safety.
            return append(Node(operation: .constant, first: 0))
        case .columnIndex(let index):
            return append(Node(operation: .columnIndex, first: Int32(clamping: index)))
        case .row(let test):
            switch test {
            case .even: return append(Node(operation: .rowEven))
            case .odd: return append(Node(operation: .rowOdd))
            case .first: return append(Node(operation: .rowFirst))
            case .last: return append(Node(operation: .rowLast))
            case .selected: return append(Node(operation: .rowSelected))
            case .index(let index): return append(Node(operation: .rowIndex, first: Int32(clamping: index)))
            case .every(let step, let offset):
                return append(
                    Node(operation: .rowEvery, first: Int32(clamping: step), second: Int32(clamping: offset)))
            }
        case .value(let test):
            return addValueTest(test, column: -1)
        case .rowValueAt(let column, let test):
            return addValueTest(test, column: Int32(clamping: column))
        case .custom(let name, let arguments):
            guard let evaluate = plugins[name]?.evaluate else { return append(Node(operation: .constant)) }
            customs.append(Custom(evaluate: evaluate, arguments: arguments))
            return append(Node(operation: .custom, first: Int32(customs.count - 1)))
        case .all(let parts), .any(let parts):
            let isAll: Bool
            if case .all = condition { isAll = true } else { isAll = false }
            let roots = parts.map { add($0, plugins: plugins) }
            let start = Int32(children.count)
            children.append(contentsOf: roots)
            return append(
                Node(operation: isAll ? .all : .any, first: start, second: Int32(roots.count)))
        case .not(let inner):
            let child = add(inner, plugins: plugins)
            return append(Node(operation: .not, first: child))
        }
    }

    private mutating func addValueTest(_ test: CompiledValueTest, column: Int32) -> Int32 {
        // A lone keyword or comparison gets its own node: no array walk on the hot path.
        if test.numeric.isEmpty, test.texts.isEmpty, test.kinds.count == 1 {
            return append(Node(operation: .kind, column: column, kind: test.kinds[0]))
        }
        if test.kinds.isEmpty, test.texts.isEmpty, test.numeric.count == 1,
            let (comparison, bound) = Self.comparison(test.numeric[0])
        {
            return append(Node(operation: .compare, first: comparison, column: column, number: bound))
        }
        valueTests.append(test)
        return append(Node(operation: .valueTest, first: Int32(valueTests.count - 1), column: column))
    }

    private static func comparison(_ numeric: CompiledValueTest.Numeric) -> (Int32, Double)? {
        switch numeric {
        case .lessThan(let bound): return (0, bound)
        case .lessThanOrEqual(let bound): return (1, bound)
        case .greaterThan(let bound): return (2, bound)
        case .greaterThanOrEqual(let bound): return (3, bound)
        case .equalTo(let bound): return (4, bound)
        case .notEqualTo(let bound): return (5, bound)
        case .between: return nil
        }
    }

    private mutating func append(_ node: Node) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }
}

/// Evaluates residual nodes for one cell; caches the cell's own value across the rules of the cell.
struct ResidualEvaluator<Row: RowValues> {
    let nodes: UnsafeBufferPointer<ResidualProgram.Node>
    let children: UnsafeBufferPointer<Int32>
    let program: ResidualProgram
    let cell: CellContext
    let row: Row
    let shape: TableShape
    var ownValue: CellValue?

    @inline(__always)
    private mutating func value(_ column: Int32) -> CellValue {
        if column < 0 {
            if let ownValue { return ownValue }
            let fetched = row.value(atColumn: cell.column)
            ownValue = fetched
            return fetched
        }
        return row.value(atColumn: Int(column))
    }

    mutating func holds(_ index: Int32) -> Bool {
        let node = nodes[Int(index)]
        switch node.operation {
        case .constant: return node.first != 0
        case .all:
            let start = Int(node.first)
            for offset in 0..<Int(node.second) where !holds(children[start + offset]) { return false }
            return true
        case .any:
            let start = Int(node.first)
            for offset in 0..<Int(node.second) where holds(children[start + offset]) { return true }
            return false
        case .not: return !holds(node.first)
        case .rowEven: return cell.row % 2 == 0
        case .rowOdd: return cell.row % 2 != 0
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
            return CompiledValueTest.holds(node.kind, value(node.column))
        case .compare:
            guard let number = value(node.column).numberValue else { return false }
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
            let cellValue = value(node.column)
            let row = self.row
            return program.valueTests[Int(node.first)].holds(cellValue) { row.text(atColumn: column) }
        case .custom:
            let custom = program.customs[Int(node.first)]
            return custom.evaluate(PluginCellView(shape: shape, cell: cell, row: row), custom.arguments)
        }
    }
}
