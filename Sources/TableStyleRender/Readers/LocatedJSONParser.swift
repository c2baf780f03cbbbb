import TableStyleDiagnostics
import TableStyleJSON

/// A JSON value with the byte offset it starts at (``LocatedJSONParser/position(of:in:)`` turns it into a
/// line and column when an error needs one); numbers keep their literal text.
struct LocatedJSON: Equatable {
    struct Member: Equatable {
        var key: String
        var value: LocatedJSON
    }

    /// Not `indirect`: the containers' arrays are references already, and a scalar, most of a data
    /// file, is stored inline with no allocation of its own.
    enum Kind: Equatable {
        case null
        case bool(Bool)
        case number(String, isInteger: Bool)
        case string(String)
        case array([LocatedJSON])
        case object([Member])
    }

    var kind: Kind
    /// Where the value starts in the parsed bytes.
    var offset: Int
}

/// A small RFC 8259 parser that keeps positions and number literals (which ``JSONParser`` does not),
/// so data errors can point at the offending row and numbers show as written.
///
/// It is kept apart from ``JSONParser`` on purpose: its errors are ``DataReadError``s with data-file codes
/// and character columns, which the data reader's tests and users rely on, and the plain parser stays
/// free of per-value positions.
///
/// One pass over the bytes: lines and columns are not tracked while reading (a value keeps its byte
/// offset); an error works out its position from the offset, and a string without escapes is made from
/// its bytes in one step.
struct LocatedJSONParser {
    let bytes: [UInt8]
    let file: String
    let maximumDepth = 512
    var index = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        index = ByteOrderMark.utf8Length(atStartOf: bytes)
    }

    /// The line and column of a byte offset: lines are counted by LF; columns count characters (UTF-8
    /// sequences) from 1, after a byte order mark.
    ///
    /// - Parameters:
    ///   - offset: The byte offset.
    ///   - bytes: The parsed bytes.
    /// - Returns: The 1-based line and column.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[ByteOrderMark.utf8Length(atStartOf: bytes)..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    func fail(_ message: String, code: Diagnostic.Code = .jsonSyntax) -> DataReadError {
        fail(message, at: index, code: code)
    }

    func fail(_ message: String, at offset: Int, code: Diagnostic.Code = .jsonSyntax) -> DataReadError {
        let (line, column) = Self.position(of: offset, in: bytes)
        return DataReadError(file: file, line: line, column: column, code: code, message: message)
    }

    mutating func parseDocument() throws(DataReadError) -> LocatedJSON {
        skipWhitespace()
        guard index < bytes.count else {
            throw fail("the file is empty; expected a JSON object or array", code: .dataEmpty)
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard index >= bytes.count else { throw fail("unexpected text after the JSON value") }
        return value
    }

    @inline(__always) private mutating func advance() { index += 1 }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    mutating func expect(_ literal: String) throws(DataReadError) {
        for byte in literal.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw fail("invalid literal; expected \(literal)") }
            advance()
        }
    }

    mutating func parseValue(depth: Int) throws(DataReadError) -> LocatedJSON {
        guard depth < maximumDepth else { throw fail("nesting deeper than \(maximumDepth) levels", code: .dataLimit) }
        guard index < bytes.count else { throw fail("unexpected end of file; expected a value") }
        let start = index
        let kind: LocatedJSON.Kind
        switch bytes[index] {
        case UInt8(ascii: "{"): kind = try parseObject(depth: depth)
        case UInt8(ascii: "["): kind = try parseArray(depth: depth)
        case UInt8(ascii: "\""): kind = .string(try parseString())
        case UInt8(ascii: "t"):
            try expect("true")
            kind = .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            kind = .bool(false)
        case UInt8(ascii: "n"):
            try expect("null")
            kind = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = try parseNumber()
        default: throw fail("unexpected character; expected a value")
        }
        return LocatedJSON(kind: kind, offset: start)
    }

    private mutating func parseArray(depth: Int) throws(DataReadError) -> LocatedJSON.Kind {
        advance()
        var items: [LocatedJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file inside an array; expected , or ]") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                advance()
                return .array(items)
            }
            throw fail("expected , or ] in an array")
        }
    }

    private mutating func parseObject(depth: Int) throws(DataReadError) -> LocatedJSON.Kind {
        advance()
        var members: [LocatedJSON.Member] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail("expected a quoted key in an object")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected : after a key") }
            advance()
            skipWhitespace()
            members.append(LocatedJSON.Member(key: key, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file inside an object; expected , or }") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                advance()
                return .object(members)
            }
            throw fail("expected , or } in an object")
        }
    }

    private mutating func parseNumber() throws(DataReadError) -> LocatedJSON.Kind {
        let (literal, isInteger) = try scanNumber()
        return .number(String(decoding: bytes[literal], as: UTF8.self), isInteger: isInteger)
    }

    /// Moves past a number by the JSON grammar: its bytes, and whether it is written as an integer.
    mutating func scanNumber() throws(DataReadError) -> (literal: Range<Int>, isInteger: Bool) {
        let start = index
        var isInteger = true
        func digit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count, digit(bytes[index]) else { throw fail("invalid number: expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
        } else {
            while index < bytes.count, digit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard index < bytes.count, digit(bytes[index]) else {
                throw fail("invalid number: expected a digit after the decimal point")
            }
            while index < bytes.count, digit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard index < bytes.count, digit(bytes[index]) else {
                throw fail("invalid number: expected a digit in the exponent")
            }
            while index < bytes.count, digit(bytes[index]) { advance() }
        }
        return (start..<index, isInteger)
    }

    private mutating func hexQuad() throws(DataReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw fail("unexpected end of file in a \\u escape") }
            let byte = bytes[index]
            let nibble: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = UInt32(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = UInt32(byte - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = UInt32(byte - 0x41 + 10)
            default: throw fail("invalid \\u escape: expected four hex digits")
            }
            value = value << 4 | nibble
            advance()
        }
        return value
    }

    mutating func parseString() throws(DataReadError) -> String {
        let open = index
        advance()
        // Most strings have no escapes: their bytes (valid UTF-8, checked before parsing) are the text.
        let contentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                advance()
                return String(decoding: bytes[contentStart..<(index - 1)], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            advance()
        }
        var buffer = Array(bytes[contentStart..<index])
        while true {
            guard index < bytes.count else { throw fail("this string is never closed", at: open) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                guard index < bytes.count else { throw fail("unexpected end of file in an escape") }
                let escape = bytes[index]
                advance()
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hexQuad()
                    if code >= 0xD800, code < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        advance()
                        advance()
                        let low = try hexQuad()
                        if low >= 0xDC00, low < 0xE000 { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
                    }
                    buffer.append(contentsOf: String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
                default: throw fail("invalid escape in a string")
                }
            default:
                guard byte >= 0x20 else { throw fail("a control character must be escaped inside a string") }
                buffer.append(byte)
                advance()
            }
        }
    }
}
