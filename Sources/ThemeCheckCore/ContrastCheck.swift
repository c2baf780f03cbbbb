import Foundation
import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme

/// The `contrast` warning: text and background combinations the theme can produce whose WCAG contrast is
/// below 4.5:1 (3:1 for large text: at least 24 points, or 18.66 points and bold or heavier).
///
/// For each abstract cell, a pair of a text-color source and a background source is reachable when some
/// choice of the rules that may match makes those two the last writers of their properties: rules that
/// certainly match are applied, and a rule setting both properties cannot be split. Translucent
/// backgrounds are composited over the table background (systemBackground), translucent text over the
/// composited background, as the renderer draws them.
struct ContrastCheck: Sendable {
    let analysis: ThemeAnalysis
    /// The checked file: warnings are placed at a source written there.
    let file: String
    /// Where to point when the combination was written entirely in other files (the `extends` value).
    let fallback: SourcePosition

    /// Identifies a source across cells: a rule, or a named base layer.
    private struct SourceKey: Hashable {
        var rule: Int?
        var name: String
    }

    /// The warnings, one per distinct pair of sources, as far as `budget` reaches (one step per rule
    /// considered on a cell and per pair of sources compared).
    func diagnostics(budget: inout AnalysisBudget) -> [Diagnostic] {
        var seen = Set<[SourceKey]>()
        var results: [Diagnostic] = []
        // An analysis left empty by its own budget has nothing to check.
        guard !analysis.cells.isEmpty else { return results }
        let rules = analysis.theme.rules
        let text = StyleAttribute.textColor.rawValue
        let background = StyleAttribute.backgroundColor.rawValue
        let size = StyleAttribute.fontSize.rawValue
        let weight = StyleAttribute.fontWeight.rawValue
        for (cellIndex, cell) in analysis.cells.enumerated() {
            let states = analysis.states[cellIndex]
            var textSetters: [Int] = []
            var backgroundSetters: [Int] = []
            var lastYes = (text: -1, background: -1, size: -1, weight: -1)
            for index in rules.indices where states[index] != .no {
                budget.spend()
                let values = analysis.ruleValues[index]
                let certain = states[index] == .yes
                if values[text] != nil {
                    textSetters.append(index)
                    if certain { lastYes.text = index }
                }
                if values[background] != nil {
                    backgroundSetters.append(index)
                    if certain { lastYes.background = index }
                }
                if certain, values[size] != nil { lastYes.size = index }
                if certain, values[weight] != nil { lastYes.weight = index }
            }
            // A writer earlier than the last rule that certainly writes the property can never be last.
            var texts = textSetters.filter { $0 >= lastYes.text }.compactMap { analysis.ruleValues[$0][text] }
            if lastYes.text < 0 { texts.insert(analysis.baseValue(.textColor, on: cell), at: 0) }
            var backgrounds = backgroundSetters.filter { $0 >= lastYes.background }
                .compactMap { analysis.ruleValues[$0][background] }
            if lastYes.background < 0 { backgrounds.insert(analysis.baseValue(.backgroundColor, on: cell), at: 0) }
            for textSource in texts {
                for backgroundSource in backgrounds {
                    guard budget.spend() else { return results }
                    let textRule = textSource.source.rule ?? -1
                    let backgroundRule = backgroundSource.source.rule ?? -1
                    // A rule that writes both cannot be the last writer of one and be overwritten in the other.
                    if textRule > backgroundRule, analysis.ruleValues[textRule][background] != nil { continue }
                    if backgroundRule > textRule, analysis.ruleValues[backgroundRule][text] != nil { continue }
                    let key = [
                        SourceKey(rule: textSource.source.rule, name: textSource.source.name),
                        SourceKey(rule: backgroundSource.source.rule, name: backgroundSource.source.name),
                    ]
                    guard !seen.contains(key) else { continue }
                    guard case .color(let textColor?) = textSource.value,
                        case .color(let backgroundColor?) = backgroundSource.value
                    else { continue }
                    let opaqueBackground = backgroundColor.composited(over: analysis.tableBackground)
                    let opaqueText = textColor.composited(over: opaqueBackground)
                    let ratio = opaqueText.contrastRatio(with: opaqueBackground)
                    func last(_ property: Int, _ certain: Int) -> PropertyValue {
                        let writer = [certain, textRule, backgroundRule]
                            .filter { $0 >= 0 && analysis.ruleValues[$0][property] != nil }.max()
                        guard let writer, let value = analysis.ruleValues[writer][property] else {
                            return analysis.baseValue(StyleAttribute.allCases[property], on: cell).value
                        }
                        return value.value
                    }
                    let large = Self.isLarge(size: last(size, lastYes.size), weight: last(weight, lastYes.weight))
                    let minimum = large ? 3.0 : 4.5
                    guard ratio < minimum else { continue }
                    seen.insert(key)
                    results.append(
                        diagnostic(
                            text: textSource, textColor: textColor, background: backgroundSource,
                            backgroundColor: backgroundColor, ratio: ratio, minimum: minimum))
                }
            }
        }
        return results
    }

    /// WCAG large text: at least 24 points, or 18.66 points and bold, heavy or black.
    static func isLarge(size: PropertyValue, weight: PropertyValue) -> Bool {
        guard case .number(let points) = size else { return false }
        let bold: Set<String> = [FontWeight.bold.rawValue, FontWeight.heavy.rawValue, FontWeight.black.rawValue]
        return points >= 24 || (points >= 18.66 && bold.contains(weight.description))
    }

    private func diagnostic(
        text: ThemeAnalysis.Layered, textColor: ThemeColor, background: ThemeAnalysis.Layered,
        backgroundColor: ThemeColor, ratio: Double, minimum: Double
    ) -> Diagnostic {
        let truncated = (ratio * 100).rounded(.down) / 100
        let ratioText = String(format: "%.2f", truncated)
        let minimumText = minimum == 3 ? "3:1 for large text" : "4.5:1"
        let textPlace = ThemeAnalysis.place(text.source.origin, relativeTo: file)
        let backgroundPlace = ThemeAnalysis.place(background.source.origin, relativeTo: file)
        let message =
            "text color \(textColor.hex) (\(text.source.name), \(textPlace)) on background \(backgroundColor.hex) "
            + "(\(background.source.name), \(backgroundPlace)) has a contrast ratio of \(ratioText):1, "
            + "below \(minimumText)"
        // The later of the two sources written in this file; else a palette entry here that one of the
        // colors went through (a child theme recoloring its parent); else `extends`.
        let direct = [text.source.origin, background.source.origin].compactMap { $0 }.filter { $0.file == file }
        let palette = (text.source.paletteOrigins + background.source.paletteOrigins).filter { $0.file == file }
        let mark = direct.map(\.position).max() ?? palette.map(\.position).max() ?? fallback
        return Diagnostic(file: file, position: mark, severity: .warning, code: .contrast, message: message)
    }
}
