extension Theme {
    /// `spec` resolved against this theme's final palette.
    ///
    /// - Parameters:
    ///   - spec: A color from this theme.
    ///   - appearance: The appearance; `nil` uses the theme's own, else light.
    /// - Returns: The concrete color.
    /// - Throws: ``PaletteReferenceError`` for an unknown name or a cycle (a loaded theme has none).
    public func resolvedColor(_ spec: ColorSpec, appearance: Appearance? = nil) throws(PaletteReferenceError)
        -> ThemeColor
    {
        try spec.resolved(themePalette: palette, appearance: appearance ?? self.appearance ?? .light)
    }
}
