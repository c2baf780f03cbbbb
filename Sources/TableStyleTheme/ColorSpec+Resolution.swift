extension ColorSpec {
    /// The concrete color this spec stands for, with palette references followed and semantic names
    /// resolved for `appearance`.
    ///
    /// Alpha multiplies exactly through nested `{ color, alpha }` and palette entries.
    ///
    /// - Parameters:
    ///   - palette: The final merged palette (names without `$`).
    ///   - appearance: Which variant semantic names resolve to.
    /// - Returns: The resolved color.
    /// - Throws: ``PaletteReferenceError`` for an unknown name or a reference cycle.
    public func resolved(palette: [String: ColorSpec], appearance: Appearance) throws(PaletteReferenceError)
        -> ThemeColor
    {
        var visiting: [String] = []
        var followed: [String] = []
        return try resolve(palette: { palette[$0] }, appearance: appearance, visiting: &visiting, followed: &followed)
    }

    /// The concrete color this spec stands for, against a theme's sourced palette.
    ///
    /// A separate label from ``resolved(palette:appearance:)`` keeps `resolved(palette: [:], …)` unambiguous.
    ///
    /// - Parameters:
    ///   - themePalette: The final merged palette, as ``Theme/palette`` holds it.
    ///   - appearance: Which variant semantic names resolve to.
    /// - Returns: The resolved color.
    /// - Throws: ``PaletteReferenceError`` for an unknown name or a reference cycle.
    public func resolved(themePalette: [String: Sourced<ColorSpec>], appearance: Appearance)
        throws(PaletteReferenceError) -> ThemeColor
    {
        var followed: [String] = []
        return try resolved(themePalette: themePalette, appearance: appearance, followingPalette: &followed)
    }

    /// The concrete color this spec stands for, against a theme's sourced palette, and the palette
    /// entries it went through (in order), so a diagnostic can point where the color was really written.
    ///
    /// - Parameters:
    ///   - themePalette: The final merged palette, as ``Theme/palette`` holds it.
    ///   - appearance: Which variant semantic names resolve to.
    ///   - followed: Receives the names of the palette entries followed, outermost first.
    /// - Returns: The resolved color.
    /// - Throws: ``PaletteReferenceError`` for an unknown name or a reference cycle.
    package func resolved(
        themePalette: [String: Sourced<ColorSpec>], appearance: Appearance, followingPalette followed: inout [String]
    ) throws(PaletteReferenceError) -> ThemeColor {
        var visiting: [String] = []
        return try resolve(
            palette: { themePalette[$0]?.value }, appearance: appearance, visiting: &visiting, followed: &followed)
    }

    /// The palette names this spec refers to directly (not through other entries).
    public var paletteReferences: [String] {
        switch self {
        case .literal, .semantic: return []
        case .palette(let name): return [name]
        case .withAlpha(let inner, _): return inner.paletteReferences
        }
    }

    private func resolve(
        palette: (String) -> ColorSpec?, appearance: Appearance, visiting: inout [String], followed: inout [String]
    ) throws(PaletteReferenceError) -> ThemeColor {
        switch self {
        case .literal(let color):
            return color
        case .semantic(let name):
            return name.color(in: appearance)
        case .withAlpha(let inner, let alpha):
            return try inner.resolve(palette: palette, appearance: appearance, visiting: &visiting, followed: &followed)
                .multiplyingAlpha(by: alpha)
        case .palette(let name):
            if let start = visiting.firstIndex(of: name) {
                throw PaletteReferenceError(kind: .cycle(Array(visiting[start...]) + [name]))
            }
            guard let entry = palette(name) else {
                throw PaletteReferenceError(kind: .unknownName(name))
            }
            visiting.append(name)
            followed.append(name)
            defer { visiting.removeLast() }
            return try entry.resolve(palette: palette, appearance: appearance, visiting: &visiting, followed: &followed)
        }
    }
}
