/// The text tests of a value test (`equals`, `contains`, `prefix`, `suffix`, `matches`; `in` is a list
/// of `equals`): the one definition of what each means.
///
/// Text is compared by Unicode code points — its UTF-8 bytes — never by canonical equivalence, so answers
/// do not depend on the platform's Unicode tables (`"e\u{301}"` does not equal `"é"`, and it has the
/// prefix `"e"`). With `ignoreCase` both sides are lowercased (the full Unicode mapping) first. A match of
/// valid UTF-8 inside valid UTF-8 is always at a scalar boundary, so byte search is code-point search.
/// `matches` is decided by the pattern's ``BoundedRegex``, not here.
@usableFromInline
package enum TextTestKind: UInt8, Sendable, Hashable, CaseIterable {
    case equals, contains, prefix, suffix, matches

    /// Whether `text` passes the test against `expected` (`matches`: never; ask the regex).
    ///
    /// - Parameters:
    ///   - text: The cell's text as shown.
    ///   - expected: The theme's text (already lowercased when `ignoreCase`).
    ///   - ignoreCase: Whether the text is lowercased before comparing.
    @inlinable
    package func holds(_ text: String, expected: String, ignoreCase: Bool) -> Bool {
        var text = ignoreCase ? text.lowercased() : text
        var expected = expected
        return text.withUTF8 { text in
            expected.withUTF8 { expected in
                // An empty string may have no storage; a zero-length comparison never reads the pointer.
                withUnsafePointer(to: UInt8(0)) { empty in
                    holds(text, expected: expected.baseAddress ?? empty, count: expected.count, foldingASCII: false)
                }
            }
        }
    }

    /// The byte form of ``holds(_:expected:ignoreCase:)``: `text`'s bytes against `count` expected bytes.
    /// With `foldingASCII`, the text's ASCII letters are lowercased first, which is what `lowercased()`
    /// does to ASCII text (callers fold only ASCII text; the expected bytes are already lowercased).
    @inlinable @inline(__always)
    package func holds(
        _ text: UnsafeBufferPointer<UInt8>, expected: UnsafePointer<UInt8>, count: Int, foldingASCII fold: Bool
    ) -> Bool {
        // No branch on the text's length, which varies from cell to cell and was mispredicted: a text too
        // short to hold the expected bytes compares the expected bytes with themselves, and the length
        // test is folded into the answer.
        let fits = text.count >= count
        let base = fits ? text.baseAddress : nil
        switch self {
        case .equals:
            return Self.both(Self.equal(expected, base ?? expected, count: count, fold: fold), text.count == count)
        case .contains:
            return Self.contains(expected, count, in: text, fold: fold)
        case .prefix:
            return Self.both(Self.equal(expected, base ?? expected, count: count, fold: fold), fits)
        case .suffix:
            let start = base.map { $0 + (text.count &- count) } ?? expected
            return Self.both(Self.equal(expected, start, count: count, fold: fold), fits)
        case .matches:
            return false
        }
    }

    /// `first && second` evaluated as bits, without a branch on either.
    @inlinable @inline(__always)
    static func both(_ first: Bool, _ second: Bool) -> Bool {
        (first ? 1 as UInt8 : 0) & (second ? 1 : 0) != 0
    }

    @inlinable @inline(__always)
    package static func folded(_ byte: UInt8) -> UInt8 {
        byte &- 65 < 26 ? byte | 0x20 : byte
    }

    /// ``folded(_:)`` of every byte of a word at once: a byte is an upper-case ASCII letter when it is
    /// below 0x80, not below "A" and below "[" — with its high bit set first, subtracting "A" or "[" borrows
    /// from no other byte, and the high bit left says "not below".
    @inlinable @inline(__always)
    package static func folded<Word: FixedWidthInteger & UnsignedInteger>(word: Word) -> Word {
        let high = Word(truncatingIfNeeded: 0x8080_8080_8080_8080 as UInt64)
        let marked = word | high
        let notBelowA = marked &- Word(truncatingIfNeeded: 0x4141_4141_4141_4141 as UInt64)
        let notBelowBracket = marked &- Word(truncatingIfNeeded: 0x5B5B_5B5B_5B5B_5B5B as UInt64)
        let upper = notBelowA & ~notBelowBracket & ~word & high
        return word | upper &>> 2
    }

    /// Whether `count` bytes at `text` equal `count` bytes at `expected`, for a count from the word's size
    /// to twice it: the first and the last word of each side (overlapping when shorter), so no byte outside
    /// either is read.
    @inlinable @inline(__always)
    static func equalWords<Word: FixedWidthInteger & UnsignedInteger>(
        _: Word.Type, _ expected: UnsafePointer<UInt8>, _ text: UnsafePointer<UInt8>, count: Int, fold: Bool
    ) -> Bool {
        let last = count &- MemoryLayout<Word>.size
        var first = word(Word.self, at: text)
        var final = word(Word.self, at: text + last)
        if fold {
            first = folded(word: first)
            final = folded(word: final)
        }
        return (first ^ word(Word.self, at: expected)) | (final ^ word(Word.self, at: expected + last)) == 0
    }

    /// The little-endian word of the bytes at `bytes`, assembled from byte reads (which the compiler fuses
    /// into one load): an unaligned load through a raw pointer copies into a temporary, and that write made
    /// the callers retain the cell's text around the comparison.
    @inlinable @inline(__always)
    static func word<Word: FixedWidthInteger & UnsignedInteger>(_: Word.Type, at bytes: UnsafePointer<UInt8>) -> Word {
        var word: Word = 0
        for index in 0..<MemoryLayout<Word>.size { word |= Word(bytes[index]) &<< (index &* 8) }
        return word
    }

    /// Whether the `count` bytes at `text` equal `expected` (branch-free over the bytes; from 4 to 16 bytes
    /// by ``equalWords(_:_:_:count:fold:)``). Folding the expected bytes changes nothing: they are folded.
    @inlinable @inline(__always)
    static func equal(_ expected: UnsafePointer<UInt8>, _ text: UnsafePointer<UInt8>, count: Int, fold: Bool) -> Bool {
        if count >= 8 && count <= 16 {
            return equalWords(UInt64.self, expected, text, count: count, fold: fold)
        }
        if count >= 4 && count < 8 {
            return equalWords(UInt32.self, expected, text, count: count, fold: fold)
        }
        var different: UInt8 = 0
        if fold {
            for index in 0..<count { different |= folded(text[index]) ^ expected[index] }
        } else {
            for index in 0..<count { different |= text[index] ^ expected[index] }
        }
        return different == 0
    }

    @inlinable
    static func contains(_ needle: UnsafePointer<UInt8>, _ count: Int, in text: UnsafeBufferPointer<UInt8>, fold: Bool)
        -> Bool
    {
        if count == 0 { return true }
        guard count <= text.count, let base = text.baseAddress else { return false }
        for start in 0...(text.count &- count) {
            var offset = 0
            while offset < count && (fold ? folded(base[start &+ offset]) : base[start &+ offset]) == needle[offset] {
                offset &+= 1
            }
            if offset == count { return true }
        }
        return false
    }
}
