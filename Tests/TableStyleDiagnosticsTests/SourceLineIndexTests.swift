import TableStyleDiagnostics
import Testing

/// How source lines are split and quoted under a diagnostic: the one quoting every output path uses.
@Suite struct SourceLineIndexTests {
    @Test func sourceLineIndexSplitsLikeYAML() {
        let index = SourceLineIndex("a\r\nb\rc\nd")
        #expect((1...4).map { index.line($0) } == ["a", "b", "c", "d"])
        #expect(index.line(5) == nil)
        #expect(index.quote(line: 2, column: 3, colors: false) == "b\n  ^")
        #expect(SourceLineIndex("a\u{1}\tb").quote(line: 1, column: 4, colors: false) == "a\u{FFFD}\tb\n \u{20}\t^")
    }

    @Test func longLinesAreQuotedAroundTheColumn() throws {
        let line = String(repeating: "x", count: 1_000) + "BAD" + String(repeating: "y", count: 1_000)
        let quote = try #require(SourceLineIndex(line).quote(line: 1, column: 1_001, colors: false))
        let parts = quote.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(parts[0].hasPrefix("…") && parts[0].hasSuffix("…"))
        #expect(parts[0].count == SourceLineIndex.maximumQuoteWidth + 2)
        let caretOffset = parts[1].count - 1
        let marked = parts[0].unicodeScalars[
            parts[0].unicodeScalars.index(parts[0].unicodeScalars.startIndex, offsetBy: caretOffset)...]
        #expect(String(String.UnicodeScalarView(marked)).hasPrefix("BAD"))
    }

    @Test func everyControlCharacterButTabIsReplaced() {
        let line = "a\u{0}b\u{1B}[31mc\u{7F}d\te"
        #expect(
            SourceLineIndex(line).quote(line: 1, column: 1, colors: false) == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}d\te\n^")
    }

    @Test func shortLinesAreQuotedWhole() {
        let line = String(repeating: "x", count: SourceLineIndex.maximumQuoteWidth)
        #expect(SourceLineIndex(line).quote(line: 1, column: 3, colors: false) == line + "\n  ^")
    }

    @Test func aColumnPastTheEndGetsItsCaretThere() {
        #expect(SourceLineIndex("ab").quote(line: 1, column: 5, colors: false) == "ab\n    ^")
        #expect(SourceLineIndex("ab\n").quote(line: 2, column: 1, colors: false) == "\n^")
        #expect(SourceLineIndex("ab\n").quote(line: 3, column: 1, colors: false) == nil)
    }
}
