/// The texts and value kinds of recent short untagged scalars, by their bytes.
///
/// Theme files repeat their keys and many values (`true`, `1`, `solid`): a scalar found here is neither
/// decoded into a `String` nor resolved again. The cache is direct-mapped (a scalar replaces whatever
/// shared its slot), so its size is fixed and a lookup is one comparison.
struct ScalarCache {
    /// A scalar's bytes (at most 15, the small-string capacity) packed into two words, with its length
    /// and whether it is plain (which decides how its value resolves).
    struct Key: Equatable {
        var low: UInt64
        var high: UInt64
        var info: UInt64
    }

    private struct Entry {
        var key: Key
        var text: String
        var kind: YAMLScalar.ValueKind
    }

    private static let slotBits = 9
    private var entries: [Entry]

    init() {
        let empty = Entry(key: Key(low: 0, high: 0, info: 0), text: "", kind: .null)
        entries = Array(repeating: empty, count: 1 << Self.slotBits)
    }

    @inline(__always) private static func slot(_ key: Key) -> Int {
        let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15) ^ key.info) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> (64 - UInt64(slotBits)))
    }

    /// The text and value kind cached for `key`, or `nil`; setting one replaces its slot's entry.
    subscript(key: Key) -> (text: String, kind: YAMLScalar.ValueKind)? {
        // Inlined into the one caller, the tree builder's scalar path, which runs for every scalar.
        @inline(__always) get {
            let slot = Self.slot(key)
            guard entries[slot].key == key else { return nil }
            return (entries[slot].text, entries[slot].kind)
        }
        set {
            guard let newValue else { return }
            entries[Self.slot(key)] = Entry(key: key, text: newValue.text, kind: newValue.kind)
        }
    }
}

extension ScalarCache.Key {
    /// The key of an untagged scalar's bytes, or `nil` when there are none or more than 15.
    @inline(__always) init?(_ bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool) {
        let count = bytes.count
        guard count <= 15, count > 0, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        // Overlapping loads of whole words cover every length without reading past the end; the bytes
        // two loads share land on the same bits.
        if count >= 8 {
            low = raw.loadUnaligned(as: UInt64.self).littleEndian
            // The last eight bytes, shifted so that only those after the first eight remain.
            high = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self).littleEndian >> (8 * (16 - count))
        } else if count >= 4 {
            let first = UInt64(raw.loadUnaligned(as: UInt32.self).littleEndian)
            let last = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self).littleEndian)
            low = first | last << (8 * (count - 4))
            high = 0
        } else {
            let middle = count / 2
            low = UInt64(base[0]) | UInt64(base[middle]) << (8 * middle) | UInt64(base[count - 1]) << (8 * (count - 1))
            high = 0
        }
        info = UInt64(count) | (isPlain ? 0x100 : 0)
    }
}
