import TableStyleEngine
import TableStyleTheme
import Testing

/// `format` sub-keys cascade one by one (like `font`'s), through bases, a parent theme and rules, and
/// adaptive colors resolve for the compiled appearance.
@Suite("Cascade: value formats and adaptive colors")
struct FormatCascadeTests {
    static let registry = ThemeRegistry().adding(
        themeNamed: "parent",
        source: """
            format: 1
            name: parent
            palette:
              ink: { light: "#112233", dark: { color: white, alpha: 0.5 } }
            cell: { textColor: $ink, format: { decimals: 2, grouping: true, prefix: "$" } }
            """)

    static let child = """
        format: 1
        name: child
        extends: parent
        cell: { format: { prefix: "€" } }
        header: { format: { suffix: "!" } }
        rules:
          - when: { value: negative }
            style: { format: { negative: parentheses, zero: "-" } }
          - when: { column: { name: Amount } }
            style: { format: { decimals: none } }
        """

    static func bound(_ appearance: Appearance) throws -> StyleResolver {
        let loaded = registry.load(source: child, file: "child.yaml")
        let theme = try #require(loaded.theme, "\(loaded.diagnostics)")
        return try CompiledTheme(theme: theme, appearance: appearance).bind(to: Fixture.shape)
    }

    @Test func subKeysCascadeSeparately() throws {
        let bound = try Self.bound(.light)
        // Qty (column 3, 0): the parent's decimals and grouping, the child's prefix; not negative.
        let quantity = bound.resolvedStyle(for: Fixture.body(0, column: 3), in: Fixture.row).format
        #expect(quantity == ValueFormat(decimals: 2, grouping: true, prefix: "€"))
        // Amount (-12.5): the negative rule adds parentheses and the zero text, the Amount rule unsets decimals.
        let amount = bound.resolvedStyle(for: Fixture.body(0, column: 1), in: Fixture.row).format
        #expect(amount == ValueFormat(grouping: true, negative: .parentheses, prefix: "€", zero: "-"))
        #expect(amount.display("-1234.50") == "(€1,234.50)")
        // The header starts from `cell`, then its own `suffix`; rules apply to body cells only.
        let header = bound.resolvedStyle(for: Fixture.header(column: 1), in: Fixture.headerRow).format
        #expect(header == ValueFormat(decimals: 2, grouping: true, prefix: "€", suffix: "!"))
    }

    @Test func explainNamesTheLayerOfEachSubKey() throws {
        let explanation = try Self.bound(.light).explain(Fixture.body(0, column: 1), in: Fixture.row)
        #expect(explanation.entry(for: .formatDecimals)?.value == "none")
        #expect(explanation.entry(for: .formatDecimals)?.layer == .rule(index: 1, name: nil))
        #expect(explanation.entry(for: .formatPrefix)?.value == "€")
        #expect(explanation.entry(for: .formatPercent)?.layer == .defaults)
        // The text leaves out sub-keys no layer set.
        #expect(!explanation.text.contains("format.percent"))
        #expect(explanation.text.contains("format.negative"))
    }

    @Test(arguments: [(Appearance.light, "#112233FF"), (.dark, "#FFFFFF80")])
    func adaptiveColorsResolveForTheCompiledAppearance(appearance: Appearance, expected: String) throws {
        let style = try Self.bound(appearance).resolvedStyle(for: Fixture.body(0, column: 0), in: Fixture.row)
        #expect(style.textColor.hex == expected)
    }
}
