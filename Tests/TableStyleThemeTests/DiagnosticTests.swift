import TableStyleTheme
import TableStyleYAML
import Testing

/// One malformed theme and exactly the diagnostics (code@line:column) it must produce.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    var yaml: String
    var expected: [String]
    var testDescription: String { expected.joined(separator: ", ") }
}

@Suite("Diagnostics: codes and exact positions")
struct DiagnosticTests {
    static let cases: [DiagnosticCase] = [
        // version
        DiagnosticCase(yaml: "name: t\n", expected: ["version@1:1"]),
        DiagnosticCase(yaml: "format: 2\nname: t\n", expected: ["version@1:9"]),
        DiagnosticCase(yaml: "format: 0\nname: t\n", expected: ["version@1:9"]),
        DiagnosticCase(yaml: "", expected: ["version@1:1"]),
        // schema: wrong types point at the value, unknown keys at the key
        DiagnosticCase(yaml: "format: one\nname: t\n", expected: ["schema@1:9"]),
        DiagnosticCase(yaml: "format: \"1\"\nname: t\n", expected: ["schema@1:9"]),
        DiagnosticCase(yaml: "format: 1\n", expected: ["schema@1:1"]),
        DiagnosticCase(yaml: "format: 1\nname: Bad_Name\n", expected: ["schema@2:7"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncolour: red\n", expected: ["schema@3:1"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: 5\n", expected: ["schema@3:8"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: { rowHeigth: 4 }\n", expected: ["schema@3:10"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: { rowHeight: -4 }\n", expected: ["schema@3:21"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: { rowHeight: tall }\n", expected: ["schema@3:21"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: { headerHeight: \"56\" }\n", expected: ["schema@3:24"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: { style: fancy }\n", expected: ["schema@3:17"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: { show: { footer: no } }\n", expected: ["schema@3:26"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: { show: { header: true } }\n", expected: ["schema@3:18"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ntable: { rowColors: systemRed }\n", expected: ["schema@3:21"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { font: { size: 0 } }\n", expected: ["schema@3:23"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { font: { size: 201 } }\n", expected: ["schema@3:23"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { font: { weight: heavyish } }\n", expected: ["schema@3:25"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { font: { italic: yes } }\n", expected: ["schema@3:25"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { borderWidth: 21 }\n", expected: ["schema@3:22"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { padding: { top: -1 } }\n", expected: ["schema@3:25"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { padding: { up: 1 } }\n", expected: ["schema@3:20"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { alignment: middle }\n", expected: ["schema@3:20"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { textColor: [red] }\n", expected: ["schema@3:20"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nrules: { a: 1 }\n", expected: ["schema@3:8"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nrules:\n  - when: { colour: x }\n", expected: ["schema@4:13"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nrules:\n  - when: { value: big }\n", expected: ["schema@4:20"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nrules:\n  - whenever: {}\n", expected: ["schema@4:5"]),
        DiagnosticCase(
            yaml: "format: 1\nname: t\ncell: { textColor: { color: red, alpha: 2 } }\n",
            expected: ["color@3:29", "schema@3:41"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { textColor: { alpha: 0.5 } }\n", expected: ["schema@3:20"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nrules:\n  - label: \"\"\n", expected: ["schema@4:12"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ndescription:\n", expected: ["schema@3:13"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nextra: 1\n---\nformat: 1\n", expected: ["schema@3:1", "schema@5:1"]),
        // color
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { textColor: \"#12\" }\n", expected: ["color@3:20"]),
        DiagnosticCase(yaml: "format: 1\nname: t\ncell:\n  backgroundColor: notacolor\n", expected: ["color@4:20"]),
        DiagnosticCase(
            yaml: "format: 1\nname: t\ncell: { textColor: rgb(0, 0, 255) }\n",
            expected: ["color@3:20", "schema@3:27", "schema@3:30"]),
        DiagnosticCase(
            yaml: "format: 1\nname: t\ntable: { rowColors: [rgb(1, 2, 3)] }\n",
            expected: ["color@3:22", "color@3:29", "color@3:32"]),
        // palette-ref
        DiagnosticCase(yaml: "format: 1\nname: t\ncell: { textColor: $brand }\n", expected: ["palette-ref@3:20"]),
        DiagnosticCase(
            yaml: "format: 1\nname: t\npalette:\n  a: $b\n  b: { color: $a, alpha: 0.5 }\n",
            expected: ["palette-ref@4:6"]),
        DiagnosticCase(yaml: "format: 1\nname: t\npalette:\n  self: $self\n", expected: ["palette-ref@4:9"]),
        DiagnosticCase(
            yaml: "format: 1\nname: t\npalette: { a: red1 }\ntable: { rowColors: [$a, { color: $b, alpha: 0.1 }] }\n",
            expected: ["color@3:15", "palette-ref@4:35"]),
        // extends
        DiagnosticCase(yaml: "format: 1\nname: t\nextends: no-such-theme\n", expected: ["extends@3:10"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nextends: ../secrets\n", expected: ["extends@3:10"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nextends: /etc/passwd\n", expected: ["extends@3:10"]),
        // regex
        DiagnosticCase(
            yaml: "format: 1\nname: t\nrules:\n  - when: { value: { matches: \"(a\" } }\n", expected: ["regex@4:31"]),
        // predicate
        DiagnosticCase(
            yaml: "format: 1\nname: t\nrules:\n  - when: { custom: overdue }\n", expected: ["predicate@4:21"]),
        DiagnosticCase(
            yaml: "format: 1\nname: t\nrules:\n  - when: { custom: { name: overdue, args: {} } }\n",
            expected: ["predicate@4:29"]),
        // duplicate-rule
        DiagnosticCase(
            yaml: "format: 1\nname: t\nrules:\n  - name: a\n  - name: b\n  - name: a\n",
            expected: ["duplicate-rule@6:11"]),
        // yaml-syntax and duplicate-key come from the YAML layer
        DiagnosticCase(yaml: "format: 1\nname: [t\n", expected: ["yaml-syntax@3:1"]),
        DiagnosticCase(yaml: "format: 1\nname: t\nname: u\n", expected: ["duplicate-key@3:1"]),
    ]

    @Test(arguments: cases)
    func exactDiagnostics(_ testCase: DiagnosticCase) {
        let result = load(testCase.yaml)
        #expect(positions(result) == testCase.expected, "\(result.diagnostics.map(\.message))")
        #expect(result.theme == nil)
        #expect(result.hasErrors)
        #expect(result.diagnostics.allSatisfy { $0.location.file == "<test>" && $0.severity == .error })
    }

    @Test func collectsEveryProblemOfAFile() {
        let yaml = """
            format: 1
            name: t
            table: { rowHeight: 0, style: wide }
            cell: { textColor: nope, font: { size: 900 } }
            rules:
              - name: r
                when: { value: { matches: "(" } }
              - name: r
            """
        let result = load(yaml)
        #expect(
            positions(result) == [
                "schema@3:21", "schema@3:31", "color@4:20", "schema@4:40", "regex@7:31", "duplicate-rule@8:11",
            ])
    }

    @Test func messagesSayExpectedAndFound() throws {
        let unknown = try #require(load(theme("t", "cell: { textColr: label }\n")).diagnostics.first)
        #expect(unknown.message.contains("unknown key \"textColr\""))
        #expect(unknown.message.contains("did you mean \"textColor\"?"))
        let type = try #require(load(theme("t", "table: { headerHeight: tall }\n")).diagnostics.first)
        #expect(type.message.contains("expected a number ≥ 0"))
        #expect(type.message.contains("found the string \"tall\""))
        let range = try #require(load(theme("t", "cell: { font: { size: 500 } }\n")).diagnostics.first)
        #expect(range.message.contains("expected a number from 1 to 200"))
        #expect(range.message.contains("found 500"))
        let version = try #require(load("format: 3\nname: t\n").diagnostics.first)
        #expect(version.message.contains("format 3"))
        let keyword = try #require(load(theme("t", "cell: { alignment: centre }\n")).diagnostics.first)
        #expect(keyword.message.contains("did you mean \"center\"?"))
        let palette = try #require(
            load(theme("t", "palette: { brand: systemRed }\ncell: { textColor: $brnd }\n")).diagnostics.last)
        #expect(palette.code == .paletteRef)
        #expect(palette.message.contains("did you mean \"$brand\"?"))
    }

    /// A palette name written without its `$` is pointed at the entry, even before the palette in the
    /// file, instead of at a semantic name that looks alike.
    @Test func aBarePaletteNameSuggestsTheEntry() {
        let body = "cell: { textColor: red, backgroundColor: zebra }\npalette: { red: \"#CC0000\", zebra: red }\n"
        let result = load(theme("t", body))
        let expected = "expected a color (#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), a semantic name or $palette), found"
        #expect(
            result.diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column) \($0.message)" } == [
                "color@3:20 invalid color for cell.textColor: \(expected) \"red\"; did you mean \"$red\" (the palette entry)?",
                "color@3:42 invalid color for cell.backgroundColor: \(expected) \"zebra\"; did you mean \"$zebra\" (the palette entry)?",
                "color@4:35 invalid color for palette.zebra: \(expected) \"red\"; did you mean \"$red\" (the palette entry)?",
            ])
        // Without a palette entry of that name, the semantic name that looks alike is suggested.
        let semantic = load(theme("t", "cell: { textColor: red }\n")).diagnostics.map(\.message)
        #expect(semantic == ["invalid color for cell.textColor: \(expected) \"red\"; did you mean \"systemRed\"?"])
    }

    @Test func newerFormatStopsBeforeOtherKeys() {
        // A newer format may add keys: only the version is reported.
        let result = load("format: 7\nname: t\nfancyNewKey: 1\n")
        #expect(positions(result) == ["version@1:9"])
    }

    @Test func missingFormatStillReportsOtherProblems() {
        let result = load("name: t\ncolour: red\n")
        #expect(positions(result) == ["version@1:1", "schema@2:1"])
    }

    /// A library user printing a load result's diagnostics sees what `themecheck` prints (less the quotes).
    @Test func printedDiagnosticsReadLikeThemecheck() {
        let result = load("format: 1\nname: t\ncell:\n  textColor: label\n  textColor: red\n")
        #expect(
            "\(result.diagnostics)" == """
                [<test>:5:3: error: duplicate key "textColor" [duplicate-key]
                <test>:4:3: note: first defined here]
                """
        )
        let parent = "format: 1\nname: p\ncell: { textColor: label, textColor: red }\n"
        let registry = ThemeRegistry().adding(themeNamed: "p", source: parent)
        let child = load("format: 1\nname: c\nextends: p\n", registry: registry)
        #expect(
            child.diagnostics.map(\.description) == [
                "<test>:3:10: error: the parent theme \"p\" (<memory>/p.yaml) has errors; the first: "
                    + "<memory>/p.yaml:3:27: duplicate key \"textColor\" (first defined at 3:9) [duplicate-key] [extends]"
            ])
    }
}
