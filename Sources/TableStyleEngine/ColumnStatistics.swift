import TableStyleTheme

/// The statistics of one column's population: its values in every body row of the table (all sections),
/// whatever part of the table is shown. What statistics tests, color scales and data bars compare with.
public struct ColumnStatistics: Sendable, Hashable {
    /// The population's numbers, ascending, NaN excluded (empty when the numbers were not needed).
    public let sortedNumbers: [Double]
    /// The correctly rounded sum of the numbers divided by their count (`nil` without numbers).
    public let mean: Double?
    /// The values occurring more than once (`nil` when not needed).
    package let occurrences: OccurrenceSet?

    /// Computes the statistics of `values` (a column's body values, every row once).
    ///
    /// - Parameters:
    ///   - values: The values.
    ///   - needs: What to compute.
    public init(values: some Sequence<CellValue>, needs: StatisticsNeeds = [.numbers, .occurrences]) {
        var builder = Builder(needs: needs)
        for value in values { builder.add(value) }
        self = builder.statistics()
    }

    init(sortedNumbers: [Double], mean: Double?, occurrences: OccurrenceSet?) {
        self.sortedNumbers = sortedNumbers
        self.mean = mean
        self.occurrences = occurrences
    }

    /// How many numbers the population has.
    public var count: Int { sortedNumbers.count }
    /// The smallest number.
    public var min: Double? { sortedNumbers.first }
    /// The largest number.
    public var max: Double? { sortedNumbers.last }

    /// The percentile `p` (0…100): pos = (n − 1) × p / 100, i = floor(pos), vᵢ + (vᵢ₊₁ − vᵢ) × (pos − i)
    /// (vᵢ when i = n − 1); `nil` without numbers.
    ///
    /// - Parameter p: The percentile.
    /// - Returns: Its value.
    public func percentile(_ p: Double) -> Double? {
        let count = sortedNumbers.count
        guard count > 0 else { return nil }
        let position = Double(count - 1) * p / 100
        let index = Swift.min(count - 1, Swift.max(0, Int(position.rounded(.down))))
        if index == count - 1 { return sortedNumbers[index] }
        let low = sortedNumbers[index]
        return low + (sortedNumbers[index + 1] - low) * (position - Double(index))
    }

    /// Where `anchor` sits in this population; `nil` when it cannot be computed (no numbers).
    ///
    /// - Parameter anchor: A stop's or a bar end's position.
    /// - Returns: The number.
    public func position(of anchor: ScaleAnchor) -> Double? {
        let value: Double?
        switch anchor {
        case .number(let number): value = number
        case .min: value = min
        case .max: value = max
        case .mean: value = mean
        case .median: value = percentile(50)
        case .percentile(let p): value = percentile(p)
        }
        guard let value, !value.isNaN else { return nil }
        return value
    }

    /// Accumulates a column's values row by row (the statistics pass).
    public struct Builder: Sendable {
        let needs: StatisticsNeeds
        var numbers: [Double] = []
        var sum = ExactSum()
        var seen: Set<OccurrenceKey> = []
        var repeated: Set<OccurrenceKey> = []

        /// Creates an empty builder.
        ///
        /// - Parameter needs: What to compute.
        public init(needs: StatisticsNeeds) {
            self.needs = needs
        }

        /// Adds one body value of the column.
        ///
        /// - Parameter value: The value.
        public mutating func add(_ value: CellValue) {
            switch value {
            case .int, .double:
                // Numbers are needed for either statistic: duplicates among them are found after sorting.
                guard let number = value.numberValue, !number.isNaN, !needs.isEmpty else { return }
                numbers.append(number)
                if needs.contains(.numbers) { sum.add(number) }
            case .null: return
            case .bool, .text:
                guard needs.contains(.occurrences), let key = OccurrenceKey(value) else { return }
                if !seen.insert(key).inserted { repeated.insert(key) }
            }
        }

        /// The statistics of the values added.
        ///
        /// - Returns: The statistics.
        public func statistics() -> ColumnStatistics {
            var sorted = numbers
            sorted.sort()
            var occurrences: OccurrenceSet?
            if needs.contains(.occurrences) {
                var repeated = self.repeated
                var index = 1
                while index < sorted.count {
                    if sorted[index] == sorted[index - 1] {
                        repeated.insert(.number(OccurrenceKey.bits(sorted[index])))
                    }
                    index += 1
                }
                occurrences = OccurrenceSet(repeated: repeated)
            }
            let mean = sorted.isEmpty || !needs.contains(.numbers) ? nil : sum.value / Double(sorted.count)
            return ColumnStatistics(
                sortedNumbers: needs.contains(.numbers) ? sorted : [], mean: mean, occurrences: occurrences)
        }
    }
}
