/// A failure to read or parse YAML, with a stable code and the position of the problem.
///
/// Every error carries a file name and a 1-based position, so it renders like a compiler message
/// (see ``DiagnosticRenderer``); errors that have no better position (an unreadable file, an input
/// over the size limit) point at 1:1.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stable category of a YAML error; the raw value is the code shown to users.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// The text is not well-formed YAML (including invalid UTF-8 and bad explicit tags).
        case yamlSyntax = "yaml-syntax"
        /// A mapping states the same key twice; the error points at the second one.
        case duplicateKey = "duplicate-key"
        /// A resource limit of ``YAMLLimits`` was exceeded (size, depth, alias expansion).
        case limit = "limit"
        /// The file could not be read.
        case io = "io"
    }

    /// The category.
    public var code: Code
    /// What went wrong, in one sentence without a trailing period.
    public var message: String
    /// The file (or display name) being parsed.
    public var file: String
    /// Where the problem is.
    public var mark: SourcePosition

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The category.
    ///   - message: What went wrong.
    ///   - file: The file or display name.
    ///   - mark: Where the problem is.
    public init(code: Code, message: String, file: String, mark: SourcePosition) {
        self.code = code
        self.message = message
        self.file = file
        self.mark = mark
    }

    /// The error as a ``Diagnostic`` (severity `error`, code = ``Code/rawValue``).
    public var diagnostic: Diagnostic {
        Diagnostic(file: file, mark: mark, severity: .error, code: code.rawValue, message: message)
    }

    /// `file:line:column: error: message [code]`.
    public var description: String {
        "\(file):\(mark.line):\(mark.column): error: \(message) [\(code.rawValue)]"
    }
}
