import TableStyleDiagnostics

/// One theme file read on its own, before its `extends` chain is merged in.
struct ThemeDocument: Sendable {
    /// The file's own values (`extends` still unresolved).
    var theme: Theme
    /// Where the `extends` value was written.
    var extendsOrigin: FileLocation?
    /// Every `$name` the file writes, with the position of the scalar that writes it.
    var paletteUses: [PaletteUse]
    /// Every palette name the file declares, also those whose color could not be read.
    var declaredPaletteNames: Set<String> = []
    /// Whether reading the file found errors (the document is then partial).
    var hasErrors = false
}

/// One `$name` reference as written in a theme file.
struct PaletteUse: Sendable, Hashable {
    /// The palette name without `$`.
    var name: String
    /// Where the reference was written.
    var origin: FileLocation
}
