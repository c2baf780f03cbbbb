import TableStyleDiagnostics

/// Why `render` or `explain` stopped before producing output, mapped to an exit code and standard error.
enum CommandFailure: Error, Sendable {
    /// A usage mistake found after parsing (an unknown column, a row out of range): exit 2.
    case usage(CommandLineError)
    /// An input that could not be read: exit 2.
    case input(InputError)
    /// A data file that is not valid CSV/JSON data, as `file:line:column: error: … [code]` with the
    /// diagnostic's source line (`line`, its text, when known): exit 2.
    case data(Diagnostic, line: String?)
    /// The theme has errors: exit 1. `stoppedFile` names the file whose loading stopped at its error limit.
    case theme([Diagnostic], sources: [String: String], stoppedFile: String? = nil)

    /// The result to return.
    func result(usesColor: Bool) -> ToolResult {
        switch self {
        case .usage(let error):
            return ToolResult(exitCode: .usageOrInput, standardError: UsageErrorRenderer.render(error))
        case .input(let error):
            return ToolResult(exitCode: .usageOrInput, standardError: error.rendered)
        case .data(let diagnostic, let line):
            var text = DiagnosticRenderer(colors: false).render(diagnostic)
            // The line alone is indexed: it is line 1 of itself.
            let column = diagnostic.location.column
            if let quote = line.flatMap({ SourceLineIndex($0).quote(line: 1, column: column, colors: false) }) {
                text += "\n" + quote
            }
            return ToolResult(exitCode: .usageOrInput, standardError: text + "\n")
        case .theme(let diagnostics, let sources, let stoppedFile):
            var text =
                diagnostics.isEmpty
                ? "" : DiagnosticRenderer(colors: false).render(diagnostics, sources: sources) + "\n"
            if let stoppedFile {
                text += ControlCharacters.escaped(stoppedFile) + ": note: " + ErrorLimit.stoppedMessage + "\n"
            }
            return ToolResult(exitCode: .problems, standardError: text)
        }
    }
}
