import TableStyleDiagnostics

/// Writes ``JSONValue``s as JSON text, deterministically: object keys in insertion order.
public struct JSONWriter: Sendable {
    /// Whether to indent with two spaces and break lines.
    public var pretty: Bool

    /// Creates a writer.
    ///
    /// - Parameter pretty: Indent with two spaces and one member per line (default `false`: compact).
    public init(pretty: Bool = false) {
        self.pretty = pretty
    }

    /// The JSON text of `value`.
    ///
    /// Non-finite doubles, which JSON cannot represent, are written as `null`.
    /// - Parameter value: The value to write.
    /// - Returns: The JSON text (no trailing newline).
    public func string(from value: JSONValue) -> String {
        var output = ""
        write(value, into: &output, indent: 0)
        return output
    }

    /// Appends the JSON text of `value` to `output`.
    ///
    /// - Parameters:
    ///   - value: The value to write.
    ///   - output: The string to append to.
    ///   - indent: The current indentation level (pretty mode).
    public func write(_ value: JSONValue, into output: inout String, indent: Int = 0) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += Self.format(number)
        case .string(let text): Self.writeString(text, into: &output)
        case .array(let items):
            if items.isEmpty {
                output += "[]"
                return
            }
            output += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += "," }
                newline(into: &output, indent: indent + 1)
                write(item, into: &output, indent: indent + 1)
            }
            newline(into: &output, indent: indent)
            output += "]"
        case .object(let object):
            if object.isEmpty {
                output += "{}"
                return
            }
            output += "{"
            var first = true
            for (key, member) in object {
                if !first { output += "," }
                first = false
                newline(into: &output, indent: indent + 1)
                Self.writeString(key, into: &output)
                output += pretty ? ": " : ":"
                write(member, into: &output, indent: indent + 1)
            }
            newline(into: &output, indent: indent)
            output += "}"
        }
    }

    private func newline(into output: inout String, indent: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    /// Formats a double the shortest way that reads back the same; integral values keep no fraction.
    ///
    /// - Parameter number: The number.
    /// - Returns: Its JSON text (`null` when not finite).
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int(number))
        }
        return "\(number)"
    }

    /// Appends `text` as a quoted JSON string, escaping quotes, backslashes and control characters (C0, DEL
    /// and C1, as ``ControlCharacters/isControl(_:)`` says, as `\u` escapes).
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - output: Where to append.
    public static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if ControlCharacters.isControl(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
