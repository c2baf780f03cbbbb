/// An exact decimal number read from its text: `(isNegative ? -1 : 1) × digits × 10^exponent`.
///
/// It keeps the digits as written (`1.50` is 150 × 10⁻², so it still shows two places) and does every
/// step of a value format on the digit string: shifting the point, rounding and writing. Nothing goes
/// through binary floating point, so `2.675` rounds to `2.68`.
struct DecimalText: Sendable, Hashable {
    /// The most digits (integer and fraction places together) ``plainDigits(minimumFractionDigits:)``
    /// writes; a longer expansion (`1e5000`, or `1e-5000` kept to its last place) is refused, so a short
    /// text never allocates without bound.
    static let maximumWrittenDigits = 4096

    /// Exponents are read up to this magnitude and held there beyond it: any exponent this large already
    /// expands past ``maximumWrittenDigits`` or rounds away, and the arithmetic stays far from overflow
    /// even where `Int` has 32 bits.
    static let exponentLimit = 100_000_000

    /// Whether the number was written with a minus sign (kept for zero: `-0` is negative zero).
    var isNegative: Bool
    /// The coefficient's digits, 0…9, most significant first, without leading zeros; empty for zero.
    /// Trailing zeros are kept: they are places as written.
    var digits: [UInt8]
    /// The power of ten the coefficient is multiplied by.
    var exponent: Int

    /// Reads a number written `[+-]?(D+(.D*)?|.D+)([eE][+-]?D+)?` (D a digit 0–9): the data files' number
    /// syntax, which includes JSON's and the shortest text of a `Double`, `Int` or `Decimal`.
    ///
    /// - Parameter text: The number's text as written.
    /// - Returns: `nil` when the text is not in that syntax.
    init?(_ text: String) {
        var bytes = text.utf8.makeIterator()
        var current = bytes.next()
        var isNegative = false
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
            isNegative = current == UInt8(ascii: "-")
            current = bytes.next()
        }
        var digits: [UInt8] = []
        var placesWritten = 0
        var fractionDigits = 0
        var sawPoint = false
        while let byte = current {
            if byte >= 0x30, byte <= 0x39 {
                placesWritten += 1
                if sawPoint { fractionDigits += 1 }
                // Leading zeros carry no value; the fraction count keeps their places.
                if !digits.isEmpty || byte != 0x30 { digits.append(byte - 0x30) }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            current = bytes.next()
        }
        guard placesWritten > 0 else { return nil }
        var writtenExponent = 0
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            current = bytes.next()
            var exponentIsNegative = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                exponentIsNegative = current == UInt8(ascii: "-")
                current = bytes.next()
            }
            var exponentDigits = 0
            while let byte = current, byte >= 0x30, byte <= 0x39 {
                exponentDigits += 1
                writtenExponent = min(writtenExponent * 10 + Int(byte - 0x30), Self.exponentLimit)
                current = bytes.next()
            }
            guard exponentDigits > 0 else { return nil }
            if exponentIsNegative { writtenExponent = -writtenExponent }
        }
        guard current == nil else { return nil }
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = writtenExponent - fractionDigits
    }

    /// Creates a number from its parts.
    ///
    /// - Parameters:
    ///   - isNegative: Whether it is negative.
    ///   - digits: The coefficient's digits, 0…9, without leading zeros.
    ///   - exponent: The power of ten.
    init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
    }

    /// Whether the number is zero (whatever its sign and places).
    var isZero: Bool { digits.isEmpty }

    /// The number of digits before the decimal point, not counting leading zeros (0 for |v| < 1): the
    /// number is at least 10^(n−1) in magnitude.
    var integerDigitCount: Int { digits.isEmpty ? 0 : max(digits.count + exponent, 0) }

    /// Multiplies by 10^places: moves the decimal point right (left for negative `places`).
    ///
    /// - Parameter places: The places to move.
    mutating func shift(by places: Int) {
        exponent += places
    }

    /// Rounds to `places` decimal places, exact halves away from zero. A number with fewer places is
    /// unchanged (``plainDigits(minimumFractionDigits:)`` pads it).
    ///
    /// - Parameter places: The decimal places to keep (≥ 0).
    mutating func round(toPlaces places: Int) {
        let dropped = -places - exponent
        guard dropped > 0 else { return }
        exponent = -places
        guard dropped <= digits.count else {
            // Every written digit lies below the first dropped place: less than half a unit.
            digits.removeAll()
            return
        }
        let roundsUp = digits[digits.count - dropped] >= 5
        digits.removeLast(dropped)
        guard roundsUp else { return }
        var index = digits.count - 1
        while index >= 0, digits[index] == 9 {
            digits[index] = 0
            index -= 1
        }
        if index >= 0 {
            digits[index] += 1
        } else {
            digits.insert(1, at: 0)
        }
    }

    /// Drops the zeros after the decimal point at the end of the number (`1.500` → `1.5`, `2.0` → `2`).
    mutating func dropTrailingFractionZeros() {
        while exponent < 0, digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
    }

    /// How many digits ``plainDigits(minimumFractionDigits:)`` writes, without writing them.
    ///
    /// - Parameter minimumFractionDigits: The places to pad to with zeros.
    /// - Returns: The integer and fraction digit counts, or `nil` when together they would exceed
    ///   ``maximumWrittenDigits``.
    func plainDigitCounts(minimumFractionDigits: Int = 0) -> (integer: Int, fraction: Int)? {
        let integerCount = max(integerDigitCount, 1)
        let fractionCount = max(-exponent, minimumFractionDigits, 0)
        guard integerCount + fractionCount <= Self.maximumWrittenDigits else { return nil }
        return (integerCount, fractionCount)
    }

    /// One ASCII digit of the plain notation: `position` counts from the first integer digit, and the
    /// fraction digits follow the `integerCount` integer digits (``plainDigitCounts(minimumFractionDigits:)``).
    /// Places beyond the written digits (padding, zeros before the point) are `0`.
    ///
    /// - Parameters:
    ///   - position: The digit's place in the plain notation.
    ///   - integerCount: The integer digit count.
    /// - Returns: The ASCII digit.
    func plainDigit(at position: Int, integerCount: Int) -> UInt8 {
        // The decimal point sits before `digits[digits.count + exponent]`.
        let index = position - integerCount + digits.count + exponent
        return UInt8(ascii: "0") + (index >= 0 && index < digits.count ? digits[index] : 0)
    }

    /// The number's digits in plain notation, without its sign: integer digits (at least one, `0` for
    /// |v| < 1) and fraction digits (as many as the number has places, at least `minimumFractionDigits`).
    ///
    /// - Parameter minimumFractionDigits: The places to pad to with zeros.
    /// - Returns: The integer digits and the fraction digits as ASCII, or `nil` when together they would
    ///   exceed ``maximumWrittenDigits``.
    func plainDigits(minimumFractionDigits: Int = 0) -> (integer: [UInt8], fraction: [UInt8])? {
        let integerCount = max(integerDigitCount, 1)
        let fractionCount = max(-exponent, minimumFractionDigits, 0)
        guard integerCount + fractionCount <= Self.maximumWrittenDigits else { return nil }
        let zero = UInt8(ascii: "0")
        // The decimal point sits before `digits[pointIndex]`: a negative index puts zeros between point and digits.
        let pointIndex = digits.count + exponent
        var integer: [UInt8] = []
        integer.reserveCapacity(integerCount)
        if pointIndex <= 0 || digits.isEmpty {
            integer.append(zero)
        } else {
            for index in 0..<min(pointIndex, digits.count) { integer.append(zero + digits[index]) }
            if pointIndex > digits.count {
                integer.append(contentsOf: repeatElement(zero, count: pointIndex - digits.count))
            }
        }
        var fraction: [UInt8] = []
        fraction.reserveCapacity(fractionCount)
        if exponent < 0, !digits.isEmpty {
            if pointIndex < 0 { fraction.append(contentsOf: repeatElement(zero, count: -pointIndex)) }
            for index in max(pointIndex, 0)..<digits.count { fraction.append(zero + digits[index]) }
        }
        if fraction.count < fractionCount {
            fraction.append(contentsOf: repeatElement(zero, count: fractionCount - fraction.count))
        }
        return (integer, fraction)
    }
}
