import TableStyleDiagnostics

/// A failure to read or parse YAML, with a stable code and the position of the problem.
///
/// Every error carries a file name and a 1-based position, so it renders like a compiler message
/// (see ``DiagnosticRenderer``); errors that have no better position (an unreadable file, an input
/// over the size limit) point at 1:1.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category: ``Diagnostic/Code/yamlSyntax``, ``Diagnostic/Code/duplicateKey``,
    /// ``Diagnostic/Code/limit`` (a limit of ``YAMLLimits``) or ``Diagnostic/Code/io``.
    public var code: Diagnostic.Code
    /// What went wrong, in one sentence without a trailing period.
    public var message: String
    /// The file (or display name) being parsed.
    public var file: String
    /// Where the problem is.
    public var mark: SourcePosition
    /// Related places (where a duplicated key was first defined, where an unclosed construct started).
    public var notes: [Diagnostic.Note]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The category.
    ///   - message: What went wrong.
    ///   - file: The file or display name.
    ///   - mark: Where the problem is.
    ///   - notes: Related places.
    public init(
        code: Diagnostic.Code, message: String, file: String, mark: SourcePosition, notes: [Diagnostic.Note] = []
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.mark = mark
        self.notes = notes
    }

    /// The error as a ``Diagnostic`` (severity `error`).
    public var diagnostic: Diagnostic {
        Diagnostic(file: file, position: mark, severity: .error, code: code, message: message, notes: notes)
    }

    /// `file:line:column: error: message [code]` and its notes, as ``Diagnostic/description`` prints it.
    public var description: String { diagnostic.description }
}
