/// A YAML scalar: its text as written, its presentation style and its value under the YAML 1.2 core schema.
public struct YAMLScalar: Sendable, Hashable {
    /// How the scalar was written.
    public enum Style: String, Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// A scalar's value resolved by the YAML 1.2 core schema (or by its explicit tag).
    public enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
    }

    /// The resolved value without a second copy of the text (most scalars are strings equal to their
    /// text), which keeps nodes small.
    @usableFromInline package enum StoredValue: Sendable, Hashable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        /// A string equal to ``YAMLScalar/text``.
        case text
    }

    /// The scalar's text after YAML's unescaping and folding.
    public var text: String
    @usableFromInline var stored: StoredValue
    /// How it was written.
    public var style: Style

    /// Its resolved value.
    ///
    /// Setting a string value also sets ``text`` to it, so the two never disagree.
    public var value: Value {
        get {
            switch stored {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .int(let number): return .int(number)
            case .double(let number): return .double(number)
            case .text: return .string(text)
            }
        }
        set {
            switch newValue {
            case .null: stored = .null
            case .bool(let flag): stored = .bool(flag)
            case .int(let number): stored = .int(number)
            case .double(let number): stored = .double(number)
            case .string(let string):
                text = string
                stored = .text
            }
        }
    }

    /// Creates a scalar.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - style: The presentation style.
    ///   - value: The resolved value; a string value replaces `text`.
    public init(text: String, style: Style, value: Value) {
        self.text = text
        self.style = style
        self.stored = .text
        self.value = value
    }

    /// Creates a scalar from an already compact value (the parser's path).
    @inlinable
    package init(text: String, style: Style, stored: StoredValue) {
        self.text = text
        self.style = style
        self.stored = stored
    }
}
