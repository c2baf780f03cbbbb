/// A color as a theme writes it, before palette references and appearance are resolved.
public indirect enum ColorSpec: Sendable, Hashable {
    /// A literal color (`#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`, `rgba()`).
    case literal(ThemeColor)
    /// A semantic name such as `systemRed`.
    case semantic(SemanticColor)
    /// A `$name` reference to a palette entry (the name without `$`).
    case palette(String)
    /// `{ color, alpha }`: the inner color with its alpha multiplied by `alpha`.
    case withAlpha(ColorSpec, alpha: Double)
    /// `{ light, dark }`: one of two colors, picked by the appearance the theme is resolved for.
    case adaptive(light: ColorSpec, dark: ColorSpec)
}
