import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme
import Testing

@Suite("Explain")
struct ExplainTests {
    static let theme: Theme = {
        var table = TableSettings()
        table.rowColors = Sourced(
            [.semantic(.systemBackground), .semantic(.systemGray6)], origin: Fixture.at(6, file: "corporate.yaml"))
        table.selectedRowColor = Sourced(
            .withAlpha(.semantic(.systemBlue), alpha: 0.15), origin: Fixture.at(8, file: "corporate.yaml"))
        return Theme(
            name: "corporate",
            table: table,
            cell: Fixture.style(line: 12, file: "corporate.yaml", size: 13),
            header: Fixture.style(line: 13, file: "corporate.yaml", weight: .semibold),
            rules: [
                Fixture.rule(
                    "negative-red", line: 42, file: "corporate.yaml", when: Fixture.value(.kind(.negative)),
                    style: Fixture.style(line: 44, file: "corporate.yaml", textColor: .semantic(.systemRed)),
                    label: "negative"),
                Fixture.rule(
                    line: 46, file: "corporate.yaml", when: .column(.highlighted),
                    style: Fixture.style(line: 48, file: "corporate.yaml", weight: .bold)),
            ],
            file: "corporate.yaml")
    }()

    @Test func textListsEveryAttributeWithItsLayer() throws {
        let bound = try CompiledTheme(theme: Self.theme).bind(to: Fixture.shape)
        let explanation = bound.explain(Fixture.body(1, column: 1), in: Fixture.row)
        let expected = """
            font.family            system     default
            font.size              13         cell (corporate.yaml:12)
            font.weight            bold       rule #2 (corporate.yaml:46)
            font.italic            false      default
            font.monospacedDigits  false      default
            textColor              #FF3B30FF  rule "negative-red" (corporate.yaml:42)
            backgroundColor        #007AFF1F  highlightedRowColors[1]
            borderColor            #3C3C434A  default
            borderWidth            0          default
            alignment              natural    default
            padding.top            8          default
            padding.leading        8          default
            padding.bottom         8          default
            padding.trailing       8          default
            lineBreak              truncateTail  default
            cellStyle              default    default
            accessory              none       default
            borderSides            top,leading,bottom,trailing  default
            """
        // Values are padded to the widest value (the four border sides), so compare column by column.
        let lines = explanation.text.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true)
        }
        let expectedLines = expected.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true)
        }
        #expect(lines == expectedLines)
        #expect(explanation.text.hasPrefix("font.family            system                       default\n"))
        #expect(explanation.matchedRules == [0, 1])
        #expect(explanation.labels == ["negative"])
        #expect(explanation.entries.count == StyleAttribute.allCases.count)
        #expect(explanation.style == bound.resolvedStyle(for: Fixture.body(1, column: 1), in: Fixture.row))
    }

    struct LayerCase: Sendable, CustomStringConvertible {
        var name: String
        var cell: CellContext
        var row: [CellValue]
        var attribute: StyleAttribute
        var layer: StyleExplanation.Layer
        var value: String
        var origin: FileLocation?
        var description: String { name }
    }

    static let layers: [LayerCase] = [
        LayerCase(
            name: "row color", cell: Fixture.body(1, column: 0), row: Fixture.row, attribute: .backgroundColor,
            layer: .rowColors, value: "#F2F2F7FF", origin: Fixture.at(6, file: "corporate.yaml")),
        LayerCase(
            name: "highlighted row color default", cell: Fixture.body(0, column: 1), row: Fixture.row,
            attribute: .backgroundColor, layer: .highlightedRowColors, value: "#007AFF14", origin: nil),
        LayerCase(
            name: "selection", cell: Fixture.body(0, column: 1, selected: true), row: Fixture.row,
            attribute: .backgroundColor, layer: .selectedRowColor, value: "#007AFF26",
            origin: Fixture.at(8, file: "corporate.yaml")),
        LayerCase(
            name: "header base", cell: Fixture.header(column: 0), row: Fixture.headerRow, attribute: .fontWeight,
            layer: .base(.header), value: "semibold", origin: Fixture.at(13, file: "corporate.yaml")),
        LayerCase(
            name: "header inherits cell", cell: Fixture.header(column: 0), row: Fixture.headerRow, attribute: .fontSize,
            layer: .base(.body), value: "13", origin: Fixture.at(12, file: "corporate.yaml")),
        LayerCase(
            name: "header background is the default", cell: Fixture.header(column: 1), row: Fixture.headerRow,
            attribute: .backgroundColor, layer: .defaults, value: "#00000000", origin: nil),
        LayerCase(
            name: "rule", cell: Fixture.body(0, column: 0), row: [.int(-1), .null, .null, .null], attribute: .textColor,
            layer: .rule(index: 0, name: "negative-red"), value: "#FF3B30FF",
            origin: Fixture.at(42, file: "corporate.yaml")),
        LayerCase(
            name: "default", cell: Fixture.body(0, column: 0), row: Fixture.row, attribute: .textColor,
            layer: .defaults,
            value: "#000000FF", origin: nil),
    ]

    @Test(arguments: layers)
    func layer(_ example: LayerCase) throws {
        let bound = try CompiledTheme(theme: Self.theme).bind(to: Fixture.shape)
        let entry = try #require(bound.explain(example.cell, in: example.row).entry(for: example.attribute))
        #expect(entry.layer == example.layer)
        #expect(entry.value == example.value)
        #expect(entry.origin == example.origin)
    }

    /// Explanations shared through a cache are the ones made cell by cell, for every section, row
    /// background (both row colors, highlighted and selected rows) and set of matched rules; and cells
    /// that differ only in their row's value (the same rules matching) share one.
    @Test func cachedExplanationsAreTheUncachedOnes() throws {
        let bound = try CompiledTheme(theme: Self.theme).bind(to: Fixture.shape)
        let positive: [CellValue] = [.text("Widget"), .double(12.5), .text("Paid"), .int(3)]
        var cache = ExplanationCache()
        var cells: [(CellContext, [CellValue])] = []
        for column in Fixture.columns.indices {
            cells.append((Fixture.header(column: column), Fixture.headerRow))
            cells.append((Fixture.footer(column: column), Fixture.row))
            for row in 0..<4 {
                for values in [Fixture.row, positive] {
                    cells.append((Fixture.body(row, column: column), values))
                    cells.append((Fixture.body(row, column: column, selected: true), values))
                }
            }
        }
        var distinct = Set<StyleExplanation>()
        for (cell, values) in cells + cells.reversed() {
            let made = bound.explain(cell, in: values)
            #expect(bound.explain(cell, in: values, cache: &cache) == made, "\(cell)")
            distinct.insert(made)
        }
        #expect(distinct.count < cells.count)
    }
}
