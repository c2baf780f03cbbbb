import TableStyleDiagnostics
import TableStyleJSON

/// What evaluating one schema against one instance location produced.
struct Outcome {
    /// The failures; the schema holds when there are none.
    var errors: [SchemaError] = []
    /// Properties and items evaluated successfully at this location (for `unevaluated*`).
    var annotations = Annotations()

    var isValid: Bool { errors.isEmpty }

    /// Adds the result of an in-place subschema: its errors, and its annotations when it held.
    mutating func absorb(_ other: Outcome) {
        errors += other.errors
        if other.isValid { annotations.formUnion(other.annotations) }
    }
}

/// The evaluated property names and item indices of one instance location.
struct Annotations {
    var properties: Set<String> = []
    var items: Set<Int> = []

    mutating func formUnion(_ other: Annotations) {
        properties.formUnion(other.properties)
        items.formUnion(other.items)
    }
}

/// The dynamic context of an evaluation: the resources entered so far (outermost first) and the depth.
struct EvaluationScope {
    var dynamicResources: [String] = []
    var depth = 0
}

/// The draft 2020-12 evaluation engine behind ``SchemaValidator``.
///
/// A recursive interpreter over the indexed schema: each call evaluates one schema object against one
/// instance location and returns its errors plus the annotations `unevaluatedProperties` and
/// `unevaluatedItems` need. Depth is bounded by ``SchemaValidator/Options/maximumDepth``.
struct SchemaEvaluator {
    let index: SchemaIndex
    let options: SchemaValidator.Options
    /// Whether validation-vocabulary assertions run (see ``JSONSchema/validationVocabulary``).
    let assertions: Bool
    /// Whether failures are explained (instance paths, messages, suggestions) or only detected.
    ///
    /// Most evaluations only decide validity: a branch of `anyOf`, a `not`, an `if`, a `contains`
    /// candidate, a subtree that turns out valid. Those run undescribed, stop at the first failure and
    /// build no strings; only a subtree known to fail is evaluated again to explain it.
    var explains = true
    /// Whether evaluated properties and items are recorded (only `unevaluated*` keywords read them).
    var annotates = true
    /// The failing values this explanation may still describe, or `nil` for no limit.
    var budget: ExplanationBudget?

    typealias Path = [SchemaError.PathComponent]

    /// Stands for "some failure" while not explaining; never reported.
    static let detected = SchemaError(instancePath: [], keyword: "", schemaLocation: "", message: "")

    /// This evaluator in detect-only mode.
    var detector: SchemaEvaluator {
        var copy = self
        copy.explains = false
        return copy
    }

    /// Whether `instance` satisfies `node`, decided without explaining (and without copying this evaluator
    /// when it already only detects).
    func detect(_ node: SchemaNode, _ instance: JSONValue, path: Path, scope: EvaluationScope) -> Outcome {
        explains
            ? detector.evaluate(node, instance, path: path, scope: scope)
            : evaluate(node, instance, path: path, scope: scope)
    }

    /// The errors of `value` (at `path` + `component`) against `node`: detected first, and explained only
    /// when it fails, so that valid subtrees never build paths or messages.
    func evaluateMember(
        _ node: SchemaNode,
        _ value: JSONValue,
        path: Path,
        _ component: SchemaError.PathComponent,
        scope: EvaluationScope
    ) -> [SchemaError] {
        guard explains else { return evaluate(node, value, path: path, scope: scope).errors }
        guard !isStopped, !detect(node, value, path: path, scope: scope).isValid, admitsFailure() else { return [] }
        return evaluate(node, value, path: path + [component], scope: scope).errors
    }

    /// Whether one more failing value may be explained (always, without a budget); the first one refused
    /// stops the explanation.
    func admitsFailure() -> Bool {
        budget?.admit() ?? true
    }

    /// Whether the explanation stopped at its budget: loops over an instance's items and keys end here.
    var isStopped: Bool {
        budget?.isExceeded ?? false
    }

    func evaluate(_ node: SchemaNode, _ instance: JSONValue, path: Path, scope: EvaluationScope) -> Outcome {
        guard scope.depth < options.maximumDepth else {
            guard explains else { return Outcome(errors: [Self.detected]) }
            let message =
                "the schema nests more than \(options.maximumDepth) levels deep here (a reference loop?)"
            return Outcome(errors: [failure(node, "$ref", path, message)])
        }
        var scope = scope
        scope.depth += 1
        if scope.dynamicResources.last != node.resource { scope.dynamicResources.append(node.resource) }
        switch node.value {
        case .bool(false):
            return Outcome(errors: [explains ? falseSchemaError(node, path) : Self.detected])
        case .object(let schema):
            return evaluate(schema, node, instance, path: path, scope: scope)
        default:
            return Outcome()
        }
    }

    private func evaluate(
        _ schema: JSONObject,
        _ node: SchemaNode,
        _ instance: JSONValue,
        path: Path,
        scope: EvaluationScope
    ) -> Outcome {
        var outcome = Outcome()
        let keywords = node.keywords
        // Detect-only evaluation stops at the first failure: its annotations are discarded anyway.
        if keywords.contains(.references) {
            evaluateReferences(schema, node, instance, path: path, scope: scope, into: &outcome)
            if !explains && !outcome.isValid { return outcome }
        }
        if assertions {
            if keywords.contains(.valueAssertions) {
                outcome.errors += checkValue(schema, node, instance, path: path)
            }
            switch instance {
            case .int where keywords.contains(.numberAssertions), .double where keywords.contains(.numberAssertions):
                outcome.errors += checkNumber(schema, node, instance, path: path)
            case .string(let text) where keywords.contains(.stringAssertions):
                outcome.errors += checkString(schema, node, text, path: path)
            default: break
            }
            if !explains && !outcome.isValid { return outcome }
        }
        if keywords.contains(.combinators) {
            evaluateCombinators(schema, node, instance, path: path, scope: scope, into: &outcome)
            if !explains && !outcome.isValid { return outcome }
        }
        if case .object(let object) = instance, keywords.contains(.objectKeywords) {
            evaluateObject(schema, node, object, path: path, scope: scope, into: &outcome)
        }
        if case .array(let elements) = instance, keywords.contains(.arrayKeywords) {
            evaluateArray(schema, node, elements, path: path, scope: scope, into: &outcome)
        }
        return outcome
    }

    // MARK: References

    private func evaluateReferences(
        _ schema: JSONObject,
        _ node: SchemaNode,
        _ instance: JSONValue,
        path: Path,
        scope: EvaluationScope,
        into outcome: inout Outcome
    ) {
        if case .string(let reference) = schema["$ref"] {
            if let target = node.links?.reference ?? index.target(of: reference, from: node) {
                outcome.absorb(evaluate(target, instance, path: path, scope: scope))
            } else {
                outcome.errors.append(unresolved(node, "$ref", reference, path))
            }
        }
        if case .string(let reference) = schema["$dynamicRef"] {
            guard var target = node.links?.dynamicReference ?? index.target(of: reference, from: node) else {
                outcome.errors.append(unresolved(node, "$dynamicRef", reference, path))
                return
            }
            // Only a reference to a `$dynamicAnchor` is dynamic: then the outermost resource in the dynamic
            // scope declaring the same anchor name wins.
            if let name = URIReference(reference).fragment, !name.isEmpty, !name.hasPrefix("/"),
                index.dynamicAnchors[target.resource + "#" + name] != nil
            {
                for resource in scope.dynamicResources {
                    if let dynamic = index.dynamicAnchors[resource + "#" + name] {
                        target = dynamic
                        break
                    }
                }
            }
            outcome.absorb(evaluate(target, instance, path: path, scope: scope))
        }
    }

    private func unresolved(_ node: SchemaNode, _ keyword: String, _ reference: String, _ path: Path) -> SchemaError {
        guard explains else { return Self.detected }
        return failure(node, keyword, path, "the schema refers to \"\(reference)\", which it does not define")
    }

    // MARK: In-place applicators

    private func evaluateCombinators(
        _ schema: JSONObject,
        _ node: SchemaNode,
        _ instance: JSONValue,
        path: Path,
        scope: EvaluationScope,
        into outcome: inout Outcome
    ) {
        if case .array(let branches) = schema["allOf"] {
            for (offset, branch) in branches.enumerated() {
                let child = index.child(of: node, "allOf", offset, value: branch)
                outcome.absorb(evaluate(child, instance, path: path, scope: scope))
                if !explains && !outcome.isValid { return }
            }
        }
        for keyword in ["anyOf", "oneOf"] {
            guard case .array(let branches) = schema[keyword] else { continue }
            let nodes =
                node.links?.list[keyword]
                ?? branches.enumerated().map {
                    index.child(of: node, keyword, $0.offset, value: $0.element)
                }
            if !explains && !annotates {
                // Only validity matters: stop at the first alternative that holds (the second for oneOf).
                var passed = 0
                for branch in nodes where evaluate(branch, instance, path: path, scope: scope).isValid {
                    passed += 1
                    if keyword == "anyOf" || passed > 1 { break }
                }
                if passed == 0 || (keyword == "oneOf" && passed > 1) { outcome.errors.append(Self.detected) }
                continue
            }
            // Alternatives are tried undescribed; only when none holds are they run again to explain.
            let results = nodes.map { detect($0, instance, path: path, scope: scope) }
            let passing = results.indices.filter { results[$0].isValid }
            for offset in passing where keyword == "anyOf" || passing.count == 1 {
                outcome.annotations.formUnion(results[offset].annotations)
            }
            if passing.isEmpty {
                guard explains else {
                    outcome.errors.append(Self.detected)
                    continue
                }
                let explained = nodes.map { evaluate($0, instance, path: path, scope: scope) }
                outcome.errors += explainAlternatives(keyword, node, nodes, explained, instance, path: path)
            } else if keyword == "oneOf" && passing.count > 1 {
                guard explains else {
                    outcome.errors.append(Self.detected)
                    continue
                }
                let forms = passing.map { phrase(for: nodes[$0]) ?? "form #\($0 + 1)" }
                let message =
                    "\(describe(path)) fits more than one of the allowed forms (\(Messages.list(forms, conjunction: "and"))); "
                    + "it must fit exactly one"
                outcome.errors.append(failure(node, keyword, path, message))
            }
        }
        if let negated = schema["not"] {
            let child = index.child(of: node, "not", value: negated)
            if detect(child, instance, path: path, scope: scope).isValid {
                if explains {
                    let form = phrase(for: child).map { " (\($0))" } ?? ""
                    let message = "\(describe(path)) has a form that is not allowed here\(form)"
                    outcome.errors.append(failure(node, "not", path, message))
                } else {
                    outcome.errors.append(Self.detected)
                }
            }
        }
        if let condition = schema["if"] {
            let conditionOutcome = detect(
                index.child(of: node, "if", value: condition), instance, path: path, scope: scope)
            let branchKeyword = conditionOutcome.isValid ? "then" : "else"
            if conditionOutcome.isValid { outcome.annotations.formUnion(conditionOutcome.annotations) }
            if let branch = schema[branchKeyword] {
                outcome.absorb(
                    evaluate(index.child(of: node, branchKeyword, value: branch), instance, path: path, scope: scope))
            }
        }
    }

    // MARK: Errors

    func failure(
        _ node: SchemaNode,
        _ keyword: String,
        _ path: Path,
        _ message: String,
        suggestion: String? = nil,
        isKeyError: Bool = false
    ) -> SchemaError {
        SchemaError(
            instancePath: path, keyword: keyword, schemaLocation: node.location(of: keyword), message: message,
            suggestion: suggestion, isKeyError: isKeyError)
    }

    private func falseSchemaError(_ node: SchemaNode, _ path: Path) -> SchemaError {
        let message: String
        var isKeyError = false
        switch path.last {
        case .key(let key):
            message = "`\(QuotedText.bounded(key))` is not allowed in \(describe(Array(path.dropLast())))"
            isKeyError = true
        case .index(let position):
            message = "item \(position) is not allowed in \(describe(Array(path.dropLast())))"
        case nil:
            message = "no value is allowed here"
        }
        return SchemaError(
            instancePath: path, keyword: "false", schemaLocation: node.location, message: message,
            isKeyError: isKeyError)
    }

    /// Names an instance location for messages: `` `table.show` ``, `` `rules[2].when` ``, or the root's name.
    func describe(_ path: Path) -> String {
        guard !path.isEmpty else { return options.rootName }
        var text = ""
        for component in path {
            switch component {
            case .key(let key): text += (text.isEmpty ? "" : ".") + QuotedText.bounded(key)
            case .index(let position): text += "[\(position)]"
            }
        }
        return "`" + text + "`"
    }
}
