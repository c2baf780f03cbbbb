import TableStyleEngine
import TableStyleTheme

/// Everything the outputs draw, resolved once: table settings, columns, and every drawn cell with its
/// text, interned style and labels — header cells first, then body rows in order, then the footer.
///
/// Make one with ``StyledTable/renderTree(bodyRows:)``; give it to any ``TableRenderer``.
public struct RenderTree: Sendable {
    /// The theme's name.
    public var themeName: String
    /// The appearance the theme was compiled for.
    public var appearance: Appearance
    /// The resolved table settings.
    public var table: ResolvedTableSettings
    /// The columns.
    public var columns: [RenderColumn]
    /// Every drawn cell: header, then body rows in order, then footer.
    public var cells: [RenderCell]
    /// The body rows drawn, in order, each pointing into ``cells``.
    public var rows: [RenderRow]
    /// The body groups (sections) the drawn rows belong to, in order.
    public var groups: [RenderGroup]
    /// Whether footer cells are drawn (the table has a footer row and `show.footer` is on).
    public var hasFooter: Bool
    /// The styles the cells' ids index, snapshotted after resolving them.
    public var styles: [ResolvedStyle]
    /// The body rows of the whole table (``rows`` may be a range of them).
    public var totalBodyRowCount: Int
    /// The flat index (across groups) of the first drawn body row.
    public var firstBodyRow: Int
    /// The widest texts of the whole table, which column widths are computed from: every body row,
    /// also those ``rows`` leaves out, so every slice of a table is as wide as the whole.
    public var columnMeasure: ColumnMeasure
    /// The style of section header titles (grouped tables): the header base, then `sectionHeader`.
    public var sectionHeaderStyle: ResolvedStyle
    /// The style of section footer titles: the footer base, then `sectionFooter`.
    public var sectionFooterStyle: ResolvedStyle

    /// Creates a render tree.
    ///
    /// - Parameters:
    ///   - themeName: The theme's name.
    ///   - appearance: The appearance.
    ///   - table: The table settings.
    ///   - columns: The columns.
    ///   - cells: The cells in drawing order.
    ///   - rows: The body rows.
    ///   - groups: The body groups.
    ///   - hasFooter: Whether footer cells are drawn.
    ///   - styles: The styles ids index.
    ///   - totalBodyRowCount: All body rows of the table.
    ///   - firstBodyRow: The flat index of the first drawn row.
    ///   - columnMeasure: The whole table's widest texts (`nil`: measured from `cells`).
    ///   - sectionHeaderStyle: The style of section header titles (`nil`: ``fallbackStyle``).
    ///   - sectionFooterStyle: The style of section footer titles (`nil`: ``fallbackStyle``).
    public init(
        themeName: String, appearance: Appearance, table: ResolvedTableSettings, columns: [RenderColumn],
        cells: [RenderCell], rows: [RenderRow], groups: [RenderGroup], hasFooter: Bool, styles: [ResolvedStyle],
        totalBodyRowCount: Int, firstBodyRow: Int, columnMeasure: ColumnMeasure? = nil,
        sectionHeaderStyle: ResolvedStyle? = nil, sectionFooterStyle: ResolvedStyle? = nil
    ) {
        self.themeName = themeName
        self.appearance = appearance
        self.table = table
        self.columns = columns
        self.cells = cells
        self.rows = rows
        self.groups = groups
        self.hasFooter = hasFooter
        self.styles = styles
        self.totalBodyRowCount = totalBodyRowCount
        self.firstBodyRow = firstBodyRow
        self.columnMeasure = columnMeasure ?? ColumnMeasure(cells: cells, columns: columns)
        self.sectionHeaderStyle = sectionHeaderStyle ?? Self.fallbackStyle
        self.sectionFooterStyle = sectionFooterStyle ?? Self.fallbackStyle
    }

    /// The style an id stands for.
    ///
    /// - Parameter id: A cell's style id.
    /// - Returns: The style (the first style when the id is unknown, which cannot happen for ids in ``cells``).
    @inlinable public func style(_ id: StyleID) -> ResolvedStyle {
        let index = Int(id.rawValue)
        return styles.indices.contains(index) ? styles[index] : (styles.first ?? RenderTree.fallbackStyle)
    }

    /// Whether `natural` alignment puts a cell trailing: a body cell by its own value, a header or footer
    /// cell by its column's kind (a number column's header sits over its numbers).
    ///
    /// - Parameter cell: One of ``cells``.
    /// - Returns: Whether it aligns as a number.
    @inlinable public func alignsAsNumber(_ cell: RenderCell) -> Bool {
        if cell.section == .body { return cell.isNumber }
        return columns.indices.contains(cell.column) ? columns[cell.column].kind == .number : cell.isNumber
    }

    /// Whether the visible label markers (and their legend) are drawn (`table.show.labelMarkers`).
    public var showsLabelMarkers: Bool { table.show[.labelMarkers] ?? true }

    /// The header cells, one per column.
    public var headerCells: ArraySlice<RenderCell> { cells[0..<min(columns.count, cells.count)] }

    /// The footer cells (empty when there is no footer).
    public var footerCells: ArraySlice<RenderCell> {
        hasFooter ? cells[(cells.count - columns.count)..<cells.count] : cells[cells.count..<cells.count]
    }

    /// The cells of a body row.
    ///
    /// - Parameter row: One of ``rows``.
    /// - Returns: Its cells.
    public func cells(of row: RenderRow) -> ArraySlice<RenderCell> { cells[row.cells] }

    /// The background the table is drawn on (`systemBackground` of the appearance), which translucent
    /// cell colors are composited over.
    public var tableBackground: ThemeColor { SemanticColor.systemBackground.color(in: appearance) }

    /// The style used for an unknown id.
    public static let fallbackStyle = ResolvedStyle(
        font: ResolvedFont(family: "system", size: 14, weight: .regular, italic: false, monospacedDigits: false),
        textColor: ThemeColor(red: 0, green: 0, blue: 0), backgroundColor: .clear,
        borderColor: ThemeColor(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0.29), borderWidth: 0, alignment: .natural,
        padding: CellInsets(all: 8), lineBreak: .truncateTail, cellStyle: .default, accessory: .none)
}

/// A column as the outputs show it.
public struct RenderColumn: Sendable, Hashable {
    /// The column's name.
    public var name: String
    /// The header title shown.
    public var title: String
    /// Number or text.
    public var kind: ColumnKind
    /// Whether it is the table's primary sort column.
    public var isHighlighted: Bool
    /// Its sort direction, if it is a sort key.
    public var sort: SortDirection?
    /// The narrowest width in points.
    public var minWidth: Double?
    /// The widest width in points.
    public var maxWidth: Double?

    /// Creates a render column.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - title: The header title.
    ///   - kind: The kind.
    ///   - isHighlighted: Whether it is the primary sort column.
    ///   - sort: Its direction.
    ///   - minWidth: The narrowest width.
    ///   - maxWidth: The widest width.
    public init(
        name: String, title: String, kind: ColumnKind, isHighlighted: Bool, sort: SortDirection?,
        minWidth: Double? = nil, maxWidth: Double? = nil
    ) {
        self.name = name
        self.title = title
        self.kind = kind
        self.isHighlighted = isHighlighted
        self.sort = sort
        self.minWidth = minWidth
        self.maxWidth = maxWidth
    }
}

/// A drawn body row.
public struct RenderRow: Sendable, Hashable {
    /// The row's identity.
    public var id: RowID
    /// Its group (section).
    public var group: Int
    /// Its index within the group.
    public var row: Int
    /// Whether it is selected.
    public var isSelected: Bool
    /// Its cells' range in ``RenderTree/cells``.
    public var cells: Range<Int>

    /// Creates a render row.
    ///
    /// - Parameters:
    ///   - id: The identity.
    ///   - group: The group.
    ///   - row: The index within the group.
    ///   - isSelected: Whether it is selected.
    ///   - cells: Its cells' range.
    public init(id: RowID, group: Int, row: Int, isSelected: Bool, cells: Range<Int>) {
        self.id = id
        self.group = group
        self.row = row
        self.isSelected = isSelected
        self.cells = cells
    }
}

/// A body group (section) with the part of it that is drawn.
public struct RenderGroup: Sendable, Hashable {
    /// The group's index.
    public var index: Int
    /// The title above its rows (drawn when its first row is drawn).
    public var headerTitle: String?
    /// The title below its rows (drawn when its last row is drawn).
    public var footerTitle: String?
    /// Its section-index entry.
    public var indexTitle: String?
    /// All its rows' count.
    public var rowCount: Int
    /// The rows of it that are drawn (indices within the group).
    public var drawnRows: Range<Int>

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - index: The index.
    ///   - headerTitle: The title above.
    ///   - footerTitle: The title below.
    ///   - indexTitle: The index entry.
    ///   - rowCount: All its rows.
    ///   - drawnRows: The drawn rows.
    public init(
        index: Int, headerTitle: String?, footerTitle: String?, indexTitle: String?, rowCount: Int,
        drawnRows: Range<Int>
    ) {
        self.index = index
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.indexTitle = indexTitle
        self.rowCount = rowCount
        self.drawnRows = drawnRows
    }

    /// Whether the header title is drawn.
    public var drawsHeaderTitle: Bool { headerTitle != nil && drawnRows.lowerBound == 0 }
    /// Whether the footer title is drawn.
    public var drawsFooterTitle: Bool { footerTitle != nil && drawnRows.upperBound == rowCount }
}
