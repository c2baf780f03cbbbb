import TableStyleYAML

/// Checks one theme file: read, parse, schema, loader checks, warnings.
struct ThemeFileChecker: Sendable {
    /// The findings for one file and its text (for quoting).
    struct Result: Sendable {
        var diagnostics: [Diagnostic]
        var source: String?
    }

    /// Checks `path`.
    ///
    /// - Parameter path: The file.
    /// - Throws: ``InputError`` when it cannot be read.
    /// - Returns: The findings.
    func check(_ path: String) throws(InputError) -> Result {
        let limits = YAMLLimits.default
        switch try SourceFileReader.read(path, limit: limits.maximumInputBytes) {
        case .tooLarge(let size):
            let diagnostic = Diagnostic(
                file: path, mark: Mark(line: 1, column: 1), code: "limit",
                message: "the file is \(size) bytes, more than the limit of \(limits.maximumInputBytes) bytes")
            return Result(diagnostics: [diagnostic], source: nil)
        case .contents(let bytes):
            let text = String(decoding: bytes, as: UTF8.self)
            return Result(diagnostics: [], source: text)
        }
    }
}
