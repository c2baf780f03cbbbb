import SeededRandom
import TableStyleRegex
import Testing

@testable import TableStyleEngine

/// The byte automata of ``ByteTextTests`` (rows with `matches` / `fails` / `undecided` steps, derived from
/// each regex's ``RegexASCIIMatcher``) against the regex itself: whenever bytes decide, the answer is the
/// regex's, and on ASCII text they always decide (unless a final line feed meets `$`).
@Suite struct ByteTextTestsTests {
    static let patterns = [
        "^(overdue|late)", "^over", "due", "n.c", "t$", "1|x", "x*", "", "^$", "a+b", "[0-9]{2}", "^.*e$", "(ab|a)c",
        "\\d+\\.\\d", "^", "$",
    ]

    static let texts = [
        "", "x", "Overdue", "overDUE soon", "late", "Paid", "Open", "Disputed", "LATE fee", "12", "a1.5", "aac",
        "abc", "ac", "b", "note\n", "t\n", "\u{e9}t\u{e9}", "caf\u{e9} due", "due\u{e9}", "xx\u{301}",
    ]

    @Test(arguments: [false, true])
    func automatonAgreesWithTheRegex(ignoreCase: Bool) throws {
        let regexes = try Self.patterns.map { try BoundedRegex($0, ignoreCase: ignoreCase) }
        let tests = ByteTextTests(strings: [], regexes: regexes)
        defer { tests.deallocate() }
        for (index, regex) in regexes.enumerated() {
            for text in Self.texts {
                var bytes = Array(text.utf8)
                let answer = bytes.withUnsafeMutableBufferPointer {
                    tests.holds(
                        test: TextTestKind.matches.rawValue, index: index, ignoreCase: ignoreCase,
                        text: UnsafeBufferPointer($0))
                }
                let expected = regex.firstMatch(in: text)
                if let answer {
                    #expect(answer == expected, "\(Self.patterns[index]) on \(text.debugDescription)")
                }
                let decidable = regex.asciiMatcher != nil && text.utf8.allSatisfy { $0 < 0x80 } && !text.hasSuffix("\n")
                if decidable {
                    #expect(answer != nil, "bytes do not decide \(Self.patterns[index]) on \(text.debugDescription)")
                }
            }
        }
    }
}

/// The word forms of the byte comparison (``TextTestKind/folded(word:)``, ``TextTestKind/equal(_:_:count:fold:)``
/// from 4 to 16 bytes) and the length-branch-free comparisons against the byte-at-a-time definitions.
@Suite struct TextTestWordTests {
    @Test func foldingAWordFoldsEachByte() {
        // Every byte value in every lane, with varied neighbours (a borrow between lanes would show).
        for byte in 0...255 {
            for lane in 0..<8 {
                for neighbour: UInt8 in [0x00, 0x40, 0x41, 0x5A, 0x5B, 0x7F, 0x80, 0xC1, 0xDA, 0xFF] {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[lane] = UInt8(byte)
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
                    let expected = bytes.map(TextTestKind.folded).enumerated().reduce(UInt64(0)) {
                        $0 | UInt64($1.element) << (8 * $1.offset)
                    }
                    #expect(TextTestKind.folded(word: word) == expected, "byte \(byte) in lane \(lane) by \(neighbour)")
                    #expect(
                        TextTestKind.folded(word: UInt32(truncatingIfNeeded: word))
                            == UInt32(truncatingIfNeeded: expected))
                }
            }
        }
    }

    /// Up to `maximum` bytes drawn from `alphabet`, of a random length.
    static func randomBytes(_ random: inout SplitMix, upTo maximum: Int, from alphabet: [UInt8]) -> [UInt8] {
        let length = Int(random.next() % UInt64(maximum + 1))
        return (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
    }

    @Test func equalAgreesWithBytesAtEveryLengthAndOffset() {
        var random = SplitMix(seed: 17)
        let alphabet = Array("aAzZ@[`{ 0".utf8)
        for _ in 0..<4000 {
            let text = Self.randomBytes(&random, upTo: 23, from: alphabet)
            let length = text.count
            let count = length == 0 ? 0 : Int(random.next() % UInt64(length + 1))
            let offset = length == count ? 0 : Int(random.next() % UInt64(length - count + 1))
            let fold = random.next() % 2 == 0
            // Expected bytes: the text's own (folded when folding), with one byte changed half of the time.
            var expected = Array(text[offset..<offset + count]).map { fold ? TextTestKind.folded($0) : $0 }
            if count > 0 && random.next() % 2 == 0 {
                expected[Int(random.next() % UInt64(count))] ^= UInt8(1 << (random.next() % 7))
            }
            let plain = zip(text[offset..<offset + count], expected).allSatisfy {
                (fold ? TextTestKind.folded($0) : $0) == $1
            }
            text.withUnsafeBufferPointer { text in
                expected.withUnsafeBufferPointer { wanted in
                    withUnsafePointer(to: UInt8(0)) { empty in
                        let answer = TextTestKind.equal(
                            wanted.baseAddress ?? empty, (text.baseAddress ?? empty) + offset, count: count, fold: fold)
                        #expect(answer == plain, "\(text.map { $0 }) from \(offset), \(count) bytes, fold \(fold)")
                    }
                }
            }
        }
    }

    /// `equals`, `prefix` and `suffix` over bytes, for texts shorter than, as long as and longer than the
    /// expected bytes (a short text must not be read past its end: the arrays here are exactly its size,
    /// so the address sanitizer or a wrong answer would show it).
    @Test func comparisonsAgreeWithTheirDefinitionAtEveryLength() {
        var random = SplitMix(seed: 29)
        let alphabet = Array("aAbB".utf8)
        for _ in 0..<6000 {
            let text = Self.randomBytes(&random, upTo: 19, from: alphabet)
            let fold = random.next() % 2 == 0
            let expected = Self.randomBytes(&random, upTo: 17, from: alphabet).map {
                fold ? TextTestKind.folded($0) : $0
            }
            let count = expected.count
            let seen = text.map { fold ? TextTestKind.folded($0) : $0 }
            let definitions: [(TextTestKind, Bool)] = [
                (.equals, seen == expected),
                (.prefix, seen.starts(with: expected)),
                (.suffix, seen.reversed().starts(with: expected.reversed())),
            ]
            text.withUnsafeBufferPointer { text in
                expected.withUnsafeBufferPointer { wanted in
                    withUnsafePointer(to: UInt8(0)) { empty in
                        for (test, holds) in definitions {
                            let answer = test.holds(
                                text, expected: wanted.baseAddress ?? empty, count: count, foldingASCII: fold)
                            #expect(answer == holds, "\(test) \(expected) on \(Array(text)), fold \(fold)")
                        }
                    }
                }
            }
        }
    }
}
