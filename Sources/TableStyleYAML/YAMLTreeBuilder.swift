import TableStyleDiagnostics

/// Builds document trees from parser events with an explicit stack (never recursion), resolving
/// scalars, expanding aliases within the budget, applying merge keys and rejecting duplicate keys.
struct YAMLTreeBuilder {
    /// A collection being built; its children sit on ``nodes`` from `counters.start` up. The innermost
    /// frame's counters live in ``current`` while it is open (kept out of the array on the hot path).
    private struct Frame {
        var counters: Counters
        /// Tag and anchor, boxed: most collections have neither, and frames stay small to move.
        var attributes: Attributes?
        var mark: SourcePosition

        var tag: String? {
            guard case .box(let tag, _)? = attributes else { return nil }
            return tag
        }
        var anchor: String? {
            guard case .box(_, let anchor)? = attributes else { return nil }
            return anchor
        }
    }

    private indirect enum Attributes {
        case box(tag: String?, anchor: String?)
    }

    /// What a frame counts while its collection is open.
    private struct Counters {
        var isMapping = false
        var start = 0
        var hasMergeKey = false
        /// Height of the tallest child (0 when empty or only scalars).
        var childHeight = 0
        /// Nodes in the finished subtree, counting the collection itself.
        var nodeCount = 1
    }

    /// What the limits need to know about an anchored node.
    private struct Anchored {
        var node: YAMLNode
        /// 0 for a scalar, 1 + tallest child for a collection.
        var height: Int
        var nodeCount: Int
    }

    private let limits: YAMLLimits
    private let mergeKeys: Bool
    private let rejectDuplicateKeys: Bool
    /// Whether scalar keys go onto the stack with their fingerprints: duplicate checks and merges use them.
    private let keepsFingerprints: Bool
    private let file: String
    private var frames: [Frame] = []
    /// The counters of the innermost open frame (meaningless when `frames` is empty).
    private var current = Counters()
    private let nodes = NodeStack()
    /// Stack positions of the `<<` keys of the open mappings, increasing. Aliases of a `<<` scalar are
    /// among them but merge only in a mapping that also has a written one (``Counters/hasMergeKey``).
    private var mergeKeyPositions: [Int] = []
    private var anchors: [String: Anchored] = [:]
    /// The anchor the last alias named, with its node: repeated aliases of one anchor (`<<: *base` in
    /// rule after rule) skip hashing the name. Forgotten whenever an anchor is defined.
    private var recentAlias: (name: String, target: Anchored)?
    private var scalarCache = ScalarCache()
    private var expandedNodes = 0
    private(set) var documents: [YAMLNode] = []
    private var documentRoot: YAMLNode?

    init(limits: YAMLLimits, options: YAMLParser.Options, file: String) {
        self.limits = limits
        self.mergeKeys = options.mergeKeys
        self.rejectDuplicateKeys = options.rejectDuplicateKeys
        self.keepsFingerprints = options.rejectDuplicateKeys || options.mergeKeys
        self.file = file
    }

    /// A document starts: anchors are scoped to their document.
    mutating func startDocument() {
        if !anchors.isEmpty { anchors.removeAll(keepingCapacity: true) }
        recentAlias = nil
        documentRoot = nil
    }

    /// A document ends: its root (an empty document is a null scalar) joins the stream.
    mutating func endDocument() {
        documents.append(
            documentRoot ?? YAMLNode(content: .scalar(Self.nullScalar), mark: SourcePosition(line: 1, column: 1)))
        documentRoot = nil
    }

    /// A scalar, resolved by the core schema or its explicit tag.
    ///
    /// - Parameter bytes: The scalar's UTF-8 text (valid: libyaml has checked it).
    /// - Throws: `yaml-syntax` when a core tag does not fit the text (`!!int abc`).
    ///
    /// The tag and anchor are taken (`consuming`): from borrowed ones the new node is copied whole.
    mutating func scalar(
        _ bytes: UnsafeBufferPointer<UInt8>,
        style: YAMLScalar.Style,
        tag: consuming String?,
        anchor: consuming String?,
        mark: SourcePosition
    ) throws(YAMLError) {
        // The scalar is made once and moved into its node: a text kept beside it cost a retain and a release.
        let scalar: YAMLScalar
        let cacheKey = tag == nil ? ScalarCache.Key(bytes, isPlain: style == .plain) : nil
        if let cacheKey, let cached = scalarCache[cacheKey] {
            if anchor == nil && !frames.isEmpty {
                // The common case, with no tag or anchor to pass along: each passed `nil` cost a retain and
                // a release.
                let isMergeKey =
                    style == .plain && bytes.count == 2 && bytes[0] == UInt8(ascii: "<")
                    && bytes[1] == UInt8(ascii: "<")
                let fingerprint = keepsFingerprints && isKeyPosition ? NodeStack.keyFingerprint(cacheKey) : 0
                noteChild(height: 0, nodeCount: 1, isMergeKey: isMergeKey)
                let cachedScalar = YAMLScalar(text: cached.text, style: style, kind: cached.kind)
                nodes.push(YAMLNode(content: .scalar(cachedScalar), mark: mark), fingerprint: fingerprint)
                return
            }
            scalar = YAMLScalar(text: cached.text, style: style, kind: cached.kind)
        } else {
            let text = Self.text(of: bytes)
            guard let resolved = YAMLScalar.resolve(bytes, text: text, style: style, tag: tag) else {
                throw error(.yamlSyntax, "\(Self.quoted(text)) is not a valid \(Self.tagName(tag))", mark)
            }
            if let cacheKey { scalarCache[cacheKey] = (text, resolved) }
            scalar = YAMLScalar(text: text, style: style, kind: resolved)
        }
        let isMergeKey =
            bytes.count == 2 && bytes[0] == UInt8(ascii: "<") && bytes[1] == UInt8(ascii: "<")
            && ((tag == nil && style == .plain) || tag == YAMLScalar.CoreTag.merge)
        guard let anchor = copy anchor else {
            // Built straight into its place (the common case): handing a new node to `attach` copies it.
            guard !frames.isEmpty else {
                documentRoot = YAMLNode(content: .scalar(scalar), tag: tag, mark: mark)
                return
            }
            let fingerprint: UInt64
            if let cacheKey {
                fingerprint = keepsFingerprints && isKeyPosition ? NodeStack.keyFingerprint(cacheKey) : 0
            } else {
                fingerprint = keyFingerprint(bytes)
            }
            noteChild(height: 0, nodeCount: 1, isMergeKey: isMergeKey)
            nodes.push(YAMLNode(content: .scalar(scalar), tag: tag, mark: mark), fingerprint: fingerprint)
            return
        }
        let node = YAMLNode(content: .scalar(scalar), tag: tag, anchor: anchor, mark: mark)
        defineAnchor(anchor, Anchored(node: node, height: 0, nodeCount: 1))
        let fingerprint = frames.isEmpty ? 0 : keyFingerprint(bytes)
        attach(node, height: 0, nodeCount: 1, isMergeKey: isMergeKey, fingerprint: fingerprint)
    }

    /// The fingerprint the node stack keeps for a scalar with these bytes about to be pushed: its key
    /// fingerprint in key position when fingerprints are kept, else 0 (must not be called at the root).
    private func keyFingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        keepsFingerprints && isKeyPosition ? NodeStack.keyFingerprint(bytes) : 0
    }

    /// Whether the next child of the innermost open collection is a mapping key: in a mapping, children
    /// alternate key, value, so an even position is a key.
    private var isKeyPosition: Bool {
        current.isMapping && (nodes.count - current.start) % 2 == 0
    }

    /// Records an anchor (a later one of the same name replaces it).
    private mutating func defineAnchor(_ name: String, _ anchored: Anchored) {
        anchors[name] = anchored
        recentAlias = nil
    }

    /// An alias: a copy of the anchored node, charged to the alias-expansion budget.
    ///
    /// - Throws: `yaml-syntax` for an unknown anchor, `limit` when the budget or the depth is exceeded.
    mutating func alias(_ name: String, mark: SourcePosition) throws(YAMLError) {
        let target: Anchored
        if let recent = recentAlias, recent.name == name {
            target = recent.target
        } else {
            guard let found = anchors[name] else {
                throw error(.yamlSyntax, "unknown alias *\(name) (no anchor &\(name) before it)", mark)
            }
            target = found
            recentAlias = (name, found)
        }
        expandedNodes += target.nodeCount
        if expandedNodes > limits.maximumAliasExpansion {
            throw error(.limit, "alias expansion exceeds the limit of \(limits.maximumAliasExpansion) nodes", mark)
        }
        if frames.count + target.height > limits.maximumDepth {
            throw error(.limit, "alias *\(name) nests deeper than the limit of \(limits.maximumDepth)", mark)
        }
        // The copy shares storage with the anchored node; it points at where the alias was used.
        var node = target.node
        node.mark = mark
        let isMergeKey = Self.isMergeKey(node)
        let fingerprint =
            !frames.isEmpty && keepsFingerprints && isKeyPosition ? NodeStack.keyFingerprint(of: node) : 0
        attach(
            node, height: target.height, nodeCount: target.nodeCount, isMergeKey: isMergeKey, isAlias: true,
            fingerprint: fingerprint)
    }

    /// A sequence or mapping opens.
    ///
    /// - Throws: `limit` when it would nest deeper than allowed.
    mutating func startCollection(isMapping: Bool, tag: String?, anchor: String?, mark: SourcePosition)
        throws(YAMLError)
    {
        if frames.count >= limits.maximumDepth {
            throw error(.limit, "nesting is deeper than the limit of \(limits.maximumDepth)", mark)
        }
        saveCurrent()
        current = Counters(isMapping: isMapping, start: nodes.count)
        let attributes: Attributes? = tag == nil && anchor == nil ? nil : .box(tag: tag, anchor: anchor)
        frames.append(Frame(counters: current, attributes: attributes, mark: mark))
    }

    /// The innermost open collection closes.
    ///
    /// - Throws: `duplicate-key` or a bad merge's `yaml-syntax`.
    mutating func endCollection() throws(YAMLError) {
        guard var frame = frames.popLast() else { return }
        frame.counters = current
        // Only the counters: copying the whole parent frame would copy (retain) its attributes too.
        if let parent = frames.indices.last { current = frames[parent].counters }
        let content = try finish(frame.counters)
        let height = frame.counters.childHeight + 1
        let nodeCount = frame.counters.nodeCount
        guard let anchor = frame.anchor else {
            // Built straight into its place (the common case), as in `scalar`.
            guard !frames.isEmpty else {
                documentRoot = YAMLNode(content: content, tag: frame.tag, mark: frame.mark)
                return
            }
            noteChild(height: height, nodeCount: nodeCount, isMergeKey: false)
            nodes.push(YAMLNode(content: content, tag: frame.tag, mark: frame.mark))
            return
        }
        let node = YAMLNode(content: content, tag: frame.tag, anchor: anchor, mark: frame.mark)
        defineAnchor(anchor, Anchored(node: node, height: height, nodeCount: nodeCount))
        attach(node, height: height, nodeCount: nodeCount)
    }

    /// Writes the innermost frame's counters back into the array before a child frame opens.
    private mutating func saveCurrent() {
        guard let top = frames.indices.last else { return }
        frames[top].counters = current
    }

    /// A scalar's bytes as a `String`. A short ASCII text becomes an inline small string without being
    /// validated a second time (libyaml has checked the input); other text is decoded as usual.
    static func text(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return "" }
        // 15 is the small-string capacity on 64-bit platforms; elsewhere the initializer falls back itself.
        guard bytes.count <= 15 else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            guard let target = buffer.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }

    private static let nullScalar = YAMLScalar(text: "", style: .plain, kind: .null)

    /// Adds a finished node to the innermost open collection (or makes it the document's root).
    ///
    /// - Parameter isMergeKey: Whether the node is a `<<` scalar, which only matters in key position.
    /// - Parameter isAlias: Whether the node is an alias (see ``mergeKeyPositions``).
    private mutating func attach(
        _ node: consuming YAMLNode, height: Int, nodeCount: Int, isMergeKey: Bool = false, isAlias: Bool = false,
        fingerprint: UInt64 = 0
    ) {
        guard !frames.isEmpty else {
            documentRoot = consume node
            return
        }
        noteChild(height: height, nodeCount: nodeCount, isMergeKey: isMergeKey, isAlias: isAlias)
        nodes.push(consume node, fingerprint: fingerprint)
    }

    /// Counts a child about to be pushed onto the innermost open collection.
    private mutating func noteChild(height: Int, nodeCount: Int, isMergeKey: Bool, isAlias: Bool = false) {
        current.nodeCount += nodeCount
        if height > current.childHeight { current.childHeight = height }
        if isMergeKey && mergeKeys && isKeyPosition {
            if !isAlias { current.hasMergeKey = true }
            mergeKeyPositions.append(nodes.count)
        }
    }

    /// The content of the collection `frame` counts, its children popped from the stack.
    private mutating func finish(_ frame: Counters) throws(YAMLError) -> YAMLNode.Content {
        guard frame.isMapping else { return .sequence(nodes.popSequence(from: frame.start)) }
        if rejectDuplicateKeys { try checkDuplicates(from: frame.start) }
        let pairs: [YAMLPair]
        var ownMergeKeys = mergeKeyPositions.endIndex
        while ownMergeKeys > 0 && mergeKeyPositions[ownMergeKeys - 1] >= frame.start { ownMergeKeys -= 1 }
        if frame.hasMergeKey {
            try checkMergeValues(at: mergeKeyPositions[ownMergeKeys...])
            pairs = nodes.popPairs(from: frame.start, mergingAt: mergeKeyPositions[ownMergeKeys...])
        } else {
            pairs = nodes.popPairs(from: frame.start)
        }
        if ownMergeKeys < mergeKeyPositions.endIndex { mergeKeyPositions.removeSubrange(ownMergeKeys...) }
        return .mapping(pairs)
    }

    private static func isMergeKey(_ node: YAMLNode) -> Bool {
        // The length first: comparing two different strings is a call, and most keys are not `<<`.
        guard case .scalar(let scalar) = node.content, scalar.text.utf8.count == 2, scalar.text == "<<" else {
            return false
        }
        return (node.tag == nil && scalar.style == .plain) || node.tag == YAMLScalar.CoreTag.merge
    }

    /// Rejects a key written twice among the keys on the stack from `start`, pointing at the second.
    private func checkDuplicates(from start: Int) throws(YAMLError) {
        let end = nodes.count - 1  // keys sit at start, start + 2, …; `end` bounds the last key
        let pairCount = (nodes.count - start) / 2
        guard pairCount > 1 else { return }
        if pairCount <= 12 {
            // Small mappings (the common case in themes): pairwise comparison beats hashing.
            if let (first, second) = nodes.firstRepeatedScalarKey(from: start) {
                throw duplicate(nodes[second], first: nodes[first])
            }
            if !nodes.hasCollectionKey(from: start) { return }
        }
        var seen: [String: Int] = [:]
        seen.reserveCapacity(pairCount)
        var index = start
        while index < end {
            let key = nodes[index]
            if let first = seen.updateValue(index, forKey: key.keyText) {
                throw duplicate(key, first: nodes[first])
            }
            index += 2
        }
    }

    private func duplicate(_ key: YAMLNode, first: YAMLNode) -> YAMLError {
        YAMLError(
            code: .duplicateKey, message: "duplicate key \(Self.quoted(key.keyText))", file: file, mark: key.mark,
            notes: [Diagnostic.Note("first defined", at: FileLocation(file: file, position: first.mark))])
    }

    /// Rejects the first merge key (`<<`) at the stack positions `mergeKeys` whose value cannot be merged:
    /// neither a mapping nor a sequence of mappings.
    private func checkMergeValues(at mergeKeys: ArraySlice<Int>) throws(YAMLError) {
        guard let (node, isItem) = nodes.firstUnmergeableValue(at: mergeKeys) else { return }
        if isItem {
            throw error(.yamlSyntax, "a merge key (<<) can only merge mappings, not \(node.kindDescription)", node.mark)
        }
        throw error(
            .yamlSyntax,
            "the value of a merge key (<<) must be a mapping or a sequence of mappings, not \(node.kindDescription)",
            node.mark
        )
    }

    private func error(_ code: Diagnostic.Code, _ message: String, _ mark: SourcePosition) -> YAMLError {
        YAMLError(code: code, message: message, file: file, mark: mark)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in QuotedText.bounded(text).unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func tagName(_ tag: String?) -> String {
        switch tag {
        case YAMLScalar.CoreTag.int: return "!!int"
        case YAMLScalar.CoreTag.float: return "!!float"
        case YAMLScalar.CoreTag.bool: return "!!bool"
        case YAMLScalar.CoreTag.null: return "!!null"
        default: return tag ?? "scalar"
        }
    }
}
