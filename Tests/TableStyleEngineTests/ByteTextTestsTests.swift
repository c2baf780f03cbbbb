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
