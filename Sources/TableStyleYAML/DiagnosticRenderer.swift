/// Renders a ``Diagnostic`` the way compilers do: a `path:line:column: error: message [code]` header,
/// then the offending source line and a caret under the column.
///
/// ```text
/// theme.yaml:3:3: error: duplicate key "color" (first defined at 2:3) [duplicate-key]
///   color: blue
///   ^
/// ```
/// Tabs in the source line are repeated in the caret line so the caret lines up in any terminal.
public struct DiagnosticRenderer: Sendable {
    /// Whether to add ANSI colour escapes (off by default; turn on only for terminals).
    public var colors: Bool

    /// Creates a renderer.
    ///
    /// - Parameter colors: Whether to emit ANSI colour escapes.
    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// Renders one diagnostic.
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - source: The text of the diagnostic's file, or `nil` to render the header line only.
    /// - Returns: The rendered lines joined by `\n`, without a trailing newline.
    public func render(_ diagnostic: Diagnostic, source: String? = nil) -> String {
        let mark = diagnostic.mark
        let location = "\(diagnostic.file):\(mark.line):\(mark.column):"
        let severity = "\(diagnostic.severity.rawValue):"
        let message = "\(diagnostic.message) [\(diagnostic.code)]"
        var lines: [String] = []
        if colors {
            let severityColor = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
            lines.append(
                "\u{1B}[1m\(location)\u{1B}[0m \(severityColor)\(severity)\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m"
            )
        } else {
            lines.append("\(location) \(severity) \(message)")
        }
        guard let source, let line = Self.line(mark.line, of: source) else {
            return lines.joined(separator: "\n")
        }
        var caret = ""
        let width = max(mark.column - 1, 0)
        for scalar in line.unicodeScalars.prefix(width) {
            caret.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        // A column past the end of the line (an error at the line break) still gets its caret there.
        caret += String(repeating: " ", count: max(0, width - line.unicodeScalars.count))
        lines.append(line)
        lines.append(colors ? "\(caret)\u{1B}[1;32m^\u{1B}[0m" : "\(caret)^")
        return lines.joined(separator: "\n")
    }

    /// Renders several diagnostics of one file, separated by newlines.
    ///
    /// - Parameters:
    ///   - diagnostics: The diagnostics, rendered in the order given.
    ///   - source: The file's text, or `nil`.
    /// - Returns: The rendered diagnostics joined by `\n`.
    public func render(_ diagnostics: [Diagnostic], source: String? = nil) -> String {
        diagnostics.map { render($0, source: source) }.joined(separator: "\n")
    }

    /// The 1-based line `number` of `text`; lines end at `\n`, `\r\n` or `\r`, as in YAML.
    static func line(_ number: Int, of text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var lineStart = text.unicodeScalars.startIndex
        var index = lineStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                if current == number { return String(scalars[lineStart..<index]) }
                var next = scalars.index(after: index)
                if scalar == "\r" && next < scalars.endIndex && scalars[next] == "\n" {
                    next = scalars.index(after: next)
                }
                current += 1
                lineStart = next
                index = next
            } else {
                index = scalars.index(after: index)
            }
        }
        return current == number ? String(scalars[lineStart..<scalars.endIndex]) : nil
    }
}
