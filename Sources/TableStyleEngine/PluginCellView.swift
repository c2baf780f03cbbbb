import TableStyleTheme

/// What a host plugin predicate may look at: the cell's position and state, its value and text, and
/// the other values of its row.
public struct PluginCellView: Sendable, Hashable {
    /// The cell's section.
    public var section: TableSection
    /// The 0-based row index within the section.
    public var row: Int
    /// The number of rows in the section.
    public var rowCount: Int
    /// The 0-based column index.
    public var column: Int
    /// The column's name (`""` when the column is outside the table shape).
    public var columnName: String
    /// The column's kind.
    public var columnKind: ColumnKind
    /// The cell's value.
    public var value: CellValue
    /// The cell's text as shown.
    public var text: String
    /// Whether the row is selected.
    public var isSelected: Bool
    /// Whether the cell is in the highlighted (primary sort) column.
    public var isHighlighted: Bool
    /// The table's sort direction, if sorted.
    public var sortDirection: SortDirection?
    /// The names of all columns, in order.
    public var columnNames: [String]
    /// The values of the whole row, indexed like ``columnNames``.
    public var rowValues: [CellValue]

    /// Creates a view (the engine builds these; public for testing plugins in isolation).
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - row: The row index within the section.
    ///   - rowCount: The section's row count.
    ///   - column: The column index.
    ///   - columnName: The column name.
    ///   - columnKind: The column kind.
    ///   - value: The value.
    ///   - text: The text as shown.
    ///   - isSelected: Whether the row is selected.
    ///   - isHighlighted: Whether the column is highlighted.
    ///   - sortDirection: The sort direction.
    ///   - columnNames: All column names.
    ///   - rowValues: All values of the row.
    public init(
        section: TableSection, row: Int, rowCount: Int, column: Int, columnName: String, columnKind: ColumnKind,
        value: CellValue, text: String, isSelected: Bool, isHighlighted: Bool, sortDirection: SortDirection?,
        columnNames: [String], rowValues: [CellValue]
    ) {
        self.section = section
        self.row = row
        self.rowCount = rowCount
        self.column = column
        self.columnName = columnName
        self.columnKind = columnKind
        self.value = value
        self.text = text
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.sortDirection = sortDirection
        self.columnNames = columnNames
        self.rowValues = rowValues
    }

    /// The value of the row's cell in the column named `name`, or `nil` when there is no such column.
    ///
    /// - Parameter name: The column name.
    /// - Returns: The value.
    public func value(ofColumn name: String) -> CellValue? {
        guard let index = columnNames.firstIndex(of: name), index < rowValues.count else { return nil }
        return rowValues[index]
    }
}
