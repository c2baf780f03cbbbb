public import TableStyleTheme

extension ThemeRegistry {
    /// Creates a registry that reads YAML theme files and text with libyaml (``YAMLParser``).
    ///
    /// - Parameters:
    ///   - includingBundledThemes: Whether the bundled themes are available by name (default `true`).
    ///   - limits: Parser limits for every theme read.
    public init(includingBundledThemes: Bool = true, limits: YAMLLimits = .default) {
        self.init(includingBundledThemes: includingBundledThemes, limits: limits, yamlParser: YAMLParser())
    }
}

extension PluginManifest {
    /// Reads the manifest file at `path` with libyaml.
    ///
    /// - Parameters:
    ///   - path: The manifest file.
    ///   - limits: Parser limits.
    /// - Returns: The manifest (or `nil` on errors) and every diagnostic.
    public static func load(file path: String, limits: YAMLLimits = .default) -> PluginManifestLoadResult {
        load(file: path, limits: limits, parser: YAMLParser())
    }

    /// Reads a manifest from its YAML text with libyaml.
    ///
    /// - Parameters:
    ///   - source: The YAML text.
    ///   - file: The name used in diagnostics.
    ///   - limits: Parser limits.
    /// - Returns: The manifest (or `nil` on errors) and every diagnostic.
    public static func load(source: String, file: String, limits: YAMLLimits = .default) -> PluginManifestLoadResult {
        load(source: source, file: file, limits: limits, parser: YAMLParser())
    }
}
