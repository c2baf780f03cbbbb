import TableStyleJSON

/// Writes JSON token by token into a ``ByteBuffer``, byte for byte as ``JSONWriter`` writes the same
/// value (compact, or indented two spaces per level with `": "`), so a large document is never built as
/// a ``JSONValue`` first.
///
/// Containers are opened and closed in order; inside an object each value follows a ``key(_:)``, inside
/// an array each follows ``element()``.
struct JSONStreamWriter {
    /// Where the text goes.
    let out: ByteBuffer
    /// Whether to indent.
    let pretty: Bool
    /// The number of open containers: the indentation level of the next member.
    private(set) var depth = 0
    /// Whether the open container already has a member (the next one needs a comma; closing it needs a
    /// line break when pretty).
    private var hasMembers = false

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - out: Where the text goes.
    ///   - pretty: Indent as ``JSONWriter/init(pretty:)`` does.
    init(out: ByteBuffer, pretty: Bool) {
        self.out = out
        self.pretty = pretty
    }

    /// Opens an object.
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object.
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array.
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts an object member: separator, line break, the quoted key and the colon. `name` must need
    /// no escaping.
    ///
    /// - Parameter name: The key.
    mutating func key(_ name: StaticString) {
        separate()
        out.append(byte: UInt8(ascii: "\""))
        out.append(literal: name)
        if pretty { out.append(literal: "\": ") } else { out.append(literal: "\":") }
    }

    /// Starts an array element: separator and line break.
    mutating func element() { separate() }

    /// Writes a string value.
    ///
    /// - Parameter text: The text.
    func string(_ text: String) { out.appendJSONQuoted(text) }

    /// Writes an integer value.
    ///
    /// - Parameter value: The integer.
    func int(_ value: Int) { out.append(int: value) }

    /// Writes a value as ``JSONWriter`` does at this depth (for small parts written once).
    ///
    /// - Parameter value: The value.
    func value(_ value: JSONValue) { out.append(Self.text(of: value, pretty: pretty, depth: depth)) }

    /// The text of `value` as ``JSONWriter`` writes it for a member at `depth`, for fragments prepared once
    /// and copied in many times.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - pretty: Whether to indent.
    ///   - depth: The writer's ``depth`` where the value goes.
    /// - Returns: The text.
    static func text(of value: JSONValue, pretty: Bool, depth: Int) -> String {
        var text = ""
        JSONWriter(pretty: pretty).write(value, into: &text, indent: depth)
        return text
    }

    private mutating func open(_ bracket: UInt8) {
        out.append(byte: bracket)
        depth += 1
        hasMembers = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // An empty container is `{}`/`[]` even when pretty; a closed one is a member of its parent.
        if hasMembers { newline() }
        hasMembers = true
        out.append(byte: bracket)
    }

    private mutating func separate() {
        if hasMembers { out.append(byte: UInt8(ascii: ",")) }
        hasMembers = true
        newline()
    }

    private func newline() {
        guard pretty else { return }
        out.append(byte: 0x0A)
        out.appendSpaces(2 * depth)
    }
}
