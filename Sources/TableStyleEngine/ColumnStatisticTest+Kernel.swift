import TableStyleTheme

/// A statistics test made concrete for one column's population: the threshold or lookup it is on this table.
package enum BoundStatistic: Sendable, Hashable {
    /// The test holds for no value.
    case never
    /// A numeric comparison (false for non-numbers and NaN).
    case numeric(NumericTest)
    /// Holds for values the set has more than once.
    case duplicate(OccurrenceSet)
    /// Holds for values (not null, not empty text) the set does not have more than once.
    case unique(OccurrenceSet)
}

extension ColumnStatisticTest {
    /// What the test needs of its column.
    package var needs: StatisticsNeeds {
        switch self {
        case .duplicate, .unique: return .occurrences
        default: return .numbers
        }
    }

    /// The count N of `top`/`bottom` forms: N itself, or max(1, floor(n × P / 100)) in double arithmetic.
    package static func count(percent: Double, of numbers: Int) -> Int {
        let product = (Double(numbers) * percent / 100).rounded(.down)
        return Swift.max(1, product < 9e15 ? Int(product) : numbers)
    }

    /// The one definition of what the test means on a population, as a threshold or a lookup: `max` is
    /// `eq` the largest number, `aboveAverage` `gt` the mean, `top: N` `gte` the N-th largest number counted
    /// with multiplicity (fewer than N are strictly greater exactly when x is at least that number; every
    /// number when the population has fewer than N), `duplicate` a lookup. NaN passes no numeric form.
    ///
    /// - Parameter statistics: The column's statistics (`nil`: unknown, then the test never holds).
    /// - Returns: The bound test.
    package func bound(to statistics: ColumnStatistics?) -> BoundStatistic {
        guard let statistics else { return .never }
        let count = statistics.count
        func numeric(_ comparison: Comparison, _ bound: Double?) -> BoundStatistic {
            guard let bound, !bound.isNaN else { return .never }
            return .numeric(NumericTest(comparison: comparison, bound: bound, upper: bound))
        }
        func top(_ wanted: Int) -> BoundStatistic {
            numeric(.greaterThanOrEqual, wanted > count ? -.infinity : statistics.number(atRank: count - wanted))
        }
        func bottom(_ wanted: Int) -> BoundStatistic {
            numeric(.lessThanOrEqual, wanted > count ? .infinity : statistics.number(atRank: wanted - 1))
        }
        switch self {
        case .max: return numeric(.equalTo, statistics.max)
        case .min: return numeric(.equalTo, statistics.min)
        case .aboveAverage: return numeric(.greaterThan, statistics.mean)
        case .belowAverage: return numeric(.lessThan, statistics.mean)
        case .duplicate: return statistics.occurrences.map { .duplicate($0) } ?? .never
        case .unique: return statistics.occurrences.map { .unique($0) } ?? .never
        case .top(let count): return top(count)
        case .bottom(let count): return bottom(count)
        case .topPercent(let percent): return top(Self.count(percent: percent, of: count))
        case .bottomPercent(let percent): return bottom(Self.count(percent: percent, of: count))
        }
    }
}
