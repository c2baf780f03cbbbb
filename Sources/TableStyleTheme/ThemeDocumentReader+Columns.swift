import TableStyleDiagnostics
import TableStyleYAMLNodes

extension ThemeDocumentReader {
    /// The widths every `columns` key accepts, in points.
    static let columnWidthRange: ClosedRange<Double> = 1...2000

    /// The top-level `columns`: column name (or `"*"`) to `{ width, minWidth, maxWidth }`.
    mutating func columnWidths(_ node: YAMLNode) -> [String: ColumnWidths] {
        guard let pairs = mapping(node, context: "columns") else { return [:] }
        var result: [String: ColumnWidths] = [:]
        for pair in pairs {
            if isStopped { break }
            guard let name = keyText(pair, context: "columns") else { continue }
            let context = "columns.\(QuotedText.bounded(name))"
            guard let entries = mapping(pair.value, context: context) else { continue }
            var widths = ColumnWidths()
            for (key, entry) in knownPairs(entries, allowed: ThemeKeys.columnWidths, context: context) {
                let value = number(entry.value, context: "\(context).\(key)", expected: "a number from 1 to 2000") {
                    Self.columnWidthRange.contains($0)
                }
                switch key {
                case "width": widths.width = value
                case "minWidth": widths.minWidth = value
                case "maxWidth": widths.maxWidth = value
                default: continue
                }
            }
            result[name] = widths
        }
        return result
    }

    /// `table.separator`: `none` or `{ color, width }` (both required, width 0…20).
    mutating func separator(_ node: YAMLNode, context: String) -> RowSeparator? {
        if let scalar = node.scalar {
            if scalar.text == "none" { return RowSeparator.none }
            var message =
                "expected `none` or { color, width } for \(context), found \"\(QuotedText.bounded(scalar.text))\""
            if reportsMore, let suggestion = DidYouMean.suggestion(for: scalar.text, among: ["none"]) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            report(.schema, message, at: node.mark)
            return nil
        }
        guard let pairs = mapping(node, context: context) else { return nil }
        var color: ColorSpec?
        var width: Double?
        var failed = false
        for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.separator, context: context) {
            if key == "color" {
                color = self.color(pair.value, context: "\(context).color")
                failed = failed || color == nil
            } else {
                width = number(pair.value, context: "\(context).width", expected: "a number from 0 to 20") {
                    (0...20).contains($0)
                }
                failed = failed || width == nil
            }
        }
        if pairs.count != ThemeKeys.separator.count { failed = true }
        let written = Set(pairs.compactMap { $0.key.scalar?.text })
        for key in ThemeKeys.separator where !written.contains(key) {
            report(.schema, "expected the key `\(key)` in \(context) ({ color, width }), found none", at: node.mark)
            failed = true
        }
        guard !failed, let color, let width else { return nil }
        return .line(color: color, width: width)
    }
}
