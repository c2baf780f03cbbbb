/// Which statistics of a column some rule needs, so the statistics pass computes nothing more.
public struct StatisticsNeeds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Creates needs from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The column's numbers sorted, their count and mean (`max`, `top`, `aboveAverage`, scales, bars).
    public static let numbers = StatisticsNeeds(rawValue: 1)
    /// Which values occur more than once (`duplicate`, `unique`).
    public static let occurrences = StatisticsNeeds(rawValue: 2)
}
