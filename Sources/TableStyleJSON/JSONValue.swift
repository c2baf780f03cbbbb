/// A JSON-like value: what a YAML document, a JSON file or a JSON Schema is made of.
///
/// Integers and doubles are kept apart so that `1` prints as `1` and `1.5` as `1.5`;
/// ``JSONValue/numericallyEquals(_:)`` compares numbers by value (`1 == 1.0`), as JSON Schema does.
/// Objects keep the order in which their keys were written (see ``JSONObject``).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The value as a `Double` when it is a number (integer or not), else `nil`.
    public var numberValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The string payload, or `nil` when the value is not a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The object payload, or `nil` when the value is not an object.
    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The array payload, or `nil` when the value is not an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// Looks up `key` when the value is an object.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// JSON equality: numbers compare by value (`1` equals `1.0`), objects ignore key order.
    ///
    /// - Parameter other: The value to compare with.
    /// - Returns: Whether both values mean the same JSON.
    public func numericallyEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.int, .double), (.double, .int), (.double, .double):
            guard let a = numberValue, let b = other.numberValue else { return false }
            return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            return zip(a, b).allSatisfy { $0.numericallyEquals($1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in a {
                guard let otherValue = b[key], value.numericallyEquals(otherValue) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// The JSON type name used in messages: `null`, `boolean`, `integer`, `number`, `string`, `array`, `object`.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .int: return "integer"
        case .double(let value): return value.rounded(.towardZero) == value && value.isFinite ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
