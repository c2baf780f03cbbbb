/// Table-level settings as a theme writes them (`table:`); unset keys are `nil` and take the
/// defaults of Docs/ThemeFormat.md#table-settings-table when the engine resolves the theme.
public struct TableSettings: Sendable, Hashable {
    public var style: TableStyleKind?
    public var rowHeight: RowHeight?
    public var interRowSpacing: Double?
    public var headerHeight: Double?
    public var footerHeight: Double?
    public var searchHeight: Double?
    /// The `show` flags that were set.
    public var show: [ShowFlag: Bool] = [:]
    /// The `float` flags that were set.
    public var float: [FloatFlag: Bool] = [:]
    public var sortArrowColor: Sourced<ColorSpec>?
    /// Body row backgrounds outside the highlighted column; cycles. `[]` turns them off.
    public var rowColors: Sourced<[ColorSpec]>?
    /// Body row backgrounds in the highlighted column; cycles. `[]` turns them off.
    public var highlightedRowColors: Sourced<[ColorSpec]>?
    public var selectedRowColor: Sourced<ColorSpec>?
    public var deleteTitle: String?
    /// The line between consecutive body rows of a section.
    public var separator: Sourced<RowSeparator>?

    /// Settings with nothing set.
    public init() {}

    /// These settings laid over `base`, key by key (`show` and `float` flag by flag).
    ///
    /// - Parameter base: The parent's settings.
    /// - Returns: The merged settings.
    public func merged(over base: TableSettings) -> TableSettings {
        var result = base
        if let style { result.style = style }
        if let rowHeight { result.rowHeight = rowHeight }
        if let interRowSpacing { result.interRowSpacing = interRowSpacing }
        if let headerHeight { result.headerHeight = headerHeight }
        if let footerHeight { result.footerHeight = footerHeight }
        if let searchHeight { result.searchHeight = searchHeight }
        result.show.merge(show) { _, child in child }
        result.float.merge(float) { _, child in child }
        if let sortArrowColor { result.sortArrowColor = sortArrowColor }
        if let rowColors { result.rowColors = rowColors }
        if let highlightedRowColors { result.highlightedRowColors = highlightedRowColors }
        if let selectedRowColor { result.selectedRowColor = selectedRowColor }
        if let deleteTitle { result.deleteTitle = deleteTitle }
        if let separator { result.separator = separator }
        return result
    }
}

/// UIKit's table styles.
public enum TableStyleKind: String, Sendable, Hashable, CaseIterable {
    case plain, grouped
}

/// How tall body rows are.
public enum RowHeight: Sendable, Hashable {
    /// Sized to content (one line, more when `lineBreak: wrap` wraps).
    case automatic
    /// A fixed height in points.
    case fixed(Double)
}

/// The `table.show` flags (all default `true`). `labelMarkers`: the visible markers and legend of rule labels
/// (labels stay in HTML `aria-label`/`title` and the render JSON either way).
public enum ShowFlag: String, Sendable, Hashable, CaseIterable {
    case search, footer, headerSortIndicator, footerSortIndicator, verticalScrollBar, horizontalScrollBar
    case labelMarkers
}

/// The `table.float` flags (defaults: header and search float, footer does not).
public enum FloatFlag: String, Sendable, Hashable, CaseIterable {
    case header, footer, search
}
