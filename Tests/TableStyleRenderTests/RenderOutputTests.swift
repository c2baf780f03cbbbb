import Foundation
import TableStyleEngine
import TableStyleJSON
import TableStyleTheme
import Testing

@testable import TableStyleRender

@Suite("Outputs")
struct RenderOutputTests {
    @Test func jsonRenderTreeIsExactlySpecShape() throws {
        let tree = try RenderFixtures.tree(DataTable(columnNames: ["N"], rows: [[-1]]), showFooter: false)
        let expected = #"""
            {"theme":"fixture","appearance":"light","table":{"style":"plain","rowHeight":44,"interRowSpacing":0,"headerHeight":50,"footerHeight":50,"searchHeight":44,"show":{"search":false,"footer":false,"headerSortIndicator":true,"footerSortIndicator":true,"verticalScrollBar":true,"horizontalScrollBar":true,"labelMarkers":true},"float":{"header":true,"footer":false,"search":true},"sortArrowColor":"#007AFFFF","rowColors":["#FFFFFFFF","#F2F2F7FF"],"highlightedRowColors":["#007AFF14","#007AFF1F"],"selectedRowColor":"#007AFF80","deleteTitle":null,"separator":null},"columns":[{"name":"N","highlighted":false,"sort":null}],"cells":[{"section":"header","row":0,"column":0,"group":null,"text":"N","display":"N","style":{"textColor":"#000000FF","backgroundColor":"#00000000","font":{"family":"system","size":14,"weight":"regular","italic":false,"monospacedDigits":false},"alignment":"natural","padding":{"top":8,"leading":8,"bottom":8,"trailing":8},"lineBreak":"truncateTail","borderColor":"#3C3C434A","borderWidth":0,"cellStyle":"default","accessory":"none","bar":null,"borderSides":["top","leading","bottom","trailing"],"format":{"decimals":null,"grouping":false,"groupingSeparator":",","decimalSeparator":".","negative":"minus","prefix":"","suffix":"","percent":false,"abbreviate":false,"zero":null}},"labels":[]},{"section":"body","row":0,"column":0,"group":0,"text":"-1","display":"-1","style":{"textColor":"#FF3B30FF","backgroundColor":"#FFFFFFFF","font":{"family":"system","size":14,"weight":"regular","italic":false,"monospacedDigits":false},"alignment":"natural","padding":{"top":8,"leading":8,"bottom":8,"trailing":8},"lineBreak":"truncateTail","borderColor":"#3C3C434A","borderWidth":0,"cellStyle":"default","accessory":"none","bar":null,"borderSides":["top","leading","bottom","trailing"],"format":{"decimals":null,"grouping":false,"groupingSeparator":",","decimalSeparator":".","negative":"minus","prefix":"","suffix":"","percent":false,"abbreviate":false,"zero":null}},"labels":["negative"]}]}

            """#
        #expect(JSONRenderer().render(tree) + "\n" == expected)
    }

    @Test func jsonCellsAreHeaderThenBodyThenFooter() throws {
        let value = JSONRenderer().jsonValue(try RenderFixtures.tree())
        let object = try #require(value.objectValue)
        #expect(object.keys == ["theme", "appearance", "table", "columns", "cells"])
        let columns = try #require(value["columns"]?.arrayValue)
        #expect(columns.map { $0["sort"] } == [.null, .string("ascending")])
        #expect(columns.map { $0["highlighted"] } == [.bool(false), .bool(true)])
        let cells = try #require(value["cells"]?.arrayValue)
        #expect(
            cells.map { $0["section"]?.stringValue ?? "?" } == [
                "header", "header", "body", "body", "body", "body", "body", "body", "footer", "footer",
            ])
        #expect(
            cells.map { $0["text"]?.stringValue ?? "?" } == [
                "Item", "Amount", "Rent", "-1200", "Pay", "3150", "Tip <5>", "", "Total", "1950",
            ])
        #expect(cells.map { $0["row"] } == [0, 0, 0, 0, 1, 1, 2, 2, 0, 0].map { JSONValue.int($0) })
        let first = try #require(cells.first?.objectValue)
        #expect(first.keys == ["section", "row", "column", "group", "text", "display", "style", "labels"])
        let style = try #require(first["style"]?.objectValue)
        #expect(
            style.keys == [
                "textColor", "backgroundColor", "font", "alignment", "padding", "lineBreak", "borderColor",
                "borderWidth",
                "cellStyle", "accessory", "bar", "borderSides", "format",
            ])
        #expect(style["padding"]?.objectValue?.keys == ["top", "leading", "bottom", "trailing"])
        #expect(style["font"]?.objectValue?.keys == ["family", "size", "weight", "italic", "monospacedDigits"])
        #expect(cells[3]["labels"] == .array([.string("negative")]))
        #expect(cells[1]["labels"] == .array([.string("sorted")]))
        #expect(value["table"] == (try RenderFixtures.theme()).table.jsonValue)
    }

    @Test func hiddenFooterIsNotRendered() throws {
        let tree = try RenderFixtures.tree(showFooter: false)
        #expect(!tree.hasFooter)
        #expect(tree.cells.count == 8)
        #expect(!StyleSnapshotRenderer().render(tree).contains("footer c0"))
    }

    @Test func styleSnapshotText() throws {
        let expected = #"""
            style-snapshot 1
            theme fixture
            appearance light
            table.style plain
            table.rowHeight 44
            table.interRowSpacing 0
            table.headerHeight 50
            table.footerHeight 50
            table.searchHeight 44
            table.show search=false footer=true headerSortIndicator=true footerSortIndicator=true verticalScrollBar=true horizontalScrollBar=true
            table.float header=true footer=false search=true
            table.sortArrowColor #007AFFFF
            table.rowColors #FFFFFFFF #F2F2F7FF
            table.highlightedRowColors #007AFF14 #007AFF1F
            table.selectedRowColor #007AFF80
            table.deleteTitle none
            column 0 "Item" text
            column 1 "Amount" number highlighted sort=ascending
            header c0 "Item" textColor=#000000FF backgroundColor=#00000000 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            header c1 "Amount" textColor=#5856D6FF backgroundColor=#00000000 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none labels=["sorted"]
            body r0 c0 "Rent" textColor=#000000FF backgroundColor=#FFFFFFFF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            body r0 c1 "-1200" textColor=#FF3B30FF backgroundColor=#007AFF14 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none labels=["negative"]
            body r1 c0 "Pay" selected textColor=#000000FF backgroundColor=#007AFF80 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            body r1 c1 "3150" selected textColor=#000000FF backgroundColor=#007AFF80 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            body r2 c0 "Tip <5>" textColor=#000000FF backgroundColor=#FFFFFFFF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            body r2 c1 "" textColor=#000000FF backgroundColor=#007AFF14 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            footer c0 "Total" textColor=#000000FF backgroundColor=#00000000 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            footer c1 "1950" textColor=#000000FF backgroundColor=#00000000 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none

            """#
        #expect(StyleSnapshotRenderer().render(try RenderFixtures.tree()) == expected)
    }

    @Test func styleSnapshotOfARowRangeSaysWhichRows() throws {
        let tree = StyledTable(RenderFixtures.ledger, theme: try RenderFixtures.theme()).renderTree(bodyRows: 1..<99)
        let text = StyleSnapshotRenderer().render(tree)
        #expect(text.contains("rows 1..<3 of 3\n"))
        #expect(!text.contains("body r0 "))
        #expect(text.contains("body r2 c0 \"Tip <5>\""))
    }

    @Test func groupedTablesNumberRowsWithinGroups() throws {
        let grouped = DataTable(
            columns: [DataColumn("Name"), DataColumn("Qty")],
            sections: [
                DataSection(
                    headerTitle: "Fruit", footerTitle: "2 kinds", indexTitle: "F",
                    rows: [DataRow(id: RowID(0), cells: ["Apple", 3]), DataRow(id: RowID(1), cells: ["Pear", -1])]),
                DataSection(headerTitle: "Nuts", rows: [DataRow(id: RowID(2), cells: ["Walnut", 12])]),
            ])
        let tree = try RenderFixtures.tree(grouped)
        let snapshot = StyleSnapshotRenderer().render(tree)
        let expectedCells = #"""
            column 0 "Name" text
            column 1 "Qty" number
            header c0 "Name" textColor=#000000FF backgroundColor=#00000000 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            header c1 "Qty" textColor=#000000FF backgroundColor=#00000000 font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            group 0 header="Fruit" footer="2 kinds" index="F"
            body r0 c0 "Apple" textColor=#000000FF backgroundColor=#FFFFFFFF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            body r0 c1 "3" textColor=#000000FF backgroundColor=#FFFFFFFF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            body r1 c0 "Pear" textColor=#000000FF backgroundColor=#F2F2F7FF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            body r1 c1 "-1" textColor=#FF3B30FF backgroundColor=#F2F2F7FF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none labels=["negative"]
            group 1 header="Nuts"
            body r0 c0 "Walnut" textColor=#000000FF backgroundColor=#FFFFFFFF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
            body r0 c1 "12" textColor=#000000FF backgroundColor=#FFFFFFFF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none

            """#
        #expect(snapshot.hasSuffix(expectedCells))
        let expectedANSI = #"""
            ┌────────┬─────┐
            │ Name   │ Qty │
            ├────────┴─────┤
            │ Fruit        │
            ├────────┬─────┤
            │ Apple  │   3 │
            │ Pear   │ -1ᵃ │
            ├────────┴─────┤
            │ 2 kinds      │
            ├──────────────┤
            │ Nuts         │
            ├────────┬─────┤
            │ Walnut │  12 │
            └────────┴─────┘
            ᵃ negative

            """#
        #expect(ANSIRenderer(colorMode: .none).render(tree) == expectedANSI)
        let html = HTMLRenderer().render(tree)
        #expect(html.contains("<tr class=\"g gh\"><th colspan=\"2\" scope=\"rowgroup\">Fruit</th></tr>"))
        #expect(html.contains("<nav class=\"tsk-index\" aria-label=\"Section index\"><a href=\"#g0\">F</a></nav>"))
    }

    /// Width limits set in code are kept within ``DataColumn/widthRange``, so no renderer converts a huge
    /// or infinite width to a count (a trap) or a terabyte-sized line.
    @Test func hugeColumnWidthsSetInCodeAreClamped() throws {
        var column = DataColumn("a", minWidth: 1e300, maxWidth: -.infinity)
        #expect(column.minWidth == 16_000)
        #expect(column.maxWidth == 0)
        column.maxWidth = .nan
        #expect(column.maxWidth == nil)
        column.minWidth = -1e300
        #expect(column.minWidth == 0)
        let table = DataTable(
            columns: [DataColumn("a", minWidth: .infinity), DataColumn("b", maxWidth: -1e300)],
            rows: [DataRow(id: RowID(0), cells: ["x", "y"])])
        let lines = ANSIRenderer(colorMode: .none).render(try RenderFixtures.tree(table)).split(separator: "\n")
        // A 2,000-cell column and a 1-cell one, each with a padding cell either side, and three borders.
        let expectedWidth = 2_000 + 1 + 2 + 2 + 3
        #expect(lines.first?.count == expectedWidth)
        #expect(lines.contains { $0.hasSuffix("│ y │") })
    }

    @Test func ansiPlainText() throws {
        let expected = #"""
            ┌─────────┬───────────┐
            │ Item    │ Amountᵃ ▲ │
            ├─────────┼───────────┤
            │ Rent    │    -1200ᵇ │
            │ Pay     │      3150 │
            │ Tip <5> │           │
            ├─────────┼───────────┤
            │ Total   │    1950 ▲ │
            └─────────┴───────────┘
            ᵃ sorted
            ᵇ negative

            """#
        #expect(ANSIRenderer(colorMode: .none).render(try RenderFixtures.tree()) == expected)
    }

    static func strippingEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func ansiTrueColorCompositesOverTheTableBackground() throws {
        let tree = try RenderFixtures.tree()
        let colored = ANSIRenderer(colorMode: .trueColor).render(tree)
        #expect(Self.strippingEscapes(colored) == ANSIRenderer(colorMode: .none).render(tree))
        // Negative amount: systemRed text on systemBlue α0.08 composited over white.
        #expect(colored.contains("\u{1B}[0;38;2;255;59;48;48;2;235;244;255m    -1200ᵇ "))
        // Selected row: systemBlue α0.5 over white.
        #expect(colored.contains("\u{1B}[0;38;2;0;0;0;48;2;128;189;255m Pay     "))
        // The sort arrow in the theme's sort arrow color.
        #expect(colored.contains("\u{1B}[38;2;0;122;255m ▲"))
    }

    @Test(arguments: [TerminalColorMode.none, .ansi256, .trueColor])
    func ansiBytesAreTheUTF8OfTheText(mode: TerminalColorMode) throws {
        let tree = try RenderFixtures.tree()
        let renderer = ANSIRenderer(colorMode: mode, maxWidth: 40)
        #expect(renderer.renderBytes(tree) == Array(renderer.render(tree).utf8))
        let streamed = ByteCollector()
        renderer.render(tree, to: streamed)
        #expect(streamed.bytes == Array(renderer.render(tree).utf8))
    }

    /// Streamed, a table far larger than one 64 KB chunk arrives whole and in order, lines ending in
    /// newlines.
    @Test func ansiStreamedInChunksEqualsTheText() throws {
        let rows = (0..<3_000).map { index in
            [DataCell(.int(index)), DataCell(.text("payee \(index % 17)")), DataCell(.double(Double(index) - 1500.5))]
        }
        let table = DataTable(columnNames: ["ID", "Payee", "Amount"], rows: rows)
        let tree = StyledTable(table, theme: try RenderFixtures.theme()).renderTree()
        let renderer = ANSIRenderer(colorMode: .trueColor)
        let streamed = ByteCollector()
        var rowsReported: [Int] = []
        renderer.render(tree, to: streamed) { rowsReported.append($0) }
        let text = renderer.render(tree)
        #expect(text.utf8.count > 4 << 16)
        #expect(streamed.bytes == Array(text.utf8))
        #expect(streamed.bytes.last == UInt8(ascii: "\n"))
        #expect(rowsReported == [1024, 2048])
    }

    @Test func ansi256UsesThePalette() throws {
        let colored = ANSIRenderer(colorMode: .ansi256).render(try RenderFixtures.tree())
        #expect(colored.contains("38;5;203;48;5;"))
        #expect(!colored.contains("38;2;"))
        #expect(TerminalColorMode.paletteIndex(ThemeColor(red: 255, green: 0, blue: 0)) == 196)
        #expect(TerminalColorMode.paletteIndex(ThemeColor(red: 255, green: 255, blue: 255)) == 231)
        #expect(TerminalColorMode.paletteIndex(ThemeColor(red: 0, green: 0, blue: 0)) == 16)
        #expect(TerminalColorMode.paletteIndex(ThemeColor(red: 128, green: 128, blue: 128)) == 244)
    }

    @Test func colorModeDetection() {
        #expect(TerminalColorMode.detect(fileDescriptor: -1, environment: [:]) == .none)
        #expect(TerminalColorMode.detect(fileDescriptor: -1, environment: [:], force: true) == .ansi256)
        #expect(
            TerminalColorMode.detect(fileDescriptor: -1, environment: ["COLORTERM": "truecolor"], force: true)
                == .trueColor)
        #expect(
            TerminalColorMode.detect(
                fileDescriptor: -1, environment: ["NO_COLOR": "1", "COLORTERM": "24bit"], force: true) == .trueColor)
        #expect(TerminalColorMode.detect(fileDescriptor: -1, environment: ["NO_COLOR": "1"]) == .none)
        #expect(!TerminalColorMode.isTerminal(-1))
    }

    @Test func ansiShrinksToMaxWidth() throws {
        let text = ANSIRenderer(colorMode: .none, maxWidth: 18).render(try RenderFixtures.tree())
        let widths = Set(text.split(separator: "\n").prefix(9).map { TextMetrics.displayWidth(String($0)) })
        #expect(widths == [18])
        #expect(text.contains("│ Tip <… │       │\n"))
        #expect(text.contains("│ Rent   │ -12…ᵇ │\n"))
    }

    @Test func ansiWrapsWhenRowsAreAutomatic() throws {
        var wrap = StyleSpec()
        wrap.lineBreak = Sourced(.wrap, origin: RenderFixtures.origin)
        var table = TableSettings()
        table.show[.search] = false
        let theme = try CompiledTheme(theme: Theme(name: "wrap", table: table, cell: wrap))
        let data = DataTable(
            columns: [DataColumn("Note", maxWidth: 80)], rows: [DataRow(id: RowID(0), cells: ["the quick brown fox"])])
        let text = ANSIRenderer(colorMode: .none).render(StyledTable(data, theme: theme).renderTree())
        #expect(text.contains("│ the quick  │\n│ brown fox  │\n"))
    }

    @Test func htmlTableMarkup() throws {
        let html = HTMLRenderer().render(try RenderFixtures.tree())
        let start = try #require(html.range(of: "<table"))
        let end = try #require(html.range(of: "</table>"))
        let expected = #"""
            <table class="tsk" role="grid" aria-multiselectable="true" aria-rowcount="5">
            <colgroup><col class="c0"><col class="c1"></colgroup>
            <thead><tr><th class="s0" scope="col">Item</th><th class="s1n" scope="col" aria-sort="ascending" title="sorted" aria-label="Amount (sorted)">Amount<span class="tsk-arrow" aria-hidden="true"> ▲</span><sup class="tsk-mark" aria-hidden="true">1</sup></th></tr></thead>
            <tbody id="g0">
            <tr class="r"><td class=s2>Rent<td class=s9n title="negative" aria-label="-1200 (negative)">-1200<sup class=tsk-mark aria-hidden=true>2</sup></tr>
            <tr class="r" aria-selected="true"><td class=s6>Pay<td class=s6n>3150</tr>
            <tr class="r"><td class=s2>Tip &lt;5&gt;<td class=s8></tr>
            </tbody>
            <tfoot><tr><td class="s0">Total</td><td class="s0n">1950<span class="tsk-arrow" aria-hidden="true"> ▲</span></td></tr></tfoot>
            </table>

            """#
        #expect(String(html[start.lowerBound..<end.upperBound]) + "\n" == expected)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("table.tsk thead th { height: 50px; position: sticky; top: 0px; z-index: 2;"))
        #expect(html.contains(".s9n { color: #FF3B30FF; background-color: #EBF4FFFF; "))
        #expect(html.contains("table.tsk tbody tr.r { height: 44px; }"))
        #expect(!html.contains("style=\""))
    }

    /// `truncateHead` isolates the text in a right-to-left cell (so the ellipsis replaces its start);
    /// `truncateMiddle` splits it at its middle character into two shrinking boxes; a one-character text
    /// and the tail mode need no markup; labels and the sort arrow stay inside the isolate.
    @Test func htmlTruncatesAtTheHeadAndInTheMiddle() throws {
        func style(_ mode: LineBreakMode) -> StyleSpec {
            var style = StyleSpec()
            style.lineBreak = Sourced(mode, origin: RenderFixtures.origin)
            return style
        }
        var table = TableSettings()
        table.show[.search] = false
        let theme = try CompiledTheme(
            theme: Theme(
                name: "truncation", table: table, header: style(.truncateHead),
                rules: [
                    Rule(
                        name: "head", when: .column(.name("Item")), style: style(.truncateHead), label: "head",
                        origin: RenderFixtures.origin),
                    Rule(
                        name: "middle", when: .column(.name("Amount")), style: style(.truncateMiddle),
                        origin: RenderFixtures.origin),
                ]))
        let html = HTMLRenderer().render(StyledTable(RenderFixtures.ledger, theme: theme).renderTree())
        #expect(html.contains("<bdi>Rent<sup class=tsk-mark aria-hidden=true>1</sup></bdi>"))
        #expect(html.contains("<bdi>Tip &lt;5&gt;<sup class=tsk-mark aria-hidden=true>1</sup></bdi>"))
        #expect(html.contains("<span class=tsk-mid><span>-1</span><span><bdi>200</bdi></span></span>"))
        #expect(html.contains("<span class=tsk-mid><span>31</span><span><bdi>50</bdi></span></span>"))
        #expect(html.contains("scope=\"col\" aria-sort=\"ascending\"><bdi>Amount<span class=\"tsk-arrow\""))
        #expect(html.contains("direction: rtl; text-align: left; }"))
        #expect(html.contains(".tsk-mid { display: inline-flex; max-width: 100%; vertical-align: bottom; }"))
        // Without a middle-truncating style, the page carries no middle-truncation CSS.
        #expect(!HTMLRenderer().render(try RenderFixtures.tree()).contains("tsk-mid"))
    }

    @Test func htmlFloatsFooterAndSearchWhenAsked() throws {
        var table = TableSettings()
        table.float[.footer] = true
        let theme = try CompiledTheme(theme: Theme(name: "float", table: table))
        let html = HTMLRenderer().render(StyledTable(RenderFixtures.ledger, theme: theme).renderTree())
        #expect(html.contains("table.tsk tfoot td { height: 50px; position: sticky; bottom: 0;"))
        #expect(html.contains(".tsk-search { position: sticky; top: 0; "))
        #expect(html.contains("table.tsk thead th { height: 50px; position: sticky; top: 44px;"))
    }

    @Test func htmlEscapes() {
        #expect(
            HTMLRenderer.escape("<a href=\"x\">Tom & 'Jerry'</a>")
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(HTMLRenderer.cssFontFamily("Evil\"; } body { x") == "\"Evil  body  x\", system-ui, sans-serif")
    }

    @Test func headerCellsSeeTheColumnNameAsTheirValue() throws {
        var bold = StyleSpec()
        bold.fontWeight = Sourced(.heavy, origin: RenderFixtures.origin)
        let rule = Rule(
            when: .all([.section([.header]), .value(ValueTest(conditions: [.equals("Amount")]))]), style: bold,
            label: "amount header", origin: RenderFixtures.origin)
        let theme = try CompiledTheme(theme: Theme(name: "h", rules: [rule]))
        let tree = StyledTable(RenderFixtures.ledger, theme: theme).renderTree()
        #expect(tree.headerCells.map { tree.style($0.style).font.weight } == [.regular, .heavy])
        #expect(tree.headerCells.map(\.labels) == [[], ["amount header"]])
    }

    @Test func layoutSettingsComeFromTheTheme() throws {
        let theme = try RenderFixtures.theme()
        let points = LayoutSettings(table: theme.table)
        #expect(points.rowHeight == .fixed(44))
        #expect(!points.showSearch && points.showFooter && points.floatHeader && !points.floatFooter)
        let lines = LayoutSettings(table: theme.table, unit: .characters)
        #expect(lines.rowHeight == .fixed(1) && lines.headerHeight == 1 && lines.interRowSpacing == 0)
    }

    @Test func demoLedgerHasNegativesNullsAndAFooter() {
        let ledger = DemoTable.ledger
        #expect(ledger.rows.count == 10)
        #expect(ledger.columns.map(\.kind) == [.text, .text, .text, .number, .number, .text])
        #expect(ledger.rows.contains { ($0.cells[3].value.numberValue ?? 0) < 0 })
        #expect(ledger.rows.contains { $0.cells[2].value == .null })
        #expect(ledger.footerRow?.cells.first?.text == "Total")
    }
}
