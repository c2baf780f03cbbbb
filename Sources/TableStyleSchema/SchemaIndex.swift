import Foundation
import TableStyleJSON

/// Every schema resource, anchor and subschema location known to a compiled schema, for `$ref` lookup.
///
/// Built once when a document is added (walking only real subschema positions, so an `$id` inside an
/// `enum` or `const` is data, not an identifier); read-only during validation.
struct SchemaIndex: Sendable {
    /// Resource roots by absolute URI (the `$id`, and for a document also the URI it was registered at).
    private(set) var resources: [String: SchemaNode] = [:]
    /// `$anchor` and `$dynamicAnchor` targets by `resourceURI#name`.
    private(set) var anchors: [String: SchemaNode] = [:]
    /// `$dynamicAnchor` targets only, by `resourceURI#name`.
    private(set) var dynamicAnchors: [String: SchemaNode] = [:]
    /// Every subschema by `resourceURI#pointer`.
    private(set) var locations: [String: SchemaNode] = [:]
    /// Compiled regular expressions by source text.
    private(set) var regexes: [String: SchemaRegex] = [:]
    /// Resolved `$ref` / `$dynamicRef` targets by `location of the holding node` + space + reference text.
    private(set) var resolvedReferences: [String: SchemaNode] = [:]
    /// `$ref` / `$dynamicRef` values seen while indexing, with the node that holds them.
    private(set) var references: [(reference: String, keyword: String, node: SchemaNode)] = []

    /// Indexes `document`, retrieved from (or registered at) `retrievalURI`.
    ///
    /// - Returns: The document's root node.
    /// - Throws: ``SchemaCompileError`` for malformed keywords or invalid regular expressions.
    @discardableResult
    mutating func add(document: JSONValue, retrievalURI: String) throws(SchemaCompileError) -> SchemaNode {
        let base = URIReference(retrievalURI).withoutFragment.string
        let root = try walk(document, base: base, pointer: "")
        resources[base] = root
        return root
    }

    /// Merges another index (a registry's) under this one; entries already here win.
    mutating func merge(_ other: SchemaIndex) {
        resources.merge(other.resources) { mine, _ in mine }
        anchors.merge(other.anchors) { mine, _ in mine }
        dynamicAnchors.merge(other.dynamicAnchors) { mine, _ in mine }
        locations.merge(other.locations) { mine, _ in mine }
        regexes.merge(other.regexes) { mine, _ in mine }
        resolvedReferences.merge(other.resolvedReferences) { mine, _ in mine }
    }

    /// Forgets the references collected so far (after they have been checked).
    mutating func clearReferences() {
        references.removeAll()
    }

    /// Resolves every collected reference once, so that validation does not parse URIs again.
    ///
    /// - Returns: The first reference that names nothing known, if any.
    mutating func resolveReferences() -> (reference: String, keyword: String, node: SchemaNode)? {
        for entry in references {
            guard let target = resolve(entry.reference, from: entry.node) else { return entry }
            resolvedReferences[entry.node.location + " " + entry.reference] = target
            if entry.keyword == "$ref" {
                entry.node.links?.reference = target
            } else {
                entry.node.links?.dynamicReference = target
            }
        }
        references.removeAll()
        return nil
    }

    /// The target of a reference written in `node`, from the table built at compile time when possible.
    func target(of reference: String, from node: SchemaNode) -> SchemaNode? {
        resolvedReferences[node.location + " " + reference] ?? resolve(reference, from: node)
    }

    @discardableResult
    private mutating func walk(_ value: JSONValue, base: String, pointer: String) throws(SchemaCompileError)
        -> SchemaNode
    {
        guard case .object(let object) = value else {
            let node = SchemaNode(value: value, resource: base, pointer: pointer)
            locations[node.location] = node
            return node
        }
        let links = SchemaNodeLinks(keywords: SchemaKeywordSet(of: object))
        var node = SchemaNode(value: value, resource: base, pointer: pointer, links: links)
        if case .string(let id) = object["$id"], !id.hasPrefix("#") {
            let resolved = URIReference(base).resolving(URIReference(id)).withoutFragment.string
            locations[node.location] = SchemaNode(value: value, resource: resolved, pointer: "", links: links)
            node = SchemaNode(value: value, resource: resolved, pointer: "", links: links)
            resources[resolved] = node
        }
        locations[node.location] = node
        for keyword in ["$anchor", "$dynamicAnchor"] {
            guard let anchorValue = object[keyword] else { continue }
            guard case .string(let name) = anchorValue else {
                throw SchemaCompileError(
                    message: "\(keyword) must be a string", schemaLocation: node.location(of: keyword))
            }
            anchors[node.resource + "#" + name] = node
            if keyword == "$dynamicAnchor" { dynamicAnchors[node.resource + "#" + name] = node }
        }
        try check(object, node: node)
        for (keyword, member) in object {
            let childPointer = node.pointer + "/" + JSONPointer.escape(keyword)
            if SubschemaKeywords.single.contains(keyword) {
                if case .array(let elements) = member {  // draft 4-7 tuple `items` in remote documents
                    for (index, element) in elements.enumerated() {
                        try walk(element, base: node.resource, pointer: childPointer + "/\(index)")
                    }
                } else {
                    links.single[keyword] = try walk(member, base: node.resource, pointer: childPointer)
                }
            } else if SubschemaKeywords.array.contains(keyword) {
                guard case .array(let elements) = member else {
                    throw SchemaCompileError(
                        message: "\(keyword) must be an array of schemas", schemaLocation: node.location(of: keyword))
                }
                var children: [SchemaNode] = []
                for (index, element) in elements.enumerated() {
                    children.append(try walk(element, base: node.resource, pointer: childPointer + "/\(index)"))
                }
                links.list[keyword] = children
            } else if SubschemaKeywords.map.contains(keyword) {
                guard case .object(let members) = member else {
                    throw SchemaCompileError(
                        message: "\(keyword) must be an object of schemas", schemaLocation: node.location(of: keyword))
                }
                var children: [String: SchemaNode] = [:]
                for (name, subschema) in members {
                    if keyword == "patternProperties" { try compileRegex(name, at: node.location(of: keyword, name)) }
                    children[name] = try walk(
                        subschema, base: node.resource, pointer: childPointer + "/" + JSONPointer.escape(name))
                }
                links.map[keyword] = children
            }
        }
        return node
    }

    /// Checks the keywords whose malformed values would otherwise be silently ignored.
    private mutating func check(_ object: JSONObject, node: SchemaNode) throws(SchemaCompileError) {
        if let type = object["type"] {
            let names: [JSONValue]
            if case .array(let list) = type { names = list } else { names = [type] }
            for name in names {
                guard case .string(let text) = name, SchemaTypeName.all.contains(text) else {
                    throw SchemaCompileError(
                        message: "type must name JSON types (null, boolean, object, array, number, string, integer)",
                        schemaLocation: node.location(of: "type"))
                }
            }
        }
        if let pattern = object["pattern"] {
            guard case .string(let text) = pattern else {
                throw SchemaCompileError(
                    message: "pattern must be a string", schemaLocation: node.location(of: "pattern"))
            }
            try compileRegex(text, at: node.location(of: "pattern"))
        }
        if let required = object["required"] {
            guard case .array(let names) = required, names.allSatisfy({ $0.stringValue != nil }) else {
                throw SchemaCompileError(
                    message: "required must be an array of strings", schemaLocation: node.location(of: "required"))
            }
        }
        for keyword in ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"] {
            if let bound = object[keyword], bound.numberValue == nil {
                throw SchemaCompileError(
                    message: "\(keyword) must be a number", schemaLocation: node.location(of: keyword))
            }
        }
        for keyword in ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"] {
            if let bound = object[keyword], (bound.numberValue ?? -1) < 0 {
                throw SchemaCompileError(
                    message: "\(keyword) must be a non-negative integer", schemaLocation: node.location(of: keyword))
            }
        }
        for keyword in ["$ref", "$dynamicRef"] {
            guard let reference = object[keyword] else { continue }
            guard case .string(let text) = reference else {
                throw SchemaCompileError(
                    message: "\(keyword) must be a string", schemaLocation: node.location(of: keyword))
            }
            references.append((text, keyword, node))
        }
    }

    private mutating func compileRegex(_ pattern: String, at location: String) throws(SchemaCompileError) {
        if regexes[pattern] != nil { return }
        guard let regex = SchemaRegex(pattern) else {
            throw SchemaCompileError(message: "invalid regular expression \(pattern)", schemaLocation: location)
        }
        regexes[pattern] = regex
    }

    // MARK: Lookup

    /// The compiled form of `pattern` (compiling it now if indexing never saw it).
    func regex(_ pattern: String) -> SchemaRegex? {
        regexes[pattern] ?? SchemaRegex(pattern)
    }

    /// Resolves a `$ref` value written in `node` to the subschema it names, or `nil` when unknown.
    func resolve(_ reference: String, from node: SchemaNode) -> SchemaNode? {
        let target = URIReference(node.resource).resolving(URIReference(reference))
        let resource = target.withoutFragment.string
        let fragment = (target.fragment ?? "").removingPercentEncoding ?? (target.fragment ?? "")
        if fragment.isEmpty { return resources[resource] }
        if fragment.hasPrefix("/") {
            guard let tokens = JSONPointer.tokens(of: fragment) else { return nil }
            let canonical = JSONPointer.string(from: tokens)
            if let known = locations[resource + "#" + canonical] { return known }
            // Not a subschema we indexed (for example inside an unknown keyword): walk the raw value.
            guard let root = resources[resource] else { return nil }
            var value = root.value
            for token in tokens {
                switch value {
                case .object(let object):
                    guard let member = object[token] else { return nil }
                    value = member
                case .array(let elements):
                    guard let index = Int(token), elements.indices.contains(index) else { return nil }
                    value = elements[index]
                default:
                    return nil
                }
            }
            return SchemaNode(value: value, resource: root.resource, pointer: root.pointer + canonical)
        }
        return anchors[resource + "#" + fragment]
    }

    /// Whether an `unevaluated*` keyword (or a subschema not compiled, which might have one) can be reached
    /// from `root` through subschemas and references.
    static func reachesUnevaluated(from root: SchemaNode) -> Bool {
        var pending = [root]
        var seen = Set<ObjectIdentifier>()
        while let node = pending.popLast() {
            guard case .object(let object) = node.value else { continue }
            guard let links = node.links else { return true }
            guard seen.insert(ObjectIdentifier(links)).inserted else { continue }
            if object["unevaluatedProperties"] != nil || object["unevaluatedItems"] != nil { return true }
            // A reference left unresolved at compile time is looked up during validation: assume the worst.
            if object["$ref"] != nil && links.reference == nil { return true }
            if object["$dynamicRef"] != nil { return true }
            // Draft 4-7 tuple `items` arrays are indexed but not linked.
            if object["items"]?.arrayValue != nil || object["additionalItems"]?.arrayValue != nil { return true }
            pending += links.single.values
            pending += links.list.values.joined()
            pending += links.map.values.flatMap(\.values)
            if let target = links.reference { pending.append(target) }
        }
        return false
    }

    /// The subschema of a one-schema keyword of `node` (precomputed when `node` was compiled).
    func child(of node: SchemaNode, _ keyword: String, value: JSONValue) -> SchemaNode {
        if let known = node.links?.single[keyword] { return known }
        return child(of: node, tokens: [keyword], value: value)
    }

    /// The subschema of an object keyword of `node` under `name` (precomputed when `node` was compiled).
    func child(of node: SchemaNode, _ keyword: String, _ name: String, value: JSONValue) -> SchemaNode {
        if let known = node.links?.map[keyword]?[name] { return known }
        return child(of: node, tokens: [keyword, name], value: value)
    }

    /// The subschema of an array keyword of `node` at `offset` (precomputed when `node` was compiled).
    func child(of node: SchemaNode, _ keyword: String, _ offset: Int, value: JSONValue) -> SchemaNode {
        if let known = node.links?.list[keyword], known.indices.contains(offset) { return known[offset] }
        return child(of: node, tokens: [keyword, String(offset)], value: value)
    }

    /// The subschema at `tokens` below `node`, with its own resource when it declares an `$id`.
    private func child(of node: SchemaNode, tokens: [String], value: JSONValue) -> SchemaNode {
        let pointer = node.pointer + JSONPointer.string(from: tokens)
        if let known = locations[node.resource + "#" + pointer] { return known }
        return SchemaNode(value: value, resource: node.resource, pointer: pointer)
    }
}

/// The JSON type names a `type` keyword may use.
enum SchemaTypeName {
    static let all: Set<String> = ["null", "boolean", "object", "array", "number", "string", "integer"]
}
