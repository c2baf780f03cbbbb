import TableStyleDiagnostics
import TableStyleYAMLNodes

extension ThemeDocumentReader {
    /// `{ top: N }`-style statistics keys of a value-test mapping; `nil` for any other key. A bad value is a
    /// `schema` error at the value (then the result is `.some(nil)`).
    mutating func statisticCondition(_ key: String, _ value: YAMLNode, context: String) -> ValueCondition?? {
        switch key {
        case "top", "bottom":
            let count = integer(value, context: context, expected: "an integer ≥ 1") { $0 >= 1 }
            return .some(count.map { .statistic(key == "top" ? .top($0) : .bottom($0)) })
        case "topPercent", "bottomPercent":
            let percent = number(value, context: context, expected: "a number greater than 0, at most 100") {
                $0 > 0 && $0 <= 100
            }
            return .some(percent.map { .statistic(key == "topPercent" ? .topPercent($0) : .bottomPercent($0)) })
        default:
            return nil
        }
    }

    /// The stops of `{ scale: [...] }` when `node` is written as a scale; `nil` when it is not (then it is
    /// read as a color). Where scales are not allowed (base styles) a scale is a `schema` error at the key.
    /// A scale with errors reports them and gives an empty list (nothing is set).
    mutating func scaleIfWritten(_ node: YAMLNode, context: String, allowed: Bool) -> [ColorScaleStop]?? {
        guard let pairs = node.mapping, pairs.contains(where: { $0.key.scalar?.text == "scale" }) else { return nil }
        guard allowed else {
            let key = pairs.first { $0.key.scalar?.text == "scale" }?.key ?? node
            report(
                .schema,
                "a color scale is allowed only in a rule's style; \(context) takes a color", at: key.mark)
            return .some(nil)
        }
        var stops: [ColorScaleStop] = []
        var failed = false
        for (_, pair) in knownPairs(pairs, allowed: ThemeKeys.colorScale, context: context) {
            guard let items = pair.value.sequence, (2...5).contains(items.count) else {
                report(
                    .schema,
                    "expected a list of 2 to 5 stops ({ at, color }) for \(context).scale, found \(pair.value.kindDescription)"
                        + (pair.value.sequence.map { " of \($0.count) items" } ?? ""), at: pair.value.mark)
                return .some(nil)
            }
            for (index, item) in items.enumerated() {
                if let stop = scaleStop(item, context: "\(context).scale[\(index)]") {
                    stops.append(stop)
                } else {
                    failed = true
                }
            }
        }
        if pairs.count != 1 { failed = true }
        return .some(failed ? nil : stops)
    }

    private mutating func scaleStop(_ node: YAMLNode, context: String) -> ColorScaleStop? {
        guard let pairs = mapping(node, context: context) else { return nil }
        var at: ScaleAnchor?
        var color: ColorSpec?
        var failed = false
        let known = knownPairs(pairs, allowed: ThemeKeys.scaleStop, context: context)
        for (key, pair) in known {
            if key == "at" {
                at = anchor(pair.value, context: "\(context).at")
                failed = failed || at == nil
            } else {
                color = self.color(pair.value, context: "\(context).color")
                failed = failed || color == nil
            }
        }
        for required in ThemeKeys.scaleStop where !known.contains(where: { $0.0 == required }) {
            report(.schema, "expected the key `\(required)` in \(context) ({ at, color }), found none", at: node.mark)
            failed = true
        }
        guard !failed, known.count == pairs.count, let at, let color else { return nil }
        return ColorScaleStop(at: at, color: color)
    }

    /// A stop position or bar end: a number, `min`, `max`, `mean`, `median` or `{ percentile: p }`.
    mutating func anchor(_ node: YAMLNode, context: String) -> ScaleAnchor? {
        let expected = "a number, min, max, mean, median or { percentile: p }"
        if isNumber(node) { return number(node, context: context, expected: "a number").map { .number($0) } }
        if let scalar = node.scalar {
            let keywords: [String: ScaleAnchor] = ["min": .min, "max": .max, "mean": .mean, "median": .median]
            // Keywords are typed by where they stand: quoted or not.
            if let found = keywords[scalar.text] { return found }
            report(
                .schema, "expected \(expected) for \(context), found \"\(QuotedText.bounded(scalar.text))\"",
                at: node.mark)
            return nil
        }
        guard node.mapping != nil else {
            report(.schema, "expected \(expected) for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        guard let pairs = mapping(node, context: context) else { return nil }
        let known = knownPairs(pairs, allowed: ThemeKeys.scaleAnchor, context: context)
        guard let (_, pair) = known.first else {
            if pairs.isEmpty { report(.schema, "expected `percentile` in \(context), found none", at: node.mark) }
            return nil
        }
        let percentile = number(pair.value, context: "\(context).percentile", expected: "a number from 0 to 100") {
            (0...100).contains($0)
        }
        guard known.count == pairs.count, let percentile else { return nil }
        return .percentile(percentile)
    }

    /// `bar: none` or `bar: { color, negativeColor, min, max }`.
    mutating func bar(_ node: YAMLNode, context: String) -> BarSpec? {
        if let scalar = node.scalar {
            if scalar.text == "none" { return BarSpec.none }
            report(
                .schema,
                "expected none or a mapping { color, negativeColor, min, max } for \(context), found \"\(QuotedText.bounded(scalar.text))\"",
                at: node.mark)
            return nil
        }
        guard let pairs = mapping(node, context: context) else { return nil }
        let known = knownPairs(pairs, allowed: ThemeKeys.bar, context: context)
        var failed = known.count != pairs.count
        var color: ColorSpec?
        var negative: ColorSpec?
        var low: ScaleAnchor?
        var high: ScaleAnchor?
        for (key, pair) in known {
            let path = "\(context).\(key)"
            switch key {
            case "color":
                color = self.color(pair.value, context: path)
                failed = failed || color == nil
            case "negativeColor":
                negative = self.color(pair.value, context: path)
                failed = failed || negative == nil
            case "min":
                low = anchor(pair.value, context: path)
                failed = failed || low == nil
            case "max":
                high = anchor(pair.value, context: path)
                failed = failed || high == nil
            default: continue
            }
        }
        if !known.contains(where: { $0.0 == "color" }) {
            report(
                .schema, "expected the key `color` in \(context) ({ color, negativeColor, min, max }), found none",
                at: node.mark)
            failed = true
        }
        guard !failed, let color else { return nil }
        return .bar(color: color, negativeColor: negative, min: low, max: high)
    }
}
