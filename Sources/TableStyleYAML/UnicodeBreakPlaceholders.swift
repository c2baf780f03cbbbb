import TableStyleDiagnostics

/// Stand-ins that libyaml reads in place of U+0085 (NEL), U+2028 (LS) and U+2029 (PS).
///
/// libyaml reads YAML 1.1, where these three are line breaks: one in a comment ends the comment, one in
/// a scalar ends its line. YAML 1.2 and editors read them as ordinary printable characters. So libyaml
/// reads a copy of the input in which each of them is replaced by a character of the same UTF-8 length
/// that it reads as ordinary content and that the input does not otherwise hold, neither written out nor
/// through a double-quoted escape; ``restore(_:count:)`` puts the originals back into each scalar's text.
/// Lengths and character counts do not change, so libyaml's lines, columns and offsets are editors' own.
/// (Anchors and tags cannot hold a stand-in: libyaml reads only ASCII in them.)
final class UnicodeBreakPlaceholders {
    /// One character replaced throughout the input.
    private struct Substitution {
        /// The character's UTF-8 bytes (2 or 3).
        var original: [UInt8]
        /// Its stand-in's UTF-8 bytes, as many.
        var placeholder: [UInt8]
    }

    /// A character that has no free stand-in, and the byte offset where it first occurs.
    private struct Unreplaceable {
        var scalar: Unicode.Scalar
        var offset: Int
    }

    /// The bytes libyaml reads: the stand-ins in place, as long as the input.
    let input: UnsafeBufferPointer<UInt8>
    private let storage: UnsafeMutableBufferPointer<UInt8>?
    private let substitutions: [Substitution]
    private let unreplaceable: Unreplaceable?

    /// The stand-ins for `bytes`, or nil when it holds none of the three characters (nothing is copied).
    ///
    /// - Parameter bytes: The raw input; must outlive the result.
    init?(replacingIn bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = Self.firstUnicodeBreak(in: bytes) else { return nil }
        var (used, end) = Self.usedScalars(in: bytes)
        // Only characters before malformed UTF-8 count (libyaml refuses the input there).
        guard first < end else { return nil }
        var substitutions: [Substitution] = []
        var unreplaceable: Unreplaceable?
        for (scalar, candidates) in Self.candidates where used.contains(scalar.value) {
            guard let placeholder = candidates.lazy.flatMap({ $0 }).first(where: { !used.contains($0) }) else {
                unreplaceable = Unreplaceable(scalar: scalar, offset: Self.offset(of: scalar, in: bytes, from: first))
                break
            }
            used.insert(placeholder)
            substitutions.append(
                Substitution(original: Self.utf8(scalar.value), placeholder: Self.utf8(placeholder)))
        }
        self.substitutions = substitutions
        self.unreplaceable = unreplaceable
        guard unreplaceable == nil else {
            // Refused before parsing: libyaml never reads this input.
            storage = nil
            input = bytes
            return
        }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        Self.rewrite(UnsafeMutableBufferPointer(rebasing: copy[..<end]), from: first, substitutions, toOriginals: false)
        storage = copy
        input = UnsafeBufferPointer(copy)
    }

    deinit {
        storage?.deallocate()
    }

    /// The error when the input holds every character that could stand in for one of the three (it can
    /// then not be read as YAML 1.2 reads it, so it is refused rather than read as YAML 1.1), else nil.
    func error(file: String) -> YAMLError? {
        guard let unreplaceable else { return nil }
        let digits = String(unreplaceable.scalar.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return YAMLError(
            code: .limit,
            message: "\(name) cannot be read as an ordinary character: the file holds every character "
                + "that could stand in for it while it is parsed",
            file: file,
            // Refused inputs are not copied: `input` is the original.
            mark: SourceLines.mark(ofByte: unreplaceable.offset, in: input)
        )
    }

    /// Puts the original characters back where a scalar's text holds stand-ins, in place.
    ///
    /// - Parameters:
    ///   - text: libyaml's copy of the scalar's text (UTF-8; owned by its event).
    ///   - count: Its length in bytes.
    func restore(_ text: UnsafeMutablePointer<UInt8>?, count: Int) {
        guard let text else { return }
        Self.rewrite(UnsafeMutableBufferPointer(start: text, count: count), from: 0, substitutions, toOriginals: true)
    }

    // MARK: - Finding the characters

    /// The stand-ins tried for each character, in order: any printable 2-byte character for U+0085
    /// (none is special to libyaml), and for U+2028 and U+2029 the noncharacters U+FDD0…U+FDEF, then the
    /// private use area; none of them breaks a line, is blank or is a YAML indicator.
    private static let candidates: [(Unicode.Scalar, [ClosedRange<UInt32>])] = [
        ("\u{85}", [0xA0...0x7FF]),
        ("\u{2028}", [0xFDD0...0xFDEF, 0xE000...0xF8FF]),
        ("\u{2029}", [0xFDD0...0xFDEF, 0xE000...0xF8FF]),
    ]

    /// The byte offset of the first U+0085, U+2028 or U+2029. Blocks of 32 ASCII bytes are skipped with
    /// four loads: most themes are ASCII, or nearly.
    private static func firstUnicodeBreak(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return nil }
        let count = bytes.count
        var index = 0
        while index + 32 <= count {
            let block =
                word(at: index, in: base) | word(at: index + 8, in: base) | word(at: index + 16, in: base)
                | word(at: index + 24, in: base)
            if block & highBits != 0 {
                for offset in index..<index + 32 where isUnicodeBreak(at: offset, in: bytes) { return offset }
            }
            index += 32
        }
        while index < count {
            if isUnicodeBreak(at: index, in: bytes) { return index }
            index += 1
        }
        return nil
    }

    /// The high bit of each byte of a word: set in a word's byte that is not ASCII.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index` as one word, in memory order (the caller checks that there are eight).
    @inline(__always)
    private static func word(at index: Int, in base: UnsafeRawPointer) -> UInt64 {
        base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
    }

    /// Whether a U+0085 (`C2 85`), U+2028 (`E2 80 A8`) or U+2029 (`E2 80 A9`) starts at `index`.
    private static func isUnicodeBreak(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes[index] {
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        default: return false
        }
    }

    /// The byte offset of the first `scalar` (one of the three) at or after `start`.
    private static func offset(of scalar: Unicode.Scalar, in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
        -> Int
    {
        let encoded = utf8(scalar.value)
        var index = start
        while index + encoded.count <= bytes.count {
            if (0..<encoded.count).allSatisfy({ bytes[index + $0] == encoded[$0] }) { return index }
            index += 1
        }
        return start
    }

    /// Writes, from `start` on, each substitution's placeholder over every occurrence of its original, or
    /// (`toOriginals`) the original over every occurrence of its placeholder. Both start with a lead byte
    /// of a 2- or 3-byte character (C2…EF), so ASCII is skipped eight bytes at a time.
    private static func rewrite(
        _ bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int, _ substitutions: [Substitution],
        toOriginals: Bool
    ) {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return }
        var index = start
        next: while index < bytes.count {
            if index + 8 <= bytes.count, word(at: index, in: base) & highBits == 0 {
                index += 8
                continue
            }
            guard bytes[index] >= 0xC2 else {
                index += 1
                continue
            }
            for substitution in substitutions {
                let (found, written) =
                    toOriginals
                    ? (substitution.placeholder, substitution.original)
                    : (substitution.original, substitution.placeholder)
                guard index + found.count <= bytes.count,
                    (0..<found.count).allSatisfy({ bytes[index + $0] == found[$0] })
                else { continue }
                for offset in 0..<written.count { bytes[index + offset] = written[offset] }
                index += found.count
                continue next
            }
            index += 1
        }
    }

    /// Every scalar below U+10000 that the input holds, written out or possibly through an escape
    /// (`\xA0`, `\u00A0`, `\U000000A0`, `\_`; looked for everywhere, which only ever marks too many), up to
    /// `end`: the first malformed UTF-8 sequence, or the input's end. libyaml stops with an error at or
    /// before a malformed sequence, so nothing after it is read and nothing from it on is replaced: the
    /// bytes libyaml's error describes are the input's own.
    private static func usedScalars(in bytes: UnsafeBufferPointer<UInt8>) -> (used: ScalarSet, end: Int) {
        var used = ScalarSet()
        let count = bytes.count
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return (used, 0) }
        var index = 0
        while index < count {
            if index + 8 <= count {
                // Eight ASCII bytes without a `\` hold nothing to mark (a byte of `notBackslash` is 0 at
                // a `\`, and the classic test finds a zero byte).
                let word = word(at: index, in: base)
                let notBackslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
                let hasBackslash = (notBackslash &- 0x0101_0101_0101_0101) & ~notBackslash
                if (word | hasBackslash) & highBits == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == UInt8(ascii: "\\"), index + 1 < count { markEscape(at: index + 1, in: bytes, into: &used) }
                index += 1
                continue
            }
            let length = byte >= 0xF8 ? 0 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
            guard length > 0, index + length <= count,
                (1..<length).allSatisfy({ bytes[index + $0] & 0xC0 == 0x80 })
            else { return (used, index) }
            if length == 2 {
                used.insert(UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F))
            } else if length == 3 {
                used.insert(
                    UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
            }
            index += length
        }
        return (used, count)
    }

    /// Marks the scalar an escape whose letter is at `index` would produce.
    private static func markEscape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, into used: inout ScalarSet) {
        let digits: Int
        switch bytes[index] {
        case UInt8(ascii: "_"):
            used.insert(0xA0)
            return
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: return
        }
        guard index + digits < bytes.count else { return }
        var value: UInt32 = 0
        for offset in 1...digits {
            guard let digit = hexDigit(bytes[index + offset]) else { return }
            value = value &* 16 &+ digit
        }
        if digits < 8 || value < 0x1_0000 { used.insert(value) }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The UTF-8 bytes of a scalar below U+10000 (all this type handles).
    private static func utf8(_ value: UInt32) -> [UInt8] {
        if value < 0x800 { return [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)] }
        return [UInt8(0xE0 | value >> 12), UInt8(0x80 | (value >> 6) & 0x3F), UInt8(0x80 | value & 0x3F)]
    }

    /// A set of scalar values below U+10000, one bit each.
    private struct ScalarSet {
        private var words = [UInt64](repeating: 0, count: 0x1_0000 / 64)

        func contains(_ value: UInt32) -> Bool {
            value < 0x1_0000 && words[Int(value >> 6)] & (1 << (value & 63)) != 0
        }

        mutating func insert(_ value: UInt32) {
            guard value < 0x1_0000 else { return }
            words[Int(value >> 6)] |= 1 << (value & 63)
        }
    }
}
