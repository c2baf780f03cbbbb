import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

@Suite("Table model")
struct TableModelTests {
    static let mixed = DataTable(
        columnNames: ["Value"],
        rows: [["b"], [2], [nil], [true], [1.5], ["A"], [false], [nil], [-3], ["a"]])

    func values(_ table: DataTable, column: Int = 0) -> [String] {
        table.rows.map { $0.cell(at: column).text }
    }

    @Test func ascendingOrdersNumbersThenBoolsThenTextWithNullsLast() {
        let sorted = Self.mixed.sorted(by: ColumnSort(column: 0))
        #expect(values(sorted) == ["-3", "1.5", "2", "false", "true", "A", "a", "b", "", ""])
    }

    @Test func descendingReversesOnlyTheNonNullOrder() {
        let sorted = Self.mixed.sorted(by: ColumnSort(column: 0, direction: .descending))
        #expect(values(sorted) == ["b", "a", "A", "true", "false", "2", "1.5", "-3", "", ""])
    }

    @Test func sortingIsStableAndNullsKeepFileOrder() {
        let table = DataTable(
            columnNames: ["Key", "Tag"],
            rows: [[1, "first"], [nil, "n1"], [1, "second"], [0, "zero"], [nil, "n2"], [1, "third"]])
        for direction in [SortDirection.ascending, .descending] {
            let sorted = table.sorted(by: ColumnSort(column: 0, direction: direction))
            let tags = values(sorted, column: 1)
            #expect(tags.suffix(2) == ["n1", "n2"])
            let ones = tags.filter { ["first", "second", "third"].contains($0) }
            #expect(ones == ["first", "second", "third"])
        }
    }

    @Test func textSortsByCodePointsNotLocale() {
        let table = DataTable(columnNames: ["T"], rows: [["é"], ["z"], ["Z"], ["e\u{301}"], ["10"], ["9"]])
        // "10" and "9" are text here (cells built as text), so they compare as strings.
        let texts = DataTable(
            columns: [DataColumn("T")],
            rows: table.rows.map { DataRow(id: $0.id, cells: [DataCell(.text($0.cells[0].text))]) })
        #expect(values(texts.sorted(by: ColumnSort(column: 0))) == ["10", "9", "Z", "e\u{301}", "z", "é"])
    }

    @Test func integersAndDoublesCompareByValue() {
        let table = DataTable(columnNames: ["N"], rows: [[3], [2.5], [-1], [2]])
        #expect(values(table.sorted(by: ColumnSort(column: 0))) == ["-1", "2", "2.5", "3"])
    }

    @Test func laterKeysBreakTies() {
        let table = DataTable(columnNames: ["A", "B"], rows: [[1, "y"], [0, "z"], [1, "x"]])
        let sorted = table.sorted(by: [ColumnSort(column: 0, direction: .descending), ColumnSort(column: 1)])
        #expect(values(sorted, column: 1) == ["x", "y", "z"])
        #expect(sorted.highlightedColumn == 0)
        #expect(sorted.sortDirection(ofColumn: 1) == .ascending)
    }

    @Test func selectionFollowsRowsWhenSorted() throws {
        var table = DataTable(columnNames: ["N"], rows: [[30], [10], [20]])
        table.selection = [RowID(0)]
        let sorted = table.sorted(by: ColumnSort(column: 0))
        let selectedTexts = sorted.rows.filter { sorted.isSelected($0.id) }.map { $0.cells[0].text }
        #expect(selectedTexts == ["30"])
        let last = try #require(sorted.rows.last)
        #expect(sorted.isSelected(last.id))
    }

    @Test func sortingLeavesSectionsApart() {
        let table = DataTable(
            columns: [DataColumn("N")],
            sections: [
                DataSection(
                    headerTitle: "A", rows: [DataRow(id: RowID(0), cells: [3]), DataRow(id: RowID(1), cells: [1])]),
                DataSection(headerTitle: "B", footerTitle: "end", rows: [DataRow(id: RowID(2), cells: [2])]),
            ])
        let sorted = table.sorted(by: ColumnSort(column: 0))
        #expect(sorted.sections.map { $0.rows.map { $0.cells[0].text } } == [["1", "3"], ["2"]])
        #expect(sorted.sectionInfo(1) == SectionInfo(headerTitle: "B", footerTitle: "end", rowCount: 1))
        #expect(sorted.totalRowCount == 3)
        #expect(sorted.row(at: RowIndexPath(section: 1, row: 0)).id == RowID(2))
    }

    @Test func columnKindsFollowTheSpec() {
        let table = DataTable(
            columnNames: ["Nums", "Mixed", "Nulls", "Bools", "SomeNull"],
            rows: [[1, 1, nil, true, nil], [2.5, "x", nil, false, 3]])
        #expect(table.columns.map(\.kind) == [.number, .text, .text, .text, .number])
    }

    @Test func sortingByUnknownColumnKeepsOrderButRecordsKeys() {
        let table = DataTable(columnNames: ["N"], rows: [[2], [1]])
        let sorted = table.sorted(by: ColumnSort(column: 5))
        #expect(values(sorted) == ["2", "1"])
        #expect(sorted.highlightedColumn == nil)
        #expect(table.sorted(byColumnNamed: "missing") == nil)
    }

    struct Person: Identifiable {
        var givenName: String
        var age: Int?
        var id: String { givenName }
    }

    @Test func keyPathColumnsBuildRowsAndSelection() {
        let people = [Person(givenName: "Juan", age: 31), Person(givenName: "Mei", age: nil)]
        let table = DataTable(people, selection: ["Mei"]) {
            KeyPathColumn("Given Name", value: \Person.givenName)
            KeyPathColumn("Age", value: \.age)
        }
        #expect(table.columns.map(\.name) == ["Given Name", "Age"])
        #expect(table.columns.map(\.kind) == [.text, .number])
        #expect(table.rows[1].cells == [DataCell(.text("Mei")), .null])
        #expect(table.selection == [RowID(1)])
    }
}
