import TableStyleTheme
import TableStyleYAML
import Testing

/// Loading reports every independent mistake of a file at once: one error never hides another.
@Suite("Loader: every mistake is reported")
struct CollectAllTests {
    static let registry = ThemeRegistry()
        .adding(predicate: PredicateDeclaration(name: "overdue", parameters: [.init(name: "days", type: .integer)]))

    /// Where `token` first occurs on 1-based `line` of `text`, as `code@line:column`.
    static func expected(_ code: String, _ line: Int, _ token: String, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line - 1), let range = lines[line - 1].range(of: token) else {
            return "\(code)@\(line):<\(token) not found>"
        }
        return "\(code)@\(line):\(lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1)"
    }

    @Test func whenErrorDoesNotHideStyleError() {
        let yaml = theme(
            "t", "rules:\n  - when: { value: { matches: \"(a\" } }\n    style: { textColor: $nope }\n")
        #expect(
            positions(load(yaml)) == [
                Self.expected("regex", 4, "\"(a\"", in: yaml), Self.expected("palette-ref", 5, "$nope", in: yaml),
            ])
    }

    @Test func unknownKeyDoesNotHideItsNeighbours() {
        let yaml = theme(
            "t",
            """
            rules:
              - when: { value: { matches: "(a", greater: 1 } }
              - when: { custom: { nam: x, name: overdue, args: 5 } }
              - when: { row: { offset: -1, start: 1 } }

            """)
        #expect(
            positions(load(yaml, registry: Self.registry)) == [
                Self.expected("regex", 4, "\"(a\"", in: yaml), Self.expected("schema", 4, "greater", in: yaml),
                Self.expected("schema", 5, "nam:", in: yaml), Self.expected("schema", 5, "5 }", in: yaml),
                Self.expected("schema", 6, "{ offset", in: yaml), Self.expected("schema", 6, "-1", in: yaml),
                Self.expected("schema", 6, "start", in: yaml),
            ])
    }

    @Test func listItemsAreAllChecked() {
        let yaml = theme(
            "t",
            """
            rules:
              - when: { section: [hedaer, body, foter] }
              - when: { column: { names: [A, ~, B, []] } }
              - when: { value: { in: [[], x, {}] } }
              - when: { value: { between: [low, high] } }

            """)
        #expect(
            positions(load(yaml)) == [
                Self.expected("schema", 4, "hedaer", in: yaml), Self.expected("schema", 4, "foter", in: yaml),
                Self.expected("schema", 5, "~", in: yaml), Self.expected("schema", 5, "[]", in: yaml),
                Self.expected("schema", 6, "[]", in: yaml), Self.expected("schema", 6, "{}", in: yaml),
                Self.expected("schema", 7, "low", in: yaml), Self.expected("schema", 7, "high", in: yaml),
            ])
    }

    static let manyMistakes = """
        format: 1
        name: Bad_Name
        description: [x]
        palette:
          brand: "#12345"
          soft: { color: $brand, alfa: 0.5 }
        table:
          rowHeigth: 40
          show: { search: maybe }
          rowColors: [label, "#ggg"]
        cell:
          font: { size: 0, weight: bolder }
          textColor: $missing
        rules:
          - name: twice
            when: { value: { matches: "(a", gt: x } }
            style: { textColor: $nope }
          - name: twice
            when: { column: { name: A, kind: numbr } }
            style: { backgroundColor: "rgb(1, 2)", borderWidth: 30 }
            label: ""
          - when: { custom: { name: overdue, args: { days: soon } }, section: [header, bdy] }
            style: { font: { family: 12 }, padding: { left: 1, top: -2 } }
          - when: { rowValue: { column: Status }, not: [] }
            colour: red
        """

    @Test func everyIndependentMistakeIsReported() {
        let text = Self.manyMistakes
        func at(_ code: String, _ line: Int, _ token: String) -> String {
            Self.expected(code, line, token, in: text)
        }
        let result = load(text, registry: Self.registry)
        #expect(result.theme == nil)
        #expect(
            positions(result) == [
                at("schema", 2, "Bad_Name"),
                at("schema", 3, "[x]"),
                at("color", 5, "\"#12345\""),
                at("schema", 6, "alfa"),
                at("schema", 8, "rowHeigth"),
                at("schema", 9, "maybe"),
                at("color", 10, "\"#ggg\""),
                at("schema", 12, "0,"),
                at("schema", 12, "bolder"),
                at("palette-ref", 13, "$missing"),
                at("regex", 16, "\"(a\""),
                at("schema", 16, "x }"),
                at("palette-ref", 17, "$nope"),
                at("duplicate-rule", 18, "twice"),
                at("schema", 19, "kind"),
                at("schema", 19, "numbr"),
                at("color", 20, "\"rgb(1, 2)\""),
                at("schema", 20, "30"),
                at("schema", 21, "\"\""),
                at("predicate", 22, "soon"),
                at("schema", 22, "bdy"),
                at("schema", 23, "12"),
                at("schema", 23, "left"),
                at("schema", 23, "-2"),
                at("schema", 24, "{ column"),
                at("schema", 24, "[]"),
                at("schema", 25, "colour"),
            ], "\(result.diagnostics.map(\.message))")
    }
}
