import TableStyleYAMLNodes

/// A plugin manifest: the names and argument types of the predicates a host app registers, so tools
/// without the host's code (themecheck) check `custom:` predicates the same way the app does.
///
/// ```yaml
/// predicates:
///   - name: overdue
///     description: The invoice is past due   # optional
///     args: { days: integer, status: "string?" }
/// ```
/// Argument types are `string`, `number`, `integer`, `bool` and `stringList`; a `?` suffix makes an
/// argument optional.
public struct PluginManifest: Sendable, Hashable {
    /// The declared predicates, in file order.
    public var predicates: [PredicateDeclaration]

    /// Creates a manifest.
    ///
    /// - Parameter predicates: The declarations.
    public init(predicates: [PredicateDeclaration]) {
        self.predicates = predicates
    }

    /// Reads the manifest file at `path`.
    ///
    /// - Parameters:
    ///   - path: The manifest file.
    ///   - limits: Parser limits.
    ///   - parser: The YAML parser.
    /// - Returns: The manifest (or `nil` on errors) and every diagnostic.
    public static func load(
        file path: String, limits: YAMLLimits = .default, parser: any YAMLDocumentParser
    ) -> PluginManifestLoadResult {
        let documents: [YAMLNode]
        do {
            documents = try parser.parse(contentsOf: path, limits: limits)
        } catch {
            return PluginManifestLoadResult(manifest: nil, diagnostics: [error.diagnostic])
        }
        return read(documents, file: path)
    }

    /// Reads a manifest from its text.
    ///
    /// - Parameters:
    ///   - source: The YAML text.
    ///   - file: The name used in diagnostics.
    ///   - limits: Parser limits.
    ///   - parser: The YAML parser.
    /// - Returns: The manifest (or `nil` on errors) and every diagnostic.
    public static func load(
        source: String, file: String, limits: YAMLLimits = .default, parser: any YAMLDocumentParser
    ) -> PluginManifestLoadResult {
        let documents: [YAMLNode]
        do {
            documents = try parser.parse(source, file: file, limits: limits)
        } catch {
            return PluginManifestLoadResult(manifest: nil, diagnostics: [error.diagnostic])
        }
        return read(documents, file: file)
    }

    private static func read(_ documents: [YAMLNode], file: String) -> PluginManifestLoadResult {
        var reader = ThemeDocumentReader(file: file, declarations: [:])
        let manifest = reader.readManifest(documents)
        return PluginManifestLoadResult(manifest: reader.hasErrors ? nil : manifest, diagnostics: reader.diagnostics)
    }
}
