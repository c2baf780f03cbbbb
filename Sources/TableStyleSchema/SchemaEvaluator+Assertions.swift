import TableStyleJSON

extension SchemaEvaluator {
    /// `type`, `enum` and `const`: the checks that apply to every kind of value.
    func checkValue(_ schema: JSONObject, _ node: SchemaNode, _ instance: JSONValue, path: Path) -> [SchemaError] {
        var errors: [SchemaError] = []
        if let type = schema["type"] {
            let names = Self.typeNames(type)
            if !names.contains(where: { Self.matches(type: $0, instance) }) {
                guard explains else { return [Self.detected] }
                let expected = Messages.list(names.map(Messages.typePhrase), conjunction: "or")
                errors.append(failure(node, "type", path, "expected \(expected), found \(Messages.describe(instance))"))
            }
        }
        if let allowed = schema["const"], !Self.jsonEquals(allowed, instance) {
            guard explains else { return [Self.detected] }
            let suggestion = Messages.suggestion(for: instance, among: [allowed])
            var message = "expected \(Messages.render(allowed)); found \(Messages.render(instance))"
            if let suggestion { message += "; did you mean `\(suggestion)`?" }
            errors.append(failure(node, "const", path, message, suggestion: suggestion))
        }
        if case .array(let allowed) = schema["enum"], !allowed.contains(where: { Self.jsonEquals($0, instance) }) {
            guard explains else { return [Self.detected] }
            let suggestion = Messages.suggestion(for: instance, among: allowed)
            var message = "expected \(Messages.oneOf(allowed)); found \(Messages.render(instance))"
            if let suggestion { message += "; did you mean `\(suggestion)`?" }
            errors.append(failure(node, "enum", path, message, suggestion: suggestion))
        }
        return errors
    }

    /// JSON Schema equality: numbers by value (`1` equals `1.0`), strings by code points (so a precomposed
    /// `é` differs from `e` plus a combining accent, unlike Swift's `==`), objects regardless of key order.
    static func jsonEquals(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)):
            return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { jsonEquals($0, $1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in a {
                guard let other = b[key], jsonEquals(value, other) else { return false }
            }
            return true
        default:
            return lhs.numericallyEquals(rhs)
        }
    }

    /// The names listed by a `type` keyword.
    static func typeNames(_ type: JSONValue) -> [String] {
        switch type {
        case .string(let name): return [name]
        case .array(let names): return names.compactMap(\.stringValue)
        default: return []
        }
    }

    /// Whether `instance` is of the JSON Schema type `name` (`integer` includes `1.0`; `number` includes integers).
    static func matches(type name: String, _ instance: JSONValue) -> Bool {
        switch (name, instance) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object):
            return true
        case ("number", .int), ("number", .double), ("integer", .int):
            return true
        case ("integer", .double(let value)):
            return value.isFinite && value.rounded(.towardZero) == value
        default:
            return false
        }
    }

    /// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`.
    func checkNumber(_ schema: JSONObject, _ node: SchemaNode, _ instance: JSONValue, path: Path) -> [SchemaError] {
        guard let number = instance.numberValue else { return [] }
        let minimum = schema["minimum"].map { Self.compare(instance, $0) == .orderedAscending } ?? false
        let maximum = schema["maximum"].map { Self.compare(instance, $0) == .orderedDescending } ?? false
        let exclusiveMinimum = schema["exclusiveMinimum"].map { Self.compare(instance, $0) != .orderedDescending }
        let exclusiveMaximum = schema["exclusiveMaximum"].map { Self.compare(instance, $0) != .orderedAscending }
        let multiple = schema["multipleOf"].map { !Self.isMultiple(instance, number, of: $0) } ?? false
        guard minimum || maximum || exclusiveMinimum == true || exclusiveMaximum == true || multiple else { return [] }
        guard explains else { return [Self.detected] }
        var errors: [SchemaError] = []
        let shown = Messages.render(instance)
        let subject = path.isEmpty ? "the value" : describe(path)
        if let bound = schema["minimum"], Self.compare(instance, bound) == .orderedAscending {
            errors.append(
                failure(node, "minimum", path, "\(subject) must be at least \(Messages.render(bound)), found \(shown)"))
        }
        if let bound = schema["maximum"], Self.compare(instance, bound) == .orderedDescending {
            errors.append(
                failure(node, "maximum", path, "\(subject) must be at most \(Messages.render(bound)), found \(shown)"))
        }
        if let bound = schema["exclusiveMinimum"], Self.compare(instance, bound) != .orderedDescending {
            let message = "\(subject) must be greater than \(Messages.render(bound)), found \(shown)"
            errors.append(failure(node, "exclusiveMinimum", path, message))
        }
        if let bound = schema["exclusiveMaximum"], Self.compare(instance, bound) != .orderedAscending {
            let message = "\(subject) must be less than \(Messages.render(bound)), found \(shown)"
            errors.append(failure(node, "exclusiveMaximum", path, message))
        }
        if let divisor = schema["multipleOf"], !Self.isMultiple(instance, number, of: divisor) {
            let message = "\(subject) must be a multiple of \(Messages.render(divisor)), found \(shown)"
            errors.append(failure(node, "multipleOf", path, message))
        }
        return errors
    }

    enum Order { case orderedAscending, orderedSame, orderedDescending, unordered }

    /// Compares two numbers exactly when both are integers, else as doubles.
    static func compare(_ lhs: JSONValue, _ rhs: JSONValue) -> Order {
        if case .int(let a) = lhs, case .int(let b) = rhs {
            return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
        }
        guard let a = lhs.numberValue, let b = rhs.numberValue, !a.isNaN, !b.isNaN else { return .unordered }
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    private static func isMultiple(_ instance: JSONValue, _ number: Double, of divisor: JSONValue) -> Bool {
        if case .int(let value) = instance, case .int(let step) = divisor, step > 0 {
            return value % step == 0
        }
        guard let step = divisor.numberValue, step > 0 else { return true }
        let quotient = number / step
        guard quotient.isFinite else { return false }
        // Decimal steps such as 0.01 are not exact in binary; accept a quotient within rounding error.
        return abs(quotient - quotient.rounded()) <= 1e-9 * max(1, abs(quotient))
    }

    /// `minLength`, `maxLength` (in Unicode code points) and `pattern`.
    func checkString(_ schema: JSONObject, _ node: SchemaNode, _ text: String, path: Path) -> [SchemaError] {
        let minimum = schema["minLength"]?.numberValue
        let maximum = schema["maxLength"]?.numberValue
        var regex: SchemaRegex?
        if case .string(let pattern) = schema["pattern"] { regex = index.regex(pattern) }
        guard minimum != nil || maximum != nil || regex != nil else { return [] }
        let length = minimum != nil || maximum != nil ? text.unicodeScalars.count : 0
        let fails =
            minimum.map { Double(length) < $0 } == true || maximum.map { Double(length) > $0 } == true
            || regex.map { !$0.matches(text) } == true
        guard fails else { return [] }
        guard explains else { return [Self.detected] }
        var errors: [SchemaError] = []
        let subject = path.isEmpty ? "the text" : describe(path)
        if let bound = schema["minLength"]?.numberValue, Double(length) < bound {
            let message =
                "\(subject) must be at least \(Messages.count(Int(bound), "character")) long, found \(length)"
            errors.append(failure(node, "minLength", path, message))
        }
        if let bound = schema["maxLength"]?.numberValue, Double(length) > bound {
            let message =
                "\(subject) must be at most \(Messages.count(Int(bound), "character")) long, found \(length)"
            errors.append(failure(node, "maxLength", path, message))
        }
        if case .string(let pattern) = schema["pattern"], let regex = index.regex(pattern), !regex.matches(text) {
            let expected = schema["title"]?.stringValue ?? "text matching the pattern `\(pattern)`"
            let message = "expected \(expected); found \(Messages.render(.string(text)))"
            errors.append(failure(node, "pattern", path, message))
        }
        return errors
    }
}
