// Compiled only where UIKit exists (iOS, iPadOS, tvOS, visionOS, Mac Catalyst; UIFont and UIColor also on
// watchOS); CI on Linux does not compile this file.
#if canImport(UIKit)
    import UIKit
    import TableStyleEngine
    import TableStyleTheme

    extension UIColor {
        /// The color of sRGB components.
        ///
        /// - Parameter components: The components.
        public convenience init(_ components: SRGBComponents) {
            self.init(
                red: CGFloat(components.red), green: CGFloat(components.green), blue: CGFloat(components.blue),
                alpha: CGFloat(components.alpha))
        }
    }

    extension UIFont.Weight {
        /// The UIKit weight of a theme weight (the same constants ``SystemFont/systemWeight`` gives the raw
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

    extension UIFont {
        /// The UIKit font of a theme font; a named font that is not installed falls back to the system font.
        ///
        /// - Parameter font: The font.
        /// - Returns: The font, italic when asked (where the typeface has an italic).
        public static func tableStyle(_ font: SystemFont) -> UIFont {
            let size = CGFloat(font.pointSize)
            let weight = UIFont.Weight(font.weight)
            var result: UIFont
            switch font.family {
            case .system:
                result =
                    font.hasMonospacedDigits
                    ? .monospacedDigitSystemFont(ofSize: size, weight: weight)
                    : .systemFont(ofSize: size, weight: weight)
            case .monospaced:
                result = .monospacedSystemFont(ofSize: size, weight: weight)
            case .named(let name):
                result = UIFont(name: name, size: size) ?? .systemFont(ofSize: size, weight: weight)
            }
            if font.isItalic, let italic = result.fontDescriptor.withSymbolicTraits(.traitItalic) {
                result = UIFont(descriptor: italic, size: size)
            }
            return result
        }
    }

    extension NSTextAlignment {
        /// The UIKit alignment of a cell alignment. Leading becomes `.natural` (UIKit puts it on the
        /// reading direction's leading edge); trailing needs the direction, since UIKit has no trailing.
        ///
        /// - Parameters:
        ///   - alignment: The cell's alignment.
        ///   - direction: The reading direction (`view.effectiveUserInterfaceLayoutDirection`).
        public init(_ alignment: CellTextAlignment, direction: TextDirection) {
            switch alignment {
            case .leading: self = .natural
            case .center: self = .center
            case .trailing: self = direction == .leftToRight ? .right : .left
            }
        }
    }

    extension NSDirectionalEdgeInsets {
        /// The UIKit insets of a cell's padding.
        ///
        /// - Parameter insets: The padding.
        public init(_ insets: CellInsets) {
            self.init(
                top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
                trailing: CGFloat(insets.trailing))
        }
    }

    extension NSLineBreakMode {
        /// The UIKit line break mode of a theme line break (`wrap` wraps at words).
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
