/// The lines of a source text, split once so quoting many diagnostics of one file stays linear.
///
/// Lines end at `\n`, `\r\n` or `\r`, as in YAML (and as ``DiagnosticRenderer`` counts them).
struct SourceLineIndex: Sendable {
    private var lines: [Substring.UnicodeScalarView] = []

    /// Splits `text` into lines.
    init(_ text: String) {
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

    /// The 1-based line `number`, or `nil` past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(String.UnicodeScalarView(lines[number - 1]))
    }

    /// The source line and a caret under the 1-based `column` (tabs repeated so the caret lines up).
    func quote(line number: Int, column: Int, colors: Bool) -> String? {
        guard let line = line(number) else { return nil }
        var caret = ""
        let width = max(column - 1, 0)
        for scalar in line.unicodeScalars.prefix(width) {
            caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        caret += String(repeating: " ", count: max(0, width - line.unicodeScalars.count))
        return line + "\n" + caret + (colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^")
    }
}
