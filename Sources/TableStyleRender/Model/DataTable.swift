import TableStyleEngine
import TableStyleTheme

/// A table held in memory: columns, sections of rows, an optional footer row, sort keys and a selection.
///
/// Like SwiftUI's `Table`, the model does not sort itself when ``sortOrder`` changes: call
/// ``sorted(by:)`` (or sort your data yourself) so the rows are in the order the keys describe.
/// The selection is a set of ``RowID``s, so it follows the rows wherever sorting moves them.
public struct DataTable: TableContent, Hashable {
    /// The columns; their ``DataColumn/kind`` is derived from the values (Docs/ThemeFormat.md#conditions-when).
    public internal(set) var columns: [DataColumn]
    /// The body sections, in display order.
    public internal(set) var sections: [DataSection]
    /// The footer row (totals, summaries), if any.
    public var footerRow: DataRow?
    /// The sort keys, primary first. Setting them does not reorder the rows.
    public var sortOrder: [ColumnSort]
    /// The identities of the selected rows.
    public var selection: Set<RowID>

    /// Creates a grouped table.
    ///
    /// Column kinds are derived from the body values: `number` when a column has at least one non-null
    /// value and every non-null value is a number, else `text`.
    /// - Parameters:
    ///   - columns: The columns.
    ///   - sections: The sections of rows.
    ///   - footerRow: The footer row.
    ///   - sortOrder: The sort keys (rows are not reordered).
    ///   - selection: The selected rows.
    public init(
        columns: [DataColumn], sections: [DataSection], footerRow: DataRow? = nil, sortOrder: [ColumnSort] = [],
        selection: Set<RowID> = []
    ) {
        self.columns = Self.derivingKinds(columns, sections: sections)
        self.sections = sections
        self.footerRow = footerRow
        self.sortOrder = sortOrder
        self.selection = selection
    }

    /// Creates a table with one untitled section.
    ///
    /// - Parameters:
    ///   - columns: The columns.
    ///   - rows: The rows.
    ///   - footerRow: The footer row.
    ///   - sortOrder: The sort keys (rows are not reordered).
    ///   - selection: The selected rows.
    public init(
        columns: [DataColumn], rows: [DataRow], footerRow: DataRow? = nil, sortOrder: [ColumnSort] = [],
        selection: Set<RowID> = []
    ) {
        self.init(
            columns: columns, sections: [DataSection(rows: rows)], footerRow: footerRow, sortOrder: sortOrder,
            selection: selection)
    }

    /// Creates a one-section table from column names and rows of cells; rows are identified 0, 1, 2, ….
    ///
    /// - Parameters:
    ///   - columnNames: The column names.
    ///   - rows: The rows' cells.
    public init(columnNames: [String], rows: [[DataCell]]) {
        self.init(
            columns: columnNames.map { DataColumn($0) },
            rows: rows.enumerated().map { DataRow(id: RowID($0.offset), cells: $0.element) })
    }

    /// All body rows, section after section.
    public var rows: [DataRow] { sections.flatMap(\.rows) }

    /// The index of the column called `name`.
    ///
    /// - Parameter name: The column's name.
    /// - Returns: Its index, or `nil`.
    public func columnIndex(named name: String) -> Int? {
        columns.firstIndex { $0.name == name }
    }

    /// Replaces the rows of every section, keeping titles, and re-derives column kinds.
    ///
    /// - Parameter transform: Called with each section's rows; returns the new rows.
    public mutating func updateRows(_ transform: ([DataRow]) -> [DataRow]) {
        for index in sections.indices { sections[index].rows = transform(sections[index].rows) }
        columns = Self.derivingKinds(columns, sections: sections)
    }

    // MARK: TableContent

    public var sectionCount: Int { sections.count }

    public func sectionInfo(_ section: Int) -> SectionInfo {
        sections.indices.contains(section) ? sections[section].info : SectionInfo(rowCount: 0)
    }

    public func row(at indexPath: RowIndexPath) -> DataRow {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return DataRow(id: RowID(-1), cells: []) }
        return sections[indexPath.section].rows[indexPath.row]
    }

    public func isSelected(_ id: RowID) -> Bool { selection.contains(id) }

    /// Derives each column's kind from the body values (Docs/ThemeFormat.md#conditions-when).
    static func derivingKinds(_ columns: [DataColumn], sections: [DataSection]) -> [DataColumn] {
        var sawValue = [Bool](repeating: false, count: columns.count)
        var allNumbers = [Bool](repeating: true, count: columns.count)
        for section in sections {
            for row in section.rows {
                for column in columns.indices {
                    switch row.cell(at: column).value {
                    case .null: break
                    case .int, .double: sawValue[column] = true
                    case .bool, .text:
                        sawValue[column] = true
                        allNumbers[column] = false
                    }
                }
            }
        }
        var result = columns
        for index in result.indices {
            result[index].kind = sawValue[index] && allNumbers[index] ? .number : .text
        }
        return result
    }
}
