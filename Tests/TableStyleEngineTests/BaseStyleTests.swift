import TableStyleEngine
import TableStyleTheme
import Testing

/// `CompiledTheme.baseStyle(for:)`: built-in defaults, then `cell`, then `header`/`footer` — and nothing
/// else (no row colors, no rules).
@Suite("Base styles")
struct BaseStyleTests {
    static let theme = Theme(
        name: "layers",
        cell: Fixture.style(family: "Menlo", size: 16, textColor: .semantic(.systemRed), padding: 4),
        header: Fixture.style(weight: .semibold, backgroundColor: .semantic(.systemBackground)),
        footer: Fixture.style(italic: true, textColor: .semantic(.secondaryLabel)),
        rules: [
            // Holds for every body cell; a base style must not show it.
            Fixture.rule(when: nil, style: Fixture.style(textColor: .semantic(.systemGreen), borderWidth: 2))
        ])

    /// The body base: the defaults with the `cell` layer on top.
    static func expectedBody(_ appearance: Appearance) -> ResolvedStyle {
        var style = ResolvedStyle.defaults(for: appearance)
        style.font.family = "Menlo"
        style.font.size = 16
        style.textColor = SemanticColor.systemRed.color(in: appearance)
        style.padding = CellInsets(all: 4)
        return style
    }

    @Test(arguments: [Appearance.light, .dark])
    func sectionsLayerCellThenTheirOwnStyle(_ appearance: Appearance) throws {
        let compiled = try CompiledTheme(theme: Self.theme, appearance: appearance)
        let body = Self.expectedBody(appearance)
        #expect(compiled.baseStyle(for: .body) == body)

        var header = body
        header.font.weight = .semibold
        header.backgroundColor = SemanticColor.systemBackground.color(in: appearance)
        #expect(compiled.baseStyle(for: .header) == header)

        var footer = body
        footer.font.italic = true
        footer.textColor = SemanticColor.secondaryLabel.color(in: appearance)
        #expect(compiled.baseStyle(for: .footer) == footer)
    }

    @Test func excludesRowColorsAndRules() throws {
        let compiled = try CompiledTheme(theme: Self.theme, appearance: .light)
        let bound = compiled.bind(to: Fixture.shape)
        let base = compiled.baseStyle(for: .body)
        let cell = bound.resolvedStyle(for: Fixture.body(1, column: 0), in: Fixture.row)
        // The rule recolors the text and adds a border; the default row colors fill the background.
        #expect(cell.textColor == SemanticColor.systemGreen.color(in: .light))
        #expect(cell.borderWidth == 2)
        #expect(cell.backgroundColor == SemanticColor.secondarySystemBackground.color(in: .light))
        #expect(base.textColor == SemanticColor.systemRed.color(in: .light))
        #expect(base.borderWidth == 0)
        #expect(base.backgroundColor == .clear)
        // No rule reaches the header (rules without `section` apply to body cells) and headers have no
        // row colors, so a header cell resolves to exactly its base style.
        let headerCell = bound.resolvedStyle(for: Fixture.header(column: 0), in: Fixture.headerRow)
        #expect(headerCell == compiled.baseStyle(for: .header))
    }

    @Test func emptyThemeBasesAreTheDefaultsOfItsAppearance() throws {
        let dark = try CompiledTheme(theme: Theme(name: "empty", appearance: .dark))
        for section in TableSection.allCases {
            #expect(dark.baseStyle(for: section) == ResolvedStyle.defaults(for: .dark))
        }
        #expect(dark.baseStyle(for: .body) != ResolvedStyle.defaults(for: .light))
    }
}
