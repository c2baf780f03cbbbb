/// The lines of a source text, split once so quoting many diagnostics of one file stays linear, and the
/// one way a source line is quoted under a diagnostic.
///
/// Lines end at `\n`, `\r\n` or `\r`, as in YAML.
public struct SourceLineIndex: Sendable {
    private var lines: [Substring.UnicodeScalarView] = []
    /// The number of scalars of each line.
    private var counts: [Int] = []
    /// For each line longer than ``checkpointStride`` scalars (by 0-based line), the index of every
    /// ``checkpointStride``-th scalar, so that a window far into a minified line is reached without
    /// walking the line once per diagnostic (200 diagnostics on a 6 MB line were 10⁹ steps).
    private var checkpoints: [Int: [String.Index]] = [:]
    /// Scalars between two checkpoints of a long line.
    static let checkpointStride = 1024

    /// Splits `text` into lines.
    ///
    /// - Parameter text: The source text.
    public init(_ text: String) {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        var count = 0
        var marks: [String.Index] = []
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(scalars[start..<index])
                counts.append(count)
                if !marks.isEmpty { checkpoints[lines.count - 1] = marks }
                count = 0
                marks = []
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                start = next
                index = next
            } else {
                count += 1
                index = scalars.index(after: index)
                if count % Self.checkpointStride == 0 { marks.append(index) }
            }
        }
        lines.append(scalars[start..<scalars.endIndex])
        counts.append(count)
        if !marks.isEmpty { checkpoints[lines.count - 1] = marks }
    }

    /// The index of the scalar at 0-based `offset` of the 0-based line `line` (at most its end), found
    /// from the nearest checkpoint before it.
    private func index(ofScalar offset: Int, inLine line: Int) -> String.Index {
        let scalars = lines[line]
        var index = scalars.startIndex
        var remaining = offset
        if let marks = checkpoints[line], offset >= Self.checkpointStride {
            let mark = min(offset / Self.checkpointStride, marks.count)
            index = marks[mark - 1]
            remaining = offset - mark * Self.checkpointStride
        }
        return scalars.index(index, offsetBy: remaining, limitedBy: scalars.endIndex) ?? scalars.endIndex
    }

    /// The 1-based line `number` as written, or `nil` past the end.
    ///
    /// - Parameter number: 1-based line number.
    /// - Returns: The line without its line break.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(String.UnicodeScalarView(lines[number - 1]))
    }

    /// The 1-based line `number` of UTF-8 `bytes` (invalid bytes decoded as U+FFFD), split by the same line
    /// breaks as ``init(_:)``, found in one pass that keeps none of the other lines: quoting one diagnostic of
    /// a data file of millions of lines costs that line, not an index of them all.
    ///
    /// - Parameters:
    ///   - number: 1-based line.
    ///   - bytes: The text's UTF-8 bytes.
    /// - Returns: The line without its line break, or `nil` past the end.
    public static func line(_ number: Int, ofUTF8 bytes: [UInt8]) -> String? {
        guard number >= 1 else { return nil }
        var line = 1
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            if line == number { break }
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            line += 1
            start = index
        }
        guard line == number else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The widest excerpt of a line that is quoted; longer lines (minified or binary input) are cut
    /// around the column so one diagnostic never prints megabytes.
    public static let maximumQuoteWidth = 160

    /// The source line and a caret under the 1-based `column` (tabs repeated so the caret lines up).
    ///
    /// Control characters are shown as U+FFFD so binary input cannot drive the terminal, and a line longer
    /// than ``maximumQuoteWidth`` is cut to a window around the column, marked with `…`.
    ///
    /// - Parameters:
    ///   - number: 1-based line.
    ///   - column: 1-based column (may be one past the end of the line: an error at the line break).
    ///   - colors: Whether to colour the caret with ANSI escapes.
    /// - Returns: The two lines joined by `\n`, or `nil` when the text has no such line.
    public func quote(line number: Int, column: Int, colors: Bool) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        let scalars = lines[number - 1]
        let count = counts[number - 1]
        var start = 0
        var end = count
        let width = Self.maximumQuoteWidth
        if count > width {
            start = max(0, min(column - 1 - width / 2, count - width))
            end = start + width
        }
        var text = String.UnicodeScalarView()
        var caret = ""
        if start > 0 {
            text.append("…")
            caret += " "
        }
        // Only the window is walked, from the checkpoint before it.
        var index = self.index(ofScalar: start, inLine: number - 1)
        var offset = start
        while offset < end, index < scalars.endIndex {
            let scalar = scalars[index]
            text.append(ControlCharacters.isControl(scalar) && scalar != "\t" ? "\u{FFFD}" : scalar)
            if offset < column - 1 { caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ") }
            offset += 1
            scalars.formIndex(after: &index)
        }
        if end < count { text.append("…") }
        caret += String(repeating: " ", count: max(0, column - 1 - max(start, end)))
        return String(text) + "\n" + caret + (colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^")
    }
}
