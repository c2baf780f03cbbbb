import Foundation

extension ValueFormat {
    /// The letters of the abbreviation units, by power of a thousand (none for units).
    private static let unitLetters: [UInt8] = [
        0, UInt8(ascii: "k"), UInt8(ascii: "M"), UInt8(ascii: "B"), UInt8(ascii: "T"),
    ]

    /// The displayed text of a number, from its text as written.
    ///
    /// The caller passes numbers only (a value format applies to numbers; any other value displays as
    /// written). The number is handled in exact decimal on its digits, in this order:
    /// 1. normalise: drop `+`, expand an exponent, drop leading zeros of the integer part (`.5` → `0.5`,
    ///    `5.` → `5`, `007` → `7`, `1.50e1` → `15.0`); the places as written are kept;
    /// 2. ``percent``: move the point two places right;
    /// 3. ``abbreviate``: with |v| ≥ 1000, divide by the largest of 10³, 10⁶, 10⁹, 10¹² not above |v| and
    ///    remember its letter; when rounding reaches 1000 and a larger unit exists, use it and round again
    ///    (a number below 1000 that rounds to 1000 takes `k`: 999.96 with 1 decimal is `1.0k`); with
    ///    `decimals` `nil`, an abbreviated number drops the zeros at the end of its fraction (1500 → `1.5k`);
    /// 4. ``decimals``: round to n places, exact halves away from zero, and pad with zeros to n places;
    /// 5. ``zero``: a number equal to zero after rounding (or as written, with `decimals` `nil`) displays as
    ///    the zero text alone, without prefix, suffix or parentheses;
    /// 6. zero is never negative: `-0.001` with 2 decimals is `0.00`, `-0` is `0`;
    /// 7. ``grouping`` puts ``groupingSeparator`` between groups of three integer digits from the right,
    ///    an abbreviated number's too (`1,000T`); the point is written as ``decimalSeparator``, with or
    ///    without grouping;
    /// 8. `prefix + digits + letter + "%" + suffix`, then `-` before it or `(` `)` around it for a negative
    ///    number, as ``negative`` says.
    ///
    /// With every sub-key at its default the text is returned as written (`+1e3` stays `+1e3`). Text that
    /// is not a number (`[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?`), and a number whose display would need more
    /// than 4,096 digits (`1e5000`), is also returned as written.
    ///
    /// - Parameter text: A number's text as written.
    /// - Returns: The text to display.
    public func display(_ text: String) -> String {
        guard !isDefault, var number = DecimalText(text) else { return text }
        if percent { number.shift(by: 2) }
        var unit = 0
        if abbreviate {
            let digits = number.integerDigitCount
            unit = digits > 3 ? min((digits - 1) / 3, Self.unitLetters.count - 1) : 0
            number.shift(by: -3 * unit)
        }
        // Past the longest display there is nothing to round to: clamping keeps the place arithmetic in range.
        let places = decimals.map { min(max($0, 0), DecimalText.maximumWrittenDigits + 1) }
        var shown = number
        if let places {
            shown.round(toPlaces: places)
            if abbreviate, shown.integerDigitCount > 3, unit < Self.unitLetters.count - 1 {
                // Rounding reached 1000 of this unit: the unscaled value is below 1000, so one step up suffices.
                unit += 1
                number.shift(by: -3)
                shown = number
                shown.round(toPlaces: places)
            }
        } else if unit > 0 {
            shown.dropTrailingFractionZeros()
        }
        if shown.isZero {
            if let zero { return zero }
            shown.isNegative = false
        }
        return assemble(shown, places: places ?? 0, unit: unit) ?? text
    }

    /// The displayed text of an integer given in code, formatted from its decimal digits by
    /// ``display(_:)-(String)``.
    ///
    /// - Parameter value: The number.
    /// - Returns: The text to display.
    public func display(_ value: Int) -> String {
        display(String(value))
    }

    /// The displayed text of a `Decimal` given in code, formatted from its exact decimal text (its
    /// `description`) by ``display(_:)-(String)``; NaN displays as `NaN`.
    ///
    /// - Parameter value: The number.
    /// - Returns: The text to display.
    public func display(_ value: Decimal) -> String {
        display(value.description)
    }

    /// Step 8: the pieces around the digits, and the digits grouped and with their decimal separator,
    /// written straight into the result (measured first: a short display allocates nothing).
    ///
    /// - Returns: The text, or `nil` when the digits would exceed ``DecimalText/maximumWrittenDigits``.
    private func assemble(_ number: DecimalText, places: Int, unit: Int) -> String? {
        guard let (integerCount, fractionCount) = number.plainDigitCounts(minimumFractionDigits: places) else {
            return nil
        }
        let parenthesised = number.isNegative && negative == .parentheses
        let separators = grouping ? (integerCount - 1) / 3 : 0
        var length = prefix.utf8.count + integerCount + separators * groupingSeparator.utf8.count + suffix.utf8.count
        if number.isNegative { length += parenthesised ? 2 : 1 }
        if fractionCount > 0 { length += decimalSeparator.utf8.count + fractionCount }
        if unit > 0 { length += 1 }
        if percent { length += 1 }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                guard count < buffer.count else { return }
                buffer[count] = byte
                count += 1
            }
            func put(_ text: String) { for byte in text.utf8 { put(byte) } }
            if number.isNegative { put(parenthesised ? UInt8(ascii: "(") : UInt8(ascii: "-")) }
            put(prefix)
            for position in 0..<integerCount {
                if position > 0, separators > 0, (integerCount - position) % 3 == 0 { put(groupingSeparator) }
                put(number.plainDigit(at: position, integerCount: integerCount))
            }
            if fractionCount > 0 {
                put(decimalSeparator)
                for position in integerCount..<(integerCount + fractionCount) {
                    put(number.plainDigit(at: position, integerCount: integerCount))
                }
            }
            if unit > 0 { put(Self.unitLetters[unit]) }
            if percent { put(UInt8(ascii: "%")) }
            put(suffix)
            if parenthesised { put(UInt8(ascii: ")")) }
            return count
        }
    }
}
