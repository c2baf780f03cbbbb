import Foundation
import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme

/// The shared ground of the `contrast` and `no-effect` warnings: a theme's base layers, row colors and
/// rules, with each rule's three-valued state on every ``CellSituation``.
struct ThemeAnalysis: Sendable {
    /// Where a value in the cascade comes from.
    struct Source: Sendable, Hashable {
        /// How messages name it: `cell.textColor`, `table.rowColors[1]`, `rule "negative-red"`.
        var name: String
        /// Where it was written (`nil` for built-in defaults).
        var origin: FileLocation?
        /// The index in ``Theme/rules`` when a rule set it.
        var rule: Int?
        /// For a color written as `$name`: the palette entries it went through.
        var paletteOrigins: [FileLocation] = []
    }

    /// A value together with its source.
    struct Layered: Sendable, Hashable {
        var value: PropertyValue
        var source: Source
    }

    /// At most this many (cell × rule) states are computed, each rule weighted by the size of its
    /// condition (``AnalysisBudget/cost(of:)``).
    static let stateBudget = 2_000_000

    let theme: Theme
    let appearance: Appearance
    let colors: ColorResolver
    let cells: [CellSituation]
    /// `states[cell][rule]`.
    let states: [[Possibility]]
    /// `ruleValues[rule][property.rawValue]`: what each rule sets, resolved once.
    let ruleValues: [[Layered?]]
    private let rowColors: [Layered]
    private let highlightedRowColors: [Layered]
    private let selectedRowColor: Layered?
    /// `sectionBases[section][property.rawValue]`: the value before rules and row colors, resolved once.
    private let sectionBases: [TableSection: [Layered]]

    /// Analyses `theme` for `appearance` (the theme's own, else light, when `nil`).
    ///
    /// Preparing is charged to `budget`: every palette link followed (each distinct color is resolved
    /// once), every predicate node evaluated on a cell, every style read. When the budget runs out the
    /// analysis is left empty (no cells, no rules) and `budget` says so; when the cells had to be cut to
    /// fit ``stateBudget`` it is marked exceeded too, as the warnings are then partial.
    init(theme: Theme, appearance: Appearance? = nil, budget: inout AnalysisBudget) {
        self.theme = theme
        let appearance = appearance ?? theme.appearance ?? .light
        self.appearance = appearance
        let colors = ColorResolver(palette: theme.palette, appearance: appearance)
        self.colors = colors
        var resolutions: [ColorSpec: ColorResolver.Resolution?] = [:]
        func resolve(_ spec: ColorSpec) -> ColorResolver.Resolution? {
            if let known = resolutions[spec] { return known }
            // Out of budget, a color counts as unresolved: the analysis is partial and says so.
            guard !budget.isExceeded else { return nil }
            let resolution = colors.resolve(spec)
            budget.spend(1 + (resolution?.paletteOrigins.count ?? 0) * AnalysisBudget.stepsPerPaletteLink)
            resolutions[spec] = .some(resolution)
            return resolution
        }
        func list(_ sourced: Sourced<[ColorSpec]>?, _ key: String, defaults: [ColorSpec]) -> [Layered] {
            let specs = sourced?.value ?? defaults
            return specs.enumerated().map { index, spec in
                let resolved = resolve(spec)
                return Layered(
                    value: .color(resolved?.color),
                    source: Source(
                        name: "table.\(key)[\(index)]", origin: sourced?.origin, rule: nil,
                        paletteOrigins: resolved?.paletteOrigins ?? []))
            }
        }
        rowColors = list(theme.table.rowColors, "rowColors", defaults: ResolvedTableSettings.defaultRowColors)
        highlightedRowColors = list(
            theme.table.highlightedRowColors, "highlightedRowColors",
            defaults: ResolvedTableSettings.defaultHighlightedRowColors)
        selectedRowColor = theme.table.selectedRowColor.map { sourced in
            let resolved = resolve(sourced.value)
            return Layered(
                value: .color(resolved?.color),
                source: Source(
                    name: "table.selectedRowColor", origin: sourced.origin, rule: nil,
                    paletteOrigins: resolved?.paletteOrigins ?? []))
        }
        // Reading one property of a style builds the whole partial style once.
        let styleReadCost = StyleAttribute.allCases.count * StyleAttribute.allCases.count
        var bases: [TableSection: [Layered]] = [:]
        for section in TableSection.allCases {
            budget.spend(styleReadCost)
            let spec = Self.base(of: section, in: theme)
            bases[section] = StyleAttribute.allCases.map { property in
                if let (value, origin) = property.value(in: spec, colors: colors) {
                    let setting = Self.sectionSetting(property, section, in: theme)
                    return Layered(
                        value: value,
                        source: Source(
                            name: "\(setting).\(property.name)", origin: origin,
                            paletteOrigins: property.paletteOrigins(in: spec, resolve: resolve)))
                }
                return Layered(
                    value: property.defaultValue(in: appearance),
                    source: Source(name: "the default \(property.name)", origin: nil))
            }
        }
        sectionBases = bases
        let ruleCosts = theme.rules.map(AnalysisBudget.cost(of:))
        let conditionCost = ruleCosts.reduce(0, +)
        let rowColorCounts = [rowColors.count, highlightedRowColors.count]
        let maximumCount = max(20, Self.stateBudget / max(1, conditionCost))
        var cells = CellSituation.enumerate(for: theme, rowColorCounts: rowColorCounts, maximumCount: maximumCount)
        let isCut = cells.count < CellSituation.enumerate(for: theme, rowColorCounts: rowColorCounts).count
        budget.spend(cells.count * conditionCost + theme.rules.count * styleReadCost)
        if budget.isExceeded { cells = [] }
        self.cells = cells
        let rules = budget.isExceeded ? [] : theme.rules
        states = cells.map { cell in rules.map { PredicateAnalysis.state(of: $0, on: cell) } }
        var names: [String] = []
        var counts: [String: Int] = [:]
        for rule in theme.rules {
            counts[rule.origin.file, default: 0] += 1
            names.append(
                rule.name.map { "rule \"\(QuotedText.bounded($0))\"" } ?? "rule #\(counts[rule.origin.file] ?? 0)")
        }
        ruleNames = names
        ruleValues = rules.indices.map { index in
            StyleAttribute.allCases.map { property in
                property.value(in: rules[index].style, colors: colors).map { value, origin in
                    Layered(
                        value: value,
                        source: Source(
                            name: names[index], origin: origin, rule: index,
                            paletteOrigins: property.paletteOrigins(in: rules[index].style, resolve: resolve)))
                }
            }
        }
        // Fewer cells than the theme's row tests need: the analysis runs on them, and says it is partial.
        if isCut { budget.spend(max(1, budget.remaining)) }
    }

    /// `rule "name"` or `rule #N` per rule.
    private let ruleNames: [String]

    /// The colors rule `index`'s color scale for `property` can give a cell: each stop's color and the
    /// colors between neighbouring stops (by the scale's own formula, in 64 steps), resolved for the
    /// appearance; `nil` when the rule writes no scale there (or a stop's color does not resolve).
    func scaleColors(_ property: StyleAttribute, rule index: Int) -> [ThemeColor]? {
        let style = theme.rules[index].style
        let written =
            property == .textColor
            ? style.textColorScale : property == .backgroundColor ? style.backgroundColorScale : nil
        guard let stops = written?.value else { return nil }
        var resolved: [ThemeColor] = []
        for stop in stops {
            guard let color = colors.color(stop.color) else { return nil }
            resolved.append(color)
        }
        // Positions depend on the data: any two stops can be neighbours once sorted.
        var samples = resolved
        for first in resolved.indices {
            for second in resolved.indices where second != first {
                for step in 1..<64 {
                    samples.append(BoundColorScale.mix(resolved[first], resolved[second], Double(step) / 64))
                }
            }
        }
        var seen = Set<String>()
        return samples.filter { seen.insert($0.hex).inserted }
    }

    /// The table background translucent colors are composited over when drawn.
    var tableBackground: ThemeColor { SemanticColor.systemBackground.color(in: appearance) }

    /// The base style of a section (`header` and `footer` start from `cell`).
    static func base(of section: TableSection, in theme: Theme) -> StyleSpec {
        switch section {
        case .body: return theme.cell
        case .header: return theme.header.merged(over: theme.cell)
        case .footer: return theme.footer.merged(over: theme.cell)
        }
    }

    /// The value of `property` before any rule applies (defaults, section base, row colors).
    func baseValue(_ property: StyleAttribute, on cell: CellSituation) -> Layered {
        if property == .backgroundColor, cell.section == .body {
            if cell.isSelected, let selectedRowColor { return selectedRowColor }
            if cell.isHighlighted, !highlightedRowColors.isEmpty {
                return highlightedRowColors[cell.row % highlightedRowColors.count]
            }
            if !rowColors.isEmpty { return rowColors[cell.row % rowColors.count] }
        }
        guard let bases = sectionBases[cell.section] else {
            return Layered(
                value: property.defaultValue(in: appearance),
                source: Source(name: "the default \(property.name)", origin: nil))
        }
        return bases[property.rawValue]
    }

    /// Which base wrote `property` for `section`: its own, or `cell` it inherits from.
    private static func sectionSetting(_ property: StyleAttribute, _ section: TableSection, in theme: Theme) -> String {
        switch section {
        case .body: return "cell"
        case .header: return property.isSet(in: theme.header) ? "header" : "cell"
        case .footer: return property.isSet(in: theme.footer) ? "footer" : "cell"
        }
    }

    /// The value rule `index` sets for `property`, with its source, or `nil`.
    func ruleValue(_ property: StyleAttribute, rule index: Int) -> Layered? {
        ruleValues[index][property.rawValue]
    }

    /// `rule "name"`, or `rule #N` (N counted within the file that wrote it) for unnamed rules.
    func ruleName(_ index: Int) -> String {
        ruleNames[index]
    }

    /// `line N` for an origin in `file`, `OTHER:N` elsewhere (relative to the working directory when
    /// below it), `built in` for defaults.
    static func place(_ origin: FileLocation?, relativeTo file: String) -> String {
        guard let origin else { return "built in" }
        if origin.file == file { return "line \(origin.line)" }
        let directory = FileManager.default.currentDirectoryPath
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let shown = origin.file.hasPrefix(prefix) ? String(origin.file.dropFirst(prefix.count)) : origin.file
        return "\(shown):\(origin.line)"
    }
}
