import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme
import TableStyleUI
import Testing

/// The theme's table settings as SwiftDataTables' `DataTableConfiguration` styling properties.
@Suite("SwiftDataTables styling")
struct SwiftDataTablesStylingTests {
    static func components(_ color: SemanticColor, alpha: Double = 1, _ appearance: Appearance = .light)
        -> SRGBComponents
    {
        SRGBComponents(color.color(in: appearance).multiplyingAlpha(by: alpha))
    }

    @Test func corporateMatchesTheGuidesCorporateTheme() throws {
        let styling = SwiftDataTablesStyling(try UIFixtures.compiled("corporate"))
        // The guide's "Corporate Theme": indigo tints at 0.08 / 0.12, indigo arrow, fixed 48, spacing 1, header 56.
        #expect(
            styling.highlightedAlternatingRowColors == [
                Self.components(.systemIndigo, alpha: 0.08), Self.components(.systemIndigo, alpha: 0.12),
            ])
        #expect(styling.sortArrowTintColor == Self.components(.systemIndigo))
        #expect(styling.rowHeightMode == .fixed(48))
        #expect(styling.heightOfInterRowSpacing == 1)
        #expect(styling.heightForSectionHeader == 56)
        // Everything else keeps the guide's defaults.
        #expect(
            styling.unhighlightedAlternatingRowColors == [
                Self.components(.systemBackground), Self.components(.secondarySystemBackground),
            ])
        #expect(styling.heightForSectionFooter == 50)
        #expect(styling.heightForSearchView == 44)
        #expect(styling.shouldShowHeaderSortingIndicator && styling.shouldShowFooterSortingIndicator)
        #expect(styling.shouldShowSearchSection && styling.shouldShowFooter)
        #expect(styling.shouldShowVerticalScrollBars && styling.shouldShowHorizontalScrollBars)
        #expect(styling.shouldSectionHeadersFloat && styling.shouldSearchHeaderFloat)
        #expect(!styling.shouldSectionFootersFloat)
    }

    @Test func minimalMatchesTheGuidesMinimalStyle() throws {
        let styling = SwiftDataTablesStyling(try UIFixtures.compiled("minimal"))
        #expect(styling.unhighlightedAlternatingRowColors == [Self.components(.systemBackground)])
        #expect(styling.highlightedAlternatingRowColors == [Self.components(.systemBackground)])
        #expect(!styling.shouldShowFooter && !styling.shouldShowSearchSection)
        #expect(!styling.shouldShowVerticalScrollBars && !styling.shouldShowHorizontalScrollBars)
        #expect(styling.heightOfInterRowSpacing == 0)
        #expect(styling.rowHeightMode == .automatic)
        // Flags the guide's example leaves alone keep their defaults.
        #expect(styling.shouldShowHeaderSortingIndicator)
    }

    @Test func darkAppearanceResolvesSemanticColorsForDark() throws {
        let styling = SwiftDataTablesStyling(try UIFixtures.compiled("corporate", appearance: .dark))
        #expect(styling.sortArrowTintColor == Self.components(.systemIndigo, .dark))
        #expect(styling.unhighlightedAlternatingRowColors.first == Self.components(.systemBackground, .dark))
    }

    @Test func everySettingReachesItsProperty() throws {
        let origin = FileLocation(file: "<test>", position: SourcePosition(line: 1, column: 1))
        var table = TableSettings()
        table.rowHeight = .fixed(30)
        table.interRowSpacing = 2
        table.headerHeight = 60
        table.footerHeight = 40
        table.searchHeight = 36
        table.show = [
            .search: false, .footer: false, .headerSortIndicator: false, .footerSortIndicator: false,
            .verticalScrollBar: false, .horizontalScrollBar: false,
        ]
        table.float = [.header: false, .footer: true, .search: false]
        table.sortArrowColor = Sourced(.semantic(.systemRed), origin: origin)
        // Both lists off: the body base background stands in, and the highlighted list falls back to it.
        table.rowColors = Sourced([], origin: origin)
        table.highlightedRowColors = Sourced([], origin: origin)
        var cell = StyleSpec()
        cell.backgroundColor = Sourced(.semantic(.systemGray6), origin: origin)
        let styling = SwiftDataTablesStyling(try CompiledTheme(theme: Theme(name: "all", table: table, cell: cell)))
        #expect(styling.rowHeightMode == .fixed(30))
        #expect(styling.heightOfInterRowSpacing == 2)
        #expect(styling.heightForSectionHeader == 60)
        #expect(styling.heightForSectionFooter == 40)
        #expect(styling.heightForSearchView == 36)
        #expect(!styling.shouldShowSearchSection && !styling.shouldShowFooter)
        #expect(!styling.shouldShowHeaderSortingIndicator && !styling.shouldShowFooterSortingIndicator)
        #expect(!styling.shouldShowVerticalScrollBars && !styling.shouldShowHorizontalScrollBars)
        #expect(
            !styling.shouldSectionHeadersFloat && styling.shouldSectionFootersFloat && !styling.shouldSearchHeaderFloat)
        #expect(styling.sortArrowTintColor == Self.components(.systemRed))
        #expect(styling.unhighlightedAlternatingRowColors == [Self.components(.systemGray6)])
        #expect(styling.highlightedAlternatingRowColors == [Self.components(.systemGray6)])
    }

    @Test func highlightedColorsFallBackToRowColorsWhenOff() throws {
        let origin = FileLocation(file: "<test>", position: SourcePosition(line: 1, column: 1))
        var table = TableSettings()
        table.highlightedRowColors = Sourced([], origin: origin)
        let styling = SwiftDataTablesStyling(try CompiledTheme(theme: Theme(name: "fallback", table: table)))
        #expect(styling.highlightedAlternatingRowColors == styling.unhighlightedAlternatingRowColors)
        #expect(styling.highlightedAlternatingRowColors.count == 2)
    }
}
