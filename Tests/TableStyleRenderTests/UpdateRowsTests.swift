import TableStyleEngine
import TableStyleRender
import TableStyleTheme
import Testing

/// `DataTable.updateRows(_:)`: replaces each section's rows, keeps everything else, and derives the
/// column kinds again from the new values.
@Suite("DataTable.updateRows")
struct UpdateRowsTests {
    static func row(_ id: Int, _ cells: DataCell...) -> DataRow {
        DataRow(id: RowID(id), cells: cells)
    }

    static let table = DataTable(
        columns: [DataColumn("Name", title: "Product", minWidth: 40), DataColumn("Amount", maxWidth: 90)],
        sections: [
            DataSection(headerTitle: "North", footerTitle: "end of north", rows: [row(0, "a", 1), row(1, "b", 2)]),
            DataSection(headerTitle: "South", indexTitle: "S", rows: [row(2, "c", 3)]),
        ],
        footerRow: row(99, "Total", 6), sortOrder: [ColumnSort(column: 1, direction: .descending)],
        selection: [RowID(1)])

    @Test func transformsEachSectionInOrderAndKeepsTheRest() {
        var table = Self.table
        var seen: [[RowID]] = []
        table.updateRows { rows in
            seen.append(rows.map(\.id))
            return rows.reversed()
        }
        #expect(seen == [[RowID(0), RowID(1)], [RowID(2)]])
        #expect(table.sections.map { $0.rows.map(\.id) } == [[RowID(1), RowID(0)], [RowID(2)]])
        #expect(table.rows.map { $0.cell(at: 0).text } == ["b", "a", "c"])
        // Titles, footer row, sort keys, selection and column settings are untouched.
        #expect(table.sections.map(\.headerTitle) == ["North", "South"])
        #expect(table.sections.map(\.footerTitle) == ["end of north", nil])
        #expect(table.sections.map(\.indexTitle) == [nil, "S"])
        #expect(table.footerRow == Self.table.footerRow)
        #expect(table.sortOrder == Self.table.sortOrder)
        #expect(table.selection == [RowID(1)])
        #expect(table.columns.map(\.title) == ["Product", nil])
        #expect(table.columns.map(\.minWidth) == [40, nil])
        #expect(table.columns.map(\.maxWidth) == [nil, 90])
        #expect(table.columns.map(\.kind) == [.text, .number])
    }

    @Test func derivesColumnKindsFromTheNewValues() {
        var table = Self.table
        #expect(table.columns.map(\.kind) == [.text, .number])
        // A text value in Amount makes it text; Name holding only numbers becomes a number column.
        table.updateRows { rows in
            rows.map { Self.row($0.id.rawValue, DataCell(.int($0.id.rawValue)), "n/a") }
        }
        #expect(table.columns.map(\.kind) == [.number, .text])
        // A column left with nulls only is text again.
        table.updateRows { rows in rows.map { Self.row($0.id.rawValue, nil, 7.5) } }
        #expect(table.columns.map(\.kind) == [.text, .number])
    }

    @Test func canEmptySectionsWithoutRemovingThem() {
        var table = Self.table
        table.updateRows { _ in [] }
        #expect(table.sectionCount == 2)
        #expect(table.rows.isEmpty)
        #expect(table.sectionInfo(0) == SectionInfo(headerTitle: "North", footerTitle: "end of north", rowCount: 0))
        // No values left: both columns are text (the footer row does not count).
        #expect(table.columns.map(\.kind) == [.text, .text])
    }
}
