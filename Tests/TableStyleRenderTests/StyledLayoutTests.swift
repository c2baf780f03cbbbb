import Foundation
import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

@Suite("Styled layout and data files")
struct StyledLayoutTests {
    @Test func characterLayoutFitsTextPlusPadding() throws {
        let styled = StyledTable(RenderFixtures.ledger, theme: try RenderFixtures.theme())
        let layout = styled.layout(unit: .characters)
        // "Tip <5>" is 7 cells, "Amount" 6 (content widths; the ANSI output adds padding and borders).
        #expect(layout.columnWidths == [7, 6])
        // No search bar (hidden), header line, three one-line rows, footer line.
        #expect(layout.headerTop == 0)
        #expect(layout.contentHeight == 5)
        let viewport = layout.viewport(offset: 0, height: 3)
        #expect(viewport.rows.map(\.indexPath.row) == [0, 1])
        let cells = styled.cells(of: viewport)
        #expect(cells.map(\.text) == ["Rent", "-1200", "Pay", "3150"])
        #expect(cells.map(\.isSelected) == [false, false, true, true])
        #expect(cells[1].labels == ["negative"])
    }

    @Test func pointLayoutUsesTheThemeHeights() throws {
        let styled = StyledTable(RenderFixtures.ledger, theme: try RenderFixtures.theme())
        let layout = styled.layout(unit: .points)
        #expect(layout.contentHeight == 50 + 3 * 44 + 50)
        let frame = try #require(layout.frame(of: RowIndexPath(section: 0, row: 2)))
        #expect(frame.y == 50 + 88 && frame.height == 44)
        #expect(
            layout.columnWidths[0] == (7 * 14 * 0.6 + 16).rounded(.up) || layout.columnWidths[0] == 7 * 14 * 0.6 + 16)
    }

    @Test func automaticRowsGrowWhenTheyWrap() throws {
        var wrap = StyleSpec()
        wrap.lineBreak = Sourced(.wrap, origin: RenderFixtures.origin)
        var table = TableSettings()
        table.show[.search] = false
        let theme = try CompiledTheme(theme: Theme(name: "wrap", table: table, cell: wrap))
        let data = DataTable(
            columns: [DataColumn("Note", maxWidth: 80)],
            rows: [
                DataRow(id: RowID(0), cells: ["short"]),
                DataRow(id: RowID(1), cells: ["the quick brown fox jumps"]),
            ])
        let layout = StyledTable(data, theme: theme).layout(unit: .characters)
        #expect(layout.columnWidths == [10])
        #expect(layout.frame(of: RowIndexPath(section: 0, row: 1))?.height == 3)
        #expect(layout.contentHeight == 1 + 1 + 3)
    }

    @Test func dataFileReaderPicksTheReaderByExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("t.CSV").path
        try "a,b\n1,x\n".write(toFile: csv, atomically: true, encoding: .utf8)
        #expect(try DataFileReader().read(path: csv).rows[0].cells.map(\.value) == [.int(1), .text("x")])
        let json = folder.appendingPathComponent("t.json").path
        try #"[{"a": 1}]"#.write(toFile: json, atomically: true, encoding: .utf8)
        #expect(try DataFileReader().read(path: json).columns.map(\.name) == ["a"])
        #expect(throws: DataReadError.self) {
            try DataFileReader().read(path: folder.appendingPathComponent("t.txt").path)
        }
        do {
            _ = try DataFileReader().read(path: folder.appendingPathComponent("missing.csv").path)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .dataIO)
            #expect(error.diagnostic.code == .dataIO)
        }
        do {
            _ = try DataFileReader().read(path: folder.path + "/t.xml")
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .dataFormat)
        }
    }

    @Test func renderTreeRangesAreClampedAndKeepRowIndices() throws {
        let styled = StyledTable(RenderFixtures.ledger, theme: try RenderFixtures.theme())
        let tree = styled.renderTree(bodyRows: 2..<50)
        #expect(tree.rows.map(\.row) == [2])
        #expect(tree.firstBodyRow == 2 && tree.totalBodyRowCount == 3)
        let json = JSONRenderer().jsonValue(tree)
        let rows = json["cells"]?.arrayValue?.filter { $0["section"] == .string("body") }.map { $0["row"] }
        #expect(rows == [.int(2), .int(2)])
        #expect(styled.renderTree(bodyRows: 7..<9).rows.isEmpty)
    }
}
