public import TableStyleJSON

extension YAMLNode {
    /// The node as a JSON-like value, for schema validation and comparisons.
    ///
    /// Scalars become their resolved values (``YAMLScalar/Value``); sequences become arrays; mappings
    /// become objects keyed by each key's scalar text (`1: a` gives `{"1": "a"}`). A collection used
    /// as a key is keyed by its compact JSON text, so the result is deterministic. When a key repeats
    /// (only possible in hand-built trees), the last value wins. The conversion uses an explicit stack,
    /// so deep trees cannot overflow the call stack.
    public var jsonValue: JSONValue {
        struct Frame {
            var node: YAMLNode
            var index = 0
            var array: [JSONValue] = []
            var object = JSONObject()
            var pendingKey: String?
        }
        func add(_ value: JSONValue, to frame: inout Frame) {
            if let key = frame.pendingKey {
                frame.object[key] = value
                frame.pendingKey = nil
            } else {
                frame.array.append(value)
            }
        }
        if case .scalar(let scalar) = content { return scalar.jsonValue }
        var stack = [Frame(node: self)]
        while let top = stack.indices.last {
            let next: YAMLNode?
            switch stack[top].node.content {
            case .sequence(let items):
                next = stack[top].index < items.count ? items[stack[top].index] : nil
            case .mapping(let pairs):
                if stack[top].index < pairs.count {
                    let pair = pairs[stack[top].index]
                    stack[top].pendingKey = pair.key.keyText
                    next = pair.value
                } else {
                    next = nil
                }
            case .scalar:
                next = nil
            }
            if let next {
                stack[top].index += 1
                if case .scalar(let scalar) = next.content {
                    add(scalar.jsonValue, to: &stack[top])
                } else {
                    stack.append(Frame(node: next))
                }
                continue
            }
            guard let done = stack.popLast() else { break }
            let value: JSONValue
            if case .mapping = done.node.content {
                value = .object(done.object)
            } else {
                value = .array(done.array)
            }
            guard let parent = stack.indices.last else { return value }
            add(value, to: &stack[parent])
        }
        return .null
    }

    /// The text a key is known by: a scalar's text, or a collection's compact JSON.
    package var keyText: String {
        if case .scalar(let scalar) = content { return scalar.text }
        return JSONWriter(pretty: false).string(from: jsonValue)
    }
}

extension YAMLScalar {
    /// The resolved value as JSON (`.nan` and infinities stay doubles).
    public var jsonValue: JSONValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        }
    }
}

extension Sequence where Element == YAMLNode {
    /// The JSON values of a stream of documents, one per document.
    public var jsonValues: [JSONValue] {
        map(\.jsonValue)
    }
}
