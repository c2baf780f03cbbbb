import Foundation
import TableStyleTheme
import TableStyleYAML

/// The `contrast` warning: text and background combinations the theme can produce whose WCAG contrast is
/// below 4.5:1 (3:1 for large text: at least 24 points, or 18.66 points and bold or heavier).
///
/// For each abstract cell, every pair of a text-color source and a background source is considered
/// reachable when some choice of the rules that may match makes those two the last writers of their
/// properties. Translucent backgrounds are composited over the table background (systemBackground),
/// translucent text over the composited background, as the renderer draws them.
struct ContrastCheck: Sendable {
    let analysis: ThemeAnalysis
    /// The checked file: warnings are placed at a source written there.
    let file: String
    /// Where to point when the combination was written entirely in other files (the `extends` value).
    let fallback: Mark

    /// The warnings, one per distinct pair of sources.
    func diagnostics() -> [Diagnostic] {
        var seen = Set<String>()
        var results: [Diagnostic] = []
        let rules = analysis.theme.rules
        for (cellIndex, cell) in analysis.cells.enumerated() {
            let states = analysis.states[cellIndex]
            let forced = rules.indices.filter { states[$0] == .yes }
            var texts = [analysis.baseValue(.textColor, on: cell)]
            var backgrounds = [analysis.baseValue(.backgroundColor, on: cell)]
            for index in rules.indices where states[index] != .no {
                if let text = analysis.ruleValue(.textColor, rule: index) { texts.append(text) }
                if let background = analysis.ruleValue(.backgroundColor, rule: index) { backgrounds.append(background) }
            }
            for text in texts {
                for background in backgrounds {
                    guard let matched = reachable(text: text.source, background: background.source, forced: forced)
                    else { continue }
                    guard case .color(let textColor?) = text.value, case .color(let backgroundColor?) = background.value
                    else { continue }
                    let key =
                        "\(text.source.name)|\(text.source.origin?.description ?? "")|"
                        + "\(background.source.name)|\(background.source.origin?.description ?? "")"
                    guard !seen.contains(key) else { continue }
                    let opaqueBackground = backgroundColor.composited(over: analysis.tableBackground)
                    let opaqueText = textColor.composited(over: opaqueBackground)
                    let ratio = opaqueText.contrastRatio(with: opaqueBackground)
                    let minimum = isLarge(cell: cell, rules: matched) ? 3.0 : 4.5
                    guard ratio < minimum else { continue }
                    seen.insert(key)
                    results.append(
                        diagnostic(
                            text: text, textColor: textColor, background: background,
                            backgroundColor: backgroundColor, ratio: ratio, minimum: minimum))
                }
            }
        }
        return results
    }

    /// The rules that match in the cheapest world where `text` and `background` are the final writers,
    /// or `nil` when no such world exists (a forced or chosen rule would overwrite one of them).
    private func reachable(text: ThemeAnalysis.Source, background: ThemeAnalysis.Source, forced: [Int]) -> [Int]? {
        var matched = Set(forced)
        if let rule = text.rule { matched.insert(rule) }
        if let rule = background.rule { matched.insert(rule) }
        let rules = analysis.theme.rules
        for index in matched {
            let style = rules[index].style
            if style.textColor != nil, index > (text.rule ?? -1), index != text.rule { return nil }
            if style.backgroundColor != nil, index > (background.rule ?? -1), index != background.rule { return nil }
        }
        return matched.sorted()
    }

    /// Whether the cell's font, with `rules` applied in order, is WCAG large text.
    private func isLarge(cell: AbstractCell, rules: [Int]) -> Bool {
        var size = analysis.baseValue(.fontSize, on: cell).value
        var weight = analysis.baseValue(.fontWeight, on: cell).value
        for index in rules {
            if let value = analysis.ruleValue(.fontSize, rule: index) { size = value.value }
            if let value = analysis.ruleValue(.fontWeight, rule: index) { weight = value.value }
        }
        guard case .number(let points) = size else { return false }
        let bold: Set<String> = [FontWeight.bold.rawValue, FontWeight.heavy.rawValue, FontWeight.black.rawValue]
        let isBold = bold.contains(weight.description)
        return points >= 24 || (points >= 18.66 && isBold)
    }

    private func diagnostic(
        text: ThemeAnalysis.Layered, textColor: ThemeColor, background: ThemeAnalysis.Layered,
        backgroundColor: ThemeColor, ratio: Double, minimum: Double
    ) -> Diagnostic {
        let truncated = (ratio * 100).rounded(.down) / 100
        let ratioText = String(format: "%.2f", truncated)
        let minimumText = minimum == 3 ? "3:1 for large text" : "4.5:1"
        let message =
            "text color \(textColor.hex) (\(text.source.name), \(ThemeAnalysis.place(text.source.origin, relativeTo: file))) "
            + "on background \(backgroundColor.hex) (\(background.source.name), "
            + "\(ThemeAnalysis.place(background.source.origin, relativeTo: file))) "
            + "has a contrast ratio of \(ratioText):1, below \(minimumText)"
        let candidates = [text.source.origin, background.source.origin]
            .compactMap { $0 }
            .filter { $0.file == file }
        let mark = candidates.map(\.mark).max() ?? fallback
        return Diagnostic(file: file, mark: mark, severity: .warning, code: "contrast", message: message)
    }
}
