import TableStyleDiagnostics

/// Renders a ``CommandLineError`` the way swift-argument-parser does: the error, the usage line, a pointer to help.
enum UsageErrorRenderer {
    /// The text written to standard error (ends with a newline); control characters in the message (an
    /// argument echoed, a data file's column names) are written as escapes (``ControlCharacters``).
    ///
    /// - Parameter error: The error.
    /// - Returns: `Error: …`, `Usage: …` and `  See '… --help' for more information.`
    static func render(_ error: CommandLineError) -> String {
        let definition = CommandDefinition.of(error.command)
        return """
            Error: \(ControlCharacters.escaped(error.message))
            Usage: \(definition.usage)
              See '\(error.command.commandLine) --help' for more information.

            """
    }
}
