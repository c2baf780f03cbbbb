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
        let slot = self.slot(column: column, section: section, style: style)
        if let index = group(in: slot, labels: labels) {
            // A text is never wider than its UTF-8 byte count (``TextMetrics/displayWidth(_:)``), so one
            // no longer than the group's widest is not measured: after the first rows, almost none is.
            guard text.utf8.count > groups[index].widestText else { return }
            let width = TextMetrics.displayWidth(text)
            if width > groups[index].widestText { groups[index].widestText = width }
            return
        }
        insert(
            Group(
                column: column, section: section, style: style, labels: labels,
                widestText: TextMetrics.displayWidth(text)), in: slot)
    }

    /// Adds the cells another measure of the same table measured, as if they had been added here after
    /// this measure's own: widest texts combine, and new groups and labels keep their order. Measures of
    /// consecutive runs of rows, appended in row order, make the measure of all of them.
    ///
    /// - Parameter other: A measure with the same ``columnCount``.
    public mutating func append(_ other: ColumnMeasure) {
        for group in other.groups where group.column >= 0 && group.column < columnCount {
            let slot = self.slot(column: group.column, section: group.section, style: group.style)
            if let index = self.group(in: slot, labels: group.labels) {
                groups[index].widestText = max(groups[index].widestText, group.widestText)
            } else {
                insert(group, in: slot)
            }
        }
    }

    /// The chain head index of a (column, section, style), growing the heads to hold it.
    private mutating func slot(column: Int, section: TableSection, style: StyleID) -> Int {
        let sectionIndex = section == .header ? 0 : section == .body ? 1 : 2
        let slot = (Int(style.rawValue) * columnCount + column) * 3 + sectionIndex
        if slot >= heads.count {
            heads.append(contentsOf: repeatElement(-1, count: slot + 1 - heads.count))
        }
        return slot
    }

    /// The group of a slot with these labels, if there is one.
    private func group(in slot: Int, labels: [String]) -> Int? {
        var index = Int(heads[slot])
        // Label lists come interned from the engine, so `==` is usually a buffer identity check.
        while index >= 0, groups[index].labels != labels { index = Int(next[index]) }
        return index >= 0 ? index : nil
    }

    /// Adds a new group to a slot, numbering its labels not seen before.
    private mutating func insert(_ group: Group, in slot: Int) {
        next.append(heads[slot])
        heads[slot] = Int32(clamping: groups.count)
        groups.append(group)
        for label in group.labels where labelOrder[label] == nil { labelOrder[label] = labelOrder.count }
    }
}
