/// The files built into the library: the bundled themes and the theme schema.
public enum BundledResources {
    /// The exact text of `Schemas/theme.schema.json`.
    public static var themeSchemaText: String { EmbeddedResources.themeSchema }

    /// The names of the bundled themes, sorted.
    public static var themeNames: [String] { EmbeddedResources.themes.map(\.name) }

    /// The exact text of the bundled theme `name`, or `nil` when there is none.
    ///
    /// - Parameter name: The theme's file name without `.yaml` (`corporate`, `minimal`, `dark`).
    /// - Returns: The file's text.
    public static func themeText(named name: String) -> String? {
        EmbeddedResources.themes.first { $0.name == name }?.text
    }
}

extension BundledResources {
    /// The compiled form of the bundled theme `name` (checked in under `Themes/compiled/`), which
    /// loads without a YAML parser; `nil` when there is none.
    ///
    /// - Parameter name: The theme's name.
    /// - Returns: The compiled theme.
    public static func compiledTheme(named name: String) -> CompiledThemeFile? {
        guard let text = EmbeddedResources.compiledThemes.first(where: { $0.name == name })?.text else { return nil }
        return try? CompiledThemeFile(json: text, file: "<bundled>/\(name).json")
    }
}
