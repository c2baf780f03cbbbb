/// The semantic color names of Docs/ThemeFormat.md#semantic-colors, each with its light and dark value.
public enum SemanticColor: String, Sendable, Hashable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground
    case separator
    case systemGray, systemGray6
    case systemRed, systemOrange, systemYellow, systemGreen, systemTeal, systemBlue, systemIndigo
    case systemPurple, systemPink
    case clear, white, black

    /// The color this name stands for in `appearance`.
    ///
    /// - Parameter appearance: Light or dark.
    /// - Returns: The resolved color.
    public func color(in appearance: Appearance) -> ThemeColor {
        let (light, dark) = values
        return appearance == .light ? light : dark
    }

    private var values: (ThemeColor, ThemeColor) {
        func rgb(_ value: UInt32, _ alpha: Double = 1) -> ThemeColor {
            ThemeColor(
                red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF),
                alpha: alpha)
        }
        switch self {
        case .label: return (rgb(0x000000), rgb(0xFFFFFF))
        case .secondaryLabel: return (rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6))
        case .tertiaryLabel: return (rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3))
        case .systemBackground: return (rgb(0xFFFFFF), rgb(0x000000))
        case .secondarySystemBackground: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        case .tertiarySystemBackground: return (rgb(0xFFFFFF), rgb(0x2C2C2E))
        case .systemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x000000))
        case .secondarySystemGroupedBackground: return (rgb(0xFFFFFF), rgb(0x1C1C1E))
        case .separator: return (rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6))
        case .systemGray: return (rgb(0x8E8E93), rgb(0x8E8E93))
        case .systemGray6: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        case .systemRed: return (rgb(0xFF3B30), rgb(0xFF453A))
        case .systemOrange: return (rgb(0xFF9500), rgb(0xFF9F0A))
        case .systemYellow: return (rgb(0xFFCC00), rgb(0xFFD60A))
        case .systemGreen: return (rgb(0x34C759), rgb(0x30D158))
        case .systemTeal: return (rgb(0x30B0C7), rgb(0x40CBE0))
        case .systemBlue: return (rgb(0x007AFF), rgb(0x0A84FF))
        case .systemIndigo: return (rgb(0x5856D6), rgb(0x5E5CE6))
        case .systemPurple: return (rgb(0xAF52DE), rgb(0xBF5AF2))
        case .systemPink: return (rgb(0xFF2D55), rgb(0xFF375F))
        case .clear: return (.clear, .clear)
        case .white: return (rgb(0xFFFFFF), rgb(0xFFFFFF))
        case .black: return (rgb(0x000000), rgb(0x000000))
        }
    }
}

/// Which variant semantic colors resolve to.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    case light, dark
}
