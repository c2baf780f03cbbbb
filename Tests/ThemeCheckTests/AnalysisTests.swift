import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme
import TableStyleYAML
import Testing

@testable import ThemeCheckCore

/// In-process tests of the pieces behind the warnings and the output formats.
@Suite struct AnalysisTests {
    static let bodyRow0 = CellSituation(section: .body, row: 0, isSelected: false, isHighlighted: false, sort: nil)
    static let bodyRow1Selected = CellSituation(
        section: .body, row: 1, isSelected: true, isHighlighted: true, sort: .descending)
    static let header = CellSituation(section: .header, row: 0, isSelected: false, isHighlighted: false, sort: nil)

    @Test(arguments: [
        (Theme.Predicate.row(.even), bodyRow0, Possibility.yes),
        (.row(.odd), bodyRow0, .no),
        (.row(.selected), bodyRow1Selected, .yes),
        (.row(.every(3, offset: 1)), bodyRow1Selected, .yes),
        (.row(.every(3, offset: 2)), bodyRow1Selected, .no),
        (.row(.last), bodyRow0, .maybe),
        (.row(.last), header, .yes),
        (.column(.highlighted), bodyRow1Selected, .yes),
        (.column(.name("Amount")), bodyRow0, .maybe),
        (.sort(.descending), bodyRow1Selected, .yes),
        (.sort(.ascending), bodyRow0, .no),
        (.section([.header, .footer]), header, .yes),
        (.custom(name: "x", arguments: [:]), bodyRow0, .maybe),
        (.all([]), bodyRow0, .yes),
        (.any([]), bodyRow0, .no),
        (.not(.row(.even)), bodyRow0, .no),
        (.not(.value(ValueTest(conditions: [.kind(.negative)]))), bodyRow0, .maybe),
        (.any([.row(.odd), .column(.name("A"))]), bodyRow0, .maybe),
        (.all([.row(.even), .column(.name("A"))]), bodyRow0, .maybe),
        (.value(ValueTest(conditions: [.greaterThan(10), .lessThan(5)])), bodyRow0, .no),
        (.value(ValueTest(conditions: [.lessThan(-1e300)])), bodyRow0, .maybe),
        (.value(ValueTest(conditions: [.between(1, 2), .equalTo(2)])), bodyRow0, .maybe),
        (.value(ValueTest(conditions: [.kind(.negative), .kind(.positive)])), bodyRow0, .no),
        (.value(ValueTest(conditions: [.kind(.text), .kind(.number)])), bodyRow0, .no),
        (.value(ValueTest(conditions: [.prefix("ab"), .suffix("yz")])), bodyRow0, .maybe),
        (.value(ValueTest(conditions: [.equals("a"), .equals("b")])), bodyRow0, .no),
        (.value(ValueTest(conditions: [.equals("ABC"), .contains("b")], ignoreCase: true)), bodyRow0, .maybe),
        (.value(ValueTest(conditions: [.equals("12"), .greaterThan(10)])), bodyRow0, .maybe),
        (.value(ValueTest(conditions: [.kind(.negative)])), header, .no),
        (.value(ValueTest(conditions: [.prefix("A")])), header, .maybe),
    ])
    func evaluatesPredicatesInThreeValuedLogic(predicate: Theme.Predicate, cell: CellSituation, expected: Possibility) {
        #expect(PredicateAnalysis.evaluate(predicate, on: cell) == expected)
    }

    @Test func rowTestsPastTheEnumeratedRowsMayHoldOnTheLastOne() {
        var last = Self.bodyRow0
        last.row = 40
        last.standsForLaterRows = true
        #expect(PredicateAnalysis.evaluate(.row(.index(5_000)), on: last) == .maybe)
        #expect(PredicateAnalysis.evaluate(.row(.every(2, offset: Int.max)), on: last) == .maybe)
        #expect(PredicateAnalysis.evaluate(.row(.index(3)), on: last) == .no)
        #expect(PredicateAnalysis.evaluate(.row(.index(5_000)), on: Self.bodyRow0) == .no)
    }

    @Test func rulesWithoutSectionTestsOnlyStyleBodyCells() {
        let origin = FileLocation(file: "t.yaml", position: SourcePosition(line: 1, column: 1))
        let plain = Rule(when: .row(.first), style: StyleSpec(), origin: origin)
        let scoped = Rule(when: .any([.section([.header]), .row(.odd)]), style: StyleSpec(), origin: origin)
        #expect(PredicateAnalysis.state(of: plain, on: Self.header) == .no)
        #expect(PredicateAnalysis.state(of: plain, on: Self.bodyRow0) == .yes)
        #expect(PredicateAnalysis.state(of: scoped, on: Self.header) == .yes)
        #expect(PredicateAnalysis.state(of: Rule(style: StyleSpec(), origin: origin), on: Self.header) == .no)
    }

    @Test(arguments: [
        (24.0, FontWeight.regular, true), (23.9, .black, true), (18.66, .bold, true), (18.66, .semibold, false),
        (18.6, .heavy, false), (14, .bold, false),
    ])
    func recognisesLargeText(size: Double, weight: FontWeight, large: Bool) {
        #expect(ContrastCheck.isLarge(size: .number(size), weight: .text(weight.rawValue)) == large)
    }

    @Test func enumeratesEnoughRowsForEveryColorCycleAndRowTest() {
        let origin = FileLocation(file: "t.yaml", position: SourcePosition(line: 1, column: 1))
        let theme = Theme(
            name: "t", rules: [Rule(when: .row(.every(5, offset: 7)), style: StyleSpec(), origin: origin)])
        let cells = CellSituation.enumerate(for: theme, rowColorCounts: [3, 4])
        let rows = Set(cells.filter { $0.section == .body }.map(\.row))
        // lcm(3, 4, 2, 5) = 60 rows of cycle after the largest index mentioned (7 + 5).
        #expect(rows == Set(0...(12 + 60)))
        #expect(cells.filter { $0.section != .body }.count == 10)
        let capped = CellSituation.enumerate(for: theme, rowColorCounts: [3, 4], maximumCount: 60)
        #expect(capped.count <= 60)
    }

    @Test func mergeKeepsTheMostSpecificFindingPerPosition() {
        func diagnostic(_ line: Int, _ code: Diagnostic.Code, _ message: String) -> Diagnostic {
            Diagnostic(file: "f.yaml", position: SourcePosition(line: line, column: 3), code: code, message: message)
        }
        let schema = [
            diagnostic(1, .schema, "pattern"), diagnostic(2, .schema, "unknown key"), diagnostic(4, .schema, "x"),
        ]
        let loader = [
            diagnostic(1, .color, "bad color"), diagnostic(2, .schema, "loader says"), diagnostic(3, .regex, "r"),
        ]
        let merged = ThemeFileChecker.merge(schema: schema, loader: loader)
        #expect(merged.map(\.message) == ["unknown key", "x", "bad color", "r"])
        let version = [diagnostic(1, .version, "newer")]
        #expect(ThemeFileChecker.merge(schema: schema, loader: version) == version)
    }

    @Test func githubFormatEscapesWorkflowCommandData() {
        let report = ValidationReport(
            diagnostics: [
                Diagnostic(
                    file: "a,b:c.yaml", position: SourcePosition(line: 2, column: 5), severity: .warning,
                    code: .contrast,
                    message: "50% of\nrows")
            ],
            fileCount: 1)
        let output = DiagnosticFormatter(format: .github, usesColor: false).format(report)
        #expect(output == "::warning file=a%2Cb%3Ac.yaml,line=2,col=5::50%25 of%0Arows\n")
    }

    @Test func humanFormatUsesColorOnlyWhenAsked() {
        let report = ValidationReport(
            diagnostics: [
                Diagnostic(file: "a.yaml", position: SourcePosition(line: 1, column: 3), code: .schema, message: "bad")
            ],
            fileCount: 1, sources: ["a.yaml": "ab\tcd\n"])
        let plain = DiagnosticFormatter(format: .human, usesColor: false).format(report)
        #expect(plain == "a.yaml:1:3: error: bad [schema]\nab\tcd\n  ^\n1 file checked: 1 error, 0 warnings.\n")
        let colored = DiagnosticFormatter(format: .human, usesColor: true).format(report)
        #expect(colored.contains("\u{1B}[1;31merror:"))
        #expect(colored.contains("\u{1B}[1;32m^"))
    }

    @Test func reportSortsByFileLineColumnAndDecidesExitCodes() {
        let report = ValidationReport(
            diagnostics: [
                Diagnostic(file: "b.yaml", position: SourcePosition(line: 1, column: 1), code: .schema, message: "1"),
                Diagnostic(
                    file: "a.yaml", position: SourcePosition(line: 9, column: 1), severity: .warning, code: .contrast,
                    message: "2"),
                Diagnostic(file: "a.yaml", position: SourcePosition(line: 2, column: 7), code: .color, message: "3"),
                Diagnostic(file: "a.yaml", position: SourcePosition(line: 2, column: 3), code: .color, message: "4"),
            ],
            fileCount: 2)
        #expect(report.diagnostics.map(\.message) == ["4", "3", "2", "1"])
        #expect(report.exitCode(strict: false) == .problems)
        let warningsOnly = ValidationReport(
            diagnostics: report.diagnostics.filter { $0.severity == .warning }, fileCount: 1)
        #expect(warningsOnly.exitCode(strict: false) == .success)
        #expect(warningsOnly.exitCode(strict: true) == .problems)
        #expect(ValidationReport(diagnostics: [], fileCount: 0).exitCode(strict: true) == .success)
    }

    /// Text tests compare code points (UTF-8 bytes), as the engine does, not canonical equivalence: a
    /// decomposed "é" has the prefix "e", and it is not the precomposed "é".
    @Test func valueTestsCompareTextByCodePointsAsTheEngineDoes() {
        let decomposed = "e\u{301}"
        let prefixed = Theme.Predicate.value(ValueTest(conditions: [.equals(decomposed), .prefix("e")]))
        #expect(PredicateAnalysis.evaluate(prefixed, on: Self.bodyRow0) == .maybe)
        let marked = Theme.Predicate.value(ValueTest(conditions: [.equals(decomposed), .suffix("\u{301}")]))
        #expect(PredicateAnalysis.evaluate(marked, on: Self.bodyRow0) == .maybe)
        let both = Theme.Predicate.value(ValueTest(conditions: [.isIn(["\u{e9}"]), .equals(decomposed)]))
        #expect(PredicateAnalysis.evaluate(both, on: Self.bodyRow0) == .no)
    }

    /// A rule on a decomposed accent written as a YAML escape gets no false `no-effect` warning.
    @Test func noEffectDoesNotFlagDecomposedText() throws {
        let source = """
            format: 1
            name: accents
            rules:
              - name: decomposed
                when: { value: { equals: "e\\u0301", prefix: "e" } }
                style: { borderWidth: 2 }
            """
        let loaded = ThemeRegistry().load(source: source, file: "accents.yaml")
        let theme = try #require(loaded.theme, "\(loaded.diagnostics)")
        #expect(theme.rules.first?.when == .value(ValueTest(conditions: [.equals("e\u{301}"), .prefix("e")])))
        var budget = AnalysisBudget()
        let analysis = ThemeAnalysis(theme: theme, budget: &budget)
        let warnings = NoEffectCheck(analysis: analysis, file: "accents.yaml").diagnostics(budget: &budget)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
