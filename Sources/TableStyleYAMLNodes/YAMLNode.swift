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

    /// What the node holds, stored with the tag and anchor boxed alongside it in the rare node that has
    /// either. No separate field for them keeps nodes at 32 bytes (they would be 40 with one): less memory
    /// to write, copy and free for every node.
    @usableFromInline enum Storage: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
        /// Never holds a node without tag and anchor: ``init(_:tag:anchor:)`` keeps one spelling per node.
        indirect case attributed(Content, tag: String?, anchor: String?)

        @inlinable init(_ content: Content, tag: String?, anchor: String?) {
            guard tag == nil && anchor == nil else {
                self = .attributed(content, tag: tag, anchor: anchor)
                return
            }
            switch content {
            case .scalar(let scalar): self = .scalar(scalar)
            case .sequence(let items): self = .sequence(items)
            case .mapping(let pairs): self = .mapping(pairs)
            }
        }
    }

    @usableFromInline var storage: Storage
    // The mark in 32-bit fields (positions beyond 4 Gi are clamped), again to keep nodes small; they
    // fill the padding after `storage`.
    @usableFromInline var line: UInt32
    @usableFromInline var column: UInt32
    @usableFromInline var offset: UInt32

    /// What the node holds.
    public var content: Content {
        @inlinable get {
            switch storage {
            case .scalar(let scalar): return .scalar(scalar)
            case .sequence(let items): return .sequence(items)
            case .mapping(let pairs): return .mapping(pairs)
            case .attributed(let content, _, _): return content
            }
        }
        set { storage = Storage(newValue, tag: tag, anchor: anchor) }
    }

    /// The explicit tag as written and expanded (`tag:yaml.org,2002:str` for `!!str`), or `nil`.
    public var tag: String? {
        get {
            if case .attributed(_, let tag, _) = storage { return tag }
            return nil
        }
        set { storage = Storage(content, tag: newValue, anchor: anchor) }
    }

    /// The anchor the node was defined with, if any.
    public var anchor: String? {
        get {
            if case .attributed(_, _, let anchor) = storage { return anchor }
            return nil
        }
        set { storage = Storage(content, tag: tag, anchor: newValue) }
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
    @inlinable public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = storage { return scalar }
        if case .attributed(.scalar(let scalar), _, _) = storage { return scalar }
        return nil
    }

    /// The items of a sequence, or `nil`.
    @inlinable public var sequence: [YAMLNode]? {
        if case .sequence(let items) = storage { return items }
        if case .attributed(.sequence(let items), _, _) = storage { return items }
        return nil
    }

    /// The pairs of a mapping, or `nil`.
    @inlinable public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = storage { return pairs }
        if case .attributed(.mapping(let pairs), _, _) = storage { return pairs }
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
    @inlinable
    public init(content: Content, tag: String? = nil, anchor: String? = nil, mark: SourcePosition) {
        // Inlinable, so that the parser's new nodes are built in place rather than through a call.
        self.init(
            Storage(content, tag: tag, anchor: anchor),
            line: UInt32(clamping: mark.line),
            column: UInt32(clamping: mark.column),
            offset: UInt32(clamping: mark.offset)
        )
    }

    @inlinable
    init(_ storage: Storage, line: UInt32, column: UInt32, offset: UInt32) {
        self.storage = storage
        self.line = line
        self.column = column
        self.offset = offset
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
