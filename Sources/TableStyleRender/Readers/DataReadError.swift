import TableStyleYAML

/// A data file that could not be read: where, a stable code and what is wrong.
///
/// Codes: `data-io` (the file cannot be read), `data-encoding` (not UTF-8), `data-format` (unknown
/// file extension), `data-empty` (no header / no columns), `csv-syntax` (a quote out of place),
/// `data-ragged` (a row with more or fewer fields than the header), `json-syntax`, `data-shape` (valid
/// JSON of the wrong shape), `data-header` (a duplicate or missing column name), `data-limit` (nesting
/// too deep).
public struct DataReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path or display name.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column (Unicode scalars from the start of the line).
    public var column: Int
    /// The stable code.
    public var code: String
    /// What is wrong.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file.
    ///   - line: 1-based line.
    ///   - column: 1-based column.
    ///   - code: The stable code.
    ///   - message: The message.
    public init(file: String, line: Int, column: Int, code: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.code = code
        self.message = message
    }

    /// `file:line:column: error: message [code]`, as themecheck prints diagnostics.
    public var description: String { "\(file):\(line):\(column): error: \(message) [\(code)]" }

    /// The error as a ``Diagnostic``, for tools that report every problem the same way.
    public var diagnostic: Diagnostic {
        Diagnostic(file: file, mark: SourcePosition(line: line, column: column), code: code, message: message)
    }
}
