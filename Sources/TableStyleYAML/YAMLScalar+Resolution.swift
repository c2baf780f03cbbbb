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
    ///   - text: The scalar's text.
    ///   - style: How it was written.
    ///   - tag: Its explicit tag, if any.
    /// - Returns: The value, or `nil` when a core tag's text does not fit the tag (`!!int abc`).
    static func resolve(_ text: String, style: Style, tag: String?) -> Value? {
        guard let tag else {
            return style == .plain ? resolvePlain(text) : .string(text)
        }
        switch tag {
        case CoreTag.string:
            return .string(text)
        case CoreTag.int:
            return integer(text).map { .int($0) } ?? bigInteger(text)
        case CoreTag.float:
            if let number = integer(text) { return .double(Double(number)) }
            return float(text).map { .double($0) }
        case CoreTag.bool:
            return boolean(text).map { .bool($0) }
        case CoreTag.null:
            return isNull(text) ? .null : nil
        default:
            return .string(text)
        }
    }

    /// Resolves an untagged plain scalar by the YAML 1.2 core schema.
    static func resolvePlain(_ text: String) -> Value {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next() else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return isNull(text) ? .null : .string(text)
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return boolean(text).map { .bool($0) } ?? .string(text)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            if let number = integer(text) { return .int(number) }
            if let big = bigInteger(text) { return big }
            if let number = float(text) { return .double(number) }
            return .string(text)
        default:
            return .string(text)
        }
    }

    static func isNull(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+` when it fits in `Int`.
    static func integer(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        if bytes.count > 2 && bytes[0] == UInt8(ascii: "0") {
            let digits = bytes[2...]
            if bytes[1] == UInt8(ascii: "o") {
                guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }) else { return nil }
                return Int(String(decoding: digits, as: UTF8.self), radix: 8)
            }
            if bytes[1] == UInt8(ascii: "x") {
                guard digits.allSatisfy({ isHexDigit($0) }) else { return nil }
                return Int(String(decoding: digits, as: UTF8.self), radix: 16)
            }
        }
        guard isDecimalInteger(bytes) else { return nil }
        return Int(text, radix: 10)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    /// A decimal integer too large for `Int`, kept as a double so its value is not lost.
    static func bigInteger(_ text: String) -> Value? {
        guard isDecimalInteger(Array(text.utf8)), let number = Double(text) else { return nil }
        return .double(number)
    }

    private static func isDecimalInteger(_ bytes: [UInt8]) -> Bool {
        var index = 0
        if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
            index += 1
        }
        guard index < bytes.count else { return false }
        return bytes[index...].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` and the `.inf` / `.nan` spellings.
    static func float(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            return index - start
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
            index += 1
        }
        let integerDigits = digits()
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionDigits = digits()
            if integerDigits == 0 && fractionDigits == 0 { return nil }
        } else if integerDigits == 0 {
            return nil
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        // Swift's parser does not take a bare trailing dot ("1."), so add the zero YAML implies.
        var normalized = text
        if let dot = bytes.firstIndex(of: UInt8(ascii: ".")),
            dot + 1 == bytes.count || !(bytes[dot + 1] >= UInt8(ascii: "0") && bytes[dot + 1] <= UInt8(ascii: "9"))
        {
            normalized =
                String(decoding: bytes[..<(dot + 1)], as: UTF8.self) + "0"
                + String(decoding: bytes[(dot + 1)...], as: UTF8.self)
        }
        return Double(normalized)
    }
}
