import TableStyleJSON

/// A subschema together with where it lives: the schema resource it belongs to and its pointer inside it.
///
/// The resource URI is the base for resolving the subschema's own `$ref`s; the pair is its absolute
/// location, used in error reports.
struct SchemaNode: Sendable {
    /// The schema: an object or a boolean.
    let value: JSONValue
    /// The absolute URI (without fragment) of the enclosing schema resource.
    let resource: String
    /// The escaped JSON Pointer of this subschema within `resource` (`""` for the resource root).
    let pointer: String

    /// `resource#pointer`.
    var location: String { resource + "#" + pointer }

    /// The absolute location of one of this schema's keywords (plus optional further tokens).
    func location(of tokens: String...) -> String {
        location + JSONPointer.string(from: tokens)
    }
}

/// Where a keyword's value holds subschemas.
enum SubschemaKeywords {
    /// Keywords whose value is one schema.
    static let single: Set<String> = [
        "additionalProperties", "items", "contains", "propertyNames", "not", "if", "then", "else",
        "unevaluatedItems", "unevaluatedProperties", "contentSchema", "additionalItems",
    ]
    /// Keywords whose value is an array of schemas.
    static let array: Set<String> = ["allOf", "anyOf", "oneOf", "prefixItems"]
    /// Keywords whose value is an object of schemas.
    static let map: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]
}
