/// One finding about a source file: where, how severe, a stable code and a message.
///
/// Every layer (YAML parsing, schema validation, theme loading, themecheck's warnings) reports
/// problems as diagnostics, so they render and serialize the same way.
public struct Diagnostic: Sendable, Hashable, Error {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// The file the diagnostic is about (as given by the caller; may be a display name).
    public var file: String
    /// Where in the file.
    public var mark: SourcePosition
    /// How serious.
    public var severity: Severity
    /// A stable code (`yaml-syntax`, `duplicate-key`, `limit`, `schema`, `color`, …).
    public var code: String
    /// What is wrong, saying what was expected and what was found.
    public var message: String

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - file: The file's path or display name.
    ///   - mark: The position of the offending key or value.
    ///   - severity: Error or warning.
    ///   - code: The stable code.
    ///   - message: The message.
    public init(file: String, mark: SourcePosition, severity: Severity = .error, code: String, message: String) {
        self.file = file
        self.mark = mark
        self.severity = severity
        self.code = code
        self.message = message
    }
}
