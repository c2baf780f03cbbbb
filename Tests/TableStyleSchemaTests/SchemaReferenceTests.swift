import TableStyleJSON
import TableStyleSchema
import Testing

/// `$ref`, `$id`, `$anchor`, `$dynamicRef`, registries, compile errors and the depth guard.
@Suite struct SchemaReferenceTests {
    @Test func localPointerAndAnchorReferences() throws {
        let schema = try TestSupport.schema(
            ##"""
            {"$defs": {"pos": {"$anchor": "positive", "exclusiveMinimum": 0}, "a~b/c": {"type": "string"}},
             "properties": {"n": {"$ref": "#positive"}, "s": {"$ref": "#/$defs/a~0b~1c"}}}
            """##)
        #expect(schema.isValid(try TestSupport.json(#"{"n": 1, "s": "x"}"#)))
        let errors = schema.validate(try TestSupport.json(#"{"n": 0, "s": 2}"#))
        #expect(errors.map(\.keyword) == ["exclusiveMinimum", "type"])
        #expect(errors.first?.schemaLocation == JSONSchema.defaultBaseURI + "#/$defs/pos/exclusiveMinimum")
    }

    @Test func registeredDocumentsResolveByURIAndEmbeddedID() throws {
        let remote = try TestSupport.json(
            #"{"$defs": {"inner": {"$id": "inner.json", "type": "integer"}}, "type": "string"}"#)
        let registry = try SchemaRegistry().adding(document: remote, at: "https://example.com/schemas/outer.json")
        #expect(registry.documentURIs == ["https://example.com/schemas/outer.json"])
        let schema = try JSONSchema(
            try TestSupport.json(
                #"{"$id": "https://example.com/schemas/root.json", "properties": {"a": {"$ref": "outer.json"}, "b": {"$ref": "inner.json"}}}"#
            ),
            registry: registry)
        #expect(schema.baseURI == "https://example.com/schemas/root.json")
        #expect(schema.isValid(try TestSupport.json(#"{"a": "x", "b": 3}"#)))
        let errors = schema.validate(try TestSupport.json(#"{"a": 1, "b": "y"}"#))
        #expect(
            errors.map(\.schemaLocation) == [
                "https://example.com/schemas/outer.json#/type", "https://example.com/schemas/inner.json#/type",
            ])
    }

    @Test func registryIsAnImmutableBuilder() throws {
        let empty = SchemaRegistry()
        let one = try empty.adding(document: .bool(true), at: "https://example.com/t.json")
        #expect(empty.documentURIs.isEmpty)
        #expect(one.documentURIs.count == 1)
        #expect(throws: SchemaCompileError.self) {
            try JSONSchema(try TestSupport.json(#"{"$ref": "https://example.com/t.json"}"#), registry: empty)
        }
        #expect(
            try JSONSchema(try TestSupport.json(#"{"$ref": "https://example.com/t.json"}"#), registry: one).isValid(
                .null))
    }

    @Test func dynamicReferenceResolvesToOutermostAnchor() throws {
        let list = try TestSupport.json(
            ##"""
            {"$id": "https://example.com/list", "$dynamicAnchor": "item", "type": "array",
             "items": {"$dynamicRef": "#item"}, "$defs": {"any": {"$dynamicAnchor": "item"}}}
            """##)
        let registry = try SchemaRegistry().adding(document: list, at: "https://example.com/list")
        let strings = try JSONSchema(
            try TestSupport.json(
                ##"{"$id": "https://example.com/strings", "$ref": "list", "$defs": {"s": {"$dynamicAnchor": "item", "type": "string"}}}"##
            ),
            registry: registry)
        #expect(strings.isValid(try TestSupport.json(#"["a", "b"]"#)))
        #expect(!strings.isValid(try TestSupport.json(#"["a", 1]"#)))
    }

    @Test func referenceLoopIsAnErrorNotACrash() throws {
        let schema = try TestSupport.schema(
            ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##)
        let errors = schema.validate(.int(1))
        #expect(errors.count == 1)
        #expect(errors.first?.keyword == "$ref")
        #expect(errors.first?.message.contains("levels deep") == true)
    }

    @Test func deepInstancesWithinTheLimitValidate() throws {
        let schema = try TestSupport.schema(##"{"items": {"$ref": "#"}, "type": ["array", "integer"]}"##)
        var value = JSONValue.int(1)
        for _ in 0..<60 { value = .array([value]) }
        #expect(schema.isValid(value))
    }

    @Test func hostileNestingStopsAtTheDepthLimit() throws {
        let schema = try TestSupport.themeSchema()
        var predicate = JSONValue.object(["row": .string("even")])
        for _ in 0..<2000 { predicate = .object(["not": predicate]) }
        let theme = JSONValue.object([
            "format": .int(1), "name": .string("deep"), "rules": .array([.object(["when": predicate])]),
        ])
        let errors = schema.validate(theme)
        #expect(errors.count == 1)
        #expect(errors.first?.keyword == "$ref")
        #expect((errors.first?.instancePath.count ?? 0) < SchemaValidator.Options().maximumDepth)
    }

    @Test(arguments: [
        (#"{"type": "text"}"#, "/type"),
        (#"{"pattern": "a("}"#, "/pattern"),
        (#"{"patternProperties": {"[": true}}"#, "/patternProperties/["),
        (#"{"required": "a"}"#, "/required"),
        (#"{"minLength": -1}"#, "/minLength"),
        (##"{"$ref": "#/$defs/missing"}"##, "/$ref"),
        (#"{"allOf": {}}"#, "/allOf"),
        ("3", ""),
    ])
    func malformedSchemasDoNotCompile(text: String, pointer: String) throws {
        do {
            _ = try TestSupport.schema(text)
            Issue.record("\(text) compiled")
        } catch let error as SchemaCompileError {
            #expect(error.schemaLocation == JSONSchema.defaultBaseURI + "#" + pointer)
        }
    }

    @Test func metaschemaChecksSchemaDocuments() throws {
        #expect(JSONSchema.metaschemaErrors(try TestSupport.json(#"{"type": "string", "minLength": 2}"#)).isEmpty)
        let errors = JSONSchema.metaschemaErrors(try TestSupport.json(#"{"properties": {"a": {"minLength": -1}}}"#))
        #expect(errors.map(\.instancePointer) == ["/properties/a/minLength"])
        let metaschemaReference = try TestSupport.schema(#"{"$ref": "https://json-schema.org/draft/2020-12/schema"}"#)
        #expect(!metaschemaReference.isValid(try TestSupport.json(#"{"type": 5}"#)))
    }
}
