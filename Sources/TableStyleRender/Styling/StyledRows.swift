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
///
/// Every lookup by row ID and column name is O(1): a dictionary finds the row's position and the
/// column's index, and the engine resolves that one cell — what a SwiftUI `Table` or a
/// `UICollectionView` can call for every visible cell on every frame. For rows that change while shown,
/// make a ``LiveTable`` from it.
public struct StyledRows<Element: Identifiable> {
    /// The rows' ID type.
    public typealias ID = Element.ID

    /// The styled table (for layout, viewports and the renderers).
    public let styled: StyledTable
    /// The table model built from the rows (row `i` is the `i`-th element, ``RowID`` `i`).
    public let table: DataTable
    /// The columns the rows were read through.
    public let columns: [KeyPathColumn<Element>]
    /// Each row's position by its element's ID.
    private let positions: [ID: Int]
    /// The elements' IDs, by position.
    let ids: [ID]
    /// Each column's index by name (the first column of a name).
    private let columnIndex: [String: Int]

    /// Binds rows to a theme, with a sort order given as `KeyPathComparator`s.
    ///
    /// - Parameters:
    ///   - data: The rows, in the order shown.
    ///   - theme: The compiled theme.
    ///   - selection: The IDs of the selected rows.
    ///   - sortOrder: The sort order, primary key first (comparators on no column are ignored).
    ///   - columns: The columns.
    ///   - footer: A footer row (totals, summaries) read through the same columns.
    public init<Data: Sequence>(
        _ data: Data, theme: CompiledTheme, selection: Set<ID> = [],
        sortOrder: [KeyPathComparator<Element>] = [], footer: Element? = nil,
        @ColumnBuilder<Element> columns: () -> [KeyPathColumn<Element>]
    ) where Data.Element == Element {
        let built = columns()
        self.init(data, theme: theme, selection: selection, footer: footer, columns: built) {
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
    ///   - footer: A footer row (totals, summaries) read through the same columns.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public init<Data: Sequence>(
        _ data: Data, theme: CompiledTheme, selection: Set<ID> = [], sortOrder: [SortDescriptor<Element>],
        footer: Element? = nil, @ColumnBuilder<Element> columns: () -> [KeyPathColumn<Element>]
    ) where Data.Element == Element {
        let built = columns()
        self.init(data, theme: theme, selection: selection, footer: footer, columns: built) {
            ColumnSort.keys(for: sortOrder, columns: built)
        }
    }

    private init<Data: Sequence>(
        _ data: Data, theme: CompiledTheme, selection: Set<ID>, footer: Element?, columns: [KeyPathColumn<Element>],
        sortKeys: () -> [ColumnSort]
    ) where Data.Element == Element {
        let elements = Array(data)
        var positions: [ID: Int] = [:]
        positions.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() where positions[element.id] == nil {
            positions[element.id] = offset
        }
        var table = DataTable(elements, sortOrder: sortKeys(), columns: columns)
        table.selection = Set(selection.compactMap { positions[$0].map(RowID.init) })
        table.footerRow = footer.map { element in DataRow(id: RowID(-1), cells: columns.map { $0.cell(element) }) }
        var columnIndex: [String: Int] = [:]
        for (offset, column) in columns.enumerated() where columnIndex[column.column.name] == nil {
            columnIndex[column.column.name] = offset
        }
        self.table = table
        self.columns = columns
        self.positions = positions
        self.columnIndex = columnIndex
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
        columnIndex[column].map(styled.headerCell)
    }

    /// The footer cell of the column named `column`.
    ///
    /// - Parameter column: The column's name.
    /// - Returns: The cell, or `nil` when no column has that name or the table draws no footer.
    public func footerCell(column: String) -> RenderCell? {
        guard let index = columnIndex[column] else { return nil }
        return styled.footerCells.first { $0.column == index }
    }

    /// The body cell of the row with ID `row` in the column named `column`: O(1), one cell resolved.
    ///
    /// - Parameters:
    ///   - row: The row's ID.
    ///   - column: The column's name.
    /// - Returns: The cell, or `nil` when there is no such row or column.
    public func cell(row: ID, column: String) -> RenderCell? {
        guard let position = positions[row], let index = columnIndex[column], let rows = table.sections.first?.rows
        else { return nil }
        return styled.bodyCell(
            of: rows[position], at: RowIndexPath(section: 0, row: position), rowCount: rows.count, column: index)
    }

    /// The resolved style of the body cell of row `row` in the column named `column`.
    ///
    /// - Parameters:
    ///   - row: The row's ID.
    ///   - column: The column's name.
    /// - Returns: The style, or `nil` when there is no such row or column.
    public func style(row: ID, column: String) -> ResolvedStyle? {
        guard let position = positions[row], let index = columnIndex[column], let rows = table.sections.first?.rows
        else { return nil }
        return styled.bound.rowStyles(
            forRow: position, rowCount: rows.count, isSelected: table.selection.contains(RowID(position)),
            values: rows[position]
        ).style(column: index)
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

    /// The position of the row with this ID (the order the rows were given in), or `nil` for an unknown ID.
    ///
    /// - Parameter id: The row's ID.
    /// - Returns: Its position.
    public func position(of id: ID) -> Int? { positions[id] }
}
