/// Builds document trees from parser events with an explicit stack (never recursion), resolving
/// scalars, expanding aliases within the budget, applying merge keys and rejecting duplicate keys.
struct YAMLTreeBuilder {
    /// A collection being built.
    private struct Frame {
        var isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        var hasMergeKey = false
        var tag: String?
        var anchor: String?
        var mark: Mark
        /// Height of the tallest child (0 when empty or only scalars).
        var childHeight = 0
        /// Nodes in the finished subtree, counting the collection itself.
        var nodeCount = 1
    }

    /// A finished node with the figures the limits need.
    private struct Built {
        var node: YAMLNode
        /// 0 for a scalar, 1 + tallest child for a collection.
        var height: Int
        var nodeCount: Int
    }

    private let limits: YAMLLimits
    private let mergeKeys: Bool
    private let rejectDuplicateKeys: Bool
    private let file: String
    private var stack: [Frame] = []
    private var anchors: [String: Built] = [:]
    private var expandedNodes = 0
    private(set) var documents: [YAMLNode] = []
    private var documentRoot: YAMLNode?

    init(limits: YAMLLimits, options: YAMLParser.Options, file: String) {
        self.limits = limits
        self.mergeKeys = options.mergeKeys
        self.rejectDuplicateKeys = options.rejectDuplicateKeys
        self.file = file
    }

    /// Consumes one event.
    ///
    /// - Throws: ``YAMLError`` for limits, unknown aliases, bad tags, bad merges and duplicate keys.
    mutating func handle(_ event: ParserEvent) throws(YAMLError) {
        switch event {
        case .streamStart, .streamEnd:
            break
        case .documentStart:
            // Anchors are scoped to their document.
            anchors.removeAll(keepingCapacity: true)
            documentRoot = nil
        case .documentEnd:
            documents.append(
                documentRoot ?? YAMLNode(content: .scalar(Self.nullScalar), mark: Mark(line: 1, column: 1)))
            documentRoot = nil
        case .scalar(let text, let style, let tag, let anchor, let mark):
            guard let value = YAMLScalar.resolve(text, style: style, tag: tag) else {
                throw error(.yamlSyntax, "\(Self.quoted(text)) is not a valid \(Self.tagName(tag))", mark)
            }
            let node = YAMLNode(
                content: .scalar(YAMLScalar(text: text, style: style, value: value)),
                tag: tag,
                anchor: anchor,
                mark: mark
            )
            try attach(Built(node: node, height: 0, nodeCount: 1), anchor: anchor)
        case .alias(let name, let mark):
            guard var target = anchors[name] else {
                throw error(.yamlSyntax, "unknown alias *\(name) (no anchor &\(name) before it)", mark)
            }
            expandedNodes += target.nodeCount
            if expandedNodes > limits.maximumAliasExpansion {
                throw error(
                    .limit,
                    "alias expansion exceeds the limit of \(limits.maximumAliasExpansion) nodes",
                    mark
                )
            }
            if stack.count + target.height > limits.maximumDepth {
                throw error(.limit, "alias *\(name) nests deeper than the limit of \(limits.maximumDepth)", mark)
            }
            // The copy shares storage with the anchored node; it points at where the alias was used.
            target.node.mark = mark
            try attach(target, anchor: nil)
        case .sequenceStart(let tag, let anchor, let mark):
            try push(Frame(isMapping: false, tag: tag, anchor: anchor, mark: mark))
        case .mappingStart(let tag, let anchor, let mark):
            try push(Frame(isMapping: true, tag: tag, anchor: anchor, mark: mark))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { return }
            let built = try finish(frame)
            try attach(built, anchor: frame.anchor)
        }
    }

    private static let nullScalar = YAMLScalar(text: "", style: .plain, value: .null)

    private mutating func push(_ frame: Frame) throws(YAMLError) {
        if stack.count >= limits.maximumDepth {
            throw error(.limit, "nesting is deeper than the limit of \(limits.maximumDepth)", frame.mark)
        }
        stack.append(frame)
    }

    private mutating func attach(_ built: Built, anchor: String?) throws(YAMLError) {
        if let anchor { anchors[anchor] = built }
        let top = stack.count - 1
        guard top >= 0 else {
            documentRoot = built.node
            return
        }
        stack[top].nodeCount += built.nodeCount
        stack[top].childHeight = max(stack[top].childHeight, built.height)
        if stack[top].isMapping {
            if let key = stack[top].pendingKey {
                stack[top].pendingKey = nil
                stack[top].pairs.append(YAMLPair(key: key, value: built.node))
            } else {
                if mergeKeys && Self.isMergeKey(built.node) { stack[top].hasMergeKey = true }
                stack[top].pendingKey = built.node
            }
        } else {
            stack[top].items.append(built.node)
        }
    }

    private func finish(_ frame: Frame) throws(YAMLError) -> Built {
        let height = frame.childHeight + 1
        guard frame.isMapping else {
            return Built(
                node: YAMLNode(content: .sequence(frame.items), tag: frame.tag, anchor: frame.anchor, mark: frame.mark),
                height: height,
                nodeCount: frame.nodeCount
            )
        }
        var pairs = frame.pairs
        if rejectDuplicateKeys { try checkDuplicates(pairs) }
        if frame.hasMergeKey { pairs = try merged(pairs) }
        return Built(
            node: YAMLNode(content: .mapping(pairs), tag: frame.tag, anchor: frame.anchor, mark: frame.mark),
            height: height,
            nodeCount: frame.nodeCount
        )
    }

    private static func isMergeKey(_ node: YAMLNode) -> Bool {
        guard case .scalar(let scalar) = node.content, scalar.text == "<<" else { return false }
        return (node.tag == nil && scalar.style == .plain) || node.tag == YAMLScalar.CoreTag.merge
    }

    /// Rejects a key written twice, pointing at the second occurrence.
    private func checkDuplicates(_ pairs: [YAMLPair]) throws(YAMLError) {
        let count = pairs.count
        guard count > 1 else { return }
        if count <= 8 {
            // Small mappings (the common case in themes): pairwise comparison beats hashing.
            var texts: [String] = []
            texts.reserveCapacity(count)
            for pair in pairs {
                let text = pair.key.keyText
                if let first = texts.firstIndex(of: text) {
                    throw duplicate(pair.key, first: pairs[first].key)
                }
                texts.append(text)
            }
            return
        }
        var seen: [String: Int] = [:]
        seen.reserveCapacity(count)
        for (index, pair) in pairs.enumerated() {
            let text = pair.key.keyText
            if let first = seen.updateValue(index, forKey: text) {
                throw duplicate(pair.key, first: pairs[first].key)
            }
        }
    }

    private func duplicate(_ key: YAMLNode, first: YAMLNode) -> YAMLError {
        error(
            .duplicateKey,
            "duplicate key \(Self.quoted(key.keyText)) (first defined at \(first.mark.line):\(first.mark.column))",
            key.mark
        )
    }

    /// Applies `<<` merge keys: explicit keys win over merged ones, earlier merged maps over later ones;
    /// merged pairs take the place of the first `<<` key.
    private func merged(_ pairs: [YAMLPair]) throws(YAMLError) -> [YAMLPair] {
        var seen = Set<String>()
        for pair in pairs where !Self.isMergeKey(pair.key) { seen.insert(pair.key.keyText) }
        var mergedPairs: [YAMLPair] = []
        for pair in pairs where Self.isMergeKey(pair.key) {
            let sources: [YAMLNode]
            switch pair.value.content {
            case .mapping:
                sources = [pair.value]
            case .sequence(let items):
                sources = items
            case .scalar:
                throw error(
                    .yamlSyntax,
                    "the value of a merge key (<<) must be a mapping or a sequence of mappings, not \(pair.value.kindDescription)",
                    pair.value.mark
                )
            }
            for source in sources {
                guard case .mapping(let sourcePairs) = source.content else {
                    throw error(
                        .yamlSyntax,
                        "a merge key (<<) can only merge mappings, not \(source.kindDescription)",
                        source.mark
                    )
                }
                for sourcePair in sourcePairs where seen.insert(sourcePair.key.keyText).inserted {
                    mergedPairs.append(sourcePair)
                }
            }
        }
        var result: [YAMLPair] = []
        result.reserveCapacity(pairs.count + mergedPairs.count)
        var inserted = false
        for pair in pairs {
            if Self.isMergeKey(pair.key) {
                if !inserted {
                    result.append(contentsOf: mergedPairs)
                    inserted = true
                }
            } else {
                result.append(pair)
            }
        }
        return result
    }

    private func error(_ code: YAMLError.Code, _ message: String, _ mark: Mark) -> YAMLError {
        YAMLError(code: code, message: message, file: file, mark: mark)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
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
