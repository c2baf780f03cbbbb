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

    /// The scalar's text after YAML's unescaping and folding.
    public var text: String
    /// How it was written.
    public var style: Style
    /// Its resolved value.
    public var value: Value

    /// Creates a scalar.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - style: The presentation style.
    ///   - value: The resolved value.
    public init(text: String, style: Style, value: Value) {
        self.text = text
        self.style = style
        self.value = value
    }
}
