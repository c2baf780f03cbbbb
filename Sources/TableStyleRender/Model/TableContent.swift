import TableStyleTheme

/// What layout and the renderers read from a table: columns, sections, rows on demand, the footer
/// row, the sort order and the selection.
///
/// ``DataTable`` is the stored implementation. Conform your own type to render tables too large to
/// hold in memory: rows are asked for only when they are laid out or drawn, so a viewport of a
/// 10,000,000-row source touches only the rows on screen.
public protocol TableContent: Sendable {
    /// The columns, with their kinds set.
    var columns: [DataColumn] { get }
    /// The number of body sections (at least one for a table with rows).
    var sectionCount: Int { get }
    /// The titles and row count of a section.
    ///
    /// - Parameter section: The section's index.
    /// - Returns: Its information.
    func sectionInfo(_ section: Int) -> SectionInfo
    /// A body row.
    ///
    /// - Parameter indexPath: Its section and index within the section.
    /// - Returns: The row.
    func row(at indexPath: RowIndexPath) -> DataRow
    /// The footer row (totals, summaries), if the table has one.
    var footerRow: DataRow? { get }
    /// The sort keys, primary first; the rows are expected to be in this order already.
    var sortOrder: [ColumnSort] { get }
    /// Whether the row with this identity is selected.
    ///
    /// - Parameter id: The row's identity.
    /// - Returns: Whether it is selected.
    func isSelected(_ id: RowID) -> Bool
}

extension TableContent {
    /// The primary sort key, which decides the highlighted column.
    public var primarySort: ColumnSort? { sortOrder.first }

    /// The highlighted column: the primary sort key's column, when it is a valid index.
    public var highlightedColumn: Int? {
        guard let sort = primarySort, sort.column >= 0, sort.column < columns.count else { return nil }
        return sort.column
    }

    /// The number of body rows in all sections.
    public var totalRowCount: Int {
        (0..<sectionCount).reduce(0) { $0 + sectionInfo($1).rowCount }
    }

    /// The sort direction of `column`, if it is one of the sort keys.
    ///
    /// - Parameter column: The column index.
    /// - Returns: The direction of its first sort key, or `nil`.
    public func sortDirection(ofColumn column: Int) -> SortDirection? {
        sortOrder.first { $0.column == column }?.direction
    }
}
