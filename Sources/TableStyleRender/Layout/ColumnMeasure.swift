import TableStyleEngine
import TableStyleTheme

/// The widest text of every column, measured once over a whole table and shared by every output and
/// every slice of it, so a table's column widths never depend on which rows are drawn.
///
/// Cells are grouped by column, section, style and labels; each group keeps the width of its widest
/// displayed text (a number's text through its value format) in character cells
/// (``TextMetrics/displayWidth(_:)``; a header cell's text is its column's title). Each output turns the groups into its own widths: characters plus rule-label markers (ANSI),
/// points from the group's font (HTML, ``StyledTable/layout(unit:measure:)``). A table has few distinct
/// groups, so that costs nothing next to the pass over the cells.
public struct ColumnMeasure: Sendable, Hashable {
    /// Cells of one column and section that share a style and labels.
    public struct Group: Sendable, Hashable {
        /// The column.
        public var column: Int
        /// Header, body or footer.
        public var section: TableSection
        /// The cells' style.
        public var style: StyleID
        /// The cells' rule labels.
        public var labels: [String]
        /// The width of the widest text among the cells, in character cells.
        public var widestText: Int
    }

    /// The groups, in the order their first cell was measured.
    public private(set) var groups: [Group] = []
    /// Every label, numbered in the order it was first measured (header, body rows in order, footer:
    /// the order a legend of the whole table lists them in).
    public private(set) var labelOrder: [String: Int] = [:]
    /// The number of columns.
    public let columnCount: Int
    /// The first group of each (style, column, section) slot; groups of one slot chain through ``next``.
    private var heads: [Int32] = []
    private var next: [Int32] = []

    /// An empty measure of a table with `columnCount` columns.
    ///
    /// - Parameter columnCount: The number of columns.
    public init(columnCount: Int) {
        self.columnCount = max(0, columnCount)
    }

    /// Measures the cells of a render tree (the header cells by their columns' titles).
    ///
    /// - Parameters:
    ///   - cells: The cells, in drawing order.
    ///   - columns: The columns.
    public init(cells: [RenderCell], columns: [RenderColumn]) {
        self.init(columnCount: columns.count)
        for cell in cells { add(cell, columns: columns) }
    }

    /// Adds one render cell by the text it draws (a header cell by its column's title).
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - columns: The table's columns.
    public mutating func add(_ cell: RenderCell, columns: [RenderColumn]) {
        guard columns.indices.contains(cell.column) else { return }
        let text = cell.section == .header ? columns[cell.column].title : cell.display
        add(text, column: cell.column, section: cell.section, style: cell.style, labels: cell.labels)
    }

    /// Adds one cell.
    ///
    /// - Parameters:
    ///   - text: The text it shows (a header cell: its column's title).
    ///   - column: Its column.
    ///   - section: Its section.
    ///   - style: Its style.
    ///   - labels: Its rule labels.
    public mutating func add(
        _ text: String, column: Int, section: TableSection, style: StyleID, labels: [String]
    ) {
        guard column >= 0, column < columnCount, style.rawValue >= 0 else { return }
        let sectionIndex = section == .header ? 0 : section == .body ? 1 : 2
        let slot = (Int(style.rawValue) * columnCount + column) * 3 + sectionIndex
        if slot >= heads.count {
            heads.append(contentsOf: repeatElement(-1, count: slot + 1 - heads.count))
        }
        var index = Int(heads[slot])
        // Label lists come interned from the engine, so `==` is usually a buffer identity check.
        while index >= 0, groups[index].labels != labels { index = Int(next[index]) }
        if index >= 0 {
            // A text is never wider than its UTF-8 byte count (``TextMetrics/displayWidth(_:)``), so one
            // no longer than the group's widest is not measured: after the first rows, almost none is.
            guard text.utf8.count > groups[index].widestText else { return }
            let width = TextMetrics.displayWidth(text)
            if width > groups[index].widestText { groups[index].widestText = width }
            return
        }
        let width = TextMetrics.displayWidth(text)
        next.append(heads[slot])
        heads[slot] = Int32(clamping: groups.count)
        groups.append(Group(column: column, section: section, style: style, labels: labels, widestText: width))
        for label in labels where labelOrder[label] == nil { labelOrder[label] = labelOrder.count }
    }
}
