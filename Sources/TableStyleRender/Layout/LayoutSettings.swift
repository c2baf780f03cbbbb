import TableStyleTheme

/// The units a layout measures in.
public enum LayoutUnit: String, Sendable, Hashable {
    /// Points, as UIKit and HTML measure (HTML output).
    case points
    /// Character cells and text lines (snapshot and ANSI outputs): one row is one line unless it wraps.
    case characters
}

/// The vertical metrics and visibility flags layout needs, in one unit.
///
/// Build it from a theme's resolved table settings with ``init(table:unit:)`` (in `TableStyleRender`'s
/// styling bridge) or directly for tests.
public struct LayoutSettings: Sendable, Hashable {
    /// Plain or grouped: grouped tables leave ``sectionSpacing`` between sections.
    public var style: TableStyleKind
    /// Fixed or automatic body row height.
    public var rowHeight: RowHeight
    /// Space between two rows of a section.
    public var interRowSpacing: Double
    /// Height of the column header row.
    public var headerHeight: Double
    /// Height of the footer row.
    public var footerHeight: Double
    /// Height of the search bar.
    public var searchHeight: Double
    /// Height of a section's header or footer title.
    public var sectionTitleHeight: Double
    /// Space between sections of a grouped table.
    public var sectionSpacing: Double
    /// Whether the search bar is shown (`show.search`).
    public var showSearch: Bool
    /// Whether the footer row is shown (`show.footer`).
    public var showFooter: Bool
    /// Whether the vertical scroll indicator is shown (`show.verticalScrollBar`).
    public var showVerticalScrollBar: Bool
    /// Whether the header sticks to the top while scrolling (`float.header`).
    public var floatHeader: Bool
    /// Whether the footer sticks to the bottom while scrolling (`float.footer`).
    public var floatFooter: Bool
    /// Whether the search bar sticks to the top while scrolling (`float.search`).
    public var floatSearch: Bool

    /// Creates settings; the defaults are Docs/ThemeFormat.md#table-settings-table's, in points.
    ///
    /// - Parameters:
    ///   - style: Plain or grouped.
    ///   - rowHeight: Fixed or automatic.
    ///   - interRowSpacing: Space between rows.
    ///   - headerHeight: Header height.
    ///   - footerHeight: Footer height.
    ///   - searchHeight: Search bar height.
    ///   - sectionTitleHeight: Section title height.
    ///   - sectionSpacing: Grouped section spacing.
    ///   - showSearch: Show the search bar.
    ///   - showFooter: Show the footer row.
    ///   - showVerticalScrollBar: Show the scroll indicator.
    ///   - floatHeader: Float the header.
    ///   - floatFooter: Float the footer.
    ///   - floatSearch: Float the search bar.
    public init(
        style: TableStyleKind = .plain, rowHeight: RowHeight = .automatic, interRowSpacing: Double = 0,
        headerHeight: Double = 50, footerHeight: Double = 50, searchHeight: Double = 44,
        sectionTitleHeight: Double = 28, sectionSpacing: Double = 20, showSearch: Bool = true,
        showFooter: Bool = true, showVerticalScrollBar: Bool = true, floatHeader: Bool = true,
        floatFooter: Bool = false, floatSearch: Bool = true
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.interRowSpacing = interRowSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.searchHeight = searchHeight
        self.sectionTitleHeight = sectionTitleHeight
        self.sectionSpacing = sectionSpacing
        self.showSearch = showSearch
        self.showFooter = showFooter
        self.showVerticalScrollBar = showVerticalScrollBar
        self.floatHeader = floatHeader
        self.floatFooter = floatFooter
        self.floatSearch = floatSearch
    }

    /// The same settings measured in text lines: header, footer, search bar and section titles are one
    /// line each, a fixed row height is one line, automatic rows take as many lines as they wrap to,
    /// spacing between rows is dropped and grouped sections are one blank line apart.
    public var inLines: LayoutSettings {
        var copy = self
        copy.headerHeight = 1
        copy.footerHeight = 1
        copy.searchHeight = 1
        copy.sectionTitleHeight = 1
        copy.sectionSpacing = 1
        copy.interRowSpacing = 0
        if case .fixed = rowHeight { copy.rowHeight = .fixed(1) }
        return copy
    }
}
