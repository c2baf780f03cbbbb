/// A growable stack of nodes in manually managed memory, shared by all open collections while a
/// document is built: children are pushed as they arrive and moved (not copied) into an exact-size
/// array when their collection closes. This avoids per-collection array growth and the retain/release
/// traffic of copying nodes out of a scratch `Array`.
///
/// Beside each node sits its key fingerprint (``keyFingerprint(_:)``): for a scalar
/// in key position the fingerprint of its text, 0 for any other node. Duplicate keys are found by comparing
/// these numbers, and texts only where two agree, without reading (and retaining) the nodes.
final class NodeStack {
    private var base: UnsafeMutablePointer<YAMLNode>
    private var fingerprints: UnsafeMutablePointer<UInt64>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<YAMLNode>.allocate(capacity: self.capacity)
        fingerprints = UnsafeMutablePointer<UInt64>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
        fingerprints.deallocate()
    }

    /// Pushes `node`; `fingerprint` is its key fingerprint when it is a scalar in key position, else 0.
    @inline(__always) func push(_ node: consuming YAMLNode, fingerprint: UInt64 = 0) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        fingerprints[count] = fingerprint
        count += 1
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<YAMLNode>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        let newFingerprints = UnsafeMutablePointer<UInt64>.allocate(capacity: newCapacity)
        newFingerprints.initialize(from: fingerprints, count: count)
        fingerprints.deallocate()
        fingerprints = newFingerprints
        capacity = newCapacity
    }

    /// A key's fingerprint: a hash of its UTF-8 text, never 0 (which marks nodes that are not scalar keys).
    /// Equal texts have equal fingerprints; different ones almost never do.
    static func keyFingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        if let key = ScalarCache.Key(bytes, isPlain: false) { return keyFingerprint(key) }
        // Empty or longer than a cache key holds: eight bytes at a time, then the rest.
        var hash = mix(UInt64(truncatingIfNeeded: bytes.count))
        guard let start = bytes.baseAddress else { return hash | 1 }
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(start[offset]) << shift
            shift += 8
            offset += 1
        }
        return mix(hash ^ tail) | 1
    }

    /// The fingerprint of the bytes `key` packs (its style bit left out: keys compare by text alone), for
    /// a scalar whose cache key is at hand.
    @inline(__always) static func keyFingerprint(_ key: ScalarCache.Key) -> UInt64 {
        mix(mix(key.low ^ key.info & 0xFF) ^ key.high) | 1
    }

    @inline(__always) private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0xBF58_476D_1CE4_E5B9
        return product ^ product >> 29
    }

    /// The key fingerprint of `node` when it is a scalar, else 0.
    static func keyFingerprint(of node: YAMLNode) -> UInt64 {
        guard let text = node.scalar?.text else { return 0 }
        return keyFingerprint(of: text)
    }

    /// The key fingerprint of a key known by `text` (``YAMLNode/keyText``).
    static func keyFingerprint(of text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { keyFingerprint($0) }
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

    /// Like ``popPairs(from:)``, applying the mapping's merge keys, at the stack positions `mergeKeys`
    /// (increasing; their values have passed ``firstUnmergeableValue(at:)``): those pairs are dropped, and
    /// in place of the first of them come the pairs their values bring in whose keys are not present yet
    /// (explicit keys win over merged ones, earlier merged mappings over later ones).
    ///
    /// Keys are compared by their fingerprints (the explicit keys' are on the stack, a merged mapping's
    /// are computed once per mapping, ``fingerprints(ofKeysOf:)``), and by their texts only where two
    /// agree. Merged pairs are copied straight from the sources on the stack into the result, which is
    /// sized once.
    func popPairs(from start: Int, mergingAt mergeKeys: ArraySlice<Int>) -> [YAMLPair] {
        let pairCount = (count - start) / 2
        let end = start + 2 * pairCount
        guard let firstMerge = mergeKeys.first else { return popPairs(from: start) }
        var candidateCount = 0
        for position in mergeKeys {
            switch base[position + 1].content {
            case .mapping(let pairs): candidateCount += pairs.count
            case .sequence(let items): for item in items { candidateCount += item.mapping?.count ?? 0 }
            case .scalar: break
            }
        }
        // A local list (swapped with the kept one) avoids exclusivity checks on the class's property.
        var present: [PresentKey] = []
        swap(&present, &presentKeys)
        defer {
            present.removeAll(keepingCapacity: true)
            swap(&present, &presentKeys)
        }
        var nextMerge = mergeKeys.startIndex
        for index in stride(from: start, to: end, by: 2) {
            if nextMerge < mergeKeys.endIndex && mergeKeys[nextMerge] == index {
                nextMerge += 1
            } else {
                // 0 marks a key pushed without one (a collection): its text's fingerprint stands in.
                let fingerprint = fingerprints[index]
                present.append(
                    PresentKey(
                        fingerprint: fingerprint != 0 ? fingerprint : Self.keyFingerprint(of: base[index].keyText),
                        location: index))
            }
        }
        // Many keys against many candidates: hashing beats the linear scans.
        let hashed = present.count * candidateCount > 256
        var texts: Set<String> = []
        if hashed { for key in present { texts.insert(keyText(at: key.location)) } }
        var result: [YAMLPair] = []
        result.reserveCapacity(pairCount - mergeKeys.count + candidateCount)
        for index in stride(from: start, to: firstMerge, by: 2) {
            result.append(YAMLPair(key: (base + index).move(), value: (base + index + 1).move()))
        }
        /// The text of the present key at `location`: a stack index, or -1 minus an index in `result`.
        func presentText(_ location: Int) -> String {
            location >= 0 ? keyText(at: location) : result[-1 - location].key.keyText
        }
        func appendNew(_ pairs: [YAMLPair]) {
            if hashed {
                for pair in pairs where texts.insert(pair.key.keyText).inserted { result.append(pair) }
                return
            }
            let prints = fingerprints(ofKeysOf: pairs)
            for index in pairs.indices {
                let fingerprint = prints[index]
                let known = present.contains { key in
                    key.fingerprint == fingerprint && Self.same(presentText(key.location), pairs[index].key.keyText)
                }
                guard !known else { continue }
                present.append(PresentKey(fingerprint: fingerprint, location: -1 - result.count))
                result.append(pairs[index])
            }
        }
        for position in mergeKeys {
            switch base[position + 1].content {
            case .mapping(let pairs):
                appendNew(pairs)
            case .sequence(let items):
                for item in items {
                    if case .mapping(let pairs) = item.content { appendNew(pairs) }
                }
            case .scalar:
                break
            }
        }
        nextMerge = mergeKeys.startIndex
        for index in stride(from: firstMerge, to: end, by: 2) {
            while nextMerge < mergeKeys.endIndex && mergeKeys[nextMerge] < index { nextMerge += 1 }
            if nextMerge < mergeKeys.endIndex && mergeKeys[nextMerge] == index {
                (base + index).deinitialize(count: 2)
            } else {
                result.append(YAMLPair(key: (base + index).move(), value: (base + index + 1).move()))
            }
        }
        let leftover = count - end
        if leftover > 0 { (base + end).deinitialize(count: leftover) }
        count = start
        return result
    }

    /// A key already in a mapping being merged: its fingerprint, and where to read its text.
    private struct PresentKey {
        var fingerprint: UInt64
        /// A stack index, or -1 minus an index in the result.
        var location: Int
    }

    /// Scratch list of present keys for merging, kept between mappings so it allocates once.
    private var presentKeys: [PresentKey] = []

    /// The merged mapping whose key fingerprints were computed last, and those fingerprints. Holding the
    /// array keeps its storage alive, so no other array can have that storage while it is held: the same
    /// storage is the same mapping, merged again (`<<: *base` in rule after rule, every alias sharing it).
    private var lastMerged: [YAMLPair] = []
    private var lastMergedFingerprints: [UInt64] = []

    /// The key fingerprints of a merged mapping's pairs, in order, computed once per mapping.
    private func fingerprints(ofKeysOf pairs: [YAMLPair]) -> [UInt64] {
        let same = pairs.withUnsafeBufferPointer { new in
            lastMerged.withUnsafeBufferPointer { old in new.baseAddress == old.baseAddress && new.count == old.count }
        }
        if same { return lastMergedFingerprints }
        lastMergedFingerprints = pairs.map { Self.keyFingerprint(of: $0.key.keyText) }
        lastMerged = pairs
        return lastMergedFingerprints
    }

    /// The text the key at `index` is known by (``YAMLNode/keyText``), read in place for scalars.
    private func keyText(at index: Int) -> String {
        if case .scalar(let scalar) = base[index].content { return scalar.text }
        return base[index].keyText
    }

    /// Whether two key texts are equal, comparing lengths first (most keys differ in length).
    private static func same(_ left: String, _ right: String) -> Bool {
        left.utf8.count == right.utf8.count && left == right
    }

    /// The first value of a merge key at the stack positions `mergeKeys` that cannot be merged, in
    /// document order: a value that is neither a mapping nor a sequence (`isItem` false), or a sequence
    /// item that is not a mapping (`isItem` true).
    func firstUnmergeableValue(at mergeKeys: ArraySlice<Int>) -> (node: YAMLNode, isItem: Bool)? {
        for position in mergeKeys {
            switch base[position + 1].content {
            case .mapping:
                break
            case .sequence(let items):
                if let item = items.first(where: { $0.mapping == nil }) { return (item, true) }
            case .scalar:
                return (base[position + 1], false)
            }
        }
        return nil
    }

    /// Among the keys from `start` (every other node), the first scalar key whose text repeats an
    /// earlier scalar key's, as (earlier index, later index). Compares fingerprints, and the texts of
    /// keys whose fingerprints agree.
    func firstRepeatedScalarKey(from start: Int) -> (Int, Int)? {
        var second = start + 2
        while second + 1 < count {
            let fingerprint = fingerprints[second]
            if fingerprint != 0 {
                var first = start
                while first < second {
                    if fingerprints[first] == fingerprint, base[first].scalar?.text == base[second].scalar?.text {
                        return (first, second)
                    }
                    first += 2
                }
            }
            second += 2
        }
        return nil
    }

    /// Whether any key from `start` is not a scalar (rare: those are compared by their JSON text).
    func hasCollectionKey(from start: Int) -> Bool {
        var index = start
        while index + 1 < count {
            if fingerprints[index] == 0 { return true }
            index += 2
        }
        return false
    }
}
