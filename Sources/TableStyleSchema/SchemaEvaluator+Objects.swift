import TableStyleDiagnostics
import TableStyleJSON

extension SchemaEvaluator {
    /// The object keywords: `properties` and friends, `required`, counts, dependencies, `propertyNames`,
    /// then `unevaluatedProperties` (last, so it sees every sibling's annotations).
    func evaluateObject(
        _ schema: JSONObject,
        _ node: SchemaNode,
        _ object: JSONObject,
        path: Path,
        scope: EvaluationScope,
        into outcome: inout Outcome
    ) {
        if assertions {
            checkObject(schema, node, object, path: path, into: &outcome)
            if !explains && !outcome.isValid { return }
        }
        if case .object(let dependencies) = schema["dependentSchemas"] {
            for (key, subschema) in dependencies where object[key] != nil {
                let child = index.child(of: node, "dependentSchemas", key, value: subschema)
                outcome.absorb(evaluate(child, .object(object), path: path, scope: scope))
            }
        }
        evaluateProperties(schema, node, object, path: path, scope: scope, into: &outcome)
        if !explains && !outcome.isValid { return }
        if let names = schema["propertyNames"] {
            let child = index.child(of: node, "propertyNames", value: names)
            for key in object.keys {
                if isStopped { break }
                for error in evaluateMember(child, .string(key), path: path, .key(key), scope: scope) {
                    guard explains else {
                        outcome.errors.append(error)
                        return
                    }
                    var keyError = error
                    keyError.isKeyError = true
                    keyError.message = "the key `\(QuotedText.bounded(key))` is not allowed: " + error.message
                    outcome.errors.append(keyError)
                }
            }
        }
        if let rest = schema["unevaluatedProperties"] {
            let child = index.child(of: node, "unevaluatedProperties", value: rest)
            for (key, value) in object where !outcome.annotations.properties.contains(key) {
                if isStopped { break }
                if case .bool(false) = rest {
                    guard explains else {
                        outcome.errors.append(Self.detected)
                        return
                    }
                    guard admitsFailure() else { break }
                    let declared = declaredProperties(node, depth: 0)
                    var seen = Set<String>()
                    let allowed = declared.map(\.name).filter { seen.insert($0).inserted }
                    outcome.errors.append(
                        unknownKey(key, node, "unevaluatedProperties", path, allowed: allowed) { parent in
                            declared.filter { $0.name == parent }.flatMap { knownProperties($0.schema, depth: 0) }
                        })
                } else {
                    outcome.errors += evaluateMember(child, value, path: path, .key(key), scope: scope)
                }
                outcome.annotations.properties.insert(key)
            }
        }
    }

    /// The object assertions of the validation vocabulary: `required`, `minProperties`, `maxProperties`,
    /// `dependentRequired`.
    private func checkObject(
        _ schema: JSONObject,
        _ node: SchemaNode,
        _ object: JSONObject,
        path: Path,
        into outcome: inout Outcome
    ) {
        if case .array(let required) = schema["required"] {
            let missing = required.compactMap(\.stringValue).filter { object[$0] == nil }
            if !missing.isEmpty {
                guard explains else { return outcome.errors.append(Self.detected) }
                let names = Messages.list(missing.map { "`\($0)`" }, conjunction: "and")
                let noun = missing.count == 1 ? "key" : "keys"
                let message = "\(describe(path)) is missing the required \(noun) \(names)"
                outcome.errors.append(failure(node, "required", path, message))
            }
        }
        if let bound = schema["minProperties"]?.numberValue, Double(object.count) < bound {
            guard explains else { return outcome.errors.append(Self.detected) }
            let message =
                "\(describe(path)) must have at least \(Messages.count(Int(bound), "key")), found \(object.count)"
            outcome.errors.append(failure(node, "minProperties", path, message))
        }
        if let bound = schema["maxProperties"]?.numberValue, Double(object.count) > bound {
            guard explains else { return outcome.errors.append(Self.detected) }
            let message =
                "\(describe(path)) may have at most \(Messages.count(Int(bound), "key")), found \(object.count)"
            outcome.errors.append(failure(node, "maxProperties", path, message))
        }
        if case .object(let dependencies) = schema["dependentRequired"] {
            for (key, needed) in dependencies where object[key] != nil {
                let missing = (needed.arrayValue ?? []).compactMap(\.stringValue).filter { object[$0] == nil }
                guard !missing.isEmpty else { continue }
                guard explains else { return outcome.errors.append(Self.detected) }
                let names = Messages.list(missing.map { "`\($0)`" }, conjunction: "and")
                let message = "\(describe(path)) has `\(key)`, which also needs \(names)"
                outcome.errors.append(failure(node, "dependentRequired", path, message))
            }
        }
    }

    private func evaluateProperties(
        _ schema: JSONObject,
        _ node: SchemaNode,
        _ object: JSONObject,
        path: Path,
        scope: EvaluationScope,
        into outcome: inout Outcome
    ) {
        if !explains, let links = node.links {
            detectProperties(schema, links, object, path: path, scope: scope, into: &outcome)
            return
        }
        var matched = Set<String>()
        if case .object(let properties) = schema["properties"] {
            for (key, subschema) in properties {
                guard let value = object[key] else { continue }
                let child = index.child(of: node, "properties", key, value: subschema)
                outcome.errors += evaluateMember(child, value, path: path, .key(key), scope: scope)
                matched.insert(key)
            }
        }
        if case .object(let patterns) = schema["patternProperties"] {
            for (pattern, subschema) in patterns {
                guard let regex = index.regex(pattern) else { continue }
                let child = index.child(of: node, "patternProperties", pattern, value: subschema)
                for (key, value) in object where regex.matches(key) {
                    if isStopped { break }
                    outcome.errors += evaluateMember(child, value, path: path, .key(key), scope: scope)
                    matched.insert(key)
                }
            }
        }
        outcome.annotations.properties.formUnion(matched)
        guard let additional = schema["additionalProperties"] else { return }
        let child = index.child(of: node, "additionalProperties", value: additional)
        for (key, value) in object where !matched.contains(key) {
            if isStopped { break }
            if case .bool(false) = additional {
                guard explains else { return outcome.errors.append(Self.detected) }
                guard admitsFailure() else { break }
                let properties = schema["properties"]?.objectValue
                let allowed = properties?.keys ?? []
                outcome.errors.append(
                    unknownKey(key, node, "additionalProperties", path, allowed: allowed) { parent in
                        guard let subschema = properties?[parent] else { return [] }
                        return knownProperties(index.child(of: node, "properties", parent, value: subschema), depth: 0)
                    })
            } else {
                outcome.errors += evaluateMember(child, value, path: path, .key(key), scope: scope)
            }
            outcome.annotations.properties.insert(key)
        }
    }

    /// `properties`, `patternProperties` and `additionalProperties` when only validity matters: one pass
    /// over the instance's keys (usually far fewer than the schema's properties), stopping at the first
    /// failure.
    private func detectProperties(
        _ schema: JSONObject,
        _ links: SchemaNodeLinks,
        _ object: JSONObject,
        path: Path,
        scope: EvaluationScope,
        into outcome: inout Outcome
    ) {
        let properties = links.map["properties"]
        let patterns = links.map["patternProperties"]
        let additional = links.single["additionalProperties"]
        guard properties != nil || patterns != nil || additional != nil else { return }
        for (key, value) in object {
            var matched = false
            if let child = properties?[key] {
                matched = true
                guard evaluate(child, value, path: path, scope: scope).isValid else {
                    return outcome.errors.append(Self.detected)
                }
            }
            if let patterns {
                for (pattern, child) in patterns where index.regex(pattern)?.matches(key) == true {
                    matched = true
                    guard evaluate(child, value, path: path, scope: scope).isValid else {
                        return outcome.errors.append(Self.detected)
                    }
                }
            }
            if !matched, let additional {
                matched = true
                guard evaluate(additional, value, path: path, scope: scope).isValid else {
                    return outcome.errors.append(Self.detected)
                }
            }
            if matched && annotates { outcome.annotations.properties.insert(key) }
        }
    }

    /// "`rowColour` is not a key of `table`; did you mean `rowColors`?", or for a flattened spelling of a
    /// nested key, "`fontWeight` is not a key of `cell`; did you mean `font: { weight: … }`?".
    ///
    /// The hint is ``DidYouMean/keyHint(for:among:children:)``'s. A nested hint is no replacement for the key,
    /// so it leaves ``SchemaError/suggestion`` empty.
    private func unknownKey(
        _ key: String,
        _ node: SchemaNode,
        _ keyword: String,
        _ path: Path,
        allowed: [String],
        nested: (String) -> [String]
    ) -> SchemaError {
        var suggestion: String?
        var message = "`\(QuotedText.bounded(key))` is not a key of \(describe(path))"
        switch DidYouMean.keyHint(for: key, among: allowed, children: nested) {
        case .nested(let parent, let child)?:
            message += "; did you mean `\(parent): { \(child): … }`?"
        case .replacement(let replacement)?:
            suggestion = replacement
            message += "; did you mean `\(replacement)`?"
        case nil:
            if !allowed.isEmpty && allowed.count <= 12 { message += " (allowed: \(allowed.joined(separator: ", ")))" }
        }
        return failure(node, keyword, path + [.key(key)], message, suggestion: suggestion, isKeyError: true)
    }

    /// The property names a schema declares, directly or through `$ref`s and in-place applicators, once
    /// each: the keys a nested hint may name inside a parent key's value.
    private func knownProperties(_ node: SchemaNode, depth: Int) -> [String] {
        var seen = Set<String>()
        return declaredProperties(node, depth: depth).map(\.name).filter { seen.insert($0).inserted }
    }

    /// The properties a schema declares with their subschemas, directly or through `$ref`s and in-place
    /// applicators, in schema order (a name declared by several branches appears once per branch).
    private func declaredProperties(_ node: SchemaNode, depth: Int) -> [(name: String, schema: SchemaNode)] {
        guard depth < 8, case .object(let schema) = node.value else { return [] }
        var declared: [(name: String, schema: SchemaNode)] = []
        if case .object(let properties) = schema["properties"] {
            for (name, subschema) in properties {
                declared.append((name, index.child(of: node, "properties", name, value: subschema)))
            }
        }
        if case .string(let reference) = schema["$ref"], let target = index.target(of: reference, from: node) {
            declared += declaredProperties(target, depth: depth + 1)
        }
        for keyword in ["allOf", "anyOf", "oneOf"] {
            for (offset, branch) in (schema[keyword]?.arrayValue ?? []).enumerated() {
                declared += declaredProperties(
                    index.child(of: node, keyword, offset, value: branch), depth: depth + 1)
            }
        }
        for keyword in ["then", "else"] {
            if let branch = schema[keyword] {
                declared += declaredProperties(index.child(of: node, keyword, value: branch), depth: depth + 1)
            }
        }
        return declared
    }
}
