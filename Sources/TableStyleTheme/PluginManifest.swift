import TableStyleYAML

/// A plugin manifest: the names and argument types of the predicates a host app registers, so tools
/// without the host's code (themecheck) check `custom:` predicates the same way the app does.
///
/// ```yaml
/// predicates:
///   - name: overdue
///     description: The invoice is past due   # optional
///     args: { days: integer, status: "string?" }
/// ```
/// Argument types are `string`, `number`, `integer`, `bool` and `stringList`; a `?` suffix makes an
/// argument optional.
public struct PluginManifest: Sendable, Hashable {
    /// The declared predicates, in file order.
    public var predicates: [PredicateDeclaration]

    /// Creates a manifest.
    ///
    /// - Parameter predicates: The declarations.
    public init(predicates: [PredicateDeclaration]) {
        self.predicates = predicates
    }

    /// Reads the manifest file at `path`.
    ///
    /// - Parameters:
    ///   - path: The manifest file.
    ///   - limits: Parser limits.
    /// - Returns: The manifest (or `nil` on errors) and every diagnostic.
    public static func load(file path: String, limits: YAMLLimits = .default) -> PluginManifestLoadResult {
        let documents: [YAMLNode]
        do {
            documents = try YAMLParser(limits: limits).parse(contentsOf: path)
        } catch {
            return PluginManifestLoadResult(manifest: nil, diagnostics: [error.diagnostic])
        }
        return read(documents, file: path)
    }

    /// Reads a manifest from its text.
    ///
    /// - Parameters:
    ///   - source: The YAML text.
    ///   - file: The name used in diagnostics.
    ///   - limits: Parser limits.
    /// - Returns: The manifest (or `nil` on errors) and every diagnostic.
    public static func load(source: String, file: String, limits: YAMLLimits = .default) -> PluginManifestLoadResult {
        let documents: [YAMLNode]
        do {
            documents = try YAMLParser(limits: limits).parse(source, file: file)
        } catch {
            return PluginManifestLoadResult(manifest: nil, diagnostics: [error.diagnostic])
        }
        return read(documents, file: file)
    }

    private static func read(_ documents: [YAMLNode], file: String) -> PluginManifestLoadResult {
        var reader = ThemeDocumentReader(file: file, declarations: [:])
        let manifest = reader.readManifest(documents)
        return PluginManifestLoadResult(manifest: reader.hasErrors ? nil : manifest, diagnostics: reader.diagnostics)
    }
}

/// What reading a plugin manifest produced.
public struct PluginManifestLoadResult: Sendable, Hashable {
    /// The manifest; `nil` when any error was found.
    public var manifest: PluginManifest?
    /// Every problem found (`yaml-syntax`, `schema`, `predicate` for a duplicate name).
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - manifest: The manifest, or `nil`.
    ///   - diagnostics: The problems.
    public init(manifest: PluginManifest?, diagnostics: [Diagnostic]) {
        self.manifest = manifest
        self.diagnostics = diagnostics
    }

    /// The declared predicates (none when the manifest had errors).
    public var declarations: [PredicateDeclaration] { manifest?.predicates ?? [] }
}

extension ThemeDocumentReader {
    mutating func readManifest(_ documents: [YAMLNode]) -> PluginManifest? {
        guard let root = documents.first else {
            report(
                "schema", "expected a manifest with a `predicates:` list, found an empty document",
                at: Mark(line: 1, column: 1))
            return nil
        }
        guard let pairs = mapping(root, context: "the plugin manifest") else { return nil }
        var declarations: [PredicateDeclaration] = []
        var seen: [String: Mark] = [:]
        for (_, pair) in knownPairs(pairs, allowed: ["predicates"], context: "the plugin manifest") {
            guard let items = pair.value.sequence else {
                report(
                    "schema", "expected a list of predicates for predicates, found \(pair.value.kindDescription)",
                    at: pair.value.mark)
                continue
            }
            for (index, item) in items.enumerated() {
                let context = "predicates[\(index)]"
                guard let declaration = manifestPredicate(item, context: context) else { continue }
                if let first = seen[declaration.name] {
                    report(
                        "predicate",
                        "predicate \"\(declaration.name)\" is already declared at line \(first.line); names must be unique",
                        at: item["name"]?.mark ?? item.mark)
                    continue
                }
                seen[declaration.name] = item["name"]?.mark ?? item.mark
                declarations.append(declaration)
            }
        }
        if root["predicates"] == nil, root.mapping != nil {
            report(
                "schema", "expected the key `predicates` (a list of predicate declarations), found none", at: root.mark)
        }
        return PluginManifest(predicates: declarations)
    }

    private mutating func manifestPredicate(_ node: YAMLNode, context: String) -> PredicateDeclaration? {
        guard let pairs = mapping(node, context: context) else { return nil }
        var name: String?
        var parameters: [PredicateDeclaration.Parameter] = []
        var failed = false
        for (key, pair) in knownPairs(pairs, allowed: ["name", "description", "args"], context: context) {
            switch key {
            case "name":
                guard let text = text(pair.value, context: "\(context).name") else {
                    failed = true
                    continue
                }
                if text.isEmpty || text.contains(where: { $0 == " " }) {
                    report(
                        "schema", "expected a predicate name without spaces for \(context).name, found \"\(text)\"",
                        at: pair.value.mark)
                    failed = true
                } else {
                    name = text
                }
            case "description":
                _ = text(pair.value, context: "\(context).description")
            case "args":
                guard let argumentPairs = mapping(pair.value, context: "\(context).args") else {
                    failed = true
                    continue
                }
                for argument in argumentPairs {
                    guard let argumentName = keyText(argument, context: "\(context).args"),
                        let typeText = text(argument.value, context: "\(context).args.\(argumentName)")
                    else {
                        failed = true
                        continue
                    }
                    let isOptional = typeText.hasSuffix("?")
                    let typeName = isOptional ? String(typeText.dropLast()) : typeText
                    guard let type = PredicateDeclaration.ArgumentType(rawValue: typeName) else {
                        let names = PredicateDeclaration.ArgumentType.allCases.map(\.rawValue)
                        var message =
                            "expected an argument type (\(names.joined(separator: " | ")), optionally with a \"?\" suffix) for \(context).args.\(argumentName), found \"\(typeText)\""
                        if let suggestion = DidYouMean.suggestion(for: typeName, among: names) {
                            message += "; did you mean \"\(suggestion)\"?"
                        }
                        report("schema", message, at: argument.value.mark)
                        failed = true
                        continue
                    }
                    parameters.append(.init(name: argumentName, type: type, isRequired: !isOptional))
                }
            default:
                continue
            }
        }
        if node["name"] == nil {
            report("schema", "expected the key `name` in \(context), found none", at: node.mark)
            failed = true
        }
        guard !failed, let name else { return nil }
        return PredicateDeclaration(name: name, parameters: parameters)
    }
}
