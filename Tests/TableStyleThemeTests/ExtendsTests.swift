import Foundation
import TableStyleTheme
import TableStyleYAML
import Testing

@Suite("extends: resolution and merging")
struct ExtendsTests {
    static let parent = """
        format: 1
        name: parent
        description: The parent
        appearance: dark
        palette:
          brand: systemIndigo
          accent: systemTeal
        table:
          rowHeight: 40
          headerHeight: 60
          show: { search: false, footer: false }
          float: { footer: true }
          rowColors: [systemBackground]
          sortArrowColor: $brand
        cell:
          font: { family: monospaced, size: 12, weight: light }
          padding: { top: 1, leading: 2, bottom: 3, trailing: 4 }
          textColor: label
        header: { backgroundColor: { color: $brand, alpha: 0.5 } }
        rules:
          - name: first
            style: { textColor: systemRed }
          - name: second
            style: { textColor: systemGreen }
          - name: third
            style: { textColor: systemBlue }
        """

    static let child = """
        format: 1
        name: child
        extends: parent
        palette:
          brand: systemPink
        table:
          headerHeight: 70
          show: { footer: true, verticalScrollBar: false }
        cell:
          font: { weight: bold }
          padding: { leading: 9 }
        rules:
          - name: extra
            style: { accessory: checkmark }
          - name: second
            style: { textColor: systemYellow }
          - style: { alignment: center }
        """

    static let registry = ThemeRegistry().adding(themeNamed: "parent", source: parent)

    @Test func mergesKeyByKey() throws {
        let result = Self.registry.load(source: Self.child, file: "<child>")
        #expect(result.diagnostics == [])
        let theme = try #require(result.theme)
        #expect(theme.name == "child")
        #expect(theme.extends == "parent")
        #expect(theme.description == "The parent")
        #expect(theme.appearance == .dark)
        #expect(theme.file == "<child>")
        // palette: key by key, child wins
        #expect(theme.palette["brand"]?.value == .semantic(.systemPink))
        #expect(theme.palette["brand"]?.origin.file == "<child>")
        #expect(theme.palette["accent"]?.value == .semantic(.systemTeal))
        #expect(theme.palette["accent"]?.origin.file == "<memory>/parent.yaml")
        // table: key by key, show/float flag by flag
        #expect(theme.table.rowHeight == .fixed(40))
        #expect(theme.table.headerHeight == 70)
        #expect(theme.table.show == [.search: false, .footer: true, .verticalScrollBar: false])
        #expect(theme.table.float == [.footer: true])
        #expect(theme.table.rowColors?.value == [.semantic(.systemBackground)])
        // base styles attribute by attribute, font and padding sub-keys separately
        #expect(theme.cell.fontFamily?.value == "monospaced")
        #expect(theme.cell.fontSize?.value == 12)
        #expect(theme.cell.fontWeight?.value == .bold)
        #expect(theme.cell.paddingTop?.value == 1)
        #expect(theme.cell.paddingLeading?.value == 9)
        #expect(theme.cell.paddingBottom?.value == 3)
        #expect(theme.cell.textColor?.value == .semantic(.label))
    }

    @Test func sameNamedRuleReplacesInPlaceOthersAppend() throws {
        let theme = try #require(Self.registry.load(source: Self.child, file: "<child>").theme)
        #expect(theme.rules.map(\.name) == ["first", "second", "third", "extra", nil])
        #expect(theme.rules[1].style.textColor?.value == .semantic(.systemYellow))
        #expect(theme.rules[1].origin.file == "<child>")
        #expect(theme.rules[0].origin.file == "<memory>/parent.yaml")
    }

    @Test func paletteResolvesAgainstTheFinalMergedPalette() throws {
        let theme = try #require(Self.registry.load(source: Self.child, file: "<child>").theme)
        // The parent's { color: $brand, alpha: 0.5 } now uses the child's brand (systemPink, dark).
        let header = try #require(theme.header.backgroundColor?.value)
        #expect(try theme.resolvedColor(header).hex == "#FF375F80")
        #expect(try theme.resolvedColor(try #require(theme.table.sortArrowColor?.value)).hex == "#FF375FFF")
        let parentTheme = try #require(Self.registry.theme(named: "parent").theme)
        #expect(try parentTheme.resolvedColor(header).hex == "#5E5CE680")
    }

    @Test func childCanUseParentPaletteNames() throws {
        let child = theme("kid", "extends: parent\ncell: { textColor: $accent }\n")
        let result = Self.registry.load(source: child, file: "<kid>")
        #expect(result.diagnostics == [])
    }

    @Test func unknownParentIsAnExtendsErrorAtTheValue() {
        let result = ThemeRegistry().load(source: theme("t", "extends: corporat\n"), file: "<t>")
        #expect(positions(result) == ["extends@3:10"])
        #expect(result.diagnostics.first?.message.contains("did you mean \"corporate\"?") == true)
        #expect(result.theme == nil)
    }

    @Test func aParentNameInCapitalsSuggestsTheLowerCaseName() {
        let result = ThemeRegistry().load(source: theme("t", "extends: Corporate\n"), file: "<t>")
        #expect(positions(result) == ["extends@3:10"])
        #expect(
            result.diagnostics.map(\.message) == [
                "expected the name of another theme (lower-case letters, digits and \"-\"), found \"Corporate\"; "
                    + "theme names are lower-case: write `corporate`"
            ])
        #expect(result.theme == nil)
    }

    @Test func extendsBundledThemeByName() throws {
        let result = ThemeRegistry().load(
            source: theme("mine", "extends: corporate\ntable: { rowHeight: 30 }\n"), file: "<t>")
        #expect(result.diagnostics == [])
        let merged = try #require(result.theme)
        #expect(merged.table.rowHeight == .fixed(30))
        #expect(merged.table.headerHeight == 56)
        #expect(merged.rules.first?.name == "negative-red")
    }

    @Test func bundledThemesCanBeLeftOut() {
        let result = ThemeRegistry(includingBundledThemes: false).load(
            source: theme("t", "extends: corporate\n"), file: "<t>")
        #expect(positions(result) == ["extends@3:10"])
        #expect(ThemeRegistry(includingBundledThemes: false).theme(named: "corporate").theme == nil)
    }

    @Test func selfCycleInCode() {
        let registry = ThemeRegistry().adding(themeNamed: "loop", source: theme("loop", "extends: loop\n"))
        let result = registry.theme(named: "loop")
        #expect(positions(result) == ["extends@3:10"])
        #expect(result.diagnostics.first?.message.contains("loop → loop") == true)
    }

    @Test func crossFileCycleInTemporaryDirectory() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = try write(theme("a", "extends: b\n"), named: "a.yaml", in: directory)
        try write(theme("b", "extends: c\n"), named: "b.yaml", in: directory)
        try write("format: 1\nname: c\n\nextends: a\n", named: "c.yml", in: directory)
        let result = ThemeRegistry().load(file: a)
        #expect(positions(result) == ["extends@3:10"])
        #expect(result.diagnostics.first?.location.file == a)
        #expect(result.diagnostics.first?.message.contains("a → b → c → a") == true)
        #expect(result.theme == nil)
        // Loading c reports the same cycle from its own extends value.
        let fromC = ThemeRegistry().load(file: directory.appending(path: "c.yml").path)
        #expect(positions(fromC) == ["extends@4:10"])
        #expect(fromC.diagnostics.first?.message.contains("c → a → b → c") == true)
    }

    @Test func ownFolderComesBeforeSearchPathAndBundled() throws {
        let directory = try makeTemporaryDirectory()
        let other = try makeTemporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: directory)
            try? FileManager.default.removeItem(at: other)
        }
        // A local "corporate" shadows the bundled one for files in this folder.
        try write(theme("corporate", "table: { headerHeight: 11 }\n"), named: "corporate.yaml", in: directory)
        try write(theme("corporate", "table: { headerHeight: 22 }\n"), named: "corporate.yaml", in: other)
        let child = try write(theme("child", "extends: corporate\n"), named: "child.yaml", in: directory)
        let fromOwnFolder = ThemeRegistry().adding(directory: other.path).load(file: child)
        #expect(try #require(fromOwnFolder.theme).table.headerHeight == 11)
        // From memory (no folder) the search path wins over bundled.
        let fromMemory = ThemeRegistry().adding(directory: other.path)
            .load(source: theme("m", "extends: corporate\n"), file: "<m>")
        #expect(try #require(fromMemory.theme).table.headerHeight == 22)
        // Without the search path, bundled.
        let bundled = ThemeRegistry().load(source: theme("m", "extends: corporate\n"), file: "<m>")
        #expect(try #require(bundled.theme).table.headerHeight == 56)
    }

    @Test func searchPathThenInCodeThenBundled() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(theme("base", "table: { headerHeight: 1 }\n"), named: "base.yaml", in: directory)
        let inCode = ThemeRegistry().adding(themeNamed: "base", source: theme("base", "table: { headerHeight: 2 }\n"))
        #expect(try #require(inCode.theme(named: "base").theme).table.headerHeight == 2)
        let both = inCode.adding(directory: directory.path)
        #expect(try #require(both.theme(named: "base").theme).table.headerHeight == 1)
        let minimal = inCode.adding(themeNamed: "minimal", source: theme("minimal", "table: { headerHeight: 3 }\n"))
        #expect(try #require(minimal.theme(named: "minimal").theme).table.headerHeight == 3)
        #expect(both.themeNames == ["analytics", "base", "corporate", "dark", "minimal"])
        #expect(both.contains(themeNamed: "base"))
        #expect(!both.contains(themeNamed: "../base"))
    }

    @Test func neverReadsAPathOutsideTheRoots() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(theme("secret"), named: "secret.yaml", in: root)
        let child = try write(theme("child", "extends: ../secret\n"), named: "sub/child.yaml", in: root)
        let result = ThemeRegistry().load(file: child)
        #expect(positions(result) == ["extends@3:10"])
        #expect(result.diagnostics.first?.message.contains("never a path") == true)
        #expect(ThemeRegistry().adding(directory: root.path).theme(named: "sub/child").theme == nil)
    }

    @Test func parentWithErrorsIsReportedAtTheChildsExtends() throws {
        let registry = ThemeRegistry().adding(themeNamed: "broken", source: theme("broken", "cell: { font: 3 }\n"))
        let result = registry.load(source: theme("t", "extends: broken\n"), file: "<t>")
        #expect(positions(result) == ["extends@3:10"])
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.contains("<memory>/broken.yaml:3:15"))
        #expect(message.contains("[schema]"))
    }

    @Test func deepChainStops() {
        var registry = ThemeRegistry()
        for index in 0..<40 {
            registry = registry.adding(themeNamed: "t\(index)", source: theme("t\(index)", "extends: t\(index + 1)\n"))
        }
        registry = registry.adding(themeNamed: "t40", source: theme("t40"))
        let result = registry.theme(named: "t0")
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["extends"])
        let short = registry.theme(named: "t20")
        #expect(short.diagnostics == [])
        #expect(short.theme?.name == "t20")
    }

    @Test func themeNamedUnknown() {
        let result = ThemeRegistry().theme(named: "nope")
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["extends"])
    }

    @Test func loadFileThatDoesNotExist() {
        let result = ThemeRegistry().load(file: "/nonexistent/dir/theme.yaml")
        #expect(result.theme == nil)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.code == .io)
    }

    @Test func paletteCycleAcrossParentAndChild() {
        let registry = ThemeRegistry().adding(
            themeNamed: "base", source: theme("base", "palette:\n  a: systemRed\n  b: $a\n"))
        let result = registry.load(source: theme("t", "extends: base\npalette:\n  a: $b\n"), file: "<t>")
        #expect(positions(result) == ["palette-ref@5:6"])
        #expect(result.diagnostics.first?.message.contains("$a → $b → $a") == true)
    }
}
