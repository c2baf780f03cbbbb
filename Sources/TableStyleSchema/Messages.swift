import TableStyleDiagnostics
import TableStyleJSON

/// Wording shared by the validator's messages: values, types, lists and did-you-mean suggestions.
enum Messages {
    /// "a number", "a mapping", … for a JSON Schema type name.
    static func typePhrase(_ name: String) -> String {
        switch name {
        case "object": return "a mapping"
        case "array": return "a list"
        case "string": return "a string"
        case "number": return "a number"
        case "integer": return "an integer"
        case "boolean": return "true or false"
        case "null": return "null"
        default: return name
        }
    }

    /// "the string \"abc\"", "the number 1.5", "a mapping", … for an instance value.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "the boolean \(flag)"
        case .double(let number) where !number.isFinite: return render(value)
        case .int, .double: return "the number \(render(value))"
        case .string: return "the string \(render(value))"
        case .array(let elements): return elements.isEmpty ? "an empty list" : "a list"
        case .object(let object): return object.isEmpty ? "an empty mapping" : "a mapping"
        }
    }

    /// A value as written in JSON (strings quoted), a long string shortened before it is written
    /// (``QuotedText``).
    static func render(_ value: JSONValue) -> String {
        switch value {
        case .array: return value.arrayValue?.isEmpty == true ? "[]" : "a list"
        case .object: return value.objectValue?.isEmpty == true ? "{}" : "a mapping"
        // JSON has no infinity or NaN (its writer gives `null`); `1e999` read as YAML is one.
        case .double(let number) where number.isNaN: return "a number that is not a number (NaN)"
        case .double(let number) where !number.isFinite:
            return "a number out of range (\(number < 0 ? "-" : "")infinity)"
        case .string(let text): return JSONWriter().string(from: .string(QuotedText.bounded(text)))
        default: return JSONWriter().string(from: value)
        }
    }

    /// "one of plain, grouped" (strings unquoted), or "`x`" for a single value.
    static func oneOf(_ values: [JSONValue]) -> String {
        let shown = values.prefix(12).map { $0.stringValue ?? render($0) }
        if values.count == 1, let only = shown.first { return "`\(only)`" }
        let more = values.count > shown.count ? ", … (\(values.count) values)" : ""
        return "one of " + shown.joined(separator: ", ") + more
    }

    /// "a, b or c".
    static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// "1 item", "3 items".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The allowed string closest to a misspelt string instance, if one is close enough.
    static func suggestion(for instance: JSONValue, among allowed: [JSONValue]) -> String? {
        guard case .string(let text) = instance else { return nil }
        return closest(to: text, among: allowed.compactMap(\.stringValue))
    }

    /// The candidate closest to `word` (``DidYouMean``), other than `word` itself.
    static func closest(to word: String, among candidates: [String]) -> String? {
        DidYouMean.suggestion(for: word, among: candidates.filter { $0 != word })
    }
}
