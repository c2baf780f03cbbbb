import TableStyleEngine
import TableStyleRender
import TableStyleTheme
import TableStyleUI
import Testing

/// The platform-neutral mapping every UI bridge draws from.
@Suite("Cell appearance")
struct CellAppearanceTests {
    @Test func componentsDivideEachChannelBy255AndKeepAlphaExact() {
        let red = SRGBComponents(ThemeColor(red: 0xFF, green: 0x3B, blue: 0x30))
        #expect(red == SRGBComponents(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))
        let tint = SRGBComponents(ThemeColor(red: 0x58, green: 0x56, blue: 0xD6, alpha: 0.08))
        #expect(tint.alpha == 0.08)
        #expect(tint.red == 88.0 / 255)
        // Out-of-range components are clamped.
        #expect(SRGBComponents(red: 2, green: -1, blue: 0.5, alpha: 3) == SRGBComponents(red: 1, green: 0, blue: 0.5))
    }

    @Test func weightsFollowTheSystemScale() {
        let expected: [(FontWeight, Double, Int)] = [
            (.ultraLight, -0.8, 100), (.thin, -0.6, 200), (.light, -0.4, 300), (.regular, 0, 400),
            (.medium, 0.23, 500), (.semibold, 0.3, 600), (.bold, 0.4, 700), (.heavy, 0.56, 800), (.black, 0.62, 900),
        ]
        #expect(expected.count == FontWeight.allCases.count)
        for (weight, system, numeric) in expected {
            let font = SystemFont(pointSize: 14, weight: weight)
            #expect(font.systemWeight == system, "\(weight)")
            #expect(font.numericWeight == numeric, "\(weight)")
        }
        // The scale is ordered as the names are.
        let scale = FontWeight.allCases.map { SystemFont(pointSize: 1, weight: $0).systemWeight }
        #expect(scale == scale.sorted())
    }

    @Test func familiesAreReadFromTheThemeName() {
        #expect(FontFamily(themeFamily: "system") == .system)
        #expect(FontFamily(themeFamily: "monospaced") == .monospaced)
        #expect(FontFamily(themeFamily: "Menlo") == .named("Menlo"))
        let font = SystemFont(
            ResolvedFont(family: "monospaced", size: 17, weight: .bold, italic: true, monospacedDigits: true))
        #expect(
            font
                == SystemFont(
                    pointSize: 17, weight: .bold, family: .monospaced, isItalic: true, hasMonospacedDigits: true))
    }

    @Test func naturalAlignmentPutsNumbersTrailingAndRespectsReadingDirection() {
        var style = ResolvedStyle.defaults(for: .light)
        #expect(style.alignment == .natural)
        #expect(CellTextAlignment(style, isNumber: true) == .trailing)
        #expect(CellTextAlignment(style, isNumber: false) == .leading)
        style.alignment = .center
        #expect(CellTextAlignment(style, isNumber: true) == .center)
        style.alignment = .leading
        #expect(CellTextAlignment(style, isNumber: true) == .leading)
        #expect(CellTextAlignment.trailing.absolute(for: .leftToRight) == .right)
        #expect(CellTextAlignment.trailing.absolute(for: .rightToLeft) == .left)
        #expect(CellTextAlignment.leading.absolute(for: .leftToRight) == .left)
        #expect(CellTextAlignment.leading.absolute(for: .rightToLeft) == .right)
        #expect(CellTextAlignment.center.absolute(for: .rightToLeft) == .center)
    }

    @Test func highlightedColumnTintIsCompositedOverTheTableBackground() throws {
        let styled = StyledTable(UIFixtures.ledger, theme: try UIFixtures.compiled("corporate"))
        let cells = UIFixtures.bodyCells(styled)
        let amount = CellAppearance(cells[1], in: styled)
        // systemIndigo (88, 86, 214) at 0.08 over white: 255 × 0.92 + channel × 0.08, rounded.
        #expect(amount.backgroundColor == SRGBComponents(red: 242.0 / 255, green: 241.0 / 255, blue: 252.0 / 255))
        #expect(
            amount.translucentBackgroundColor
                == SRGBComponents(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 0.08))
        // Corporate's negative red, 14 pt text bold in the sorted column, the number trailing, 8 pt padding.
        #expect(amount.textColor == SRGBComponents(red: 0xC4 / 255.0, green: 0x16 / 255.0, blue: 0x1C / 255.0))
        #expect(amount.font.pointSize == 14)
        #expect(amount.font.systemWeight == 0.4)
        #expect(amount.alignment == .trailing)
        #expect(amount.insets == CellInsets(all: 8))
        #expect(amount.absoluteInsets(for: .rightToLeft) == (8, 8, 8, 8))
        let item = CellAppearance(cells[0], in: styled)
        #expect(item.alignment == .leading)
        #expect(item.font.systemWeight == 0.23)
        #expect(item.backgroundColor == SRGBComponents(red: 1, green: 1, blue: 1))
        #expect(item.textColor == SRGBComponents(red: 0, green: 0, blue: 0))
        // Second row: the other stripe (secondarySystemBackground #F2F2F7 is opaque).
        #expect(
            CellAppearance(cells[2], in: styled).backgroundColor
                == SRGBComponents(ThemeColor(red: 0xF2, green: 0xF2, blue: 0xF7)))
    }

    @Test func darkAppearanceCompositesOverBlack() throws {
        let styled = StyledTable(UIFixtures.ledger, theme: try UIFixtures.compiled("corporate", appearance: .dark))
        let amount = CellAppearance(UIFixtures.bodyCells(styled)[1], in: styled)
        // Dark systemIndigo (94, 92, 230) at 0.08 over black: channel × 0.08, rounded.
        #expect(amount.backgroundColor == SRGBComponents(red: 8.0 / 255, green: 7.0 / 255, blue: 18.0 / 255))
        #expect(amount.backgroundColor.alpha == 1)
    }

    @Test func headerUsesItsOwnBaseAndBorderIsCompositedOverTheCell() throws {
        let styled = StyledTable(UIFixtures.ledger, theme: try UIFixtures.compiled("corporate"))
        let header = CellAppearance(styled.headerCell(1), in: styled)
        #expect(header.font.weight == .semibold)
        #expect(header.font.systemWeight == 0.3)
        // A header's text is not a number: natural alignment puts it leading.
        #expect(header.alignment == .leading)
        var style = ResolvedStyle.defaults(for: .light)
        style.borderWidth = 1
        style.lineBreak = .wrap
        let appearance = CellAppearance(style, isNumber: false, over: .clear)
        // separator (#3C3C43 at 0.29) over the opaque cell background (clear over black: black).
        let expected = ThemeColor(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0.29).composited(
            over: ThemeColor(red: 0, green: 0, blue: 0))
        #expect(appearance.borderColor == SRGBComponents(expected))
        #expect(appearance.borderWidth == 1)
        #expect(appearance.lineLimit == nil)
        style.lineBreak = .truncateMiddle
        #expect(CellAppearance(style, isNumber: false, over: .clear).lineLimit == 1)
    }
}
