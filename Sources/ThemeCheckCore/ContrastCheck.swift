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
                    // Two rules whose conditions exclude each other (`> 1000` and `< 0`) never meet in a cell.
                    if textRule >= 0, backgroundRule >= 0, textRule != backgroundRule,
                        let textWhen = rules[textRule].when, let backgroundWhen = rules[backgroundRule].when,
                        Theme.Predicate.conjunction([textWhen, backgroundWhen], on: cell) == .no
                    {
                        continue
                    }
                    let key = [
                        SourceKey(rule: textSource.source.rule, name: textSource.source.name),
                        SourceKey(rule: backgroundSource.source.rule, name: backgroundSource.source.name),
                    ]
                    guard !seen.contains(key) else { continue }
                    // A scale can give any of its stop colors and the colors between them: the worst pair counts.
                    guard let textColors = colors(of: textSource, .textColor),
                        let backgroundColors = colors(of: backgroundSource, .backgroundColor)
                    else { continue }
                    var worst: (ratio: Double, text: ThemeColor, background: ThemeColor)?
                    for textColor in textColors {
                        for backgroundColor in backgroundColors {
                            let opaqueBackground = backgroundColor.composited(over: analysis.tableBackground)
                            let ratio = textColor.composited(over: opaqueBackground).contrastRatio(
                                with: opaqueBackground)
                            if worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, textColor, backgroundColor) }
                        }
                    }
                    guard let (ratio, textColor, backgroundColor) = worst else { continue }
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
                            backgroundColor: backgroundColor, ratio: ratio, minimum: minimum, example: cell))
                }
            }
        }
        return results
    }

    /// The sort arrow against the backgrounds of the sorted column's header cell: a graphical object,
    /// held to WCAG's 3:1 for non-text contrast (an arrow in the header's own color is invisible).
    func sortArrowDiagnostics() -> [Diagnostic] {
        let table = analysis.theme.table
        let arrowSpec = table.sortArrowColor?.value ?? .semantic(.systemBlue)
        guard let arrow = analysis.colors.resolve(arrowSpec)?.color else { return [] }
        let arrowName = "table.sortArrowColor"
        let arrowPlace = ThemeAnalysis.place(table.sortArrowColor?.origin, relativeTo: file)
        let background = StyleAttribute.backgroundColor.rawValue
        var seen = Set<String>()
        var results: [Diagnostic] = []
        for (cellIndex, cell) in analysis.cells.enumerated() where cell.section == .header && cell.isHighlighted {
            let states = analysis.states[cellIndex]
            var sources = [analysis.baseValue(.backgroundColor, on: cell)]
            for index in analysis.theme.rules.indices where states[index] != .no {
                if let value = analysis.ruleValues[index][background] {
                    if states[index] == .yes { sources.removeAll() }
                    sources.append(value)
                }
            }
            for source in sources {
                guard case .color(let color?) = source.value, seen.insert(source.source.name).inserted else { continue }
                let opaque = color.composited(over: analysis.tableBackground)
                let ratio = arrow.composited(over: opaque).contrastRatio(with: opaque)
                guard ratio < 3 else { continue }
                let truncated = (ratio * 100).rounded(.down) / 100
                let message =
                    "sort arrow color \(arrow.hex) (\(arrowName), \(arrowPlace)) on the sorted column's header "
                    + "background \(color.hex) (\(source.source.name), "
                    + "\(ThemeAnalysis.place(source.source.origin, relativeTo: file))) has a contrast ratio of "
                    + String(format: "%.2f", truncated) + ":1, below 3:1 for graphical objects"
                let here = [table.sortArrowColor?.origin, source.source.origin].compactMap { $0 }.filter {
                    $0.file == file
                }
                let mark = here.map(\.position).max() ?? fallback
                results.append(
                    Diagnostic(file: file, position: mark, severity: .warning, code: .contrast, message: message))
            }
        }
        return results
    }

    /// An example cell of a situation, in words: `a body cell of row 1, selected, in the sorted column`.
    static func describe(_ cell: CellSituation) -> String {
        guard cell.section == .body else {
            return "in the \(cell.section.rawValue)" + (cell.isHighlighted ? "'s sorted column" : "")
        }
        var text = "in body row \(cell.row)" + (cell.standsForLaterRows ? " (or a later one)" : "")
        if cell.isSelected { text += ", selected" }
        if cell.isHighlighted { text += ", in the sorted column" }
        if let sort = cell.sort { text += " (sorted \(sort.rawValue))" }
        return text
    }

    /// The colors a source can give: its color, a scale's colors, or `nil` when it cannot be resolved.
    private func colors(of source: ThemeAnalysis.Layered, _ property: StyleAttribute) -> [ThemeColor]? {
        if case .color(let color?) = source.value { return [color] }
        guard let rule = source.source.rule else { return nil }
        return analysis.scaleColors(property, rule: rule)
    }

    /// WCAG large text: at least 24 points, or 18.66 points and bold, heavy or black.
    static func isLarge(size: PropertyValue, weight: PropertyValue) -> Bool {
        guard case .number(let points) = size else { return false }
        let bold: Set<String> = [FontWeight.bold.rawValue, FontWeight.heavy.rawValue, FontWeight.black.rawValue]
        return points >= 24 || (points >= 18.66 && bold.contains(weight.description))
    }

    private func diagnostic(
        text: ThemeAnalysis.Layered, textColor: ThemeColor, background: ThemeAnalysis.Layered,
        backgroundColor: ThemeColor, ratio: Double, minimum: Double, example: CellSituation
    ) -> Diagnostic {
        let truncated = (ratio * 100).rounded(.down) / 100
        let ratioText = String(format: "%.2f", truncated)
        let minimumText = minimum == 3 ? "3:1 for large text" : "4.5:1"
        let textPlace = ThemeAnalysis.place(text.source.origin, relativeTo: file)
        let backgroundPlace = ThemeAnalysis.place(background.source.origin, relativeTo: file)
        let message =
            "text color \(textColor.hex) (\(text.source.name), \(textPlace)) on background \(backgroundColor.hex) "
            + "(\(background.source.name), \(backgroundPlace)) has a contrast ratio of \(ratioText):1, "
            + "below \(minimumText), e.g. \(Self.describe(example))"
        // The later of the two sources written in this file; else a palette entry here that one of the
        // colors went through (a child theme recoloring its parent); else `extends`.
        let direct = [text.source.origin, background.source.origin].compactMap { $0 }.filter { $0.file == file }
        let palette = (text.source.paletteOrigins + background.source.paletteOrigins).filter { $0.file == file }
        let mark = direct.map(\.position).max() ?? palette.map(\.position).max() ?? fallback
        return Diagnostic(file: file, position: mark, severity: .warning, code: .contrast, message: message)
    }
}
