/// Fits column widths to their content between each column's limits.
///
/// A column is as wide as its widest cell (header title, body cells, footer cell), measured by the
/// caller's closure in the layout's unit, then clamped to the column's ``DataColumn/minWidth`` and
/// ``DataColumn/maxWidth`` (given in points; in character layouts divided by
/// ``pointsPerCharacter``). A column whose limits are equal is not measured at all. Tables with more
/// than ``maximumMeasuredRows`` body rows are measured on their first rows only, so sizing a
/// 10,000,000-row source stays cheap.
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
    ///   - maximumMeasuredRows: How many body rows are measured at most (default 10,000).
    public init(unit: LayoutUnit, maximumMeasuredRows: Int = 10_000) {
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
        let scale = unit == .points ? 1 : 1 / Self.pointsPerCharacter
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
