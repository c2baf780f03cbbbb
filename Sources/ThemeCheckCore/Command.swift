import TableStyleRender
import TableStyleTheme

/// A fully parsed, typed command line.
public enum Command: Sendable, Hashable {
    /// Print the help of a command.
    case help(CommandName)
    /// Print the version.
    case version
    /// Validate theme files.
    case validate(ValidateOptions)
    /// Render a table.
    case render(RenderOptions)
    /// Explain one cell's style.
    case explain(ExplainOptions)
    /// Print the theme schema.
    case schema
    /// Compare two themes on one table.
    case diff(DiffOptions)
    /// Print a theme's source or merged chain.
    case show(ShowOptions)
    /// Write a gallery page of themes.
    case gallery(GalleryOptions)
    /// Compile a theme.
    case compile(CompileOptions)
}

/// How validation findings are printed.
public enum DiagnosticFormat: String, Sendable, Hashable, CaseIterable {
    /// Compiler style with source line and caret, and a summary.
    case human
    /// One JSON object (Docs/themecheck.md#output-formats).
    case json
    /// GitHub Actions workflow annotations.
    case github
}

/// The options of `themecheck [options] PATH...`.
public struct ValidateOptions: Sendable, Hashable {
    /// The output format.
    public var format: DiagnosticFormat = .human
    /// Whether warnings fail the run.
    public var strict = false
    /// The plugin manifest, if given.
    public var plugins: String?
    /// Files and folders to check, as given.
    public var paths: [String] = []
    /// The one appearance to check contrast in; `nil` checks both.
    public var appearance: Appearance?
    /// A data file whose column names the themes' column references are checked against.
    public var data: String?

    /// Creates options.
    public init(
        format: DiagnosticFormat = .human, strict: Bool = false, plugins: String? = nil, paths: [String] = [],
        appearance: Appearance? = nil, data: String? = nil
    ) {
        self.format = format
        self.strict = strict
        self.plugins = plugins
        self.paths = paths
        self.appearance = appearance
        self.data = data
    }
}

/// `--sort COLUMN[:asc|desc]`: a column (name, or index when no column has that name) and a direction.
public struct SortOption: Sendable, Hashable {
    /// The column as typed.
    public var column: String
    /// The direction (ascending unless `:desc`).
    public var direction: SortDirection

    /// Creates a sort option.
    public init(column: String, direction: SortDirection) {
        self.column = column
        self.direction = direction
    }
}

/// The output formats of `render`.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
    /// The deterministic style snapshot (one line per cell), for files, pipes and golden tests.
    case snapshot
    /// A box-drawn table with ANSI colours, for terminals.
    case ansi
    /// A standalone HTML page.
    case html
    /// The JSON render tree (Docs/themecheck.md#the-json-render-tree---format-json).
    case json
}

/// `--rows START:COUNT`: a window of body rows (after sorting).
public struct RowWindow: Sendable, Hashable {
    /// The first body row, 0-based.
    public var start: Int
    /// How many rows.
    public var count: Int

    /// Creates a window.
    public init(start: Int, count: Int) {
        self.start = start
        self.count = count
    }
}

/// The options `render` and `explain` share: the theme, the table (data, sort, selection), the
/// appearance and the plugin manifest. Both commands embed one value of it (see ``TableCommandOptions``),
/// as swift-argument-parser's option groups do.
public struct TableOptions: Sendable, Hashable {
    /// A theme file or bundled theme name.
    public var theme: String
    /// The data file; `nil` uses the demo table.
    public var data: String?
    /// The sort.
    public var sort: SortOption?
    /// Selected data rows (0-based, file order).
    public var select: [Int] = []
    /// The appearance, overriding the theme's.
    public var appearance: Appearance?
    /// A plugin manifest declaring the theme's custom predicates (they never hold without the host's code).
    public var plugins: String?
    /// The largest data file read, in bytes; a larger one is refused with a `data-limit` error (exit 2).
    public var dataLimit = Self.defaultDataLimit

    /// The most cells the data file may become, counting `rows × (columns + 1)`; a table over it is refused
    /// with a `data-limit` error (exit 2) before it is built (``CellBudget``).
    public var cellLimit = CellBudget.defaultLimit

    /// The default of ``dataLimit``: 16 MiB, as for theme files.
    public static let defaultDataLimit = 16 << 20

    /// Creates options.
    ///
    /// - Parameter theme: A theme file or bundled theme name.
    public init(theme: String) {
        self.theme = theme
    }
}

/// The options of `themecheck render`.
public struct RenderOptions: TableCommandOptions, Sendable, Hashable {
    /// The theme, data and the rest `render` shares with `explain`.
    public var table: TableOptions
    /// The output format; `nil` picks ansi on a terminal, else snapshot.
    public var format: RenderFormat?
    /// The viewport of body rows.
    public var rows: RowWindow?
    /// The layout width in characters; `nil`: the terminal's when standard output is one, else
    /// ``defaultANSIWidth``.
    public var width: Int?
    /// A file to write the output to instead of standard output.
    public var output: String?
    /// Whether to re-render whenever the theme's folder, the data or the manifest changes.
    public var watch = false

    /// Creates options.
    ///
    /// - Parameter theme: A theme file or bundled theme name.
    public init(theme: String) {
        table = TableOptions(theme: theme)
    }

    /// The widest an ANSI table is laid out without `--width` when standard output is not a terminal (a
    /// pipe, `--output`), in characters: with the cap on each column (``ANSIRenderer/maximumColumnWidth``)
    /// it bounds every line, so the output grows with the rows, not with the longest cell.
    public static let defaultANSIWidth = 200
}

/// Which cell `explain` looks at.
public struct CellReference: Sendable, Hashable {
    /// The row: a body row after sorting, or the header or footer row.
    public enum Row: Sendable, Hashable {
        /// The header row.
        case header
        /// The footer row.
        case footer
        /// A body row: 0-based, after sorting, counted across sections in display order.
        case body(Int)
        /// A data row: 0-based in file order (`data:8`), wherever sorting put it.
        case data(Int)
    }

    /// The row.
    public var row: Row
    /// The column as typed: a 0-based index or a column name.
    public var column: String

    /// Creates a reference.
    public init(row: Row, column: String) {
        self.row = row
        self.column = column
    }
}

/// The options of `themecheck explain`.
public struct ExplainOptions: TableCommandOptions, Sendable, Hashable {
    /// The theme, data and the rest `explain` shares with `render`.
    public var table: TableOptions
    /// The cell.
    public var cell: CellReference
    /// A rule (by name, or `#N` for the Nth rule) whose match on the cell to trace, test by test.
    public var rule: String?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - theme: A theme file or bundled theme name.
    ///   - cell: The cell.
    public init(theme: String, cell: CellReference) {
        table = TableOptions(theme: theme)
        self.cell = cell
    }
}
