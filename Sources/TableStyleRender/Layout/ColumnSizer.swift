/// Fits column widths to their content between each column's limits.
///
/// A column is as wide as its widest cell (header title, body cells, footer cell), then clamped to the
/// column's ``DataColumn/minWidth`` and ``DataColumn/maxWidth`` (given in points; in character layouts
/// divided by ``pointsPerCharacter``). The widest cells come from a ``ColumnMeasure`` of the whole table
/// (``widths(of:columns:width:)``), or from the caller's closure over the table's cells
/// (``widths(for:includeFooter:measure:)``: a column whose limits are equal is not measured at all, and
/// ``maximumMeasuredRows`` can cap the rows read from a huge on-demand source).
public struct ColumnSizer: Sendable {
    /// Points per character cell when converting width limits for character layouts.
    public static let pointsPerCharacter = 8.0

    /// The unit widths are measured in.
    public var unit: LayoutUnit
    /// How many body rows are measured at most.
    public var maximumMeasuredRows: Int

    /// Creates a sizer.
    ///
    /// - Parameters:
    ///   - unit: Points or characters.
    ///   - maximumMeasuredRows: How many body rows are measured at most (default: all).
    public init(unit: LayoutUnit, maximumMeasuredRows: Int = .max) {
        self.unit = unit
        self.maximumMeasuredRows = maximumMeasuredRows
    }

    /// Which cell is being measured.
    public enum MeasuredCell: Sendable, Hashable {
        case header
        case body(RowIndexPath)
        case footer
    }

    /// The fitted widths.
    ///
    /// - Parameters:
    ///   - content: The table.
    ///   - includeFooter: Whether the footer row is shown and so measured.
    ///   - measure: The width a cell needs (text plus padding), given the cell, its column and its text.
    /// - Returns: One width per column.
    public func widths(
        for content: some TableContent, includeFooter: Bool,
        measure: (MeasuredCell, Int, String) -> Double
    ) -> [Double] {
        let columns = content.columns
        var widths = columns.indices.map { measure(.header, $0, columns[$0].displayTitle) }
        let fixed = columns.map { column -> Bool in
            guard let low = column.minWidth, let high = column.maxWidth else { return false }
            return low == high
        }
        var measured = 0
        sectionLoop: for section in 0..<content.sectionCount {
            let count = content.sectionInfo(section).rowCount
            for index in 0..<count {
                guard measured < maximumMeasuredRows else { break sectionLoop }
                measured += 1
                let path = RowIndexPath(section: section, row: index)
                let row = content.row(at: path)
                for column in columns.indices where !fixed[column] {
                    widths[column] = max(widths[column], measure(.body(path), column, row.cell(at: column).text))
                }
            }
        }
        if includeFooter, let footer = content.footerRow {
            for column in columns.indices where !fixed[column] {
                widths[column] = max(widths[column], measure(.footer, column, footer.cell(at: column).text))
            }
        }
        return clamped(widths, columns: columns)
    }

    /// The fitted widths from a measure of the whole table.
    ///
    /// - Parameters:
    ///   - measure: The table's widest texts (``StyledTable/columnMeasure()``).
    ///   - columns: The table's columns.
    ///   - width: The width a group's widest cell needs in the layout's unit (text plus padding).
    /// - Returns: One width per column.
    public func widths(
        of measure: ColumnMeasure, columns: [DataColumn], width: (ColumnMeasure.Group) -> Double
    ) -> [Double] {
        var widths = [Double](repeating: 0, count: columns.count)
        for group in measure.groups where group.column < columns.count {
            widths[group.column] = max(widths[group.column], width(group))
        }
        return clamped(widths, columns: columns)
    }

    /// `widths` clamped to the columns' limits (and rounded up to whole cells in character layouts).
    private func clamped(_ widths: [Double], columns: [DataColumn]) -> [Double] {
        let scale = unit == .points ? 1 : 1 / Self.pointsPerCharacter
        var widths = widths
        for (index, column) in columns.enumerated() {
            if let low = column.minWidth { widths[index] = max(widths[index], low * scale) }
            if let high = column.maxWidth { widths[index] = min(widths[index], high * scale) }
            if unit == .characters { widths[index] = widths[index].rounded(.up) }
        }
        return widths
    }

    /// Shrinks widths so they sum to at most `total`, narrowing the widest columns first and never
    /// below `minimum` each.
    ///
    /// - Parameters:
    ///   - widths: The fitted widths.
    ///   - total: The width available for all columns.
    ///   - minimum: The narrowest any column may become.
    /// - Returns: The shrunk widths (unchanged when they already fit).
    public static func shrink(_ widths: [Double], toFit total: Double, minimum: Double) -> [Double] {
        var result = widths
        var excess = result.reduce(0, +) - total
        guard excess > 0 else { return result }
        // Water-fill from the top: lower the widest columns to a common cap until the excess is gone.
        let sorted = result.sorted(by: >)
        var cap = sorted.first ?? 0
        var index = 0
        while excess > 0, cap > minimum {
            while index < sorted.count, sorted[index] >= cap { index += 1 }
            let next = max(minimum, index < sorted.count ? sorted[index] : minimum)
            let available = (cap - next) * Double(index)
            if available >= excess {
                cap -= (excess / Double(index)).rounded(.up)
                excess = 0
            } else {
                excess -= available
                cap = next
            }
        }
        for position in result.indices { result[position] = min(result[position], max(cap, minimum)) }
        // The cap was rounded up to whole units; hand back what that overshot, one unit per column.
        var leftover = total - result.reduce(0, +)
        for position in result.indices where leftover >= 1 && result[position] < widths[position] {
            result[position] += 1
            leftover -= 1
        }
        return result
    }
}
