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
    /// The merged base style of body cells.
    public var cell: StyleSpec
    /// The merged base style of header cells (applied over `cell`).
    public var header: StyleSpec
    /// The merged base style of footer cells (applied over `cell`).
    public var footer: StyleSpec
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
        self.cell = cell
        self.header = header
        self.footer = footer
        self.rules = rules
        self.file = file
    }
}
