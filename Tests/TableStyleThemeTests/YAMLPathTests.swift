import TableStyleTheme
import TableStyleYAML
import Testing

@Suite("YAMLNode paths")
struct YAMLPathTests {
    static let yaml = """
        format: 1
        name: t
        table:
          rowColors: [systemBackground, "#123"]
          bogus: 1
        rules:
          - name: a
            when: { value: negative }
        """

    static func root() throws -> YAMLNode {
        try #require(try YAMLParser().parse(yaml, file: "<p>").first)
    }

    @Test func valuePositions() throws {
        let root = try Self.root()
        #expect("\(root.mark(at: [.key("table"), .key("rowColors"), .index(1)], pointingAtKey: false))" == "4:33")
        #expect(
            "\(root.mark(at: [.key("rules"), .index(0), .key("when"), .key("value")], pointingAtKey: false))" == "8:20")
        #expect("\(root.mark(at: [], pointingAtKey: false))" == "1:1")
    }

    @Test func keyPositions() throws {
        let root = try Self.root()
        #expect("\(root.mark(at: [.key("table"), .key("bogus")], pointingAtKey: true))" == "5:3")
        #expect("\(root.mark(at: [.key("rules"), .index(0), .key("when")], pointingAtKey: true))" == "8:5")
    }

    /// A collection used as a key is named by its compact JSON text in `jsonValue`, and so in schema paths.
    @Test func collectionKeysAreFoundByTheirJSONText() throws {
        let root = try #require(try YAMLParser().parse("cell: { font: 1, [a, 1]: 2, {b: c}: 3 }\n", file: "<p>").first)
        let keys = try #require(root.jsonValue.objectValue?["cell"]?.objectValue?.keys)
        #expect(keys == ["font", #"["a",1]"#, #"{"b":"c"}"#])
        #expect("\(root.mark(at: [.key("cell"), .key(keys[1])], pointingAtKey: true))" == "1:18")
        #expect("\(root.mark(at: [.key("cell"), .key(keys[2])], pointingAtKey: true))" == "1:29")
        #expect(root.node(at: [.key("cell"), .key(keys[2])])?.scalar?.text == "3")
    }

    /// A locator indexes a large mapping once and finds what a scan finds: numeric keys by index, collection keys by their JSON text, the deepest existing node for a missing path.
    @Test func locatorAgreesWithAScanOnALargeMapping() throws {
        var yaml = "{[x]: 0, "
        for index in 0..<40 { yaml += "k\(index): \(index), " }
        yaml += "7: seven, nested: {a: 1}}\n"
        let root = try #require(try YAMLParser().parse(yaml, file: "<p>").first)
        var locator = YAMLPathLocator(root)
        let paths: [([YAMLPathComponent], Bool)] = [
            ([.key("k3")], true), ([.key("k3")], false), ([.key("k39")], true), ([.index(7)], false),
            ([.key(#"["x"]"#)], true), ([.key("nested"), .key("a")], false), ([.key("missing"), .key("a")], true),
            ([.key("nested"), .key("b")], true), ([.index(99)], false),
        ]
        for (path, atKey) in paths {
            #expect(locator.mark(at: path, pointingAtKey: atKey) == root.mark(at: path, pointingAtKey: atKey))
        }
        #expect("\(locator.mark(at: [.key("k3")], pointingAtKey: true))" == "1:31")
        #expect("\(locator.mark(at: [.index(7)], pointingAtKey: false))" == "1:353")
    }

    @Test func missingPathFallsBackToTheDeepestNode() throws {
        let root = try Self.root()
        #expect("\(root.mark(at: [.key("table"), .key("headerHeight")], pointingAtKey: true))" == "4:3")
        #expect("\(root.mark(at: [.key("rules"), .index(5)], pointingAtKey: false))" == "7:3")
        #expect(root.node(at: [.key("table"), .key("headerHeight")]) == nil)
    }

    @Test func jsonPointers() throws {
        let root = try Self.root()
        let path = YAMLPathComponent.components(fromJSONPointer: "/table/rowColors/0")
        #expect(path == [.key("table"), .key("rowColors"), .key("0")])
        #expect("\(root.mark(at: path, pointingAtKey: false))" == "4:15")
        #expect(root.node(at: path)?.scalar?.text == "systemBackground")
        #expect(YAMLPathComponent.components(fromJSONPointer: "") == [])
        #expect(YAMLPathComponent.components(fromJSONPointer: "/a~1b/c~0d") == [.key("a/b"), .key("c~d")])
    }
}
