import TableStyleDiagnostics

extension Diagnostic.Code {
    /// Warning: a rule, `rowValue` or `columns` entry names a column the data given with `--data` lacks.
    public static let unknownColumn = Self("unknown-column")
    /// Warning: a `# themecheck:` comment that names an unknown code, a code that cannot be disabled, or
    /// an unknown command.
    public static let directive = Self("directive")
}
