import TableStyleTheme
import Testing

/// `format` in bases and rules: every sub-key read with its position, bad values refused whole.
@Suite("Loader: value formats")
struct ValueFormatLoaderTests {
    /// `code@line:column: message` for each diagnostic, for whole-diagnostic assertions.
    static func described(_ result: ThemeLoadResult) -> [String] {
        result.diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func everySubKeyIsRead() throws {
        let result = load(
            theme(
                "t",
                """
                cell:
                  format:
                    decimals: 2
                    grouping: true
                    groupingSeparator: "."
                    decimalSeparator: ","
                    negative: parentheses
                    prefix: "$"
                    suffix: " kr"
                    percent: false
                    abbreviate: true
                    zero: "-"
                rules:
                  - style: { format: { decimals: none, zero: none } }
                """))
        #expect(result.diagnostics == [])
        let theme = try #require(result.theme)
        let cell = theme.cell
        #expect(cell.formatDecimals?.value == .some(2))
        #expect(cell.formatDecimals?.origin.line == 5)
        #expect(cell.formatDecimals?.origin.column == 15)
        #expect(cell.formatGrouping?.value == true)
        #expect(cell.formatGroupingSeparator?.value == ".")
        #expect(cell.formatDecimalSeparator?.value == ",")
        #expect(cell.formatNegative?.value == .parentheses)
        #expect(cell.formatPrefix?.value == "$")
        #expect(cell.formatSuffix?.value == " kr")
        #expect(cell.formatPercent?.value == false)
        #expect(cell.formatAbbreviate?.value == true)
        #expect(cell.formatZero?.value == .some("-"))
        // `none` is set (to nothing), unlike a key left out.
        let rule = try #require(theme.rules.first?.style)
        #expect(rule.formatDecimals != nil && rule.formatDecimals?.value == .none)
        #expect(rule.formatZero != nil && rule.formatZero?.value == .none)
        #expect(rule.formatPrefix == nil)
    }

    @Test func aChildMergesFormatSubKeysOneByOne() throws {
        let registry = ThemeRegistry().adding(
            themeNamed: "parent", source: theme("parent", "cell: { format: { decimals: 2, prefix: \"$\" } }\n"))
        let result = load(theme("child", "extends: parent\ncell: { format: { prefix: \"€\" } }\n"), registry: registry)
        #expect(result.diagnostics == [])
        let cell = try #require(result.theme?.cell)
        #expect(cell.formatDecimals?.value == .some(2))
        #expect(cell.formatPrefix?.value == "€")
    }

    @Test(
        arguments: [
            (
                "cell: { format: { decimals: 21 } }",
                "schema@3:29: expected an integer from 0 to 20 or none for cell.format.decimals, found 21"
            ),
            (
                "cell: { format: { decimals: -1 } }",
                "schema@3:29: expected an integer from 0 to 20 or none for cell.format.decimals, found -1"
            ),
            (
                "cell: { format: { decimals: 1.5 } }",
                "schema@3:29: expected an integer from 0 to 20 or none for cell.format.decimals, found the number 1.5"
            ),
            (
                "cell: { format: { groupingSeparator: \"12345\" } }",
                "schema@3:38: expected text of at most 4 characters for cell.format.groupingSeparator, found 5 characters"
            ),
            (
                "cell: { format: { decimalSeparator: \"·····\" } }",
                "schema@3:37: expected text of at most 4 characters for cell.format.decimalSeparator, found 5 characters"
            ),
            (
                "cell: { format: { prefix: \"12345678901234567\" } }",
                "schema@3:27: expected text of at most 16 characters for cell.format.prefix, found 17 characters"
            ),
            (
                "cell: { format: { suffix: \"12345678901234567\" } }",
                "schema@3:27: expected text of at most 16 characters for cell.format.suffix, found 17 characters"
            ),
            (
                "cell: { format: { decimal: 2 } }",
                "schema@3:19: unknown key \"decimal\" in cell.format; did you mean \"decimals\"?"
            ),
            (
                "cell: { format: { negative: brackets } }",
                "schema@3:29: expected one of minus | parentheses for cell.format.negative, found \"brackets\""
            ),
            (
                "cell: { format: { grouping: yes } }",
                "schema@3:29: expected true or false for cell.format.grouping, found the string \"yes\""
            ),
            ("cell: { format: 2 }", "schema@3:17: expected a mapping for cell.format, found the number 2"),
        ])
    func badValuesAreRefusedWithTheirPosition(body: String, expected: String) {
        let result = load(theme("t", body + "\n"))
        #expect(Self.described(result) == [expected])
        #expect(result.theme == nil)
    }
}
