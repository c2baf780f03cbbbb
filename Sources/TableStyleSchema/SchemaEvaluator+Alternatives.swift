import TableStyleJSON

extension SchemaEvaluator {
    /// Explains a failed `anyOf` / `oneOf` by the alternative the author most likely meant.
    ///
    /// Alternatives whose type cannot fit the instance are set aside. If none is left, one error names
    /// every allowed form. If the fitting ones all fail at this very node (a misspelt keyword or color
    /// name), one error names the fitting forms and carries any did-you-mean. Otherwise the errors of the
    /// best fitting alternative are reported: fewest unknown keys, deepest problem, fewest errors.
    func explainAlternatives(
        _ keyword: String,
        _ node: SchemaNode,
        _ branches: [SchemaNode],
        _ results: [Outcome],
        _ instance: JSONValue,
        path: Path
    ) -> [SchemaError] {
        let fitting = branches.indices.filter { typeFits(branches[$0], instance, depth: 0) }
        func combined(_ offsets: [Int]) -> [SchemaError] {
            let forms = offsets.compactMap { phrase(for: branches[$0]) }
            let suggestion =
                offsets.lazy.flatMap { results[$0].errors }.compactMap(\.suggestion).first
                ?? singleKeyForm(of: instance, among: offsets.map { branches[$0] }, path: path)
            var message: String
            if forms.count == offsets.count && !forms.isEmpty {
                message =
                    "expected \(Messages.list(Self.unique(forms), conjunction: "or")); found \(Messages.describe(instance))"
            } else {
                message =
                    "\(describe(path)) does not have any of the allowed forms; found \(Messages.describe(instance))"
            }
            if let suggestion { message += "; did you mean `\(suggestion)`?" }
            return [failure(node, keyword, path, message, suggestion: suggestion)]
        }
        if fitting.isEmpty { return combined(Array(branches.indices)) }
        let atThisNode = fitting.filter { offset in results[offset].errors.allSatisfy { $0.instancePath == path } }
        if fitting.count == 1 {
            let errors = results[fitting[0]].errors
            let onlyValueSet = errors.allSatisfy { ["enum", "const"].contains($0.keyword) && $0.instancePath == path }
            return onlyValueSet && branches.count > 1 ? combined(Array(branches.indices)) : errors
        }
        if atThisNode.count == fitting.count { return combined(fitting) }
        let best = fitting.min { lhs, rhs in
            Self.score(results[lhs].errors, path) < Self.score(results[rhs].errors, path)
        }
        return best.map { results[$0].errors } ?? combined(fitting)
    }

    /// `{ key: value }` when a scalar stands where a mapping of exactly one key that accepts it is allowed
    /// (`column: Amount` meaning `{ name: "Amount" }`). A key whose schema lists the value (`enum`,
    /// `const`) wins, then one of a single type, then the first in the schema's order.
    private func singleKeyForm(of instance: JSONValue, among branches: [SchemaNode], path: Path) -> String? {
        switch instance {
        case .string, .int, .double, .bool: break
        default: return nil
        }
        var best: (rank: Int, form: String)?
        for branch in branches {
            guard case .object(let schema) = branch.value, schema["maxProperties"] == .int(1),
                case .object(let properties)? = schema["properties"]
            else { continue }
            for (name, value) in properties {
                let child = index.child(of: branch, "properties", name, value: value)
                guard detect(child, instance, path: path, scope: EvaluationScope()).isValid else { continue }
                let listed = value.objectValue.map { $0["enum"] != nil || $0["const"] != nil } ?? false
                let singleType = value.objectValue?["type"]?.stringValue != nil
                let rank = listed ? 0 : singleType ? 1 : 2
                if rank < (best?.rank ?? 3) { best = (rank, "{ \(name): \(Messages.render(instance)) }") }
            }
        }
        return best?.form
    }

    private static func score(_ errors: [SchemaError], _ path: Path) -> Score {
        Score(
            unknownKeys: errors.filter(\.isKeyError).count,
            shallowness: -(errors.map(\.instancePath.count).max() ?? path.count),
            errorCount: errors.count)
    }

    private struct Score: Comparable {
        var unknownKeys: Int
        var shallowness: Int
        var errorCount: Int

        static func < (lhs: Score, rhs: Score) -> Bool {
            (lhs.unknownKeys, lhs.shallowness, lhs.errorCount) < (rhs.unknownKeys, rhs.shallowness, rhs.errorCount)
        }
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    /// Whether the schema's `type`, `const` or `enum` (directly, through `$ref` or `allOf`) admits the
    /// instance's kind of value; only used to choose which failed alternative to report.
    func typeFits(_ node: SchemaNode, _ instance: JSONValue, depth: Int) -> Bool {
        guard depth < 8 else { return true }
        switch node.value {
        case .bool(let allowed): return allowed
        case .object(let schema):
            if let type = schema["type"], !Self.typeNames(type).contains(where: { Self.matches(type: $0, instance) }) {
                return false
            }
            if let allowed = schema["const"], !Self.sameKind(allowed, instance) { return false }
            if case .array(let allowed) = schema["enum"], !allowed.contains(where: { Self.sameKind($0, instance) }) {
                return false
            }
            if case .string(let reference) = schema["$ref"], let target = index.target(of: reference, from: node),
                !typeFits(target, instance, depth: depth + 1)
            {
                return false
            }
            for (offset, branch) in (schema["allOf"]?.arrayValue ?? []).enumerated()
            where !typeFits(index.child(of: node, "allOf", offset, value: branch), instance, depth: depth + 1) {
                return false
            }
            return true
        default:
            return true
        }
    }

    private static func sameKind(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null), (.bool, .bool), (.string, .string), (.array, .array), (.object, .object): return true
        case (.int, .int), (.int, .double), (.double, .int), (.double, .double): return true
        default: return false
        }
    }

    /// A short noun phrase for what a schema accepts ("a number", "one of plain, grouped", its `title`),
    /// or `nil` when nothing short describes it.
    func phrase(for node: SchemaNode, depth: Int = 0) -> String? {
        guard depth < 8, case .object(let schema) = node.value else { return nil }
        if let title = schema["title"]?.stringValue { return title }
        if let allowed = schema["const"] { return Messages.render(allowed) }
        if case .array(let allowed) = schema["enum"] { return Messages.oneOf(allowed) }
        if case .string(let reference) = schema["$ref"], let target = index.target(of: reference, from: node),
            let text = phrase(for: target, depth: depth + 1)
        {
            return text
        }
        if let type = schema["type"] {
            return Messages.list(Self.typeNames(type).map(Messages.typePhrase), conjunction: "or")
        }
        return nil
    }
}
