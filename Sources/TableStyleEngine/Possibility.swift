/// Three-valued truth for static analysis: a predicate certainly holds, certainly fails, or depends on
/// data the analysis does not have (`maybe`).
package enum Possibility: Int, Sendable, Hashable, Comparable {
    case no = 0
    case maybe = 1
    case yes = 2

    /// A decided answer.
    package init(_ flag: Bool) { self = flag ? .yes : .no }

    package static func < (lhs: Possibility, rhs: Possibility) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Logical not (`maybe` stays `maybe`).
    package var negated: Possibility { Possibility(rawValue: 2 - rawValue) ?? .maybe }
}
