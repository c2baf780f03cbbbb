import TableStyleYAMLNodes

extension ThemeDocumentReader {
    /// The longest `groupingSeparator` / `decimalSeparator`, in Unicode code points (as the schema counts).
    static let maximumSeparatorLength = 4
    /// The longest `prefix` / `suffix`, in Unicode code points.
    static let maximumAffixLength = 16
    /// The most `decimals`.
    static let maximumDecimals = 20

    /// A style's `format`: each sub-key read on its own, so each cascades separately.
    mutating func valueFormat(_ node: YAMLNode, context: String, into spec: inout StyleSpec) {
        guard let pairs = mapping(node, context: context) else { return }
        for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.format, context: context) {
            let value = pair.value
            let path = "\(context).\(key)"
            let from = origin(value)
            switch key {
            case "decimals":
                if value.scalar?.text == "none", !isNumber(value) {
                    spec.formatDecimals = Sourced(nil, origin: from)
                } else if let places = integer(
                    value, context: path, expected: "an integer from 0 to \(Self.maximumDecimals) or none",
                    { (0...Self.maximumDecimals).contains($0) })
                {
                    spec.formatDecimals = Sourced(places, origin: from)
                }
            case "grouping":
                spec.formatGrouping = bool(value, context: path).map { Sourced($0, origin: from) }
            case "groupingSeparator":
                spec.formatGroupingSeparator = limitedText(value, context: path, limit: Self.maximumSeparatorLength)
                    .map { Sourced($0, origin: from) }
            case "decimalSeparator":
                spec.formatDecimalSeparator = limitedText(value, context: path, limit: Self.maximumSeparatorLength)
                    .map { Sourced($0, origin: from) }
            case "negative":
                spec.formatNegative = keyword(value, ValueFormat.NegativeStyle.self, context: path)
                    .map { Sourced($0, origin: from) }
            case "prefix":
                spec.formatPrefix = limitedText(value, context: path, limit: Self.maximumAffixLength)
                    .map { Sourced($0, origin: from) }
            case "suffix":
                spec.formatSuffix = limitedText(value, context: path, limit: Self.maximumAffixLength)
                    .map { Sourced($0, origin: from) }
            case "percent":
                spec.formatPercent = bool(value, context: path).map { Sourced($0, origin: from) }
            case "abbreviate":
                spec.formatAbbreviate = bool(value, context: path).map { Sourced($0, origin: from) }
            case "zero":
                // `none` (written so, quoted or not) turns the zero text off.
                if let text = string(value, context: path) {
                    spec.formatZero = Sourced(text == "none" ? nil : text, origin: from)
                }
            default:
                continue
            }
        }
    }

    /// Text of at most `limit` Unicode code points; longer text is a `schema` error at the value.
    private mutating func limitedText(_ node: YAMLNode, context: String, limit: Int) -> String? {
        guard let text = string(node, context: context) else { return nil }
        let length = text.unicodeScalars.count
        guard length <= limit else {
            report(
                .schema,
                "expected text of at most \(limit) characters for \(context), found \(length) characters",
                at: node.mark)
            return nil
        }
        return text
    }
}
