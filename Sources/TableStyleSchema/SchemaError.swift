import TableStyleJSON

/// One way an instance fails a schema, located precisely enough to point at the offending node.
///
/// `instancePath` names the node (keys and list indices from the document root), so a caller holding a
/// position map (for example the YAML layer) can turn it into a line and column. `keyword` and
/// `schemaLocation` say which schema rule failed; `message` says it in words a theme author understands.
public struct SchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One step from a node to a child: a mapping key or a 0-based list index.
    public enum PathComponent: Sendable, Hashable, CustomStringConvertible {
        /// A member of an object (a mapping key).
        case key(String)
        /// An element of an array (a list item), 0-based.
        case index(Int)

        /// The key itself, or the index as decimal text (a JSON Pointer reference token before escaping).
        public var description: String {
            switch self {
            case .key(let key): return key
            case .index(let index): return String(index)
            }
        }
    }

    /// The path from the document root to the offending node (empty for the root itself).
    public var instancePath: [PathComponent]
    /// The schema keyword that failed, such as `type`, `additionalProperties` or `enum`.
    public var keyword: String
    /// The absolute location of the failing keyword: the schema resource's URI, `#`, then a JSON Pointer.
    public var schemaLocation: String
    /// A sentence that explains the problem to the author of the instance.
    public var message: String
    /// A replacement the author probably meant (a key or enum value close to what was written), if any.
    public var suggestion: String?
    /// Whether the problem is the key at `instancePath` itself (an unknown or disallowed key, a bad key
    /// name) rather than its value, so an editor should underline the key.
    public var isKeyError: Bool

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - instancePath: The path to the offending node.
    ///   - keyword: The failing schema keyword.
    ///   - schemaLocation: The absolute location of that keyword.
    ///   - message: The explanation for the author.
    ///   - suggestion: A likely intended replacement, if one is known.
    ///   - isKeyError: Whether the key (not its value) is at fault.
    public init(
        instancePath: [PathComponent],
        keyword: String,
        schemaLocation: String,
        message: String,
        suggestion: String? = nil,
        isKeyError: Bool = false
    ) {
        self.instancePath = instancePath
        self.keyword = keyword
        self.schemaLocation = schemaLocation
        self.message = message
        self.suggestion = suggestion
        self.isKeyError = isKeyError
    }

    /// The instance location as an RFC 6901 JSON Pointer (`""` for the root, `/table/rowColors/0`).
    public var instancePointer: String {
        JSONPointer.string(from: instancePath.map(\.description))
    }

    /// The name of the innermost `$defs` entry the failing keyword belongs to (`color` for any failure
    /// inside `#/$defs/color`), or `nil` when it is outside `$defs`.
    ///
    /// Lets a caller classify errors by the reusable part of the schema they come from, for example to
    /// report every color problem under its own diagnostic code.
    public var definition: String? {
        guard let hash = schemaLocation.firstIndex(of: "#") else { return nil }
        let tokens = schemaLocation[schemaLocation.index(after: hash)...].split(
            separator: "/", omittingEmptySubsequences: false)
        guard let position = tokens.lastIndex(of: "$defs"), position + 1 < tokens.count else { return nil }
        return JSONPointer.unescape(String(tokens[position + 1]))
    }

    /// `pointer: message [keyword]`, for logs and test failures.
    public var description: String {
        "\(instancePointer.isEmpty ? "/" : instancePointer): \(message) [\(keyword)]"
    }
}
