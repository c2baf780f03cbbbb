/// Three-valued truth for static analysis: a predicate certainly holds, certainly fails, or depends on data.
enum Possibility: Int, Sendable, Hashable, Comparable {
    case no = 0
    case maybe = 1
    case yes = 2

    init(_ flag: Bool) { self = flag ? .yes : .no }

    static func < (lhs: Possibility, rhs: Possibility) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Logical not.
    var negated: Possibility { Possibility(rawValue: 2 - rawValue) ?? .maybe }
}
