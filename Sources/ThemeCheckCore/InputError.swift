import TableStyleDiagnostics

/// An input themecheck could not read (a missing path, a permission problem, a data file that is not data).
///
/// These end the run with exit code 2 and go to standard error as `Error: …`.
public struct InputError: Error, Sendable, Hashable {
    /// The path as given.
    public var path: String
    /// Why it could not be read.
    public var reason: String

    /// Creates an input error.
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - reason: Why it could not be read.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `Error: cannot read 'PATH': REASON` + newline (control characters in the path made visible).
    public var rendered: String { "Error: cannot read '\(ControlCharacters.escaped(path))': \(reason)\n" }

    /// `Note: skipped 'PATH': REASON` + newline, for a folder entry left out on purpose.
    public var renderedAsSkipped: String { "Note: skipped '\(ControlCharacters.escaped(path))': \(reason)\n" }
}
