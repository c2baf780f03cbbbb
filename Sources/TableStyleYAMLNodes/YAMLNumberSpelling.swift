/// How the YAML 1.2 core schema spells numbers, read from a scalar's UTF-8 bytes: the one definition
/// both resolving a scalar (which decides that it is a number) and reading its value (``YAMLScalar/value``,
/// which reads the number again from the text) use.
package enum YAMLNumberSpelling {
    /// The value of a scalar resolved as a float (`!!float`, or a plain scalar that reads as one): an
    /// integer spelling as a double, a decimal integer too large for `Int`, or a float spelling.
    package static func double(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Double? {
        if let number = integer(bytes) { return Double(number) }
        return bigInteger(bytes, text) ?? float(bytes, text)
    }

    /// A spelling of `number` that ``double(_:_:)`` reads back as the same double (`.nan`, `.inf`,
    /// `-.inf`, or Swift's shortest round-tripping decimal).
    package static func spelling(of number: Double) -> String {
        if number.isNaN { return ".nan" }
        if number.isInfinite { return number < 0 ? "-.inf" : ".inf" }
        return "\(number)"
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+` when it fits in `Int`.
    package static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        if count > 2 && bytes[0] == UInt8(ascii: "0")
            && (bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x"))
        {
            let radix = bytes[1] == UInt8(ascii: "o") ? 8 : 16
            var number = 0
            for byte in bytes[2...] {
                guard let digit = hexValue(byte), digit < radix else { return nil }
                let (shifted, overflow) = number.multipliedReportingOverflow(by: radix)
                guard !overflow else { return nil }
                number = shifted + digit
            }
            return number
        }
        var index = 0
        var negative = false
        if count > 0 && (bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+")) {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < count else { return nil }
        var number = 0
        while index < count {
            let byte = bytes[index]
            guard isDigit(byte) else { return nil }
            let (shifted, overflow) = number.multipliedReportingOverflow(by: 10)
            let digit = Int(byte - UInt8(ascii: "0"))
            let (sum, overflow2) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow && !overflow2 else { return nil }
            number = sum
            index += 1
        }
        return number
    }

    /// A decimal integer too large for `Int`, kept as a double so its value is not lost.
    package static func bigInteger(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Double? {
        var digits = bytes[...]
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy(isDigit), let number = Double(text) else { return nil }
        return number
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` and the `.inf` / `.nan` spellings.
    package static func float(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Double? {
        // Only the `.inf` and `.nan` spellings end in a letter: other text skips comparing strings.
        if let last = bytes.last, last | 0x20 == UInt8(ascii: "f") || last | 0x20 == UInt8(ascii: "n") {
            switch text {
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
            case "-.inf", "-.Inf", "-.INF": return -.infinity
            case ".nan", ".NaN", ".NAN": return .nan
            default: break
            }
        }
        let count = bytes.count
        var index = 0
        func digits() -> Int {
            let start = index
            while index < count && isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
            index += 1
        }
        let integerDigits = digits()
        var bareDot = false
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionDigits = digits()
            if integerDigits == 0 && fractionDigits == 0 { return nil }
            bareDot = fractionDigits == 0
        } else if integerDigits == 0 {
            return nil
        }
        if index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        guard index == count else { return nil }
        if let number = exactDecimal(bytes) { return number }
        // Swift's parser does not take a bare trailing dot ("1." or "1.e3"), so add the zero YAML implies.
        guard bareDot else { return Double(text) }
        let normalized = text.replacingFirstDot()
        return Double(normalized)
    }

    /// Powers of ten that are exact doubles (10^22 is the largest).
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// The value of a float already matched by ``float(_:_:)``, when it can be computed exactly with one
    /// operation: at most 15 digits (an exact integer) scaled by a power of ten up to 10^22, itself exact,
    /// so the single rounding gives the correctly rounded result `Double(text)` gives. `nil` otherwise.
    private static func exactDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let count = bytes.count
        let negative = count > 0 && bytes[0] == UInt8(ascii: "-")
        if count > 0 && (bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+")) { index = 1 }
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var inFraction = false
        while index < count {
            let byte = bytes[index]
            if isDigit(byte) {
                mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if inFraction { fractionDigits += 1 }
            } else if byte == UInt8(ascii: ".") {
                inFraction = true
            } else {
                break
            }
            index += 1
        }
        guard digitCount <= 15 else { return nil }
        var exponent = 0
        if index < count {
            // An exponent: `e`, an optional sign, digits (checked by the caller).
            index += 1
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard count - index <= 3 else { return nil }
            while index < count {
                exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        exponent -= fractionDigits
        guard exponent >= -22 && exponent <= 22 else { return nil }
        let magnitude =
            exponent >= 0
            ? Double(mantissa) * exactPowersOfTen[exponent] : Double(mantissa) / exactPowersOfTen[-exponent]
        return negative ? -magnitude : magnitude
    }
}

extension String {
    /// The text with its first `.` replaced by `.0`.
    fileprivate func replacingFirstDot() -> String {
        guard let dot = firstIndex(of: ".") else { return self }
        return String(self[...dot]) + "0" + String(self[index(after: dot)...])
    }
}
