import TableStyleJSON

/// A JSON Schema (draft 2020-12) compiled for validation: its resources, anchors and patterns indexed,
/// its references checked.
///
/// ```swift
/// let schema = try JSONSchema(jsonText: schemaText)
/// let errors = schema.validate(instance)   // [] when valid
/// ```
///
/// Compilation checks what would otherwise fail silently at validation time: a malformed `type`,
/// `required` or numeric bound, an invalid regular expression, and a `$ref` that names nothing in the
/// schema or its ``SchemaRegistry``.
public struct JSONSchema: Sendable {
    /// The URI used as the base of the schema when it has no `$id` of its own.
    public static let defaultBaseURI = "urn:tablestylekit:schema"

    /// The schema as written.
    public let document: JSONValue
    /// The schema's absolute base URI: its `$id` resolved against the URI it was loaded from.
    public var baseURI: String { root.resource }

    let index: SchemaIndex
    let root: SchemaNode
    /// Whether the validation vocabulary (type, enum, bounds, lengths, required, …) is on. It is off only
    /// when the schema's `$schema` names a meta-schema whose `$vocabulary` leaves it out.
    let validationVocabulary: Bool
    /// Whether `unevaluatedProperties` / `unevaluatedItems` can be reached from the root, so that
    /// evaluation must record which properties and items were evaluated.
    let tracksAnnotations: Bool

    /// Compiles a schema.
    ///
    /// - Parameters:
    ///   - document: The schema: an object or a boolean.
    ///   - baseURI: Where the schema was loaded from; an `$id` in the schema is resolved against it.
    ///   - registry: Other schema documents `$ref`s may reach.
    /// - Throws: ``SchemaCompileError`` when the schema is malformed or a reference cannot be resolved.
    public init(
        _ document: JSONValue,
        baseURI: String = JSONSchema.defaultBaseURI,
        registry: SchemaRegistry = SchemaRegistry()
    ) throws(SchemaCompileError) {
        switch document {
        case .object, .bool: break
        default:
            throw SchemaCompileError(message: "a schema must be an object or a boolean", schemaLocation: baseURI + "#")
        }
        var index = SchemaIndex()
        let root = try index.add(document: document, retrievalURI: baseURI)
        index.merge(registry.index)
        index.merge(BuiltInSchemas.index)
        if let (reference, keyword, node) = index.resolveReferences() {
            throw SchemaCompileError(
                message: "\(keyword) \"\(reference)\" does not name a schema known here",
                schemaLocation: node.location(of: keyword))
        }
        var validationVocabulary = true
        if case .string(let metaschemaURI) = document["$schema"],
            let metaschema = index.resolve(metaschemaURI, from: root),
            case .object(let vocabularies) = metaschema.value["$vocabulary"]
        {
            validationVocabulary = vocabularies["https://json-schema.org/draft/2020-12/vocab/validation"] != nil
        }
        self.validationVocabulary = validationVocabulary
        self.document = document
        self.index = index
        self.root = root
        self.tracksAnnotations = SchemaIndex.reachesUnevaluated(from: root)
    }

    /// Parses JSON text and compiles it as a schema.
    ///
    /// - Parameters:
    ///   - jsonText: The schema as JSON text.
    ///   - baseURI: Where the schema was loaded from.
    ///   - registry: Other schema documents `$ref`s may reach.
    /// - Throws: ``SchemaCompileError`` when the text is not JSON or not a valid schema.
    public init(
        jsonText: String,
        baseURI: String = JSONSchema.defaultBaseURI,
        registry: SchemaRegistry = SchemaRegistry()
    ) throws(SchemaCompileError) {
        let value: JSONValue
        do {
            value = try JSONParser().parse(jsonText)
        } catch {
            throw SchemaCompileError(message: "the schema is not valid JSON: \(error)", schemaLocation: baseURI + "#")
        }
        try self.init(value, baseURI: baseURI, registry: registry)
    }

    /// Validates `instance` with default options.
    ///
    /// - Parameter instance: The value to check.
    /// - Returns: Every problem found, most specific first within each location; empty when valid.
    public func validate(_ instance: JSONValue) -> [SchemaError] {
        SchemaValidator(schema: self).validate(instance)
    }

    /// Checks a schema document against the draft 2020-12 meta-schema (the compact one built into this
    /// module): wrong keyword types, negative lengths, unknown type names.
    ///
    /// - Parameter document: The schema to check.
    /// - Returns: The meta-schema violations; empty when the document is a well-formed schema.
    public static func metaschemaErrors(_ document: JSONValue) -> [SchemaError] {
        guard let root = BuiltInSchemas.index.resources[BuiltInSchemas.metaschemaURI] else { return [] }
        let evaluator = SchemaEvaluator(
            index: BuiltInSchemas.index, options: SchemaValidator.Options(rootName: "the schema"), assertions: true)
        return evaluator.evaluate(root, document, path: [], scope: EvaluationScope()).errors
    }

    /// Whether `instance` satisfies the schema.
    ///
    /// - Parameter instance: The value to check.
    /// - Returns: `true` when ``validate(_:)`` finds nothing.
    public func isValid(_ instance: JSONValue) -> Bool {
        validate(instance).isEmpty
    }
}
