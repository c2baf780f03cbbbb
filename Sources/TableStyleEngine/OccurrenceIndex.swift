/// The keys of an ``OccurrenceSet`` laid out for lookup per cell: open-addressing tables of plain values
/// (texts by their UTF-8 bytes in one pool, numbers by ``OccurrenceKey/bits(_:)``) probed with a cheap
/// multiplicative hash, so testing a cell hashes a few machine words instead of running `Hasher`, and reads
/// no reference-counted storage.
///
/// It answers exactly what `Set<OccurrenceKey>.contains` answers for the same keys (texts compared by
/// bytes, numbers by bits). A plain value: the ``OccurrenceSet`` that makes it owns its memory (allocated
/// once, never written after, freed in the set's `deinit`), so it is valid while that set lives.
struct OccurrenceIndex: @unchecked Sendable, Hashable {
    /// One text slot: the text's first eight bytes (zero-padded), and in `meta` its length (bits 0–15;
    /// 0xFFFF: at least that, the full length then heads its bytes), 16 bits of its hash (16–31) and where
    /// its bytes start in `bytes` (32–63); `meta` all ones: an empty slot. Texts of up to eight bytes are
    /// compared within the slot.
    struct TextSlot {
        var prefix: UInt64 = 0
        var meta: UInt64 = .max
    }

    private let textSlots: UnsafeMutablePointer<TextSlot>
    private let textMask: Int
    private let bytes: UnsafeMutablePointer<UInt8>
    /// Number keys; `emptyNumber` marks an empty slot (it is a NaN, and NaN has no key).
    private let numberSlots: UnsafeMutablePointer<UInt64>
    private let numberMask: Int
    private let hasTrue: Bool
    private let hasFalse: Bool
    /// Mixed into every hash, so which texts collide is not known in advance.
    private let seed: UInt64
    /// The length from which a slot's length field reads "see the pool" (it is 16 bits wide).
    private static let longLength = 0xFFFF

    private static let emptyNumber = Double.nan.bitPattern

    /// Lays out `keys`; the caller frees the memory with ``deallocate()``.
    init(_ keys: Set<OccurrenceKey>) {
        var texts: [String] = []
        var numbers: [UInt64] = []
        var (hasTrue, hasFalse) = (false, false)
        for key in keys {
            switch key {
            case .text(let text): texts.append(text.text)
            case .number(let bits): numbers.append(bits)
            case .bool(let flag): if flag { hasTrue = true } else { hasFalse = true }
            }
        }
        (self.hasTrue, self.hasFalse) = (hasTrue, hasFalse)
        let seed = UInt64.random(in: 0...UInt64.max)
        self.seed = seed
        let textCapacity = Self.capacity(for: texts.count)
        var textSlots = Array(repeating: TextSlot(), count: textCapacity)
        var bytes: [UInt8] = []
        for var text in texts {
            text.withUTF8 { utf8 in
                let (hash, prefix) = Self.hashAndPrefix(utf8, seed: seed)
                var slot = Int(truncatingIfNeeded: hash) & (textCapacity - 1)
                while textSlots[slot].meta != .max { slot = (slot + 1) & (textCapacity - 1) }
                textSlots[slot] = TextSlot(
                    prefix: prefix, meta: Self.meta(length: utf8.count, hash: hash) | UInt64(bytes.count) << 32)
                if utf8.count >= Self.longLength {
                    // The slot's length field is saturated: the full length goes first in the pool.
                    withUnsafeBytes(of: UInt64(utf8.count).littleEndian) { bytes += $0 }
                }
                bytes += utf8
            }
        }
        self.textSlots = ResolverTables.copy(textSlots)
        textMask = textCapacity - 1
        self.bytes = ResolverTables.copy(bytes)
        let numberCapacity = Self.capacity(for: numbers.count)
        var numberSlots = Array(repeating: Self.emptyNumber, count: numberCapacity)
        for bits in numbers {
            var slot = Self.slot(bits, seed: seed, mask: numberCapacity - 1)
            while numberSlots[slot] != Self.emptyNumber { slot = (slot + 1) & (numberCapacity - 1) }
            numberSlots[slot] = bits
        }
        self.numberSlots = ResolverTables.copy(numberSlots)
        numberMask = numberCapacity - 1
    }

    /// Frees the tables (once, by the owning set).
    func deallocate() {
        textSlots.deallocate()
        bytes.deallocate()
        numberSlots.deallocate()
    }

    static func == (lhs: OccurrenceIndex, rhs: OccurrenceIndex) -> Bool { lhs.textSlots == rhs.textSlots }

    func hash(into hasher: inout Hasher) { hasher.combine(textSlots) }

    /// A power of two at least twice `count` (at least 2): probes stay short.
    private static func capacity(for count: Int) -> Int {
        var capacity = 2
        while capacity < count * 2 { capacity *= 2 }
        return capacity
    }

    /// Whether `value` occurs in another body row too (by ``OccurrenceKey``: values without a key never do).
    @inline(__always)
    func isDuplicate(_ value: CellValue) -> Bool {
        contains(value) ?? false
    }

    /// Whether `value` occurs in no other body row (null and empty text are never unique; NaN, equal to
    /// nothing, always is).
    @inline(__always)
    func isUnique(_ value: CellValue) -> Bool {
        guard let found = contains(value) else { return value.isNaNNumber }
        return !found
    }

    /// Whether the set has `value`'s key; `nil` when it has none. Reads the key's parts in place.
    @inline(__always)
    private func contains(_ value: CellValue) -> Bool? {
        OccurrenceKey.reading(
            value, number: { containsNumber($0) },
            text: { text in
                if let found = text.utf8.withContiguousStorageIfAvailable({ containsText($0) }) { return found }
                var copy = text
                return copy.withUTF8 { containsText($0) }
            }, bool: { $0 ? hasTrue : hasFalse })
    }

    private func containsNumber(_ bits: UInt64) -> Bool {
        var slot = Self.slot(bits, seed: seed, mask: numberMask)
        while true {
            let found = numberSlots[slot]
            if found == bits { return true }
            if found == Self.emptyNumber { return false }
            slot = (slot &+ 1) & numberMask
        }
    }

    private func containsText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let (hash, prefix) = Self.hashAndPrefix(utf8, seed: seed)
        let meta = Self.meta(length: utf8.count, hash: hash)
        var slot = Int(truncatingIfNeeded: hash) & textMask
        while true {
            let entry = textSlots[slot]
            if entry.meta == .max { return false }
            if entry.prefix == prefix && entry.meta & 0xFFFF_FFFF == meta {
                if utf8.count <= 8 { return true }
                var start = bytes + Int(truncatingIfNeeded: entry.meta >> 32)
                if utf8.count >= Self.longLength {
                    let length = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
                    start += 8
                    if length == UInt64(utf8.count) && Self.equal(start, utf8) { return true }
                } else if Self.equal(start, utf8) {
                    return true
                }
            }
            slot = (slot &+ 1) & textMask
        }
    }

    /// A text's length and 16 bits of its hash, as a slot's `meta` holds them.
    @inline(__always)
    private static func meta(length: Int, hash: UInt64) -> UInt64 {
        UInt64(truncatingIfNeeded: min(length, longLength)) | (hash >> 48) << 16
    }

    /// Whether `utf8.count` bytes at `stored` equal `utf8`, eight bytes at a time.
    @inline(__always)
    private static func equal(_ stored: UnsafeMutablePointer<UInt8>, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let (left, right) = (UnsafeRawPointer(stored), UnsafeRawPointer(base))
        var offset = 0
        while offset &+ 8 <= utf8.count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset &+= 8
        }
        while offset < utf8.count {
            if stored[offset] != base[offset] { return false }
            offset &+= 1
        }
        return true
    }

    private static func slot(_ bits: UInt64, seed: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: mix(bits ^ seed)) & mask
    }

    /// A 64-bit finalizer (the one of SplitMix64): every input bit reaches every output bit.
    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value = (value ^ (value &>> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value &>> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value &>> 31)
    }

    /// The hash of some bytes (eight at a time, then the rest, each word folded in and mixed) and their
    /// first eight bytes zero-padded (what a slot keeps), in one pass: a text of up to eight bytes is one word.
    @inline(__always)
    private static func hashAndPrefix(_ utf8: UnsafeBufferPointer<UInt8>, seed: UInt64) -> (
        hash: UInt64, prefix: UInt64
    ) {
        let count = utf8.count
        let hash = seed ^ UInt64(count)
        guard let base = utf8.baseAddress, count > 0 else { return (mix(hash), 0) }
        let raw = UnsafeRawPointer(base)
        if count <= 8 {
            let word = word(raw, count: count)
            return (mix(hash ^ word), word)
        }
        var folded = hash
        var offset = 0
        while offset &+ 8 <= count {
            folded = mix(folded ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset &+= 8
        }
        if offset < count { folded = mix(folded ^ word(raw + offset, count: count &- offset)) }
        return (folded, UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)))
    }

    /// `count` (1…8) bytes as a little-endian word, zero-padded: one load of each size the count has, never
    /// reading past the end.
    @inline(__always)
    private static func word(_ raw: UnsafeRawPointer, count: Int) -> UInt64 {
        if count == 8 { return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        var offset = 0
        if count & 4 != 0 {
            word = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            offset = 4
        }
        if count & 2 != 0 {
            let half = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
            word |= UInt64(half) &<< UInt64(offset &* 8)
            offset &+= 2
        }
        if count & 1 != 0 { word |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) &<< UInt64(offset &* 8) }
        return word
    }
}
