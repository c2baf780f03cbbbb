import TableStyleTheme

/// What a cell's scales and bar compute from its value and its column's statistics, on top of its
/// interned style: `nil` fields keep the style's own value (``ResolvedStyle/textColor`` …).
public struct ComputedCellStyle: Sendable, Hashable {
    /// The text color a scale gave.
    public var textColor: ThemeColor?
    /// The background color a scale gave.
    public var backgroundColor: ThemeColor?
    /// The data bar.
    public var bar: CellBar?

    /// Creates a computed style.
    @inlinable
    public init(textColor: ThemeColor? = nil, backgroundColor: ThemeColor? = nil, bar: CellBar? = nil) {
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.bar = bar
    }

    /// Whether nothing was computed.
    @inlinable
    public var isEmpty: Bool { textColor == nil && backgroundColor == nil && bar == nil }

    /// `style` with the computed colors in place (the bar is not part of ``ResolvedStyle``'s colors).
    ///
    /// - Parameter style: The interned style.
    /// - Returns: The style as drawn.
    public func applied(to style: ResolvedStyle) -> ResolvedStyle {
        var result = style
        if let textColor { result.textColor = textColor }
        if let backgroundColor { result.backgroundColor = backgroundColor }
        return result
    }
}
