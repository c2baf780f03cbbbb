import TableStyleJSON
import TableStyleSchema
import Testing

/// `maximumExplainedFailures`, the validator's error limit, and the list checks that must stay linear.
@Suite struct ExplanationLimitTests {
    private static let enumItems = #"{"items": {"enum": ["plain", "grouped"]}}"#

    /// A million bad items: 200 are explained and the rest are neither walked nor described.
    @Test func aMillionBadItemsStopAtTheLimit() throws {
        let schema = try TestSupport.schema(Self.enumItems)
        let validator = SchemaValidator(schema: schema, options: .init(maximumExplainedFailures: 200))
        let instance = JSONValue.array(Array(repeating: .string("plian"), count: 1_000_000))
        let validation = validator.validation(of: instance)
        #expect(!validation.isComplete)
        #expect(validation.errors.count == 200)
        #expect(validation.errors.last?.instancePointer == "/199")
        #expect(
            validation.errors.last?.message == #"expected one of plain, grouped; found "plian"; did you mean `plain`?"#)
        // The same list under the limit is complete, and without a limit every item is explained.
        let few = JSONValue.array(Array(repeating: .string("plian"), count: 200))
        #expect(
            validator.validation(of: few) == SchemaValidation(errors: SchemaValidator(schema: schema).validate(few)))
        #expect(
            SchemaValidator(schema: schema).validate(.array(Array(repeating: .string("x"), count: 300))).count == 300)
    }

    /// Unknown keys count against the limit as bad values do.
    @Test func unknownKeysStopAtTheLimit() throws {
        let schema = try TestSupport.schema(#"{"properties": {"a": {}}, "additionalProperties": false}"#)
        let validator = SchemaValidator(schema: schema, options: .init(maximumExplainedFailures: 3))
        let object = JSONObject((0..<10).map { ("k\($0)", JSONValue.int($0)) })
        let validation = validator.validation(of: .object(object))
        #expect(validation.errors.map(\.instancePointer) == ["/k0", "/k1", "/k2"])
        #expect(!validation.isComplete)
    }

    /// `uniqueItems` finds the first repeated item in one pass (comparing every pair was quadratic: a list
    /// of 200,000 distinct numbers took 2·10¹⁰ comparisons), with JSON equality.
    @Test func uniqueItemsIsLinearAndUsesJSONEquality() throws {
        let validator = SchemaValidator(schema: try TestSupport.schema(#"{"uniqueItems": true}"#))
        var items = (0..<200_000).map { JSONValue.int($0) }
        #expect(validator.validate(.array(items)).isEmpty)
        items.append(.double(7))
        #expect(
            validator.validate(.array(items)).map(\.description) == [
                "/200000: the document must not repeat an item: items 7 and 200000 are equal [uniqueItems]"
            ])
        let reordered = try TestSupport.json(#"[{"a": 1, "b": [1, "x"]}, {"b": [1.0, "x"], "a": 1}]"#)
        #expect(validator.validate(reordered).map(\.instancePointer) == ["/1"])
        // Strings compare by code points: a precomposed é is not e and a combining accent.
        #expect(validator.validate(.array([.string("\u{E9}"), .string("e\u{301}")])).isEmpty)
        #expect(validator.validate(try TestSupport.json(#"[1, "1", true, null, [1], {"1": 1}]"#)).isEmpty)
    }

    /// A huge bad value or key is quoted by a bounded prefix and its length, in every message.
    @Test func hugeValuesAreQuotedByAPrefix() throws {
        let validator = SchemaValidator(
            schema: try TestSupport.schema(
                #"{"properties": {"size": {"enum": ["small", "large"]}}, "additionalProperties": false}"#))
        let huge = String(repeating: "a", count: 1_000_000)
        let prefix = String(repeating: "a", count: 64)
        let messages = validator.validate(.object(JSONObject([("size", .string(huge)), (huge, .int(1))]))).map(
            \.message)
        #expect(
            messages == [
                "expected one of small, large; found \"\(prefix)… (1000000 characters)\"",
                "`\(prefix)… (1000000 characters)` is not a key of the document (allowed: size)",
            ])
    }
}
