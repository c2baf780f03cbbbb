import TableStyleDiagnostics
import TableStyleTheme

extension StyleResolver {
    /// Explains a cell's style: for each attribute, its value and the layer (defaults, base style, row
    /// colors, selection, or rule) that set it, with the file and line it was written at.
    ///
    /// This walks the cascade directly (it does not use the precomputed tables), so it is slower than
    /// ``styleID(for:in:)`` and always agrees with it.
    ///
    /// - Parameters:
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row.
    /// - Returns: The explanation.
    public func explain(_ cell: CellContext, in row: some RowValues) -> StyleExplanation {
        let (matched, background) = cascadeInputs(cell, in: row)
        return explain(section: cell.section, matched: matched, background: background)
    }

    /// Explains a cell's style as ``explain(_:in:)`` does, building each distinct explanation once: cells
    /// whose cascades are alike (the same section, matched rules and row background) share one, found
    /// through `cache`. Explaining every cell of a table (`themecheck diff`) then costs a rule match per
    /// cell instead of a full explanation.
    ///
    /// - Parameters:
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row.
    ///   - cache: The explanations made so far, for this resolver only.
    /// - Returns: The explanation.
    public func explain(
        _ cell: CellContext, in row: some RowValues, cache: inout ExplanationCache
    ) -> StyleExplanation {
        let (matched, background) = cascadeInputs(cell, in: row)
        let key = ExplanationCache.Key(section: cell.section, matched: matched, background: background?.detail)
        if let known = cache.explanations[key] { return known }
        let made = explain(section: cell.section, matched: matched, background: background)
        cache.explanations[key] = made
        return made
    }

    /// Everything of a cell that its explanation depends on: the rules that match it and, in the body,
    /// its row background.
    private func cascadeInputs(
        _ cell: CellContext, in row: some RowValues
    ) -> (matched: [Int], background: BackgroundLayer?) {
        let matched = matchedRules(cell, in: row)
        guard cell.section == .body else { return (matched, nil) }
        let facts = StaticFacts(shape: shape, section: cell.section, column: cell.column, statistics: statistics)
        return (matched, backgroundLayer(cell, highlighted: facts.isInShape && facts.isHighlighted))
    }

    /// The cascade walk of ``explain(_:in:)`` over its inputs.
    private func explain(section: TableSection, matched: [Int], background: BackgroundLayer?) -> StyleExplanation {
        var style = ResolvedStyle.defaults(for: compiled.appearance)
        var sources = Array(
            repeating: (layer: StyleExplanation.Layer.defaults, origin: FileLocation?.none, detail: "default"),
            count: StyleAttribute.allCases.count)
        var overridden = [StyleExplanation.Overridden?](repeating: nil, count: StyleAttribute.allCases.count)
        /// Remembers what `attribute` had before a higher layer replaces it.
        func replacing(_ attribute: StyleAttribute) {
            let source = sources[attribute.rawValue]
            overridden[attribute.rawValue] = StyleExplanation.Overridden(
                value: attribute.valueText(in: style), layerDescription: source.detail, origin: source.origin)
        }
        func lay(_ layer: PartialStyle, as kind: StyleExplanation.Layer, origin: FileLocation? = nil) {
            for attribute in StyleAttribute.allCases where layer.sets(attribute) { replacing(attribute) }
            layer.apply(to: &style)
            for attribute in StyleAttribute.allCases where layer.sets(attribute) {
                sources[attribute.rawValue] = (kind, origin ?? layer.origins[attribute.rawValue], kind.description)
            }
        }
        lay(compiled.cellLayer, as: .base(.body))
        if section == .header { lay(compiled.headerLayer, as: .base(.header)) }
        if section == .footer { lay(compiled.footerLayer, as: .base(.footer)) }
        if section == .body, let background {
            replacing(.backgroundColor)
            style.backgroundColor = background.color
            sources[StyleAttribute.backgroundColor.rawValue] = (background.layer, background.origin, background.detail)
        }
        for index in matched {
            let rule = compiled.rules[index]
            lay(rule.style, as: .rule(index: index, name: rule.name), origin: rule.origin)
        }
        let entries = StyleAttribute.allCases.map { attribute in
            let source = sources[attribute.rawValue]
            var entry = StyleExplanation.Entry(
                attribute: attribute.name, value: attribute.valueText(in: style), layer: source.layer,
                origin: source.origin, layerDescription: source.detail)
            entry.overridden = overridden[attribute.rawValue]
            return entry
        }
        return StyleExplanation(
            entries: entries, matchedRules: matched, style: style,
            labels: matched.compactMap { compiled.rules[$0].label })
    }

    /// The indices of the rules whose `when` holds for the cell, in rule order, evaluated from scratch.
    ///
    /// - Parameters:
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row.
    /// - Returns: The rule indices.
    public func matchedRules(_ cell: CellContext, in row: some RowValues) -> [Int] {
        let facts = StaticFacts(shape: shape, section: cell.section, column: cell.column, statistics: statistics)
        return compiled.rules.filter { rule in
            guard rule.isSectionScoped || cell.section == .body else { return false }
            guard let condition = rule.condition else { return true }
            return condition.holds(facts: facts, cell: cell, row: row, plugins: compiled.plugins)
        }.map(\.index)
    }

    /// A body cell's row background: its color, the layer that set it, where, and in words
    /// (`rowColors[1]`, which also tells one background from another).
    private typealias BackgroundLayer = (
        color: ThemeColor, layer: StyleExplanation.Layer, origin: FileLocation?, detail: String
    )

    private func backgroundLayer(_ cell: CellContext, highlighted: Bool) -> BackgroundLayer? {
        let settings = compiled.theme.table
        if cell.isSelected, let selected = compiled.table.selectedRowColor {
            return (selected, .selectedRowColor, settings.selectedRowColor?.origin, "selectedRowColor")
        }
        let (colors, layer) = compiled.rowBackgrounds(highlighted: highlighted)
        guard let layer, !colors.isEmpty else { return nil }
        var index = cell.row % colors.count
        if index < 0 { index += colors.count }
        let origin = layer == .highlightedRowColors ? settings.highlightedRowColors?.origin : settings.rowColors?.origin
        return (colors[index], layer, origin, "\(layer)[\(index)]")
    }
}

/// The explanations ``StyleResolver/explain(_:in:cache:)`` has made, by what they depend on.
public struct ExplanationCache: Sendable {
    /// What an explanation depends on: the section, the matched rules and the row background's layer.
    struct Key: Hashable, Sendable {
        var section: TableSection
        var matched: [Int]
        var background: String?
    }

    var explanations: [Key: StyleExplanation] = [:]

    /// An empty cache.
    public init() {}
}
