/// A table laid out headlessly: column widths and where every band and row sits in content
/// coordinates, with viewport queries whose cost does not depend on the number of rows.
///
/// Content coordinates run from 0 at the top: the search bar (when shown), the column header, then
/// each section (a grouped table's sections after the first are ``LayoutSettings/sectionSpacing``
/// apart; a section's header title, its rows with ``LayoutSettings/interRowSpacing`` between them,
/// its footer title), then the footer row (when shown and the table has one).
public struct TableLayout: Sendable {
    /// The settings the layout was made with.
    public let settings: LayoutSettings
    /// Each column's width.
    public let columnWidths: [Double]
    /// Each column's left edge; one more entry than columns (the last is the total width).
    public let columnOffsets: [Double]
    /// Row positions.
    public let rowIndex: RowOffsetIndex
    /// Per section: its top, the top of its rows, its rows' global index range.
    let sections: [SectionFrame]
    /// The top of the column header.
    public let headerTop: Double
    /// The top of the footer row; meaningful when ``hasFooter``.
    public let footerTop: Double
    /// Whether a footer band is laid out (the table has a footer row and `show.footer` is on).
    public let hasFooter: Bool
    /// The height of everything.
    public let contentHeight: Double

    struct SectionFrame: Sendable {
        var top: Double
        var rowsTop: Double
        var rows: Range<Int>
        var hasHeaderTitle: Bool
        var hasFooterTitle: Bool
        var bottom: Double
    }

    /// Lays out a table.
    ///
    /// - Parameters:
    ///   - content: The table.
    ///   - settings: Heights and flags, in the layout's unit.
    ///   - columnWidths: Each column's width (see ``ColumnSizer``).
    ///   - rowHeight: A body row's height for automatic row heights, called once per row while the index
    ///     is built; not called for a fixed height.
    public init(
        content: some TableContent, settings: LayoutSettings, columnWidths: [Double],
        rowHeight: (RowIndexPath) -> Double = { _ in 1 }
    ) {
        let infos = (0..<content.sectionCount).map { content.sectionInfo($0) }
        let totalRows = infos.reduce(0) { $0 + $1.rowCount }
        let rowIndex: RowOffsetIndex
        switch settings.rowHeight {
        case .fixed(let height): rowIndex = RowOffsetIndex(fixedHeight: height, count: totalRows)
        case .automatic:
            var heights: [Double] = []
            heights.reserveCapacity(totalRows)
            for (section, info) in infos.enumerated() {
                for row in 0..<info.rowCount { heights.append(rowHeight(RowIndexPath(section: section, row: row))) }
            }
            rowIndex = RowOffsetIndex(heights: heights)
        }
        self.init(content: content, settings: settings, columnWidths: columnWidths, rowIndex: rowIndex)
    }

    /// Lays out a table whose row positions are already indexed (a live table's kept heights): O(sections).
    init(content: some TableContent, settings: LayoutSettings, columnWidths: [Double], rowIndex: RowOffsetIndex) {
        self.settings = settings
        self.columnWidths = columnWidths
        var offsets = [0.0]
        for width in columnWidths { offsets.append((offsets.last ?? 0) + width) }
        self.columnOffsets = offsets
        self.rowIndex = rowIndex
        let infos = (0..<content.sectionCount).map { content.sectionInfo($0) }

        var y = settings.showSearch ? settings.searchHeight : 0
        headerTop = y
        y += settings.headerHeight
        var frames: [SectionFrame] = []
        var globalRow = 0
        for (section, info) in infos.enumerated() {
            if settings.style == .grouped, section > 0 { y += settings.sectionSpacing }
            let top = y
            if info.headerTitle != nil { y += settings.sectionTitleHeight }
            let rowsTop = y
            let rows = globalRow..<(globalRow + info.rowCount)
            y += rowIndex.heightBefore(rows.upperBound) - rowIndex.heightBefore(rows.lowerBound)
            y += Double(max(0, info.rowCount - 1)) * settings.interRowSpacing
            if info.footerTitle != nil { y += settings.sectionTitleHeight }
            frames.append(
                SectionFrame(
                    top: top, rowsTop: rowsTop, rows: rows, hasHeaderTitle: info.headerTitle != nil,
                    hasFooterTitle: info.footerTitle != nil, bottom: y))
            globalRow = rows.upperBound
        }
        sections = frames
        hasFooter = settings.showFooter && content.footerRow != nil
        footerTop = y
        if hasFooter { y += settings.footerHeight }
        contentHeight = y
    }

    /// The total width of all columns.
    public var totalWidth: Double { columnOffsets.last ?? 0 }

    /// The top of a body row in content coordinates: where to scroll to show it (``frame(of:)`` without
    /// the height).
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Its top, or `nil` for a row that does not exist.
    public func offset(ofRow indexPath: RowIndexPath) -> Double? {
        frame(of: indexPath)?.y
    }

    /// The frame of a body row in content coordinates.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Its top and height, or `nil` for a row that does not exist.
    public func frame(of indexPath: RowIndexPath) -> (y: Double, height: Double)? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let frame = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < frame.rows.count else { return nil }
        let global = frame.rows.lowerBound + indexPath.row
        let y =
            frame.rowsTop + rowIndex.heightBefore(global) - rowIndex.heightBefore(frame.rows.lowerBound)
            + Double(indexPath.row) * settings.interRowSpacing
        return (y, rowIndex.height(of: global))
    }

    /// The section whose frame contains content position `y` (the last one starting at or above it).
    private func section(at y: Double) -> Int {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].top <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// What is visible when the content is scrolled to `offset` in a viewport `height` tall.
    ///
    /// Cost: O(log sections + log rows + visible rows) — never a pass over all rows.
    /// - Parameters:
    ///   - offset: The content position at the viewport's top (clamped to 0…content height − viewport).
    ///   - height: The viewport's height.
    /// - Returns: The placed bands and rows, in viewport coordinates.
    public func viewport(offset: Double, height: Double) -> Viewport {
        let maxOffset = max(0, contentHeight - height)
        let offset = min(max(0, offset), maxOffset)
        var result = Viewport(offset: offset, height: height, contentHeight: contentHeight)

        func band(naturalY: Double, bandHeight: Double, floats: Bool, pinnedY: Double) -> PlacedBand? {
            let y = floats ? max(naturalY, pinnedY) : naturalY
            guard y + bandHeight > 0, y < height else { return nil }
            return PlacedBand(y: y, height: bandHeight, isPinned: floats && y != naturalY)
        }
        if settings.showSearch {
            result.search = band(
                naturalY: -offset, bandHeight: settings.searchHeight, floats: settings.floatSearch, pinnedY: 0)
        }
        let headerPin = settings.showSearch && settings.floatSearch ? settings.searchHeight : 0
        result.header = band(
            naturalY: headerTop - offset, bandHeight: settings.headerHeight, floats: settings.floatHeader,
            pinnedY: headerPin)
        if hasFooter {
            let naturalY = footerTop - offset
            let y = settings.floatFooter ? min(naturalY, height - settings.footerHeight) : naturalY
            if y + settings.footerHeight > 0, y < height {
                result.footer = PlacedBand(
                    y: y, height: settings.footerHeight, isPinned: settings.floatFooter && y != naturalY)
            }
        }

        var topCover = 0.0
        if let search = result.search { topCover = max(topCover, search.y + search.height) }
        if let header = result.header { topCover = max(topCover, header.y + header.height) }
        var bottomCover = height
        if let footer = result.footer { bottomCover = min(bottomCover, footer.y) }
        let visibleTop = offset + topCover
        let visibleBottom = offset + bottomCover
        guard !sections.isEmpty, visibleTop < visibleBottom else { return result }

        var sectionIndex = section(at: visibleTop)
        while sectionIndex < sections.count, sections[sectionIndex].top < visibleBottom {
            let frame = sections[sectionIndex]
            if frame.hasHeaderTitle, frame.rowsTop > visibleTop {
                result.sectionTitles.append(
                    PlacedSectionTitle(
                        section: sectionIndex, kind: .header, y: frame.top - offset,
                        height: settings.sectionTitleHeight))
            }
            if !frame.rows.isEmpty {
                var global = rowIndex.row(
                    at: visibleTop - frame.rowsTop, in: frame.rows, spacing: settings.interRowSpacing)
                while global < frame.rows.upperBound {
                    let row = global - frame.rows.lowerBound
                    let top =
                        frame.rowsTop + rowIndex.heightBefore(global) - rowIndex.heightBefore(frame.rows.lowerBound)
                        + Double(row) * settings.interRowSpacing
                    if top >= visibleBottom { break }
                    let rowHeight = rowIndex.height(of: global)
                    if top + rowHeight > visibleTop {
                        result.rows.append(
                            PlacedRow(
                                indexPath: RowIndexPath(section: sectionIndex, row: row), y: top - offset,
                                height: rowHeight))
                    }
                    global += 1
                }
            }
            if frame.hasFooterTitle {
                let top = frame.bottom - settings.sectionTitleHeight
                if top < visibleBottom, frame.bottom > visibleTop {
                    result.sectionTitles.append(
                        PlacedSectionTitle(
                            section: sectionIndex, kind: .footer, y: top - offset, height: settings.sectionTitleHeight))
                }
            }
            sectionIndex += 1
        }
        if settings.showVerticalScrollBar, contentHeight > height, contentHeight > 0 {
            result.scrollIndicator = ScrollIndicator(
                start: offset / contentHeight, length: height / contentHeight)
        }
        return result
    }
}
