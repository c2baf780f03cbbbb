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
        var followed: [String] = []
        return try resolve(palette: { palette[$0] }, appearance: appearance, followed: &followed)
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
        try resolve(palette: { themePalette[$0]?.value }, appearance: appearance, followed: &followed)
    }

    /// The palette names this spec refers to directly (not through other entries); an adaptive color's
    /// references in both appearances, so a cycle through either is found whichever appearance is drawn.
    public var paletteReferences: [String] {
        switch self {
        case .literal, .semantic: return []
        case .palette(let name): return [name]
        case .withAlpha(let inner, _): return inner.paletteReferences
        case .adaptive(let light, let dark): return light.paletteReferences + dark.paletteReferences
        }
    }

    /// The color an adaptive spec stands for in `appearance`; any other spec is itself.
    ///
    /// - Parameter appearance: Light or dark.
    /// - Returns: `light` or `dark` of an adaptive spec, else `self`.
    public func picked(for appearance: Appearance) -> ColorSpec {
        guard case .adaptive(let light, let dark) = self else { return self }
        return appearance == .light ? light : dark
    }

    /// Follows palette references in a loop (a chain of any length uses no stack), with an O(1) cycle check
    /// per link; alpha factors are applied innermost first, as the nesting says.
    func resolve(
        palette: (String) -> ColorSpec?, appearance: Appearance, followed: inout [String]
    ) throws(PaletteReferenceError) -> ThemeColor {
        let firstFollowed = followed.count
        var spec = self
        var alphas: [Double] = []
        var onPath: Set<String> = []
        var base: ThemeColor
        while true {
            switch spec {
            case .literal(let color):
                base = color
            case .semantic(let name):
                base = name.color(in: appearance)
            case .withAlpha(let inner, let alpha):
                alphas.append(alpha)
                spec = inner
                continue
            case .adaptive:
                spec = spec.picked(for: appearance)
                continue
            case .palette(let name):
                if onPath.contains(name) {
                    let path = followed[firstFollowed...]
                    let start = path.firstIndex(of: name) ?? firstFollowed
                    throw PaletteReferenceError(kind: .cycle(Array(followed[start...]) + [name]))
                }
                guard let entry = palette(name) else {
                    throw PaletteReferenceError(kind: .unknownName(name))
                }
                onPath.insert(name)
                followed.append(name)
                spec = entry
                continue
            }
            break
        }
        for alpha in alphas.reversed() { base = base.multiplyingAlpha(by: alpha) }
        return base
    }
}
