import TableStyleEngine

/// One row of a table: its identity and one cell per column.
public struct DataRow: Sendable, Hashable, Identifiable {
    /// The row's stable identity.
    public var id: RowID
    /// The cells, one per column, in column order.
    public var cells: [DataCell]

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - id: The stable identity.
    ///   - cells: One cell per column.
    public init(id: RowID, cells: [DataCell]) {
        self.id = id
        self.cells = cells
    }

    /// The cell in `column`, or a null cell when the row is shorter.
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The cell.
    @inlinable public func cell(at column: Int) -> DataCell {
        column >= 0 && column < cells.count ? cells[column] : .null
    }
}
