// Compiled only where SwiftUI exists (Apple platforms); CI on Linux does not compile this file.
#if canImport(SwiftUI)
    import SwiftUI
    import TableStyleEngine
    import TableStyleTheme

    extension Color {
        /// The color of sRGB components.
        ///
        /// - Parameter components: The components.
        public init(_ components: SRGBComponents) {
            self.init(
                .sRGB, red: components.red, green: components.green, blue: components.blue,
                opacity: components.alpha)
        }
    }

    extension Font.Weight {
        /// The SwiftUI weight of a theme weight.
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

    extension Font {
        /// The SwiftUI font of a theme font: the system or monospaced system font, or a named font
        /// (`Font.custom`), at its point size and weight, with its traits.
        ///
        /// - Parameter font: The font.
        public init(_ font: SystemFont) {
            var result: Font
            // Optional weight and design pick `system(size:weight:design:)` of iOS 16 / macOS 13; with
            // non-optional arguments Swift picks the older overload, deprecated in the newest SDKs.
            let weight: Font.Weight? = Font.Weight(font.weight)
            switch font.family {
            case .system:
                result = .system(size: font.pointSize, weight: weight, design: Font.Design?.some(.default))
            case .monospaced:
                result = .system(size: font.pointSize, weight: weight, design: Font.Design?.some(.monospaced))
            case .named(let name):
                result = .custom(name, size: font.pointSize).weight(Font.Weight(font.weight))
            }
            if font.isItalic { result = result.italic() }
            if font.hasMonospacedDigits { result = result.monospacedDigit() }
            self = result
        }
    }

    extension TextAlignment {
        /// The SwiftUI alignment of a cell alignment.
        ///
        /// - Parameter alignment: The cell's alignment.
        public init(_ alignment: CellTextAlignment) {
            switch alignment {
            case .leading: self = .leading
            case .center: self = .center
            case .trailing: self = .trailing
            }
        }
    }

    extension Alignment {
        /// The frame alignment that places a cell's text: its horizontal alignment, vertically centered.
        ///
        /// - Parameter alignment: The cell's alignment.
        public init(_ alignment: CellTextAlignment) {
            switch alignment {
            case .leading: self = .leading
            case .center: self = .center
            case .trailing: self = .trailing
            }
        }
    }

    extension EdgeInsets {
        /// The SwiftUI insets of a cell's padding (leading and trailing follow the layout direction).
        ///
        /// - Parameter insets: The padding.
        public init(_ insets: CellInsets) {
            self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        }
    }
#endif
