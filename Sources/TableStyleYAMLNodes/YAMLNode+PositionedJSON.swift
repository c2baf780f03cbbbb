import TableStyleDiagnostics
public import TableStyleJSON

extension YAMLNode {
    /// The node as JSON that keeps everything a reader of nodes sees — scalar text, style and resolved
    /// value, tags, anchors, pair order and every node's position — so ``init(positionedJSON:)`` gives
    /// back an equal node without a YAML parser. This is the node form of a compiled theme.
    ///
    /// A scalar is `{"at": [line, column, offset], "text": …, "style": …}` plus `"value"` when the value is
    /// not the text itself; a sequence has `"items"`, a mapping `"pairs"` (`[key, value]` arrays).
    public var positionedJSON: JSONValue {
        var object = JSONObject()
        object["at"] = .array([.int(mark.line), .int(mark.column), .int(mark.offset)])
        if let tag { object["tag"] = .string(tag) }
        if let anchor { object["anchor"] = .string(anchor) }
        switch content {
        case .scalar(let scalar):
            object["text"] = .string(scalar.text)
            object["style"] = .string(scalar.style.rawValue)
            switch scalar.value {
            case .string(let text) where text == scalar.text: break
            case .string(let text): object["value"] = .string(text)
            case .null: object["value"] = .null
            case .bool(let flag): object["value"] = .bool(flag)
            case .int(let number): object["value"] = .int(number)
            case .double(let number) where number.isFinite: object["value"] = .double(number)
            // JSON has no NaN or infinity: keep the double's kind in a string the reader maps back.
            case .double(let number): object["double"] = .string(number.isNaN ? "nan" : number < 0 ? "-inf" : "inf")
            }
        case .sequence(let items):
            object["items"] = .array(items.map(\.positionedJSON))
        case .mapping(let pairs):
            object["pairs"] = .array(pairs.map { .array([$0.key.positionedJSON, $0.value.positionedJSON]) })
        }
        return .object(object)
    }

    /// Rebuilds a node from ``positionedJSON``.
    ///
    /// - Parameter json: The node's positioned JSON.
    /// - Returns: The node, or `nil` when `json` is not of that shape.
    public init?(positionedJSON json: JSONValue) {
        guard let object = json.objectValue, let at = object["at"]?.arrayValue, at.count == 3,
            case .int(let line) = at[0], case .int(let column) = at[1], case .int(let offset) = at[2]
        else { return nil }
        let mark = SourcePosition(line: line, column: column, offset: offset)
        let tag = object["tag"]?.stringValue
        let anchor = object["anchor"]?.stringValue
        if let items = object["items"] {
            guard let array = items.arrayValue else { return nil }
            var nodes: [YAMLNode] = []
            nodes.reserveCapacity(array.count)
            for item in array {
                guard let node = YAMLNode(positionedJSON: item) else { return nil }
                nodes.append(node)
            }
            self.init(content: .sequence(nodes), tag: tag, anchor: anchor, mark: mark)
        } else if let pairsValue = object["pairs"] {
            guard let array = pairsValue.arrayValue else { return nil }
            var pairs: [YAMLPair] = []
            pairs.reserveCapacity(array.count)
            for entry in array {
                guard let both = entry.arrayValue, both.count == 2, let key = YAMLNode(positionedJSON: both[0]),
                    let value = YAMLNode(positionedJSON: both[1])
                else { return nil }
                pairs.append(YAMLPair(key: key, value: value))
            }
            self.init(content: .mapping(pairs), tag: tag, anchor: anchor, mark: mark)
        } else {
            guard let text = object["text"]?.stringValue,
                let style = object["style"]?.stringValue.flatMap(YAMLScalar.Style.init(rawValue:)),
                let value = Self.scalarValue(object, text: text)
            else { return nil }
            self.init(
                content: .scalar(YAMLScalar(text: text, style: style, value: value)), tag: tag, anchor: anchor,
                mark: mark)
        }
    }

    private static func scalarValue(_ object: JSONObject, text: String) -> YAMLScalar.Value? {
        if let special = object["double"]?.stringValue {
            switch special {
            case "nan": return .double(.nan)
            case "inf": return .double(.infinity)
            case "-inf": return .double(-.infinity)
            default: return nil
            }
        }
        switch object["value"] {
        case nil: return .string(text)
        case .null?: return .null
        case .bool(let flag)?: return .bool(flag)
        case .int(let number)?: return .int(number)
        case .double(let number)?: return .double(number)
        case .string(let string)?: return .string(string)
        case .array?, .object?: return nil
        }
    }
}
