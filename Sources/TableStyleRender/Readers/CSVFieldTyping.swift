import TableStyleEngine

/// How a CSV field becomes a typed value (Docs/themecheck.md#render, `--data`):
/// a field that parses as a number is a number, an
/// empty field is null, `true`/`false` are bools, the rest text).
///
/// The exact rules, applied to the field's content after unquoting (quoting never changes the type):
/// - empty (`` or `""`) → null;
/// - exactly `true` or `false` (lower case) → bool;
/// - a decimal number `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?` (D a digit 0–9, no spaces, no thousands
///   separators) → an integer when it has no `.` and no exponent and fits `Int`, else a double when the
///   double is finite; `inf`, `nan`, hex (`0x1F`) and overflowing exponents (`1e999`) stay text;
/// - anything else → text.
/// The text shown is always the field as written (`"007"` is the integer 7 shown as `007`).
public enum CSVFieldTyping {
    /// The typed value of a field.
    ///
    /// - Parameter field: The field's content, unquoted.
    /// - Returns: Its value.
    public static func value(of field: String) -> CellValue {
        let typed = field.utf8.withContiguousStorageIfAvailable { nonTextValue(utf8: $0) }
        if let typed { return typed ?? .text(field) }
        return Array(field.utf8).withUnsafeBufferPointer { nonTextValue(utf8: $0) } ?? .text(field)
    }

    /// The typed value of a field's UTF-8 bytes, or `nil` when the field is text (then the caller makes
    /// the `String`, and only then). Numbers are parsed from the bytes: integers exactly, decimals of up
    /// to 19 significant digits with an exponent of at most ±22 by one correctly rounded multiplication
    /// or division (both operands exact), the rest through `Double(String)`.
    ///
    /// - Parameter field: The field's content, unquoted.
    /// - Returns: Its value, or `nil` for text.
    @inline(__always)
    static func nonTextValue(utf8 field: UnsafeBufferPointer<UInt8>) -> CellValue? {
        let count = field.count
        if count == 0 { return .null }
        let first = field[0]
        // A number starts with a digit, a sign or a point; anything else is a bool or text.
        guard
            first &- 0x30 < 10 || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".")
        else {
            if count == 4, first == 0x74, field[1] == 0x72, field[2] == 0x75, field[3] == 0x65 { return .bool(true) }
            if count == 5, first == 0x66, field[1] == 0x61, field[2] == 0x6C, field[3] == 0x73, field[4] == 0x65 {
                return .bool(false)
            }
            return nil
        }
        // The common short forms are finished here exactly as the general path below would finish them:
        // integers `[+-]?D+` of up to 18 digits and decimals `[+-]?D*.D*` of up to 19 digits that fit
        // 2⁵³, without an exponent. Exponents, longer mantissas and the rest take ``DecimalScan``.
        var index = first &- 0x30 < 10 ? 0 : first == UInt8(ascii: ".") ? 0 : 1
        let digitsStart = index
        var value: UInt64 = 0
        DecimalScan.accumulateDigits(field, from: &index, into: &value)
        let integerDigits = index - digitsStart
        if index == count {
            if integerDigits > 0, integerDigits <= 18 {
                return .int(first == UInt8(ascii: "-") ? -Int(value) : Int(value))
            }
        } else if field[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            DecimalScan.accumulateDigits(field, from: &index, into: &value)
            let fractionDigits = index - fractionStart
            if index == count, integerDigits + fractionDigits > 0, integerDigits + fractionDigits <= 19,
                value <= 1 << 53
            {
                let magnitude = Double(value) / Self.powersOfTen[fractionDigits]
                return .double(first == UInt8(ascii: "-") ? -magnitude : magnitude)
            }
        }
        // By the grammar only an exponent may follow the digits read so far.
        guard index == count || field[index] | 0x20 == UInt8(ascii: "e") else { return nil }
        guard let number = DecimalScan(field) else { return nil }
        if !number.sawPoint && !number.sawExponent, !number.inexact {
            if number.negative, number.mantissa <= UInt64(Int.max) + 1 {
                return .int(Int(truncatingIfNeeded: 0 &- number.mantissa))
            }
            if !number.negative, number.mantissa <= UInt64(Int.max) { return .int(Int(number.mantissa)) }
        } else if !number.inexact, number.mantissa <= 1 << 53, let exponent = number.exponent,
            exponent >= -22, exponent <= 22
        {
            let magnitude =
                exponent >= 0
                ? Double(number.mantissa) * Self.powersOfTen[exponent]
                : Double(number.mantissa) / Self.powersOfTen[-exponent]
            return .double(number.negative ? -magnitude : magnitude)
        }
        // Too many digits or too large an exponent for the exact path: the standard library decides.
        if let double = Double(String(decoding: field, as: UTF8.self)), double.isFinite { return .double(double) }
        return nil
    }

    /// 10⁰ … 10²², every one exact in a `Double`.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]
}
