import TableStyleDiagnostics
import TableStyleTheme
import TableStyleYAML

/// The `no-effect` warning for a data bar whose `min` and `max` are numbers with `max` not above `min`:
/// no bar is ever drawn (ThemeFormat.md, "Color scales and data bars").
///
/// The bars are read from the file's YAML (base styles and rules' styles), so each warning points at the
/// `min` as written.
enum BarRangeCheck {
    /// The warnings for the file `document` was parsed from.
    static func diagnostics(for document: YAMLNode, file: String) -> [Diagnostic] {
        var styles: [YAMLNode] = DiagnosticHints.baseStyles.sorted().compactMap { document[$0] }
        styles += (document["rules"]?.sequence ?? []).compactMap { $0["style"] }
        return styles.compactMap { style in
            guard let bar = style["bar"], let low = bar["min"], let high = bar["max"],
                let lowest = number(low), let highest = number(high), highest <= lowest
            else { return nil }
            let written = (low: low.scalar?.text ?? "", high: high.scalar?.text ?? "")
            let fix =
                highest == lowest
                ? "give `max` a number above `min`"
                : "swap them: `min: \(QuotedText.bounded(written.high)), max: \(QuotedText.bounded(written.low))`"
            let message =
                "this bar's `max` (\(QuotedText.bounded(written.high))) is not above its `min` "
                + "(\(QuotedText.bounded(written.low))), so no bar is ever drawn; \(fix)"
            return Diagnostic(file: file, position: low.mark, severity: .warning, code: .noEffect, message: message)
        }.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// A number written as a number.
    private static func number(_ node: YAMLNode) -> Double? {
        switch node.scalar?.value {
        case .int(let value)?: return Double(value)
        case .double(let value)?: return value
        default: return nil
        }
    }
}
