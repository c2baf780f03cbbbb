/// Prefix sums that stay current under point updates: O(log n) to change one entry or to sum a prefix,
/// and O(log n) to find where a running total passes a target.
///
/// What a live table keeps its chunks' row counts and heights in, so a change to one row does not
/// recompute every later row's position.
package struct FenwickTree<Value: AdditiveArithmetic & Comparable & Hashable & Sendable>: Sendable, Hashable {
    /// `tree[i]` (1-based) sums the entries `(i - lowbit(i))..<i`.
    private var tree: [Value]

    /// A tree over `values`, built in O(n).
    package init(_ values: some Collection<Value>) {
        tree = [.zero] + values
        var index = 1
        while index < tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
            index += 1
        }
    }

    /// The number of entries.
    package var count: Int { tree.count - 1 }

    /// Adds `delta` to entry `index`.
    package mutating func add(_ delta: Value, at index: Int) {
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The sum of entries `0..<end`.
    package func prefix(_ end: Int) -> Value {
        var position = min(max(0, end), count)
        var sum = Value.zero
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// For entries that are never negative: the first entry `i` whose running total `prefix(i + 1)` is
    /// greater than `target`, and the total before it (`prefix(i)`); `count` when no entry is.
    package func firstIndex(exceeding target: Value) -> (index: Int, before: Value) {
        var position = 0
        var remaining = target
        var before = Value.zero
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
                before += tree[next]
            }
            step /= 2
        }
        return (position, before)
    }
}
