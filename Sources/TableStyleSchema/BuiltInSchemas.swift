import TableStyleJSON

/// Schemas every ``JSONSchema`` can reach without registering them: a compact draft 2020-12 meta-schema.
///
/// The official meta-schema spreads over eight vocabulary documents; this one, written for this package,
/// describes the same keywords in a single document at the official URI
/// `https://json-schema.org/draft/2020-12/schema`, so `"$ref"`s to it (and
/// ``JSONSchema/metaschemaErrors(_:)``) work offline. A registry document at the same URI takes precedence.
enum BuiltInSchemas {
    /// The URI of the draft 2020-12 meta-schema.
    static let metaschemaURI = "https://json-schema.org/draft/2020-12/schema"

    /// The indexed built-in documents (empty if the bundled text were ever malformed, which a test rules out).
    static let index: SchemaIndex = {
        var index = SchemaIndex()
        guard let document = try? JSONParser().parse(metaschemaText),
            (try? index.add(document: document, retrievalURI: metaschemaURI)) != nil
        else { return SchemaIndex() }
        guard index.resolveReferences() == nil else { return SchemaIndex() }
        return index
    }()

    static let metaschemaText = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://json-schema.org/draft/2020-12/schema",
          "$dynamicAnchor": "meta",
          "title": "JSON Schema draft 2020-12 meta-schema (compact, single document)",
          "type": ["object", "boolean"],
          "properties": {
            "$id": { "type": "string" },
            "$schema": { "type": "string" },
            "$ref": { "type": "string" },
            "$anchor": { "type": "string", "pattern": "^[A-Za-z_][-A-Za-z0-9._]*$" },
            "$dynamicRef": { "type": "string" },
            "$dynamicAnchor": { "type": "string", "pattern": "^[A-Za-z_][-A-Za-z0-9._]*$" },
            "$vocabulary": { "type": "object", "additionalProperties": { "type": "boolean" } },
            "$comment": { "type": "string" },
            "$defs": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" } },
            "allOf": { "$ref": "#/$defs/schemaArray" },
            "anyOf": { "$ref": "#/$defs/schemaArray" },
            "oneOf": { "$ref": "#/$defs/schemaArray" },
            "not": { "$dynamicRef": "#meta" },
            "if": { "$dynamicRef": "#meta" },
            "then": { "$dynamicRef": "#meta" },
            "else": { "$dynamicRef": "#meta" },
            "dependentSchemas": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" } },
            "prefixItems": { "$ref": "#/$defs/schemaArray" },
            "items": { "$dynamicRef": "#meta" },
            "contains": { "$dynamicRef": "#meta" },
            "properties": { "type": "object", "additionalProperties": { "$dynamicRef": "#meta" } },
            "patternProperties": {
              "type": "object",
              "additionalProperties": { "$dynamicRef": "#meta" },
              "propertyNames": { "format": "regex" }
            },
            "additionalProperties": { "$dynamicRef": "#meta" },
            "propertyNames": { "$dynamicRef": "#meta" },
            "unevaluatedItems": { "$dynamicRef": "#meta" },
            "unevaluatedProperties": { "$dynamicRef": "#meta" },
            "type": {
              "anyOf": [
                { "$ref": "#/$defs/simpleTypes" },
                { "type": "array", "items": { "$ref": "#/$defs/simpleTypes" }, "minItems": 1, "uniqueItems": true }
              ]
            },
            "const": true,
            "enum": { "type": "array" },
            "multipleOf": { "type": "number", "exclusiveMinimum": 0 },
            "maximum": { "type": "number" },
            "exclusiveMaximum": { "type": "number" },
            "minimum": { "type": "number" },
            "exclusiveMinimum": { "type": "number" },
            "maxLength": { "$ref": "#/$defs/nonNegativeInteger" },
            "minLength": { "$ref": "#/$defs/nonNegativeInteger" },
            "pattern": { "type": "string", "format": "regex" },
            "maxItems": { "$ref": "#/$defs/nonNegativeInteger" },
            "minItems": { "$ref": "#/$defs/nonNegativeInteger" },
            "uniqueItems": { "type": "boolean" },
            "maxContains": { "$ref": "#/$defs/nonNegativeInteger" },
            "minContains": { "$ref": "#/$defs/nonNegativeInteger" },
            "maxProperties": { "$ref": "#/$defs/nonNegativeInteger" },
            "minProperties": { "$ref": "#/$defs/nonNegativeInteger" },
            "required": { "$ref": "#/$defs/stringArray" },
            "dependentRequired": { "type": "object", "additionalProperties": { "$ref": "#/$defs/stringArray" } },
            "title": { "type": "string" },
            "description": { "type": "string" },
            "default": true,
            "deprecated": { "type": "boolean" },
            "readOnly": { "type": "boolean" },
            "writeOnly": { "type": "boolean" },
            "examples": { "type": "array" },
            "format": { "type": "string" },
            "contentEncoding": { "type": "string" },
            "contentMediaType": { "type": "string" },
            "contentSchema": { "$dynamicRef": "#meta" }
          },
          "$defs": {
            "schemaArray": { "type": "array", "minItems": 1, "items": { "$dynamicRef": "#meta" } },
            "nonNegativeInteger": { "type": "integer", "minimum": 0 },
            "simpleTypes": { "enum": ["array", "boolean", "integer", "null", "number", "object", "string"] },
            "stringArray": { "type": "array", "items": { "type": "string" }, "uniqueItems": true }
          }
        }
        """#
}
