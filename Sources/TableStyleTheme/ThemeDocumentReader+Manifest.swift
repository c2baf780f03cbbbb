import TableStyleDiagnostics
import TableStyleYAMLNodes

extension ThemeDocumentReader {
    mutating func readManifest(_ documents: [YAMLNode]) -> PluginManifest? {
        guard let root = documents.first else {
            report(
                .schema, "expected a manifest with a `predicates:` list, found an empty document",
                at: SourcePosition(line: 1, column: 1))
            return nil
        }
        guard let pairs = mapping(root, context: "the plugin manifest") else { return nil }
        var declarations: [PredicateDeclaration] = []
        var seen: [String: SourcePosition] = [:]
        for (_, pair) in knownPairs(pairs, allowed: ["predicates"], context: "the plugin manifest") {
            guard let items = pair.value.sequence else {
                report(
                    .schema, "expected a list of predicates for predicates, found \(pair.value.kindDescription)",
                    at: pair.value.mark)
                continue
            }
            for (index, item) in items.enumerated() {
                let context = "predicates[\(index)]"
                guard let declaration = manifestPredicate(item, context: context) else { continue }
                if let first = seen[declaration.name] {
                    report(
                        .predicate,
                        "predicate \"\(QuotedText.bounded(declaration.name))\" is already declared at line \(first.line); names must be unique",
                        at: item["name"]?.mark ?? item.mark)
                    continue
                }
                seen[declaration.name] = item["name"]?.mark ?? item.mark
                declarations.append(declaration)
            }
        }
        if root["predicates"] == nil, root.mapping != nil {
            report(
                .schema, "expected the key `predicates` (a list of predicate declarations), found none", at: root.mark)
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
                        .schema,
                        "expected a predicate name without spaces for \(context).name, found \"\(QuotedText.bounded(text))\"",
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
                        let typeText = text(
                            argument.value, context: "\(context).args.\(QuotedText.bounded(argumentName))")
                    else {
                        failed = true
                        continue
                    }
                    let isOptional = typeText.hasSuffix("?")
                    let typeName = isOptional ? String(typeText.dropLast()) : typeText
                    guard let type = PredicateDeclaration.ArgumentType(rawValue: typeName) else {
                        let names = PredicateDeclaration.ArgumentType.allCases.map(\.rawValue)
                        var message =
                            "expected an argument type (\(names.joined(separator: " | ")), optionally with a \"?\" suffix) for \(context).args.\(QuotedText.bounded(argumentName)), found \"\(QuotedText.bounded(typeText))\""
                        if reportsMore, let suggestion = DidYouMean.suggestion(for: typeName, among: names) {
                            message += "; did you mean \"\(suggestion)\"?"
                        }
                        report(.schema, message, at: argument.value.mark)
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
            report(.schema, "expected the key `name` in \(context), found none", at: node.mark)
            failed = true
        }
        guard !failed, let name else { return nil }
        return PredicateDeclaration(name: name, parameters: parameters)
    }
}
