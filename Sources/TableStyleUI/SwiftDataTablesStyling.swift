import TableStyleEngine
import TableStyleTheme

/// A theme's table settings as SwiftDataTables' `DataTableConfiguration` styling properties: each property
/// here has the name and meaning of the configuration property it fills, so an app copies them over one at a
/// time (`config.sortArrowTintColor = UIColor(styling.sortArrowTintColor)`).
///
/// Colors keep their alpha (SwiftDataTables draws the row colors itself, as the theme's translucent
/// `{ color: systemBlue, alpha: 0.08 }` tints expect). Settings SwiftDataTables has no property for
/// (`style`, `selectedRowColor`, `deleteTitle`) are not part of this type.
public struct SwiftDataTablesStyling: Sendable, Hashable {
    /// Backgrounds of body rows outside the sorted column, cycling: `table.rowColors`. A theme that turns
    /// them off (`[]`) gets its body cells' base background as the only entry, since SwiftDataTables
    /// cycles through the list and needs one.
    public var unhighlightedAlternatingRowColors: [SRGBComponents]
    /// Backgrounds of body rows in the sorted column, cycling: `table.highlightedRowColors`, else (`[]`) the
    /// unhighlighted colors, as the theme's cascade falls back.
    public var highlightedAlternatingRowColors: [SRGBComponents]
    /// The sort arrow's color: `table.sortArrowColor`.
    public var sortArrowTintColor: SRGBComponents
    /// Whether the header shows the sort arrow: `table.show.headerSortIndicator`.
    public var shouldShowHeaderSortingIndicator: Bool
    /// Whether the footer shows the sort arrow: `table.show.footerSortIndicator`.
    public var shouldShowFooterSortingIndicator: Bool
    /// Body row height: `table.rowHeight`, `automatic` or `fixed(points)` as SwiftDataTables'
    /// `.automatic` / `.fixed(CGFloat)`.
    public var rowHeightMode: RowHeight
    /// Points between body rows: `table.interRowSpacing`.
    public var heightOfInterRowSpacing: Double
    /// The column header row's height: `table.headerHeight`.
    public var heightForSectionHeader: Double
    /// The column footer row's height: `table.footerHeight`.
    public var heightForSectionFooter: Double
    /// The search bar's height: `table.searchHeight`.
    public var heightForSearchView: Double
    /// Whether the search bar is shown: `table.show.search`.
    public var shouldShowSearchSection: Bool
    /// Whether the footer row is shown: `table.show.footer`.
    public var shouldShowFooter: Bool
    /// Whether the vertical scroll indicator is shown: `table.show.verticalScrollBar`.
    public var shouldShowVerticalScrollBars: Bool
    /// Whether the horizontal scroll indicator is shown: `table.show.horizontalScrollBar`.
    public var shouldShowHorizontalScrollBars: Bool
    /// Whether the header sticks to the top while scrolling: `table.float.header`.
    public var shouldSectionHeadersFloat: Bool
    /// Whether the footer sticks to the bottom while scrolling: `table.float.footer`.
    public var shouldSectionFootersFloat: Bool
    /// Whether the search bar sticks to the top while scrolling: `table.float.search`.
    public var shouldSearchHeaderFloat: Bool

    /// The styling of a compiled theme (its table settings with defaults applied, colors for its appearance).
    ///
    /// - Parameter theme: The compiled theme.
    public init(_ theme: CompiledTheme) {
        self.init(theme.table, bodyBackground: theme.baseStyle(for: .body).backgroundColor)
    }

    /// The styling of resolved table settings.
    ///
    /// - Parameters:
    ///   - settings: The resolved table settings.
    ///   - bodyBackground: The body cells' base background, the single row color when `rowColors` is `[]`.
    public init(_ settings: ResolvedTableSettings, bodyBackground: ThemeColor) {
        let rows = settings.rowColors.isEmpty ? [bodyBackground] : settings.rowColors
        let highlighted = settings.highlightedRowColors.isEmpty ? rows : settings.highlightedRowColors
        func shows(_ flag: ShowFlag) -> Bool { settings.show[flag] ?? true }
        func floats(_ flag: FloatFlag) -> Bool {
            settings.float[flag] ?? ResolvedTableSettings.defaultFloat[flag] ?? false
        }
        unhighlightedAlternatingRowColors = rows.map(SRGBComponents.init)
        highlightedAlternatingRowColors = highlighted.map(SRGBComponents.init)
        sortArrowTintColor = SRGBComponents(settings.sortArrowColor)
        shouldShowHeaderSortingIndicator = shows(.headerSortIndicator)
        shouldShowFooterSortingIndicator = shows(.footerSortIndicator)
        rowHeightMode = settings.rowHeight
        heightOfInterRowSpacing = settings.interRowSpacing
        heightForSectionHeader = settings.headerHeight
        heightForSectionFooter = settings.footerHeight
        heightForSearchView = settings.searchHeight
        shouldShowSearchSection = shows(.search)
        shouldShowFooter = shows(.footer)
        shouldShowVerticalScrollBars = shows(.verticalScrollBar)
        shouldShowHorizontalScrollBars = shows(.horizontalScrollBar)
        shouldSectionHeadersFloat = floats(.header)
        shouldSectionFootersFloat = floats(.footer)
        shouldSearchHeaderFloat = floats(.search)
    }
}
