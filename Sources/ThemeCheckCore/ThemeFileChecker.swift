import TableStyleYAML

/// Checks one theme file: read (size checked first), YAML, schema, the loader's semantic checks, warnings.
struct ThemeFileChecker: Sendable {
    /// The findings for one file and its text (for quoting source lines).
    struct Result: Sendable {
        var diagnostics: [Diagnostic]
        var source: String?
    }

    /// The parser limits (size, depth, alias expansion).
    var limits = YAMLLimits.default

    /// Checks `path`.
    ///
    /// - Parameter path: The file.
    /// - Throws: ``InputError`` when it cannot be read.
    /// - Returns: The findings.
    func check(_ path: String) throws(InputError) -> Result {
        let bytes: [UInt8]
        switch try SourceFileReader.read(path, limit: limits.maximumInputBytes) {
        case .tooLarge(let size):
            let diagnostic = Diagnostic(
                file: path, mark: Mark(line: 1, column: 1), code: "limit",
                message: "the input is \(size) bytes, over the limit of \(limits.maximumInputBytes) bytes")
            return Result(diagnostics: [diagnostic], source: nil)
        case .contents(let contents):
            bytes = contents
        }
        let source = String(decoding: bytes, as: UTF8.self)
        let documents: [YAMLNode]
        do {
            documents = try YAMLParser(limits: limits).parse(bytes: bytes, file: path)
        } catch {
            return Result(diagnostics: [error.diagnostic], source: source)
        }
        return Result(diagnostics: check(documents, file: path), source: source)
    }

    /// The findings for a parsed file.
    func check(_ documents: [YAMLNode], file: String) -> [Diagnostic] {
        guard let document = documents.first else {
            return [
                Diagnostic(
                    file: file, mark: Mark(line: 1, column: 1), code: "schema",
                    message: "the file is empty; a theme is a mapping with at least `format` and `name`")
            ]
        }
        if documents.count > 1 {
            return [
                Diagnostic(
                    file: file, mark: documents[1].mark, code: "schema",
                    message: "a theme file holds one YAML document, but this one holds \(documents.count)")
            ]
        }
        return SchemaCheck.diagnostics(for: document, file: file)
    }
}
