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

    /// Scans `field`; `nil` when it is not a number by the grammar.
    init?(_ field: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = field.count
        if index < count, field[index] == UInt8(ascii: "+") || field[index] == UInt8(ascii: "-") {
            negative = field[index] == UInt8(ascii: "-")
            index += 1
        }
        var digits = 0
        var significant = 0
        // The power of ten the mantissa is scaled by: up for integer digits left out of it, down for
        // every fraction digit (leading zeros included) that sits right of the point.
        var scale = 0
        while index < count, field[index] &- 0x30 < 10 {
            let digit = field[index] &- 0x30
            if mantissa == 0 && digit == 0 {
                // A leading zero: no significant digit yet.
            } else if significant < 19 {
                mantissa = mantissa * 10 + UInt64(digit)
                significant += 1
            } else {
                inexact = true
                scale += 1
            }
            digits += 1
            index += 1
        }
        if index < count, field[index] == UInt8(ascii: ".") {
            sawPoint = true
            index += 1
            while index < count, field[index] &- 0x30 < 10 {
                let digit = field[index] &- 0x30
                if mantissa == 0 && digit == 0 {
                    scale -= 1
                } else if significant < 19 {
                    mantissa = mantissa * 10 + UInt64(digit)
                    significant += 1
                    scale -= 1
                } else {
                    inexact = true
                }
                digits += 1
                index += 1
            }
        }
        guard digits > 0 else { return nil }
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
}
