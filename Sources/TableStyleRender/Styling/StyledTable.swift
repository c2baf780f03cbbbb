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
    /// Whether the theme has color scales or data bars (``StyleResolver/hasComputedStyles``), read once:
    /// without them no cell asks for a computed part.
    let hasComputedStyles: Bool

    /// Binds a compiled theme to a table.
    ///
    /// - Parameters:
    ///   - content: The table.
    ///   - theme: The compiled theme.
    public init(_ content: some TableContent, theme: CompiledTheme) {
        self.init(content, bound: Self.bind(theme, to: Self.shape(of: content), content: content))
    }

    /// Binds a table to a binding already made for its shape and statistics (a live table keeps its own).
    init(_ content: some TableContent, bound: StyleResolver) {
        self.content = content
        let columns = content.columns
        let theme = bound.compiled
        self.bound = bound
        self.titles = TitleRowValues(names: columns.map(\.name))
        self.displayTitles = columns.map(\.displayTitle)
        self.formats = theme.styles.map { $0.format.isDefault ? nil : $0.format }
        self.hasComputedStyles = bound.hasComputedStyles
    }

    /// The shape a theme is bound to for `content`: its columns' names and kinds and its primary sort.
    static func shape(of content: some TableContent) -> TableShape {
        TableShape(
            columns: content.columns.map { ColumnShape(name: $0.name, kind: $0.kind) },
            highlightedColumn: content.highlightedColumn, sortDirection: content.primarySort?.direction)
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
        let columnCount = titles.names.count
        withUnsafeTemporaryAllocation(of: RenderCell.self, capacity: columnCount) { made in
            guard let base = made.baseAddress else { return }
            var unmeasured: ColumnMeasure? = nil
            writeBodyCells(of: row, at: indexPath, rowCount: rowCount, to: base, measuring: &unmeasured)
            cells.append(contentsOf: made)
            base.deinitialize(count: columnCount)
        }
    }

    /// Makes the cells of one body row, in column order, initializing `titles.names.count` cells from
    /// `target` on: the one definition
    /// of a body cell that ``appendCells(of:at:rowCount:into:)`` and ``renderTree(bodyRows:measure:)``
    /// share. The row's row-level conditions are evaluated once (``StyleResolver/rowStyles(forRow:rowCount:section:isSelected:values:)``)
    /// and its cells are read in place, so nothing is allocated or copied per cell but the cell itself.
    @inline(__always)
    func writeBodyCells(
        of row: DataRow, at indexPath: RowIndexPath, rowCount: Int, to target: UnsafeMutablePointer<RenderCell>,
        measuring measure: inout ColumnMeasure?
    ) {
        let selected = content.isSelected(row.id)
        let styles = bound.rowStyles(forRow: indexPath.row, rowCount: rowCount, isSelected: selected, values: row)
        for column in 0..<titles.names.count {
            (target + column).initialize(
                to: bodyCell(of: row, at: indexPath, column: column, styles: styles, isSelected: selected))
            measure?.add(
                target[column].display, column: column, section: .body,
                style: target[column].style, labels: target[column].labels)
        }
    }

    /// One body cell: the one definition of a body cell's text, display, style, labels and computed part,
    /// for whole rows and single cells alike.
    @inline(__always)
    func bodyCell(
        of row: DataRow, at indexPath: RowIndexPath, column: Int, styles: RowStyles<DataRow>, isSelected: Bool
    ) -> RenderCell {
        let (style, labels) = styles.resolve(column: column)
        let data = row.cells
        let cell = column < data.count ? data[column] : DataCell.null
        var made = RenderCell(
            section: .body, group: indexPath.section, row: indexPath.row, column: column, text: cell.text,
            isNumber: cell.value.numberValue != nil, isSelected: isSelected, style: style, labels: labels,
            display: displayText(of: cell, style: style))
        if hasComputedStyles && bound.hasComputedPart(style) {
            made.computed = bound.computedStyle(style, for: styles.cell(column: column), value: cell.value)
        }
        return made
    }

    /// The body cell of one row in one column, resolving only that cell.
    ///
    /// - Parameters:
    ///   - row: The row's data.
    ///   - indexPath: Its group and index within the group.
    ///   - rowCount: The number of rows in its group.
    ///   - column: The column.
    /// - Returns: The cell.
    public func bodyCell(of row: DataRow, at indexPath: RowIndexPath, rowCount: Int, column: Int) -> RenderCell {
        let selected = content.isSelected(row.id)
        let styles = bound.rowStyles(forRow: indexPath.row, rowCount: rowCount, isSelected: selected, values: row)
        return bodyCell(of: row, at: indexPath, column: column, styles: styles, isSelected: selected)
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
    func measureRow(_ row: DataRow, at indexPath: RowIndexPath, rowCount: Int, into measure: inout ColumnMeasure) {
        let styles = bound.rowStyles(
            forRow: indexPath.row, rowCount: rowCount, isSelected: content.isSelected(row.id), values: row)
        let data = row.cells
        for column in 0..<titles.names.count {
            let (style, labels) = styles.resolve(column: column)
            measure.add(
                displayText(of: column < data.count ? data[column] : .null, style: style), column: column,
                section: .body, style: style, labels: labels)
        }
    }
}
