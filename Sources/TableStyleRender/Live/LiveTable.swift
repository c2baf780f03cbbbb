import TableStyleEngine
import TableStyleTheme

/// A table whose rows change while it is shown: rows inserted, removed or changed by identity update the
/// layout and restyle only the rows whose styles can have changed, and a viewport keeps its first visible
/// row in place when rows arrive above it ("keep content fresh … don't change the scrolling position").
///
/// Each row's resolved styles, labels and height are kept by its ``RowID``. After a change a row is
/// restyled only when its values, its selection or the part of its position the theme reads (row colors'
/// cycle, `row` tests, plugin predicates) changed.
///
/// **Whole-column dependencies.** What a theme reads from whole columns is an input of its binding to the
/// table (``StyleResolver``): the shape (the column kinds, since a column is `number` only while all its
/// values are numbers, and the sort key), and column statistics where the theme tests them (ranges,
/// means, color scales). After every change the theme is bound again and, when any such input differs,
/// every row is restyled (``LiveTableUpdate/restyledAllRows``), so a changed value refreshes every style
/// that depends on its column. ``restyleAll()`` restyles everything on request (for a plugin predicate
/// that reads state outside the table).
///
/// Column widths are measured once, when the live table is made, so columns do not jump while rows
/// arrive; make a new live table to refit them.
public struct LiveTable: Sendable {
    /// The rows as they are now.
    public private(set) var table: DataTable
    /// The table bound to the theme.
    public private(set) var styled: StyledTable
    /// The layout, kept up to date with the rows.
    public private(set) var layout: TableLayout
    /// Points or characters.
    public let unit: LayoutUnit

    /// A row's resolved cells and height, and what they were resolved from.
    private struct StyledRow: Sendable {
        var values: [DataCell]
        var isSelected: Bool
        var position: RowPositionKey
        var styles: [(style: StyleID, labels: [String])]
        var height: Double
    }

    private var rows: [RowID: StyledRow] = [:]
    private let dependence: RowPositionDependence
    private let theme: CompiledTheme

    /// Styles and lays out a table.
    ///
    /// - Parameters:
    ///   - table: The rows; identities must be unique.
    ///   - theme: The compiled theme.
    ///   - unit: Points (apps) or characters (terminal).
    public init(_ table: DataTable, theme: CompiledTheme, unit: LayoutUnit = .points) {
        self.table = table
        self.theme = theme
        self.unit = unit
        self.styled = StyledTable(table, theme: theme)
        self.dependence = RowPositionDependence(theme)
        self.layout = styled.layout(unit: unit)
        // The layout already holds every row's height; this keeps each row's styles.
        _ = restyle(all: true)
    }

    /// What is visible at a scroll offset (see ``TableLayout/viewport(offset:height:)``).
    ///
    /// - Parameters:
    ///   - offset: The scroll offset.
    ///   - height: The viewport's height.
    /// - Returns: The viewport.
    public func viewport(offset: Double, height: Double) -> Viewport {
        layout.viewport(offset: offset, height: height)
    }

    /// The cells of the body rows a viewport shows, from the kept styles (nothing is resolved).
    ///
    /// - Parameter viewport: A viewport of this table's current layout.
    /// - Returns: The cells, one per column for each visible row.
    public func cells(of viewport: Viewport) -> [RenderCell] {
        var cells: [RenderCell] = []
        for placed in viewport.rows {
            let row = table.row(at: placed.indexPath)
            guard let styledRow = rows[row.id] else { continue }
            for (column, resolved) in styledRow.styles.enumerated() {
                let cell = row.cell(at: column)
                cells.append(
                    RenderCell(
                        section: .body, group: placed.indexPath.section, row: placed.indexPath.row, column: column,
                        text: cell.text, isNumber: cell.value.numberValue != nil, isSelected: styledRow.isSelected,
                        style: resolved.style, labels: resolved.labels,
                        display: styled.displayText(of: cell, style: resolved.style),
                        computed: styled.bound.hasComputedPart(resolved.style)
                            ? styled.bound.computedStyle(
                                resolved.style,
                                for: CellContext(
                                    section: .body, row: placed.indexPath.row,
                                    rowCount: table.sectionInfo(placed.indexPath.section).rowCount, column: column,
                                    isSelected: styledRow.isSelected), value: cell.value) : nil))
            }
        }
        return cells
    }

    /// Applies changes in order, restyles what they affect and updates the layout.
    ///
    /// - Parameters:
    ///   - changes: The changes.
    ///   - viewport: The viewport on screen before the changes; the update's ``LiveTableUpdate/offset``
    ///     keeps its first visible row that still exists at the same place on screen.
    /// - Returns: What was restyled, and the anchored offset.
    @discardableResult
    public mutating func apply(_ changes: [RowChange], keeping viewport: Viewport? = nil) -> LiveTableUpdate {
        let anchors = viewport.map { $0.rows.map { (id: table.row(at: $0.indexPath).id, y: $0.y) } } ?? []
        var ignored: [RowChange] = []
        var sections = table.sections
        for change in changes where !Self.apply(change, to: &sections) { ignored.append(change) }
        table.sections = sections
        table.columns = DataTable.derivingKinds(table.columns, sections: sections)
        var update = rebind()
        update.ignored = ignored
        if let viewport { update.offset = anchoredOffset(anchors, viewport: viewport) }
        return update
    }

    /// Selects rows (by identity), restyling the rows whose selection changed.
    ///
    /// - Parameter selection: The selected rows.
    /// - Returns: What was restyled.
    @discardableResult
    public mutating func select(_ selection: Set<RowID>) -> LiveTableUpdate {
        table.selection = selection
        return rebind()
    }

    /// Restyles every row.
    ///
    /// - Returns: The update (every row restyled).
    @discardableResult
    public mutating func restyleAll() -> LiveTableUpdate {
        styled = StyledTable(table, theme: theme)
        let restyled = restyle(all: true)
        relayout()
        return LiveTableUpdate(restyledRows: restyled, restyledAllRows: true)
    }

    /// Binds the theme to the changed table; restyles every row when the shape changed, else only the rows
    /// whose inputs changed; then updates the layout.
    private mutating func rebind() -> LiveTableUpdate {
        let previous = styled.bound
        styled = StyledTable(table, theme: theme)
        let all = Self.bindingChanged(from: previous, to: styled.bound)
        let restyled = restyle(all: all)
        relayout()
        return LiveTableUpdate(restyledRows: restyled, restyledAllRows: all)
    }

    /// Whether two bindings of the theme can resolve a row differently: every whole-column input of the
    /// binding is compared — the shape (column kinds, highlighted column, sort direction) and the column
    /// statistics (a changed maximum, mean or set of duplicates restyles every row).
    private static func bindingChanged(from old: StyleResolver, to new: StyleResolver) -> Bool {
        old.shape != new.shape || old.statistics != new.statistics
    }

    /// Resolves the rows whose inputs changed (every row when `all`), drops the removed ones.
    private mutating func restyle(all: Bool) -> [RowID] {
        var restyled: [RowID] = []
        var kept: [RowID: StyledRow] = [:]
        kept.reserveCapacity(table.totalRowCount)
        let columnCount = table.columns.count
        let rowHeight = styled.bodyRowHeights(unit: unit, columnWidths: layout.columnWidths)
        for (section, data) in table.sections.enumerated() {
            let rowCount = data.rows.count
            for (index, row) in data.rows.enumerated() {
                let isSelected = table.isSelected(row.id)
                let position = dependence.key(row: index, rowCount: rowCount)
                if !all, let old = rows[row.id], old.values == row.cells, old.isSelected == isSelected,
                    old.position == position
                {
                    kept[row.id] = old
                    continue
                }
                let path = RowIndexPath(section: section, row: index)
                let styles = styled.bound.resolveRow(
                    index, rowCount: rowCount, isSelected: isSelected, values: row, columnCount: columnCount)
                let height: Double
                switch layout.settings.rowHeight {
                case .fixed(let fixed): height = fixed
                case .automatic: height = rowHeight(path)
                }
                kept[row.id] = StyledRow(
                    values: row.cells, isSelected: isSelected, position: position, styles: styles, height: height)
                restyled.append(row.id)
            }
        }
        rows = kept
        return restyled
    }

    /// Lays the rows out again from their kept heights, with the same column widths.
    private mutating func relayout() {
        let heights = rows
        let table = table
        layout = TableLayout(
            content: table, settings: layout.settings, columnWidths: layout.columnWidths
        ) { path in heights[table.row(at: path).id]?.height ?? 1 }
    }

    /// The offset that puts the first surviving anchor row where it was in the viewport.
    private func anchoredOffset(_ anchors: [(id: RowID, y: Double)], viewport: Viewport) -> Double {
        let maxOffset = max(0, layout.contentHeight - viewport.height)
        var paths: [RowID: RowIndexPath] = [:]
        for (section, data) in table.sections.enumerated() {
            for (index, row) in data.rows.enumerated() { paths[row.id] = RowIndexPath(section: section, row: index) }
        }
        for anchor in anchors {
            guard let path = paths[anchor.id], let frame = layout.frame(of: path) else { continue }
            return min(max(0, frame.y - anchor.y), maxOffset)
        }
        return min(max(0, viewport.offset), maxOffset)
    }

    /// Applies one change to the sections; `false` when it cannot be applied.
    private static func apply(_ change: RowChange, to sections: inout [DataSection]) -> Bool {
        func locate(_ id: RowID) -> RowIndexPath? {
            for (section, data) in sections.enumerated() {
                if let index = data.rows.firstIndex(where: { $0.id == id }) {
                    return RowIndexPath(section: section, row: index)
                }
            }
            return nil
        }
        switch change {
        case .insert(let row, let path):
            guard sections.indices.contains(path.section), locate(row.id) == nil else { return false }
            let index = min(max(0, path.row), sections[path.section].rows.count)
            sections[path.section].rows.insert(row, at: index)
        case .remove(let id):
            guard let path = locate(id) else { return false }
            sections[path.section].rows.remove(at: path.row)
        case .update(let row):
            guard let path = locate(row.id) else { return false }
            sections[path.section].rows[path.row] = row
        }
        return true
    }
}
