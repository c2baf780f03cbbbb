import TableStyleDiagnostics
import TableStyleSchema
import TableStyleYAML

/// Finds the source position of a node named by a path of keys and list indices.
enum YAMLPathLocator {
    /// The position of the node at `path` (its key when `key` is true), or of the deepest node that exists.
    ///
    /// - Parameters:
    ///   - path: Keys and indices from the root.
    ///   - key: Whether to point at the mapping key of the last step rather than its value.
    ///   - root: The document.
    /// - Returns: The position.
    static func mark(of path: [SchemaError.PathComponent], key: Bool, in root: YAMLNode) -> SourcePosition {
        var node = root
        for (offset, component) in path.enumerated() {
            switch component {
            case .key(let name):
                guard let pair = node.mapping?.last(where: { $0.key.scalar?.text == name }) else { return node.mark }
                if key && offset == path.count - 1 { return pair.key.mark }
                node = pair.value
            case .index(let index):
                guard let items = node.sequence, items.indices.contains(index) else { return node.mark }
                node = items[index]
            }
        }
        return node.mark
    }
}
