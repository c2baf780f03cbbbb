import TableStyleDiagnostics
import TableStyleTheme

/// Resolves a theme's ``ColorSpec``s for one appearance, following palette references.
///
/// The loader has already reported unknown palette names and cycles; here they simply resolve to `nil`
/// so the warnings skip what cannot be drawn.
struct ColorResolver: Sendable {
    /// A resolved color and the palette entries it went through (where it was really written).
    struct Resolution: Sendable, Hashable {
        var color: ThemeColor
        var paletteOrigins: [FileLocation]
    }

    /// The merged palette.
    var palette: [String: Sourced<ColorSpec>]
    /// The appearance semantic colors resolve for.
    var appearance: Appearance

    /// Resolves `spec`.
    ///
    /// - Parameter spec: The color as written.
    /// - Returns: The color, or `nil` when a palette reference is unknown or cyclic.
    func resolve(_ spec: ColorSpec) -> Resolution? {
        var origins: [FileLocation] = []
        var visited = Set<String>()
        var alpha = 1.0
        var current = spec
        while true {
            switch current {
            case .literal(let color):
                return Resolution(color: color.multiplyingAlpha(by: alpha), paletteOrigins: origins)
            case .semantic(let name):
                return Resolution(
                    color: name.color(in: appearance).multiplyingAlpha(by: alpha), paletteOrigins: origins)
            case .withAlpha(let inner, let factor):
                alpha *= factor
                current = inner
            case .palette(let name):
                guard visited.insert(name).inserted, let entry = palette[name] else { return nil }
                origins.append(entry.origin)
                current = entry.value
            }
        }
    }

    /// The resolved color only.
    func color(_ spec: ColorSpec) -> ThemeColor? {
        resolve(spec)?.color
    }
}
