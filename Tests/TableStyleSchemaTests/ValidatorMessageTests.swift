import TableStyleJSON
import TableStyleSchema
import Testing

/// The wording of errors: what a theme author reads.
@Suite struct ValidatorMessageTests {
    private func messages(_ schema: String, _ instance: String, rootName: String = "the document") throws -> [String] {
        let validator = SchemaValidator(schema: try TestSupport.schema(schema), options: .init(rootName: rootName))
        return validator.validate(try TestSupport.json(instance)).map(\.message)
    }

    @Test func typeMessageNamesExpectedAndFound() throws {
        #expect(try messages(#"{"type": "number"}"#, #""abc""#) == [#"expected a number, found the string "abc""#])
        #expect(try messages(#"{"type": ["object", "null"]}"#, "[1]") == ["expected a mapping or null, found a list"])
        #expect(try messages(#"{"type": "integer"}"#, "2.5") == ["expected an integer, found the number 2.5"])
        #expect(
            try messages(#"{"type": "boolean"}"#, #""yes""#) == [#"expected true or false, found the string "yes""#])
    }

    @Test func enumMessageListsValuesAndSuggests() throws {
        #expect(
            try messages(#"{"enum": ["plain", "grouped"]}"#, #""plian""#) == [
                #"expected one of plain, grouped; found "plian"; did you mean `plain`?"#
            ])
        #expect(
            try messages(#"{"enum": ["plain", "grouped"]}"#, #""zzz""#) == [
                #"expected one of plain, grouped; found "zzz""#
            ])
        #expect(
            try messages(#"{"const": "automatic"}"#, #""automatik""#) == [
                #"expected "automatic"; found "automatik"; did you mean `automatic`?"#
            ])
    }

    @Test func boundsAppearInMessages() throws {
        let schema = #"{"properties": {"size": {"minimum": 1, "maximum": 200}, "w": {"exclusiveMinimum": 0}}}"#
        #expect(try messages(schema, #"{"size": 0}"#) == ["`size` must be at least 1, found 0"])
        #expect(try messages(schema, #"{"size": 250.5}"#) == ["`size` must be at most 200, found 250.5"])
        #expect(try messages(schema, #"{"w": 0}"#) == ["`w` must be greater than 0, found 0"])
        #expect(try messages(#"{"minLength": 2}"#, #""a""#) == ["the text must be at least 2 characters long, found 1"])
    }

    @Test func unknownKeysAndRequiredKeysNameTheirMapping() throws {
        let schema =
            #"{"properties": {"table": {"properties": {"rowColors": true, "style": true}, "additionalProperties": false}}, "required": ["format"]}"#
        #expect(
            try messages(schema, #"{"format": 1, "table": {"rowColour": 1}}"#) == [
                "`rowColour` is not a key of `table`; did you mean `rowColors`?"
            ])
        #expect(
            try messages(schema, #"{"format": 1, "table": {"zebra": 1}}"#) == [
                "`zebra` is not a key of `table` (allowed: rowColors, style)"
            ])
        #expect(try messages(schema, "{}", rootName: "the theme") == ["the theme is missing the required key `format`"])
    }

    /// A flattened nested key is spelled nested, unless a key is a near typo (case or one edit) of it;
    /// a pair the schema lacks is never suggested.
    @Test func flattenedNestedKeysYieldToNearTyposOnly() throws {
        let schema = #"""
            {"properties": {"textColor": true, "text": {"properties": {"color": true, "size": true}}, "pad": true},
             "additionalProperties": false}
            """#
        #expect(
            try messages(schema, #"{"textcolor": 1}"#) == [
                "`textcolor` is not a key of the document; did you mean `textColor`?"
            ])
        #expect(
            try messages(schema, #"{"text-colour": 1}"#) == [
                "`text-colour` is not a key of the document; did you mean `textColor`?"
            ])
        #expect(
            try messages(schema, #"{"text-size": 1}"#) == [
                "`text-size` is not a key of the document; did you mean `text: { size: … }`?"
            ])
        #expect(
            try messages(schema, #"{"textFont": 1}"#) == [
                "`textFont` is not a key of the document (allowed: textColor, text, pad)"
            ])
        #expect(
            try messages(schema, #"{"txtColur": 1}"#) == [
                "`txtColur` is not a key of the document; did you mean `textColor`?"
            ])
    }

    /// The parents of an `unevaluatedProperties: false` object include those of referenced schemas.
    @Test func unevaluatedPropertiesSpellsKeysOfReferencedSchemasNested() throws {
        let schema =
            ##"{"$defs": {"base": {"properties": {"font": {"properties": {"weight": true}}}}}, "$ref": "#/$defs/base", "unevaluatedProperties": false}"##
        #expect(
            try messages(schema, #"{"fontWeight": 1}"#) == [
                "`fontWeight` is not a key of the document; did you mean `font: { weight: … }`?"
            ])
    }

    @Test func unevaluatedPropertiesSuggestsKeysFromReferencedSchemas() throws {
        let schema =
            ##"{"$defs": {"base": {"properties": {"textColor": true}}}, "$ref": "#/$defs/base", "unevaluatedProperties": false}"##
        let errors = try TestSupport.schema(schema).validate(try TestSupport.json(#"{"textColour": "red"}"#))
        #expect(errors.map(\.suggestion) == ["textColor"])
        #expect(errors.first?.isKeyError == true)
    }

    /// A scalar where a mapping of exactly one key is allowed gets that mapping as its hint: a key whose
    /// schema lists the value first, then one of a single type, then the first that accepts it; no hint
    /// where no key accepts it.
    @Test func aScalarWhereASingleKeyMappingFitsIsShownThatMapping() throws {
        let schema = #"""
            {"anyOf": [
              {"title": "highlighted", "const": "highlighted"},
              {"title": "a mapping with one of name, index, kind", "type": "object", "maxProperties": 1,
               "additionalProperties": false,
               "properties": {"name": {"type": ["string", "number"]}, "index": {"type": "integer", "minimum": 0},
                              "kind": {"enum": ["number", "text"]}}}
            ]}
            """#
        let expected = "expected highlighted or a mapping with one of name, index, kind; found"
        #expect(
            try messages(schema, #""Amount""#) == [
                #"\#(expected) the string "Amount"; did you mean `{ name: "Amount" }`?"#
            ])
        #expect(try messages(schema, "2") == ["\(expected) the number 2; did you mean `{ index: 2 }`?"])
        #expect(try messages(schema, "-2") == ["\(expected) the number -2; did you mean `{ name: -2 }`?"])
        #expect(
            try messages(schema, #""text""#) == [#"\#(expected) the string "text"; did you mean `{ kind: "text" }`?"#])
        #expect(try messages(schema, "true") == ["\(expected) the boolean true"])
        // A near miss of a listed value keeps its own hint.
        #expect(
            try messages(schema, #""highlited""#) == [
                #"\#(expected) the string "highlited"; did you mean `highlighted`?"#
            ])
        let errors = try TestSupport.schema(schema).validate(try TestSupport.json(#""Amount""#))
        #expect(errors.map(\.suggestion) == [#"{ name: "Amount" }"#])
    }

    @Test func alternativesReportTheBranchWhoseTypeFits() throws {
        let schema = #"""
            {"anyOf": [
              {"title": "a keyword", "enum": ["negative", "positive"]},
              {"type": "object", "properties": {"lt": {"type": "number"}, "equals": {"type": "string"}}, "additionalProperties": false}
            ]}
            """#
        #expect(try messages(schema, #"{"lt": "a"}"#) == [#"expected a number, found the string "a""#])
        #expect(
            try messages(schema, #"{"eqals": "a"}"#) == ["`eqals` is not a key of the document; did you mean `equals`?"]
        )
        #expect(
            try messages(schema, #""negatve""#) == [
                #"expected a keyword or a mapping; found the string "negatve"; did you mean `negative`?"#
            ])
        #expect(try messages(schema, "5") == ["expected a keyword or a mapping; found the number 5"])
    }

    @Test func numericAlternativeKeepsItsBound() throws {
        let schema =
            #"{"oneOf": [{"const": "automatic"}, {"title": "a height", "type": "number", "exclusiveMinimum": 0}]}"#
        #expect(try messages(schema, "-4") == ["the value must be greater than 0, found -4"])
        #expect(try messages(schema, #""auto""#) == [#"expected "automatic" or a height; found the string "auto""#])
    }

    @Test func oneOfWithSeveralMatchesSaysSo() throws {
        let schema =
            #"{"oneOf": [{"title": "a small number", "maximum": 10}, {"title": "an even number", "multipleOf": 2}]}"#
        #expect(
            try messages(schema, "4") == [
                "the document fits more than one of the allowed forms (a small number and an even number); it must fit exactly one"
            ])
    }

    @Test func propertyNameErrorsPointAtTheKey() throws {
        let errors = try TestSupport.schema(#"{"propertyNames": {"pattern": "^[a-z]+$"}}"#)
            .validate(try TestSupport.json(#"{"ok": 1, "Bad": 2}"#))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.isKeyError)
        #expect(error.instancePath == [.key("Bad")])
        #expect(
            error.message
                == #"the key `Bad` is not allowed: expected text matching the pattern `^[a-z]+$`; found "Bad""#)
    }

    @Test func falseSchemasExplainWhatIsNotAllowed() throws {
        #expect(
            try messages(#"{"properties": {"a": {"properties": {"b": false}}}}"#, #"{"a": {"b": 1}}"#) == [
                "`b` is not allowed in `a`"
            ])
        #expect(
            try messages(#"{"prefixItems": [true], "items": false}"#, "[1, 2, 3]") == [
                "the document may have at most 1 item, found 3"
            ])
        #expect(try messages(#"{"items": {"type": "string"}}"#, #"[["x"], 1]"#).count == 2)
    }

    @Test func duplicateErrorsAreReportedOnce() throws {
        let schema = #"{"allOf": [{"type": "string"}, {"type": "string"}]}"#
        #expect(try messages(schema, "1").count == 1)
    }
}

extension ValidatorMessageTests {
    @Test func errorsNameTheDefinitionTheyComeFrom() throws {
        let schema = try TestSupport.themeSchema()
        let theme = try TestSupport.json(
            #"{"format": 1, "name": "x", "cell": {"textColor": {"color": "label", "alpha": 2}}, "table": {"style": "x"}}"#
        )
        let errors = schema.validate(theme)
        #expect(errors.map(\.definition) == ["table", "color"])
        #expect(errors.map(\.instancePointer) == ["/table/style", "/cell/textColor/alpha"])
        let top = schema.validate(try TestSupport.json(#"{"name": "x"}"#))
        #expect(top.map(\.definition) == [nil])
    }
}
