import TableStyleTheme
import TableStyleYAML
import Testing

@Suite("Bundled themes")
struct BundledThemeTests {
    static let names = ["analytics", "corporate", "dark", "minimal"]

    @Test func bundledNamesAreEmbedded() {
        #expect(BundledResources.themeNames == Self.names)
    }

    @Test(arguments: names)
    func loadsWithZeroDiagnostics(name: String) throws {
        let result = ThemeRegistry().theme(named: name)
        #expect(result.diagnostics == [])
        let theme = try #require(result.theme)
        #expect(theme.name == name)
        #expect(theme.description?.isEmpty == false)
        #expect(theme.file == "<bundled>/\(name).yaml")
        #expect(!theme.rules.isEmpty)
        #expect(theme.rules.contains { $0.name == "negative-red" && $0.label == "negative" })
        #expect(theme.rules.contains { $0.when == .column(.highlighted) && $0.style.fontWeight?.value == .bold })
    }

    @Test(arguments: names)
    func firstLineIsTheSchemaComment(name: String) throws {
        let text = try #require(BundledResources.themeText(named: name))
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first
        #expect(firstLine == "# yaml-language-server: $schema=../Schemas/theme.schema.json")
    }

    @Test func corporateReproducesTheGuide() throws {
        let theme = try #require(ThemeRegistry().theme(named: "corporate").theme)
        let table = theme.table
        #expect(table.rowHeight == .fixed(48))
        #expect(table.interRowSpacing == 1)
        #expect(table.headerHeight == 56)
        #expect(table.sortArrowColor?.value == .semantic(.systemIndigo))
        let highlighted = try #require(table.highlightedRowColors?.value)
        #expect(
            highlighted == [
                .withAlpha(.semantic(.systemIndigo), alpha: 0.08), .withAlpha(.semantic(.systemIndigo), alpha: 0.12),
            ])
        let resolved = try highlighted.map { try theme.resolvedColor($0).hex }
        #expect(resolved == ["#5856D614", "#5856D61F"])
        // Properties the guide leaves at their defaults stay unset.
        #expect(table.rowColors == nil)
        #expect(table.show.isEmpty)
        #expect(table.float.isEmpty)
        #expect(table.footerHeight == nil)
        #expect(table.searchHeight == nil)
        #expect(theme.appearance == .light)
    }

    @Test func minimalReproducesTheGuide() throws {
        let theme = try #require(ThemeRegistry().theme(named: "minimal").theme)
        let table = theme.table
        #expect(table.rowColors?.value == [.semantic(.systemBackground)])
        #expect(table.highlightedRowColors?.value == [.semantic(.systemBackground)])
        #expect(
            table.show == [.footer: false, .search: false, .verticalScrollBar: false, .horizontalScrollBar: false])
        #expect(table.interRowSpacing == 0)
        #expect(table.rowHeight == nil)
        #expect(table.headerHeight == nil)
        #expect(table.sortArrowColor == nil)
    }

    @Test func darkIsDark() throws {
        let theme = try #require(ThemeRegistry().theme(named: "dark").theme)
        #expect(theme.appearance == .dark)
        #expect(try theme.resolvedColor(.semantic(.systemBackground)).hex == "#000000FF")
    }
}
