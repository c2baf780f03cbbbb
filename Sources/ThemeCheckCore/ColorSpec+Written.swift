import TableStyleJSON
import TableStyleTheme

extension ColorSpec {
    /// The color as a theme writes it: `#FF3B30FF`, `systemRed`, `$brand`, `{ color: $brand, alpha: 0.5 }`,
    /// `{ light: …, dark: … }`.
    var writtenText: String {
        switch self {
        case .literal(let color): return color.hex
        case .semantic(let name): return name.rawValue
        case .palette(let name): return "$" + name
        case .withAlpha(let inner, let alpha):
            return "{ color: \(inner.writtenText), alpha: \(JSONWriter.format(alpha)) }"
        case .adaptive(let light, let dark): return "{ light: \(light.writtenText), dark: \(dark.writtenText) }"
        }
    }
}
