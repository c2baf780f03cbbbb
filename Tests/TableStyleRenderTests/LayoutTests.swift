import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

@Suite("Layout")
struct LayoutTests {
    static func table(rows: Int, footer: Bool = true) -> DataTable {
        DataTable(
            columns: [DataColumn("N")], rows: (0..<rows).map { DataRow(id: RowID($0), cells: [DataCell(.int($0))]) },
            footerRow: footer ? DataRow(id: RowID(-1), cells: ["Total"]) : nil)
    }

    static let fixed = LayoutSettings(rowHeight: .fixed(40), interRowSpacing: 2)

    func layout(_ settings: LayoutSettings = fixed, rows: Int = 100, footer: Bool = true) -> TableLayout {
        TableLayout(content: Self.table(rows: rows, footer: footer), settings: settings, columnWidths: [60, 40])
    }

    func rowNumbers(_ viewport: Viewport) -> [Int] { viewport.rows.map(\.indexPath.row) }

    @Test func fixedHeightsPlaceBandsAndRows() throws {
        let layout = layout()
        #expect(layout.headerTop == 44)
        #expect(layout.footerTop == 94 + 42 * 99 + 40)
        #expect(layout.contentHeight == 4342)
        #expect(layout.totalWidth == 100)
        #expect(layout.columnOffsets == [0, 60, 100])
        let frame = try #require(layout.frame(of: RowIndexPath(section: 0, row: 10)))
        #expect(frame.y == 94 + 420 && frame.height == 40)
        #expect(layout.frame(of: RowIndexPath(section: 0, row: 100)) == nil)
    }

    @Test func viewportAtTop() {
        let viewport = layout().viewport(offset: 0, height: 300)
        #expect(viewport.search == PlacedBand(y: 0, height: 44, isPinned: false))
        #expect(viewport.header == PlacedBand(y: 44, height: 50, isPinned: false))
        #expect(viewport.footer == nil)
        #expect(rowNumbers(viewport) == [0, 1, 2, 3, 4])
        #expect(viewport.rows.map(\.y) == [94, 136, 178, 220, 262])
        #expect(viewport.scrollIndicator == ScrollIndicator(start: 0, length: 300.0 / 4342))
    }

    @Test func floatingHeaderAndSearchStickWhenScrolled() {
        let viewport = layout().viewport(offset: 1000, height: 300)
        #expect(viewport.search == PlacedBand(y: 0, height: 44, isPinned: true))
        #expect(viewport.header == PlacedBand(y: 44, height: 50, isPinned: true))
        #expect(rowNumbers(viewport) == Array(23...28))
        #expect(viewport.rows.first?.y == 60)
    }

    @Test func headerPinsToTopWhenSearchDoesNotFloat() {
        var settings = Self.fixed
        settings.floatSearch = false
        let viewport = layout(settings).viewport(offset: 1000, height: 300)
        #expect(viewport.search == nil)
        #expect(viewport.header == PlacedBand(y: 0, height: 50, isPinned: true))
        #expect(rowNumbers(viewport).first == Int((1050.0 - 94) / 42))
    }

    @Test func nothingFloatsWhenFlagsAreOff() {
        var settings = Self.fixed
        settings.floatSearch = false
        settings.floatHeader = false
        let viewport = layout(settings).viewport(offset: 1000, height: 300)
        #expect(viewport.search == nil && viewport.header == nil)
        #expect(rowNumbers(viewport) == Array(21...28))
    }

    @Test(arguments: [
        (0.0, 250.0, true, [0, 1, 2, 3]), (2000, 250, true, [47, 48, 49, 50]), (4042, 250, false, [96, 97, 98, 99]),
    ])
    func floatingFooterSticksToTheBottom(offset: Double, footerY: Double, pinned: Bool, rows: [Int]) {
        var settings = Self.fixed
        settings.floatFooter = true
        let viewport = layout(settings).viewport(offset: offset, height: 300)
        #expect(viewport.footer == PlacedBand(y: footerY, height: 50, isPinned: pinned))
        #expect(Array(rowNumbers(viewport).prefix(4)) == rows)
    }

    @Test func offsetsAreClampedAndScrolledToTheEnd() {
        let viewport = layout().viewport(offset: 1e9, height: 300)
        #expect(viewport.offset == 4042)
        #expect(viewport.footer == PlacedBand(y: 250, height: 50, isPinned: false))
        #expect(rowNumbers(viewport).last == 99)
        #expect(layout().viewport(offset: -5, height: 300).offset == 0)
    }

    @Test func hiddenSearchAndFooter() {
        var settings = Self.fixed
        settings.showSearch = false
        settings.showFooter = false
        settings.showVerticalScrollBar = false
        let layout = layout(settings)
        #expect(layout.headerTop == 0)
        #expect(!layout.hasFooter)
        #expect(layout.contentHeight == 50 + 42 * 99 + 40)
        let viewport = layout.viewport(offset: 1e9, height: 300)
        #expect(viewport.search == nil && viewport.footer == nil && viewport.scrollIndicator == nil)
        #expect(viewport.header == PlacedBand(y: 0, height: 50, isPinned: true))
    }

    @Test func tableWithoutFooterRowHasNoFooterBand() {
        #expect(!layout(footer: false).hasFooter)
    }

    @Test func automaticHeightsUseThePrefixIndex() throws {
        let settings = LayoutSettings(rowHeight: .automatic).inLines
        let layout = TableLayout(content: Self.table(rows: 10), settings: settings, columnWidths: [5]) {
            Double(1 + $0.row % 3)
        }
        // Search 1 line, header 1 line; heights 1,2,3,1,2,3,1,2,3,1.
        #expect(layout.headerTop == 1)
        #expect(try #require(layout.frame(of: RowIndexPath(section: 0, row: 3))).y == 2 + 6)
        #expect(layout.contentHeight == 2 + 19 + 1)
        let viewport = layout.viewport(offset: 5, height: 6)
        #expect(viewport.header?.isPinned == true)
        #expect(rowNumbers(viewport) == [2, 3, 4])
        #expect(viewport.rows.map(\.y) == [0, 3, 4])
        #expect(viewport.rows.map(\.height) == [3, 1, 2])
    }

    @Test func groupedSectionsWithTitles() throws {
        let table = DataTable(
            columns: [DataColumn("N")],
            sections: [
                DataSection(
                    headerTitle: "A", footerTitle: "a-end", rows: (0..<3).map { DataRow(id: RowID($0), cells: [1]) }),
                DataSection(headerTitle: "B", rows: (3..<5).map { DataRow(id: RowID($0), cells: [2]) }),
            ])
        let settings = LayoutSettings(style: .grouped, rowHeight: .fixed(40), showSearch: false)
        let layout = TableLayout(content: table, settings: settings, columnWidths: [10])
        // Header 0..<50, A title 50..<78, rows 78,118,158, footer title 198..<226, gap 20, B title 246, rows 274, 314.
        #expect(try #require(layout.frame(of: RowIndexPath(section: 1, row: 0))).y == 274)
        #expect(layout.contentHeight == 354)
        let viewport = layout.viewport(offset: 150, height: 150)
        #expect(viewport.header?.y == 0)
        #expect(
            viewport.sectionTitles.map { "\($0.section)\($0.kind.rawValue)@\(Int($0.y))" } == [
                "0footer@48", "1header@96",
            ])
        #expect(viewport.rows.map(\.indexPath) == [RowIndexPath(section: 1, row: 0)])
        #expect(viewport.rows.first?.y == 124)
    }

    @Test func viewportOfTenMillionRowsOnlyVisitsVisibleRows() {
        struct Huge: TableContent {
            var columns: [DataColumn] { [DataColumn("N", kind: .number)] }
            var sectionCount: Int { 1 }
            func sectionInfo(_ section: Int) -> SectionInfo { SectionInfo(rowCount: 10_000_000) }
            func row(at indexPath: RowIndexPath) -> DataRow {
                DataRow(id: RowID(indexPath.row), cells: [DataCell(.int(indexPath.row))])
            }
            var footerRow: DataRow? { nil }
            var sortOrder: [ColumnSort] { [] }
            func isSelected(_ id: RowID) -> Bool { false }
        }
        let layout = TableLayout(content: Huge(), settings: Self.fixed, columnWidths: [10])
        let viewport = layout.viewport(offset: 42 * 5_000_000, height: 300)
        #expect(viewport.rows.count == 5)
        #expect(viewport.rows.first?.indexPath.row == 5_000_000)
    }

    @Test func columnSizerFitsBetweenLimits() {
        let table = DataTable(
            columns: [
                DataColumn("Name"), DataColumn("Amount", minWidth: 80, maxWidth: 80), DataColumn("Note", maxWidth: 40),
            ],
            rows: [DataRow(id: RowID(0), cells: ["Alexander", 1, "a very long note indeed"])])
        let widths = ColumnSizer(unit: .characters).widths(for: table, includeFooter: false) { _, _, text in
            Double(TextMetrics.displayWidth(text) + 2)
        }
        #expect(widths == [11, 10, 5])
    }

    @Test func shrinkNarrowsTheWidestFirst() {
        #expect(ColumnSizer.shrink([10, 30, 20], toFit: 50, minimum: 3) == [10, 20, 20])
        #expect(ColumnSizer.shrink([10, 30, 20], toFit: 100, minimum: 3) == [10, 30, 20])
        #expect(ColumnSizer.shrink([10, 10], toFit: 2, minimum: 3) == [3, 3])
    }

    @Test func textMetricsTruncateAndWrap() {
        #expect(TextMetrics.fit("abcdefgh", width: 5, mode: .tail) == "abcd…")
        #expect(TextMetrics.fit("abcdefgh", width: 5, mode: .head) == "…efgh")
        #expect(TextMetrics.fit("abcdefgh", width: 5, mode: .middle) == "ab…gh")
        #expect(TextMetrics.fit("abcdefgh", width: 5, mode: .clip) == "abcde")
        #expect(TextMetrics.displayWidth("日本") == 4)
        #expect(TextMetrics.fit("日本語", width: 4, mode: .tail) == "日…")
        #expect(TextMetrics.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextMetrics.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextMetrics.wrap("a\nb", width: 4) == ["a", "b"])
    }

    /// Below U+0300 a printable character is one cell without asking its Unicode properties: none of those
    /// scalars is a nonspacing mark, wide or an emoji presentation, so the properties would say 1 too.
    @Test func latinCharactersAreOneCellAsTheirPropertiesSay() throws {
        for value in UInt32(0xA0)..<0x300 {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(scalar.properties.generalCategory != .nonspacingMark, "U+\(String(value, radix: 16))")
            #expect(!scalar.properties.isEmojiPresentation)
            #expect(TextMetrics.width(of: Character(scalar)) == 1)
        }
        #expect(TextMetrics.displayWidth("Müller GmbH") == 11)
        #expect(TextMetrics.displayWidth("e\u{301}clair") == 6)
        #expect(TextMetrics.displayWidth("a\u{300}") == 1)
        #expect(TextMetrics.width(of: "\u{300}") == 0)
    }

    /// ``ColumnMeasure`` skips measuring a text no longer in UTF-8 bytes than its group's widest, which
    /// holds only because no character is wider in cells than in bytes: checked for every scalar of the
    /// planes in use, and for the clusters that count two cells (wide, emoji presentation).
    @Test func noTextIsWiderInCellsThanInBytes() throws {
        for value in UInt32(0)..<0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            #expect(TextMetrics.displayWidth(text) <= text.utf8.count, "U+\(String(value, radix: 16))")
        }
        for text in ["日本語", "👍🏽", "©\u{FE0F}", "☺\u{FE0F}", "e\u{301}", "a\tb\nc", "Müller", "한국어"] {
            #expect(TextMetrics.displayWidth(text) <= text.utf8.count, "\(text)")
        }
        #expect(TextMetrics.displayWidth("👍🏽") == 2)
    }

    /// The widest text of a group is measured even when it comes after many narrower ones, and a longer
    /// text of fewer cells (wide characters first, then ASCII) does not lower it.
    @Test func columnMeasureKeepsTheWidestWhateverTheOrder() {
        var measure = ColumnMeasure(columnCount: 1)
        for text in ["ab", "日本", "abcde", "日", "abc"] {
            measure.add(text, column: 0, section: .body, style: StyleID(rawValue: 0), labels: [])
        }
        #expect(measure.groups.map(\.widestText) == [5])
        measure.add("日本語", column: 0, section: .body, style: StyleID(rawValue: 0), labels: [])
        #expect(measure.groups.map(\.widestText) == [6])
    }
}
