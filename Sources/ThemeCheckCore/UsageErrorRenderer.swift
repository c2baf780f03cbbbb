/// Renders a ``CommandLineError`` the way swift-argument-parser does: the error, the usage line, a pointer to help.
enum UsageErrorRenderer {
    /// The text written to standard error (ends with a newline).
    ///
    /// - Parameter error: The error.
    /// - Returns: `Error: …`, `Usage: …` and `  See '… --help' for more information.`
    static func render(_ error: CommandLineError) -> String {
        let definition = CommandDefinition.of(error.command)
        return """
            Error: \(error.message)
            Usage: \(definition.usage)
              See '\(error.command.commandLine) --help' for more information.

            """
    }
}
