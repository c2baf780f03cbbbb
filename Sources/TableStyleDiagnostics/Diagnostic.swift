/// One finding about a source file: where, how severe, a stable code, a message and related places.
///
/// Every layer (YAML parsing, schema validation, theme loading, compiling, data reading, themecheck's
/// warnings) reports problems as diagnostics, so they render and serialize the same way. Printing one
/// (``description``) gives the text `themecheck` prints for it, without the quoted source line.
public struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// Where the problem is: the offending key or value.
    public var location: FileLocation
    /// How serious.
    public var severity: Severity
    /// The stable code (see ``Code``).
    public var code: Code
    /// What is wrong, saying what was expected and what was found.
    public var message: String
    /// Related places (where a duplicate was first defined, where an unclosed construct started).
    public var notes: [Note]

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - location: The place of the offending key or value.
    ///   - severity: Error or warning.
    ///   - code: The stable code.
    ///   - message: The message.
    ///   - notes: Related places, in the order they are shown.
    public init(
        location: FileLocation, severity: Severity = .error, code: Code, message: String, notes: [Note] = []
    ) {
        self.location = location
        self.severity = severity
        self.code = code
        self.message = message
        self.notes = notes
    }

    /// Creates a diagnostic in `file` at `position`.
    ///
    /// - Parameters:
    ///   - file: The file's path or display name.
    ///   - position: The position of the offending key or value.
    ///   - severity: Error or warning.
    ///   - code: The stable code.
    ///   - message: The message.
    ///   - notes: Related places, in the order they are shown.
    public init(
        file: String, position: SourcePosition, severity: Severity = .error, code: Code, message: String,
        notes: [Note] = []
    ) {
        self.init(
            location: FileLocation(file: file, position: position), severity: severity, code: code,
            message: message, notes: notes)
    }

    /// The message with each note folded in as `(first defined at 4:3)`, for one-line formats (JSON,
    /// GitHub annotations) that have no room for note lines.
    public var inlineMessage: String {
        var text = message
        for note in notes {
            // A place in the same file needs no file name.
            let place = note.location.file == location.file ? "\(note.location.position)" : "\(note.location)"
            text += " (\(note.message) at \(place))"
        }
        return text
    }

    /// `file:line:column: error: message [code]`, then a `file:line:column: note: …` line per note: what
    /// `themecheck` prints, without the quoted source lines (see ``DiagnosticRenderer`` for those).
    public var description: String { DiagnosticRenderer().render(self) }
}
