import TableStyleEngine
import TableStyleTheme

/// A theme font on the platforms' terms: a point size, a weight on the system scale, a family and traits.
public struct SystemFont: Sendable, Hashable {
    /// The size in points, as `UIFont.pointSize` and `Font.system(size:)` use it.
    public var pointSize: Double
    /// The theme's weight name.
    public var weight: FontWeight
    /// The typeface.
    public var family: FontFamily
    /// Whether the font is italic.
    public var isItalic: Bool
    /// Whether digits take equal widths (tabular figures), so numbers line up in a column.
    public var hasMonospacedDigits: Bool

    /// Creates a font.
    ///
    /// - Parameters:
    ///   - pointSize: The size in points.
    ///   - weight: The weight.
    ///   - family: The typeface.
    ///   - isItalic: Whether it is italic.
    ///   - hasMonospacedDigits: Whether digits are tabular.
    public init(
        pointSize: Double, weight: FontWeight, family: FontFamily = .system, isItalic: Bool = false,
        hasMonospacedDigits: Bool = false
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.family = family
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
    }

    /// The font of a resolved style.
    ///
    /// - Parameter font: The resolved font.
    public init(_ font: ResolvedFont) {
        self.init(
            pointSize: font.size, weight: font.weight, family: FontFamily(themeFamily: font.family),
            isItalic: font.italic, hasMonospacedDigits: font.monospacedDigits)
    }

    /// The weight on the system scale: the raw value of the `UIFont.Weight` / `NSFont.Weight` constant of
    /// the same name (−0.8 ultraLight … 0 regular … 0.62 black), which `Font.Weight` mirrors.
    public var systemWeight: Double {
        switch weight {
        case .ultraLight: return -0.8
        case .thin: return -0.6
        case .light: return -0.4
        case .regular: return 0
        case .medium: return 0.23
        case .semibold: return 0.3
        case .bold: return 0.4
        case .heavy: return 0.56
        case .black: return 0.62
        }
    }

    /// The weight on the OpenType / CSS scale (100 ultraLight … 400 regular … 900 black), for web views
    /// and fonts chosen by numeric weight.
    public var numericWeight: Int {
        switch weight {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
