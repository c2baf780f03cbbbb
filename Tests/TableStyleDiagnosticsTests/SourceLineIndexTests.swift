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

    /// Windows far into a long line are found from checkpoints (walking the line per diagnostic made 200
    /// diagnostics of a 6 MB line take 10⁹ steps); they agree with a walk from the line's start.
    @Test func windowsFarIntoALongLineAgreeWithAWalkFromItsStart() throws {
        var line = String.UnicodeScalarView()
        for offset in 0..<5_000 { line.append(Unicode.Scalar(UInt32(0x61 + offset % 26)) ?? "a") }
        line.append("é")
        line.append("\t")
        let text = "short\n" + String(line) + "\r\nend"
        let index = SourceLineIndex(text)
        for column in [1, 80, 81, 1_023, 1_024, 1_025, 1_105, 2_048, 2_049, 4_900, 4_999, 5_001, 5_002, 5_003, 6_000] {
            #expect(index.quote(line: 2, column: column, colors: false) == Self.walkedQuote(line, column: column))
        }
        #expect(index.line(3) == "end")
        #expect(index.quote(line: 1, column: 2, colors: false) == "short\n ^")
    }

    /// The quote of `column` computed by walking `line` from its start.
    private static func walkedQuote(_ scalars: String.UnicodeScalarView, column: Int) -> String {
        let count = scalars.count
        let width = SourceLineIndex.maximumQuoteWidth
        let start = count > width ? max(0, min(column - 1 - width / 2, count - width)) : 0
        let end = count > width ? start + width : count
        var text = String.UnicodeScalarView()
        var caret = start > 0 ? " " : ""
        if start > 0 { text.append("…") }
        for (offset, scalar) in scalars.enumerated() where offset >= start && offset < end {
            text.append(scalar.value < 0x20 && scalar != "\t" ? "\u{FFFD}" : scalar)
            if offset < column - 1 { caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ") }
        }
        if end < count { text.append("…") }
        caret += String(repeating: " ", count: max(0, column - 1 - max(start, end)))
        return String(text) + "\n" + caret + "^"
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

    /// One line found in the bytes is the line the index of the whole text holds, for every line break.
    @Test func aLineOfTheBytesIsTheIndexedLine() {
        let bytes: [UInt8] =
            Array("a,b\n\r\nx\ry\r\n".utf8) + [0xFF, 0x41] + Array("\n\n\u{85}é\r\rlast".utf8)
        let index = SourceLineIndex(String(decoding: bytes, as: UTF8.self))
        for number in 0...12 {
            #expect(SourceLineIndex.line(number, ofUTF8: bytes) == index.line(number), "line \(number)")
        }
        #expect(SourceLineIndex.line(7, ofUTF8: bytes) == "\u{85}é")
        #expect(SourceLineIndex.line(9, ofUTF8: bytes) == "last")
        #expect(SourceLineIndex.line(10, ofUTF8: bytes) == nil)
        #expect(SourceLineIndex.line(2, ofUTF8: Array("a\n".utf8)) == "")
        #expect(SourceLineIndex.line(1, ofUTF8: []) == "")
    }
}
