import TableStyleJSON

/// The schema documents a ``JSONSchema`` may `$ref` besides itself, each known by an absolute URI.
///
/// Immutable: ``adding(document:at:)`` returns a new registry, so a registry can be built once and shared
/// between threads and schemas.
///
/// ```swift
/// let registry = try SchemaRegistry()
///     .adding(document: colorSchema, at: "https://example.com/color.json")
/// let schema = try JSONSchema(themeSchema, registry: registry)
/// ```
public struct SchemaRegistry: Sendable {
    var index = SchemaIndex()
    private var documents: [String] = []

    /// Creates an empty registry.
    public init() {}

    /// The URIs documents were added at, in the order they were added.
    public var documentURIs: [String] { documents }

    /// Returns a registry that also knows `document`, retrievable at `uri`.
    ///
    /// `$id`s inside the document (its own, and those of embedded resources) are indexed too, resolved
    /// against `uri`; so are `$anchor`s and `$dynamicAnchor`s.
    ///
    /// - Parameters:
    ///   - document: A schema (an object or a boolean).
    ///   - uri: The absolute URI a `$ref` uses to reach the document (any fragment is ignored).
    /// - Returns: The extended registry.
    /// - Throws: ``SchemaCompileError`` when the document has malformed keywords or invalid patterns.
    public func adding(document: JSONValue, at uri: String) throws(SchemaCompileError) -> SchemaRegistry {
        var copy = self
        try copy.index.add(document: document, retrievalURI: uri)
        copy.index.clearReferences()  // remote documents may point at documents that are never needed
        copy.documents.append(uri)
        return copy
    }
}
