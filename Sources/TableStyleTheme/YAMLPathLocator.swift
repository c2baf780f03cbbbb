import TableStyleDiagnostics
import TableStyleYAMLNodes

/// Finds where many diagnostics about one document should point (``YAMLNode/mark(at:pointingAtKey:)``)
/// in time linear in the document: a large mapping's keys are indexed once, the first time a path goes
/// through it, instead of scanned once per diagnostic (100,000 unknown keys were 10¹⁰ comparisons).
public struct YAMLPathLocator: Sendable {
    /// Mappings with fewer pairs than this are scanned; an index does not pay for itself.
    static let indexedMappingSize = 16

    /// The document's root.
    public let root: YAMLNode
    /// Key indexes of the large mappings met so far, by the path that leads to them.
    private var indexes: [[YAMLPathComponent]: [String: Int]] = [:]

    /// Creates a locator.
    ///
    /// - Parameter root: The document's root node.
    public init(_ root: YAMLNode) {
        self.root = root
    }

    /// The position of the key (when `pointingAtKey`) or value at `path`; where the path stops existing,
    /// the deepest node that exists.
    ///
    /// - Parameters:
    ///   - path: Keys and indices from the root down.
    ///   - pointingAtKey: Whether to point at the last key rather than its value.
    /// - Returns: The position.
    public mutating func mark(at path: [YAMLPathComponent], pointingAtKey: Bool) -> SourcePosition {
        var current = root
        for (position, component) in path.enumerated() {
            var keyIndex: [String: Int]?
            if let pairs = current.mapping, pairs.count >= Self.indexedMappingSize {
                let prefix = Array(path[..<position])
                if let known = indexes[prefix] {
                    keyIndex = known
                } else {
                    keyIndex = current.pairIndexByKey
                    indexes[prefix] = keyIndex
                }
            }
            guard let (key, value) = current.child(component, keyIndex: keyIndex) else { return current.mark }
            if position == path.count - 1, pointingAtKey, let key { return key.mark }
            current = value
        }
        return current.mark
    }
}
