/// Where each body row of one table starts, answered without a pass over the rows.
///
/// With a fixed row height the answer is arithmetic (O(1)); with automatic heights a prefix-sum array
/// of row heights is built once (O(n)) and every later query is a lookup or a binary search (O(log n)).
/// A ``LiveTable``'s layout reads its kept chunked heights instead (O(log n + chunk) a query, and
/// nothing rebuilt when a row changes).
public struct RowOffsetIndex: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case fixed(Double)
        /// `sums[i]` = total height of rows `0..<i` (in global row order); `sums.count == rows + 1`.
        case prefix([Double])
        /// A live table's heights, kept up to date between changes.
        case chunked(ChunkedRowHeights)
    }

    let storage: Storage
    /// The number of rows indexed.
    public let count: Int

    /// An index of `count` rows all `height` tall.
    ///
    /// - Parameters:
    ///   - height: The row height (at least 1, so a frame never walks an unbounded number of rows).
    ///   - count: The number of rows.
    public init(fixedHeight height: Double, count: Int) {
        self.storage = .fixed(max(1, height))
        self.count = count
    }

    /// An index built once from each row's height.
    ///
    /// - Parameter heights: The heights in global row order (each at least 1).
    public init(heights: some Sequence<Double>) {
        var sums: [Double] = [0]
        sums.reserveCapacity(heights.underestimatedCount + 1)
        var total = 0.0
        for height in heights {
            total += max(1, height)
            sums.append(total)
        }
        self.storage = .prefix(sums)
        self.count = sums.count - 1
    }

    /// An index over a live table's kept heights.
    init(_ heights: ChunkedRowHeights) {
        self.storage = .chunked(heights)
        self.count = heights.count
    }

    /// The total height of rows `0..<index` (no spacing).
    ///
    /// - Parameter index: A global row index in `0...count`.
    /// - Returns: The summed height.
    public func heightBefore(_ index: Int) -> Double {
        let clamped = min(max(0, index), count)
        switch storage {
        case .fixed(let height): return height * Double(clamped)
        case .prefix(let sums): return sums[clamped]
        case .chunked(let heights): return heights.heightBefore(clamped)
        }
    }

    /// The height of row `index`.
    ///
    /// - Parameter index: A global row index.
    /// - Returns: Its height.
    public func height(of index: Int) -> Double {
        switch storage {
        case .fixed(let height): return height
        case .prefix: return heightBefore(index + 1) - heightBefore(index)
        case .chunked(let heights): return index >= 0 && index < count ? heights.height(of: index) : 0
        }
    }

    /// The last row of `range` whose top (`heightBefore(i) - heightBefore(range.lowerBound) + k × spacing`)
    /// is at or above `y`; `range.lowerBound` when none is.
    ///
    /// - Parameters:
    ///   - y: The position relative to the first row of `range`.
    ///   - range: Global row indices of one section (non-empty).
    ///   - spacing: Space between consecutive rows.
    /// - Returns: A global row index in `range`.
    public func row(at y: Double, in range: Range<Int>, spacing: Double) -> Int {
        guard !range.isEmpty, y > 0 else { return range.lowerBound }
        switch storage {
        case .fixed(let height):
            let step = height + spacing
            let offset = Int((y / step).rounded(.down))
            return range.lowerBound + min(max(0, offset), range.count - 1)
        case .prefix, .chunked:
            let base = heightBefore(range.lowerBound)
            var low = range.lowerBound
            var high = range.upperBound - 1
            while low < high {
                let mid = (low + high + 1) / 2
                let top = heightBefore(mid) - base + Double(mid - range.lowerBound) * spacing
                if top <= y { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }
}
