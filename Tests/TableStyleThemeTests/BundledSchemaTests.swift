import TableStyleJSON
import TableStyleSchema
import TableStyleTheme
import TableStyleYAML
import Testing
import ThemeCheckCore

@Suite("Bundled themes against the theme schema")
struct BundledSchemaTests {
    @Test(arguments: ["corporate", "minimal", "dark"])
    func bundledThemeIsValidAgainstTheSchema(name: String) throws {
        let schema = try JSONSchema(jsonText: BundledResources.themeSchemaText)
        let text = try #require(BundledResources.themeText(named: name))
        let document = try #require(try YAMLParser().parse(text, file: name).first)
        let errors = schema.validate(document.jsonValue)
        #expect(errors.isEmpty, "\(errors.map(\.description))")
    }

    @Test func loaderAndSchemaAgreeOnAFullTheme() throws {
        let schema = try JSONSchema(jsonText: BundledResources.themeSchemaText)
        let document = try #require(try YAMLParser().parse(LoaderKeyTests.full, file: "<full>").first)
        #expect(schema.validate(document.jsonValue).isEmpty)
        #expect(load(LoaderKeyTests.full).diagnostics.isEmpty)
    }

    /// Schema errors found by the validator point where the loader's own diagnostics point.
    @Test func schemaErrorPathsMapToLoaderPositions() throws {
        let yaml = "format: 1\nname: t\ncell: { textColr: label, font: { size: 500 } }\n"
        let schema = try JSONSchema(jsonText: BundledResources.themeSchemaText)
        let document = try #require(try YAMLParser().parse(yaml, file: "<t>").first)
        let marks = schema.validate(document.jsonValue).map { error in
            let path = error.instancePath.map(YAMLPathComponent.init)
            return "\(document.mark(at: path, pointingAtKey: error.isKeyError))"
        }
        let loader = load(yaml).diagnostics.map { "\($0.location.position)" }
        #expect(Set(marks) == Set(loader))
    }
}
