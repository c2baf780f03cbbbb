import Foundation
import TableStyleEngine
import TableStyleTheme

/// A table of an app's own `Identifiable` rows bound to a compiled theme: the short path from a model
/// to per-cell styles, asked for by the rows' own IDs and the columns' names.
///
/// The rows are shown in the order given; the sort order (as SwiftUI's `Table(sortOrder:)` keeps it) only
/// marks the sorted column in the header and highlights it, as the app sorts its own data.
///
/// ```swift
/// let table = StyledRows(transactions, theme: theme, selection: [picked.id],
///                        sortOrder: [KeyPathComparator(\Transaction.amount, order: .reverse)]) {
///     KeyPathColumn("Payee", value: \.payee)
///     KeyPathColumn("Amount", value: \.amount)
/// }
/// let style = table.style(row: picked.id, column: "Amount")
/// ```
public struct StyledRows<ID: Hashable> {
    /// The styled table (for layout, viewports and the renderers).
    public let styled: StyledTable
    /// The table model built from the rows (row `i` is the `i`-th element, ``RowID`` `i`).
    public let table: DataTable
    /// Each row's position by its element's ID.
    private let positions: [ID: Int]
    /// The elements' IDs, by position.
    private let ids: [ID]

    /// Binds rows to a theme, with a sort order given as `KeyPathComparator`s.
    ///
    /// - Parameters:
    ///   - data: The rows, in the order shown.
    ///   - theme: The compiled theme.
    ///   - selection: The IDs of the selected rows.
    ///   - sortOrder: The sort order, primary key first (comparators on no column are ignored).
    ///   - columns: The columns.
    public init<Data: Sequence>(
        _ data: Data, theme: CompiledTheme, selection: Set<ID> = [],
        sortOrder: [KeyPathComparator<Data.Element>] = [],
        @ColumnBuilder<Data.Element> columns: () -> [KeyPathColumn<Data.Element>]
    ) where Data.Element: Identifiable, Data.Element.ID == ID {
        let built = columns()
        self.init(data, theme: theme, selection: selection, columns: built) {
            ColumnSort.keys(for: sortOrder, columns: built)
        }
    }

    /// Binds rows to a theme, with a sort order given as `SortDescriptor`s.
    ///
    /// - Parameters:
    ///   - data: The rows, in the order shown.
    ///   - theme: The compiled theme.
    ///   - selection: The IDs of the selected rows.
    ///   - sortOrder: The sort order, primary key first (descriptors on no column are ignored).
    ///   - columns: The columns.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public init<Data: Sequence>(
        _ data: Data, theme: CompiledTheme, selection: Set<ID> = [], sortOrder: [SortDescriptor<Data.Element>],
        @ColumnBuilder<Data.Element> columns: () -> [KeyPathColumn<Data.Element>]
    ) where Data.Element: Identifiable, Data.Element.ID == ID {
        let built = columns()
        self.init(data, theme: theme, selection: selection, columns: built) {
            ColumnSort.keys(for: sortOrder, columns: built)
        }
    }

    private init<Data: Sequence>(
        _ data: Data, theme: CompiledTheme, selection: Set<ID>, columns: [KeyPathColumn<Data.Element>],
        sortKeys: () -> [ColumnSort]
    ) where Data.Element: Identifiable, Data.Element.ID == ID {
        let elements = Array(data)
        var positions: [ID: Int] = [:]
        for (offset, element) in elements.enumerated() where positions[element.id] == nil {
            positions[element.id] = offset
        }
        // An explicit `return` passes the built columns through without the column builder.
        var table = DataTable(elements, sortOrder: sortKeys(), columns: { return columns })
        table.selection = Set(elements.indices.filter { selection.contains(elements[$0].id) }.map { RowID($0) })
        self.table = table
        self.positions = positions
        self.ids = elements.map(\.id)
        self.styled = StyledTable(table, theme: theme)
    }

    /// The color behind every cell (the appearance's system background), to composite translucent fills over.
    public var tableBackground: ThemeColor { styled.tableBackground }

    /// The header cell of the column named `column` (its text is the column's title).
    ///
    /// - Parameter column: The column's name.
    /// - Returns: The cell, or `nil` when no column has that name.
    public func headerCell(column: String) -> RenderCell? {
        table.columnIndex(named: column).map(styled.headerCell)
    }

    /// The footer cell of the column named `column`.
    ///
    /// - Parameter column: The column's name.
    /// - Returns: The cell, or `nil` when no column has that name or the table draws no footer.
    public func footerCell(column: String) -> RenderCell? {
        guard let index = table.columnIndex(named: column) else { return nil }
        return styled.footerCells.first { $0.column == index }
    }

    /// The body cell of the row with ID `row` in the column named `column`.
    ///
    /// - Parameters:
    ///   - row: The row's ID.
    ///   - column: The column's name.
    /// - Returns: The cell, or `nil` when there is no such row or column.
    public func cell(row: ID, column: String) -> RenderCell? {
        guard let position = positions[row], let index = table.columnIndex(named: column) else { return nil }
        var cells: [RenderCell] = []
        let rows = table.rows
        styled.appendCells(
            of: rows[position], at: RowIndexPath(section: 0, row: position), rowCount: rows.count, into: &cells)
        return cells.first { $0.column == index }
    }

    /// The resolved style of the body cell of row `row` in the column named `column`.
    ///
    /// - Parameters:
    ///   - row: The row's ID.
    ///   - column: The column's name.
    /// - Returns: The style, or `nil` when there is no such row or column.
    public func style(row: ID, column: String) -> ResolvedStyle? {
        cell(row: row, column: column).map { styled.bound.style($0.style) }
    }

    /// The resolved style of the header cell of the column named `column`.
    ///
    /// - Parameter column: The column's name.
    /// - Returns: The style, or `nil` when no column has that name.
    public func headerStyle(column: String) -> ResolvedStyle? {
        headerCell(column: column).map { styled.bound.style($0.style) }
    }

    /// The resolved style of the footer cell of the column named `column`.
    ///
    /// - Parameter column: The column's name.
    /// - Returns: The style, or `nil` when there is no such column or no footer is drawn.
    public func footerStyle(column: String) -> ResolvedStyle? {
        footerCell(column: column).map { styled.bound.style($0.style) }
    }

    /// The ID of the element shown in body row `position` (the order the rows were given in).
    ///
    /// - Parameter position: The row's position.
    /// - Returns: The ID, or `nil` outside the table.
    public func id(atPosition position: Int) -> ID? {
        ids.indices.contains(position) ? ids[position] : nil
    }
}

extension StyledRows: Sendable where ID: Sendable {}
