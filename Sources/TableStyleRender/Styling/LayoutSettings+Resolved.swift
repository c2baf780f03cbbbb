import TableStyleEngine
import TableStyleTheme

extension LayoutSettings {
    /// Layout settings from a compiled theme's table settings.
    ///
    /// - Parameters:
    ///   - table: The resolved table settings.
    ///   - unit: Points (the theme's numbers as written) or characters (see ``inLines``).
    public init(table: ResolvedTableSettings, unit: LayoutUnit = .points) {
        self.init(
            style: table.style, rowHeight: table.rowHeight, interRowSpacing: table.interRowSpacing,
            headerHeight: table.headerHeight, footerHeight: table.footerHeight, searchHeight: table.searchHeight,
            showSearch: table.show[.search] ?? true, showFooter: table.show[.footer] ?? true,
            showVerticalScrollBar: table.show[.verticalScrollBar] ?? true,
            floatHeader: table.float[.header] ?? true, floatFooter: table.float[.footer] ?? false,
            floatSearch: table.float[.search] ?? true)
        if unit == .characters { self = inLines }
    }
}
