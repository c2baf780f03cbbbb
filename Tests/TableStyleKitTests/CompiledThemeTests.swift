import Foundation
import TableStyleKit
import Testing

/// Compiled themes mean what their YAML means: the same render JSON, the same positions, and the bundled
/// themes load by name in a registry without a YAML parser.
@Suite("Compiled themes")
struct CompiledThemeTests {
    static let bundled = BundledResources.themeNames

    private func renderJSON(_ theme: Theme, _ appearance: Appearance) throws -> String {
        let compiled = try CompiledTheme(theme: theme, appearance: appearance)
        let table = DemoTable.ledger.sorted(by: ColumnSort(column: 3, direction: .descending))
        return JSONRenderer(pretty: true).render(StyledTable(table, theme: compiled).renderTree())
    }

    @Test(arguments: bundled)
    func bundledThemeRendersTheSameFromYAMLFromCompileOutputAndEmbedded(name: String) throws {
        let fromYAML = try ThemeRegistry().theme(named: name).get()
        let output = try #require(ThemeRegistry().compile(themeNamed: name).compiled).json
        let fromOutput = try ThemeRegistry(yamlParser: nil).load(compiledJSON: output, file: "\(name).json").get()
        let embedded = try ThemeRegistry(yamlParser: nil).theme(named: name).get()
        for appearance in Appearance.allCases {
            let expected = try renderJSON(fromYAML, appearance)
            #expect(try renderJSON(fromOutput, appearance) == expected)
            #expect(try renderJSON(embedded, appearance) == expected)
        }
        #expect(fromOutput == fromYAML)
    }

    @Test(arguments: bundled)
    func embeddedCompiledFormIsWhatCompileWritesNow(name: String) throws {
        let output = try #require(ThemeRegistry().compile(themeNamed: name).compiled).json
        let embedded = try #require(BundledResources.compiledTheme(named: name)).json
        // When this fails, a bundled theme changed: run `swift run themecheck compile NAME --output
        // Themes/compiled/NAME.json` for it.
        #expect(embedded == output)
    }

    @Test func compiledChainKeepsEachFilesPositionsAndNeedsNoParent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("base.yaml").path
        let brand = folder.appendingPathComponent("brand.theme.yaml").path
        try "format: 1\nname: base\nextends: corporate\nheader:\n  textColor: \"#102030\"\n"
            .write(toFile: base, atomically: true, encoding: .utf8)
        try "format: 1\nname: brand\nextends: base\ncell:\n  textColor: \"#405060\"\n"
            .write(toFile: brand, atomically: true, encoding: .utf8)
        let compiled = try #require(ThemeRegistry().compile(file: brand).compiled)
        // Each parent under the name its child's `extends` uses.
        #expect(compiled.sources.map(\.name).dropFirst() == ["base", "corporate"])
        try FileManager.default.removeItem(atPath: base)
        let theme = try ThemeRegistry(yamlParser: nil).load(compiledJSON: compiled.json, file: "brand.json").get()
        #expect(theme.header.textColor?.origin.file == base)
        #expect(theme.header.textColor?.origin.line == 5)
        #expect(theme.cell.textColor?.origin.file == brand)
        #expect(theme.cell.textColor?.origin.line == 5)
    }

    @Test func compileOfAThemeWithErrorsGivesNoOutputAndCompilerStyleDiagnostics() throws {
        let compiled = ThemeRegistry().compile(file: "/nonexistent/brand.theme.yaml")
        #expect(compiled.compiled == nil)
        #expect(
            compiled.result.diagnostics.first?.description.hasPrefix("/nonexistent/brand.theme.yaml:1:1: error:")
                == true)
    }

    @Test func registryWithoutParserRejectsYAMLWithAnIODiagnostic() throws {
        let result = ThemeRegistry(yamlParser: nil).load(source: "format: 1\nname: x\n", file: "x.yaml")
        #expect(result.theme == nil)
        #expect(result.errors.map(\.code) == [.io])
        #expect(throws: ThemeError.self) { try result.get() }
    }

    @Test func malformedCompiledJSONIsACompiledThemeError() throws {
        let registry = ThemeRegistry(yamlParser: nil)
        #expect(registry.load(compiledJSON: "{", file: "a.json").errors.map(\.code) == [.compiledTheme])
        #expect(registry.load(compiledJSON: "{\"format\":1}", file: "a.json").errors.map(\.code) == [.compiledTheme])
        let wrongVersion = #"{"format":"tablestylekit-compiled-theme","version":99,"sources":[]}"#
        #expect(
            registry.load(compiledJSON: wrongVersion, file: "a.json").errors.first?.message.contains("version") == true)
    }

    @Test func positionedJSONRoundTripsEveryScalarKindTagAndAnchor() throws {
        let yaml = "a: &x [1, 2.5, .nan, -.inf, ~, true, 'q', !!str 3]\nb: *x\n\"c\": |\n  text\n"
        let root = try #require(try YAMLParser().parse(yaml, file: "t.yaml").first)
        let back = try #require(YAMLNode(positionedJSON: root.positionedJSON))
        // NaN is not equal to itself, so compare the JSON forms (which spell it "nan").
        #expect(back.positionedJSON == root.positionedJSON)
        #expect(back.mapping?.map(\.key.mark) == root.mapping?.map(\.key.mark))
        #expect(back["a"]?.anchor == "x")
        #expect(back["a"]?.sequence?.last?.tag == "tag:yaml.org,2002:str")
        #expect(back["c"]?.scalar?.style == .literal)
    }
}
