import TableStyleDiagnostics

/// Everything a validation run found: the diagnostics of all files, sorted, and the texts to quote them from.
public struct ValidationReport: Sendable {
    /// The diagnostics, sorted by file, line and column (findings at one position keep their order).
    public var diagnostics: [Diagnostic]
    /// How many files were checked.
    public var fileCount: Int
    /// The text of each checked file, by path, for quoting source lines.
    public var sources: [String: String]

    /// Creates a report, sorting the diagnostics.
    ///
    /// - Parameters:
    ///   - diagnostics: The findings in any order.
    ///   - fileCount: The number of files checked.
    ///   - sources: File texts by path.
    public init(diagnostics: [Diagnostic], fileCount: Int, sources: [String: String] = [:]) {
        self.diagnostics = diagnostics.enumerated()
            .sorted { lhs, rhs in
                let left = lhs.element.location
                let right = rhs.element.location
                if left.file != right.file {
                    return left.file.unicodeScalars.lexicographicallyPrecedes(right.file.unicodeScalars)
                }
                if left.line != right.line { return left.line < right.line }
                if left.column != right.column { return left.column < right.column }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
        self.fileCount = fileCount
        self.sources = sources
    }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// The exit code: 1 when there are errors (or warnings under `strict`), else 0.
    ///
    /// - Parameter strict: Whether warnings fail.
    /// - Returns: The exit code.
    public func exitCode(strict: Bool) -> ExitCode {
        if errorCount > 0 || (strict && warningCount > 0) { return .problems }
        return .success
    }
}
