import Foundation

extension Decimal {
    /// Powers of ten a double holds exactly (10⁰ … 10²²).
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// The decimal's `description` and the double nearest to it, made without formatting and parsing a
    /// string when the significand is below 2⁵³ and the exponent within ±22 (the case of money and
    /// measurements): then the digits are written directly, and the double is the significand times or
    /// divided by an exact power of ten, one correctly rounded operation. `nil` otherwise.
    var exactTextAndNumber: (text: String, number: Double)? {
        guard !isNaN else { return nil }
        let exponent = self.exponent
        guard exponent >= -22, exponent <= 22 else { return nil }
        let digits = NSDecimalNumber(decimal: significand)
        // A significand at or above 2⁶⁴ would wrap in `uint64Value`: its double tells first.
        guard digits.doubleValue < 9_007_199_254_740_992 else { return nil }
        let mantissa = digits.uint64Value
        guard mantissa != 0 else { return ("0", 0) }
        let negative = isSignMinus
        let scale = Self.exactPowersOfTen[Swift.abs(exponent)]
        let magnitude = exponent >= 0 ? Double(mantissa) * scale : Double(mantissa) / scale
        var digitCount = 0
        var rest = mantissa
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let fraction = Swift.max(0, -exponent)
        let integerDigits = Swift.max(0, digitCount - fraction)
        let length =
            (negative ? 1 : 0)
            + (exponent >= 0 ? digitCount + exponent : (integerDigits > 0 ? integerDigits : 1) + 1 + fraction)
        let text = String(unsafeUninitializedCapacity: length) { buffer in
            var index = length
            func put(_ byte: UInt8) {
                index -= 1
                buffer[index] = byte
            }
            // Written from the end: trailing zeros, fraction digits, the point, integer digits, the sign.
            if exponent > 0 { for _ in 0..<exponent { put(UInt8(ascii: "0")) } }
            var remaining = mantissa
            var written = 0
            while remaining > 0 || written < fraction {
                put(UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
                written += 1
                if written == fraction {
                    put(UInt8(ascii: "."))
                    if remaining == 0 { put(UInt8(ascii: "0")) }
                }
            }
            if negative { put(UInt8(ascii: "-")) }
            return length
        }
        return (text, negative ? -magnitude : magnitude)
    }
}
