import TableStyleDiagnostics
import TableStyleJSON
import Testing

@testable import TableStyleYAML

@Suite struct YAMLKeysTests {
    private func parse(_ text: String, options: YAMLParser.Options = .default) throws(YAMLError) -> YAMLNode? {
        try YAMLParser(options: options).parse(text, file: "k.yaml").first
    }

    private func error(_ text: String) -> YAMLError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func duplicateKeyPointsAtTheSecondKey() throws {
        let failure = try #require(error("a: 1\nb: 2\na: 3\n"))
        #expect(failure.code == .duplicateKey)
        #expect(failure.mark == SourcePosition(line: 3, column: 1, offset: 10))
        #expect(failure.message == "duplicate key \"a\"")
        let first = FileLocation(file: "k.yaml", position: SourcePosition(line: 1, column: 1, offset: 0))
        #expect(failure.notes == [Diagnostic.Note("first defined", at: first)])
        #expect(failure.diagnostic.inlineMessage == "duplicate key \"a\" (first defined at 1:1)")
    }

    @Test func duplicateKeyInLargeAndFlowMappings() throws {
        let keys = (0..<20).map { "k\($0): \($0)" }.joined(separator: "\n")
        let failure = try #require(error(keys + "\nk7: again\n"))
        #expect(failure.code == .duplicateKey)
        #expect(failure.mark.line == 21)
        #expect(failure.diagnostic.inlineMessage == "duplicate key \"k7\" (first defined at 8:1)")
        let flow = try #require(error("{x: 1, y: 2, x: 3}"))
        #expect(flow.mark == SourcePosition(line: 1, column: 14, offset: 13))
    }

    @Test func duplicateKeysCanBeAllowed() throws {
        let root = try #require(try parse("a: 1\na: 2\n", options: .init(rejectDuplicateKeys: false)))
        #expect(root.mapping?.count == 2)
        #expect(root.jsonValue == .object(["a": .int(2)]))
    }

    @Test func sameKeyInDifferentMappingsIsFine() throws {
        #expect(error("a: {x: 1}\nb: {x: 2}\n") == nil)
    }

    @Test func mergeSingleMapping() throws {
        let text = "base: &base {color: red, size: 10}\nheader:\n  <<: *base\n  size: 12\n"
        let root = try #require(try parse(text))
        let header = try #require(root["header"])
        #expect(header.jsonValue == .object(["color": .string("red"), "size": .int(12)]))
        #expect(header.mapping?.map { $0.key.scalar?.text } == ["color", "size"])
        // The merged pair keeps the position it was written at.
        #expect(header["color"]?.mark == SourcePosition(line: 1, column: 21, offset: 20))
    }

    @Test func mergeListEarlierMapsWinAndExplicitKeysWin() throws {
        let text = """
            a: &a {x: 1, y: 1}
            b: &b {y: 2, z: 2, w: 2}
            c:
              w: 3
              <<: [*a, *b]
            """
        let root = try #require(try parse(text))
        let c = try #require(root["c"])
        #expect(c.jsonValue == .object(["w": .int(3), "x": .int(1), "y": .int(1), "z": .int(2)]))
        #expect(c.mapping?.map { $0.key.scalar?.text } == ["w", "x", "y", "z"])
    }

    @Test func mergeKeepsOrderAndPrecedenceInLargeMappings() throws {
        // Enough keys that merging hashes them instead of comparing pairs: the result must not change.
        let source = (0..<30).map { "k\($0): m\($0)" }.joined(separator: ", ")
        let explicit = (20..<40).map { "  k\($0): e\($0)" }.joined(separator: "\n")
        let text =
            "base: &base {\(source)}\nother: &other {k5: o5, k40: o40}\nc:\n  k3: e3\n  <<: [*base, *other]\n"
            + explicit + "\n"
        let root = try #require(try parse(text))
        let pairs = try #require(root["c"]?.mapping)
        let expectedKeys =
            ["k3"] + (0..<30).filter { $0 != 3 && $0 < 20 }.map { "k\($0)" } + ["k40"]
            + (20..<40).map { "k\($0)" }
        #expect(pairs.map { $0.key.scalar?.text } == expectedKeys)
        #expect(root["c"]?["k5"]?.scalar?.text == "m5")
        #expect(root["c"]?["k3"]?.scalar?.text == "e3")
        #expect(root["c"]?["k25"]?.scalar?.text == "e25")
        #expect(root["c"]?["k40"]?.scalar?.text == "o40")
    }

    @Test func mergedKeysCompareByText() throws {
        // Long, non-ASCII and quoted keys: a merged key is dropped exactly when an explicit key has its text.
        let text = """
            base: &base {"a key longer than fifteen bytes": 1, "clé": 2, "<<": 3, plain: 4}
            c:
              <<: *base
              'a key longer than fifteen bytes': 10
              clé: 20
            """
        let root = try #require(try parse(text))
        let pairs = try #require(root["c"]?.mapping)
        #expect(pairs.map { $0.key.scalar?.text } == ["<<", "plain", "a key longer than fifteen bytes", "clé"])
        #expect(pairs.map { $0.value.scalar?.text } == ["3", "4", "10", "20"])
    }

    @Test func repeatedMergesOfOneMappingAndInlineSources() throws {
        // One anchor merged again and again (its key fingerprints are reused), alternating with inline
        // sources of other keys, a collection key, and an anchor redefined under the same name.
        let text = """
            a: &a {x: 1, y: 2}
            b: {<<: *a, y: 3}
            c: {<<: {y: 4, z: 5}, x: 6}
            d: {<<: *a}
            e: {<<: [{p: 1}, *a, {q: 2}], p: 0, [k]: 7}
            f: {? [k] : 8, <<: {[k]: 9, r: 10}}
            g: &a {w: 11}
            h: {<<: *a, x: 12}
            """
        let root = try #require(try parse(text))
        func keys(_ name: String) -> [String]? { root[name]?.mapping?.map(\.key.keyText) }
        func values(_ name: String) -> [String?]? { root[name]?.mapping?.map(\.value.scalar?.text) }
        #expect(keys("b") == ["x", "y"])
        #expect(values("b") == ["1", "3"])
        #expect(keys("c") == ["y", "z", "x"])
        #expect(values("c") == ["4", "5", "6"])
        #expect(keys("d") == ["x", "y"])
        #expect(keys("e") == ["x", "y", "q", "p", "[\"k\"]"])
        #expect(values("e") == ["1", "2", "2", "0", "7"])
        #expect(keys("f") == ["[\"k\"]", "r"])
        #expect(values("f") == ["8", "10"])
        #expect(keys("h") == ["w", "x"])
    }

    @Test func duplicateKeysAmongLongQuotedAndAliasedKeys() throws {
        let longKeys = "{'a key longer than fifteen bytes': 1, b: 2, \"a key longer than fifteen bytes\": 3}"
        let long = try #require(error(longKeys))
        #expect(long.code == .duplicateKey)
        #expect(long.mark == SourcePosition(line: 1, column: 46, offset: 45))
        let aliased = try #require(error("k: &k name\nm: {name: 1, *k : 2}\n"))
        #expect(aliased.code == .duplicateKey)
        #expect(aliased.message == "duplicate key \"name\"")
        let collection = try #require(error("{[a]: 1, x: 2, [a]: 3}"))
        #expect(collection.code == .duplicateKey)
        #expect(collection.mark.column == 16)
        #expect(try parse("{a: 1, 'b': 2, \"c\": 3, [a]: 4, {a: 1}: 5}")?.mapping?.count == 5)
    }

    @Test func mergeOffKeepsTheKey() throws {
        let root = try #require(try parse("a: &a {x: 1}\nb: {<<: *a}\n", options: .init(mergeKeys: false)))
        #expect(root["b"]?.jsonValue == .object(["<<": .object(["x": .int(1)])]))
        let quoted = try #require(try parse("a: &a {x: 1}\nb: {'<<': *a}\n"))
        #expect(quoted["b"]?["<<"] != nil)
    }

    @Test func badMergeValuesAreErrors() throws {
        let scalar = try #require(error("a: {<<: 3}"))
        #expect(scalar.code == .yamlSyntax)
        #expect(scalar.message.hasPrefix("the value of a merge key (<<) must be a mapping"))
        #expect(scalar.mark == SourcePosition(line: 1, column: 9, offset: 8))
        let listItem = try #require(error("a: {<<: [{x: 1}, 2]}"))
        #expect(listItem.message == "a merge key (<<) can only merge mappings, not the number 2")
        #expect(listItem.mark == SourcePosition(line: 1, column: 18, offset: 17))
        let twice = try #require(error("a: &a {x: 1}\nb:\n  <<: *a\n  <<: *a\n"))
        #expect(twice.code == .duplicateKey)
        #expect(twice.mark.line == 4)
    }

    @Test func complexKeysHaveADeterministicText() throws {
        let root = try #require(try parse("? [a, b]\n: 1\n? {c: d}\n: 2\n"))
        #expect(root.jsonValue == .object(["[\"a\",\"b\"]": .int(1), "{\"c\":\"d\"}": .int(2)]))
    }

    @Test func streamOfDocumentsToJSON() throws {
        let documents = try YAMLParser().parse("--- 1\n--- {a: [x]}\n---\n")
        #expect(documents.jsonValues == [.int(1), .object(["a": .array([.string("x")])]), .null])
        #expect(try YAMLParser().parse("").isEmpty)
        #expect(try YAMLParser().parse("# only a comment\n").isEmpty)
    }
}
