public import TableStyleTheme

extension Theme {
    /// The theme compiled for an appearance, ready to style tables.
    ///
    /// - Parameters:
    ///   - appearance: Light or dark; `nil` uses the theme's own, else light.
    ///   - plugins: The host's plugin predicates.
    /// - Returns: The compiled theme.
    /// - Throws: ``ThemeError`` holding the compile error's diagnostic (a theme built in code with an
    ///   unknown palette name or a pattern outside the regex dialect).
    public func compiled(
        appearance: Appearance? = nil, plugins: PluginPredicates = PluginPredicates()
    ) throws(ThemeError) -> CompiledTheme {
        do {
            return try CompiledTheme(theme: self, appearance: appearance, plugins: plugins)
        } catch {
            throw ThemeError(diagnostics: [error.diagnostic])
        }
    }
}
