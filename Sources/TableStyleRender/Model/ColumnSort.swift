import TableStyleTheme

/// One sort key: a column and a direction. A table's first key is its primary sort: that column is
/// the highlighted one (`column: highlighted`, Docs/ThemeFormat.md#conditions-when).
public struct ColumnSort: Sendable, Hashable {
    /// The 0-based column index.
    public var column: Int
    /// The direction.
    public var direction: SortDirection

    /// Creates a sort key.
    ///
    /// - Parameters:
    ///   - column: The 0-based column index.
    ///   - direction: The direction (default ascending).
    public init(column: Int, direction: SortDirection = .ascending) {
        self.column = column
        self.direction = direction
    }
}
