import Foundation

/// A resolved color: 8-bit red, green and blue, and an exact alpha in 0…1.
///
/// Alpha stays a `Double` until the color is written, so nested `{ color, alpha }` multiply exactly;
/// ``hex`` writes `round(alpha × 255)` with halves rounded up,
/// as Docs/ThemeFormat.md#colors requires.
public struct ThemeColor: Sendable, Hashable {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha, 0…1.
    public var alpha: Double

    /// Creates a color.
    ///
    /// - Parameters:
    ///   - red: Red, 0…255.
    ///   - green: Green, 0…255.
    ///   - blue: Blue, 0…255.
    ///   - alpha: Alpha, 0…1 (clamped).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = min(1, max(0, alpha))
    }

    /// Fully transparent black (`clear`).
    public static let clear = ThemeColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The alpha channel as written: `round(alpha × 255)`, halves rounded up.
    ///
    /// The product of decimal alphas and `AA / 255` is exact in decimal but not in binary: an exact half such as
    /// `0x82 / 255 × 0.95 × 255 = 123.5` comes out as `123.4999…`. A tolerance far below the resolution of any
    /// alpha a theme writes (a few decimal digits per level) keeps such halves rounding up,
    /// as Docs/ThemeFormat.md#colors requires.
    public var alphaByte: UInt8 {
        UInt8(min(255, max(0, (alpha * 255 + 0.5 + Self.halfTolerance).rounded(.down))))
    }

    /// How far below an exact half `alpha × 255` may land through binary rounding and still count as the half.
    private static let halfTolerance = 1e-9

    /// The color as `#RRGGBBAA`, upper case.
    public var hex: String {
        "#"
            + [red, green, blue, alphaByte].map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + digits : digits
            }.joined()
    }

    /// The same color with its alpha multiplied by `factor`.
    ///
    /// - Parameter factor: The multiplier, 0…1.
    /// - Returns: The color with alpha `alpha × factor`.
    public func multiplyingAlpha(by factor: Double) -> ThemeColor {
        ThemeColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// This color drawn over an opaque `background` (source-over), as the renderer composites it.
    ///
    /// - Parameter background: The color underneath; its own alpha is ignored (treated as opaque).
    /// - Returns: An opaque color.
    public func composited(over background: ThemeColor) -> ThemeColor {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let value = Double(top) * alpha + Double(bottom) * (1 - alpha)
            return UInt8(min(255, max(0, value.rounded())))
        }
        return ThemeColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// WCAG 2.x relative luminance of the color's RGB (alpha ignored), 0…1.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG contrast ratio between this color and `other` (alpha ignored), 1…21.
    ///
    /// - Parameter other: The other color.
    /// - Returns: `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter luminance.
    public func contrastRatio(with other: ThemeColor) -> Double {
        let first = relativeLuminance
        let second = other.relativeLuminance
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}
