import TableStyleDiagnostics
import TableStyleJSON
public import TableStyleYAMLNodes

/// A theme with its whole `extends` chain, as parsed nodes that keep their files and positions: the JSON
/// form `themecheck compile` writes and the library loads without a YAML parser.
///
/// Loading it (``ThemeRegistry/load(compiled:)``) reads each source's nodes with the same reader as a
/// YAML file, so a compiled theme means exactly what its YAML means, and explanations still cite the
/// original `file:line`.
public struct CompiledThemeFile: Sendable, Hashable {
    /// One theme file of the chain.
    public struct Source: Sendable, Hashable {
        /// The name `extends` found it by (the root's own file stem for the first source).
        public var name: String
        /// The file as it was read, used in diagnostics and explanations.
        public var file: String
        /// The file's YAML documents as nodes.
        public var documents: [YAMLNode]

        /// Creates a source.
        ///
        /// - Parameters:
        ///   - name: The name `extends` used.
        ///   - file: The file name.
        ///   - documents: The parsed documents.
        public init(name: String, file: String, documents: [YAMLNode]) {
            self.name = name
            self.file = file
            self.documents = documents
        }
    }

    /// The value of the `format` key of the JSON form.
    public static let formatName = "tablestylekit-compiled-theme"
    /// The version of the JSON form this library writes and reads.
    public static let formatVersion = 1

    /// The chain, the theme itself first, then its parent, its parent's parent, …
    public var sources: [Source]

    /// Creates a compiled theme from its chain.
    ///
    /// - Parameter sources: The theme first, then each parent.
    public init(sources: [Source]) {
        self.sources = sources
    }

    /// Reads the JSON form.
    ///
    /// - Parameters:
    ///   - json: The text `themecheck compile` wrote.
    ///   - file: The name used in the error.
    /// - Throws: ``ThemeError`` (code `compiled-theme`) when the text is not a compiled theme of this version.
    public init(json: String, file: String) throws(ThemeError) {
        func failure(_ message: String, at position: SourcePosition = SourcePosition(line: 1, column: 1)) -> ThemeError
        {
            ThemeError(
                diagnostics: [Diagnostic(file: file, position: position, code: .compiledTheme, message: message)])
        }
        let value: JSONValue
        do {
            value = try JSONParser(maximumDepth: 4096).parse(json)
        } catch {
            throw failure(
                "expected a compiled theme, found text that is not JSON: \(error.message)",
                at: SourcePosition(line: error.line, column: error.column))
        }
        guard value["format"]?.stringValue == Self.formatName else {
            throw failure("expected a compiled theme (\"format\": \"\(Self.formatName)\"), found other JSON")
        }
        guard case .int(let version)? = value["version"], version == Self.formatVersion else {
            throw failure(
                "expected compiled-theme version \(Self.formatVersion), found another; compile the theme again "
                    + "with this version of themecheck")
        }
        var sources: [Source] = []
        for entry in value["sources"]?.arrayValue ?? [] {
            guard let name = entry["name"]?.stringValue, let sourceFile = entry["file"]?.stringValue,
                let nodes = entry["documents"]?.arrayValue
            else { throw failure("expected each source to have a name, a file and documents") }
            var documents: [YAMLNode] = []
            for node in nodes {
                guard let document = YAMLNode(positionedJSON: node) else {
                    throw failure("expected the documents of \(sourceFile) as positioned nodes, found another shape")
                }
                documents.append(document)
            }
            sources.append(Source(name: name, file: sourceFile, documents: documents))
        }
        guard !sources.isEmpty else { throw failure("expected at least one source in the compiled theme") }
        self.sources = sources
    }

    /// The JSON form: compact, one line, keys in a fixed order, so the same theme always compiles to the same bytes.
    public var json: String {
        var object = JSONObject()
        object["format"] = .string(Self.formatName)
        object["version"] = .int(Self.formatVersion)
        object["sources"] = .array(
            sources.map { source in
                .object([
                    "name": .string(source.name), "file": .string(source.file),
                    "documents": .array(source.documents.map(\.positionedJSON)),
                ])
            })
        return JSONWriter(pretty: false).string(from: .object(object)) + "\n"
    }
}
