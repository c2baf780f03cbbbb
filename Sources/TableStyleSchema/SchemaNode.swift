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
    /// What compiling found out about this subschema (its keywords, subschemas and reference targets),
    /// so that validation looks nothing up by location; `nil` for a subschema made up during validation.
    var links: SchemaNodeLinks?

    /// The keywords this subschema has (every keyword when unknown).
    var keywords: SchemaKeywordSet { links?.keywords ?? .all }

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

/// The compile-time facts about one subschema object: which keywords it has, its subschemas by keyword,
/// and the targets of its references.
///
/// Filled in only while a schema is compiled, before the schema is shared, and read-only afterwards;
/// that is what makes the unchecked `Sendable` safe.
final class SchemaNodeLinks: @unchecked Sendable {
    let keywords: SchemaKeywordSet
    /// Subschemas of one-schema keywords (`not`, `items`, `additionalProperties`, …).
    var single: [String: SchemaNode] = [:]
    /// Subschemas of array keywords (`allOf`, `anyOf`, `oneOf`, `prefixItems`).
    var list: [String: [SchemaNode]] = [:]
    /// Subschemas of object keywords (`properties`, `patternProperties`, `dependentSchemas`, `$defs`).
    var map: [String: [String: SchemaNode]] = [:]
    /// The resolved target of `$ref`.
    var reference: SchemaNode?
    /// The resolved (static) target of `$dynamicRef`.
    var dynamicReference: SchemaNode?

    init(keywords: SchemaKeywordSet) {
        self.keywords = keywords
    }
}

/// A set of the keywords the evaluator acts on, so whole groups of checks can be skipped at once.
struct SchemaKeywordSet: OptionSet, Sendable {
    let rawValue: UInt64

    static let references = SchemaKeywordSet(rawValue: 1 << 0)
    static let valueAssertions = SchemaKeywordSet(rawValue: 1 << 1)
    static let numberAssertions = SchemaKeywordSet(rawValue: 1 << 2)
    static let stringAssertions = SchemaKeywordSet(rawValue: 1 << 3)
    static let combinators = SchemaKeywordSet(rawValue: 1 << 4)
    static let objectKeywords = SchemaKeywordSet(rawValue: 1 << 5)
    static let arrayKeywords = SchemaKeywordSet(rawValue: 1 << 6)
    static let all = SchemaKeywordSet(rawValue: ~0)

    private static let groups: [String: SchemaKeywordSet] = {
        var table: [String: SchemaKeywordSet] = ["$ref": .references, "$dynamicRef": .references]
        for name in ["type", "const", "enum"] { table[name] = .valueAssertions }
        for name in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] {
            table[name] = .numberAssertions
        }
        for name in ["minLength", "maxLength", "pattern"] { table[name] = .stringAssertions }
        for name in ["allOf", "anyOf", "oneOf", "not", "if"] { table[name] = .combinators }
        for name in [
            "required", "minProperties", "maxProperties", "dependentRequired", "dependentSchemas", "properties",
            "patternProperties", "additionalProperties", "propertyNames", "unevaluatedProperties",
        ] {
            table[name] = .objectKeywords
        }
        for name in ["minItems", "maxItems", "uniqueItems", "prefixItems", "items", "contains", "unevaluatedItems"] {
            table[name] = .arrayKeywords
        }
        return table
    }()

    /// The groups of the keywords present in `object`.
    init(of object: JSONObject) {
        var set = SchemaKeywordSet()
        for key in object.keys {
            if let group = Self.groups[key] { set.insert(group) }
        }
        self = set
    }

    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }
}
