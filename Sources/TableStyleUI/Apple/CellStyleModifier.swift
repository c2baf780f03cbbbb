// Compiled only where SwiftUI exists (Apple platforms); CI on Linux does not compile this file.
#if canImport(SwiftUI)
    import SwiftUI
    import TableStyleEngine
    import TableStyleTheme

    /// Applies a styled cell's appearance to a view (usually a `Text`): font, text color, alignment,
    /// line limit and truncation, padding, background and border.
    public struct CellStyleModifier: ViewModifier {
        /// The appearance applied.
        public var appearance: CellAppearance

        /// Creates the modifier.
        ///
        /// - Parameter appearance: The cell's appearance.
        public init(_ appearance: CellAppearance) {
            self.appearance = appearance
        }

        /// The styled view.
        ///
        /// - Parameter content: The cell's content.
        /// - Returns: The content with the appearance applied.
        public func body(content: Content) -> some View {
            content
                .font(Font(appearance.font))
                .foregroundStyle(Color(appearance.textColor))
                .multilineTextAlignment(TextAlignment(appearance.alignment))
                .lineLimit(appearance.lineLimit)
                .truncationMode(truncation)
                .padding(EdgeInsets(appearance.insets))
                .frame(maxWidth: .infinity, alignment: Alignment(appearance.alignment))
                .background(Color(appearance.backgroundColor))
                .border(Color(appearance.borderColor), width: appearance.borderWidth)
        }

        /// SwiftUI truncates at the tail, middle or head; `clip` and `wrap` keep the default tail.
        private var truncation: Text.TruncationMode {
            switch appearance.lineBreak {
            case .truncateHead: return .head
            case .truncateMiddle: return .middle
            case .truncateTail, .wrap, .clip: return .tail
            }
        }
    }

    extension View {
        /// Applies a styled cell's appearance (``CellStyleModifier``).
        ///
        /// - Parameter appearance: The cell's appearance.
        /// - Returns: The styled view.
        public func cellStyle(_ appearance: CellAppearance) -> some View {
            modifier(CellStyleModifier(appearance))
        }
    }
#endif
