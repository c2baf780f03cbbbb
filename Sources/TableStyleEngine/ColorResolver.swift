import TableStyleDiagnostics
import TableStyleTheme

/// Resolves theme colors against the final merged palette for one appearance: for the compiler, reporting
/// problems as ``ThemeCompileError``s at the place the color was written; for diagnostics (`themecheck`'s
/// warnings), with the palette entries each color went through.
///
/// The resolution itself is the theme module's ``ColorSpec/resolved(themePalette:appearance:)``
/// (palette references followed with cycle detection, alpha multiplied exactly).
package struct ColorResolver: Sendable {
    /// A resolved color and the palette entries it went through (where it was really written).
    package struct Resolution: Sendable, Hashable {
        /// The color.
        package var color: ThemeColor
        /// The palette entries followed, outermost first (`[]` for a color written directly).
        package var paletteOrigins: [FileLocation]
    }

    /// The final merged palette.
    package let palette: [String: Sourced<ColorSpec>]
    /// Which variant semantic names resolve to.
    package let appearance: Appearance
    /// Every entry resolved once, so a long chain of references is followed once, not once per color.
    private let resolvedPalette: ResolvedPalette

    /// Creates a resolver.
    ///
    /// - Parameters:
    ///   - palette: The final merged palette, as ``Theme/palette`` holds it.
    ///   - appearance: Which variant semantic names resolve to.
    package init(palette: [String: Sourced<ColorSpec>], appearance: Appearance) {
        self.palette = palette
        self.appearance = appearance
        resolvedPalette = ResolvedPalette(themePalette: palette, appearance: appearance)
    }

    /// Resolves `spec`, written at `origin`.
    ///
    /// - Throws: ``ThemeCompileError`` with code `palette-ref` for an unknown name or a cycle.
    func resolve(_ spec: ColorSpec, at origin: FileLocation) throws(ThemeCompileError) -> ThemeColor {
        if let color = resolvedPalette.color(for: spec) { return color }
        do {
            return try spec.resolved(themePalette: palette, appearance: appearance)
        } catch {
            throw .at(origin, code: error.code, error.message)
        }
    }

    /// Resolves `spec` with the palette entries it goes through.
    ///
    /// The loader has already reported unknown palette names and cycles; here they simply resolve to
    /// `nil`, so a caller skips what cannot be drawn.
    ///
    /// - Parameter spec: The color as written.
    /// - Returns: The color and its palette entries, or `nil` when a palette reference is unknown or cyclic.
    package func resolve(_ spec: ColorSpec) -> Resolution? {
        var followed: [String] = []
        guard let color = try? spec.resolved(themePalette: palette, appearance: appearance, followingPalette: &followed)
        else { return nil }
        return Resolution(color: color, paletteOrigins: followed.compactMap { palette[$0]?.origin })
    }

    /// The resolved color only, or `nil` when a palette reference is unknown or cyclic.
    ///
    /// - Parameter spec: The color as written.
    /// - Returns: The color.
    package func color(_ spec: ColorSpec) -> ThemeColor? {
        resolvedPalette.color(for: spec)
    }
}
