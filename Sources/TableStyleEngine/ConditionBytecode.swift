import TableStyleJSON
import TableStyleRegex
import TableStyleTheme

/// The residual conditions of a bound theme flattened into one array of small trivial nodes, so the hot
/// path evaluates them with index arithmetic instead of walking indirect enums.
@usableFromInline
struct ConditionBytecode: Sendable {
    @usableFromInline
    struct Node: Sendable {
        @usableFromInline
        enum Operation: UInt8, Sendable {
            case constant, all, any, not
            case rowEven, rowOdd, rowFirst, rowLast, rowSelected, rowIndex, rowEvery
            case columnIndex
            case kind, compare, valueTest, text, custom
        }

        // Wide fields first: the node stays 40 bytes with 64-bit indices.
        /// all/any: first child in `children`; not: the child node; rowIndex/columnIndex: the index;
        /// rowEvery: the step; valueTest: index into `valueTests`; text: index into `strings` (into
        /// `regexes` for `matches`); custom: index into `customs`; constant: 0 or 1.
        @usableFromInline var first: Int
        /// all/any: the child count; rowEvery: the offset; text: 1 when ignoring case.
        @usableFromInline var second: Int
        /// compare: the bound (`between`: the low end); rowEvery: the step's ``RowPeriod/divisibility``, as
        /// the bits of a double.
        @usableFromInline var number: Double
        /// compare (between): the upper end.
        @usableFromInline var upper: Double = 0
        /// The column whose value is tested; -1 for the cell's own.
        @usableFromInline var column: Int32
        @usableFromInline var operation: Operation
        /// kind: the keyword.
        @usableFromInline var kind: ValueKind
        /// compare: the comparison.
        @usableFromInline var comparison: Comparison = .lessThan
        /// text: the test.
        @usableFromInline var textTest: TextTestKind = .equals

        init(
            operation: Operation, first: Int = 0, second: Int = 0, column: Int32 = -1, number: Double = 0,
            kind: ValueKind = .null
        ) {
            self.operation = operation
            self.first = first
            self.second = second
            self.column = column
            self.number = number
            self.kind = kind
        }

        /// rowEvery: the period its fields hold.
        @inlinable @inline(__always)
        var rowPeriod: RowPeriod {
            RowPeriod(step: first, offset: second, divisibility: number.bitPattern)
        }
    }

    @usableFromInline
    struct Custom: Sendable {
        @usableFromInline var evaluate: @Sendable (PluginCellView, JSONObject) -> Bool
        @usableFromInline var arguments: JSONObject
    }

    private(set) var nodes: [Node] = []
    private(set) var children: [Int32] = []
    private(set) var valueTests: [CompiledValueTest] = []
    /// Expected texts of `text` nodes (already case-folded when the test ignores case).
    private(set) var strings: [String] = []
    /// Patterns of `text` nodes testing `matches`.
    private(set) var regexes: [BoundedRegex] = []
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
            return append(Node(operation: .columnIndex, first: index))
        case .row(let test):
            switch test {
            case .even: return append(Node(operation: .rowEven))
            case .odd: return append(Node(operation: .rowOdd))
            case .first: return append(Node(operation: .rowFirst))
            case .last: return append(Node(operation: .rowLast))
            case .selected: return append(Node(operation: .rowSelected))
            case .index(let index): return append(Node(operation: .rowIndex, first: index))
            case .every(let step, let offset):
                let period = RowPeriod(step: step, offset: offset)
                return append(
                    Node(
                        operation: .rowEvery, first: step, second: offset,
                        number: Double(bitPattern: period.divisibility)))
            }
        case .value(let test):
            return addValueTest(test, column: -1)
        case .rowValueAt(let column, let test):
            return addValueTest(test, column: Int32(clamping: column))
        case .custom(let name, let arguments):
            guard let evaluate = plugins[name]?.evaluate else { return append(Node(operation: .constant)) }
            customs.append(Custom(evaluate: evaluate, arguments: arguments))
            return append(Node(operation: .custom, first: customs.count - 1))
        case .all(let parts), .any(let parts):
            let isAll: Bool
            if case .all = condition { isAll = true } else { isAll = false }
            let roots = parts.map { add($0, plugins: plugins) }
            let start = children.count
            children.append(contentsOf: roots)
            return append(
                Node(operation: isAll ? .all : .any, first: start, second: roots.count))
        case .not(let inner):
            let child = add(inner, plugins: plugins)
            return append(Node(operation: .not, first: Int(child)))
        }
    }

    private mutating func addValueTest(_ test: CompiledValueTest, column: Int32) -> Int32 {
        // A lone keyword or comparison gets its own node: no array walk on the hot path.
        guard test.isPlain else {
            valueTests.append(test)
            return append(Node(operation: .valueTest, first: valueTests.count - 1, column: column))
        }
        if test.numeric.isEmpty, test.texts.isEmpty, test.kinds.count == 1 {
            return append(Node(operation: .kind, column: column, kind: test.kinds[0]))
        }
        if test.kinds.isEmpty, test.texts.isEmpty, test.numeric.count == 1 {
            let numeric = test.numeric[0]
            var node = Node(operation: .compare, column: column, number: numeric.bound)
            (node.comparison, node.upper) = (numeric.comparison, numeric.upper)
            return append(node)
        }
        if test.kinds.isEmpty, test.numeric.isEmpty, test.texts.count == 1 {
            var node = Node(operation: .text, second: test.ignoreCase ? 1 : 0, column: column)
            switch test.texts[0] {
            case .compare(let kind, let expected): (node.textTest, node.first) = (kind, addString(expected))
            case .matches(let regex):
                regexes.append(regex)
                (node.textTest, node.first) = (.matches, regexes.count - 1)
            case .isIn: node.operation = .valueTest
            }
            if node.operation == .text { return append(node) }
        }
        valueTests.append(test)
        return append(Node(operation: .valueTest, first: valueTests.count - 1, column: column))
    }

    private mutating func addString(_ text: String) -> Int {
        strings.append(text)
        return strings.count - 1
    }

    private mutating func append(_ node: Node) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }
}
