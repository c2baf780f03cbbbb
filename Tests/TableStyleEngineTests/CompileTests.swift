import TableStyleEngine
import TableStyleJSON
import TableStyleTheme
import Testing

@Suite("Compiling")
struct CompileTests {
    @Test func unknownPaletteNameIsAPaletteRefError() {
        let theme = Theme(name: "t", cell: Fixture.style(line: 7, textColor: .palette("missing")))
        #expect {
            _ = try CompiledTheme(theme: theme)
        } throws: { error in
            guard let error = error as? ThemeCompileError else { return false }
            return error.diagnostic.code == .paletteRef && error.diagnostic.location.line == 7
                && error.diagnostic.message.contains("$missing")
        }
    }

    @Test func paletteCycleIsAPaletteRefError() {
        let palette: [String: Sourced<ColorSpec>] = [
            "a": Sourced(.palette("b"), origin: Fixture.at(2)),
            "b": Sourced(.withAlpha(.palette("a"), alpha: 0.5), origin: Fixture.at(3)),
        ]
        #expect {
            _ = try CompiledTheme(theme: Theme(name: "t", palette: palette))
        } throws: { error in
            guard let error = error as? ThemeCompileError else { return false }
            return error.diagnostic.code == .paletteRef && error.diagnostic.message.contains("cycle")
        }
    }

    @Test func badRegexIsARegexErrorAtTheRule() {
        let theme = Theme(
            name: "t",
            rules: [Fixture.rule(line: 21, when: Fixture.value(.matches("(a")), style: Fixture.style(italic: true))])
        #expect {
            _ = try CompiledTheme(theme: theme)
        } throws: { error in
            guard let error = error as? ThemeCompileError else { return false }
            return error.diagnostic.code == .regex && error.diagnostic.location.line == 21
                && error.diagnostic.location.file == Fixture.file
        }
    }

    @Test func tableSettingsDefaults() throws {
        let table = try CompiledTheme(theme: Theme(name: "t")).table
        #expect(table.style == .plain)
        #expect(table.rowHeight == .automatic)
        #expect(table.interRowSpacing == 0)
        #expect(table.headerHeight == 50)
        #expect(table.footerHeight == 50)
        #expect(table.searchHeight == 44)
        #expect(table.show.count == 7 && table.show.values.allSatisfy { $0 })
        #expect(table.float == [.header: true, .footer: false, .search: true])
        #expect(table.sortArrowColor.hex == "#007AFFFF")
        #expect(table.rowColors.map(\.hex) == ["#FFFFFFFF", "#F2F2F7FF"])
        #expect(table.highlightedRowColors.map(\.hex) == ["#007AFF14", "#007AFF1F"])
        #expect(table.selectedRowColor == nil)
        #expect(table.deleteTitle == nil)
        let json = JSONWriter().string(from: table.jsonValue)
        #expect(
            json
                == ##"{"style":"plain","rowHeight":"automatic","interRowSpacing":0,"headerHeight":50,"footerHeight":50,"##
                + ##""searchHeight":44,"show":{"search":true,"footer":true,"headerSortIndicator":true,"##
                + ##""footerSortIndicator":true,"verticalScrollBar":true,"horizontalScrollBar":true,"labelMarkers":true},"##
                + ##""float":{"header":true,"footer":false,"search":true},"sortArrowColor":"#007AFFFF","##
                + ##""rowColors":["#FFFFFFFF","#F2F2F7FF"],"highlightedRowColors":["#007AFF14","#007AFF1F"],"##
                + ##""selectedRowColor":null,"deleteTitle":null,"separator":null}"##)
        #expect(table.separator == nil)
    }

    @Test func tableSettingsAsSet() throws {
        var settings = TableSettings()
        settings.style = .grouped
        settings.rowHeight = .fixed(36.5)
        settings.interRowSpacing = 1
        settings.headerHeight = 56
        settings.show = [.search: false]
        settings.float = [.footer: true]
        settings.sortArrowColor = Sourced(.palette("brand"), origin: Fixture.at(4))
        settings.rowColors = Sourced([], origin: Fixture.at(5))
        settings.selectedRowColor = Sourced(.withAlpha(.semantic(.systemBlue), alpha: 0.15), origin: Fixture.at(6))
        settings.deleteTitle = "Remove"
        let theme = Theme(
            name: "t", appearance: .dark, palette: ["brand": Sourced(.semantic(.systemIndigo), origin: Fixture.at(2))],
            table: settings)
        let table = try CompiledTheme(theme: theme).table
        #expect(table.style == .grouped)
        #expect(table.show[.search] == false && table.show[.footer] == true)
        #expect(table.float == [.header: true, .footer: true, .search: true])
        #expect(table.sortArrowColor.hex == "#5E5CE6FF")
        #expect(table.rowColors.isEmpty)
        #expect(table.highlightedRowColors.map(\.hex) == ["#0A84FF14", "#0A84FF1F"])
        #expect(table.selectedRowColor?.hex == "#0A84FF26")
        guard case .object(let object) = table.jsonValue else {
            Issue.record("table JSON is not an object")
            return
        }
        #expect(object["rowHeight"] == .double(36.5))
        #expect(object["interRowSpacing"] == .int(1))
        #expect(object["deleteTitle"] == .string("Remove"))
        #expect(object["rowColors"] == .array([]))
        #expect(object.keys.first == "style" && object.keys.last == "separator")
        #expect(object["separator"] == .null)
    }

    @Test func columnKindInference() {
        #expect(ColumnShape.kind(of: [.int(1), .null, .double(2)]) == .number)
        #expect(ColumnShape.kind(of: [.null, .null]) == .text)
        #expect(ColumnShape.kind(of: []) == .text)
        #expect(ColumnShape.kind(of: [.int(1), .text("2")]) == .text)
        #expect(ColumnShape.kind(of: [.int(1), .bool(true)]) == .text)
    }
}
