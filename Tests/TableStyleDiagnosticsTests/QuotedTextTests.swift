import TableStyleDiagnostics
import Testing

/// Values quoted into messages are bounded: a short value whole, a long one cut to a prefix and its length.
@Suite("Quoted text")
struct QuotedTextTests {
    @Test func shortValuesAreQuotedWhole() {
        #expect(QuotedText.bounded("systemBlu") == "systemBlu")
        #expect(QuotedText.bounded("") == "")
        let exactly = String(repeating: "x", count: QuotedText.maximumScalars)
        #expect(QuotedText.bounded(exactly) == exactly)
    }

    @Test func longValuesKeepAPrefixAndTheirLength() {
        let text = String(repeating: "ab", count: 5_000_000)
        #expect(
            QuotedText.bounded(text) == String(repeating: "ab", count: 32) + "… (10000000 characters)")
        #expect(
            QuotedText.bounded(String(repeating: "x", count: QuotedText.maximumScalars + 1))
                == String(repeating: "x", count: QuotedText.maximumScalars) + "… (65 characters)")
        #expect(QuotedText.bounded(text.dropFirst()).hasSuffix("… (9999999 characters)"))
    }

    /// One character can hold any number of combining scalars: the cut counts scalars, so it stays bounded.
    @Test func oneHugeCharacterIsCutByScalars() {
        let text = "e" + String(repeating: "\u{301}", count: 1_000_000)
        #expect(text.count == 1)
        let quoted = QuotedText.bounded(text)
        #expect(quoted.unicodeScalars.count == QuotedText.maximumScalars + " (1000001 characters)".count + 1)
        #expect(quoted.hasSuffix("… (1000001 characters)"))
    }

    /// The error limit admits its count, then refuses and says so.
    @Test func theErrorLimitAdmitsItsCountThenStops() {
        var limit = ErrorLimit(3, used: 1)
        let admitted = (0..<3).map { _ in limit.admit() }
        #expect(admitted == [true, true, false])
        #expect(limit.isExceeded)
        var unused = ErrorLimit(1)
        let first = unused.admit()
        #expect(first && !unused.isExceeded)
        #expect(ErrorLimit().remaining == ErrorLimit.perFile)
        #expect(ErrorLimit(used: 500).remaining == 0)
    }
}
