import TableStyleTheme

/// The numeric comparisons of a value test (`lt`, `lte`, `gt`, `gte`, `eq`, `ne`, `between`): the one
/// definition of what each means. Every faster form (bytecode, intervals, value classes) is derived from
/// ``holds(_:bound:upper:)`` and ``breakpoints(bound:upper:)``.
@usableFromInline
package enum Comparison: UInt8, Sendable, Hashable, CaseIterable {
    case lessThan, lessThanOrEqual, greaterThan, greaterThanOrEqual, equalTo, notEqualTo, between

    /// Whether `number` passes: `bound` is the compared number (`between`: the low end, inclusive) and
    /// `upper` the high end of `between` (inclusive; ignored by the others). IEEE semantics: NaN passes
    /// only `ne`, and `-0` equals `0`.
    @inlinable @inline(__always)
    package func holds(_ number: Double, bound: Double, upper: Double) -> Bool {
        switch self {
        case .lessThan: return number < bound
        case .lessThanOrEqual: return number <= bound
        case .greaterThan: return number > bound
        case .greaterThanOrEqual: return number >= bound
        case .equalTo: return number == bound
        case .notEqualTo: return number != bound
        case .between: return bound <= number && number <= upper
        }
    }

    /// The numbers where the answer can change: between two neighbouring breakpoints (and beyond the
    /// outermost ones) the comparison is constant, so evaluating it at each breakpoint and once in each
    /// gap tabulates it exactly.
    package func breakpoints(bound: Double, upper: Double) -> [Double] {
        self == .between ? [bound, upper] : [bound]
    }

    /// The comparison a value condition makes, with its bound and upper end, or `nil` for a keyword or
    /// text condition.
    package static func of(_ condition: ValueCondition) -> (comparison: Comparison, bound: Double, upper: Double)? {
        switch condition {
        case .lessThan(let bound): return (.lessThan, bound, bound)
        case .lessThanOrEqual(let bound): return (.lessThanOrEqual, bound, bound)
        case .greaterThan(let bound): return (.greaterThan, bound, bound)
        case .greaterThanOrEqual(let bound): return (.greaterThanOrEqual, bound, bound)
        case .equalTo(let bound): return (.equalTo, bound, bound)
        case .notEqualTo(let bound): return (.notEqualTo, bound, bound)
        case .between(let low, let high): return (.between, low, high)
        default: return nil
        }
    }
}

/// One numeric condition of a value test, ready to evaluate.
package struct NumericTest: Sendable, Hashable {
    package var comparison: Comparison
    package var bound: Double
    package var upper: Double

    @inlinable @inline(__always)
    package func holds(_ number: Double) -> Bool {
        comparison.holds(number, bound: bound, upper: upper)
    }

    package var breakpoints: [Double] { comparison.breakpoints(bound: bound, upper: upper) }
}
