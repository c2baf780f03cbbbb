/// A growable stack of nodes in manually managed memory, shared by all open collections while a
/// document is built: children are pushed as they arrive and moved (not copied) into an exact-size
/// array when their collection closes. This avoids per-collection array growth and the retain/release
/// traffic of copying nodes out of a scratch `Array`.
final class NodeStack {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<YAMLNode>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func push(_ node: consuming YAMLNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<YAMLNode>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The node at `index` (must be below ``count``).
    subscript(index: Int) -> YAMLNode {
        base[index]
    }

    // The arrays below are reserved and appended to rather than made with `unsafeUninitializedCapacity`,
    // whose allocation is not specialized for the element type (several times the cost of the moves).

    /// Moves the nodes from `start` to the top into a new array and pops them.
    func popSequence(from start: Int) -> [YAMLNode] {
        let length = count - start
        let source = base + start
        var result: [YAMLNode] = []
        result.reserveCapacity(length)
        for index in 0..<length { result.append((source + index).move()) }
        count = start
        return result
    }

    /// Moves alternating key and value nodes from `start` to the top into pairs and pops them.
    func popPairs(from start: Int) -> [YAMLPair] {
        let pairCount = (count - start) / 2
        let source = base + start
        var result: [YAMLPair] = []
        result.reserveCapacity(pairCount)
        for index in 0..<pairCount {
            result.append(YAMLPair(key: (source + 2 * index).move(), value: (source + 2 * index + 1).move()))
        }
        // A dangling key cannot happen with libyaml's events; drop it if it ever does.
        let leftover = count - start - pairCount * 2
        if leftover > 0 { (source + pairCount * 2).deinitialize(count: leftover) }
        count = start
        return result
    }

    /// Like ``popPairs(from:)``, but the pairs whose key `isMergeKey` are dropped and `merged` takes
    /// the place of the first of them.
    func popPairs(
        from start: Int,
        replacingMergeKeysWith merged: [YAMLPair],
        isMergeKey: (YAMLNode) -> Bool
    ) -> [YAMLPair] {
        let pairCount = (count - start) / 2
        let source = base + start
        var mergeKeyCount = 0
        for index in 0..<pairCount where isMergeKey(source[2 * index]) { mergeKeyCount += 1 }
        var result: [YAMLPair] = []
        result.reserveCapacity(pairCount - mergeKeyCount + merged.count)
        var mergedInserted = false
        for index in 0..<pairCount {
            let key = (source + 2 * index).move()
            let value = (source + 2 * index + 1).move()
            if isMergeKey(key) {
                guard !mergedInserted else { continue }
                mergedInserted = true
                result.append(contentsOf: merged)
            } else {
                result.append(YAMLPair(key: key, value: value))
            }
        }
        let leftover = count - start - pairCount * 2
        if leftover > 0 { (source + pairCount * 2).deinitialize(count: leftover) }
        count = start
        return result
    }

    /// Among the keys from `start` (every other node), the first scalar key whose text repeats an
    /// earlier scalar key's, as (earlier index, later index). Compares in place, without copying nodes.
    func firstRepeatedScalarKey(from start: Int) -> (Int, Int)? {
        var second = start + 2
        while second + 1 < count {
            if case .scalar(let later) = base[second].content {
                let length = later.text.utf8.count
                var first = start
                while first < second {
                    if case .scalar(let earlier) = base[first].content, earlier.text.utf8.count == length,
                        earlier.text == later.text
                    {
                        return (first, second)
                    }
                    first += 2
                }
            }
            second += 2
        }
        return nil
    }

    /// Whether any key from `start` is a collection (rare: those are compared by their JSON text).
    func hasCollectionKey(from start: Int) -> Bool {
        var index = start
        while index + 1 < count {
            if case .scalar = base[index].content {} else { return true }
            index += 2
        }
        return false
    }
}
