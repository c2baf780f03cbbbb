import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

@Suite("Column widths over the whole table")
struct ColumnMeasureTests {
    /// 60 rows; the Payee of row 40 is far longer than any other, and row 45 is the only negative
    /// amount (labelled), so a slice without them would be narrower if only drawn rows were measured.
    static var table: DataTable {
        let rows = (0..<60).map { index in
            DataRow(
                id: RowID(index),
                cells: [
                    DataCell(.text(index == 40 ? String(repeating: "Payee ", count: 12) : "P\(index)")),
                    DataCell(.int(index == 45 ? -123_456 : index)),
                ])
        }
        return DataTable(columns: [DataColumn("Payee"), DataColumn("Amount", kind: .number)], rows: rows)
    }

    /// The table's top border (ANSI) and the `col` widths (HTML) for a slice of body rows.
    static func widths(_ rows: Range<Int>?) throws -> (ansi: String, html: [String]) {
        let styled = StyledTable(table, theme: try RenderFixtures.theme())
        let tree = styled.renderTree(bodyRows: rows)
        let ansi = ANSIRenderer(colorMode: .none).render(tree)
        let html = HTMLRenderer().render(tree).split(separator: "\n").filter { $0.contains(" col.c") }
        return (String(ansi.prefix { $0 != "\n" }), html.map(String.init))
    }

    @Test func everySliceIsAsWideAsTheWholeTable() throws {
        let whole = try Self.widths(nil)
        // Payee: 72 characters of "Payee " (trailing space included); Amount: "-123456" plus its marker.
        #expect(whole.ansi == "┌" + String(repeating: "─", count: 74) + "┬" + String(repeating: "─", count: 10) + "┐")
        for slice in [0..<5, 30..<40, 41..<45, 59..<60, 0..<0, 100..<120] {
            let sliced = try Self.widths(slice)
            #expect(sliced.ansi == whole.ansi, "ANSI widths of rows \(slice)")
            #expect(sliced.html == whole.html, "HTML widths of rows \(slice)")
        }
    }

    @Test func aMeasureMadeOnceServesEverySlice() throws {
        let styled = StyledTable(Self.table, theme: try RenderFixtures.theme())
        let measure = styled.columnMeasure()
        #expect(styled.renderTree(bodyRows: 2..<4, measure: measure).columnMeasure == measure)
        #expect(styled.renderTree(bodyRows: 2..<4).columnMeasure.groups.count == measure.groups.count)
        let widest = Dictionary(grouping: measure.groups, by: \.column).mapValues { $0.map(\.widestText).max() }
        #expect(widest[0] == 72)
        #expect(widest[1] == 7)
        // The labelled negative amount is its own group, so its marker is counted with its text.
        #expect(measure.groups.contains { $0.column == 1 && $0.labels == ["negative"] && $0.widestText == 7 })
        #expect(measure.labelOrder == ["negative": 0])
        let layout = styled.layout(unit: .characters, measure: measure)
        #expect(layout.columnWidths == [72, 7])
        #expect(styled.layout(unit: .characters).columnWidths == [72, 7])
    }

    @Test func theWholeTableIsMeasuredBeyondTenThousandRows() throws {
        var rows = (0..<12_000).map { DataRow(id: RowID($0), cells: [DataCell(.text("x"))]) }
        rows[11_000] = DataRow(id: RowID(11_000), cells: [DataCell(.text("a much longer text"))])
        let styled = StyledTable(DataTable(columns: [DataColumn("C")], rows: rows), theme: try RenderFixtures.theme())
        #expect(styled.layout(unit: .characters).columnWidths == [18])
        let top = ANSIRenderer(colorMode: .none).render(styled.renderTree(bodyRows: 0..<3)).prefix { $0 != "\n" }
        #expect(top == "┌" + String(repeating: "─", count: 20) + "┐")
    }
}
