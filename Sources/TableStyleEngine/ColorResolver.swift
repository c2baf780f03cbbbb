import TableStyleDiagnostics
import TableStyleTheme

/// Resolves theme colors against the final merged palette for one appearance, reporting problems as
/// ``ThemeCompileError``s at the place the color was written.
///
/// The resolution itself is the theme module's ``ColorSpec/resolved(themePalette:appearance:)``
/// (palette references followed with cycle detection, alpha multiplied exactly).
struct ColorResolver: Sendable {
    let palette: [String: Sourced<ColorSpec>]
    let appearance: Appearance

    /// Resolves `spec`, written at `origin`.
    ///
    /// - Throws: ``ThemeCompileError`` with code `palette-ref` for an unknown name or a cycle.
    func resolve(_ spec: ColorSpec, at origin: FileLocation) throws(ThemeCompileError) -> ThemeColor {
        do {
            return try spec.resolved(themePalette: palette, appearance: appearance)
        } catch {
            throw .at(origin, code: error.code, error.message)
        }
    }
}
