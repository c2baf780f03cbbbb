// Compiled only on macOS with AppKit (not Mac Catalyst, which uses the UIKit file); CI on Linux does not
// compile this file.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import TableStyleEngine
    import TableStyleTheme

    extension NSColor {
        /// The color of sRGB components.
        ///
        /// - Parameter components: The components.
        public convenience init(_ components: SRGBComponents) {
            self.init(
                srgbRed: CGFloat(components.red), green: CGFloat(components.green), blue: CGFloat(components.blue),
                alpha: CGFloat(components.alpha))
        }
    }

    extension NSFont.Weight {
        /// The AppKit weight of a theme weight (the same constants ``SystemFont/systemWeight`` gives the raw
        /// values of).
        ///
        /// - Parameter weight: The theme's weight.
        public init(_ weight: FontWeight) {
            switch weight {
            case .ultraLight: self = .ultraLight
            case .thin: self = .thin
            case .light: self = .light
            case .regular: self = .regular
            case .medium: self = .medium
            case .semibold: self = .semibold
            case .bold: self = .bold
            case .heavy: self = .heavy
            case .black: self = .black
            }
        }
    }

    extension NSFont {
        /// The AppKit font of a theme font; a named font that is not installed falls back to the system font.
        ///
        /// - Parameter font: The font.
        /// - Returns: The font, italic when asked (where the typeface has an italic).
        public static func tableStyle(_ font: SystemFont) -> NSFont {
            let size = CGFloat(font.pointSize)
            let weight = NSFont.Weight(font.weight)
            var result: NSFont
            switch font.family {
            case .system:
                result =
                    font.hasMonospacedDigits
                    ? .monospacedDigitSystemFont(ofSize: size, weight: weight)
                    : .systemFont(ofSize: size, weight: weight)
            case .monospaced:
                result = .monospacedSystemFont(ofSize: size, weight: weight)
            case .named(let name):
                result = NSFont(name: name, size: size) ?? .systemFont(ofSize: size, weight: weight)
            }
            if font.isItalic {
                let italic = result.fontDescriptor.withSymbolicTraits(.italic)
                result = NSFont(descriptor: italic, size: size) ?? result
            }
            return result
        }
    }

    extension NSTextAlignment {
        /// The AppKit alignment of a cell alignment. Leading becomes `.natural`; trailing needs the
        /// direction, since AppKit has no trailing.
        ///
        /// - Parameters:
        ///   - alignment: The cell's alignment.
        ///   - direction: The reading direction (`view.userInterfaceLayoutDirection`).
        public init(_ alignment: CellTextAlignment, direction: TextDirection) {
            switch alignment {
            case .leading: self = .natural
            case .center: self = .center
            case .trailing: self = direction == .leftToRight ? .right : .left
            }
        }
    }

    extension NSEdgeInsets {
        /// The AppKit insets of a cell's padding, leading and trailing placed for a reading direction.
        ///
        /// - Parameters:
        ///   - insets: The padding.
        ///   - direction: The reading direction.
        public init(_ insets: CellInsets, direction: TextDirection) {
            let leftToRight = direction == .leftToRight
            self.init(
                top: CGFloat(insets.top), left: CGFloat(leftToRight ? insets.leading : insets.trailing),
                bottom: CGFloat(insets.bottom), right: CGFloat(leftToRight ? insets.trailing : insets.leading))
        }
    }

    extension NSLineBreakMode {
        /// The AppKit line break mode of a theme line break (`wrap` wraps at words).
        ///
        /// - Parameter lineBreak: The theme's line break.
        public init(_ lineBreak: LineBreakMode) {
            switch lineBreak {
            case .truncateTail: self = .byTruncatingTail
            case .truncateMiddle: self = .byTruncatingMiddle
            case .truncateHead: self = .byTruncatingHead
            case .wrap: self = .byWordWrapping
            case .clip: self = .byClipping
            }
        }
    }
#endif
