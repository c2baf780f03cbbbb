import TableStyleJSON
import TableStyleSchema
import Testing

/// One case: a schema, an instance, and the keyword and instance pointer of the expected error
/// (`nil` keyword = valid).
struct KeywordCase: Sendable, CustomTestStringConvertible {
    var schema: String
    var instance: String
    var keyword: String?
    var pointer: String = ""

    var testDescription: String { "\(schema) ⟵ \(instance)" }

    /// Validates and checks the outcome.
    func check() throws {
        let errors = try TestSupport.schema(schema).validate(try TestSupport.json(instance))
        if let keyword {
            let error = try #require(errors.first, "expected a \(keyword) error")
            #expect(error.keyword == keyword, "\(errors)")
            #expect(error.instancePointer == pointer, "\(errors)")
        } else {
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}

@Suite struct ValidatorKeywordTests {
    @Test(arguments: [
        KeywordCase(schema: #"{"type":"integer"}"#, instance: "3", keyword: nil),
        KeywordCase(schema: #"{"type":"integer"}"#, instance: "3.0", keyword: nil),
        KeywordCase(schema: #"{"type":"integer"}"#, instance: "3.5", keyword: "type"),
        KeywordCase(schema: #"{"type":"number"}"#, instance: "7", keyword: nil),
        KeywordCase(schema: #"{"type":["string","null"]}"#, instance: "null", keyword: nil),
        KeywordCase(schema: #"{"type":["string","null"]}"#, instance: "true", keyword: "type"),
        KeywordCase(schema: #"{"type":"object"}"#, instance: "[]", keyword: "type"),
        KeywordCase(schema: #"{"enum":[1,"a",null]}"#, instance: "1.0", keyword: nil),
        KeywordCase(schema: #"{"enum":[1,"a",null]}"#, instance: "false", keyword: "enum"),
        KeywordCase(schema: #"{"const":{"a":[1,2]}}"#, instance: #"{"a":[1.0,2]}"#, keyword: nil),
        KeywordCase(schema: #"{"const":{"a":[1,2]}}"#, instance: #"{"a":[2,1]}"#, keyword: "const"),
        KeywordCase(schema: #"{"const":"\u00e9"}"#, instance: #""e\u0301""#, keyword: "const"),
    ])
    func valueKeywords(_ testCase: KeywordCase) throws { try testCase.check() }

    @Test(arguments: [
        KeywordCase(schema: #"{"minimum":2}"#, instance: "2", keyword: nil),
        KeywordCase(schema: #"{"minimum":2}"#, instance: "1.99", keyword: "minimum"),
        KeywordCase(schema: #"{"maximum":2}"#, instance: "3", keyword: "maximum"),
        KeywordCase(schema: #"{"exclusiveMinimum":0}"#, instance: "0", keyword: "exclusiveMinimum"),
        KeywordCase(schema: #"{"exclusiveMaximum":1}"#, instance: "0.999", keyword: nil),
        KeywordCase(schema: #"{"exclusiveMaximum":1}"#, instance: "1", keyword: "exclusiveMaximum"),
        KeywordCase(schema: #"{"multipleOf":0.01}"#, instance: "19.99", keyword: nil),
        KeywordCase(schema: #"{"multipleOf":3}"#, instance: "10", keyword: "multipleOf"),
        KeywordCase(schema: #"{"minimum":2}"#, instance: #""1""#, keyword: nil),
    ])
    func numericKeywords(_ testCase: KeywordCase) throws { try testCase.check() }

    @Test(arguments: [
        KeywordCase(schema: #"{"maxLength":2}"#, instance: #""\ud83d\ude00\ud83d\ude00""#, keyword: nil),
        KeywordCase(schema: #"{"maxLength":1}"#, instance: #""ab""#, keyword: "maxLength"),
        KeywordCase(schema: #"{"minLength":3}"#, instance: #""ab""#, keyword: "minLength"),
        KeywordCase(schema: ##"{"pattern":"^#[0-9a-f]{3}$"}"##, instance: ##""#0af""##, keyword: nil),
        KeywordCase(schema: #"{"pattern":"b+"}"#, instance: #""abbc""#, keyword: nil),
        KeywordCase(schema: #"{"pattern":"^a$"}"#, instance: #""ab""#, keyword: "pattern"),
        KeywordCase(schema: #"{"format":"email"}"#, instance: #""not an email""#, keyword: nil),
    ])
    func stringKeywords(_ testCase: KeywordCase) throws { try testCase.check() }

    @Test(arguments: [
        KeywordCase(
            schema: #"{"properties":{"a":{"type":"string"}}}"#, instance: #"{"a":1}"#, keyword: "type", pointer: "/a"),
        KeywordCase(
            schema: #"{"patternProperties":{"^x-":{"type":"integer"}},"additionalProperties":false}"#,
            instance: #"{"x-a":1,"y":2}"#, keyword: "additionalProperties", pointer: "/y"),
        KeywordCase(
            schema: #"{"patternProperties":{"^x-":{"type":"integer"}}}"#, instance: #"{"x-a":"s"}"#, keyword: "type",
            pointer: "/x-a"),
        KeywordCase(
            schema: #"{"additionalProperties":{"type":"boolean"}}"#, instance: #"{"k":0}"#, keyword: "type",
            pointer: "/k"),
        KeywordCase(schema: #"{"required":["a","b"]}"#, instance: #"{"a":1}"#, keyword: "required"),
        KeywordCase(
            schema: #"{"propertyNames":{"maxLength":3}}"#, instance: #"{"abcd":1}"#, keyword: "maxLength",
            pointer: "/abcd"),
        KeywordCase(schema: #"{"minProperties":1}"#, instance: "{}", keyword: "minProperties"),
        KeywordCase(schema: #"{"maxProperties":1}"#, instance: #"{"a":1,"b":2}"#, keyword: "maxProperties"),
        KeywordCase(schema: #"{"dependentRequired":{"a":["b"]}}"#, instance: #"{"a":1}"#, keyword: "dependentRequired"),
        KeywordCase(schema: #"{"dependentRequired":{"a":["b"]}}"#, instance: #"{"b":1}"#, keyword: nil),
        KeywordCase(
            schema: #"{"dependentSchemas":{"a":{"required":["c"]}}}"#, instance: #"{"a":1}"#, keyword: "required"),
        KeywordCase(schema: #"{"properties":{"a":false}}"#, instance: #"{"a":1}"#, keyword: "false", pointer: "/a"),
    ])
    func objectKeywords(_ testCase: KeywordCase) throws { try testCase.check() }

    @Test(arguments: [
        KeywordCase(schema: #"{"items":{"type":"integer"}}"#, instance: #"[1,2,"x"]"#, keyword: "type", pointer: "/2"),
        KeywordCase(
            schema: #"{"prefixItems":[{"type":"string"}],"items":{"type":"integer"}}"#, instance: #"["a",1,2]"#,
            keyword: nil),
        KeywordCase(
            schema: #"{"prefixItems":[{"type":"string"}],"items":false}"#, instance: #"["a",1]"#, keyword: "items",
            pointer: "/1"),
        KeywordCase(schema: #"{"contains":{"const":3}}"#, instance: "[1,2]", keyword: "contains"),
        KeywordCase(schema: #"{"contains":{"const":3},"minContains":2}"#, instance: "[3,1]", keyword: "minContains"),
        KeywordCase(schema: #"{"contains":{"const":3},"maxContains":1}"#, instance: "[3,3]", keyword: "maxContains"),
        KeywordCase(schema: #"{"contains":{"const":3},"minContains":0}"#, instance: "[]", keyword: nil),
        KeywordCase(schema: #"{"minItems":1}"#, instance: "[]", keyword: "minItems"),
        KeywordCase(schema: #"{"maxItems":1}"#, instance: "[1,2]", keyword: "maxItems"),
        KeywordCase(
            schema: #"{"uniqueItems":true}"#, instance: #"[{"a":1},{"a":1.0}]"#, keyword: "uniqueItems", pointer: "/1"),
        KeywordCase(schema: #"{"uniqueItems":true}"#, instance: "[1,true]", keyword: nil),
    ])
    func arrayKeywords(_ testCase: KeywordCase) throws { try testCase.check() }

    @Test(arguments: [
        KeywordCase(schema: #"{"allOf":[{"minimum":1},{"maximum":3}]}"#, instance: "4", keyword: "maximum"),
        KeywordCase(schema: #"{"anyOf":[{"type":"string"},{"minimum":5}]}"#, instance: "6", keyword: nil),
        KeywordCase(schema: #"{"oneOf":[{"minimum":1},{"minimum":2}]}"#, instance: "3", keyword: "oneOf"),
        KeywordCase(schema: #"{"oneOf":[{"minimum":1},{"minimum":2}]}"#, instance: "1", keyword: nil),
        KeywordCase(schema: #"{"not":{"type":"null"}}"#, instance: "null", keyword: "not"),
        KeywordCase(
            schema: #"{"if":{"type":"string"},"then":{"minLength":2},"else":{"minimum":0}}"#, instance: #""a""#,
            keyword: "minLength"),
        KeywordCase(
            schema: #"{"if":{"type":"string"},"then":{"minLength":2},"else":{"minimum":0}}"#, instance: "-1",
            keyword: "minimum"),
        KeywordCase(schema: "true", instance: #"{"anything":[1]}"#, keyword: nil),
        KeywordCase(schema: "false", instance: "null", keyword: "false"),
    ])
    func combinatorKeywords(_ testCase: KeywordCase) throws { try testCase.check() }

    @Test(arguments: [
        KeywordCase(
            schema: #"{"allOf":[{"properties":{"a":true}}],"unevaluatedProperties":false}"#,
            instance: #"{"a":1,"b":2}"#,
            keyword: "unevaluatedProperties", pointer: "/b"),
        KeywordCase(
            schema: #"{"anyOf":[{"properties":{"a":true}},{"properties":{"b":true}}],"unevaluatedProperties":false}"#,
            instance: #"{"a":1,"b":2}"#, keyword: nil),
        KeywordCase(
            schema: #"{"if":{"required":["a"]},"then":{"properties":{"b":true}},"unevaluatedProperties":false}"#,
            instance: #"{"b":1}"#, keyword: "unevaluatedProperties", pointer: "/b"),
        KeywordCase(
            schema: ##"{"$defs":{"p":{"properties":{"a":true}}},"$ref":"#/$defs/p","unevaluatedProperties":false}"##,
            instance: #"{"a":1}"#, keyword: nil),
        KeywordCase(
            schema: #"{"prefixItems":[true],"unevaluatedItems":false}"#, instance: "[1,2]", keyword: "false",
            pointer: "/1"),
        KeywordCase(schema: #"{"contains":{"const":2},"unevaluatedItems":false}"#, instance: "[2,2]", keyword: nil),
        KeywordCase(
            schema: #"{"not":{"not":{"properties":{"a":true}}},"unevaluatedProperties":false}"#, instance: #"{"a":1}"#,
            keyword: "unevaluatedProperties", pointer: "/a"),
    ])
    func unevaluatedKeywords(_ testCase: KeywordCase) throws { try testCase.check() }

    @Test func errorCarriesPathComponentsAndSchemaLocation() throws {
        let schema = try TestSupport.schema(
            #"{"properties":{"list":{"items":{"properties":{"a/b":{"type":"string"}}}}}}"#)
        let errors = schema.validate(try TestSupport.json(#"{"list":[{},{"a/b":3}]}"#))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.instancePath == [.key("list"), .index(1), .key("a/b")])
        #expect(error.instancePointer == "/list/1/a~1b")
        #expect(error.schemaLocation == JSONSchema.defaultBaseURI + "#/properties/list/items/properties/a~1b/type")
        #expect(error.keyword == "type")
        #expect(!error.isKeyError)
    }
}
