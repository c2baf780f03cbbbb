import TableStyleTheme

/// The table's row separator with its color resolved: a line of ``width`` points between consecutive
/// body rows of a section.
public struct ResolvedSeparator: Sendable, Hashable {
    /// The line's color.
    public var color: ThemeColor
    /// The line's width in points (0…20).
    public var width: Double

    /// Creates a separator.
    ///
    /// - Parameters:
    ///   - color: The color.
    ///   - width: The width in points.
    public init(color: ThemeColor, width: Double) {
        self.color = color
        self.width = width
    }
}
