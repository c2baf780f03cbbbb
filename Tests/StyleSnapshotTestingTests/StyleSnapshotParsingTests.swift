import Foundation
import TableStyleKit
import Testing

@testable import StyleSnapshotTesting

@Suite("Reading style snapshots and the theme strategies")
struct StyleSnapshotParsingTests {
    /// A theme owned by these tests, so editing a bundled theme fails only the golden suite, not them.
    static let unitTheme = StyleSnapshotTheme.named(
        "unit",
        registry: ThemeRegistry(includingBundledThemes: false).adding(
            themeNamed: "unit",
            source: """
                format: 1
                name: unit
                rules:
                  - name: negative-red
                    when: { value: negative }
                    style: { textColor: "#C4161C" }
                    label: negative
                """))

    static let snapshot = """
        style-snapshot 1
        theme corporate
        appearance light
        table.rowColors #FFFFFFFF #F2F2F7FF
        table.show search=true footer=false
        column 0 "Item" text
        column 1 "Amount" number highlighted sort=descending
        header c1 "Amount" textColor=#5856D6FF backgroundColor=#FFFFFFFF font=system/14/semibold alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none labels=["sort column"]
        body r0 c0 "say \\"hi\\" = ok" textColor=#000000FF backgroundColor=#FFFFFFFF font=Helvetica Neue/14/regular/italic alignment=natural padding=8,4,8,4 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
        body r3 c1 "-64.25" selected textColor=#FF3B30FF backgroundColor=#5856D61F font=system/14/bold/monospacedDigits alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/1 cellStyle=default accessory=none labels=["negative","sorted, column"]
        group 1 header="Vegetables"
        body r0 c0 "Leek" textColor=#000000FF backgroundColor=#FFFFFFFF font=system/14/regular alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none
        footer c0 "Total" textColor=#000000FF backgroundColor=#00000000 font=system/14/medium alignment=natural padding=8 lineBreak=truncateTail border=#3C3C434A/0 cellStyle=default accessory=none

        """

    @Test func cellLinesBecomeCellsWithExpandedAttributes() throws {
        let cells = StyledCells(styleSnapshot: Self.snapshot)
        #expect(cells.columns == ["Item", "Amount"])
        #expect(cells.table.map(\.name).contains("show.footer"))
        #expect(cells.table.contains { $0.name == "column Amount" && $0.value == "number highlighted sort=descending" })
        #expect(cells.cells.count == 5)
        let quoted = cells.cells[1]
        #expect(quoted.text == "say \"hi\" = ok")
        let attributes = Dictionary(quoted.attributes.map { ($0.name, $0.value) }) { first, _ in first }
        #expect(attributes["font.family"] == "Helvetica Neue")
        #expect(attributes["font.weight"] == "regular")
        #expect(attributes["font.italic"] == "true")
        #expect(attributes["font.monospacedDigits"] == "false")
        #expect(attributes["padding"] == "8,4,8,4")
        #expect(attributes["selected"] == "false")
        let negative = cells.cells[2]
        #expect(negative.position == .init(section: "body", row: 3, column: 1))
        #expect(negative.labels == ["negative", "sorted, column"])
        let negativeAttributes = Dictionary(negative.attributes.map { ($0.name, $0.value) }) { first, _ in first }
        #expect(negativeAttributes["selected"] == "true")
        #expect(negativeAttributes["borderColor"] == "#3C3C434A")
        #expect(negativeAttributes["borderWidth"] == "1")
        #expect(negativeAttributes["font.monospacedDigits"] == "true")
        #expect(cells.cells[3].position.section == "group 1 body")
        #expect(cells.cells[4].position.section == "footer")
    }

    @Test func summaryNamesCellByRowAndColumnName() {
        let changed = Self.snapshot.replacingOccurrences(
            of: "selected textColor=#FF3B30FF backgroundColor=#5856D61F font=system/14/bold/",
            with: "selected textColor=#000000FF backgroundColor=#5856D61F font=system/14/regular/")
        let summary = StyledCells.summary(
            from: StyledCells(styleSnapshot: Self.snapshot), to: StyledCells(styleSnapshot: changed))
        #expect(summary == ["body row 3, column Amount: textColor #FF3B30FF → #000000FF; font.weight bold → regular"])
    }

    @Test func styleSnapshotFailureShowsSummaryAboveTheDiff() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let table = DataTable(columnNames: ["Item", "Amount"], rows: [["Tea", -2], ["Cake", 3]])
        let environment = [SnapshotArtifacts.environmentVariable: root.url.path]
        let first = verifyStyleSnapshot(
            of: table, theme: Self.unitTheme, named: "t", record: .missing, snapshotDirectory: root.url,
            environment: environment)
        #expect(first?.contains("No reference snapshot was found") == true)
        #expect(
            verifyStyleSnapshot(
                of: table, theme: Self.unitTheme, named: "t", snapshotDirectory: root.url, environment: environment)
                == nil)
        let darker = try #require(
            verifyStyleSnapshot(
                of: table, theme: Self.unitTheme, appearance: .dark, named: "t", snapshotDirectory: root.url,
                environment: environment))
        let summary = try #require(darker.range(of: "What changed:\n  • table: appearance light → dark"))
        let diff = try #require(darker.range(of: "\n@@ "))
        #expect(summary.lowerBound < diff.lowerBound)
        #expect(
            darker.contains(
                "  • body row 1, all columns: textColor #000000FF → #FFFFFFFF; backgroundColor #F2F2F7FF → #1C1C1EFF; "
                    + "borderColor #3C3C434A → #54545899\n"))
        // The negative amount keeps its red: only its background and border change.
        #expect(darker.contains("  • body row 0, column Amount: backgroundColor #FFFFFFFF → #000000FF; borderColor"))
    }

    @Test func renderTreeStrategyIsIndentedJSONWithASummary() throws {
        let table = DataTable(columnNames: ["Amount"], rows: [[-2], [3]])
        let compiled = try Self.unitTheme.compile(appearance: .light)
        let strategy = StyleSnapshotting<StyledTable, String>.renderTree
        #expect(strategy.pathExtension == "json")
        let json = try strategy.snapshot(StyledTable(table, theme: compiled))
        #expect(json.contains("\n  \"theme\": \"unit\""))
        let edited = json.replacingOccurrences(of: "#C4161CFF", with: "#FF0000FF")
        let difference = try #require(strategy.diffing.diff(json, edited))
        #expect(difference.summary == ["body row 0, column Amount: textColor #C4161CFF → #FF0000FF"])
    }

    @Test func ansiStrategyForcesColourAndShowsEscapesVisiblyInDiffs() throws {
        let table = DataTable(columnNames: ["Amount"], rows: [[-2]])
        let compiled = try Self.unitTheme.compile(appearance: .light)
        let strategy = StyleSnapshotting<StyledTable, String>.ansi
        let text = try strategy.snapshot(StyledTable(table, theme: compiled))
        #expect(text.contains("\u{1B}[0;38;2;196;22;28"), "24-bit red for the negative number, whatever the terminal")
        let difference = try #require(
            strategy.diffing.diff(text, text.replacingOccurrences(of: "196;22;28", with: "1;2;3")))
        #expect(!difference.diff.contains("\u{1B}"))
        #expect(difference.diff.contains("␛[0;38;2;196;22;28"))
        #expect(
            difference.summary.first?.hasPrefix("text and layout unchanged; colours or text attributes differ") == true)
        #expect(difference.summary.contains { $0.hasSuffix("-2.00¹ │") || $0.contains("-2") })

        let wider = try strategy.snapshot(
            StyledTable(DataTable(columnNames: ["Amount"], rows: [[-20]]), theme: compiled))
        let textChange = try #require(strategy.diffing.diff(text, wider))
        #expect(textChange.summary.first == "the visible text or layout changed (escape codes removed):")
        #expect(textChange.summary.contains { $0.hasPrefix("+ ") && $0.contains("-20") })
        #expect(!textChange.summary.joined().contains("\u{1B}"))
    }

    @Test func compiledThemesAreRecompiledForAnotherAppearance() throws {
        let light = try StyleSnapshotTheme.named("dark").compile(appearance: .light)
        #expect(light.appearance == .light)
        #expect(try StyleSnapshotTheme.compiled(light).compile(appearance: nil).appearance == .light)
        #expect(try StyleSnapshotTheme.compiled(light).compile(appearance: .dark).appearance == .dark)
        #expect(try StyleSnapshotTheme.theme(light.theme).compile(appearance: nil).appearance == .dark)
    }

    @Test func htmlFailuresNameTheChangedStyleClasses() throws {
        let table = DataTable(columnNames: ["Amount"], rows: [[-2], [3]])
        let compiled = try Self.unitTheme.compile(appearance: .light)
        let strategy = StyleSnapshotting<StyledTable, String>.html
        #expect(strategy.pathExtension == "html")
        let page = try strategy.snapshot(StyledTable(table, theme: compiled))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        let recoloured = page.replacingOccurrences(of: "color: #C4161CFF;", with: "color: #FF0000FF;")
        #expect(recoloured != page)
        let difference = try #require(strategy.diffing.diff(page, recoloured))
        // The negative style and its numeric (`n`) variant: two classes, one property each.
        #expect(difference.summary.count == 2)
        #expect(
            difference.summary.allSatisfy { $0.hasPrefix("style .s") && $0.hasSuffix(": color #C4161CFF → #FF0000FF") })
        let relabelled = page.replacingOccurrences(of: ">3<", with: ">4<")
        let markup = try #require(strategy.diffing.diff(page, relabelled))
        #expect(markup.summary.last?.hasPrefix("markup changed on 1 line(s)") == true)
    }

    /// A formatted cell's `display="…"` (a JSON string that may hold spaces and `=`) and `format=…` are
    /// read as attributes, so a summary names a changed display text.
    @Test func displayAndFormatAreAttributes() throws {
        let line =
            #"body r0 c1 "-1234.5" display="($ 1,234.50 = x)" selected textColor=#000000FF accessory=none "#
            + #"format=decimals:2,grouping:true,prefix:"$ ""#
        let cells = StyledCells(styleSnapshot: "style-snapshot 1\n" + line + "\n")
        let cell = try #require(cells.cells.first)
        #expect(cell.text == "-1234.5")
        #expect(cell.attributes.first == StyledCells.Attribute(name: "display", value: "($ 1,234.50 = x)"))
        #expect(cell.attributes.contains(StyledCells.Attribute(name: "selected", value: "true")))
        #expect(
            cell.attributes.last
                == StyledCells.Attribute(name: "format", value: #"decimals:2,grouping:true,prefix:"$ ""#))
    }
}
