/// The keys of an ``OccurrenceSet`` laid out for lookup per cell: open-addressing tables of plain values
/// (texts by their UTF-8 bytes in one pool, numbers by ``OccurrenceKey/bits(_:)``) probed with a cheap
/// multiplicative hash, so testing a cell hashes a few machine words instead of running `Hasher`, and reads
/// no reference-counted storage.
///
/// It answers exactly what `Set<OccurrenceKey>.contains` answers for the same keys (texts compared by
/// bytes, numbers by bits). A plain value: the ``OccurrenceSet`` that makes it owns its memory (allocated
/// once, never written after, freed in the set's `deinit`), so it is valid while that set lives.
struct OccurrenceIndex: @unchecked Sendable, Hashable {
    /// One text slot: the bytes' hash, and where they are in `bytes` (`length` -1: empty slot).
    struct TextSlot {
        var hash: UInt64 = 0
        var start: Int32 = 0
        var length: Int32 = -1
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
                let hash = Self.hash(utf8, seed: seed)
                var slot = Int(truncatingIfNeeded: hash) & (textCapacity - 1)
                while textSlots[slot].length >= 0 { slot = (slot + 1) & (textCapacity - 1) }
                textSlots[slot] = TextSlot(hash: hash, start: Int32(bytes.count), length: Int32(utf8.count))
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
        guard let key = OccurrenceKey(value) else { return false }
        return contains(key)
    }

    /// Whether `value` occurs in no other body row (null and empty text are never unique; NaN, equal to
    /// nothing, always is).
    @inline(__always)
    func isUnique(_ value: CellValue) -> Bool {
        guard let key = OccurrenceKey(value) else { return value.isNaNNumber }
        return !contains(key)
    }

    /// Whether the set has `key`.
    @inline(__always)
    func contains(_ key: OccurrenceKey) -> Bool {
        switch key {
        case .bool(let flag): return flag ? hasTrue : hasFalse
        case .number(let bits): return containsNumber(bits)
        case .text(let text):
            if let found = text.text.utf8.withContiguousStorageIfAvailable({ containsText($0) }) { return found }
            var copy = text.text
            return copy.withUTF8 { containsText($0) }
        }
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
        let hash = Self.hash(utf8, seed: seed)
        var slot = Int(truncatingIfNeeded: hash) & textMask
        while true {
            let entry = textSlots[slot]
            if entry.length < 0 { return false }
            if entry.hash == hash && Int(entry.length) == utf8.count
                && Self.equal(bytes + Int(entry.start), utf8)
            {
                return true
            }
            slot = (slot &+ 1) & textMask
        }
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

    /// The hash of some bytes: eight at a time, then the rest, each word folded in and mixed.
    @inline(__always)
    private static func hash(_ utf8: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        var hash = seed ^ UInt64(utf8.count)
        guard let base = utf8.baseAddress else { return mix(hash) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= utf8.count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset &+= 8
        }
        if offset < utf8.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < utf8.count {
                word |= UInt64(base[offset]) &<< shift
                shift &+= 8
                offset &+= 1
            }
            hash = mix(hash ^ word)
        }
        return hash
    }
}
