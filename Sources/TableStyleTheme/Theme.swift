/// A loaded theme with its `extends` chain already merged in (Docs/ThemeFormat.md#building-on-another-theme-extends).
///
/// Colors are still ``ColorSpec``s: they resolve against the final palette and an appearance when the
/// rule engine compiles the theme.
public struct Theme: Sendable, Hashable {
    /// The format version (1).
    public var format: Int
    /// The theme's name.
    public var name: String
    /// The parent's name, if the theme extends one.
    public var extends: String?
    /// A human description.
    public var description: String?
    /// The theme's own appearance, if it declares one.
    public var appearance: Appearance?
    /// The merged palette: name (without `$`) to color, with where each was written.
    public var palette: [String: Sourced<ColorSpec>]
    /// The merged table settings.
    public var table: TableSettings
    /// The base styles (`cell`, `header`, `footer`, `sectionHeader`, `sectionFooter`), held out of line: a
    /// style spec is large, and themes are copied by value through every level of an `extends` chain, so
    /// an inline theme made each level's stack frame grow with every style attribute.
    private var bases = [StyleSpec](repeating: StyleSpec(), count: 5)
    /// The merged base style of body cells.
    public var cell: StyleSpec {
        get { bases[0] }
        set { bases[0] = newValue }
    }
    /// The merged base style of header cells (applied over `cell`).
    public var header: StyleSpec {
        get { bases[1] }
        set { bases[1] = newValue }
    }
    /// The merged base style of footer cells (applied over `cell`).
    public var footer: StyleSpec {
        get { bases[2] }
        set { bases[2] = newValue }
    }
    /// The merged base style of grouped tables' section header titles (applied over `header`).
    public var sectionHeader: StyleSpec {
        get { bases[3] }
        set { bases[3] = newValue }
    }
    /// The merged base style of grouped tables' section footer titles (applied over `footer`).
    public var sectionFooter: StyleSpec {
        get { bases[4] }
        set { bases[4] = newValue }
    }
    /// The merged `columns`: width limits by column name, `"*"` for every column.
    public var columns: [String: ColumnWidths] = [:]
    /// The rules in cascade order: the parent's first (same-named child rules replace in place), then the child's.
    public var rules: [Rule]
    /// The file the theme was loaded from.
    public var file: String

    /// Creates a theme.
    ///
    /// - Parameters:
    ///   - format: The format version.
    ///   - name: The name.
    ///   - extends: The parent's name.
    ///   - description: A description.
    ///   - appearance: The declared appearance.
    ///   - palette: The palette.
    ///   - table: The table settings.
    ///   - cell: The body base style.
    ///   - header: The header base style.
    ///   - footer: The footer base style.
    ///   - rules: The rules.
    ///   - file: The source file.
    public init(
        format: Int = 1, name: String, extends: String? = nil, description: String? = nil,
        appearance: Appearance? = nil, palette: [String: Sourced<ColorSpec>] = [:],
        table: TableSettings = TableSettings(),
        cell: StyleSpec = StyleSpec(), header: StyleSpec = StyleSpec(), footer: StyleSpec = StyleSpec(),
        rules: [Rule] = [], file: String = "<memory>"
    ) {
        self.format = format
        self.name = name
        self.extends = extends
        self.description = description
        self.appearance = appearance
        self.palette = palette
        self.table = table
        self.rules = rules
        self.file = file
        self.cell = cell
        self.header = header
        self.footer = footer
    }
}
