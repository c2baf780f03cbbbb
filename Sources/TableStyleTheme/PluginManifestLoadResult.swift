import TableStyleDiagnostics

/// What reading a plugin manifest produced.
public struct PluginManifestLoadResult: Sendable, Hashable {
    /// The manifest; `nil` when any error was found.
    public var manifest: PluginManifest?
    /// Every problem found (`yaml-syntax`, `schema`, `predicate` for a duplicate name).
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - manifest: The manifest, or `nil`.
    ///   - diagnostics: The problems.
    public init(manifest: PluginManifest?, diagnostics: [Diagnostic]) {
        self.manifest = manifest
        self.diagnostics = diagnostics
    }

    /// The declared predicates (none when the manifest had errors).
    public var declarations: [PredicateDeclaration] { manifest?.predicates ?? [] }
}
