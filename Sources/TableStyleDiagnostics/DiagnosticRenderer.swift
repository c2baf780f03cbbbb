/// Renders a ``Diagnostic`` the way compilers do: a `path:line:column: error: message [code]` header,
/// the offending source line and a caret under the column, then each note the same way.
///
/// ```text
/// theme.yaml:3:3: error: duplicate key "color" [duplicate-key]
///   color: blue
///   ^
/// theme.yaml:2:3: note: first defined here
///   color: red
///   ^
/// ```
/// Control characters in paths and messages are written as escapes (``ControlCharacters``). Source lines
/// are quoted by ``SourceLineIndex/quote(line:column:colors:)``: control characters are replaced, very
/// long lines cut around the column, and tabs repeated in the caret line so the caret lines
/// up in any terminal.
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
    ///   - source: The text of the diagnostic's file, or `nil` to render the header lines only.
    /// - Returns: The rendered lines joined by `\n`, without a trailing newline.
    public func render(_ diagnostic: Diagnostic, source: String? = nil) -> String {
        var quoter = Quoter(sources: source.map { [diagnostic.location.file: $0] } ?? [:])
        return render(diagnostic, quoter: &quoter)
    }

    /// Renders several diagnostics of one file, separated by newlines.
    ///
    /// - Parameters:
    ///   - diagnostics: The diagnostics, rendered in the order given.
    ///   - source: The file's text, or `nil`.
    /// - Returns: The rendered diagnostics joined by `\n`.
    public func render(_ diagnostics: [Diagnostic], source: String? = nil) -> String {
        var quoter = Quoter(sources: [:])
        if let source, let file = diagnostics.first?.location.file { quoter.sources[file] = source }
        return diagnostics.map { render($0, quoter: &quoter) }.joined(separator: "\n")
    }

    /// Renders diagnostics of several files, quoting each from its file's text.
    ///
    /// - Parameters:
    ///   - diagnostics: The diagnostics, rendered in the order given.
    ///   - sources: The texts by file name; diagnostics of files not in it get header lines only.
    /// - Returns: The rendered diagnostics joined by `\n`.
    public func render(_ diagnostics: [Diagnostic], sources: [String: String]) -> String {
        var quoter = Quoter(sources: sources)
        return diagnostics.map { render($0, quoter: &quoter) }.joined(separator: "\n")
    }

    private func render(_ diagnostic: Diagnostic, quoter: inout Quoter) -> String {
        var lines = [
            header(
                diagnostic.location, label: diagnostic.severity.rawValue,
                color: diagnostic.severity == .error ? "1;31" : "1;35",
                message: "\(diagnostic.message) [\(diagnostic.code.rawValue)]")
        ]
        if let quote = quoter.quote(diagnostic.location, colors: colors) { lines.append(quote) }
        for note in diagnostic.notes {
            lines.append(header(note.location, label: "note", color: "1;36", message: "\(note.message) here"))
            if let quote = quoter.quote(note.location, colors: colors) { lines.append(quote) }
        }
        return lines.joined(separator: "\n")
    }

    /// `file:line:column: label: message`, bold and coloured like a compiler's when ``colors`` is on.
    ///
    /// Control characters in the path or the message (a value quoted from the theme, a file's name) are
    /// shown as `\u{1B}` escapes, so neither can drive a terminal nor start a line of its own.
    private func header(_ location: FileLocation, label: String, color: String, message: String) -> String {
        let place = ControlCharacters.escaped("\(location)")
        let message = ControlCharacters.escaped(message)
        guard colors else { return "\(place): \(label): \(message)" }
        return "\u{1B}[1m\(place):\u{1B}[0m \u{1B}[\(color)m\(label):\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m"
    }

    /// The texts to quote from, each split into lines once, when first needed.
    private struct Quoter {
        var sources: [String: String]
        var indexes: [String: SourceLineIndex] = [:]

        mutating func quote(_ location: FileLocation, colors: Bool) -> String? {
            if indexes[location.file] == nil {
                guard let source = sources[location.file] else { return nil }
                indexes[location.file] = SourceLineIndex(source)
            }
            return indexes[location.file]?.quote(line: location.line, column: location.column, colors: colors)
        }
    }
}
