/// A cell's typed value, as the data gives it.
public enum CellValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case text(String)

    /// The value as a number when it is one (bools are not numbers), else `nil`.
    @inlinable public var numberValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The default text shown for the value: `""` for null, `true`/`false`, the number's shortest form.
    public var defaultText: String {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        case .text(let text): return text
        }
    }
}
