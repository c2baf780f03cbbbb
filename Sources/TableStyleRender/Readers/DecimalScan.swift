/// One pass over a field's bytes against the CSV number grammar `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?`
/// (``CSVFieldTyping``), collecting what a number is made of on the way.
struct DecimalScan {
    var negative = false
    var sawPoint = false
    var sawExponent = false
    /// The first 19 significant digits as an integer.
    var mantissa: UInt64 = 0
    /// Whether significant digits were left out of ``mantissa``.
    var inexact = false
    /// The power of ten ``mantissa`` is scaled by, or `nil` when the written exponent is huge.
    var exponent: Int?

    /// Reads the decimal digits from `index` on into `value` (times ten plus each digit, wrapping; exact
    /// for up to 19 digits), leaving `index` at the first byte that is not a digit: the one digit loop
    /// of the number scans.
    @inline(__always)
    static func accumulateDigits(_ field: UnsafeBufferPointer<UInt8>, from index: inout Int, into value: inout UInt64) {
        let count = field.count
        while index < count {
            let digit = field[index] &- 0x30
            guard digit < 10 else { break }
            value = value &* 10 &+ UInt64(digit)
            index += 1
        }
    }

    /// Scans `field`; `nil` when it is not a number by the grammar.
    init?(_ field: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = field.count
        if index < count, field[index] == UInt8(ascii: "+") || field[index] == UInt8(ascii: "-") {
            negative = field[index] == UInt8(ascii: "-")
            index += 1
        }
        // Every digit goes into the mantissa as it comes (a leading zero adds nothing); with at most 19
        // digits in all that is exact, and the scale is minus the number of fraction digits. Longer
        // mantissas are read again by ``longMantissa(_:from:)``, which keeps the first 19 significant.
        let digitsStart = index
        var value: UInt64 = 0
        DecimalScan.accumulateDigits(field, from: &index, into: &value)
        var digits = index - digitsStart
        var fractionDigits = 0
        if index < count, field[index] == UInt8(ascii: ".") {
            sawPoint = true
            index += 1
            let fractionStart = index
            DecimalScan.accumulateDigits(field, from: &index, into: &value)
            fractionDigits = index - fractionStart
            digits += fractionDigits
        }
        guard digits > 0 else { return nil }
        var scale = -fractionDigits
        if digits > 19 {
            (mantissa, inexact, scale) = Self.longMantissa(field, from: digitsStart)
        } else {
            mantissa = value
        }
        var written = 0
        var huge = false
        if index < count, field[index] == UInt8(ascii: "e") || field[index] == UInt8(ascii: "E") {
            sawExponent = true
            index += 1
            var exponentNegative = false
            if index < count, field[index] == UInt8(ascii: "+") || field[index] == UInt8(ascii: "-") {
                exponentNegative = field[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponentDigits = 0
            while index < count, field[index] &- 0x30 < 10 {
                if written < 1_000_000 { written = written * 10 + Int(field[index] &- 0x30) } else { huge = true }
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            if exponentNegative { written = -written }
        }
        guard index == count else { return nil }
        exponent = huge ? nil : scale + written
    }

    /// The first 19 significant digits of the mantissa that starts at `start` (its digits, a point,
    /// its fraction digits), whether any were left out, and the power of ten they are scaled by: up for
    /// integer digits left out, down for every fraction digit (leading zeros included) right of the point.
    static func longMantissa(_ field: UnsafeBufferPointer<UInt8>, from start: Int) -> (UInt64, Bool, Int) {
        var mantissa: UInt64 = 0
        var inexact = false
        var significant = 0
        var scale = 0
        var index = start
        var fraction = false
        while index < field.count {
            let byte = field[index]
            if byte == UInt8(ascii: "."), !fraction {
                fraction = true
                index += 1
                continue
            }
            let digit = byte &- 0x30
            guard digit < 10 else { break }
            if mantissa == 0 && digit == 0 {
                // A leading zero: no significant digit yet.
                if fraction { scale -= 1 }
            } else if significant < 19 {
                mantissa = mantissa * 10 + UInt64(digit)
                significant += 1
                if fraction { scale -= 1 }
            } else {
                inexact = true
                if !fraction { scale += 1 }
            }
            index += 1
        }
        return (mantissa, inexact, scale)
    }
}
