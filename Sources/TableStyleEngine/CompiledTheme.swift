import TableStyleDiagnostics
import TableStyleTheme

/// A theme compiled for one appearance: colors resolved, regexes compiled, rules prepared. Immutable,
/// `Sendable`, and cheap to copy and share across tasks.
///
/// ```swift
/// let compiled = try CompiledTheme(theme: theme, appearance: .dark)
/// let bound = compiled.bind(to: TableShape(columns: columns, highlightedColumn: 2, sortDirection: .descending))
/// let id = bound.styleID(for: CellContext(section: .body, row: 0, rowCount: 10, column: 2), in: rowValues)
/// let style = bound.style(id)
/// ```
///
/// Interned styles live in storage shared by all copies (append-only, lock-protected, see
/// ``styles``); everything else is plain immutable data.
public struct CompiledTheme: Sendable {
    /// One rule, prepared.
    struct CompiledRule: Sendable {
        var index: Int
        var name: String?
        var label: String?
        var origin: FileLocation
        var style: PartialStyle
        var condition: Condition?
        /// Whether the `when` mentions `section` (otherwise the rule applies to body cells only).
        var isSectionScoped: Bool
    }

    /// The theme as given (its `extends` chain already merged).
    public let theme: Theme
    /// The appearance colors resolved for: the caller's, else the theme's, else light.
    public let appearance: Appearance
    /// The table settings with defaults applied and colors resolved.
    public let table: ResolvedTableSettings
    /// The host plugin predicates rules may call.
    public let plugins: PluginPredicates

    let cellLayer: PartialStyle
    let headerLayer: PartialStyle
    let footerLayer: PartialStyle
    /// Base styles by section (built-in defaults, then `cell`, then `header`/`footer`), indexed by ``sectionIndex``.
    let bases: [ResolvedStyle]
    /// The style of grouped tables' section header titles: the header base, then `sectionHeader`.
    public let sectionHeaderStyle: ResolvedStyle
    /// The style of grouped tables' section footer titles: the footer base, then `sectionFooter`.
    public let sectionFooterStyle: ResolvedStyle
    let rules: [CompiledRule]
    let store: StyleStore

    /// Compiles a theme.
    ///
    /// - Parameters:
    ///   - theme: The theme (loaded from YAML or built in code).
    ///   - appearance: The caller's appearance; `nil` uses the theme's, else light.
    ///   - plugins: The host's plugin predicates (a `custom` predicate without an implementation never holds).
    /// - Throws: ``ThemeCompileError``: `palette-ref` for an unknown palette name or a reference cycle,
    ///   `regex` for a `matches` pattern outside the ``BoundedRegex`` dialect.
    public init(
        theme: Theme, appearance: Appearance? = nil, plugins: PluginPredicates = PluginPredicates()
    ) throws(ThemeCompileError) {
        self.theme = theme
        let appearance = appearance ?? theme.appearance ?? .light
        self.appearance = appearance
        self.plugins = plugins
        let colors = ColorResolver(palette: theme.palette, appearance: appearance)
        // Every palette entry must resolve, used or not (a broken palette is a broken theme).
        for name in theme.palette.keys.sorted() {
            if let entry = theme.palette[name] { _ = try colors.resolve(entry.value, at: entry.origin) }
        }
        table = try ResolvedTableSettings.resolve(theme.table, colors: colors)
        cellLayer = try PartialStyle(theme.cell, colors: colors)
        headerLayer = try PartialStyle(theme.header, colors: colors)
        footerLayer = try PartialStyle(theme.footer, colors: colors)
        var body = ResolvedStyle.defaults(for: appearance)
        cellLayer.apply(to: &body)
        var header = body
        headerLayer.apply(to: &header)
        var footer = body
        footerLayer.apply(to: &footer)
        bases = [header, body, footer]
        var sectionHeader = header
        try PartialStyle(theme.sectionHeader, colors: colors).apply(to: &sectionHeader)
        sectionHeaderStyle = sectionHeader
        var sectionFooter = footer
        try PartialStyle(theme.sectionFooter, colors: colors).apply(to: &sectionFooter)
        sectionFooterStyle = sectionFooter
        var rules: [CompiledRule] = []
        for (index, rule) in theme.rules.enumerated() {
            let condition = try rule.when.map { predicate throws(ThemeCompileError) in
                try Condition(predicate, origin: rule.origin)
            }
            rules.append(
                CompiledRule(
                    index: index, name: rule.name, label: rule.label, origin: rule.origin,
                    style: try PartialStyle(rule.style, colors: colors), condition: condition,
                    isSectionScoped: rule.when?.mentionsSection ?? false))
        }
        self.rules = rules
        store = StyleStore()
    }

    /// Whether a base or a rule sets a color scale or a data bar.
    public var hasComputedStyles: Bool {
        ([cellLayer, headerLayer, footerLayer] + rules.map(\.style)).contains { layer in
            layer.bar != nil || layer.textColorScale != nil || layer.backgroundColorScale != nil
        }
    }

    /// Every style interned so far; a ``StyleID`` indexes this array.
    ///
    /// Styles are interned when the theme is bound to a table (and, for very large bindings, on first
    /// use), so the array grows as bindings are made; an id once handed out never changes meaning.
    public var styles: [ResolvedStyle] { store.snapshot().styles }

    /// The style an id stands for (the built-in defaults for an id this theme never handed out).
    ///
    /// - Parameter id: An id from a binding of this theme.
    /// - Returns: The style.
    public func style(_ id: StyleID) -> ResolvedStyle {
        store.style(id.rawValue) ?? ResolvedStyle.defaults(for: appearance)
    }

    /// The base style of a section: built-in defaults, then `cell`, then `header`/`footer` for those sections.
    ///
    /// - Parameter section: The section.
    /// - Returns: The base style (before row colors and rules).
    public func baseStyle(for section: TableSection) -> ResolvedStyle {
        bases[Self.sectionIndex(section)]
    }

    /// Binds the theme to a table's shape: precomputes, per section and column, which rules can apply
    /// and the styles of their combinations.
    ///
    /// - Parameter table: The table's columns, highlighted column and sort direction.
    /// - Returns: The bound theme.
    public func bind(to table: TableShape) -> StyleResolver {
        StyleResolver(compiled: self, shape: table)
    }

    /// Binds the theme to a table's shape and its column statistics: statistics tests become thresholds
    /// and lookups of this table, and scales and bars take their positions from it.
    ///
    /// - Parameters:
    ///   - table: The table's columns, highlighted column and sort direction.
    ///   - statistics: The statistics of the columns ``statisticsNeeds(for:)`` names, from every body row.
    /// - Returns: The bound theme.
    public func bind(to table: TableShape, statistics: TableStatistics) -> StyleResolver {
        StyleResolver(compiled: self, shape: table, statistics: statistics)
    }

    /// A binding for cells resolved a few at a time, made again on every change (a live table's): the same
    /// answers as ``bind(to:statistics:)``, without the 64 KB per-threshold tables that speed up resolving
    /// millions of whole rows, so it is made in a fraction of the time.
    ///
    /// - Parameters:
    ///   - table: The table's columns, highlighted column and sort direction.
    ///   - statistics: The column statistics, when the theme needs them.
    /// - Returns: The bound theme.
    package func bindForCells(to table: TableShape, statistics: TableStatistics?) -> StyleResolver {
        StyleResolver(compiled: self, shape: table, statistics: statistics, forWholeRows: false)
    }

    @inlinable
    static func sectionIndex(_ section: TableSection) -> Int {
        switch section {
        case .header: return 0
        case .body: return 1
        case .footer: return 2
        }
    }

    /// The body row background list that applies in a column: highlightedRowColors in the highlighted
    /// column when non-empty, else rowColors when non-empty, else none
    /// (Docs/ThemeFormat.md#table-settings-table, "Row colors").
    func rowBackgrounds(highlighted: Bool) -> (colors: [ThemeColor], layer: StyleExplanation.Layer?) {
        if highlighted && !table.highlightedRowColors.isEmpty {
            return (table.highlightedRowColors, .highlightedRowColors)
        }
        if !table.rowColors.isEmpty { return (table.rowColors, .rowColors) }
        return ([], nil)
    }
}
