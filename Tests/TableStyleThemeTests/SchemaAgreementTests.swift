import TableStyleJSON
import TableStyleSchema
import TableStyleTheme
import TableStyleYAML
import Testing

/// The theme schema and the theme loader hold the same structural truth (issue 7, "Agreement"): what one
/// accepts the other accepts, what one rejects the other rejects at the same line and column, and both
/// name exactly the same keys.
@Suite("Theme schema and loader agree")
struct SchemaAgreementTests {
    /// The registry every fixture loads with: two plugin predicates, so `custom:` fixtures can be valid.
    static let registry = ThemeRegistry()
        .adding(predicate: PredicateDeclaration(name: "overdue", parameters: [.init(name: "days", type: .integer)]))
        .adding(predicate: PredicateDeclaration(name: "weekend"))

    // MARK: Valid themes

    static let predicateFixture = """
        format: 1
        name: every-predicate
        rules:
          - name: kinds
            when: { value: negative }
            style: { textColor: systemRed }
          - when: { value: { lt: 0, lte: 1, gt: -5, gte: -4, eq: -1, ne: 3, between: [-10, 10] } }
            style: { font: { weight: bold } }
          - when: { value: { equals: 5, contains: "a", prefix: x, suffix: true, in: [a, 1, false], matches: "^a+$", ignoreCase: true } }
            style: { backgroundColor: systemGray6 }
          - when: { column: highlighted }
            style: { font: { italic: true } }
          - when: { column: { name: Amount } }
            style: { alignment: trailing }
          - when: { column: { names: [Amount, 2024, true] } }
            style: { alignment: center }
          - when: { column: { index: 0 } }
            style: { lineBreak: wrap }
          - when: { column: { kind: number } }
            style: { font: { monospacedDigits: true } }
          - when: { row: even }
            style: { borderWidth: 0 }
          - when: { row: { index: 3 } }
            style: { borderWidth: 1 }
          - when: { row: { every: 3, offset: 1 } }
            style: { borderWidth: 2 }
          - when: { rowValue: { column: Status, value: { equals: overdue } } }
            style: { textColor: systemOrange }
          - when: { rowValue: { column: Status, equals: paid, ignoreCase: true } }
            style: { textColor: systemGreen }
          - when: { rowValue: { column: 7, value: positive } }
            style: { textColor: systemTeal }
          - when: { value: null }
            style: { textColor: tertiaryLabel }
          - when: { any: [{ value: ~ }, { value: }] }
            style: { textColor: tertiaryLabel }
          - when: { section: header }
            style: { font: { weight: heavy } }
          - when: { section: [header, footer], sort: descending }
            style: { cellStyle: value2 }
          - when: { custom: weekend }
            style: { accessory: checkmark }
          - when: { custom: { name: overdue, args: { days: 30 } } }
            style: { accessory: detail }
          - when:
              all:
                - any: [{ value: zero }, { value: "null" }, { value: empty }]
                - not: { row: selected }
                - all: []
            style: { textColor: tertiaryLabel }
            label: nothing here
          - style: { padding: 4 }
        """

    static let colorFixture = """
        format: 1
        name: every-color
        extends: corporate
        description: "Every color form: rgb(0, 0, 0)"
        appearance: light
        palette:
          brand: "#5856D6"
          short: "#abc"
          withAlpha: "#11223344"
          rgbColor: "rgb(0, 128, 255)"
          rgbaColor: "rgba(255, 0, 0, 0.5)"
          _private-1: $brand
          nested: { color: { color: $short, alpha: 0.5 }, alpha: 0.5 }
          opaque: { color: white }
        table:
          rowHeight: "automatic"
          rowColors: []
          highlightedRowColors: [$nested, black, clear]
          selectedRowColor: $rgbaColor
          sortArrowColor: systemPink
          show: { search: false }
          float: { footer: true }
        cell: { textColor: $brand, backgroundColor: $opaque, borderColor: $withAlpha, borderWidth: 20 }
        header: { textColor: $rgbColor, padding: 0, font: { family: Helvetica Neue, size: 200 } }
        footer: { textColor: $_private-1, padding: { top: 0, trailing: 12.5 }, font: { size: 1 } }
        """

    static let smallestFixture = "format: 1\nname: x\n"

    static let validFixtures: [(name: String, yaml: String)] = [
        ("every key", LoaderKeyTests.full),
        ("every predicate", predicateFixture),
        ("every color", colorFixture),
        ("smallest", smallestFixture),
    ]

    @Test(arguments: BundledResources.themeNames)
    func bundledThemeValidatesAndLoadsCleanly(name: String) throws {
        let text = try #require(BundledResources.themeText(named: name))
        #expect(try schemaErrors(text).isEmpty)
        #expect(Self.registry.load(source: text, file: "\(name).yaml").diagnostics.isEmpty)
        #expect(Self.registry.theme(named: name).diagnostics.isEmpty)
    }

    @Test(arguments: validFixtures.map(\.name))
    func validFixtureValidatesAndLoadsCleanly(name: String) throws {
        let yaml = try #require(Self.validFixtures.first { $0.name == name }?.yaml)
        #expect(try schemaErrors(yaml) == [])
        let result = Self.registry.load(source: yaml, file: "<\(name)>")
        #expect(positions(result) == [], "\(result.diagnostics.map(\.message))")
        #expect(result.theme != nil)
    }

    // MARK: One structural error each

    /// A fixture with one structural mistake: the schema errors' instance paths and where they point, and
    /// the loader code (`schema` unless a more specific one is part of the spec).
    struct Broken: Sendable, CustomStringConvertible {
        var label: String
        var body: String
        /// JSON pointers of the schema errors, in any order.
        var pointers: Set<String>
        /// `line:column` of every error (schema and loader alike).
        var marks: Set<String>
        /// The loader's codes, in any order; all `schema` when empty.
        var loaderCodes: [String] = []

        var description: String { label }
        var yaml: String { theme("t", body) }
    }

    static let broken: [Broken] = [
        // Unknown keys, at several depths: the key is pointed at.
        Broken(label: "root key", body: "colour: red\n", pointers: ["/colour"], marks: ["3:1"]),
        Broken(
            label: "table key", body: "table: { rowColour: [] }\n", pointers: ["/table/rowColour"], marks: ["3:10"]),
        Broken(
            label: "show key", body: "table:\n  show: { serch: true }\n", pointers: ["/table/show/serch"],
            marks: ["4:11"]),
        Broken(
            label: "float key", body: "table:\n  float: { heade: true }\n", pointers: ["/table/float/heade"],
            marks: ["4:12"]),
        Broken(
            label: "style key", body: "footer: { textColr: label }\n", pointers: ["/footer/textColr"], marks: ["3:11"]),
        Broken(
            label: "font key", body: "cell:\n  font: { wieght: bold }\n", pointers: ["/cell/font/wieght"],
            marks: ["4:11"]),
        Broken(
            label: "padding key", body: "cell: { padding: { left: 2 } }\n", pointers: ["/cell/padding/left"],
            marks: ["3:20"]),
        Broken(
            label: "color mapping key", body: "cell: { textColor: { color: label, alfa: 0.5 } }\n",
            pointers: ["/cell/textColor/alfa"], marks: ["3:36"]),
        Broken(label: "rule key", body: "rules:\n  - nme: x\n", pointers: ["/rules/0/nme"], marks: ["4:5"]),
        Broken(
            label: "deep predicate key", body: "rules:\n  - when:\n      all:\n        - not: { valu: negative }\n",
            pointers: ["/rules/0/when/all/0/not/valu"], marks: ["6:18"]),
        Broken(
            label: "value test key", body: "rules:\n  - when: { value: { greater: 1 } }\n",
            pointers: ["/rules/0/when/value/greater"], marks: ["4:22"]),
        Broken(
            label: "row key", body: "rules:\n  - when: { row: { every: 2, start: 1 } }\n",
            pointers: ["/rules/0/when/row/start"], marks: ["4:30"]),
        Broken(
            label: "rowValue key", body: "rules:\n  - when: { rowValue: { column: A, equal: x } }\n",
            pointers: ["/rules/0/when/rowValue/equal"], marks: ["4:36"]),
        Broken(
            label: "column key", body: "rules:\n  - when: { column: { title: A } }\n",
            pointers: ["/rules/0/when/column/title"], marks: ["4:23"]),
        Broken(
            label: "custom key and missing name", body: "rules:\n  - when: { custom: { nam: weekend } }\n",
            pointers: ["/rules/0/when/custom", "/rules/0/when/custom/nam"], marks: ["4:21", "4:23"]),
        // Wrong types: the value is pointed at.
        Broken(
            label: "number expected", body: "table: { interRowSpacing: wide }\n",
            pointers: ["/table/interRowSpacing"], marks: ["3:27"]),
        Broken(label: "list expected", body: "rules: { a: 1 }\n", pointers: ["/rules"], marks: ["3:8"]),
        Broken(label: "mapping expected", body: "cell: bold\n", pointers: ["/cell"], marks: ["3:7"]),
        Broken(
            label: "bool expected", body: "table: { show: { footer: no } }\n", pointers: ["/table/show/footer"],
            marks: ["3:26"]),
        Broken(
            label: "description is a number", body: "description: 2024\n", pointers: ["/description"], marks: ["3:14"]),
        Broken(
            label: "label is a bool", body: "rules:\n  - label: true\n", pointers: ["/rules/0/label"], marks: ["4:12"]),
        Broken(
            label: "font family is a number", body: "cell: { font: { family: 12 } }\n",
            pointers: ["/cell/font/family"], marks: ["3:25"]),
        Broken(
            label: "regex is a number", body: "rules:\n  - when: { value: { matches: 5 } }\n",
            pointers: ["/rules/0/when/value/matches"], marks: ["4:31"]),
        Broken(
            label: "color is a list", body: "cell: { textColor: [label] }\n", pointers: ["/cell/textColor"],
            marks: ["3:20"]),
        // Enum typos.
        Broken(label: "appearance", body: "appearance: darkk\n", pointers: ["/appearance"], marks: ["3:13"]),
        Broken(
            label: "alignment", body: "cell: { alignment: centre }\n", pointers: ["/cell/alignment"], marks: ["3:20"]),
        Broken(
            label: "weight", body: "header: { font: { weight: semiBold } }\n", pointers: ["/header/font/weight"],
            marks: ["3:27"]),
        Broken(label: "table style", body: "table: { style: group }\n", pointers: ["/table/style"], marks: ["3:17"]),
        Broken(
            label: "sort", body: "rules:\n  - when: { sort: asc }\n", pointers: ["/rules/0/when/sort"], marks: ["4:19"]),
        Broken(
            label: "section item", body: "rules:\n  - when: { section: [header, bdy] }\n",
            pointers: ["/rules/0/when/section/1"], marks: ["4:31"]),
        Broken(
            label: "column keyword", body: "rules:\n  - when: { column: sorted }\n",
            pointers: ["/rules/0/when/column"], marks: ["4:21"]),
        // Out of range.
        Broken(
            label: "font size", body: "cell: { font: { size: 500 } }\n", pointers: ["/cell/font/size"], marks: ["3:23"]),
        Broken(
            label: "border width", body: "cell: { borderWidth: 21 }\n", pointers: ["/cell/borderWidth"], marks: ["3:22"]
        ),
        Broken(label: "row height", body: "table: { rowHeight: 0 }\n", pointers: ["/table/rowHeight"], marks: ["3:21"]),
        Broken(
            label: "negative padding side", body: "cell: { padding: { top: -1 } }\n",
            pointers: ["/cell/padding/top"], marks: ["3:25"]),
        Broken(
            label: "alpha", body: "palette: { p: { color: label, alpha: 2 } }\n", pointers: ["/palette/p/alpha"],
            marks: ["3:38"]),
        Broken(
            label: "every", body: "rules:\n  - when: { row: { every: 0 } }\n",
            pointers: ["/rules/0/when/row/every"], marks: ["4:27"]),
        Broken(
            label: "column index", body: "rules:\n  - when: { column: { index: 1.5 } }\n",
            pointers: ["/rules/0/when/column/index"], marks: ["4:30"]),
        Broken(
            label: "empty rule name", body: "rules:\n  - name: \"\"\n", pointers: ["/rules/0/name"], marks: ["4:11"]),
        // Predicate shapes.
        Broken(
            label: "all takes a list", body: "rules:\n  - when: { all: { value: negative } }\n",
            pointers: ["/rules/0/when/all"], marks: ["4:18"]),
        Broken(
            label: "not takes a mapping", body: "rules:\n  - when: { not: [{ value: negative }] }\n",
            pointers: ["/rules/0/when/not"], marks: ["4:18"]),
        Broken(
            label: "between takes two", body: "rules:\n  - when: { value: { between: [1] } }\n",
            pointers: ["/rules/0/when/value/between"], marks: ["4:31"]),
        Broken(
            label: "between takes at most two", body: "rules:\n  - when: { value: { between: [1, 2, 3] } }\n",
            pointers: ["/rules/0/when/value/between"], marks: ["4:31"]),
        Broken(
            label: "section repeated", body: "rules:\n  - when: { section: [header, header] }\n",
            pointers: ["/rules/0/when/section/1"], marks: ["4:31"]),
        Broken(
            label: "offset without every", body: "rules:\n  - when: { row: { offset: 1 } }\n",
            pointers: ["/rules/0/when/row"], marks: ["4:18"]),
        Broken(
            label: "empty row mapping", body: "rules:\n  - when: { row: {} }\n", pointers: ["/rules/0/when/row"],
            marks: ["4:18"]),
        Broken(
            label: "rowValue without a test", body: "rules:\n  - when: { rowValue: { column: A } }\n",
            pointers: ["/rules/0/when/rowValue"], marks: ["4:23"]),
        Broken(
            label: "rowValue without column", body: "rules:\n  - when: { rowValue: { equals: x } }\n",
            pointers: ["/rules/0/when/rowValue"], marks: ["4:23"]),
        Broken(
            label: "ignoreCase alone", body: "rules:\n  - when: { value: { ignoreCase: true } }\n",
            pointers: ["/rules/0/when/value"], marks: ["4:20"]),
        Broken(
            label: "custom args not a mapping", body: "rules:\n  - when: { custom: { name: overdue, args: 30 } }\n",
            pointers: ["/rules/0/when/custom/args"], marks: ["4:44"]),
        Broken(
            label: "when is a list", body: "rules:\n  - when: [{ value: negative }]\n", pointers: ["/rules/0/when"],
            marks: ["4:11"]),
        // Spec-specific codes for shapes the schema also rejects.
        Broken(
            label: "extends a path", body: "extends: ../secret\n", pointers: ["/extends"], marks: ["3:10"],
            loaderCodes: ["extends"]),
        Broken(
            label: "bad palette name and color", body: "palette: { 1brand: red }\n", pointers: ["/palette/1brand"],
            marks: ["3:12", "3:20"], loaderCodes: ["schema", "color"]),
    ]

    @Test(arguments: broken)
    func structuralErrorFailsBothAtTheSamePlace(fixture: Broken) throws {
        let errors = try schemaErrors(fixture.yaml)
        #expect(Set(errors.map(\.pointer)) == fixture.pointers, "\(errors)")
        #expect(Set(errors.map(\.mark)) == fixture.marks, "\(errors)")
        let diagnostics = Self.registry.load(source: fixture.yaml, file: "<t>").diagnostics
        #expect(Set(diagnostics.map { "\($0.location.line):\($0.location.column)" }) == fixture.marks)
        let codes =
            fixture.loaderCodes.isEmpty ? Array(repeating: "schema", count: fixture.marks.count) : fixture.loaderCodes
        #expect(diagnostics.map(\.code.rawValue).sorted() == codes.sorted(), "\(diagnostics.map(\.message))")
    }

    @Test func themeNameAsANumberIsRejectedByBoth() throws {
        let yaml = "format: 1\nname: 2024\n"
        let errors = try schemaErrors(yaml)
        #expect(errors.map(\.mark) == ["2:7"])
        #expect(positions(Self.registry.load(source: yaml, file: "<t>")) == ["schema@2:7"])
    }

    @Test func formatBelowOneIsRejectedByBoth() throws {
        let yaml = "format: 0\nname: t\n"
        #expect(try schemaErrors(yaml).map(\.mark) == ["1:9"])
        #expect(positions(Self.registry.load(source: yaml, file: "<t>")) == ["version@1:9"])
    }

    /// `column: { name, kind }` is one selector too many: the schema says so at the mapping
    /// (`maxProperties`, which cannot tell which key is extra); the loader points at the second key.
    @Test func columnTestTakesExactlyOneKey() throws {
        let yaml = theme("t", "rules:\n  - when: { column: { name: A, kind: number } }\n")
        let errors = try schemaErrors(yaml)
        #expect(errors.map(\.pointer) == ["/rules/0/when/column"])
        #expect(errors.map(\.keyword) == ["maxProperties"])
        #expect(errors.map(\.mark) == ["4:21"])
        let result = Self.registry.load(source: yaml, file: "<t>")
        #expect(positions(result) == ["schema@4:32"])
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.contains("exactly one of name, names, index, kind"))
    }

    @Test func columnTestWithSeveralKeysStillChecksEachValue() {
        let yaml = theme("t", "rules:\n  - when: { column: { kind: numbr, index: -1, name: A } }\n")
        #expect(
            positions(Self.registry.load(source: yaml, file: "<t>")) == ["schema@4:29", "schema@4:36", "schema@4:43"])
    }

    /// A plain value where a column test's mapping belongs: the loader's hint is the mapping the schema's
    /// suggestion derives from the schema itself.
    @Test(arguments: ["Amount", "2", "-2", "text", "number", "1.5", "true", "Due date", #"'say "hi" \ there'"#])
    func bareColumnTestGetsTheSchemasMapping(written: String) throws {
        let yaml = theme("t", "rules:\n  - when: { column: \(written) }\n    style: { textColor: systemRed }\n")
        let schema = try JSONSchema(jsonText: BundledResources.themeSchemaText)
        let document = try #require(try YAMLParser().parse(yaml, file: "<t>").first)
        let suggestion = try #require(schema.validate(document.jsonValue).first?.suggestion)
        let message = try #require(Self.registry.load(source: yaml, file: "<t>").diagnostics.first?.message)
        #expect(message.hasSuffix("; did you mean `\(suggestion)`?"), "\(message)")
    }

    /// `between: [high, low]` never holds: the loader says so; the schema cannot compare two items, so this
    /// is a check beyond structure, like a regex that does not compile or a color name that does not exist.
    @Test func betweenOrderIsCheckedByTheLoaderOnly() throws {
        let yaml = theme("t", "rules:\n  - when: { value: { between: [2, 1] } }\n")
        #expect(try schemaErrors(yaml) == [])
        #expect(positions(Self.registry.load(source: yaml, file: "<t>")) == ["schema@4:31"])
    }

    // MARK: Helpers

    struct Located: Sendable, Hashable, CustomStringConvertible {
        var pointer: String
        var keyword: String
        var mark: String
        var description: String { "\(keyword) \(pointer) @\(mark)" }
    }

    /// The schema's errors for `yaml`, each with the `line:column` its instance path maps to.
    func schemaErrors(_ yaml: String) throws -> [Located] {
        let schema = try JSONSchema(jsonText: BundledResources.themeSchemaText)
        let document = try #require(try YAMLParser().parse(yaml, file: "<t>").first)
        return schema.validate(document.jsonValue).map { error in
            let path = error.instancePath.map { component -> YAMLPathComponent in
                switch component {
                case .key(let key): return .key(key)
                case .index(let index): return .index(index)
                }
            }
            let mark = document.mark(at: path, pointingAtKey: error.isKeyError)
            return Located(pointer: error.instancePointer, keyword: error.keyword, mark: "\(mark.line):\(mark.column)")
        }
    }
}
