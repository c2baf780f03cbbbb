import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

@Suite("Render trees made on several threads")
struct ParallelRenderTreeTests {
    /// Three sections (one empty) of rows whose labels first appear late: a negative amount from row 700
    /// on, a selected row, and a Payee far longer than the others near the end, so a run that started
    /// its own measure would number labels and group widths differently if merging were wrong.
    static var table: DataTable {
        func rows(_ range: Range<Int>) -> [DataRow] {
            range.map { index in
                DataRow(
                    id: RowID(index),
                    cells: [
                        DataCell(.text(index == 1_900 ? String(repeating: "Payee ", count: 9) : "P\(index % 37)")),
                        DataCell(.int(index >= 700 && index % 5 == 0 ? -index : index)),
                        DataCell(.double(Double(index) / 8), text: String(Double(index) / 8)),
                    ])
            }
        }
        return DataTable(
            columns: [DataColumn("Payee"), DataColumn("Amount", kind: .number), DataColumn("Rate", kind: .number)],
            sections: [
                DataSection(headerTitle: "First", rows: rows(0..<800)),
                DataSection(headerTitle: "Empty", rows: []),
                DataSection(headerTitle: "Second", footerTitle: "End", rows: rows(800..<2_000)),
            ],
            footerRow: DataRow(id: RowID(-1), cells: ["Total", 0, 0]), sortOrder: [ColumnSort(column: 1)],
            selection: [RowID(5), RowID(1_500)])
    }

    @Test(arguments: [nil, 0..<2_000, 0..<10, 790..<810, 1_995..<2_000, 3_000..<3_010])
    func everyThreadCountMakesTheSameTree(rows: Range<Int>?) throws {
        let styled = StyledTable(Self.table, theme: try RenderFixtures.theme())
        #expect(styled.bound.resolvesFromTablesOnly)
        let one = styled.renderTree(bodyRows: rows, measure: nil, threads: 1)
        #expect(one.columnMeasure.labelOrder == ["sorted": 0, "negative": 1])
        for threads in [2, 3, 7] {
            let many = styled.renderTree(bodyRows: rows, measure: nil, threads: threads)
            #expect(many.cells == one.cells, "\(threads) threads")
            #expect(many.rows == one.rows, "\(threads) threads")
            #expect(many.groups == one.groups, "\(threads) threads")
            #expect(many.columnMeasure == one.columnMeasure, "\(threads) threads")
            #expect(HTMLRenderer().render(many) == HTMLRenderer().render(one))
        }
        let given = styled.renderTree(bodyRows: rows, measure: one.columnMeasure, threads: 4)
        #expect(given.cells == one.cells)
        #expect(given.columnMeasure == one.columnMeasure)
    }

    /// Appending the measures of consecutive runs gives the measure of the whole run, groups and label
    /// numbers in first-measured order.
    @Test func measuresOfConsecutiveRunsAppendToTheWhole() {
        let cells: [(String, Int, [String])] = [
            ("a", 0, []), ("bbb", 1, ["x"]), ("cc", 0, []), ("dddd", 0, ["y"]), ("e", 1, ["x"]), ("ffffff", 2, ["z"]),
        ]
        func measure(_ part: ArraySlice<(String, Int, [String])>) -> ColumnMeasure {
            var measure = ColumnMeasure(columnCount: 3)
            for (text, column, labels) in part {
                measure.add(text, column: column, section: .body, style: StyleID(rawValue: 0), labels: labels)
            }
            return measure
        }
        let whole = measure(cells[...])
        for split in 0...cells.count {
            var joined = measure(cells[..<split])
            joined.append(measure(cells[split...]))
            #expect(joined == whole, "split at \(split)")
        }
        #expect(whole.labelOrder == ["x": 0, "y": 1, "z": 2])
        #expect(whole.groups.map(\.widestText) == [2, 3, 4, 6])
    }
}
