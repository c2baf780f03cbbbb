import TableStyleYAMLNodes

extension ThemeDocumentReader {
    /// A style (`cell`, `header`, `footer`, a rule's `style`).
    ///
    /// `allowsScales`: whether `textColor`/`backgroundColor` may be a color scale (a rule's style only).
    mutating func style(_ node: YAMLNode, context: String, allowsScales: Bool = false) -> StyleSpec? {
        guard let pairs = mapping(node, context: context) else { return nil }
        var spec = StyleSpec()
        for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.style, context: context) {
            let value = pair.value
            let path = "\(context).\(key)"
            let from = origin(value)
            switch key {
            case "font":
                font(value, context: path, into: &spec)
            case "textColor":
                if let stops = scaleIfWritten(value, context: path, allowed: allowsScales) {
                    spec.textColorScale = stops.map { Sourced($0, origin: from) }
                } else {
                    spec.textColor = color(value, context: path).map { Sourced($0, origin: from) }
                }
            case "backgroundColor":
                if let stops = scaleIfWritten(value, context: path, allowed: allowsScales) {
                    spec.backgroundColorScale = stops.map { Sourced($0, origin: from) }
                } else {
                    spec.backgroundColor = color(value, context: path).map { Sourced($0, origin: from) }
                }
            case "borderColor":
                spec.borderColor = color(value, context: path).map { Sourced($0, origin: from) }
            case "borderWidth":
                spec.borderWidth = number(value, context: path, expected: "a number from 0 to 20") {
                    (0...20).contains($0)
                }.map { Sourced($0, origin: from) }
            case "alignment":
                spec.alignment = keyword(value, CellAlignment.self, context: path).map { Sourced($0, origin: from) }
            case "padding":
                padding(value, context: path, into: &spec)
            case "lineBreak":
                spec.lineBreak = keyword(value, LineBreakMode.self, context: path).map { Sourced($0, origin: from) }
            case "cellStyle":
                spec.cellStyle = keyword(value, CellStyleKind.self, context: path).map { Sourced($0, origin: from) }
            case "accessory":
                spec.accessory = keyword(value, Accessory.self, context: path).map { Sourced($0, origin: from) }
            case "bar":
                spec.bar = bar(value, context: path).map { Sourced($0, origin: from) }
            case "borderSides":
                spec.borderSides = borderSides(value, context: path).map { Sourced($0, origin: from) }
            case "format":
                valueFormat(value, context: path, into: &spec)
            default:
                continue
            }
        }
        return spec
    }

    /// `borderSides`: a list of sides, any order, duplicates allowed (they count once).
    private mutating func borderSides(_ node: YAMLNode, context: String) -> BorderSides? {
        guard let items = node.sequence else {
            report(
                .schema,
                "expected a list of sides (top, leading, bottom, trailing) for \(context), found \(node.kindDescription)",
                at: node.mark)
            return nil
        }
        var sides: [BorderSide] = []
        var failed = false
        for (index, item) in items.enumerated() {
            if isStopped { return nil }
            if let side = keyword(item, BorderSide.self, context: "\(context)[\(index)]") {
                sides.append(side)
            } else {
                failed = true
            }
        }
        return failed ? nil : BorderSides(sides)
    }

    private mutating func font(_ node: YAMLNode, context: String, into spec: inout StyleSpec) {
        guard let pairs = mapping(node, context: context) else { return }
        for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.font, context: context) {
            let value = pair.value
            let path = "\(context).\(key)"
            let from = origin(value)
            switch key {
            case "family":
                if let family = string(value, context: path) {
                    if family.isEmpty {
                        report(
                            .schema,
                            "expected a font family (system, monospaced or a font name) for \(path), found \"\"",
                            at: value.mark)
                    } else {
                        spec.fontFamily = Sourced(family, origin: from)
                    }
                }
            case "size":
                spec.fontSize = number(value, context: path, expected: "a number from 1 to 200") {
                    (1...200).contains($0)
                }.map { Sourced($0, origin: from) }
            case "weight":
                spec.fontWeight = keyword(value, FontWeight.self, context: path).map { Sourced($0, origin: from) }
            case "italic":
                spec.italic = bool(value, context: path).map { Sourced($0, origin: from) }
            case "monospacedDigits":
                spec.monospacedDigits = bool(value, context: path).map { Sourced($0, origin: from) }
            default:
                continue
            }
        }
    }

    private mutating func padding(_ node: YAMLNode, context: String, into spec: inout StyleSpec) {
        let from = origin(node)
        if node.mapping == nil {
            guard
                let value = number(
                    node, context: context, expected: "a number ≥ 0 or { top, leading, bottom, trailing }", { $0 >= 0 })
            else { return }
            let sourced = Sourced(value, origin: from)
            spec.paddingTop = sourced
            spec.paddingLeading = sourced
            spec.paddingBottom = sourced
            spec.paddingTrailing = sourced
            return
        }
        guard let pairs = mapping(node, context: context) else { return }
        for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.padding, context: context) {
            let value = number(pair.value, context: "\(context).\(key)", expected: "a number ≥ 0") { $0 >= 0 }
                .map { Sourced($0, origin: origin(pair.value)) }
            switch key {
            case "top": spec.paddingTop = value
            case "leading": spec.paddingLeading = value
            case "bottom": spec.paddingBottom = value
            case "trailing": spec.paddingTrailing = value
            default: continue
            }
        }
    }
}
