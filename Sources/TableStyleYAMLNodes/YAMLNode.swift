import TableStyleDiagnostics

/// One node of a parsed YAML document: a scalar, a sequence or a mapping, with where it started.
///
/// Aliases are already expanded (within the alias budget of ``YAMLLimits``) and merge keys
/// (`<<`) applied, so consumers see plain trees. Every node keeps the position it was written at.
public struct YAMLNode: Sendable, Hashable {
    /// What the node holds.
    public enum Content: Sendable, Hashable {
        /// A scalar.
        case scalar(YAMLScalar)
        /// A sequence of nodes.
        case sequence([YAMLNode])
        /// A mapping, pairs in document order.
        case mapping([YAMLPair])
    }

    /// Tag and anchor, boxed because most nodes have neither: nodes stay small and cheap to copy.
    @usableFromInline indirect enum Attributes: Sendable, Hashable {
        case some(tag: String?, anchor: String?)

        var tag: String? {
            switch self {
            case .some(let tag, _): return tag
            }
        }
        var anchor: String? {
            switch self {
            case .some(_, let anchor): return anchor
            }
        }

        @inlinable static func make(tag: String?, anchor: String?) -> Attributes? {
            tag == nil && anchor == nil ? nil : .some(tag: tag, anchor: anchor)
        }
    }

    /// What the node holds.
    public var content: Content
    // The mark in 32-bit fields (positions beyond 4 Gi are clamped), again to keep nodes small; they
    // are declared before `attributes` so they fill the padding after `content` (48-byte nodes).
    @usableFromInline var line: UInt32
    @usableFromInline var column: UInt32
    @usableFromInline var offset: UInt32
    @usableFromInline var attributes: Attributes?

    /// The explicit tag as written and expanded (`tag:yaml.org,2002:str` for `!!str`), or `nil`.
    public var tag: String? {
        get { attributes?.tag }
        set { attributes = .make(tag: newValue, anchor: anchor) }
    }

    /// The anchor the node was defined with, if any.
    public var anchor: String? {
        get { attributes?.anchor }
        set { attributes = .make(tag: tag, anchor: newValue) }
    }

    /// Where the node starts.
    public var mark: SourcePosition {
        get { SourcePosition(line: Int(line), column: Int(column), offset: Int(offset)) }
        set {
            line = UInt32(clamping: newValue.line)
            column = UInt32(clamping: newValue.column)
            offset = UInt32(clamping: newValue.offset)
        }
    }

    /// The scalar payload, or `nil` for collections.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items of a sequence, or `nil`.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs of a mapping, or `nil`.
    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value for the scalar key `key` in a mapping (first match), or `nil`.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// A short description of the node's kind for messages: `a mapping`, `a sequence`, `the string "x"`, `the number 3`.
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let scalar):
            switch scalar.value {
            case .null: return "null"
            case .bool(let flag): return "the boolean \(flag)"
            case .int(let number): return "the number \(number)"
            case .double(let number) where number.isNaN: return "the number \(scalar.text) (not a number)"
            case .double(let number) where !number.isFinite: return "the number \(scalar.text) (out of range)"
            case .double(let number): return "the number \(number)"
            case .string(let text): return "the string \"\(QuotedText.bounded(text))\""
            }
        }
    }
}

extension YAMLNode {
    /// Creates a node.
    ///
    /// - Parameters:
    ///   - content: What it holds.
    ///   - tag: Its explicit tag.
    ///   - anchor: Its anchor.
    ///   - mark: Where it starts.
    public init(content: Content, tag: String? = nil, anchor: String? = nil, mark: SourcePosition) {
        // Delegating to the memberwise initializer (declared here, in an extension, so that it exists)
        // builds the node in place: assigning the fields one by one cost every new node a copy and a destroy.
        self.init(
            content: content,
            line: UInt32(clamping: mark.line),
            column: UInt32(clamping: mark.column),
            offset: UInt32(clamping: mark.offset),
            attributes: .make(tag: tag, anchor: anchor)
        )
    }
}

/// A key/value pair of a YAML mapping.
public struct YAMLPair: Sendable, Hashable {
    /// The key node (with the key's own position).
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - key: The key node.
    ///   - value: The value node.
    @inlinable
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
