import TableStyleDiagnostics
import TableStyleJSON
import TableStyleTheme

/// A theme's table settings with every default (Docs/ThemeFormat.md#table-settings-table) applied and
/// colors resolved for one appearance.
public struct ResolvedTableSettings: Sendable, Hashable {
    /// `plain` or `grouped` (default `plain`).
    public var style: TableStyleKind
    /// Body row height (default automatic).
    public var rowHeight: RowHeight
    /// Points between rows (default 0).
    public var interRowSpacing: Double
    /// Header height (default 50).
    public var headerHeight: Double
    /// Footer height (default 50).
    public var footerHeight: Double
    /// Search bar height (default 44).
    public var searchHeight: Double
    /// All six show flags (default `true`).
    public var show: [ShowFlag: Bool]
    /// All three float flags (defaults: header and search `true`, footer `false`).
    public var float: [FloatFlag: Bool]
    /// The sort arrow's color (default systemBlue).
    public var sortArrowColor: ThemeColor
    /// Body row backgrounds outside the highlighted column, cycling (default systemBackground,
    /// secondarySystemBackground; empty when turned off).
    public var rowColors: [ThemeColor]
    /// Body row backgrounds in the highlighted column, cycling (default systemBlue at alpha 0.08 and 0.12).
    public var highlightedRowColors: [ThemeColor]
    /// The background of selected rows (default none).
    public var selectedRowColor: ThemeColor?
    /// The custom title of the delete action, if any.
    public var deleteTitle: String?
    /// The line between consecutive body rows of a section (default none).
    public var separator: ResolvedSeparator?

    /// Creates resolved settings.
    ///
    /// - Parameters:
    ///   - style: The table style.
    ///   - rowHeight: The row height.
    ///   - interRowSpacing: The spacing between rows.
    ///   - headerHeight: The header height.
    ///   - footerHeight: The footer height.
    ///   - searchHeight: The search bar height.
    ///   - show: The show flags (missing flags default to `true`).
    ///   - float: The float flags (missing flags take their defaults).
    ///   - sortArrowColor: The sort arrow color.
    ///   - rowColors: The row colors.
    ///   - highlightedRowColors: The highlighted row colors.
    ///   - selectedRowColor: The selected row color.
    ///   - deleteTitle: The delete title.
    ///   - separator: The row separator.
    public init(
        style: TableStyleKind, rowHeight: RowHeight, interRowSpacing: Double, headerHeight: Double,
        footerHeight: Double, searchHeight: Double, show: [ShowFlag: Bool], float: [FloatFlag: Bool],
        sortArrowColor: ThemeColor, rowColors: [ThemeColor], highlightedRowColors: [ThemeColor],
        selectedRowColor: ThemeColor?, deleteTitle: String?, separator: ResolvedSeparator? = nil
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.interRowSpacing = interRowSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.searchHeight = searchHeight
        self.show = Self.completed(show, defaults: Self.defaultShow)
        self.float = Self.completed(float, defaults: Self.defaultFloat)
        self.sortArrowColor = sortArrowColor
        self.rowColors = rowColors
        self.highlightedRowColors = highlightedRowColors
        self.selectedRowColor = selectedRowColor
        self.deleteTitle = deleteTitle
        self.separator = separator
    }

    /// The default show flags: all `true`.
    public static let defaultShow: [ShowFlag: Bool] = Dictionary(
        uniqueKeysWithValues: ShowFlag.allCases.map { ($0, true) })
    /// The default float flags: header and search float, the footer does not.
    public static let defaultFloat: [FloatFlag: Bool] = [.header: true, .footer: false, .search: true]

    private static func completed<Flag: Hashable>(_ flags: [Flag: Bool], defaults: [Flag: Bool]) -> [Flag: Bool] {
        defaults.merging(flags) { _, given in given }
    }

    /// The render JSON `table` object: keys in declaration order, colors `#RRGGBBAA`, `rowHeight`
    /// `"automatic"` or a number, `show`/`float` in flag order, `selectedRowColor`/`deleteTitle` null when unset,
    /// `separator` null or `{"color", "width"}`.
    public var jsonValue: JSONValue {
        func number(_ value: Double) -> JSONValue {
            value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
        }
        let rowHeightValue: JSONValue
        switch rowHeight {
        case .automatic: rowHeightValue = .string("automatic")
        case .fixed(let height): rowHeightValue = number(height)
        }
        let showObject = JSONObject(ShowFlag.allCases.map { ($0.rawValue, JSONValue.bool(show[$0] ?? true)) })
        let floatObject = JSONObject(
            FloatFlag.allCases.map { ($0.rawValue, JSONValue.bool(float[$0] ?? Self.defaultFloat[$0] ?? false)) })
        let pairs: [(String, JSONValue)] = [
            ("style", .string(style.rawValue)),
            ("rowHeight", rowHeightValue),
            ("interRowSpacing", number(interRowSpacing)),
            ("headerHeight", number(headerHeight)),
            ("footerHeight", number(footerHeight)),
            ("searchHeight", number(searchHeight)),
            ("show", .object(showObject)),
            ("float", .object(floatObject)),
            ("sortArrowColor", .string(sortArrowColor.hex)),
            ("rowColors", .array(rowColors.map { .string($0.hex) })),
            ("highlightedRowColors", .array(highlightedRowColors.map { .string($0.hex) })),
            ("selectedRowColor", selectedRowColor.map { .string($0.hex) } ?? .null),
            ("deleteTitle", deleteTitle.map { .string($0) } ?? .null),
            ("separator", separatorJSONValue),
        ]
        return .object(JSONObject(pairs))
    }

    /// The render JSON `table.separator`: null, or `{"color": "#RRGGBBAA", "width": n}`.
    public var separatorJSONValue: JSONValue {
        guard let separator else { return .null }
        let width: JSONValue =
            separator.width == separator.width.rounded() ? .int(Int(separator.width)) : .double(separator.width)
        return .object(JSONObject([("color", .string(separator.color.hex)), ("width", width)]))
    }

    /// The body row colors of a theme that sets no `rowColors`.
    package static let defaultRowColors: [ColorSpec] = [
        .semantic(.systemBackground), .semantic(.secondarySystemBackground),
    ]
    /// The highlighted-column row colors of a theme that sets no `highlightedRowColors`.
    package static let defaultHighlightedRowColors: [ColorSpec] = [
        .withAlpha(.semantic(.systemBlue), alpha: 0.08), .withAlpha(.semantic(.systemBlue), alpha: 0.12),
    ]

    /// Resolves a theme's table settings.
    package static func resolve(_ settings: TableSettings, colors: ColorResolver) throws(ThemeCompileError)
        -> ResolvedTableSettings
    {
        func list(_ sourced: Sourced<[ColorSpec]>?, defaults: [ColorSpec]) throws(ThemeCompileError) -> [ThemeColor] {
            guard let sourced else {
                var result: [ThemeColor] = []
                let origin = FileLocation(file: "<defaults>", position: .init(line: 0, column: 0))
                for spec in defaults { result.append(try colors.resolve(spec, at: origin)) }
                return result
            }
            var result: [ThemeColor] = []
            for spec in sourced.value { result.append(try colors.resolve(spec, at: sourced.origin)) }
            return result
        }
        let sortArrow: ThemeColor =
            if let arrow = settings.sortArrowColor {
                try colors.resolve(arrow.value, at: arrow.origin)
            } else {
                SemanticColor.systemBlue.color(in: colors.appearance)
            }
        var selected: ThemeColor?
        if let color = settings.selectedRowColor {
            selected = try colors.resolve(color.value, at: color.origin)
        }
        var separator: ResolvedSeparator?
        if let written = settings.separator, case .line(let color, let width) = written.value {
            separator = ResolvedSeparator(color: try colors.resolve(color, at: written.origin), width: width)
        }
        return ResolvedTableSettings(
            style: settings.style ?? .plain,
            rowHeight: settings.rowHeight ?? .automatic,
            interRowSpacing: settings.interRowSpacing ?? 0,
            headerHeight: settings.headerHeight ?? 50,
            footerHeight: settings.footerHeight ?? 50,
            searchHeight: settings.searchHeight ?? 44,
            show: settings.show,
            float: settings.float,
            sortArrowColor: sortArrow,
            rowColors: try list(settings.rowColors, defaults: defaultRowColors),
            highlightedRowColors: try list(settings.highlightedRowColors, defaults: defaultHighlightedRowColors),
            selectedRowColor: selected,
            deleteTitle: settings.deleteTitle,
            separator: separator
        )
    }
}
