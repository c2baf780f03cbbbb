import TableStyleDiagnostics
import TableStyleYAMLNodes

extension ThemeDocumentReader {
    /// The pairs of a mapping, or a `schema` error at the value when it is not one.
    mutating func mapping(_ node: YAMLNode, context: String) -> [YAMLPair]? {
        guard let pairs = node.mapping else {
            report(.schema, "expected a mapping for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        return pairs
    }

    /// A mapping key's text, or a `schema` error at the key when it is not a scalar.
    mutating func keyText(_ pair: YAMLPair, context: String) -> String? {
        guard let scalar = pair.key.scalar else {
            report(.schema, "expected a plain key in \(context), found \(pair.key.kindDescription)", at: pair.key.mark)
            return nil
        }
        return scalar.text
    }

    /// The pairs whose keys are in `allowed`, with their key; every other key is a `schema` error at the key.
    mutating func knownPairs(_ pairs: [YAMLPair], allowed: [String], context: String) -> [(String, YAMLPair)] {
        var result: [(String, YAMLPair)] = []
        for pair in pairs {
            if isStopped { break }
            guard let key = keyText(pair, context: context) else { continue }
            if allowed.contains(key) {
                result.append((key, pair))
            } else {
                reportUnknownKey(key, at: pair.key.mark, allowed: allowed, context: context)
            }
        }
        return result
    }

    mutating func reportUnknownKey(
        _ key: String, at mark: SourcePosition, allowed: [String], context: String, code: Diagnostic.Code = .schema
    ) {
        var message = "unknown key \"\(QuotedText.bounded(key))\" in \(context)"
        let hint =
            reportsMore
            ? DidYouMean.keyHint(for: key, among: allowed) { ThemeKeys.children(of: $0, among: allowed) } : nil
        switch hint {
        case .nested(let parent, let child)?: message += "; did you mean \"\(parent): { \(child): … }\"?"
        case .replacement(let suggestion)?: message += "; did you mean \"\(suggestion)\"?"
        case nil: message += "; expected one of: " + allowed.joined(separator: ", ")
        }
        report(code, message, at: mark)
    }

    /// A scalar's text as written (any scalar is text where text is expected: `equals: 5` is "5").
    mutating func text(_ node: YAMLNode, context: String) -> String? {
        guard let scalar = node.scalar, scalar.style != .plain || scalar.value != .null else {
            report(.schema, "expected text for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        return scalar.text
    }

    /// A scalar that is text in its own right (quoted, or plain and not a number, bool or null), for keys the
    /// schema types as `string` (names, titles, labels, patterns): `name: 2024` is a number there, not text.
    mutating func string(_ node: YAMLNode, context: String) -> String? {
        guard let scalar = node.scalar, case .string(let value) = scalar.value else {
            report(.schema, "expected text for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        return value
    }

    /// Whether the node is a plain number scalar.
    func isNumber(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        switch scalar.value {
        case .int: return true
        case .double(let value): return value.isFinite
        default: return false
        }
    }

    /// A number; wrong types and values outside `isValid` are `schema` errors at the value.
    mutating func number(
        _ node: YAMLNode, context: String, expected: String, _ isValid: (Double) -> Bool = { _ in true }
    ) -> Double? {
        var found: Double?
        if let scalar = node.scalar, scalar.style == .plain {
            switch scalar.value {
            case .int(let value): found = Double(value)
            case .double(let value) where value.isFinite: found = value
            default: break
            }
        }
        guard let value = found else {
            report(.schema, "expected \(expected) for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard isValid(value) else {
            report(
                .schema, "expected \(expected) for \(context), found \(node.scalar?.text ?? "\(value)")", at: node.mark
            )
            return nil
        }
        return value
    }

    /// An integer; wrong types and values outside `isValid` are `schema` errors at the value.
    mutating func integer(_ node: YAMLNode, context: String, expected: String, _ isValid: (Int) -> Bool) -> Int? {
        guard let value = Self.integerValue(node) else {
            report(.schema, "expected \(expected) for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard isValid(value) else {
            report(.schema, "expected \(expected) for \(context), found \(value)", at: node.mark)
            return nil
        }
        return value
    }

    /// The integer a plain scalar stands for: an integer, or a number with no fraction (`2.0`, as JSON Schema counts it).
    static func integerValue(_ node: YAMLNode) -> Int? {
        guard let scalar = node.scalar, scalar.style == .plain else { return nil }
        switch scalar.value {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 1e15: return Int(value)
        default: return nil
        }
    }

    /// A boolean (`true` / `false`).
    mutating func bool(_ node: YAMLNode, context: String) -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain, case .bool(let value) = scalar.value else {
            report(.schema, "expected true or false for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        return value
    }

    /// One of a keyword enum's raw values.
    mutating func keyword<Keyword: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, _ type: Keyword.Type, context: String
    ) -> Keyword? where Keyword.RawValue == String {
        oneOf(node, names: Keyword.allCases.map(\.rawValue), context: context).flatMap(Keyword.init(rawValue:))
    }

    /// One of `names`, as written; anything else is reported, listing them (with a suggestion when one is
    /// close).
    mutating func oneOf(_ node: YAMLNode, names: [String], context: String) -> String? {
        guard let scalar = node.scalar else {
            report(
                .schema,
                "expected one of \(names.joined(separator: " | ")) for \(context), found \(node.kindDescription)",
                at: node.mark)
            return nil
        }
        if names.contains(scalar.text) { return scalar.text }
        var message =
            "expected one of \(names.joined(separator: " | ")) for \(context), found \"\(QuotedText.bounded(scalar.text))\""
        if reportsMore, let suggestion = DidYouMean.suggestion(for: scalar.text, among: names) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        report(.schema, message, at: node.mark)
        return nil
    }

    /// A color in any form of Docs/ThemeFormat.md#colors;
    /// bad color text is a `color` error, a wrong node kind a `schema` error.
    mutating func color(_ node: YAMLNode, context: String) -> ColorSpec? {
        switch node.content {
        case .scalar(let scalar):
            // `red` where the palette has `red`: the `$` is missing, whatever semantic name is close.
            let namesPaletteEntry = declaredPaletteNames.contains(scalar.text)
            do {
                let spec = try ColorSpec.parse(scalar.text, suggesting: reportsMore && !namesPaletteEntry)
                if case .palette(let name) = spec {
                    paletteUses.append(PaletteUse(name: name, origin: origin(node)))
                }
                return spec
            } catch {
                var message = "invalid color for \(context): \(error.message)"
                if namesPaletteEntry {
                    message += "; did you mean \"$\(QuotedText.bounded(scalar.text))\" (the palette entry)?"
                }
                report(.color, message, at: node.mark)
                return nil
            }
        case .sequence:
            report(.schema, "expected a color for \(context), found a sequence", at: node.mark)
            return nil
        case .mapping(let pairs) where isAdaptiveColor(pairs):
            return adaptiveColor(node, pairs: pairs, context: context)
        case .mapping(let pairs):
            var inner: ColorSpec?
            var alpha: Double?
            var failed = false
            var sawColor = false
            var sawAlpha = false
            for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.color, context: context) {
                if key == "color" {
                    sawColor = true
                    inner = color(pair.value, context: "\(context).color")
                    failed = failed || inner == nil
                } else {
                    sawAlpha = true
                    alpha = number(pair.value, context: "\(context).alpha", expected: "a number from 0 to 1") {
                        (0...1).contains($0)
                    }
                    failed = failed || alpha == nil
                }
            }
            if pairs.count != (sawColor ? 1 : 0) + (sawAlpha ? 1 : 0) { failed = true }
            if !sawColor {
                report(.schema, "expected the key `color` in \(context) ({ color, alpha }), found none", at: node.mark)
            }
            guard !failed, let inner else { return nil }
            // `alpha` is optional (1, the color as it is).
            return .withAlpha(inner, alpha: sawAlpha ? (alpha ?? 1) : 1)
        }
    }

    /// Whether a color mapping is the adaptive form: it names `light` or `dark` and neither key of
    /// `{ color, alpha }` (a mapping mixing both forms is read, and refused, as `{ color, alpha }`).
    private func isAdaptiveColor(_ pairs: [YAMLPair]) -> Bool {
        let keys = pairs.compactMap { $0.key.scalar?.text }
        return keys.contains { ThemeKeys.adaptiveColor.contains($0) } && !keys.contains { ThemeKeys.color.contains($0) }
    }

    /// `{ light, dark }`: both keys required, each any color form (adaptive ones included).
    private mutating func adaptiveColor(_ node: YAMLNode, pairs: [YAMLPair], context: String) -> ColorSpec? {
        var light: ColorSpec?
        var dark: ColorSpec?
        var failed = pairs.count > ThemeKeys.adaptiveColor.count
        var seen: Set<String> = []
        for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.adaptiveColor, context: context) {
            seen.insert(key)
            let spec = color(pair.value, context: "\(context).\(key)")
            failed = failed || spec == nil
            if key == "light" { light = spec } else { dark = spec }
        }
        for key in ThemeKeys.adaptiveColor where !seen.contains(key) {
            failed = true
            report(
                .schema, "expected the key `\(key)` in \(context) ({ light, dark }), found none", at: node.mark)
        }
        guard !failed, let light, let dark else { return nil }
        return .adaptive(light: light, dark: dark)
    }
}
