import TableStyleDiagnostics

extension Diagnostic.Code {
    /// A compiled theme (the JSON `themecheck compile` writes) that cannot be read: not JSON, the
    /// wrong shape, or another format version.
    public static let compiledTheme = Self("compiled-theme")
}
