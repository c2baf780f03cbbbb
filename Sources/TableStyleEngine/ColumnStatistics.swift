import TableStyleTheme

/// The statistics of one column's population: its values in every body row of the table (all sections),
/// whatever part of the table is shown. What statistics tests, color scales and data bars compare with.
public struct ColumnStatistics: Sendable, Hashable {
    /// Where the numbers are held: sorted once by the statistics pass, or a live table's kept population.
    enum Numbers: Sendable, Hashable {
        case sorted([Double])
        case ordered(OrderedNumbers)
    }

    let numbers: Numbers
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
        self.numbers = .sorted(sortedNumbers)
        self.count = sortedNumbers.count
        self.mean = mean
        self.occurrences = occurrences
    }

    /// Statistics read from a population kept up to date between changes (a live table's): nothing is
    /// copied but the chunk list.
    ///
    /// - Parameters:
    ///   - numbers: The column's numbers (empty when the numbers are not needed).
    ///   - mean: Their correctly rounded mean.
    ///   - occurrences: The values occurring more than once, when needed.
    package init(numbers: OrderedNumbers, mean: Double?, occurrences: OccurrenceSet?) {
        self.numbers = .ordered(numbers)
        self.count = numbers.count
        self.mean = mean
        self.occurrences = occurrences
    }

    /// How many numbers the population has.
    public let count: Int
    /// The smallest number.
    public var min: Double? { count > 0 ? number(atRank: 0) : nil }
    /// The largest number.
    public var max: Double? { count > 0 ? number(atRank: count - 1) : nil }

    /// The population's numbers, ascending, NaN excluded (empty when the numbers were not needed). For a
    /// live table's statistics this copies the whole column; ``number(atRank:)`` reads one.
    public var sortedNumbers: [Double] {
        switch numbers {
        case .sorted(let sorted): return sorted
        case .ordered(let ordered): return ordered.sortedNumbers
        }
    }

    /// The number at `rank` in ascending order (0 is the smallest; `rank` must be below ``count``).
    ///
    /// - Parameter rank: The rank.
    /// - Returns: The number.
    public func number(atRank rank: Int) -> Double {
        switch numbers {
        case .sorted(let sorted): return sorted[rank]
        case .ordered(let ordered): return ordered.number(atRank: rank)
        }
    }

    /// The percentile `p` (0…100): pos = (n − 1) × p / 100, i = floor(pos), vᵢ + (vᵢ₊₁ − vᵢ) × (pos − i)
    /// (vᵢ when i = n − 1); `nil` without numbers.
    ///
    /// - Parameter p: The percentile.
    /// - Returns: Its value.
    public func percentile(_ p: Double) -> Double? {
        guard count > 0 else { return nil }
        let position = Double(count - 1) * p / 100
        let index = Swift.min(count - 1, Swift.max(0, Int(position.rounded(.down))))
        if index == count - 1 { return number(atRank: index) }
        let low = number(atRank: index)
        return low + (number(atRank: index + 1) - low) * (position - Double(index))
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

    public static func == (lhs: ColumnStatistics, rhs: ColumnStatistics) -> Bool {
        lhs.count == rhs.count && lhs.mean?.bitPattern == rhs.mean?.bitPattern && lhs.occurrences == rhs.occurrences
            && lhs.sortedNumbers == rhs.sortedNumbers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(mean?.bitPattern)
        hasher.combine(occurrences)
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
