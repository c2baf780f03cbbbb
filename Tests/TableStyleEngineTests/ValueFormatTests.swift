import Foundation
import TableStyleEngine
import Testing

@testable import TableStyleTheme

/// A format whose one non-default sub-key has no visible effect (no grouping), so a number is only
/// normalised.
private let normalising = ValueFormat(groupingSeparator: "_")

/// Every expected value here was worked out by hand from the value-format steps and cross-checked with
/// Python's `decimal` module (`quantize(…, rounding=ROUND_HALF_UP)`, which rounds halves away from zero).
@Suite("ValueFormat")
struct ValueFormatTests {
    /// Step 1: `+` dropped, exponent expanded, leading integer zeros dropped, places as written kept.
    @Test(
        arguments: [
            ("+1", normalising, "1"),
            ("+1.5", normalising, "1.5"),
            (".5", normalising, "0.5"),
            ("-.5", normalising, "-0.5"),
            ("5.", normalising, "5"),
            ("-5.", normalising, "-5"),
            ("007", normalising, "7"),
            ("-007.50", normalising, "-7.50"),
            ("000", normalising, "0"),
            ("0.0", normalising, "0.0"),
            ("00.05", normalising, "0.05"),
            ("1.50", normalising, "1.50"),
            ("1.5e3", normalising, "1500"),
            ("1.5E+3", normalising, "1500"),
            ("-2E-3", normalising, "-0.002"),
            ("1.50e1", normalising, "15.0"),
            ("15e-1", normalising, "1.5"),
            ("100e-2", normalising, "1.00"),
            ("1e0", normalising, "1"),
            ("1e-07", normalising, "0.0000001"),
            ("5.e2", normalising, "500"),
            ("0e5", normalising, "0"),
            ("0e-3", normalising, "0.000"),
            ("1e21", normalising, "1000000000000000000000"),
            ("12345678901234567890123456789", normalising, "12345678901234567890123456789"),
            ("0.000000000000000000000000000001", normalising, "0.000000000000000000000000000001"),
        ] as [(String, ValueFormat, String)])
    func normalises(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// Step 2: the point moves two places right before anything else; `%` follows the number.
    @Test(
        arguments: [
            ("0.125", ValueFormat(percent: true), "12.5%"),
            ("1", ValueFormat(percent: true), "100%"),
            ("0.5", ValueFormat(percent: true), "50%"),
            ("1.50", ValueFormat(percent: true), "150%"),
            ("1e-3", ValueFormat(percent: true), "0.1%"),
            ("-0.0005", ValueFormat(percent: true), "-0.05%"),
            ("12.5", ValueFormat(percent: true), "1250%"),
            ("0.125", ValueFormat(decimals: 0, percent: true), "13%"),
            ("0.12345", ValueFormat(decimals: 1, percent: true), "12.3%"),
            ("0.12355", ValueFormat(decimals: 2, percent: true), "12.36%"),
            ("0.5", ValueFormat(suffix: " of total", percent: true), "50% of total"),
            ("12.5", ValueFormat(percent: true, abbreviate: true), "1.25k%"),
            ("12", ValueFormat(percent: true, abbreviate: true), "1.2k%"),
            ("9.9999", ValueFormat(decimals: 1, percent: true, abbreviate: true), "1.0k%"),
        ] as [(String, ValueFormat, String)])
    func percent(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// Step 3: the largest unit not above |v|; with `decimals: none`, trailing fraction zeros go.
    @Test(
        arguments: [
            ("999", ValueFormat(abbreviate: true), "999"),
            ("999.50", ValueFormat(abbreviate: true), "999.50"),
            ("0.5", ValueFormat(abbreviate: true), "0.5"),
            ("1000", ValueFormat(abbreviate: true), "1k"),
            ("1500", ValueFormat(abbreviate: true), "1.5k"),
            ("1234", ValueFormat(abbreviate: true), "1.234k"),
            ("-1500", ValueFormat(abbreviate: true), "-1.5k"),
            ("1500.00", ValueFormat(abbreviate: true), "1.5k"),
            ("1000.001", ValueFormat(abbreviate: true), "1.000001k"),
            ("10000", ValueFormat(abbreviate: true), "10k"),
            ("123456", ValueFormat(abbreviate: true), "123.456k"),
            ("1e4", ValueFormat(abbreviate: true), "10k"),
            ("1000000", ValueFormat(abbreviate: true), "1M"),
            ("1250000", ValueFormat(abbreviate: true), "1.25M"),
            ("1e9", ValueFormat(abbreviate: true), "1B"),
            ("2.5e12", ValueFormat(abbreviate: true), "2.5T"),
            ("1e15", ValueFormat(abbreviate: true), "1000T"),
            ("1234567890123456", ValueFormat(abbreviate: true), "1234.567890123456T"),
            ("1234", ValueFormat(decimals: 1, abbreviate: true), "1.2k"),
            ("1250", ValueFormat(decimals: 1, abbreviate: true), "1.3k"),
            ("1500", ValueFormat(decimals: 0, abbreviate: true), "2k"),
            ("1499", ValueFormat(decimals: 0, abbreviate: true), "1k"),
            ("1234567", ValueFormat(decimals: 2, abbreviate: true), "1.23M"),
            ("1005", ValueFormat(decimals: 2, abbreviate: true), "1.01k"),
            ("1000", ValueFormat(decimals: 2, abbreviate: true), "1.00k"),
            ("1234", ValueFormat(decimals: 1, prefix: "$", abbreviate: true), "$1.2k"),
        ] as [(String, ValueFormat, String)])
    func abbreviates(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// Step 3 with 4: rounding that reaches 1000 takes the next unit and rounds again; T is the last.
    @Test(
        arguments: [
            ("999950", ValueFormat(decimals: 1, abbreviate: true), "1.0M"),
            ("999949", ValueFormat(decimals: 1, abbreviate: true), "999.9k"),
            ("-999950", ValueFormat(decimals: 1, abbreviate: true), "-1.0M"),
            ("999500", ValueFormat(decimals: 0, abbreviate: true), "1M"),
            ("999499", ValueFormat(decimals: 0, abbreviate: true), "999k"),
            ("999999950", ValueFormat(decimals: 1, abbreviate: true), "1.0B"),
            ("999999999950", ValueFormat(decimals: 1, abbreviate: true), "1.0T"),
            ("999999999999950", ValueFormat(decimals: 1, abbreviate: true), "1000.0T"),
            ("999999999999950", ValueFormat(decimals: 1, grouping: true, abbreviate: true), "1,000.0T"),
            ("999999999999999999", ValueFormat(decimals: 0, grouping: true, abbreviate: true), "1,000,000T"),
            ("999.96", ValueFormat(decimals: 1, abbreviate: true), "1.0k"),
            ("999.94", ValueFormat(decimals: 1, abbreviate: true), "999.9"),
            ("999.5", ValueFormat(decimals: 0, abbreviate: true), "1k"),
            ("999.5", ValueFormat(decimals: 0), "1000"),
        ] as [(String, ValueFormat, String)])
    func rollsOver(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// Step 4: exact decimal rounding, halves away from zero, padded to n places.
    @Test(
        arguments: [
            ("2.675", ValueFormat(decimals: 2), "2.68"),
            ("0.125", ValueFormat(decimals: 2), "0.13"),
            ("-0.125", ValueFormat(decimals: 2), "-0.13"),
            ("1.005", ValueFormat(decimals: 2), "1.01"),
            ("2.665", ValueFormat(decimals: 2), "2.67"),
            ("1", ValueFormat(decimals: 2), "1.00"),
            ("1.5", ValueFormat(decimals: 2), "1.50"),
            ("1.234", ValueFormat(decimals: 2), "1.23"),
            ("9.995", ValueFormat(decimals: 2), "10.00"),
            ("-9.995", ValueFormat(decimals: 2), "-10.00"),
            ("0.004999", ValueFormat(decimals: 2), "0.00"),
            ("0.005", ValueFormat(decimals: 2), "0.01"),
            ("-0.005", ValueFormat(decimals: 2), "-0.01"),
            ("99.999", ValueFormat(decimals: 2), "100.00"),
            ("1e-7", ValueFormat(decimals: 2), "0.00"),
            ("1.5e3", ValueFormat(decimals: 2), "1500.00"),
            ("123.4500", ValueFormat(decimals: 2), "123.45"),
            ("+.5", ValueFormat(decimals: 2), "0.50"),
            ("0.5", ValueFormat(decimals: 0), "1"),
            ("-0.5", ValueFormat(decimals: 0), "-1"),
            ("1.49", ValueFormat(decimals: 0), "1"),
            ("2.5", ValueFormat(decimals: 0), "3"),
            ("-2.5", ValueFormat(decimals: 0), "-3"),
            ("0.4", ValueFormat(decimals: 0), "0"),
            ("12345", ValueFormat(decimals: 0), "12345"),
            ("5.", ValueFormat(decimals: 0), "5"),
            ("2.0004", ValueFormat(decimals: 3), "2.000"),
            ("2.0005", ValueFormat(decimals: 3), "2.001"),
            ("0.05", ValueFormat(decimals: 1), "0.1"),
            ("0.04999999999999999999999999", ValueFormat(decimals: 1), "0.0"),
            ("0.1", ValueFormat(decimals: 20), "0.10000000000000000000"),
            ("-2E-3", ValueFormat(decimals: 3), "-0.002"),
            ("4.9406564584124654e-324", ValueFormat(decimals: 2), "0.00"),
            ("0.0000000000000000000050", ValueFormat(decimals: 20), "0.00000000000000000001"),
            ("0.000000000000000000004999", ValueFormat(decimals: 20), "0.00000000000000000000"),
        ] as [(String, ValueFormat, String)])
    func rounds(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// Step 5: a number that is zero after rounding displays as the zero text alone.
    @Test(
        arguments: [
            ("0.004", ValueFormat(decimals: 2, zero: "–"), "–"),
            ("-0.004", ValueFormat(decimals: 2, zero: "–"), "–"),
            ("0", ValueFormat(zero: "–"), "–"),
            ("0.00", ValueFormat(zero: "–"), "–"),
            ("-0", ValueFormat(zero: "–"), "–"),
            ("0e-9", ValueFormat(zero: "–"), "–"),
            ("0.005", ValueFormat(decimals: 2, zero: "–"), "0.01"),
            ("0.001", ValueFormat(zero: "–"), "0.001"),
            (
                "-0.001", ValueFormat(decimals: 2, negative: .parentheses, prefix: "$", suffix: " USD", zero: "nil"),
                "nil"
            ),
            ("0.0004", ValueFormat(decimals: 1, percent: true, zero: "–"), "–"),
            ("0", ValueFormat(zero: ""), ""),
            ("0.4", ValueFormat(decimals: 0, abbreviate: true, zero: "none"), "none"),
        ] as [(String, ValueFormat, String)])
    func zeroText(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// Step 6: a value that is zero after rounding is never negative.
    @Test(
        arguments: [
            ("-0.001", ValueFormat(decimals: 2), "0.00"),
            ("-0.001", ValueFormat(decimals: 2, negative: .parentheses), "0.00"),
            ("-0.004", ValueFormat(decimals: 2, negative: .parentheses, prefix: "$"), "$0.00"),
            ("-0", normalising, "0"),
            ("-0e5", normalising, "0"),
            ("-0.0", normalising, "0.0"),
            ("-0", ValueFormat(decimals: 1), "0.0"),
            ("-0.4", ValueFormat(decimals: 0), "0"),
            ("-0.0004", ValueFormat(decimals: 1, suffix: " pts", percent: true), "0.0% pts"),
        ] as [(String, ValueFormat, String)])
    func negativeZero(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// Step 7: separators every three integer digits from the right; the point becomes the decimal separator.
    @Test(
        arguments: [
            ("1234567.891", ValueFormat(grouping: true), "1,234,567.891"),
            ("123", ValueFormat(grouping: true), "123"),
            ("1234", ValueFormat(grouping: true), "1,234"),
            ("-1234567", ValueFormat(grouping: true), "-1,234,567"),
            ("0.12345", ValueFormat(grouping: true), "0.12345"),
            ("1e6", ValueFormat(grouping: true), "1,000,000"),
            ("123456", ValueFormat(grouping: true), "123,456"),
            ("12345678", ValueFormat(decimals: 2, grouping: true), "12,345,678.00"),
            (
                "1234567.891", ValueFormat(grouping: true, groupingSeparator: ".", decimalSeparator: ","),
                "1.234.567,891"
            ),
            (
                "1234.5", ValueFormat(decimals: 2, grouping: true, groupingSeparator: ".", decimalSeparator: ","),
                "1.234,50"
            ),
            ("1234567", ValueFormat(grouping: true, groupingSeparator: "<=>|"), "1<=>|234<=>|567"),
            (
                "1234567.5", ValueFormat(grouping: true, groupingSeparator: "\u{202f}", decimalSeparator: "\u{66b}"),
                "1\u{202f}234\u{202f}567\u{66b}5"
            ),
            (
                "1234567.5", ValueFormat(grouping: true, groupingSeparator: "", decimalSeparator: " dot "),
                "1234567 dot 5"
            ),
            ("1234.5", ValueFormat(decimalSeparator: ","), "1234,5"),
            ("1234.5", ValueFormat(groupingSeparator: "."), "1234.5"),
            ("1234567890123456789", ValueFormat(grouping: true, abbreviate: true), "1,234,567.890123456789T"),
        ] as [(String, ValueFormat, String)])
    func groups(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// Step 8: prefix + digits + letter + % + suffix, then `-` before it or parentheses around it.
    @Test(
        arguments: [
            ("1234", ValueFormat(decimals: 2, grouping: true, prefix: "$"), "$1,234.00"),
            ("-1234", ValueFormat(decimals: 2, grouping: true, prefix: "$"), "-$1,234.00"),
            ("-1234", ValueFormat(decimals: 2, grouping: true, negative: .parentheses, prefix: "$"), "($1,234.00)"),
            ("1234", ValueFormat(decimals: 2, grouping: true, negative: .parentheses, prefix: "$"), "$1,234.00"),
            (
                "-1234", ValueFormat(decimals: 2, grouping: true, negative: .parentheses, prefix: "$", suffix: " USD"),
                "($1,234.00 USD)"
            ),
            (
                "-12.5", ValueFormat(negative: .parentheses, prefix: "≈", suffix: "!", percent: true, abbreviate: true),
                "(≈1.25k%!)"
            ),
            ("-5", ValueFormat(suffix: "€"), "-5€"),
            ("-1500", ValueFormat(prefix: "$", abbreviate: true), "-$1.5k"),
            ("-0.125", ValueFormat(negative: .parentheses, percent: true), "(12.5%)"),
            ("+1234", ValueFormat(prefix: "EUR "), "EUR 1234"),
        ] as [(String, ValueFormat, String)])
    func assembles(text: String, format: ValueFormat, expected: String) {
        #expect(format.display(text) == expected)
    }

    /// With every sub-key at its default a number displays exactly as written, not normalised.
    @Test(arguments: ["+1e3", "007", "-0", "1.50", ".5", "5.", "2.675", "1E-2", "12345678", "1e999999999"])
    func defaultFormatKeepsTheText(text: String) {
        #expect(ValueFormat.default.display(text) == text)
        #expect(ValueFormat(decimals: nil, zero: nil).display(text) == text)
    }

    /// Text outside the number syntax is not this formatter's business: it comes back unchanged.
    @Test(arguments: [
        "abc", "1,000", "", ".", "-", "1e", "e5", "--1", "1.2.3", " 1", "1 ", "inf", "nan", "0x1F", "1e+",
    ])
    func textThatIsNotANumberIsReturnedAsWritten(text: String) {
        #expect(ValueFormat(decimals: 2, grouping: true, prefix: "$").display(text) == text)
    }

    @Test func isDefaultOnlyWhenEverySubKeyIsAtItsDefault() {
        #expect(ValueFormat.default.isDefault)
        #expect(ValueFormat().isDefault)
        #expect(ValueFormat(decimals: nil, groupingSeparator: ",", negative: .minus, zero: nil).isDefault)
    }

    /// Any one sub-key off its default makes the number go through every step (`+1` loses its `+`).
    @Test(
        arguments: [
            (ValueFormat(decimals: 0), "1"), (ValueFormat(grouping: true), "1"),
            (ValueFormat(groupingSeparator: "."), "1"),
            (ValueFormat(decimalSeparator: ","), "1"), (ValueFormat(negative: .parentheses), "1"),
            (ValueFormat(prefix: "$"), "$1"), (ValueFormat(suffix: " pts"), "1 pts"),
            (ValueFormat(percent: true), "100%"),
            (ValueFormat(abbreviate: true), "1"), (ValueFormat(zero: ""), "1"),
        ] as [(ValueFormat, String)])
    func anyNonDefaultSubKeyFormats(format: ValueFormat, expected: String) {
        #expect(!format.isDefault)
        #expect(format.display("+1") == expected)
    }

    @Test func longDigitStringsStayExact() {
        let integer = "9" + String(repeating: "8", count: 299)
        #expect(normalising.display(integer) == integer)
        #expect(ValueFormat(decimals: 2).display(integer + ".995") == "9" + String(repeating: "8", count: 298) + "9.00")
        let grouped = ValueFormat(grouping: true).display("1" + String(repeating: "0", count: 299))
        #expect(grouped == "100" + String(repeating: ",000", count: 99))
        #expect(grouped.count == 300 + 99)
        let fraction = "0." + String(repeating: "3", count: 5000)
        #expect(normalising.display(fraction) == fraction)
        #expect(ValueFormat(decimals: 3).display(fraction) == "0.333")
        #expect(normalising.display("1e-400") == "0." + String(repeating: "0", count: 399) + "1")
        #expect(ValueFormat(decimals: 0).display("0." + String(repeating: "9", count: 1000)) == "1")
    }

    /// Expansion past 4,096 digits is refused (the text is shown as written) without allocating it;
    /// rounding and the zero text still apply where no expansion is needed.
    @Test func hugeExponentsAreNotExpanded() {
        #expect(normalising.display("1e4095") == "1" + String(repeating: "0", count: 4095))
        #expect(normalising.display("1e4096") == "1e4096")
        #expect(ValueFormat(decimals: 2).display("1e999999999") == "1e999999999")
        #expect(normalising.display("1e-999999999") == "1e-999999999")
        #expect(normalising.display("1e99999999999999999999999") == "1e99999999999999999999999")
        #expect(ValueFormat(decimals: 2).display("1e-999999999") == "0.00")
        #expect(ValueFormat(decimals: 2).display("-1e-99999999999999999999") == "0.00")
        #expect(normalising.display("0e999999999") == "0")
        #expect(ValueFormat(zero: "–").display("0e-999999999") == "–")
        #expect(ValueFormat(abbreviate: true).display("2e999999999") == "2e999999999")
        // Places no theme allows are clamped rather than overflowing the place arithmetic.
        #expect(ValueFormat(decimals: Int.max).display("1.5") == "1.5")
        #expect(ValueFormat(decimals: Int.min).display("1.5") == "2")
    }

    @Test func doublesAreFormattedFromTheirShortestText() {
        #expect(ValueFormat.default.display(0.1) == "0.1")
        #expect(ValueFormat(decimals: 2).display(0.1) == "0.10")
        #expect(ValueFormat.default.display(1e-7) == "1e-07")
        #expect(normalising.display(1e-7) == "0.0000001")
        #expect(normalising.display(1e-5) == "0.00001")
        #expect(ValueFormat(grouping: true).display(1e21) == "1,000,000,000,000,000,000,000")
        // The double nearest 2.675 is below it; its shortest text is exactly 2.675, which rounds up.
        #expect(ValueFormat(decimals: 2).display(2.675) == "2.68")
        #expect(ValueFormat(decimals: 2).display(0.1 + 0.2) == "0.30")
        #expect(normalising.display(0.1 + 0.2) == "0.30000000000000004")
        #expect(ValueFormat.default.display(100.0) == "100")
        #expect(ValueFormat(decimals: 1).display(100.0) == "100.0")
        #expect(ValueFormat(decimals: 2).display(-0.0) == "0.00")
        #expect(ValueFormat(decimals: 1, abbreviate: true).display(999_950.0) == "1.0M")
        #expect(normalising.display(Double.leastNonzeroMagnitude) == "0." + String(repeating: "0", count: 323) + "5")
        let largest = ValueFormat(grouping: true).display(Double.greatestFiniteMagnitude)
        #expect(largest.hasPrefix("179,769,313,486,231,570,000,"))
        #expect(largest.filter(\.isNumber).count == 309)
        #expect(ValueFormat(decimals: 2).display(Double.nan) == "nan")
        #expect(ValueFormat(decimals: 2).display(-Double.infinity) == "-inf")
    }

    @Test func integersAreFormattedFromTheirDigits() {
        #expect(ValueFormat(grouping: true).display(Int.min) == "-9,223,372,036,854,775,808")
        #expect(ValueFormat(grouping: true, negative: .parentheses).display(Int.min) == "(9,223,372,036,854,775,808)")
        #expect(ValueFormat(decimals: 1, abbreviate: true).display(Int.max) == "9223372.0T")
        #expect(ValueFormat(decimals: 2, prefix: "$").display(1234) == "$1234.00")
        #expect(ValueFormat(zero: "–").display(0) == "–")
        #expect(ValueFormat.default.display(-42) == "-42")
    }

    @Test func decimalsAreFormattedFromTheirExactText() throws {
        let value = try #require(Decimal(string: "12345.678"))
        #expect(ValueFormat.default.display(value) == "12345.678")
        #expect(ValueFormat(decimals: 2, grouping: true).display(value) == "12,345.68")
        #expect(ValueFormat(decimals: 2).display(try #require(Decimal(string: "-0.005"))) == "-0.01")
        #expect(ValueFormat(decimals: 2).display(try #require(Decimal(string: "2.675"))) == "2.68")
        #expect(
            ValueFormat(grouping: true).display(try #require(Decimal(string: "1e21")))
                == "1,000,000,000,000,000,000,000")
        #expect(ValueFormat(decimals: 2).display(Decimal.nan) == "NaN")
    }

    @Test(
        arguments: [
            ("-007.50e1", true, [7, 5, 0], -1), ("+.5", false, [5], -1), ("5.", false, [5], 0), ("0.00", false, [], -2),
            ("-0", true, [], 0), ("1E+3", false, [1], 3), ("12e-3", false, [1, 2], -3),
            ("1e99999999999", false, [1], 100_000_000),
        ] as [(String, Bool, [UInt8], Int)])
    func decimalTextReadsSignDigitsAndExponent(text: String, isNegative: Bool, digits: [UInt8], exponent: Int) throws {
        let number = try #require(DecimalText(text))
        #expect(number == DecimalText(isNegative: isNegative, digits: digits, exponent: exponent))
    }

    @Test(arguments: [
        ("9.99", 1, "10.0"), ("0.95", 0, "1"), ("123", 2, "123.00"), ("0.0049", 2, "0.00"), ("1.25", 1, "1.3"),
    ])
    func decimalTextRoundsOnItsDigits(text: String, places: Int, expected: String) throws {
        var number = try #require(DecimalText(text))
        number.round(toPlaces: places)
        let written = try #require(number.plainDigits(minimumFractionDigits: places))
        let fraction = written.fraction.isEmpty ? "" : "." + String(decoding: written.fraction, as: UTF8.self)
        #expect(String(decoding: written.integer, as: UTF8.self) + fraction == expected)
    }
}
