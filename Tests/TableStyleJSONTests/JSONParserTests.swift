import TableStyleJSON
import Testing

@Suite struct JSONParserTests {
    @Test func parsesNestedValuesKeepingKeyOrder() throws {
        let value = try JSONParser().parse(#"{"b": [1, 2.5, true, null], "a": "x\u00e9\n"}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["b", "a"])
        #expect(value["b"] == .array([.int(1), .double(2.5), .bool(true), .null]))
        #expect(value["a"] == .string("xé\n"))
    }

    @Test func parsesConcatenatedValues() throws {
        let values = try JSONParser().parseSequence("1 {\"a\": 2}\n[]")
        #expect(values == [.int(1), .object(["a": .int(2)]), .array([])])
        #expect(try JSONParser().parseSequence("  ").isEmpty)
    }

    @Test(arguments: [
        ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("\n  tru", 2, 3), ("\"abc", 1, 5), ("01", 1, 2),
    ])
    func reportsSyntaxErrorPositions(text: String, line: Int, column: Int) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser().parse(text) }
        do {
            _ = try JSONParser().parse(text)
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
        }
    }

    @Test func refusesDeepNestingWithoutRecursion() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser().parse(deep) }
    }

    @Test func writerRoundTripsAndIsDeterministic() throws {
        let text = #"{"z":1,"a":[1.5,"q\"\\\u0001",false,null],"m":{}}"#
        let value = try JSONParser().parse(text)
        #expect(JSONWriter().string(from: value) == text)
        #expect(
            JSONWriter(pretty: true).string(from: .object(["a": .array([.int(1)])])) == "{\n  \"a\": [\n    1\n  ]\n}")
    }

    @Test func numericEqualityComparesByValue() {
        #expect(JSONValue.int(1).numericallyEquals(.double(1.0)))
        #expect(!JSONValue.int(1).numericallyEquals(.bool(true)))
        #expect(
            JSONValue.object(["a": .int(1), "b": .int(2)]).numericallyEquals(.object(["b": .double(2), "a": .int(1)])))
    }
}
