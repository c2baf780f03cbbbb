/// One entry of a theme's top-level `columns`: width limits in points (each 1…2000) for a column name or
/// for `"*"` (every column). Unset keys are `nil`.
public struct ColumnWidths: Sendable, Hashable {
    /// A fixed width: the column is laid out exactly this wide (``minWidth`` and ``maxWidth`` are ignored).
    public var width: Double?
    /// The narrowest the column may be.
    public var minWidth: Double?
    /// The widest the column may be.
    public var maxWidth: Double?

    /// Creates width limits.
    ///
    /// - Parameters:
    ///   - width: A fixed width.
    ///   - minWidth: The narrowest width.
    ///   - maxWidth: The widest width.
    public init(width: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil) {
        self.width = width
        self.minWidth = minWidth
        self.maxWidth = maxWidth
    }

    /// The key naming every column.
    public static let everyColumn = "*"

    /// These limits laid over `base`, key by key.
    ///
    /// - Parameter base: The limits underneath (the `"*"` entry, or a parent theme's entry).
    /// - Returns: The merged limits.
    public func merged(over base: ColumnWidths) -> ColumnWidths {
        ColumnWidths(
            width: width ?? base.width, minWidth: minWidth ?? base.minWidth, maxWidth: maxWidth ?? base.maxWidth)
    }

    /// The limits the layout applies: a fixed ``width`` is both the narrowest and the widest.
    public var effectiveRange: (minWidth: Double?, maxWidth: Double?) {
        if let width { return (width, width) }
        return (minWidth, maxWidth)
    }
}
