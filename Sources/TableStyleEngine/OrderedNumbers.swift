/// A column's numbers in ascending order, each with the row it came from, kept in chunks: inserting,
/// removing, reading by rank and finding the rows between two numbers cost O(log n + chunk), never a
/// pass over the column.
///
/// What a live table keeps a column's population in between changes, so `top`, `bottom`, percentiles,
/// the median, `min` and `max` are answered after a change without sorting again. A copy shares the
/// chunks (copy-on-write per chunk): a ``ColumnStatistics`` made from it costs O(n / chunk).
package struct OrderedNumbers: Sendable, Hashable {
    /// A number and the row it belongs to, ordered by number, then row.
    package struct Entry: Sendable, Hashable, Comparable {
        package var number: Double
        package var row: Int

        package init(number: Double, row: Int) {
            self.number = number
            self.row = row
        }

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            lhs.number != rhs.number ? lhs.number < rhs.number : lhs.row < rhs.row
        }
    }

    /// The largest chunk; a full chunk splits in two.
    static let chunkCapacity = 512

    private var chunks: [[Entry]] = []
    private var counts = FenwickTree<Int>([])
    /// How many numbers are held.
    package private(set) var count = 0

    /// An empty population.
    package init() {}

    /// The population of `entries`, sorted here.
    package init(_ entries: [Entry]) {
        let sorted = entries.sorted()
        count = sorted.count
        var start = 0
        let half = Self.chunkCapacity / 2
        while start < sorted.count {
            let end = min(sorted.count, start + half)
            chunks.append(Array(sorted[start..<end]))
            start = end
        }
        counts = FenwickTree(chunks.map(\.count))
    }

    /// The number at `rank` (0 is the smallest).
    package func number(atRank rank: Int) -> Double {
        let (chunk, before) = counts.firstIndex(exceeding: rank)
        return chunks[chunk][rank - before].number
    }

    /// The chunk an entry belongs in: the first whose last entry is not below it (the last chunk otherwise).
    private func chunkIndex(for entry: Entry) -> Int {
        var low = 0
        var high = chunks.count - 1
        while low < high {
            let mid = (low + high) / 2
            if let last = chunks[mid].last, last < entry { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Adds a number.
    package mutating func insert(_ entry: Entry) {
        count += 1
        guard !chunks.isEmpty else {
            chunks = [[entry]]
            counts = FenwickTree([1])
            return
        }
        let index = chunkIndex(for: entry)
        let position = Self.insertionPoint(of: entry, in: chunks[index])
        chunks[index].insert(entry, at: position)
        if chunks[index].count > Self.chunkCapacity {
            let upper = Array(chunks[index][(Self.chunkCapacity / 2)...])
            chunks[index].removeLast(upper.count)
            chunks.insert(upper, at: index + 1)
            counts = FenwickTree(chunks.map(\.count))
        } else {
            counts.add(1, at: index)
        }
    }

    /// Removes a number that was added; `false` when it is not held.
    @discardableResult
    package mutating func remove(_ entry: Entry) -> Bool {
        guard !chunks.isEmpty else { return false }
        let index = chunkIndex(for: entry)
        let position = Self.insertionPoint(of: entry, in: chunks[index])
        guard position < chunks[index].count, chunks[index][position] == entry else { return false }
        count -= 1
        chunks[index].remove(at: position)
        if chunks[index].isEmpty {
            chunks.remove(at: index)
            counts = FenwickTree(chunks.map(\.count))
        } else {
            counts.add(-1, at: index)
        }
        return true
    }

    /// The rows whose numbers lie in `range` (bounds as given), in ascending order of number.
    package func rows(in range: NumberRange) -> [Int] {
        guard !chunks.isEmpty else { return [] }
        var result: [Int] = []
        var chunk = chunkIndex(for: Entry(number: range.lower, row: Int.min))
        var position = Self.insertionPoint(of: Entry(number: range.lower, row: Int.min), in: chunks[chunk])
        while chunk < chunks.count {
            let entries = chunks[chunk]
            while position < entries.count {
                let number = entries[position].number
                if number > range.upper || (number == range.upper && !range.includesUpper) { return result }
                if number > range.lower || range.includesLower { result.append(entries[position].row) }
                position += 1
            }
            chunk += 1
            position = 0
        }
        return result
    }

    /// The numbers in ascending order (O(n): for explanations and tests).
    package var sortedNumbers: [Double] { chunks.flatMap { $0.map(\.number) } }

    private static func insertionPoint(of entry: Entry, in entries: [Entry]) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid] < entry { low = mid + 1 } else { high = mid }
        }
        return low
    }

    package static func == (lhs: OrderedNumbers, rhs: OrderedNumbers) -> Bool {
        lhs.count == rhs.count && lhs.sortedNumbers == rhs.sortedNumbers
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
    }
}

/// The numbers between two bounds, each bound included or not.
package struct NumberRange: Sendable, Hashable {
    package var lower: Double
    package var includesLower: Bool
    package var upper: Double
    package var includesUpper: Bool

    package init(lower: Double, includesLower: Bool, upper: Double, includesUpper: Bool) {
        self.lower = lower
        self.includesLower = includesLower
        self.upper = upper
        self.includesUpper = includesUpper
    }
}
