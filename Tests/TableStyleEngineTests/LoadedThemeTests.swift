import TableStyleEngine
import TableStyleTheme
import Testing

/// Themes loaded from YAML by the theme module, compiled and explained by the engine.
@Suite("Loaded themes")
struct LoadedThemeTests {
    static let registry = ThemeRegistry()

    static let shape = TableShape(
        columns: [
            ColumnShape(name: "Name", kind: .text), ColumnShape(name: "Amount", kind: .number),
            ColumnShape(name: "Status", kind: .text),
        ],
        highlightedColumn: 1, sortDirection: .ascending)

    @Test(arguments: ThemeRegistry().themeNames)
    func bundledThemesCompileAndResolveEveryCell(name: String) throws {
        let loaded = Self.registry.theme(named: name)
        let theme = try #require(loaded.theme, "\(loaded.diagnostics)")
        for appearance in Appearance.allCases {
            let bound = try CompiledTheme(theme: theme, appearance: appearance).bind(to: Self.shape)
            let rows: [[CellValue]] = [
                [.text("a"), .double(-3), .text("Overdue")], [.text("b"), .int(0), .null],
                [.null, .int(12), .text("")],
            ]
            for (index, row) in rows.enumerated() {
                for column in 0..<3 {
                    let cell = CellContext(
                        section: .body, row: index, rowCount: rows.count, column: column, isSelected: index == 1)
                    let explanation = bound.explain(cell, in: row)
                    #expect(bound.resolvedStyle(for: cell, in: row) == explanation.style)
                    #expect(bound.labels(for: cell, in: row) == explanation.labels)
                }
            }
        }
    }

    @Test func explainPointsAtTheYAMLLines() throws {
        let source = """
            format: 1
            name: sample
            table:
              rowColors: [systemBackground, systemGray6]
            cell:
              font: { size: 13 }
            rules:
              - name: negative-red
                when: { value: negative }
                style: { textColor: systemRed }
                label: negative
              - when: { column: highlighted }
                style: { font: { weight: bold } }
            """
        let loaded = Self.registry.load(source: source, file: "sample.yaml")
        let theme = try #require(loaded.theme, "\(loaded.diagnostics)")
        let bound = try CompiledTheme(theme: theme).bind(to: Self.shape)
        let cell = CellContext(section: .body, row: 1, rowCount: 3, column: 1)
        let explanation = bound.explain(cell, in: [.text("x"), .double(-2), .text("y")])
        let textColor = try #require(explanation.entry(for: .textColor))
        #expect(textColor.layer == .rule(index: 0, name: "negative-red"))
        #expect(textColor.origin?.file == "sample.yaml")
        #expect(textColor.origin?.line == 8)
        #expect(explanation.entry(for: .fontWeight)?.origin?.line == 12)
        #expect(explanation.entry(for: .fontSize)?.origin?.line == 6)
        #expect(explanation.entry(for: .backgroundColor)?.layer == .highlightedRowColors)
        #expect(explanation.labels == ["negative"])
        let other = bound.explain(
            CellContext(section: .body, row: 1, rowCount: 3, column: 0), in: [.null, .null, .null])
        #expect(other.entry(for: .backgroundColor)?.origin?.line == 4)
        #expect(other.entry(for: .backgroundColor)?.value == "#F2F2F7FF")
        #expect(other.text.contains("rowColors[1] (sample.yaml:4)"))
    }
}
