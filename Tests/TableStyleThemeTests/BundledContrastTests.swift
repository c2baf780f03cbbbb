import TableStyleTheme
import Testing

@Suite("Bundled themes: legible contrast")
struct BundledContrastTests {
    /// Every text color × every background a bundled theme can produce (a superset of the reachable pairs),
    /// translucent backgrounds composited over the table background and translucent text over that.
    @Test(arguments: ["corporate", "minimal", "dark"])
    func everyTextBackgroundPairReachesFourPointFive(name: String) throws {
        let theme = try #require(ThemeRegistry().theme(named: name).theme)
        let appearance = theme.appearance ?? .light
        func resolve(_ spec: ColorSpec) throws -> ThemeColor { try theme.resolvedColor(spec, appearance: appearance) }
        let tableBackground = SemanticColor.systemBackground.color(in: appearance)

        var textColors = [ColorSpec.semantic(.label)]
        var backgrounds = [ColorSpec.semantic(.clear)]
        for base in [theme.cell, theme.header, theme.footer] + theme.rules.map(\.style) {
            if let text = base.textColor?.value { textColors.append(text) }
            if let background = base.backgroundColor?.value { backgrounds.append(background) }
        }
        backgrounds +=
            theme.table.rowColors?.value ?? [.semantic(.systemBackground), .semantic(.secondarySystemBackground)]
        backgrounds +=
            theme.table.highlightedRowColors?.value ?? [
                .withAlpha(.semantic(.systemBlue), alpha: 0.08), .withAlpha(.semantic(.systemBlue), alpha: 0.12),
            ]
        if let selected = theme.table.selectedRowColor?.value { backgrounds.append(selected) }

        for backgroundSpec in backgrounds {
            let background = try resolve(backgroundSpec).composited(over: tableBackground)
            for textSpec in textColors {
                let text = try resolve(textSpec).composited(over: background)
                let ratio = text.contrastRatio(with: background)
                #expect(ratio >= 4.5, "\(name): \(text.hex) on \(background.hex) is \(ratio):1")
            }
        }
    }
}
