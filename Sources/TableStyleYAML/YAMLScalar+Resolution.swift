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

    /// Resolves what a scalar's value is from its text, style and explicit tag.
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
    /// - Returns: The kind of value (a number is read from the text by ``YAMLNumberSpelling``), or `nil`
    ///   when a core tag's text does not fit the tag (`!!int abc`).
    static func resolve(
        _ bytes: UnsafeBufferPointer<UInt8>,
        text: String,
        style: Style,
        tag: String?
    ) -> ValueKind? {
        guard let tag else {
            return style == .plain ? resolvePlain(bytes, text: text) : .text
        }
        switch tag {
        case CoreTag.string:
            return .text
        case CoreTag.int:
            if YAMLNumberSpelling.integer(bytes) != nil { return .int }
            return YAMLNumberSpelling.bigInteger(bytes, text) != nil ? .double : nil
        case CoreTag.float:
            return YAMLNumberSpelling.double(bytes, text) != nil ? .double : nil
        case CoreTag.bool:
            return boolean(bytes)
        case CoreTag.null:
            return isNull(bytes) ? .null : nil
        default:
            return .text
        }
    }

    /// Resolves an untagged plain scalar by the YAML 1.2 core schema.
    static func resolvePlain(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> ValueKind {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return isNull(bytes) ? .null : .text
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return boolean(bytes) ?? .text
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            if YAMLNumberSpelling.integer(bytes) != nil { return .int }
            return YAMLNumberSpelling.double(bytes, text) != nil ? .double : .text
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

    private static func boolean(_ bytes: UnsafeBufferPointer<UInt8>) -> ValueKind? {
        switch bytes.count {
        case 4:
            if matches(bytes, "true") || matches(bytes, "True") || matches(bytes, "TRUE") { return .true }
        case 5:
            if matches(bytes, "false") || matches(bytes, "False") || matches(bytes, "FALSE") { return .false }
        default:
            break
        }
        return nil
    }
}
