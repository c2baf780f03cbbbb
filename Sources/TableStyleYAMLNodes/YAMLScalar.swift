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

    /// What the value is, without the value itself: a number is read again from ``text`` when asked for
    /// (``YAMLNumberSpelling``, the definition resolution used), so a scalar is its text and two bytes,
    /// and nodes stay at 32 bytes.
    @usableFromInline package enum ValueKind: UInt8, Sendable, Hashable {
        case null
        case `false`
        case `true`
        /// An integer that ``text`` spells (``YAMLNumberSpelling/integer(_:)``).
        case int
        /// A double that ``text`` spells (``YAMLNumberSpelling/double(_:_:)``).
        case double
        /// A string equal to ``YAMLScalar/text``.
        case text
    }

    /// The scalar's text after YAML's unescaping and folding.
    ///
    /// A number's value is read from its text, so setting the text of a number sets the number too; a
    /// text that spells no number of that kind makes the value that string. Booleans and nulls keep
    /// their value.
    public var text: String {
        @inlinable get { storedText }
        set {
            storedText = newValue
            if kind == .int || kind == .double, number(as: kind) == nil { kind = .text }
        }
    }
    @usableFromInline var storedText: String
    @usableFromInline var kind: ValueKind
    /// How it was written.
    public var style: Style

    /// Its resolved value.
    ///
    /// Setting a string value also sets ``text`` to it, and setting a number sets ``text`` to a spelling
    /// of it unless the text already spells that number, so the two never disagree.
    public var value: Value {
        get {
            switch kind {
            case .null: return .null
            case .false: return .bool(false)
            case .true: return .bool(true)
            case .int, .double: return number(as: kind) ?? .string(storedText)
            case .text: return .string(storedText)
            }
        }
        set {
            switch newValue {
            case .null: kind = .null
            case .bool(let flag): kind = flag ? .true : .false
            case .int(let number):
                if self.number(as: .int) != newValue { storedText = String(number) }
                kind = .int
            case .double(let number):
                if !Self.isSame(self.number(as: .double), number) {
                    storedText = YAMLNumberSpelling.spelling(of: number)
                }
                kind = .double
            case .string(let string):
                storedText = string
                kind = .text
            }
        }
    }

    /// The number ``text`` spells as an integer (`kind` `.int`) or a double (`.double`), or `nil`.
    private func number(as kind: ValueKind) -> Value? {
        var text = storedText
        return text.withUTF8 { bytes in
            if kind == .int { return YAMLNumberSpelling.integer(bytes).map { .int($0) } }
            return YAMLNumberSpelling.double(bytes, storedText).map { .double($0) }
        }
    }

    /// Whether `read` is the double `number` bit for bit, any NaN matching any NaN (`==` would take the
    /// text `0.0` as spelling `-0.0`, and no NaN as spelling a NaN).
    private static func isSame(_ read: Value?, _ number: Double) -> Bool {
        guard case .double(let written)? = read else { return false }
        return written.bitPattern == number.bitPattern || (written.isNaN && number.isNaN)
    }

    /// Creates a scalar.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - style: The presentation style.
    ///   - value: The resolved value; a string value replaces `text`, and so does a number `text` does
    ///     not spell.
    public init(text: String, style: Style, value: Value) {
        self.storedText = text
        self.style = style
        self.kind = .text
        self.value = value
    }

    /// Creates a scalar whose value kind is already resolved from `text` (the parser's path).
    @inlinable
    package init(text: String, style: Style, kind: ValueKind) {
        self.storedText = text
        self.style = style
        self.kind = kind
    }
}
