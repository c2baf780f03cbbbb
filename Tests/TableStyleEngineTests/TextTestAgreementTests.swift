import TableStyleEngine
import TableStyleRegex
import TableStyleTheme
import Testing

/// The engine tests cell text over its UTF-8 bytes (byte automata for regexes, ASCII folding for
/// `ignoreCase`) and falls back to the Unicode-aware path when bytes are not enough. Every text test form,
/// with and without `ignoreCase`, must give the answer of a plain reading of
/// Docs/ThemeFormat.md#conditions-when — code-point
/// comparison after `lowercased()`, and `BoundedRegex` over the text — on ASCII and non-ASCII text, both
/// cell by cell and through the whole-row path, where the test is a row's own value and a `rowValue`.
@Suite struct TextTestAgreementTests {
    static let texts = [
        "Overdue", "OVERDUE", "overdue!", "late", "Late fee", "", "x", "Über", "über", "ÜBER uns", "straße",
        "STRASSE", "İstanbul", "i̇stanbul", "e\u{301}t\u{E9}", "ﬁle", "ΑΒΓ late", "due", "zz due", "Ünder due",
        // 4 to 16 bytes (compared a word at a time) and beyond.
        "Overdue Payment", "OVERDUE PAYMENTS", "overdue payment!", "Partially Paid", "PAID", "paid", "Paid@",
        "Northeast", "NORTH", "north-west region",
    ]

    enum Form: String, CaseIterable, Sendable {
        case equals, contains, prefix, suffix, matches
    }

    static let needles: [Form: [String]] = [
        .equals: ["overdue", "Overdue", "über", "straße", "", "i̇stanbul", "paid", "overdue payment", "partially paid"],
        .contains: ["due", "ÜB", "ss", "", "e\u{301}", "late"],
        .prefix: ["over", "Ü", "i̇", "stra", "", "ΑΒ", "north", "overdue pay", "overdue payments"],
        .suffix: ["due", "uns", "E", "", "\u{E9}", "fee", "paid", "due payment", "t!"],
        .matches: ["^(overdue|late)", "due$", "^ü", "a.e", "^$", "ß", "[a-c]", "^\\w+$", "e\u{301}"],
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var form: Form
        var needle: String
        var ignoreCase: Bool
        var testDescription: String { "\(form.rawValue) \"\(needle)\"\(ignoreCase ? " ignoreCase" : "")" }
    }

    static let cases: [Case] = Form.allCases.flatMap { form in
        (needles[form] ?? []).flatMap { needle in
            [false, true].map { Case(form: form, needle: needle, ignoreCase: $0) }
        }
    }

    /// Docs/ThemeFormat.md#conditions-when read plainly:
    /// compare code points, after `lowercased()` on both sides when ignoring case.
    static func expected(_ example: Case, _ text: String) throws -> Bool {
        let fold = { (value: String) in example.ignoreCase ? value.lowercased() : value }
        let haystack = Array(fold(text).utf8)
        let needle = Array(fold(example.needle).utf8)
        switch example.form {
        case .equals: return haystack == needle
        case .prefix: return haystack.starts(with: needle)
        case .suffix: return haystack.reversed().starts(with: needle.reversed())
        case .contains:
            if needle.isEmpty { return true }
            guard needle.count <= haystack.count else { return false }
            return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
        case .matches:
            return try BoundedRegex(example.needle, ignoreCase: example.ignoreCase).firstMatch(in: text)
        }
    }

    static func condition(_ example: Case) -> ValueCondition {
        switch example.form {
        case .equals: return .equals(example.needle)
        case .contains: return .contains(example.needle)
        case .prefix: return .prefix(example.needle)
        case .suffix: return .suffix(example.needle)
        case .matches: return .matches(example.needle)
        }
    }

    @Test(arguments: cases)
    func textTestsAgreeWithThePlainReading(_ example: Case) throws {
        let test = ValueTest(conditions: [Self.condition(example)], ignoreCase: example.ignoreCase)
        let theme = Theme(
            name: "text", table: TableSettings(),
            rules: [
                Fixture.rule(
                    "own", line: 10, when: .all([.column(.name("Name")), .value(test)]),
                    style: Fixture.style(italic: true), label: "own"),
                Fixture.rule(
                    "row", line: 11, when: .rowValue(column: "Status", test: test),
                    style: Fixture.style(weight: .bold), label: "row"),
            ],
            file: Fixture.file)
        let bound = try CompiledTheme(theme: theme).bind(to: Fixture.shape)
        var ids = Array(repeating: StyleID(rawValue: 0), count: Fixture.columns.count)
        for (index, text) in Self.texts.enumerated() {
            let row: [CellValue] = [.text(text), .int(1), .text(text), .int(2)]
            let expected = try Self.expected(example, text)
            let name = Fixture.body(index, of: Self.texts.count, column: 0)
            let labels = bound.labels(for: name, in: row)
            #expect(labels.contains("own") == expected, "own value \"\(text)\"")
            #expect(labels.contains("row") == expected, "rowValue \"\(text)\"")
            bound.styleIDs(forRow: index, rowCount: Self.texts.count, values: row, into: &ids)
            for column in ids.indices {
                let cell = Fixture.body(index, of: Self.texts.count, column: column)
                #expect(ids[column] == bound.styleID(for: cell, in: row), "whole row, column \(column), \"\(text)\"")
            }
            #expect(bound.style(ids[0]).font.italic == expected, "whole row, own value \"\(text)\"")
        }
    }
}
