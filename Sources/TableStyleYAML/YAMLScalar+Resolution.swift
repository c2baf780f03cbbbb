extension YAMLScalar {
    /// The tag URIs of the YAML core schema that resolution honours.
    enum CoreTag {
        static let string = "tag:yaml.org,2002:str"
        static let int = "tag:yaml.org,2002:int"
        static let float = "tag:yaml.org,2002:float"
        static let bool = "tag:yaml.org,2002:bool"
        static let null = "tag:yaml.org,2002:null"
        static let merge = "tag:yaml.org,2002:merge"
    }

    /// Resolves a scalar's value from its text, style and explicit tag.
    ///
    /// Untagged plain scalars follow the YAML 1.2 core schema; quoted and block scalars and the
    /// non-specific tag `!` give strings; `!!str`, `!!int`, `!!float`, `!!bool` and `!!null` force
    /// their type; any other tag leaves the text as a string.
    ///
    /// - Parameters:
    ///   - bytes: The scalar's UTF-8 bytes (classified without creating strings).
    ///   - text: The same text as a string.
    ///   - style: How it was written.
    ///   - tag: Its explicit tag, if any.
    /// - Returns: The value, or `nil` when a core tag's text does not fit the tag (`!!int abc`).
    static func resolve(
        _ bytes: UnsafeBufferPointer<UInt8>,
        text: String,
        style: Style,
        tag: String?
    ) -> StoredValue? {
        guard let tag else {
            return style == .plain ? resolvePlain(bytes, text: text) : .text
        }
        switch tag {
        case CoreTag.string:
            return .text
        case CoreTag.int:
            return integer(bytes) ?? bigInteger(bytes, text)
        case CoreTag.float:
            if case .int(let number) = integer(bytes) { return .double(Double(number)) }
            return bigInteger(bytes, text) ?? float(bytes, text)
        case CoreTag.bool:
            return boolean(bytes)
        case CoreTag.null:
            return isNull(bytes) ? .null : nil
        default:
            return .text
        }
    }

    /// Resolves an untagged plain scalar by the YAML 1.2 core schema.
    static func resolvePlain(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> StoredValue {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return isNull(bytes) ? .null : .text
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return boolean(bytes) ?? .text
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return integer(bytes) ?? bigInteger(bytes, text) ?? float(bytes, text) ?? .text
        default:
            return .text
        }
    }

    /// Whether `bytes` spell `word` exactly.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let literal = word.utf8Start
        for index in 0..<bytes.count where bytes[index] != literal[index] { return false }
        return true
    }

    private static func isNull(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes.count {
        case 0: return true
        case 1: return bytes[0] == UInt8(ascii: "~")
        case 4: return matches(bytes, "null") || matches(bytes, "Null") || matches(bytes, "NULL")
        default: return false
        }
    }

    private static func boolean(_ bytes: UnsafeBufferPointer<UInt8>) -> StoredValue? {
        switch bytes.count {
        case 4:
            if matches(bytes, "true") || matches(bytes, "True") || matches(bytes, "TRUE") { return .bool(true) }
        case 5:
            if matches(bytes, "false") || matches(bytes, "False") || matches(bytes, "FALSE") { return .bool(false) }
        default:
            break
        }
        return nil
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
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> StoredValue? {
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
            return .int(number)
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
        return .int(number)
    }

    /// A decimal integer too large for `Int`, kept as a double so its value is not lost.
    private static func bigInteger(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> StoredValue? {
        var digits = bytes[...]
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy(isDigit), let number = Double(text) else { return nil }
        return .double(number)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` and the `.inf` / `.nan` spellings.
    private static func float(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> StoredValue? {
        // Only the `.inf` and `.nan` spellings end in a letter: other text skips comparing strings.
        if let last = bytes.last, last | 0x20 == UInt8(ascii: "f") || last | 0x20 == UInt8(ascii: "n") {
            switch text {
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
            case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
            case ".nan", ".NaN", ".NAN": return .double(.nan)
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
        if let number = exactDecimal(bytes) { return .double(number) }
        // Swift's parser does not take a bare trailing dot ("1." or "1.e3"), so add the zero YAML implies.
        guard bareDot else { return Double(text).map { .double($0) } }
        let normalized = text.replacingFirstDot()
        return Double(normalized).map { .double($0) }
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
