import TableStyleJSON
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

        @usableFromInline var operation: Operation
        /// all/any: first child in `children`; not: the child node; rowIndex/columnIndex: the index;
        /// rowEvery: the step; compare: the comparison; valueTest: index into
        /// `valueTests`; text: index into `strings` (into `regexes` for `matches`); custom: index into `customs`; constant: 0 or 1.
        @usableFromInline var first: Int32 = 0
        /// all/any: the child count; rowEvery: the offset; text: 1 when ignoring case.
        @usableFromInline var second: Int32 = 0
        /// The column whose value is tested; -1 for the cell's own.
        @usableFromInline var column: Int32 = -1
        /// compare: the bound; rowEvery: the step's divisibility constant, as the bits of a double.
        @usableFromInline var number: Double = 0
        /// kind: the keyword.
        @usableFromInline var kind: ValueKind = .null
        /// text: 0 equals, 1 contains, 2 prefix, 3 suffix, 4 matches.
        @usableFromInline var textTest: UInt8 = 0
        /// compare (between): the upper bound.
        @usableFromInline var upper: Double = 0
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
                var node = Node(operation: .rowEvery, first: Int32(clamping: step), second: Int32(clamping: offset))
                if node.first > 0 {
                    // Lemire's divisibility constant: n is a multiple of the step iff n * c ≤ c - 1 (mod 2⁶⁴),
                    // for n < 2³²; a multiply instead of a 64-bit division on every row.
                    node.number = Double(bitPattern: UInt64.max / UInt64(node.first) &+ 1)
                }
                return append(node)
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
            var node = Node(operation: .compare, first: comparison, column: column, number: bound)
            if case .between(_, let high) = test.numeric[0] { node.upper = high }
            return append(node)
        }
        if test.kinds.isEmpty, test.numeric.isEmpty, test.texts.count == 1 {
            var node = Node(operation: .text, second: test.ignoreCase ? 1 : 0, column: column)
            switch test.texts[0] {
            case .equals(let expected): (node.textTest, node.first) = (0, addString(expected))
            case .contains(let needle): (node.textTest, node.first) = (1, addString(needle))
            case .prefix(let start): (node.textTest, node.first) = (2, addString(start))
            case .suffix(let end): (node.textTest, node.first) = (3, addString(end))
            case .matches(let regex):
                regexes.append(regex)
                (node.textTest, node.first) = (4, Int32(regexes.count - 1))
            case .isIn: node.operation = .valueTest
            }
            if node.operation == .text { return append(node) }
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
        case .between(let low, _): return (6, low)
        }
    }

    private mutating func addString(_ text: String) -> Int32 {
        strings.append(text)
        return Int32(strings.count - 1)
    }

    private mutating func append(_ node: Node) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }
}
