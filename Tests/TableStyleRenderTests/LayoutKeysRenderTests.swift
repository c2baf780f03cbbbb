import TableStyleEngine
import TableStyleJSON
import TableStyleTheme
import Testing

@testable import TableStyleRender

/// How the outputs draw `borderSides`, `table.separator`, `show.labelMarkers`, section title styles and
/// theme column widths.
@Suite("Rendering: border sides, separator, label markers, section titles, columns")
struct LayoutKeysRenderTests {
    /// Compiles a theme written in YAML (errors fail the test).
    static func compile(_ body: String, appearance: Appearance? = nil) throws -> CompiledTheme {
        let result = ThemeRegistry().load(source: "format: 1\nname: t\n" + body, file: "<test>")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try CompiledTheme(theme: try #require(result.theme), appearance: appearance)
    }

    /// Two groups (Fruit: 3 rows, Veg: 2 rows), a number column, a long payee, an empty cell.
    static let grouped = DataTable(
        columns: [DataColumn("Payee"), DataColumn("Amount")],
        sections: [
            DataSection(
                headerTitle: "Fruit", footerTitle: "Per piece", indexTitle: nil,
                rows: [
                    DataRow(id: RowID(0), cells: ["Apple", -1]),
                    DataRow(id: RowID(1), cells: ["A very long payee name that runs on and on and on", 2]),
                    DataRow(id: RowID(2), cells: [nil, 3]),
                ]),
            DataSection(
                headerTitle: "Veg", footerTitle: nil, indexTitle: nil,
                rows: [
                    DataRow(id: RowID(3), cells: ["Leek", 4]),
                    DataRow(id: RowID(4), cells: ["Kale", 5]),
                ]),
        ])

    static func tree(_ body: String, table: DataTable = grouped) throws -> RenderTree {
        StyledTable(table, theme: try compile(body)).renderTree()
    }

    static func plainANSI(_ tree: RenderTree) -> String {
        ANSIRenderer(colorMode: .none).render(tree)
    }

    /// A cell whose color comes from a scale is drawn with its display text too, like every other cell.
    @Test func htmlDrawsTheDisplayTextOfCellsWithComputedColors() throws {
        let tree = try Self.tree(
            """
            rules:
              - when: { column: { name: Amount } }
                style:
                  format: { decimals: 1, prefix: "$" }
                  backgroundColor: { scale: [{ at: min, color: "#F8696B" }, { at: max, color: "#63BE7B" }] }
            """)
        let html = HTMLRenderer().render(tree)
        #expect(html.contains(">-$1.0<"))
        #expect(html.contains(">$5.0<"))
        #expect(!html.contains(">-1<"))
    }

    // MARK: borderSides

    @Test func borderSidesCascadeAsAWhole() throws {
        let compiled = try Self.compile(
            "cell: { borderWidth: 1, borderSides: [top, leading] }\nrules:\n  - when: { value: negative }\n    style: { borderSides: [bottom] }\n"
        )
        let tree = StyledTable(Self.grouped, theme: compiled).renderTree()
        let apple = Array(tree.cells(of: tree.rows[0]))
        #expect(tree.style(apple[0].style).borderSides == [.top, .leading])
        #expect(tree.style(apple[1].style).borderSides == [.bottom])
        #expect(tree.style(try #require(tree.headerCells.first).style).borderSides == [.top, .leading])
        #expect(ResolvedStyle.defaults(for: .light).borderSides == .all)
    }

    @Test func jsonWritesBorderSidesInCanonicalOrderAlways() throws {
        let tree = try Self.tree("cell: { borderSides: [trailing, top, trailing] }\nheader: { borderSides: [] }\n")
        let json = JSONRenderer().render(tree)
        #expect(json.contains(#""borderSides":["top","trailing"],"format""#))
        #expect(json.contains(#""borderSides":[],"format""#))
        let plain = JSONRenderer().render(try Self.tree(""))
        #expect(plain.contains(#""borderSides":["top","leading","bottom","trailing"],"format""#))
    }

    @Test func snapshotWritesSidesOnlyWhenNotAllFour() throws {
        let snapshot = StyleSnapshotRenderer().render(
            try Self.tree("cell: { borderSides: [bottom, top] }\nheader: { borderSides: [] }\nfooter: {}\n"))
        #expect(snapshot.contains(" accessory=none sides=top,bottom\n"))
        #expect(snapshot.contains("header c0 \"Payee\"") && snapshot.contains(" accessory=none sides=none\n"))
        let plain = StyleSnapshotRenderer().render(try Self.tree(""))
        #expect(!plain.contains("sides="))
    }

    @Test func htmlDrawsBordersOnlyOnTheListedSides() throws {
        let html = HTMLRenderer().render(
            try Self.tree("cell: { borderWidth: 2, borderColor: \"#FF0000\", borderSides: [bottom, leading] }\n"))
        #expect(html.contains("border-left: 2px solid #FF0000FF; border-bottom: 2px solid #FF0000FF; "))
        #expect(!html.contains("border: 2px"))
        let all = HTMLRenderer().render(try Self.tree("cell: { borderWidth: 2, borderColor: \"#FF0000\" }\n"))
        #expect(all.contains("border: 2px solid #FF0000FF; "))
        let none = HTMLRenderer().render(try Self.tree("cell: { borderWidth: 2, borderSides: [] }\n"))
        #expect(!none.contains("border: 2px") && !none.contains("border-top:"))
    }

    // MARK: separator

    @Test func separatorInTheJSONAndTheSnapshot() throws {
        let tree = try Self.tree("table: { separator: { color: \"#112233\", width: 1.5 } }\n")
        #expect(
            JSONWriter().string(from: tree.table.jsonValue).hasSuffix(
                ##""deleteTitle":null,"separator":{"color":"#112233FF","width":1.5}}"##))
        #expect(
            StyleSnapshotRenderer().render(tree).contains("table.deleteTitle none\ntable.separator #112233FF/1.5\n"))
        let none = try Self.tree("table: { separator: none }\n")
        #expect(JSONWriter().string(from: none.table.jsonValue).hasSuffix(#""separator":null}"#))
        #expect(!StyleSnapshotRenderer().render(none).contains("table.separator"))
    }

    @Test func htmlDrawsTheSeparatorBetweenRowsOfASection() throws {
        let html = HTMLRenderer().render(try Self.tree("table: { separator: { color: \"#112233\", width: 1 } }\n"))
        #expect(html.contains("table.tsk tbody tr.r + tr.r > td { box-shadow: inset 0 1px 0 #112233FF; }"))
        let zero = HTMLRenderer().render(try Self.tree("table: { separator: { color: \"#112233\", width: 0 } }\n"))
        #expect(!zero.contains("tr.r + tr.r"))
    }

    @Test func ansiDrawsARuleBetweenConsecutiveRowsOfASectionOnly() throws {
        let text = Self.plainANSI(
            try Self.tree("table: { separator: { color: separator, width: 1 }, show: { search: false } }\n"))
        let rules = text.split(separator: "\n").filter { $0.hasPrefix("├") && $0.contains("┼") }
        // Fruit has 3 rows (2 separators), Veg 2 (1); the rules around titles have no column crossings.
        #expect(rules.count == 3)
        let without = Self.plainANSI(try Self.tree("table: { show: { search: false } }\n"))
        #expect(without.split(separator: "\n").filter { $0.hasPrefix("├") && $0.contains("┼") }.isEmpty)
        #expect(text.split(separator: "\n").count == without.split(separator: "\n").count + 3)
    }

    // MARK: labelMarkers

    static let labelled =
        "rules:\n  - when: { value: negative }\n    style: { textColor: systemRed }\n    label: negative\n  - when: { value: empty }\n    label: empty\n"

    @Test func labelMarkersOffKeepsLabelsButDropsMarkersAndLegend() throws {
        let tree = try Self.tree("table: { show: { labelMarkers: false } }\n" + Self.labelled)
        let html = HTMLRenderer().render(tree)
        #expect(html.contains("title=\"negative\" aria-label=\"-1 (negative)\">-1<"))
        #expect(!html.contains("tsk-mark aria-hidden=true>"))
        #expect(!html.contains("<div class=\"tsk-legend\""))
        let ansi = Self.plainANSI(tree)
        #expect(!ansi.contains("ᵃ"))
        #expect(!ansi.contains("negative"))
        #expect(JSONRenderer().render(tree).contains(#""labels":["negative"]"#))
        #expect(
            JSONWriter().string(from: tree.table.jsonValue).contains(
                #""horizontalScrollBar":true,"labelMarkers":false}"#))
        #expect(StyleSnapshotRenderer().render(tree).contains("horizontalScrollBar=true labelMarkers=false\n"))
    }

    @Test func labelMarkersOnDrawMarkersButNeverInAnEmptyCell() throws {
        let tree = try Self.tree(Self.labelled)
        let html = HTMLRenderer().render(tree)
        #expect(html.contains("aria-label=\"-1 (negative)\">-1<sup class=tsk-mark aria-hidden=true>1</sup>"))
        // The empty payee keeps its label for assistive technology, with no visible marker.
        #expect(html.contains("title=\"empty\" aria-label=\" (empty)\"><td"))
        let ansi = Self.plainANSI(tree)
        #expect(ansi.contains("-1ᵃ"))
        #expect(!ansi.contains(" ᵇ ") && !ansi.contains("│ᵇ") && !ansi.contains(" ᵇ│"))
        #expect(StyleSnapshotRenderer().render(tree).contains("horizontalScrollBar=true\n"))
        #expect(JSONWriter().string(from: tree.table.jsonValue).contains(#""labelMarkers":true}"#))
    }

    // MARK: section titles

    @Test func sectionTitleStylesStartFromHeaderAndFooter() throws {
        let compiled = try Self.compile(
            "header: { font: { weight: bold }, textColor: systemBlue }\nfooter: { textColor: systemGreen }\nsectionHeader: { font: { size: 20 } }\nsectionFooter: { font: { italic: true } }\n"
        )
        #expect(compiled.sectionHeaderStyle.font.weight == .bold)
        #expect(compiled.sectionHeaderStyle.font.size == 20)
        #expect(compiled.sectionHeaderStyle.textColor == SemanticColor.systemBlue.color(in: .light))
        #expect(compiled.sectionFooterStyle.textColor == SemanticColor.systemGreen.color(in: .light))
        #expect(compiled.sectionFooterStyle.font.italic)
        let tree = StyledTable(Self.grouped, theme: compiled).renderTree()
        #expect(tree.sectionHeaderStyle == compiled.sectionHeaderStyle)
        let html = HTMLRenderer().render(tree)
        #expect(html.contains("<tr class=\"g gh\"><th colspan=\"2\" scope=\"rowgroup\">Fruit</th></tr>"))
        #expect(html.contains("<tr class=\"g gf\"><th colspan=\"2\" scope=\"rowgroup\">Per piece</th></tr>"))
        #expect(html.contains("table.tsk tr.gh th { color: #007AFFFF; background: #FFFFFFFF; font: 700 20px/1.25 "))
        #expect(
            html.contains("table.tsk tr.gf th { color: #34C759FF; background: #FFFFFFFF; font: italic 400 14px/1.25 "))
        let ansi = ANSIRenderer(colorMode: .trueColor).render(tree)
        #expect(ansi.contains("\u{1B}[0;1;38;2;0;122;255;48;2;255;255;255m Fruit"))
    }

    @Test func aGroupedTableDrawsSectionTitlesOverTheGroupedBackground() throws {
        let html = HTMLRenderer().render(try Self.tree("table: { style: grouped }\n"))
        #expect(html.contains("table.tsk tr.gh th { color: #000000FF; background: #F2F2F7FF; font: 400 "))
    }

    // MARK: natural alignment in header and footer

    @Test func headerAndFooterOfANumberColumnAlignTrailing() throws {
        let tree = try Self.tree("table: { show: { search: false } }\n", table: RenderFixtures.ledger)
        #expect(tree.alignsAsNumber(tree.headerCells[tree.headerCells.startIndex + 1]))
        #expect(!tree.alignsAsNumber(tree.headerCells[tree.headerCells.startIndex]))
        #expect(tree.alignsAsNumber(tree.footerCells[tree.footerCells.startIndex + 1]))
        let html = HTMLRenderer().render(tree)
        #expect(
            html.contains(
                "<th class=\"s0\" scope=\"col\">Item</th><th class=\"s0n\" scope=\"col\" aria-sort=\"ascending\">Amount"
            ))
        let header = Self.plainANSI(tree).split(separator: "\n")[1]
        #expect(header.hasSuffix(" Amount ▲ │"))
        #expect(!JSONRenderer().render(tree).contains(#""alignment":"trailing""#))
    }

    // MARK: columns

    @Test func themeColumnWidthsReachTheLayoutAndTheOutputs() throws {
        let styled = StyledTable(
            Self.grouped, theme: try Self.compile("columns:\n  \"*\": { minWidth: 80 }\n  Payee: { maxWidth: 160 }\n"))
        #expect(styled.layoutColumns.map(\.minWidth) == [80, 80])
        #expect(styled.layoutColumns.map(\.maxWidth) == [160, nil])
        let tree = styled.renderTree()
        let html = HTMLRenderer().render(tree)
        #expect(html.contains("table.tsk col.c0 { width: 160px; }"))
        #expect(html.contains("table.tsk col.c1 { width: 80px; }"))
        let layout = styled.layout(unit: .points)
        #expect(layout.columnWidths == [160, 80])
        let characters = styled.layout(unit: .characters)
        #expect(characters.columnWidths == [20, 10])
        let firstRule = Self.plainANSI(tree).split(separator: "\n")[0]
        #expect(firstRule == "┌" + String(repeating: "─", count: 22) + "─" + String(repeating: "─", count: 12) + "┐")
    }

    @Test func aFixedWidthFixesTheColumnAndDataWidthsWin() throws {
        var table = Self.grouped
        table.columns[1].maxWidth = 40
        let styled = StyledTable(table, theme: try Self.compile("columns:\n  \"*\": { width: 100 }\n"))
        #expect(styled.layoutColumns.map(\.minWidth) == [100, 100])
        #expect(styled.layoutColumns.map(\.maxWidth) == [100, 40])
        #expect(styled.layout(unit: .points).columnWidths == [100, 40])
    }
}
