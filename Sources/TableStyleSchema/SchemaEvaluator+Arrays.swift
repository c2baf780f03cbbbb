import TableStyleJSON

extension SchemaEvaluator {
    /// The array keywords: counts, `uniqueItems`, `prefixItems`, `items`, `contains`, then `unevaluatedItems`.
    func evaluateArray(
        _ schema: JSONObject,
        _ node: SchemaNode,
        _ elements: [JSONValue],
        path: Path,
        scope: EvaluationScope,
        into outcome: inout Outcome
    ) {
        let count = elements.count
        if assertions {
            if let bound = schema["minItems"]?.numberValue, Double(count) < bound {
                guard explains else { return outcome.errors.append(Self.detected) }
                let message =
                    "\(describe(path)) must have at least \(Messages.count(Int(bound), "item")), found \(count)"
                outcome.errors.append(failure(node, "minItems", path, message))
            }
            if let bound = schema["maxItems"]?.numberValue, Double(count) > bound {
                guard explains else { return outcome.errors.append(Self.detected) }
                let message = "\(describe(path)) may have at most \(Messages.count(Int(bound), "item")), found \(count)"
                outcome.errors.append(failure(node, "maxItems", path, message))
            }
            if case .bool(true) = schema["uniqueItems"], let (first, second) = Self.firstDuplicate(elements) {
                guard explains else { return outcome.errors.append(Self.detected) }
                let message = "\(describe(path)) must not repeat an item: items \(first) and \(second) are equal"
                outcome.errors.append(failure(node, "uniqueItems", path + [.index(second)], message))
            }
        }
        var prefixCount = 0
        if case .array(let prefix) = schema["prefixItems"] {
            prefixCount = prefix.count
            for (position, subschema) in prefix.enumerated() where position < count {
                let child = index.child(of: node, "prefixItems", position, value: subschema)
                outcome.errors += evaluateMember(child, elements[position], path: path, .index(position), scope: scope)
                outcome.annotations.items.insert(position)
            }
        }
        if let items = schema["items"], count > prefixCount {
            if case .bool(false) = items {
                guard explains else { return outcome.errors.append(Self.detected) }
                let allowed = Messages.count(prefixCount, "item")
                let message = "\(describe(path)) may have at most \(allowed), found \(count)"
                outcome.errors.append(failure(node, "items", path + [.index(prefixCount)], message))
            } else {
                let child = index.child(of: node, "items", value: items)
                for position in prefixCount..<count {
                    outcome.errors +=
                        evaluateMember(child, elements[position], path: path, .index(position), scope: scope)
                    if !explains && !outcome.isValid { return }
                    if isStopped { return }
                }
            }
            if annotates { outcome.annotations.items.formUnion(prefixCount..<count) }
        }
        if let contains = schema["contains"] {
            evaluateContains(schema, node, contains, elements, path: path, scope: scope, into: &outcome)
        }
        if let rest = schema["unevaluatedItems"] {
            let child = index.child(of: node, "unevaluatedItems", value: rest)
            for position in 0..<count where !outcome.annotations.items.contains(position) {
                if isStopped { return }
                outcome.errors +=
                    evaluateMember(child, elements[position], path: path, .index(position), scope: scope)
                outcome.annotations.items.insert(position)
            }
        }
    }

    private func evaluateContains(
        _ schema: JSONObject,
        _ node: SchemaNode,
        _ contains: JSONValue,
        _ elements: [JSONValue],
        path: Path,
        scope: EvaluationScope,
        into outcome: inout Outcome
    ) {
        let child = index.child(of: node, "contains", value: contains)
        let matching = elements.indices.filter {
            detect(child, elements[$0], path: path, scope: scope).isValid
        }
        outcome.annotations.items.formUnion(matching)
        let minimum = assertions ? schema["minContains"]?.numberValue.map { Int($0) } ?? 1 : 1
        let maximum = assertions ? schema["maxContains"]?.numberValue.map { Int($0) } : nil
        guard matching.count < minimum || matching.count > (maximum ?? Int.max) else { return }
        guard explains else { return outcome.errors.append(Self.detected) }
        let form = phrase(for: child) ?? "the required form"
        if matching.count < minimum {
            let needed = minimum == 1 ? "an item" : "at least \(minimum) items"
            let message = "\(describe(path)) must contain \(needed) matching \(form), found \(matching.count)"
            outcome.errors.append(failure(node, minimum == 1 ? "contains" : "minContains", path, message))
        }
        if let maximum, matching.count > maximum {
            let message =
                "\(describe(path)) may contain at most \(Messages.count(maximum, "item")) matching \(form), "
                + "found \(matching.count)"
            outcome.errors.append(failure(node, "maxContains", path, message))
        }
    }

    /// The first pair of equal items (JSON equality: `1` equals `1.0`, key order ignored), found in one
    /// pass through a hash of each item (comparing every pair was quadratic in a list's length).
    static func firstDuplicate(_ elements: [JSONValue]) -> (Int, Int)? {
        var firstIndex: [JSONEqualityKey: Int] = [:]
        for (position, element) in elements.enumerated() {
            if let first = firstIndex.updateValue(position, forKey: JSONEqualityKey(element)) {
                return (first, position)
            }
        }
        return nil
    }
}
