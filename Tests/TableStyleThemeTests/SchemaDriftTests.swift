import TableStyleJSON
import TableStyleSchema
import TableStyleTheme
import Testing

/// Every mapping of a theme names the same keys in the schema and in the loader (``ThemeKeys``, which the
/// loader itself checks keys against), so neither can learn a key the other does not know.
@Suite("Theme schema and loader name the same keys")
struct SchemaDriftTests {
    /// A place in the schema holding `properties`: a JSON pointer, and for `anyOf` forms the index of the
    /// object form.
    struct Context: Sendable, CustomStringConvertible {
        var name: String
        var pointer: [String]
        var loaderKeys: [String]
        var description: String { name }
    }

    static let contexts: [Context] = [
        Context(name: "root", pointer: [], loaderKeys: ThemeKeys.root),
        Context(name: "table", pointer: ["$defs", "table"], loaderKeys: ThemeKeys.table),
        Context(name: "show", pointer: ["$defs", "table", "properties", "show"], loaderKeys: ThemeKeys.show),
        Context(name: "float", pointer: ["$defs", "table", "properties", "float"], loaderKeys: ThemeKeys.float),
        Context(name: "style", pointer: ["$defs", "style"], loaderKeys: ThemeKeys.style),
        Context(name: "font", pointer: ["$defs", "font"], loaderKeys: ThemeKeys.font),
        Context(name: "padding", pointer: ["$defs", "padding", "anyOf", "object"], loaderKeys: ThemeKeys.padding),
        Context(name: "rule", pointer: ["$defs", "rule"], loaderKeys: ThemeKeys.rule),
        Context(name: "predicate", pointer: ["$defs", "predicate"], loaderKeys: ThemeKeys.predicate),
        Context(
            name: "valueTest", pointer: ["$defs", "valueTest", "anyOf", "object"], loaderKeys: ThemeKeys.valueTest),
        Context(
            name: "column", pointer: ["$defs", "predicate", "properties", "column", "anyOf", "object"],
            loaderKeys: ThemeKeys.column),
        Context(
            name: "row", pointer: ["$defs", "predicate", "properties", "row", "anyOf", "object"],
            loaderKeys: ThemeKeys.row),
        Context(
            name: "rowValue", pointer: ["$defs", "predicate", "properties", "rowValue"], loaderKeys: ThemeKeys.rowValue),
        Context(
            name: "custom", pointer: ["$defs", "predicate", "properties", "custom", "anyOf", "object"],
            loaderKeys: ThemeKeys.custom),
        Context(name: "color", pointer: ["$defs", "color", "anyOf", "object"], loaderKeys: ThemeKeys.color),
        Context(
            name: "separator", pointer: ["$defs", "table", "properties", "separator", "anyOf", "object"],
            loaderKeys: ThemeKeys.separator),
        Context(name: "columnWidths", pointer: ["$defs", "columnWidths"], loaderKeys: ThemeKeys.columnWidths),
        Context(name: "adaptiveColor", pointer: ["$defs", "adaptiveColor"], loaderKeys: ThemeKeys.adaptiveColor),
        Context(name: "format", pointer: ["$defs", "format"], loaderKeys: ThemeKeys.format),
        Context(name: "colorScale", pointer: ["$defs", "colorScale"], loaderKeys: ThemeKeys.colorScale),
        Context(
            name: "scaleStop", pointer: ["$defs", "colorScale", "properties", "scale", "items"],
            loaderKeys: ThemeKeys.scaleStop),
        Context(
            name: "scaleAnchor", pointer: ["$defs", "scaleAnchor", "anyOf", "object"], loaderKeys: ThemeKeys.scaleAnchor
        ),
        Context(name: "bar", pointer: ["$defs", "bar", "anyOf", "object"], loaderKeys: ThemeKeys.bar),
    ]

    @Test(arguments: contexts)
    func schemaPropertiesAreTheLoaderKeys(context: Context) throws {
        let schema = try #require(try Self.schemaNode(at: context.pointer))
        let properties = try #require(schema["properties"]?.objectValue, "no properties at \(context.pointer)")
        let schemaKeys = Set(properties.keys)
        let loaderKeys = Set(context.loaderKeys)
        #expect(loaderKeys.count == context.loaderKeys.count, "ThemeKeys.\(context.name) lists a key twice")
        #expect(
            schemaKeys.subtracting(loaderKeys).isEmpty,
            "in the schema but refused by the loader: \(schemaKeys.subtracting(loaderKeys).sorted())")
        #expect(
            loaderKeys.subtracting(schemaKeys).isEmpty,
            "accepted by the loader but not in the schema: \(loaderKeys.subtracting(schemaKeys).sorted())")
        // The schema closes every one of these mappings, so a misspelt key is an error on both sides.
        #expect(schema["additionalProperties"] == .bool(false))
    }

    /// The walk above covers every mapping of the schema that lists properties, so a new one cannot be
    /// added without a loader context to compare it with.
    @Test func everyPropertiesListIsCompared() throws {
        let root = try JSONParser().parse(BundledResources.themeSchemaText)
        var found: Set<String> = []
        func walk(_ value: JSONValue, _ pointer: [String]) {
            switch value {
            case .object(let object):
                if object["properties"]?.objectValue != nil && pointer.last != "properties" {
                    found.insert(pointer.joined(separator: "/"))
                }
                for (key, child) in object { walk(child, pointer + [key]) }
            case .array(let items):
                for (index, item) in items.enumerated() {
                    // An `anyOf` form is named `object` when it is the object form, as in `contexts`.
                    let isObjectForm = item.objectValue?["type"] == .string("object")
                    walk(item, pointer + [isObjectForm && pointer.last == "anyOf" ? "object" : String(index)])
                }
            default:
                return
            }
        }
        walk(root, [])
        let compared = Set(Self.contexts.map { $0.pointer.joined(separator: "/") })
        #expect(found == compared)
    }

    @Test(arguments: contexts)
    func everyLoaderKeyIsDescribedForEditors(context: Context) throws {
        let schema = try #require(try Self.schemaNode(at: context.pointer))
        let properties = try #require(schema["properties"]?.objectValue)
        for key in context.loaderKeys {
            let text = properties[key]?.objectValue?["description"]?.stringValue ?? ""
            #expect(!text.isEmpty, "\(context.name).\(key) has no description for hover docs")
        }
    }

    /// The nested keys the loader's hints name (``ThemeKeys/children(of:among:)``) are the keys the schema
    /// allows in each key's mapping forms, at the root, in a style and in `table`.
    @Test(arguments: [
        ("root", [String](), ThemeKeys.root), ("style", ["$defs", "style"], ThemeKeys.style),
        ("table", ["$defs", "table"], ThemeKeys.table),
    ])
    func nestedKeysOfHintsAreTheSchemas(place: String, pointer: [String], keys: [String]) throws {
        let root = try JSONParser().parse(BundledResources.themeSchemaText)
        let properties = try #require(try Self.schemaNode(at: pointer)?["properties"]?.objectValue)
        // Property names of every mapping form a schema allows, through `$ref`s and `anyOf`/`oneOf`/`allOf`.
        func mappingKeys(_ value: JSONValue, depth: Int) -> Set<String> {
            guard depth < 8, let object = value.objectValue else { return [] }
            var keys = Set(object["properties"]?.objectValue?.keys ?? [])
            if case .string(let reference)? = object["$ref"] {
                var target: JSONValue? = root
                for token in reference.dropFirst(2).split(separator: "/") {
                    target = target?.objectValue?[String(token)]
                }
                if let target { keys.formUnion(mappingKeys(target, depth: depth + 1)) }
            }
            for keyword in ["anyOf", "oneOf", "allOf"] {
                for branch in object[keyword]?.arrayValue ?? [] {
                    keys.formUnion(mappingKeys(branch, depth: depth + 1))
                }
            }
            return keys
        }
        for key in keys {
            let schemaKeys = try mappingKeys(#require(properties[key]), depth: 0)
            #expect(Set(ThemeKeys.children(of: key, among: keys)) == schemaKeys, "\(place).\(key)")
        }
    }

    /// The node at `pointer`, where `object` stands for the object form of an `anyOf`.
    static func schemaNode(at pointer: [String]) throws -> JSONObject? {
        var current = try JSONParser().parse(BundledResources.themeSchemaText)
        for token in pointer {
            if token == "object", let forms = current.arrayValue {
                guard let form = forms.first(where: { $0.objectValue?["type"] == .string("object") }) else {
                    return nil
                }
                current = form
            } else {
                guard let next = current.objectValue?[token] else { return nil }
                current = next
            }
        }
        return current.objectValue
    }
}
