import TableStyleDiagnostics

/// Everything a validation run found: the diagnostics of all files, sorted, and the texts to quote them from.
///
/// At most ``maximumDiagnosticsPerFile`` diagnostics of one file are kept to be printed (the first by
/// position), like a compiler's error limit, so a hostile file cannot print hundreds of megabytes; the
/// error and warning counts still count every finding, and ``omittedCounts`` says how many were left out.
/// A file whose check stopped at its error limit (``ErrorLimit``: the loader and the schema check stop
/// after that many errors) is in ``stoppedFiles``; its errors are a lower bound.
public struct ValidationReport: Sendable {
    /// The most diagnostics of one file that are printed: the same number as a file's error limit.
    public static let maximumDiagnosticsPerFile = ErrorLimit.perFile

    /// The diagnostics to print, sorted by file, line and column (findings at one position keep their
    /// order); at most ``maximumDiagnosticsPerFile`` per file.
    public var diagnostics: [Diagnostic]
    /// How many diagnostics of each file were left out of ``diagnostics`` (only files with some).
    public var omittedCounts: [String: Int]
    /// The files whose check stopped at the error limit: each has more errors than were found.
    public var stoppedFiles: Set<String>
    /// How many files were checked.
    public var fileCount: Int
    /// The text of each checked file, by path, for quoting source lines.
    public var sources: [String: String]
    /// The number of errors, also those left out (a lower bound when ``stoppedFiles`` is not empty).
    public let errorCount: Int
    /// The number of warnings, also those left out.
    public let warningCount: Int

    /// Creates a report, sorting the diagnostics and keeping the first ``maximumDiagnosticsPerFile`` of
    /// each file.
    ///
    /// - Parameters:
    ///   - diagnostics: The findings in any order.
    ///   - fileCount: The number of files checked.
    ///   - sources: File texts by path.
    ///   - stoppedFiles: The files whose check stopped at the error limit.
    public init(
        diagnostics: [Diagnostic], fileCount: Int, sources: [String: String] = [:], stoppedFiles: Set<String> = []
    ) {
        let sorted = diagnostics.enumerated()
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
        var kept: [Diagnostic] = []
        var perFile: [String: Int] = [:]
        var omitted: [String: Int] = [:]
        for diagnostic in sorted {
            let file = diagnostic.location.file
            let count = perFile[file, default: 0]
            perFile[file] = count + 1
            if count < Self.maximumDiagnosticsPerFile {
                kept.append(diagnostic)
            } else {
                omitted[file, default: 0] += 1
            }
        }
        self.diagnostics = kept
        self.omittedCounts = omitted
        self.stoppedFiles = stoppedFiles
        self.fileCount = fileCount
        self.sources = sources
        errorCount = diagnostics.count { $0.severity == .error }
        warningCount = diagnostics.count { $0.severity == .warning }
    }

    /// Whether the error count is exact: no file's check stopped at the error limit.
    public var errorCountIsExact: Bool { stoppedFiles.isEmpty }

    /// The line that says what of `file` was not printed or not checked, or `nil` when nothing was left out.
    ///
    /// - Parameter file: A file's path.
    /// - Returns: `N more diagnostics not shown (at most 200 are printed per file)`, and for a file whose
    ///   check stopped `too many errors: the check stopped after 200, so the file may have more`.
    public func omissionMessage(for file: String) -> String? {
        var parts: [String] = []
        if let count = omittedCounts[file] {
            parts.append(
                "\(count) more diagnostic\(count == 1 ? "" : "s") not shown "
                    + "(at most \(Self.maximumDiagnosticsPerFile) are printed per file)")
        }
        if stoppedFiles.contains(file) {
            parts.append(ErrorLimit.stoppedMessage)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The exit code: 1 when there are errors (or warnings under `strict`), else 0.
    ///
    /// - Parameter strict: Whether warnings fail.
    /// - Returns: The exit code.
    public func exitCode(strict: Bool) -> ExitCode {
        if errorCount > 0 || (strict && warningCount > 0) { return .problems }
        return .success
    }
}
