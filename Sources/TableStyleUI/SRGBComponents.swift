import TableStyleTheme

/// A color as sRGB components in 0…1, the form `Color(.sRGB, red:green:blue:opacity:)`,
/// `UIColor(red:green:blue:alpha:)` and `NSColor(srgbRed:green:blue:alpha:)` take.
public struct SRGBComponents: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha (opacity), 0…1.
    public var alpha: Double

    /// Creates components; each is clamped to 0…1.
    ///
    /// - Parameters:
    ///   - red: Red.
    ///   - green: Green.
    ///   - blue: Blue.
    ///   - alpha: Alpha.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = min(1, max(0, red))
        self.green = min(1, max(0, green))
        self.blue = min(1, max(0, blue))
        self.alpha = min(1, max(0, alpha))
    }

    /// The components of a resolved theme color: each 8-bit channel divided by 255, alpha kept exact.
    ///
    /// - Parameter color: The color.
    public init(_ color: ThemeColor) {
        self.init(
            red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
            alpha: color.alpha)
    }
}
