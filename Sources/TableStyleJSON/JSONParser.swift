/// A strict RFC 8259 JSON reader that keeps integers apart from doubles and object key order.
///
/// Nesting is limited (``maximumDepth``) and the parser uses an explicit stack, so hostile input
/// cannot overflow the call stack.
///
/// Data files (`themecheck render --data x.json`) are read by a second parser in TableStyleRender, on
/// purpose: that one records every value's line and column (in characters) and each number's literal
/// text, and reports data-file errors with their own codes (`json-syntax`, `data-empty`), while this one
/// types numbers as integers or doubles, reports byte columns, and keeps no positions, so schemas,
/// snapshots and YAML-test-suite values parse without that cost. One parser with both modes would
/// change one side's error messages and positions or slow the other.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maximumDepth: Int

    /// Creates a parser.
    ///
    /// - Parameter maximumDepth: The deepest nesting accepted (default 512).
    public init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }

    /// A JSON syntax error with its 1-based line and column.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What was wrong.
        public var message: String
        /// 1-based line of the offending character.
        public var line: Int
        /// 1-based column (in bytes) of the offending character.
        public var column: Int

        public var description: String { "\(line):\(column): \(message)" }
    }

    /// Parses exactly one JSON value from `text` (surrounding whitespace allowed).
    ///
    /// - Parameter text: The JSON text.
    /// - Returns: The value.
    /// - Throws: ``SyntaxError`` when the text is not one JSON value.
    public func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var scanner = Scanner(bytes: Array(text.utf8), maximumDepth: maximumDepth)
        let value = try scanner.parseValue()
        scanner.skipWhitespace()
        guard scanner.atEnd else { throw scanner.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses zero or more JSON values written one after another (as the yaml-test-suite's `in.json`).
    ///
    /// - Parameter text: The concatenated JSON texts.
    /// - Returns: The values in order.
    /// - Throws: ``SyntaxError`` when a value is malformed.
    public func parseSequence(_ text: String) throws(SyntaxError) -> [JSONValue] {
        var scanner = Scanner(bytes: Array(text.utf8), maximumDepth: maximumDepth)
        var values: [JSONValue] = []
        scanner.skipWhitespace()
        while !scanner.atEnd {
            values.append(try scanner.parseValue())
            scanner.skipWhitespace()
        }
        return values
    }
}

extension JSONParser {
    fileprivate struct Scanner {
        let bytes: [UInt8]
        let maximumDepth: Int
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
        }

        var atEnd: Bool { index >= bytes.count }

        func error(_ message: String, at position: Int? = nil) -> SyntaxError {
            SyntaxError(message: message, line: line, column: (position ?? index) - lineStart + 1)
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                default: return
                }
            }
        }

        /// One open container on the explicit stack.
        enum Frame {
            case array([JSONValue])
            case object(JSONObject, pendingKey: String?)
        }

        mutating func parseValue() throws(SyntaxError) -> JSONValue {
            var stack: [Frame] = []
            while true {
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of input") }
                var completed: JSONValue
                switch bytes[index] {
                case UInt8(ascii: "["):
                    index += 1
                    guard stack.count < maximumDepth else { throw error("nesting deeper than \(maximumDepth)") }
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        completed = .array([])
                    } else {
                        stack.append(.array([]))
                        continue
                    }
                case UInt8(ascii: "{"):
                    index += 1
                    guard stack.count < maximumDepth else { throw error("nesting deeper than \(maximumDepth)") }
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        completed = .object(JSONObject())
                    } else {
                        let key = try parseKey()
                        stack.append(.object(JSONObject(), pendingKey: key))
                        continue
                    }
                case UInt8(ascii: "\""):
                    completed = .string(try parseString())
                case UInt8(ascii: "t"):
                    try expectLiteral("true")
                    completed = .bool(true)
                case UInt8(ascii: "f"):
                    try expectLiteral("false")
                    completed = .bool(false)
                case UInt8(ascii: "n"):
                    try expectLiteral("null")
                    completed = .null
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    completed = try parseNumber()
                default:
                    throw error("unexpected character")
                }
                // Fold the completed value into the open containers.
                while true {
                    guard let top = stack.popLast() else { return completed }
                    skipWhitespace()
                    guard index < bytes.count else { throw error("unexpected end of input") }
                    switch top {
                    case .array(var items):
                        items.append(completed)
                        if bytes[index] == UInt8(ascii: ",") {
                            index += 1
                            stack.append(.array(items))
                        } else if bytes[index] == UInt8(ascii: "]") {
                            index += 1
                            completed = .array(items)
                            continue
                        } else {
                            throw error("expected ',' or ']'")
                        }
                    case .object(var object, let pendingKey):
                        if let pendingKey { object[pendingKey] = completed }
                        if bytes[index] == UInt8(ascii: ",") {
                            index += 1
                            let key = try parseKey()
                            stack.append(.object(object, pendingKey: key))
                        } else if bytes[index] == UInt8(ascii: "}") {
                            index += 1
                            completed = .object(object)
                            continue
                        } else {
                            throw error("expected ',' or '}'")
                        }
                    }
                    break
                }
            }
        }

        mutating func parseKey() throws(SyntaxError) -> String {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            return key
        }

        mutating func expectLiteral(_ literal: String) throws(SyntaxError) {
            let start = index
            for byte in literal.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal", at: start) }
                index += 1
            }
        }

        mutating func parseNumber() throws(SyntaxError) -> JSONValue {
            let start = index
            var isInteger = true
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                isInteger = false
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                isInteger = false
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isInteger, let value = Int(text) { return .int(value) }
            guard let value = Double(text) else { throw error("invalid number") }
            return .double(value)
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        mutating func parseString() throws(SyntaxError) -> String {
            index += 1  // opening quote
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ scanner: Scanner, into view: inout String.UnicodeScalarView) {
                if runStart < scanner.index {
                    view.append(
                        contentsOf: String(decoding: scanner.bytes[runStart..<scanner.index], as: UTF8.self)
                            .unicodeScalars)
                }
            }
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flush(self, into: &scalars)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error("control character in string") }
                if byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
                flush(self, into: &scalars)
                index += 1
                guard index < bytes.count else { throw error("unterminated escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid unicode escape") }
                    scalars.append(scalar)
                default:
                    throw error("invalid escape")
                }
                runStart = index
            }
        }

        mutating func parseHex4() throws(SyntaxError) -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                    throw error("invalid unicode escape")
                }
                code = code * 16 + UInt32(digit)
                index += 1
            }
            return code
        }

        func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: return byte - 0x30
            case 0x41...0x46: return byte - 0x41 + 10
            case 0x61...0x66: return byte - 0x61 + 10
            default: return nil
            }
        }
    }
}
