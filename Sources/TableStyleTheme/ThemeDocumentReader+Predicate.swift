import TableStyleDiagnostics
import TableStyleJSON
import TableStyleRegex
import TableStyleYAMLNodes

extension ThemeDocumentReader {
    /// A `when` mapping (also the items of `all`/`any` and the operand of `not`); several keys mean all of them.
    mutating func predicate(_ node: YAMLNode, context: String) -> Theme.Predicate? {
        guard let pairs = mapping(node, context: context) else { return nil }
        var parts: [Theme.Predicate] = []
        var failed = false
        for pair in pairs {
            if isStopped { return nil }
            guard let key = keyText(pair, context: context) else {
                failed = true
                continue
            }
            guard ThemeKeys.predicate.contains(key) else {
                reportUnknownKey(key, at: pair.key.mark, allowed: ThemeKeys.predicate, context: context)
                failed = true
                continue
            }
            if let part = predicateEntry(key, pair.value, context: "\(context).\(key)") {
                parts.append(part)
            } else {
                failed = true
            }
        }
        if failed { return nil }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    private mutating func predicateEntry(_ key: String, _ value: YAMLNode, context: String) -> Theme.Predicate? {
        switch key {
        case "value":
            return valueTest(value, context: context).map { .value($0) }
        case "column":
            return columnTest(value, context: context)
        case "row":
            return rowTest(value, context: context)
        case "rowValue":
            return rowValue(value, context: context)
        case "section":
            if let items = value.sequence {
                let sections = items.enumerated().map { index, item in
                    keyword(item, TableSection.self, context: "\(context)[\(index)]")
                }
                let known = sections.compactMap { $0 }
                guard known.count == items.count else { return nil }
                // As the schema's `uniqueItems`: the first repeated section is the mistake.
                if let repeated = known.indices.first(where: { known[..<$0].contains(known[$0]) }) {
                    report(
                        .schema,
                        "expected each section at most once in \(context), found \(known[repeated].rawValue) again",
                        at: items[repeated].mark)
                    return nil
                }
                return .section(known)
            }
            return keyword(value, TableSection.self, context: context).map { .section([$0]) }
        case "sort":
            return keyword(value, SortDirection.self, context: context).map { .sort($0) }
        case "custom":
            return custom(value, context: context)
        case "all", "any":
            guard let items = value.sequence else {
                report(
                    .schema, "expected a list of conditions for \(context), found \(value.kindDescription)",
                    at: value.mark)
                return nil
            }
            var parts: [Theme.Predicate] = []
            var failed = false
            for (index, item) in items.enumerated() {
                if isStopped { return nil }
                if let part = predicate(item, context: "\(context)[\(index)]") {
                    parts.append(part)
                } else {
                    failed = true
                }
            }
            if failed { return nil }
            return key == "all" ? .all(parts) : .any(parts)
        case "not":
            return predicate(value, context: context).map { .not($0) }
        default:
            return nil
        }
    }

    // MARK: value / rowValue

    /// The words `value:` takes alone: the value kinds, then the statistics keywords.
    private static let valueKeywords = ValueKind.allCases.map(\.rawValue) + ColumnStatisticTest.keywordNames

    private mutating func valueTest(_ node: YAMLNode, context: String) -> ValueTest? {
        if let scalar = node.scalar {
            // The keyword `null` is a YAML null in every spelling (`null`, `~`, nothing), as in the schema.
            if scalar.style == .plain, scalar.value == .null { return ValueTest(conditions: [.kind(.null)]) }
            // A kind or a statistics keyword: one list, so a typo of either is told every word it could be.
            guard let word = oneOf(node, names: Self.valueKeywords, context: context) else { return nil }
            if let statistic = ColumnStatisticTest.keywords[word] {
                return ValueTest(conditions: [.statistic(statistic)])
            }
            return ValueKind(rawValue: word).map { ValueTest(conditions: [.kind($0)]) }
        }
        guard let pairs = node.mapping else {
            report(
                .schema,
                "expected a value keyword (\(Self.valueKeywords.joined(separator: ", "))) or a mapping of tests for \(context), found \(node.kindDescription)",
                at: node.mark)
            return nil
        }
        let known = knownPairs(pairs, allowed: ThemeKeys.valueTest, context: context)
        // The known keys are checked even next to an unknown one, so every mistake is reported at once.
        let conditions = valueConditions(known, context: context)
        guard known.count == pairs.count, let test = conditions else { return nil }
        if test.conditions.isEmpty {
            report(
                .schema,
                "expected at least one test (\(ThemeKeys.valueTest.joined(separator: ", "))) in \(context), found none",
                at: node.mark)
            return nil
        }
        return test
    }

    /// The conditions of a value-test mapping; `nil` after reporting a problem.
    private mutating func valueConditions(_ pairs: [(String, YAMLPair)], context: String) -> ValueTest? {
        var test = ValueTest(conditions: [])
        var failed = false
        func add(_ condition: ValueCondition?) {
            if let condition { test.conditions.append(condition) } else { failed = true }
        }
        for (key, pair) in pairs {
            let value = pair.value
            let path = "\(context).\(key)"
            switch key {
            case "lt": add(number(value, context: path, expected: "a number").map { .lessThan($0) })
            case "lte": add(number(value, context: path, expected: "a number").map { .lessThanOrEqual($0) })
            case "gt": add(number(value, context: path, expected: "a number").map { .greaterThan($0) })
            case "gte": add(number(value, context: path, expected: "a number").map { .greaterThanOrEqual($0) })
            case "eq": add(number(value, context: path, expected: "a number").map { .equalTo($0) })
            case "ne": add(number(value, context: path, expected: "a number").map { .notEqualTo($0) })
            case "between": add(between(value, context: path))
            case "equals": add(text(value, context: path).map { .equals($0) })
            case "contains": add(text(value, context: path).map { .contains($0) })
            case "prefix": add(text(value, context: path).map { .prefix($0) })
            case "suffix": add(text(value, context: path).map { .suffix($0) })
            case "in": add(textList(value, context: path).map { .isIn($0) })
            case "matches": add(regex(value, context: path).map { .matches($0) })
            case "ignoreCase":
                if let flag = bool(value, context: path) { test.ignoreCase = flag } else { failed = true }
            default:
                if let statistic = statisticCondition(key, value, context: path) { add(statistic) }
            }
        }
        return failed ? nil : test
    }

    private mutating func between(_ node: YAMLNode, context: String) -> ValueCondition? {
        guard let items = node.sequence, items.count == 2 else {
            report(
                .schema,
                "expected a list of two numbers [low, high] for \(context), found \(node.kindDescription)"
                    + (node.sequence.map { " of \($0.count) items" } ?? ""), at: node.mark)
            return nil
        }
        // Both bounds are checked before giving up, so two bad bounds are two diagnostics.
        let bounds = (
            number(items[0], context: "\(context)[0]", expected: "a number"),
            number(items[1], context: "\(context)[1]", expected: "a number")
        )
        guard let low = bounds.0, let high = bounds.1 else { return nil }
        guard low <= high else {
            report(
                .schema,
                "expected [low, high] with low ≤ high for \(context), found [\(items[0].scalar?.text ?? ""), \(items[1].scalar?.text ?? "")]",
                at: node.mark)
            return nil
        }
        return .between(low, high)
    }

    private mutating func textList(_ node: YAMLNode, context: String) -> [String]? {
        guard let items = node.sequence else {
            report(.schema, "expected a list of texts for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            if isStopped { return nil }
            if let value = text(item, context: "\(context)[\(index)]") { result.append(value) }
        }
        return result.count == items.count ? result : nil
    }

    private mutating func regex(_ node: YAMLNode, context: String) -> String? {
        guard let pattern = string(node, context: context) else { return nil }
        guard !pattern.isEmpty else {
            report(.schema, "expected a non-empty regular expression for \(context), found \"\"", at: node.mark)
            return nil
        }
        do {
            _ = try BoundedRegex(pattern)
            return pattern
        } catch {
            report(
                .regex, "invalid regular expression for \(context) at offset \(error.offset): \(error.message)",
                at: node.mark)
            return nil
        }
    }

    private mutating func rowValue(_ node: YAMLNode, context: String) -> Theme.Predicate? {
        guard let pairs = mapping(node, context: context) else { return nil }
        let known = knownPairs(pairs, allowed: ThemeKeys.rowValue, context: context)
        var failed = known.count != pairs.count
        var column: String?
        var test = ValueTest(conditions: [])
        var inline: [(String, YAMLPair)] = []
        for (key, pair) in known {
            switch key {
            case "column":
                column = text(pair.value, context: "\(context).column")
                failed = failed || column == nil
            case "value":
                if let inner = valueTest(pair.value, context: "\(context).value") {
                    test.conditions += inner.conditions
                    test.ignoreCase = test.ignoreCase || inner.ignoreCase
                } else {
                    failed = true
                }
            default:
                inline.append((key, pair))
            }
        }
        if let extra = valueConditions(inline, context: context) {
            test.conditions += extra.conditions
            test.ignoreCase = test.ignoreCase || extra.ignoreCase
        } else {
            failed = true
        }
        if !known.contains(where: { $0.0 == "column" }) {
            report(
                .schema, "expected the key `column` (the other cell's column name) in \(context), found none",
                at: node.mark)
            failed = true
        }
        if !failed && test.conditions.isEmpty {
            report(
                .schema, "expected a test in \(context) (`value:` or an inline test such as `equals:`), found none",
                at: node.mark)
            failed = true
        }
        guard !failed, let column else { return nil }
        return .rowValue(column: column, test: test)
    }

    // MARK: column / row

    private mutating func columnTest(_ node: YAMLNode, context: String) -> Theme.Predicate? {
        if let scalar = node.scalar {
            if scalar.text == "highlighted" { return .column(.highlighted) }
            var message =
                "expected `highlighted` or a mapping ({ name }, { names }, { index }, { kind }) for \(context), found \"\(QuotedText.bounded(scalar.text))\""
            if reportsMore, DidYouMean.suggestion(for: scalar.text, among: ["highlighted"]) != nil {
                message += "; did you mean \"highlighted\"?"
            } else if reportsMore, let mapping = Self.columnMapping(writtenAs: scalar) {
                message += "; did you mean `\(mapping)`?"
            }
            report(.schema, message, at: node.mark)
            return nil
        }
        guard let pairs = mapping(node, context: context) else { return nil }
        let known = knownPairs(pairs, allowed: ThemeKeys.column, context: context)
        var parts: [Theme.Predicate] = []
        var failed = known.count != pairs.count
        if known.count > 1 {
            // As the schema's `maxProperties: 1`: several selectors in one mapping are ambiguous (all? any?).
            report(
                .schema,
                "a column test takes exactly one of name, names, index, kind; found \(known.map { "`\($0.0)`" }.joined(separator: ", ")) in \(context) (combine tests with `all:` or `any:`)",
                at: known[1].1.key.mark)
            failed = true
        }
        for (key, pair) in known {
            let path = "\(context).\(key)"
            let test: ColumnTest?
            switch key {
            case "name": test = text(pair.value, context: path).map { .name($0) }
            case "names": test = textList(pair.value, context: path).map { .names($0) }
            case "index":
                test = integer(pair.value, context: path, expected: "an integer ≥ 0") { $0 >= 0 }.map { .index($0) }
            case "kind": test = keyword(pair.value, ColumnKind.self, context: path).map { .kind($0) }
            default: test = nil
            }
            if let test { parts.append(.column(test)) } else { failed = true }
        }
        if !failed && parts.isEmpty {
            report(.schema, "expected one of name, names, index or kind in \(context), found none", at: node.mark)
            failed = true
        }
        if failed { return nil }
        return parts.first
    }

    /// The mapping a column test written as a bare scalar most likely means, as the schema's hint gives
    /// it: `{ index: 2 }` for a whole number, `{ kind: "text" }` for a kind, else `{ name: "Amount" }`.
    static func columnMapping(writtenAs scalar: YAMLScalar) -> String? {
        switch scalar.value {
        case .int(let index) where index >= 0: return "{ index: \(index) }"
        case .string(let text) where ColumnKind(rawValue: text) != nil: return "{ kind: \"\(text)\" }"
        case .string(let text):
            // Quoted as the schema's message quotes it (JSON's escapes for `"` and `\`).
            let quoted = QuotedText.bounded(text).replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
            return "{ name: \"\(quoted)\" }"
        case .int, .double, .bool: return "{ name: \(scalar.text) }"
        case .null: return nil
        }
    }

    private mutating func rowTest(_ node: YAMLNode, context: String) -> Theme.Predicate? {
        if let scalar = node.scalar {
            let names = ["even", "odd", "first", "last", "selected"]
            let tests: [String: RowTest] = [
                "even": .even, "odd": .odd, "first": .first, "last": .last, "selected": .selected,
            ]
            if let test = tests[scalar.text] { return .row(test) }
            var message =
                "expected one of \(names.joined(separator: " | ")) or a mapping ({ index }, { every, offset }) for \(context), found \"\(QuotedText.bounded(scalar.text))\""
            if reportsMore, let suggestion = DidYouMean.suggestion(for: scalar.text, among: names) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            report(.schema, message, at: node.mark)
            return nil
        }
        guard let pairs = mapping(node, context: context) else { return nil }
        let known = knownPairs(pairs, allowed: ThemeKeys.row, context: context)
        var failed = known.count != pairs.count
        var index: Int?
        var every: Int?
        var offset: Int?
        for (key, pair) in known {
            let path = "\(context).\(key)"
            switch key {
            case "index":
                index = integer(pair.value, context: path, expected: "an integer ≥ 0") { $0 >= 0 }
                failed = failed || index == nil
            case "every":
                every = integer(pair.value, context: path, expected: "an integer ≥ 1") { $0 >= 1 }
                failed = failed || every == nil
            case "offset":
                offset = integer(pair.value, context: path, expected: "an integer ≥ 0") { $0 >= 0 }
                failed = failed || offset == nil
            default:
                continue
            }
        }
        // The same two shape rules as the schema (`dependentRequired`, `minProperties`), at the mapping.
        let keys = Set(known.map(\.0))
        if keys.contains("offset"), !keys.contains("every") {
            report(
                .schema, "expected `every` next to `offset` in \(context) ({ every: n, offset: k }), found no `every`",
                at: node.mark)
            failed = true
        }
        if pairs.isEmpty {
            report(.schema, "expected `index` or `every` in \(context), found none", at: node.mark)
            failed = true
        }
        guard !failed, index != nil || every != nil else { return nil }
        var parts: [Theme.Predicate] = []
        if let index { parts.append(.row(.index(index))) }
        if let every { parts.append(.row(.every(every, offset: offset ?? 0))) }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    // MARK: custom

    private mutating func custom(_ node: YAMLNode, context: String) -> Theme.Predicate? {
        var nameNode = node
        var argsNode: YAMLNode?
        var shapeFailed = false
        if node.scalar == nil {
            guard let pairs = node.mapping else {
                report(
                    .schema,
                    "expected a predicate name or { name, args } for \(context), found \(node.kindDescription)",
                    at: node.mark)
                return nil
            }
            let known = knownPairs(pairs, allowed: ThemeKeys.custom, context: context)
            // The name and args are still checked next to an unknown key, so every mistake is reported.
            shapeFailed = known.count != pairs.count
            guard let found = node["name"] else {
                report(
                    .schema, "expected the key `name` (the plugin predicate's name) in \(context), found none",
                    at: node.mark)
                return nil
            }
            nameNode = found
            argsNode = node["args"]
            if let argsNode, argsNode.mapping == nil {
                // The schema types `args` as a mapping whatever the plugin declares: a structural error.
                report(
                    .schema,
                    "expected a mapping of arguments for \(context).args, found \(argsNode.kindDescription)",
                    at: argsNode.mark)
                shapeFailed = true
            }
        }
        guard let name = string(nameNode, context: "\(context).name") else { return nil }
        guard !name.isEmpty else {
            report(.schema, "expected a plugin predicate name for \(context), found \"\"", at: nameNode.mark)
            return nil
        }
        guard let declaration = declarations[name] else {
            var message =
                "unknown custom predicate \"\(QuotedText.bounded(name))\": the host app (or the plugin manifest) declares "
            message += declarations.isEmpty ? "no predicates" : predicateListing
            if reportsMore, let suggestion = predicateSuggestions.suggestion(for: name, among: Array(declarations.keys))
            {
                message += "; did you mean \"\(suggestion)\"?"
            }
            report(.predicate, message, at: nameNode.mark)
            return nil
        }
        if shapeFailed { return nil }
        var arguments = JSONObject()
        var failed = false
        var given: Set<String> = []
        if let argsNode, let pairs = argsNode.mapping {
            let names = declaration.parameters.map(\.name)
            for pair in pairs {
                guard let key = keyText(pair, context: "\(context).args") else {
                    failed = true
                    continue
                }
                guard let parameter = declaration.parameters.first(where: { $0.name == key }) else {
                    reportUnknownKey(
                        key, at: pair.key.mark, allowed: names.isEmpty ? ["(no arguments)"] : names,
                        context: "the arguments of custom predicate \"\(QuotedText.bounded(name))\"", code: .predicate)
                    failed = true
                    continue
                }
                given.insert(key)
                if let value = argument(pair.value, type: parameter.type, context: "\(context).args.\(key)") {
                    arguments[key] = value
                } else {
                    failed = true
                }
            }
        }
        let missing = declaration.parameters.filter { $0.isRequired && !given.contains($0.name) }
        if !missing.isEmpty {
            let list = missing.map { "\($0.name) (\($0.type.rawValue))" }.joined(separator: ", ")
            report(
                .predicate,
                "custom predicate \"\(QuotedText.bounded(name))\" requires the argument\(missing.count == 1 ? "" : "s") \(list), found none",
                at: (argsNode ?? nameNode).mark)
            failed = true
        }
        return failed ? nil : .custom(name: name, arguments: arguments)
    }

    /// An argument typed by its declaration; a mismatch is a `predicate` error at the value.
    private mutating func argument(
        _ node: YAMLNode, type: PredicateDeclaration.ArgumentType, context: String
    ) -> JSONValue? {
        let scalar = node.scalar
        let plainValue = scalar?.style == .plain ? scalar?.value : nil
        switch type {
        case .string:
            if let scalar { return .string(scalar.text) }
        case .number:
            if case .int(let value) = plainValue { return .int(value) }
            if case .double(let value) = plainValue, value.isFinite { return .double(value) }
        case .integer:
            if case .int(let value) = plainValue { return .int(value) }
        case .bool:
            if case .bool(let value) = plainValue { return .bool(value) }
        case .stringList:
            if let items = node.sequence, items.allSatisfy({ $0.scalar != nil }) {
                return .array(items.compactMap { $0.scalar.map { JSONValue.string($0.text) } })
            }
        }
        let expected: String
        switch type {
        case .string: expected = "text"
        case .number: expected = "a number"
        case .integer: expected = "an integer"
        case .bool: expected = "true or false"
        case .stringList: expected = "a list of texts"
        }
        report(.predicate, "expected \(expected) for \(context), found \(node.kindDescription)", at: node.mark)
        return nil
    }
}
