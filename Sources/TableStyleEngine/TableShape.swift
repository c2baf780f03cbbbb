import TableStyleTheme

/// What the rule engine needs to know about a table before seeing any value: its columns, the
/// highlighted (primary sort) column and the sort direction.
public struct TableShape: Sendable, Hashable {
    /// The columns, in display order.
    public var columns: [ColumnShape]
    /// The primary sort column's index (`column: highlighted`), if the table is sorted.
    public var highlightedColumn: Int?
    /// The sort direction (`sort:` tests), if the table is sorted.
    public var sortDirection: SortDirection?

    /// Creates a shape.
    ///
    /// - Parameters:
    ///   - columns: The columns.
    ///   - highlightedColumn: The primary sort column, if any.
    ///   - sortDirection: The sort direction, if any.
    public init(columns: [ColumnShape], highlightedColumn: Int? = nil, sortDirection: SortDirection? = nil) {
        self.columns = columns
        self.highlightedColumn = highlightedColumn
        self.sortDirection = sortDirection
    }

    /// The index of the first column named `name`, if any.
    ///
    /// - Parameter name: The column name.
    /// - Returns: The 0-based index.
    public func columnIndex(named name: String) -> Int? {
        columns.firstIndex { $0.name == name }
    }
}
