import Foundation
import TableStyleDiagnostics
import TableStyleJSON
import TableStyleYAMLNodes

/// One step of a path into a YAML document: a mapping key or a sequence index.
public enum YAMLPathComponent: Sendable, Hashable, CustomStringConvertible {
    /// A mapping key.
    case key(String)
    /// A 0-based sequence index.
    case index(Int)

    /// The components of a JSON pointer (RFC 6901: `/table/rowColors/0`, `~1` is `/`, `~0` is `~`).
    ///
    /// Every token becomes ``key(_:)``; ``YAMLNode/node(at:)`` treats a numeric key as an index when it
    /// meets a sequence, so schema-validator locations can be used as they are.
    ///
    /// - Parameter pointer: The pointer (`""` is the whole document).
    /// - Returns: The components.
    public static func components(fromJSONPointer pointer: String) -> [YAMLPathComponent] {
        guard !pointer.isEmpty else { return [] }
        let body = pointer.hasPrefix("/") ? String(pointer.dropFirst()) : pointer
        return body.split(separator: "/", omittingEmptySubsequences: false).map { token in
            .key(token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~"))
        }
    }

    /// The key, or the index as decimal text.
    public var description: String {
        switch self {
        case .key(let key): return key
        case .index(let index): return "\(index)"
        }
    }
}

extension YAMLNode {
    /// The node at `path`, or `nil` when some step does not exist.
    ///
    /// - Parameter path: Keys and indices from this node down.
    /// - Returns: The node.
    public func node(at path: [YAMLPathComponent]) -> YAMLNode? {
        var current = self
        for component in path {
            guard let next = current.child(component)?.value else { return nil }
            current = next
        }
        return current
    }

    /// Where a diagnostic about `path` should point: the key's position when `pointingAtKey` (an unknown or
    /// duplicate key), else the value's position.
    ///
    /// When the path does not exist all the way down, the deepest node that does exist is used (a
    /// missing required key is reported at the mapping that lacks it).
    ///
    /// - Parameters:
    ///   - path: Keys and indices from this node down.
    ///   - pointingAtKey: Whether to point at the last key rather than its value.
    /// - Returns: The position.
    public func mark(at path: [YAMLPathComponent], pointingAtKey: Bool) -> SourcePosition {
        var locator = YAMLPathLocator(self)
        return locator.mark(at: path, pointingAtKey: pointingAtKey)
    }

    /// The child for one path step: its key node (mappings only) and value.
    ///
    /// - Parameter component: The step.
    /// - Parameter keyIndex: For a mapping, the index of its first pair per key text (from
    ///   ``pairIndexByKey``), so a large mapping is not scanned once per lookup.
    func child(_ component: YAMLPathComponent, keyIndex: [String: Int]? = nil) -> (key: YAMLNode?, value: YAMLNode)? {
        switch (content, component) {
        case (.mapping(let pairs), .key(let key)):
            if let keyIndex {
                return keyIndex[key].map { (pairs[$0].key, pairs[$0].value) }
            }
            return pairs.first { $0.key.pathText == key }.map { ($0.key, $0.value) }
        case (.mapping(let pairs), .index(let index)) where keyIndex != nil:
            // A collection key's text is JSON (`[…]`, `{…}`), never a bare number, so only scalars match.
            return keyIndex?["\(index)"].map { (pairs[$0].key, pairs[$0].value) }
        case (.mapping(let pairs), .index(let index)):
            return pairs.first { $0.key.scalar?.text == "\(index)" }.map { ($0.key, $0.value) }
        case (.sequence(let items), .index(let index)):
            return items.indices.contains(index) ? (nil, items[index]) : nil
        case (.sequence(let items), .key(let key)):
            guard let index = Int(key), items.indices.contains(index) else { return nil }
            return (nil, items[index])
        case (.scalar, _):
            return nil
        }
    }

    /// For a mapping, the index of the first pair of each key text (`nil` for other nodes).
    var pairIndexByKey: [String: Int]? {
        guard case .mapping(let pairs) = content else { return nil }
        var index: [String: Int] = [:]
        index.reserveCapacity(pairs.count)
        for (position, pair) in pairs.enumerated() where index[pair.key.pathText] == nil {
            index[pair.key.pathText] = position
        }
        return index
    }

    /// The text a key is known by in a path: a scalar's text, or for a collection used as a key its
    /// compact JSON text (as ``jsonValue`` names such keys, so schema error paths lead back to them).
    private var pathText: String {
        if let scalar { return scalar.text }
        return JSONWriter(pretty: false).string(from: jsonValue)
    }
}
