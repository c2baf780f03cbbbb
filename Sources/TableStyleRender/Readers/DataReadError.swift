import TableStyleDiagnostics

/// A data file that could not be read: where, a stable code and what is wrong.
///
/// Codes (see ``TableStyleDiagnostics/Diagnostic/Code``): `data-io` (the file cannot be read),
/// `data-encoding` (not UTF-8), `data-format` (unknown file extension), `data-empty` (no header / no
/// columns), `csv-syntax` (a quote out of place), `data-ragged` (a row with more or fewer fields than the
/// header), `json-syntax`, `data-shape` (valid JSON of the wrong shape), `data-header` (a duplicate or
/// missing column name), `data-limit` (nesting too deep, or more cells than the ``CellBudget``).
public struct DataReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file and the position of the problem.
    public var location: FileLocation
    /// The stable code.
    public var code: Diagnostic.Code
    /// What is wrong.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - location: The file and position.
    ///   - code: The stable code.
    ///   - message: The message.
    public init(location: FileLocation, code: Diagnostic.Code, message: String) {
        self.location = location
        self.code = code
        self.message = message
    }

    /// Creates an error at a 1-based line and column of `file`.
    ///
    /// - Parameters:
    ///   - file: The file's path or display name.
    ///   - line: 1-based line.
    ///   - column: 1-based column (Unicode scalars from the start of the line).
    ///   - code: The stable code.
    ///   - message: The message.
    public init(file: String, line: Int, column: Int, code: Diagnostic.Code, message: String) {
        self.init(location: FileLocation(file: file, line: line, column: column), code: code, message: message)
    }

    /// `file:line:column: error: message [code]`, as themecheck prints diagnostics.
    public var description: String { diagnostic.description }

    /// The error as a ``TableStyleDiagnostics/Diagnostic``, for tools that report every problem the same way.
    public var diagnostic: Diagnostic {
        Diagnostic(location: location, code: code, message: message)
    }
}
