import TableStyleEngine
import TableStyleTheme

extension StyledTable {
    /// Lays the table out with the theme's heights and flags, columns fitted to their styled content.
    ///
    /// Widths, from a measure of every body row (``columnMeasure()``): characters count the text's
    /// cells (content only: the ANSI output adds one padding cell each side and the borders, as it does
    /// for its own widths); points estimate the text from each cell's font (0.6 × size per character,
    /// 0.62 monospaced) plus its padding. Automatic row heights: the most lines any cell of the row
    /// needs (more than one only for `lineBreak: wrap`) times one line (characters) or `1.25 × size`
    /// plus vertical padding (points); measured once per row while the index is built.
    /// - Parameters:
    ///   - unit: Points (HTML) or characters (snapshot, ANSI).
    ///   - measure: This table's ``columnMeasure()``, when already made (otherwise every row is read
    ///     to make it).
    /// - Returns: The layout.
    public func layout(unit: LayoutUnit, measure: ColumnMeasure? = nil) -> TableLayout {
        let settings = LayoutSettings(table: self.settings, unit: unit)
        let sizer = ColumnSizer(unit: unit)
        let widths = sizer.widths(of: measure ?? columnMeasure(), columns: layoutColumns) { group in
            let cells = Double(group.widestText)
            switch unit {
            case .characters: return cells
            case .points:
                let style = bound.style(group.style)
                let factor = style.font.family == "monospaced" ? 0.62 : 0.6
                return cells * style.font.size * factor + style.padding.leading + style.padding.trailing
            }
        }
        return TableLayout(
            content: content, settings: settings, columnWidths: widths,
            rowHeight: bodyRowHeights(unit: unit, columnWidths: widths))
    }

    /// The attributes ``bodyRowHeights(unit:columnWidths:)`` reads: a row's font, padding, line breaking and,
    /// through the displayed text that wraps, its value format.
    static let rowHeightAttributes: [StyleAttribute] =
        [
            .fontFamily, .fontSize, .paddingTop, .paddingLeading, .paddingBottom, .paddingTrailing, .lineBreak,
        ] + StyleAttribute.allCases.filter { $0.description.hasPrefix("format.") }

    /// Automatic body row heights: the most lines any cell of a row needs (more than one only for
    /// `lineBreak: wrap`) times one line (characters) or `1.25 × size` plus vertical padding (points).
    ///
    /// - Parameters:
    ///   - unit: Points or characters.
    ///   - widths: The column widths text wraps in.
    /// - Returns: A row's height, resolving that row's styles.
    func bodyRowHeights(unit: LayoutUnit, columnWidths widths: [Double]) -> (RowIndexPath) -> Double {
        let columnCount = content.columns.count
        return { path in
            let row = content.row(at: path)
            let rowCount = content.sectionInfo(path.section).rowCount
            var height = 1.0
            // The row's row-level conditions once, then each cell.
            let rowStyles = bound.rowStyles(
                forRow: path.row, rowCount: rowCount, isSelected: content.isSelected(row.id), values: row)
            for column in 0..<columnCount {
                let styleID = rowStyles.styleID(column: column)
                let style = bound.style(styleID)
                var lines = 1
                if style.lineBreak == .wrap {
                    let available: Int
                    switch unit {
                    case .characters: available = Int(widths[column])
                    case .points:
                        let perCharacter = style.font.size * (style.font.family == "monospaced" ? 0.62 : 0.6)
                        available = Int(
                            (widths[column] - style.padding.leading - style.padding.trailing) / perCharacter)
                    }
                    lines =
                        TextMetrics.wrap(
                            displayText(of: row.cell(at: column), style: styleID), width: max(1, available)
                        ).count
                }
                switch unit {
                case .characters: height = max(height, Double(lines))
                case .points:
                    height = max(
                        height, Double(lines) * style.font.size * 1.25 + style.padding.top + style.padding.bottom)
                }
            }
            return height
        }
    }

    /// The styled cells of the body rows a viewport shows, row after row; only those rows are read and
    /// styled, whatever the table's size.
    ///
    /// - Parameter viewport: A viewport of this table's layout.
    /// - Returns: The cells, `columns.count` per visible row.
    public func cells(of viewport: Viewport) -> [RenderCell] {
        var cells: [RenderCell] = []
        cells.reserveCapacity(viewport.rows.count * content.columns.count)
        for placed in viewport.rows {
            let row = content.row(at: placed.indexPath)
            appendCells(
                of: row, at: placed.indexPath, rowCount: content.sectionInfo(placed.indexPath.section).rowCount,
                into: &cells)
        }
        return cells
    }
}
