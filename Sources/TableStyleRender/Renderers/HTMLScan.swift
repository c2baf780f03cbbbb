/// A quick test of whether UTF-8 text can go into HTML as it is, eight bytes at a time, so the usual cell
/// text (digits, letters, spaces, punctuation) is copied whole instead of inspected byte by byte.
///
/// The test is conservative: it clears text only when no byte can need an entity. It flags every byte
/// ``ByteBuffer/appendHTMLEscapedSlowly(_:)`` may replace (`"`, `&`, `'`, `<`, `>`, controls, DEL, the
/// lead byte of C1 controls) and, to stay a few operations per word, some neighbours too (`#`, `=`, `?`
/// and every non-ASCII byte); flagged text takes the byte-by-byte path, which decides exactly.
enum HTMLScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let high: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that may need an entity (and possibly of bytes above such a
    /// byte: only whether the result is zero is meaningful).
    ///
    /// - Parameter word: Eight bytes of text.
    /// - Returns: Zero when none of them needs an entity.
    @inline(__always) static func flags(_ word: UInt64) -> UInt64 {
        // Bytes below 0x20 wrap when 0x20 is taken away, DEL carries into the high bit when 1 is added,
        // and bytes of multi-byte characters have it already. A borrow or carry crossing into the next
        // byte starts at a byte flagged anyway, so whether any byte is flagged stays exact.
        let outside = (word &- ones &* 0x20) | (word &+ ones) | word
        // 0x22 `"`, 0x23 `#`, 0x26 `&`, 0x27 `'`: the bytes that OR 0x05 turns into 0x27; 0x3C `<` … 0x3F
        // `?` (with `>`): those that OR 0x03 turns into 0x3F. A zero byte of either marks one.
        let quotes = (word | ones &* 0x05) ^ (ones &* 0x27)
        let angles = (word | ones &* 0x03) ^ (ones &* 0x3F)
        let zeros = ((quotes &- ones) & ~quotes) | ((angles &- ones) & ~angles)
        return (outside | zeros) & high
    }

    /// Whether `count` bytes at `base` need no entity at all (see the type's note for what it flags).
    ///
    /// - Parameters:
    ///   - base: The text's first byte.
    ///   - count: Its length in bytes (at least 1).
    /// - Returns: `true` when the bytes can be copied as they are.
    @inline(__always) static func isPlain(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            var flagged: UInt64 = 0
            var offset = 0
            while offset + 8 <= count {
                flagged |= flags(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            // The last partial word, read as the eight bytes ending the text (some are seen twice).
            if offset < count { flagged |= flags(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
            return flagged == 0
        }
        let word: UInt64
        if count >= 4 {
            // Two four-byte reads that overlap cover four to seven bytes.
            let head = UInt64(raw.loadUnaligned(as: UInt32.self))
            let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            word = head | tail << 32
        } else {
            // One to three bytes: the first, the middle and the last, padded with `A`s (never flagged).
            word =
                UInt64(base[0]) | UInt64(base[count >> 1]) << 8 | UInt64(base[count - 1]) << 16
                | 0x4141_4141_4100_0000
        }
        return flags(word) == 0
    }
}
