import TableStyleYAML

/// Renders one diagnostic compiler-style: the location line, the quoted source line and a caret under the column.
struct HumanDiagnosticRenderer: Sendable {
    /// Whether to use ANSI colours.
    var usesColor: Bool

    /// The rendered diagnostic (ends with a newline).
    ///
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - source: The file's text, when available.
    /// - Returns: Two or three lines.
    func render(_ diagnostic: Diagnostic, source: String?) -> String {
        let severity = diagnostic.severity.rawValue
        let location = "\(diagnostic.file):\(diagnostic.mark.line):\(diagnostic.mark.column):"
        var output = paint(location, "1") + " "
        output += paint(severity + ":", diagnostic.severity == .error ? "1;31" : "1;35") + " "
        output += paint(diagnostic.message, "1") + " [\(diagnostic.code)]\n"
        if let source, let line = Self.line(diagnostic.mark.line, of: source) {
            output += line + "\n"
            output += Self.caretPadding(line, column: diagnostic.mark.column) + paint("^", "1;32") + "\n"
        }
        return output
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// The 1-based `number`th line of `source`, without its line break; control characters shown as spaces.
    static func line(_ number: Int, of source: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = source.unicodeScalars.startIndex
        let scalars = source.unicodeScalars
        var index = scalars.startIndex
        while current < number {
            guard let newline = scalars[index...].firstIndex(where: { $0 == "\n" || $0 == "\r" }) else { return nil }
            index = scalars.index(after: newline)
            if scalars[newline] == "\r", index < scalars.endIndex, scalars[index] == "\n" {
                index = scalars.index(after: index)
            }
            current += 1
            start = index
        }
        let end = scalars[start...].firstIndex { $0 == "\n" || $0 == "\r" } ?? scalars.endIndex
        var line = String.UnicodeScalarView()
        for scalar in scalars[start..<end] {
            line.append(scalar == "\t" || scalar.value >= 0x20 && scalar.value != 0x7F ? scalar : " ")
        }
        return String(line)
    }

    /// Spaces (tabs kept) up to the 1-based `column`, counted in Unicode scalars.
    static func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        for (offset, scalar) in line.unicodeScalars.enumerated() where offset < column - 1 {
            padding += scalar == "\t" ? "\t" : " "
        }
        let missing = column - 1 - line.unicodeScalars.count
        if missing > 0 { padding += String(repeating: " ", count: missing) }
        return padding
    }
}
