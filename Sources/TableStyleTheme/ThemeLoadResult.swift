import TableStyleDiagnostics

/// What loading a theme produced: the merged theme when there were no errors, and every diagnostic.
public struct ThemeLoadResult: Sendable, Hashable {
    /// The theme with its `extends` chain merged in; `nil` when any error was found.
    public var theme: Theme?
    /// Every problem found, in file order (warnings included).
    public var diagnostics: [Diagnostic]
    /// Whether loading stopped at the file's error limit (200 errors, like a compiler's): the file has more
    /// errors than ``diagnostics`` holds, and no "did you mean" was searched for past the limit.
    public var stoppedAtErrorLimit: Bool

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - theme: The loaded theme, or `nil`.
    ///   - diagnostics: The problems found.
    ///   - stoppedAtErrorLimit: Whether loading stopped at the error limit.
    public init(theme: Theme?, diagnostics: [Diagnostic], stoppedAtErrorLimit: Bool = false) {
        self.theme = theme
        self.diagnostics = diagnostics
        self.stoppedAtErrorLimit = stoppedAtErrorLimit
    }

    /// Whether any diagnostic is an error (then ``theme`` is `nil`).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The error diagnostics only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

extension ThemeLoadResult {
    /// The theme, or the diagnostics as a thrown error.
    ///
    /// - Returns: The loaded theme.
    /// - Throws: ``ThemeError`` holding every diagnostic when loading found errors.
    public func get() throws(ThemeError) -> Theme {
        guard let theme, !hasErrors else { throw ThemeError(diagnostics: diagnostics) }
        return theme
    }
}
