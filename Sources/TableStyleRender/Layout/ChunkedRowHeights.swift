import TableStyleEngine

/// Row heights in chunks, with Fenwick trees over the chunks' row counts and summed heights: a row's
/// top and the row at a position cost O(log n + chunk), and changing, inserting or removing one row's
/// height costs the same — what a live table's layout reads instead of a prefix-sum array rebuilt per
/// change.
///
/// A copy shares the chunks (copy-on-write per chunk), so a layout taken from a live table costs
/// O(chunks), not O(rows).
struct ChunkedRowHeights: Sendable, Hashable {
    /// The heights, chunk by chunk (never an empty chunk).
    private(set) var chunks: [[Double]] = []
    private(set) var counts = FenwickTree<Int>([])
    private var sums = FenwickTree<Double>([])

    /// The number of rows.
    var count: Int { counts.prefix(chunks.count) }

    /// Heights in global row order, in chunks of `size`.
    init(_ heights: [Double], chunkSize size: Int) {
        var start = 0
        while start < heights.count {
            let end = min(heights.count, start + size)
            chunks.append(Array(heights[start..<end]))
            start = end
        }
        reindex()
    }

    /// The chunk holding a global index, and the rows before that chunk.
    func locate(_ index: Int) -> (chunk: Int, before: Int) {
        let found = counts.firstIndex(exceeding: index)
        return (found.index, found.before)
    }

    /// The height of the row at a global index.
    func height(of index: Int) -> Double {
        let (chunk, before) = locate(index)
        return chunks[chunk][index - before]
    }

    /// The summed height of rows `0..<index`.
    func heightBefore(_ index: Int) -> Double {
        guard index < count else { return sums.prefix(chunks.count) }
        let (chunk, before) = locate(index)
        var sum = sums.prefix(chunk)
        for height in chunks[chunk][0..<(index - before)] { sum += height }
        return sum
    }

    /// Inserts a height at `offset` of `chunk` (an empty list takes it as its first chunk).
    mutating func insert(_ height: Double, chunk: Int, offset: Int) {
        if chunks.isEmpty {
            chunks = [[height]]
            reindex()
            return
        }
        chunks[chunk].insert(height, at: offset)
        counts.add(1, at: chunk)
        sums.add(height, at: chunk)
    }

    /// Removes the height at `offset` of `chunk`; an emptied chunk goes away.
    mutating func remove(chunk: Int, offset: Int) {
        let height = chunks[chunk].remove(at: offset)
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            reindex()
        } else {
            counts.add(-1, at: chunk)
            sums.add(-height, at: chunk)
        }
    }

    /// Sets the height at `offset` of `chunk`.
    mutating func set(_ height: Double, chunk: Int, offset: Int) {
        let old = chunks[chunk][offset]
        guard old != height else { return }
        chunks[chunk][offset] = height
        sums.add(height - old, at: chunk)
    }

    /// Moves the heights from `offset` on of `chunk` into a new chunk after it.
    mutating func split(chunk: Int, at offset: Int) {
        chunks.insert(Array(chunks[chunk][offset...]), at: chunk + 1)
        chunks[chunk].removeLast(chunks[chunk].count - offset)
        reindex()
    }

    /// Rebuilds both trees after the chunk list changed (O(chunks)); each chunk is summed afresh, so
    /// additions and removals leave no rounding drift behind.
    private mutating func reindex() {
        counts = FenwickTree(chunks.map(\.count))
        sums = FenwickTree(chunks.map { $0.reduce(0, +) })
    }
}
