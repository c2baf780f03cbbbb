import TableStyleDiagnostics
import TableStyleJSON
import TableStyleTheme
import TableStyleYAML
import Testing

/// A `when` written in YAML and the predicate it must load as.
struct PredicateCase: Sendable, CustomTestStringConvertible {
    var when: String
    var expected: Theme.Predicate
    var testDescription: String { when }
}

@Suite("Predicates")
struct PredicateTests {
    static let overdue = PredicateDeclaration(
        name: "overdue",
        parameters: [
            .init(name: "days", type: .integer), .init(name: "status", type: .string, isRequired: false),
            .init(name: "ratio", type: .number, isRequired: false),
            .init(name: "strict", type: .bool, isRequired: false),
            .init(name: "tags", type: .stringList, isRequired: false),
        ])
    static let registry = ThemeRegistry().adding(predicate: overdue).adding(
        predicate: PredicateDeclaration(name: "flag"))

    static func value(_ conditions: ValueCondition..., ignoreCase: Bool = false) -> ValueTest {
        ValueTest(conditions: conditions, ignoreCase: ignoreCase)
    }

    static let cases: [PredicateCase] = [
        .init(when: "{ value: negative }", expected: .value(value(.kind(.negative)))),
        .init(when: "{ value: positive }", expected: .value(value(.kind(.positive)))),
        .init(when: "{ value: zero }", expected: .value(value(.kind(.zero)))),
        .init(when: "{ value: null }", expected: .value(value(.kind(.null)))),
        .init(when: "{ value: empty }", expected: .value(value(.kind(.empty)))),
        .init(when: "{ value: number }", expected: .value(value(.kind(.number)))),
        .init(when: "{ value: text }", expected: .value(value(.kind(.text)))),
        .init(when: "{ value: bool }", expected: .value(value(.kind(.bool)))),
        .init(when: "{ value: { lt: 0 } }", expected: .value(value(.lessThan(0)))),
        .init(when: "{ value: { lte: 1.5 } }", expected: .value(value(.lessThanOrEqual(1.5)))),
        .init(when: "{ value: { gt: -2 } }", expected: .value(value(.greaterThan(-2)))),
        .init(when: "{ value: { gte: 3 } }", expected: .value(value(.greaterThanOrEqual(3)))),
        .init(when: "{ value: { eq: 4 } }", expected: .value(value(.equalTo(4)))),
        .init(when: "{ value: { ne: 5 } }", expected: .value(value(.notEqualTo(5)))),
        .init(when: "{ value: { gt: 0, lt: 10 } }", expected: .value(value(.greaterThan(0), .lessThan(10)))),
        .init(when: "{ value: { between: [1, 9.5] } }", expected: .value(value(.between(1, 9.5)))),
        .init(when: "{ value: { equals: 5 } }", expected: .value(value(.equals("5")))),
        .init(when: "{ value: { equals: true } }", expected: .value(value(.equals("true")))),
        .init(when: "{ value: { equals: \"Done\" } }", expected: .value(value(.equals("Done")))),
        .init(when: "{ value: { contains: err } }", expected: .value(value(.contains("err")))),
        .init(when: "{ value: { prefix: A-, suffix: .x } }", expected: .value(value(.prefix("A-"), .suffix(".x")))),
        .init(
            when: "{ value: { in: [a, 1, \"null\", true] } }",
            expected: .value(value(.isIn(["a", "1", "null", "true"])))),
        .init(
            when: "{ value: { matches: \"^[A-Z]+$\", ignoreCase: true } }",
            expected: .value(value(.matches("^[A-Z]+$"), ignoreCase: true))),
        .init(when: "{ column: highlighted }", expected: .column(.highlighted)),
        .init(when: "{ column: { name: Amount } }", expected: .column(.name("Amount"))),
        .init(when: "{ column: { name: 2024 } }", expected: .column(.name("2024"))),
        .init(when: "{ column: { names: [A, B] } }", expected: .column(.names(["A", "B"]))),
        .init(when: "{ column: { index: 2 } }", expected: .column(.index(2))),
        .init(when: "{ column: { kind: number } }", expected: .column(.kind(.number))),
        .init(when: "{ column: { kind: text } }", expected: .column(.kind(.text))),
        .init(when: "{ row: even }", expected: .row(.even)),
        .init(when: "{ row: odd }", expected: .row(.odd)),
        .init(when: "{ row: first }", expected: .row(.first)),
        .init(when: "{ row: last }", expected: .row(.last)),
        .init(when: "{ row: selected }", expected: .row(.selected)),
        .init(when: "{ row: { index: 0 } }", expected: .row(.index(0))),
        .init(when: "{ row: { every: 3 } }", expected: .row(.every(3, offset: 0))),
        .init(when: "{ row: { every: 3, offset: 1 } }", expected: .row(.every(3, offset: 1))),
        .init(
            when: "{ rowValue: { column: Status, value: empty } }",
            expected: .rowValue(column: "Status", test: value(.kind(.empty)))),
        .init(
            when: "{ rowValue: { column: Status, equals: overdue } }",
            expected: .rowValue(column: "Status", test: value(.equals("overdue")))),
        .init(
            when: "{ rowValue: { column: Amount, value: { lt: 0 } } }",
            expected: .rowValue(column: "Amount", test: value(.lessThan(0)))),
        .init(
            when: "{ rowValue: { column: S, contains: x, ignoreCase: true } }",
            expected: .rowValue(column: "S", test: value(.contains("x"), ignoreCase: true))),
        .init(when: "{ section: header }", expected: .section([.header])),
        .init(when: "{ section: [header, footer] }", expected: .section([.header, .footer])),
        .init(when: "{ section: body }", expected: .section([.body])),
        .init(when: "{ sort: ascending }", expected: .sort(.ascending)),
        .init(when: "{ sort: descending }", expected: .sort(.descending)),
        .init(when: "{ custom: flag }", expected: .custom(name: "flag", arguments: JSONObject())),
        .init(
            when: "{ custom: { name: overdue, args: { days: 30 } } }",
            expected: .custom(name: "overdue", arguments: ["days": .int(30)])),
        .init(
            when:
                "{ custom: { name: overdue, args: { days: 1, status: 5, ratio: 0.5, strict: false, tags: [a, 2] } } }",
            expected: .custom(
                name: "overdue",
                arguments: [
                    "days": .int(1), "status": .string("5"), "ratio": .double(0.5), "strict": .bool(false),
                    "tags": .array([.string("a"), .string("2")]),
                ])),
        .init(
            when: "{ all: [{ value: negative }, { column: highlighted }] }",
            expected: .all([.value(value(.kind(.negative))), .column(.highlighted)])),
        .init(when: "{ all: [] }", expected: .all([])),
        .init(when: "{ any: [] }", expected: .any([])),
        .init(
            when: "{ any: [{ row: even }, { not: { section: body } }] }",
            expected: .any([.row(.even), .not(.section([.body]))])),
        .init(when: "{ not: { value: zero } }", expected: .not(.value(value(.kind(.zero))))),
        .init(
            when: "{ value: negative, column: highlighted, row: odd }",
            expected: .all([.value(value(.kind(.negative))), .column(.highlighted), .row(.odd)])),
        .init(when: "{}", expected: .all([])),
    ]

    @Test(arguments: cases)
    func loadsAs(_ testCase: PredicateCase) throws {
        let result = load(theme("t", "rules:\n  - when: \(testCase.when)\n"), registry: Self.registry)
        #expect(result.diagnostics == [], "\(result.diagnostics.map(\.message))")
        let rule = try #require(result.theme?.rules.first)
        #expect(rule.when == testCase.expected)
    }

    /// A malformed `when`, the code it must give and the text its diagnostic must point at.
    struct Invalid: Sendable, CustomTestStringConvertible {
        var when: String
        var code: Diagnostic.Code
        var at: String
        var testDescription: String { when }
    }

    static let invalid: [Invalid] = [
        .init(when: "{ value: { lt: \"5\" } }", code: .schema, at: "\"5\""),
        .init(when: "{ value: { between: [1] } }", code: .schema, at: "[1]"),
        .init(when: "{ value: { between: [5, 1] } }", code: .schema, at: "[5, 1]"),
        .init(when: "{ value: { in: a } }", code: .schema, at: "a }"),
        .init(when: "{ value: {} }", code: .schema, at: "{}"),
        .init(when: "{ value: { ignoreCase: maybe } }", code: .schema, at: "maybe"),
        .init(when: "{ value: [negative] }", code: .schema, at: "[negative]"),
        .init(when: "{ column: sorted }", code: .schema, at: "sorted"),
        .init(when: "{ column: { index: -1 } }", code: .schema, at: "-1"),
        .init(when: "{ column: { kind: date } }", code: .schema, at: "date"),
        .init(when: "{ column: { title: A } }", code: .schema, at: "title"),
        .init(when: "{ row: third }", code: .schema, at: "third"),
        .init(when: "{ row: { every: 0 } }", code: .schema, at: "0"),
        .init(when: "{ row: { offset: 1 } }", code: .schema, at: "{ offset"),
        .init(when: "{ rowValue: { equals: x } }", code: .schema, at: "{ equals"),
        .init(when: "{ rowValue: { column: S } }", code: .schema, at: "{ column"),
        .init(when: "{ rowValue: { column: S, value: overdue } }", code: .schema, at: "overdue"),
        .init(when: "{ section: [header, side] }", code: .schema, at: "side"),
        .init(when: "{ sort: up }", code: .schema, at: "up"),
        .init(when: "{ all: { value: zero } }", code: .schema, at: "{ value"),
        .init(when: "{ not: [] }", code: .schema, at: "[]"),
        .init(when: "{ any: [{ value: nope }] }", code: .schema, at: "nope"),
        .init(when: "{ custom: nope }", code: .predicate, at: "nope"),
        .init(when: "{ custom: { name: overdue } }", code: .predicate, at: "overdue"),
        .init(when: "{ custom: { name: overdue, args: { days: 1.5 } } }", code: .predicate, at: "1.5"),
        .init(when: "{ custom: { name: overdue, args: { days: 1, colour: x } } }", code: .predicate, at: "colour"),
        .init(when: "{ custom: { name: overdue, args: { days: 1, tags: x } } }", code: .predicate, at: "x }"),
        .init(
            when: "{ custom: { name: overdue, args: { days: 1, strict: \"yes\" } } }", code: .predicate, at: "\"yes\""),
        .init(when: "{ custom: { name: flag, args: { x: 1 } } }", code: .predicate, at: "x:"),
        .init(when: "{ custom: { args: {} } }", code: .schema, at: "{ args"),
        .init(when: "{ custom: { name: flag, extra: 1 } }", code: .schema, at: "extra"),
        .init(when: "{ custom: [flag] }", code: .schema, at: "[flag]"),
        .init(when: "[value]", code: .schema, at: "[value]"),
        .init(when: "{ value: { equals: null } }", code: .schema, at: "null"),
        .init(when: "{ value: { in: [a, ~] } }", code: .schema, at: "~"),
        .init(when: "{ value: { matches: \"\" } }", code: .schema, at: "\"\""),
        .init(when: "{ custom: \"\" }", code: .schema, at: "\"\""),
    ]

    @Test(arguments: invalid)
    func invalidPredicate(_ testCase: Invalid) throws {
        let prefix = "  - when: "
        let result = load(theme("t", "rules:\n\(prefix)\(testCase.when)\n"), registry: Self.registry)
        // The expected column is where the target text first occurs on line 4 (1-based).
        let range = try #require(testCase.when.range(of: testCase.at))
        let column = prefix.count + testCase.when.distance(from: testCase.when.startIndex, to: range.lowerBound) + 1
        #expect(positions(result) == ["\(testCase.code)@4:\(column)"], "\(result.diagnostics.map(\.message))")
        #expect(result.theme == nil)
    }

    @Test func unknownCustomPredicateSuggestsADeclaredOne() throws {
        let result = load(theme("t", "rules:\n  - when: { custom: overdeu }\n"), registry: Self.registry)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .predicate)
        #expect(diagnostic.message.contains("did you mean \"overdue\"?"))
    }

    /// `value:` alone takes a kind or a statistics keyword: a typo of either is told the whole list and
    /// the closest word of it.
    @Test(arguments: [("maxx", "max"), ("negativ", "negative"), ("aboveAverge", "aboveAverage")])
    func unknownValueKeywordListsKindsAndStatistics(written: String, suggested: String) throws {
        let result = load(theme("t", "rules:\n  - when: { value: \(written) }\n"), registry: Self.registry)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .schema)
        #expect(
            diagnostic.message
                == "expected one of negative | positive | zero | null | empty | number | text | bool | max | min | "
                + "aboveAverage | belowAverage | duplicate | unique for rules[0].when.value, found \"\(written)\"; "
                + "did you mean \"\(suggested)\"?")
        #expect(result.theme == nil)
    }

    /// A column test written as a bare scalar is shown the mapping it most likely means, as the schema's
    /// message shows it.
    @Test(arguments: [
        ("Amount", #"did you mean `{ name: "Amount" }`?"#), ("2", "did you mean `{ index: 2 }`?"),
        ("text", #"did you mean `{ kind: "text" }`?"#), ("-2", "did you mean `{ name: -2 }`?"),
        ("highlited", #"did you mean "highlighted"?"#),
    ])
    func bareColumnTestSuggestsItsMapping(written: String, hint: String) throws {
        let result = load(theme("t", "rules:\n  - when: { column: \(written) }\n    style: { textColor: systemRed }\n"))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
        #expect(
            diagnostic.message
                == #"expected `highlighted` or a mapping ({ name }, { names }, { index }, { kind }) for rules[0].when.column, found "\#(written)"; \#(hint)"#
        )
    }

    @Test func customPredicateWithoutDeclarationsIsAnError() {
        let result = load(theme("t", "rules:\n  - when: { custom: overdue }\n"))
        #expect(positions(result) == ["predicate@4:21"])
    }

    @Test func blockStyleWhenWithSeveralKeysMeansAll() throws {
        let yaml = theme(
            "t",
            """
            rules:
              - when:
                  value: { gt: 100 }
                  rowValue: { column: Status, in: [open, late] }
                  section: [body]
                style: { textColor: systemOrange }
            """)
        let rule = try #require(load(yaml).theme?.rules.first)
        #expect(
            rule.when
                == .all([
                    .value(Self.value(.greaterThan(100))),
                    .rowValue(column: "Status", test: Self.value(.isIn(["open", "late"]))),
                    .section([.body]),
                ]))
    }
}
