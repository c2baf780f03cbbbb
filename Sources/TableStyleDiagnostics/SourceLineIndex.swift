/// The lines of a source text, split once so quoting many diagnostics of one file stays linear, and the
/// one way a source line is quoted under a diagnostic.
///
/// Lines end at `\n`, `\r\n` or `\r`, as in YAML.
public struct SourceLineIndex: Sendable {
    private var lines: [Substring.UnicodeScalarView] = []

    /// Splits `text` into lines.
    ///
    /// - Parameter text: The source text.
    public init(_ text: String) {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(scalars[start..<index])
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
                start = next
                index = next
            } else {
                index = scalars.index(after: index)
            }
        }
        lines.append(scalars[start..<scalars.endIndex])
    }

    /// The 1-based line `number` as written, or `nil` past the end.
    ///
    /// - Parameter number: 1-based line number.
    /// - Returns: The line without its line break.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(String.UnicodeScalarView(lines[number - 1]))
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
        let count = scalars.count
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
        for (offset, scalar) in scalars.enumerated() where offset >= start && offset < end {
            let isControl = scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F
            text.append(isControl ? "\u{FFFD}" : scalar)
            if offset < column - 1 { caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ") }
        }
        if end < count { text.append("…") }
        caret += String(repeating: " ", count: max(0, column - 1 - max(start, end)))
        return String(text) + "\n" + caret + (colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^")
    }
}
