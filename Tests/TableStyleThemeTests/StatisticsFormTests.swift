import TableStyleDiagnostics
import TableStyleTheme
import Testing

/// Statistics tests, color scales and bars as a theme writes them: what they load as, and every mistake
/// reported by the loader and the schema at the same key or value.
@Suite("Statistics forms, scales and bars in theme files")
struct StatisticsFormTests {
    static func value(_ conditions: ValueCondition...) -> Theme.Predicate {
        .value(ValueTest(conditions: conditions))
    }

    static let cases: [PredicateCase] = [
        .init(when: "{ value: max }", expected: value(.statistic(.max))),
        .init(when: "{ value: min }", expected: value(.statistic(.min))),
        .init(when: "{ value: aboveAverage }", expected: value(.statistic(.aboveAverage))),
        .init(when: "{ value: belowAverage }", expected: value(.statistic(.belowAverage))),
        .init(when: "{ value: duplicate }", expected: value(.statistic(.duplicate))),
        .init(when: "{ value: unique }", expected: value(.statistic(.unique))),
        .init(when: "{ value: { top: 3 } }", expected: value(.statistic(.top(3)))),
        .init(when: "{ value: { bottom: 1 } }", expected: value(.statistic(.bottom(1)))),
        .init(when: "{ value: { topPercent: 10 } }", expected: value(.statistic(.topPercent(10)))),
        .init(when: "{ value: { bottomPercent: 100 } }", expected: value(.statistic(.bottomPercent(100)))),
        .init(when: "{ value: { top: 5, gt: 0 } }", expected: value(.statistic(.top(5)), .greaterThan(0))),
        .init(
            when: "{ rowValue: { column: Amount, top: 2 } }",
            expected: .rowValue(column: "Amount", test: ValueTest(conditions: [.statistic(.top(2))]))),
        .init(
            when: "{ rowValue: { column: Name, value: duplicate } }",
            expected: .rowValue(column: "Name", test: ValueTest(conditions: [.statistic(.duplicate)]))),
        .init(when: "{ not: { value: max } }", expected: .not(value(.statistic(.max)))),
        .init(
            when: "{ any: [{ value: max }, { value: { bottom: 2 } }] }",
            expected: .any([value(.statistic(.max)), value(.statistic(.bottom(2)))])),
    ]

    @Test(arguments: cases)
    func loadsAsExpected(_ example: PredicateCase) throws {
        let yaml = theme("t", "rules:\n  - when: \(example.when)\n    style: { borderWidth: 1 }\n")
        let result = load(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.theme?.rules.first?.when == example.expected)
        #expect(try SchemaAgreementTests().schemaErrors(yaml).isEmpty)
    }

    @Test func scaleAndBarLoad() throws {
        let yaml = theme(
            "t",
            """
            cell: { bar: none }
            rules:
              - when: { column: { name: Amount } }
                style:
                  backgroundColor:
                    scale:
                      - { at: min, color: "#F8696B" }
                      - { at: { percentile: 50 }, color: "#FFEB84" }
                      - { at: max, color: "#63BE7B" }
                  textColor: { scale: [{ at: -5, color: systemRed }, { at: mean, color: systemBlue }, { at: median, color: black }] }
                  bar: { color: systemBlue, negativeColor: systemRed, min: 0, max: { percentile: 90 } }

            """)
        let result = load(yaml)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(try SchemaAgreementTests().schemaErrors(yaml).isEmpty)
        let loaded = try #require(result.theme)
        #expect(loaded.cell.bar?.value == BarSpec.none)
        let style = try #require(loaded.rules.first?.style)
        #expect(style.backgroundColor == nil)
        #expect(style.backgroundColorScale?.value.map(\.at) == [.min, .percentile(50), .max])
        #expect(style.textColorScale?.value.map(\.at) == [.number(-5), .mean, .median])
        #expect(
            style.bar?.value
                == .bar(
                    color: .semantic(.systemBlue), negativeColor: .semantic(.systemRed), min: .number(0),
                    max: .percentile(90)))
    }

    /// A mistake, and where both the loader and the schema point (`line:column`).
    struct Broken: Sendable, CustomTestStringConvertible {
        var label: String
        var body: String
        var marks: Set<String>
        var testDescription: String { label }
    }

    static let broken: [Broken] = [
        Broken(label: "top 0", body: "rules:\n  - when: { value: { top: 0 } }\n", marks: ["4:27"]),
        Broken(label: "top 1.5", body: "rules:\n  - when: { value: { top: 1.5 } }\n", marks: ["4:27"]),
        Broken(label: "topPercent 0", body: "rules:\n  - when: { value: { topPercent: 0 } }\n", marks: ["4:34"]),
        Broken(
            label: "bottomPercent 101", body: "rules:\n  - when: { value: { bottomPercent: 101 } }\n",
            marks: ["4:37"]),
        Broken(label: "unknown keyword", body: "rules:\n  - when: { value: maximum }\n", marks: ["4:20"]),
        Broken(
            label: "scale in cell",
            body: "cell:\n  backgroundColor: { scale: [{ at: 0, color: systemRed }, { at: 1, color: systemBlue }] }\n",
            marks: ["4:22"]),
        Broken(
            label: "one stop",
            body: "rules:\n  - style: { textColor: { scale: [{ at: 0, color: systemRed }] } }\n", marks: ["4:34"]),
        Broken(
            label: "six stops",
            body:
                "rules:\n  - style: { textColor: { scale: [{ at: 0, color: systemRed }, { at: 1, color: systemRed }, { at: 2, color: systemRed }, { at: 3, color: systemRed }, { at: 4, color: systemRed }, { at: 5, color: systemRed }] } }\n",
            marks: ["4:34"]),
        Broken(
            label: "bad at",
            body:
                "rules:\n  - style: { textColor: { scale: [{ at: top, color: systemRed }, { at: 1, color: systemRed }] } }\n",
            marks: ["4:41"]),
        Broken(
            label: "percentile 120",
            body:
                "rules:\n  - style: { textColor: { scale: [{ at: { percentile: 120 }, color: systemRed }, { at: 1, color: systemRed }] } }\n",
            marks: ["4:55"]),
        Broken(
            label: "stop without color",
            body: "rules:\n  - style: { textColor: { scale: [{ at: 0 }, { at: 1, color: systemRed }] } }\n",
            marks: ["4:35"]),
        Broken(label: "bar without color", body: "rules:\n  - style: { bar: { min: 0 } }\n", marks: ["4:19"]),
        Broken(label: "bar keyword", body: "rules:\n  - style: { bar: yes }\n", marks: ["4:19"]),
        Broken(
            label: "bar unknown key", body: "rules:\n  - style: { bar: { color: systemRed, width: 3 } }\n",
            marks: ["4:39"]),
    ]

    @Test(arguments: broken)
    func mistakesAreSchemaErrorsAtTheSamePlace(_ fixture: Broken) throws {
        let yaml = theme("t", fixture.body)
        let diagnostics = load(yaml).diagnostics
        #expect(Set(diagnostics.map { "\($0.location.line):\($0.location.column)" }) == fixture.marks)
        #expect(diagnostics.allSatisfy { $0.code == .schema }, "\(diagnostics.map(\.message))")
        let errors = try SchemaAgreementTests().schemaErrors(yaml)
        // The schema refuses it too (it may point at the enclosing value of an `anyOf`).
        #expect(!errors.isEmpty)
    }
}
