import TableStyleEngine
import TableStyleTheme

/// A table bound to a compiled theme: the bridge from the table model to the rule engine.
///
/// Cells are styled on demand through ``StyleResolver/resolve(_:in:)``: nothing is stored per cell, so a
/// ``TableContent`` of 10,000,000 rows costs only what is drawn. Header cells are section `header`,
/// row 0 of 1, with their column name as value and the column's title as text; the footer row (when the table has one and
/// `show.footer` is on) is section `footer`, row 0 of 1; body rows are numbered within their group.
public struct StyledTable: Sendable {
    /// The table.
    public let content: any TableContent
    /// The theme bound to the table's shape.
    public let bound: StyleResolver
    /// The column names, as the header row's values.
    let titles: TitleRowValues
    /// The column titles: what a header cell draws (its ``RenderCell/display``; its text is the column name).
    let displayTitles: [String]
    /// The value format of each style interned when the theme was bound, by style id; `nil` for the
    /// default (numbers as written), so a number cell without a format costs one array read.
    let formats: [ValueFormat?]

    /// Binds a compiled theme to a table.
    ///
    /// - Parameters:
    ///   - content: The table.
    ///   - theme: The compiled theme.
    public init(_ content: some TableContent, theme: CompiledTheme) {
        self.content = content
        let columns = content.columns
        let shape = TableShape(
            columns: columns.map { ColumnShape(name: $0.name, kind: $0.kind) },
            highlightedColumn: content.highlightedColumn, sortDirection: content.primarySort?.direction)
        self.bound = Self.bind(theme, to: shape, content: content)
        self.titles = TitleRowValues(names: columns.map(\.name))
        self.displayTitles = columns.map(\.displayTitle)
        self.formats = theme.styles.map { $0.format.isDefault ? nil : $0.format }
    }

    /// The compiled theme.
    public var compiled: CompiledTheme { bound.compiled }

    /// The resolved table settings.
    public var settings: ResolvedTableSettings { compiled.table }

    /// Whether the footer row is drawn.
    public var showsFooter: Bool { (settings.show[.footer] ?? true) && content.footerRow != nil }

    /// The table's columns with the theme's `columns` widths applied: the theme's limits first, the
    /// column's own (a data file's) over them key by key.
    public var layoutColumns: [DataColumn] {
        content.columns.map { column in
            let theme = compiled.theme.columnWidths(for: column.name).effectiveRange
            var result = column
            result.minWidth = column.minWidth ?? theme.minWidth
            result.maxWidth = column.maxWidth ?? theme.maxWidth
            return result
        }
    }

    /// The columns as the outputs show them.
    public var renderColumns: [RenderColumn] {
        let highlighted = content.highlightedColumn
        return layoutColumns.enumerated().map { index, column in
            RenderColumn(
                name: column.name, title: column.displayTitle, kind: column.kind, isHighlighted: index == highlighted,
                sort: content.sortDirection(ofColumn: index), minWidth: column.minWidth, maxWidth: column.maxWidth)
        }
    }

    /// The header cell of a column.
    ///
    /// - Parameter column: The column.
    /// - Returns: Its render cell.
    public func headerCell(_ column: Int) -> RenderCell {
        let context = CellContext(section: .header, row: 0, rowCount: 1, column: column, isSelected: false)
        let (style, labels) = bound.resolve(context, in: titles)
        return RenderCell(
            section: .header, group: 0, row: 0, column: column,
            text: titles.names.indices.contains(column) ? titles.names[column] : "", isNumber: false,
            isSelected: false, style: style, labels: labels,
            display: displayTitles.indices.contains(column) ? displayTitles[column] : nil)
    }

    /// The cells of one body row.
    ///
    /// - Parameters:
    ///   - row: The row's data.
    ///   - indexPath: Its group and index within the group.
    ///   - rowCount: The number of rows in its group.
    ///   - into: The array to append the cells to.
    public func appendCells(
        of row: DataRow, at indexPath: RowIndexPath, rowCount: Int, into cells: inout [RenderCell]
    ) {
        let selected = content.isSelected(row.id)
        let resolved = bound.resolveRow(
            indexPath.row, rowCount: rowCount, isSelected: selected, values: row, columnCount: titles.names.count)
        for (column, (style, labels)) in resolved.enumerated() {
            let cell = row.cell(at: column)
            cells.append(
                RenderCell(
                    section: .body, group: indexPath.section, row: indexPath.row, column: column, text: cell.text,
                    isNumber: cell.value.numberValue != nil, isSelected: selected, style: style, labels: labels,
                    display: displayText(of: cell, style: style),
                    computed: bound.hasComputedPart(style)
                        ? bound.computedStyle(
                            style,
                            for: CellContext(
                                section: .body, row: indexPath.row, rowCount: rowCount, column: column,
                                isSelected: selected), value: cell.value) : nil))
        }
    }

    /// The footer cells (empty when no footer is drawn).
    public var footerCells: [RenderCell] {
        guard showsFooter, let footer = content.footerRow else { return [] }
        return (0..<titles.names.count).map { column in
            let context = CellContext(section: .footer, row: 0, rowCount: 1, column: column, isSelected: false)
            let (style, labels) = bound.resolve(context, in: footer)
            let cell = footer.cell(at: column)
            return RenderCell(
                section: .footer, group: 0, row: 0, column: column, text: cell.text,
                isNumber: cell.value.numberValue != nil, isSelected: false, style: style, labels: labels,
                display: displayText(of: cell, style: style))
        }
    }

    /// The text a body or footer cell draws: a number's text as written through its style's value format,
    /// any other value's text as written.
    ///
    /// - Parameters:
    ///   - cell: The cell's data.
    ///   - style: The cell's resolved style id.
    /// - Returns: The displayed text.
    public func displayText(of cell: DataCell, style: StyleID) -> String {
        guard cell.value.numberValue != nil else { return cell.text }
        let index = Int(style.rawValue)
        // Styles interned after binding (very large bindings intern on first use) are looked up whole.
        guard formats.indices.contains(index) else {
            return bound.style(style).format.display(cell.value, text: cell.text)
        }
        return formats[index]?.display(cell.value, text: cell.text) ?? cell.text
    }

    /// Measures the widest texts of the whole table: the header, every body row and the drawn footer,
    /// in one pass, resolving each row's styles and labels (nothing is kept per cell).
    ///
    /// Reads every row of ``content`` once: a ``TableContent`` that produces its rows on demand pays for
    /// producing and styling all of them, so measure such a table once and pass the result to every
    /// ``renderTree(bodyRows:measure:)`` and ``layout(unit:measure:)`` of it.
    /// - Returns: The measure.
    public func columnMeasure() -> ColumnMeasure {
        let columns = renderColumns
        var measure = ColumnMeasure(columnCount: columns.count)
        for column in columns.indices { measure.add(headerCell(column), columns: columns) }
        for group in 0..<content.sectionCount {
            let rowCount = content.sectionInfo(group).rowCount
            for index in 0..<rowCount {
                let path = RowIndexPath(section: group, row: index)
                measureRow(content.row(at: path), at: path, rowCount: rowCount, into: &measure)
            }
        }
        for cell in footerCells { measure.add(cell, columns: columns) }
        return measure
    }

    /// Measures one body row's cells without keeping them.
    private func measureRow(
        _ row: DataRow, at indexPath: RowIndexPath, rowCount: Int, into measure: inout ColumnMeasure
    ) {
        let resolved = bound.resolveRow(
            indexPath.row, rowCount: rowCount, isSelected: content.isSelected(row.id), values: row,
            columnCount: titles.names.count)
        for (column, (style, labels)) in resolved.enumerated() {
            measure.add(
                displayText(of: row.cell(at: column), style: style), column: column, section: .body, style: style,
                labels: labels)
        }
    }

    /// Resolves the drawn cells into a render tree.
    ///
    /// The tree's ``RenderTree/columnMeasure`` covers every body row, not only the drawn ones, so column
    /// widths are the same for every slice: without `measure`, the rows outside `bodyRows` are read and
    /// styled too (in the same pass, then dropped).
    /// - Parameters:
    ///   - bodyRows: The flat body row range to draw (rows numbered across groups in order, as
    ///     `themecheck render --rows START:COUNT` gives them); `nil` draws every row. Clamped to the table.
    ///   - measure: This table's ``columnMeasure()``, when already made (then only the drawn rows are read).
    /// - Returns: The render tree.
    public func renderTree(bodyRows: Range<Int>? = nil, measure: ColumnMeasure? = nil) -> RenderTree {
        let columnCount = titles.names.count
        let columns = renderColumns
        let total = content.totalRowCount
        let wanted = bodyRows.map { $0.clamped(to: 0..<total) } ?? 0..<total
        let measuresRows = measure == nil
        var measuring = measure ?? ColumnMeasure(columnCount: columns.count)
        var cells: [RenderCell] = []
        cells.reserveCapacity(columnCount * (wanted.count + 2))
        for column in 0..<columnCount { cells.append(headerCell(column)) }
        // Measured in drawing order, so labels are numbered as a legend of the whole table lists them.
        if measuresRows { for cell in cells { measuring.add(cell, columns: columns) } }
        var rows: [RenderRow] = []
        rows.reserveCapacity(wanted.count)
        var groups: [RenderGroup] = []
        var groupStart = 0
        for group in 0..<content.sectionCount {
            let info = content.sectionInfo(group)
            let groupRange = groupStart..<(groupStart + info.rowCount)
            groupStart = groupRange.upperBound
            let drawn = groupRange.clamped(to: wanted)
            let drawsGroup = !drawn.isEmpty || (info.rowCount == 0 && bodyRows == nil)
            guard drawsGroup || measuresRows else { continue }
            let local = (drawn.lowerBound - groupRange.lowerBound)..<(drawn.upperBound - groupRange.lowerBound)
            if drawsGroup {
                groups.append(
                    RenderGroup(
                        index: group, headerTitle: info.headerTitle, footerTitle: info.footerTitle,
                        indexTitle: info.indexTitle, rowCount: info.rowCount, drawnRows: local))
            }
            for index in measuresRows ? 0..<info.rowCount : local {
                let path = RowIndexPath(section: group, row: index)
                let row = content.row(at: path)
                guard local.contains(index) else {
                    measureRow(row, at: path, rowCount: info.rowCount, into: &measuring)
                    continue
                }
                let start = cells.count
                appendCells(of: row, at: path, rowCount: info.rowCount, into: &cells)
                if measuresRows { for cell in cells[start...] { measuring.add(cell, columns: columns) } }
                rows.append(
                    RenderRow(
                        id: row.id, group: group, row: index, isSelected: content.isSelected(row.id),
                        cells: start..<cells.count))
            }
        }
        let footer = footerCells
        cells.append(contentsOf: footer)
        if measuresRows { for cell in footer { measuring.add(cell, columns: columns) } }
        return RenderTree(
            themeName: compiled.theme.name, appearance: compiled.appearance, table: settings,
            columns: columns, cells: cells, rows: rows, groups: groups, hasFooter: !footer.isEmpty,
            styles: compiled.styles, totalBodyRowCount: total, firstBodyRow: wanted.lowerBound,
            columnMeasure: measuring, sectionHeaderStyle: compiled.sectionHeaderStyle,
            sectionFooterStyle: compiled.sectionFooterStyle)
    }
}
