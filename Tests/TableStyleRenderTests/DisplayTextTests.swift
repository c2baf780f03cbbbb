import Foundation
import TableStyleDiagnostics
import TableStyleEngine
import TableStyleJSON
import TableStyleTheme
import Testing

@testable import TableStyleRender

/// Value formats reach every output: the render tree's display text, the JSON's `display`/`group`/`format`,
/// the snapshot's `display=`/`format=`, HTML and ANSI, and the column widths.
@Suite("Display text")
struct DisplayTextTests {
    static let origin = RenderFixtures.origin

    /// Money in the body (two decimals, grouped, negatives in parentheses with `$`), `-` for zero.
    static func moneyTheme() throws -> CompiledTheme {
        var cell = StyleSpec()
        cell.formatDecimals = Sourced(2, origin: origin)
        cell.formatGrouping = Sourced(true, origin: origin)
        var negative = StyleSpec()
        negative.formatNegative = Sourced(.parentheses, origin: origin)
        negative.formatPrefix = Sourced("$", origin: origin)
        negative.formatZero = Sourced("-", origin: origin)
        var table = TableSettings()
        table.show[.search] = false
        let theme = Theme(
            name: "money", table: table, cell: cell,
            rules: [
                Rule(
                    name: "negative", when: .value(ValueTest(conditions: [.kind(.negative)])), style: negative,
                    origin: origin)
            ])
        return try CompiledTheme(theme: theme)
    }

    static var ledger: DataTable {
        DataTable(
            columns: [DataColumn("Item"), DataColumn("Amount")],
            rows: [
                DataRow(id: RowID(0), cells: ["Rent", DataCell(.double(-1234.5), text: "-1234.5")]),
                DataRow(id: RowID(1), cells: ["Pay", DataCell(.double(2.675), text: "2.675")]),
                DataRow(id: RowID(2), cells: ["Note", "12.5"]),
                DataRow(id: RowID(3), cells: ["Round", DataCell(.double(-0.001), text: "-0.001")]),
            ],
            footerRow: DataRow(id: RowID(-1), cells: ["Total", DataCell(.int(1_234_567), text: "1234567")]))
    }

    static func tree() throws -> RenderTree {
        StyledTable(ledger, theme: try moneyTheme()).renderTree()
    }

    @Test func theTreeCarriesTheDisplayedText() throws {
        let tree = try Self.tree()
        #expect(tree.headerCells.map(\.display) == ["Item", "Amount"])
        // Text stays as written; only numbers change; `-0.001` is negative, so the rule's `zero` text shows
        // for it once it rounds to zero.
        #expect(
            tree.cells.map(\.text)[2...] == [
                "Rent", "-1234.5", "Pay", "2.675", "Note", "12.5", "Round", "-0.001", "Total", "1234567",
            ])
        #expect(
            tree.cells.map(\.display)[2...] == [
                "Rent", "($1,234.50)", "Pay", "2.68", "Note", "12.5", "Round", "-", "Total", "1,234,567.00",
            ])
    }

    /// Values given in code format from their shortest exact decimal text: `2.675` as a `Double` is `2.68`
    /// (its binary value, 2.67499…, would round down), an `Int` from its digits, a `Decimal` from its exact text.
    @Test func valuesFromCodeFormatFromTheirDecimalText() throws {
        let decimal = try #require(Decimal(string: "12345.675"))
        let table = DataTable(
            columns: [DataColumn("N")],
            rows: [
                DataRow(id: RowID(0), cells: [(2.675 as Double).dataCell]),
                DataRow(id: RowID(1), cells: [(1_234_567 as Int).dataCell]),
                DataRow(id: RowID(2), cells: [decimal.dataCell]),
                DataRow(id: RowID(3), cells: [(0.1 as Double).dataCell]),
                DataRow(id: RowID(4), cells: [(1e21 as Double).dataCell]),
            ])
        let tree = StyledTable(table, theme: try Self.moneyTheme()).renderTree()
        #expect(tree.cells.dropFirst().map(\.text) == ["2.675", "1234567", "12345.675", "0.1", "1e+21"])
        #expect(
            tree.cells.dropFirst().map(\.display) == [
                "2.68", "1,234,567.00", "12,345.68", "0.10", "1,000,000,000,000,000,000,000.00",
            ])
    }

    @Test func jsonWritesGroupDisplayAndFormatInOrder() throws {
        let json = JSONRenderer().jsonValue(try Self.tree())
        let cells = try #require(json.objectValue?["cells"]?.arrayValue)
        let header = try #require(cells.first?.objectValue)
        #expect(header.keys == ["section", "row", "column", "group", "text", "display", "style", "labels"])
        #expect(header["group"] == .null)
        #expect(header["display"] == .string("Item"))
        let rent = try #require(cells[3].objectValue)
        #expect(rent["group"] == .int(0))
        #expect(rent["text"] == .string("-1234.5"))
        #expect(rent["display"] == .string("($1,234.50)"))
        let style = try #require(rent["style"]?.objectValue)
        #expect(style.keys.last == "format")
        let format = try #require(style["format"]?.objectValue)
        #expect(
            format.keys == [
                "decimals", "grouping", "groupingSeparator", "decimalSeparator", "negative", "prefix", "suffix",
                "percent", "abbreviate", "zero",
            ])
        #expect(format["decimals"] == .int(2))
        #expect(format["negative"] == .string("parentheses"))
        #expect(format["zero"] == .string("-"))
        let footer = try #require(cells.last?.objectValue)
        #expect(footer["group"] == .null)
        #expect(footer["display"] == .string("1,234,567.00"))
        // Without a format, `decimals` and `zero` are null (`none`).
        let plain = JSONRenderer.jsonValue(ValueFormat.default).objectValue
        #expect(plain?["decimals"] == .null && plain?["zero"] == .null && plain?["prefix"] == .string(""))
    }

    @Test func bodyCellsOfLaterSectionsNameTheirGroup() throws {
        let table = DataTable(
            columns: [DataColumn("N")],
            sections: [
                DataSection(rows: [DataRow(id: RowID(0), cells: [1])]),
                DataSection(headerTitle: "B", rows: [DataRow(id: RowID(1), cells: [2])]),
            ])
        let tree = StyledTable(table, theme: try Self.moneyTheme()).renderTree()
        let cells = try #require(JSONRenderer().jsonValue(tree).objectValue?["cells"]?.arrayValue)
        #expect(cells.map { $0.objectValue?["group"] } == [.null, .int(0), .int(1)])
    }

    @Test func snapshotAddsDisplayAndFormatOnlyWhereTheyDiffer() throws {
        let snapshot = StyleSnapshotRenderer().render(try Self.tree())
        let lines = snapshot.split(separator: "\n").map(String.init)
        let rent = try #require(lines.first { $0.hasPrefix("body r0 c1 ") })
        #expect(rent.hasPrefix("body r0 c1 \"-1234.5\" display=\"($1,234.50)\" textColor="))
        #expect(rent.hasSuffix(" format=decimals:2,grouping:true,negative:parentheses,prefix:\"$\",zero:\"-\""))
        let note = try #require(lines.first { $0.hasPrefix("body r2 c1 ") })
        #expect(note.hasPrefix("body r2 c1 \"12.5\" textColor="))
        #expect(note.hasSuffix(" format=decimals:2,grouping:true"))
        // Cells of a theme without formats keep their lines exactly.
        let plain = StyleSnapshotRenderer().render(try RenderFixtures.tree())
        #expect(!plain.contains(" display=") && !plain.contains(" format="))
    }

    @Test func htmlAndANSIDrawTheDisplayedText() throws {
        let tree = try Self.tree()
        let html = HTMLRenderer().render(tree)
        #expect(html.contains("($1,234.50)"))
        #expect(html.contains("1,234,567.00"))
        #expect(!html.contains("-1234.5"))
        let ansi = ANSIRenderer(colorMode: .none).render(tree)
        #expect(ansi.contains("($1,234.50)"))
        #expect(ansi.contains("1,234,567.00"))
        #expect(!ansi.contains("2.675"))
    }

    @Test func columnWidthsMeasureTheDisplayedText() throws {
        let styled = StyledTable(Self.ledger, theme: try Self.moneyTheme())
        // "1,234,567.00" is 12 cells; the text as written ("1234567") would be 7.
        #expect(styled.layout(unit: .characters).columnWidths == [5, 12])
        let measure = styled.columnMeasure()
        #expect(measure.groups.filter { $0.column == 1 }.map(\.widestText).max() == 12)
    }
}
