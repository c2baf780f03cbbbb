import TableStyleJSON
import TableStyleTheme
import TableStyleYAML
import Testing

@Suite("Loader: every key")
struct LoaderKeyTests {
    static let full = """
        format: 1
        name: full-theme
        description: Every key once
        appearance: dark
        palette:
          brand: systemIndigo
          soft: { color: $brand, alpha: 0.5 }
        table:
          style: grouped
          rowHeight: 52
          interRowSpacing: 2
          headerHeight: 60
          footerHeight: 40
          searchHeight: 30
          show: { search: false, footer: true, headerSortIndicator: false, footerSortIndicator: true,
                  verticalScrollBar: false, horizontalScrollBar: true }
          float: { header: false, footer: true, search: false }
          sortArrowColor: $brand
          rowColors: [systemBackground, "#112233"]
          highlightedRowColors: [$soft, { color: systemIndigo, alpha: 0.12 }]
          selectedRowColor: { color: systemBlue, alpha: 0.15 }
          deleteTitle: Remove
        cell:
          font: { family: monospaced, size: 13, weight: light, italic: true, monospacedDigits: true }
          textColor: label
          backgroundColor: clear
          borderColor: separator
          borderWidth: 1.5
          alignment: center
          padding: { top: 1, leading: 2, bottom: 3, trailing: 4 }
          lineBreak: wrap
          cellStyle: subtitle
          accessory: disclosure
        header: { font: { weight: semibold }, textColor: label, backgroundColor: systemBackground, padding: 6 }
        footer: { textColor: secondaryLabel, alignment: trailing, lineBreak: clip, cellStyle: value1, accessory: checkmark }
        rules:
          - name: negative-red
            when: { value: negative }
            style: { textColor: systemRed }
            label: negative
          - style: { accessory: detail, cellStyle: value2, lineBreak: truncateMiddle, alignment: leading }
        """

    @Test func everyTopLevelKey() throws {
        let result = load(Self.full)
        #expect(result.diagnostics == [])
        let theme = try #require(result.theme)
        #expect(theme.format == 1)
        #expect(theme.name == "full-theme")
        #expect(theme.description == "Every key once")
        #expect(theme.appearance == .dark)
        #expect(theme.extends == nil)
        #expect(theme.file == "<test>")
        #expect(theme.palette["brand"]?.value == .semantic(.systemIndigo))
        #expect(theme.palette["soft"]?.value == .withAlpha(.palette("brand"), alpha: 0.5))
        #expect(theme.palette["soft"].map { "\($0.origin.position)" } == "7:9")
    }

    @Test func everyTableKey() throws {
        let table = try #require(load(Self.full).theme).table
        #expect(table.style == .grouped)
        #expect(table.rowHeight == .fixed(52))
        #expect(table.interRowSpacing == 2)
        #expect(table.headerHeight == 60)
        #expect(table.footerHeight == 40)
        #expect(table.searchHeight == 30)
        #expect(
            table.show == [
                .search: false, .footer: true, .headerSortIndicator: false, .footerSortIndicator: true,
                .verticalScrollBar: false, .horizontalScrollBar: true,
            ])
        #expect(table.float == [.header: false, .footer: true, .search: false])
        #expect(table.sortArrowColor?.value == .palette("brand"))
        #expect(table.sortArrowColor.map { "\($0.origin.position)" } == "18:19")
        #expect(
            table.rowColors?.value == [
                .semantic(.systemBackground), .literal(ThemeColor(red: 0x11, green: 0x22, blue: 0x33)),
            ])
        #expect(
            table.highlightedRowColors?.value == [
                .palette("soft"), .withAlpha(.semantic(.systemIndigo), alpha: 0.12),
            ])
        #expect(table.selectedRowColor?.value == .withAlpha(.semantic(.systemBlue), alpha: 0.15))
        #expect(table.deleteTitle == "Remove")
    }

    @Test func everyStyleKey() throws {
        let theme = try #require(load(Self.full).theme)
        let cell = theme.cell
        #expect(cell.fontFamily?.value == "monospaced")
        #expect(cell.fontSize?.value == 13)
        #expect(cell.fontWeight?.value == .light)
        #expect(cell.italic?.value == true)
        #expect(cell.monospacedDigits?.value == true)
        #expect(cell.textColor?.value == .semantic(.label))
        #expect(cell.backgroundColor?.value == .semantic(.clear))
        #expect(cell.borderColor?.value == .semantic(.separator))
        #expect(cell.borderWidth?.value == 1.5)
        #expect(cell.alignment?.value == .center)
        #expect(cell.paddingTop?.value == 1)
        #expect(cell.paddingLeading?.value == 2)
        #expect(cell.paddingBottom?.value == 3)
        #expect(cell.paddingTrailing?.value == 4)
        #expect(cell.lineBreak?.value == .wrap)
        #expect(cell.cellStyle?.value == .subtitle)
        #expect(cell.accessory?.value == .disclosure)
        #expect(cell.fontSize.map { "\($0.origin.file):\($0.origin.position)" } == "<test>:24:37")
        let header = theme.header
        #expect(header.fontWeight?.value == .semibold)
        #expect(header.fontSize == nil)
        for side in [header.paddingTop, header.paddingLeading, header.paddingBottom, header.paddingTrailing] {
            #expect(side?.value == 6)
        }
        #expect(theme.footer.textColor?.value == .semantic(.secondaryLabel))
        #expect(theme.footer.alignment?.value == .trailing)
        #expect(theme.footer.lineBreak?.value == .clip)
        #expect(theme.footer.cellStyle?.value == .value1)
        #expect(theme.footer.accessory?.value == .checkmark)
    }

    @Test func everyRuleKey() throws {
        let rules = try #require(load(Self.full).theme).rules
        #expect(rules.count == 2)
        #expect(rules[0].name == "negative-red")
        #expect(rules[0].when == .value(ValueTest(conditions: [.kind(.negative)])))
        #expect(rules[0].style.textColor?.value == .semantic(.systemRed))
        #expect(rules[0].label == "negative")
        #expect("\(rules[0].origin.position)" == "37:5")
        #expect(rules[1].name == nil)
        #expect(rules[1].when == nil)
        #expect(rules[1].label == nil)
        #expect(rules[1].style.accessory?.value == .detail)
        #expect(rules[1].style.cellStyle?.value == .value2)
        #expect(rules[1].style.lineBreak?.value == .truncateMiddle)
        #expect(rules[1].style.alignment?.value == .leading)
    }

    @Test func minimalThemeLeavesEverythingUnset() throws {
        let theme = try #require(load(theme("bare")).theme)
        #expect(theme.description == nil)
        #expect(theme.appearance == nil)
        #expect(theme.palette.isEmpty)
        #expect(theme.table == TableSettings())
        #expect(theme.cell.isEmpty && theme.header.isEmpty && theme.footer.isEmpty)
        #expect(theme.rules.isEmpty)
    }

    @Test func rowHeightAutomaticAndEmptyLists() throws {
        let theme = try #require(
            load(theme("t", "table: { rowHeight: automatic, rowColors: [], highlightedRowColors: [] }\n")).theme)
        #expect(theme.table.rowHeight == .automatic)
        #expect(theme.table.rowColors?.value == [])
        #expect(theme.table.highlightedRowColors?.value == [])
    }

    @Test(arguments: FontWeight.allCases)
    func everyFontWeight(weight: FontWeight) throws {
        let theme = try #require(load(theme("t", "cell: { font: { weight: \(weight.rawValue) } }\n")).theme)
        #expect(theme.cell.fontWeight?.value == weight)
    }

    @Test(arguments: CellAlignment.allCases)
    func everyAlignment(alignment: CellAlignment) throws {
        let theme = try #require(load(theme("t", "cell: { alignment: \(alignment.rawValue) }\n")).theme)
        #expect(theme.cell.alignment?.value == alignment)
    }

    @Test(arguments: LineBreakMode.allCases)
    func everyLineBreak(mode: LineBreakMode) throws {
        let theme = try #require(load(theme("t", "cell: { lineBreak: \(mode.rawValue) }\n")).theme)
        #expect(theme.cell.lineBreak?.value == mode)
    }

    @Test(arguments: CellStyleKind.allCases)
    func everyCellStyle(kind: CellStyleKind) throws {
        let theme = try #require(load(theme("t", "cell: { cellStyle: \(kind.rawValue) }\n")).theme)
        #expect(theme.cell.cellStyle?.value == kind)
    }

    @Test(arguments: Accessory.allCases)
    func everyAccessory(accessory: Accessory) throws {
        let theme = try #require(load(theme("t", "cell: { accessory: \(accessory.rawValue) }\n")).theme)
        #expect(theme.cell.accessory?.value == accessory)
    }

    @Test func quotedColorWithCommasInFlowMapping() throws {
        let theme = try #require(
            load(theme("t", "cell: { textColor: \"rgb(0, 0, 255)\", backgroundColor: 'rgba(0, 0, 0, 0.5)' }\n")).theme)
        #expect(theme.cell.textColor?.value == .literal(ThemeColor(red: 0, green: 0, blue: 255)))
        #expect(theme.cell.backgroundColor?.value == .literal(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.5)))
    }

    @Test func integralNumbersCountAsIntegers() throws {
        let result = load("format: 1.0\nname: t\nrules:\n  - when: { row: { every: 2.0, offset: 1 } }\n")
        #expect(result.diagnostics == [])
        #expect(result.theme?.rules.first?.when == .row(.every(2, offset: 1)))
        #expect(positions(load("format: 1\nname: t\nrules:\n  - when: { row: { index: 1.5 } }\n")) == ["schema@4:27"])
    }

    @Test func splitColorPiecesGetAHint() throws {
        let result = load(theme("t", "table: { rowColors: [rgb(1, 2, 3)] }\n"))
        #expect(result.diagnostics.count == 3)
        #expect(result.diagnostics.allSatisfy { $0.message.contains("quote") })
    }

    @Test func alphaIsOptionalInColorMappings() throws {
        let theme = try #require(load(theme("t", "cell: { textColor: { color: systemRed } }\n")).theme)
        let spec = try #require(theme.cell.textColor?.value)
        #expect(try theme.resolvedColor(spec).hex == "#FF3B30FF")
    }

    @Test func unquotedCommaColorInBlockStyleIsFine() throws {
        let theme = try #require(load(theme("t", "cell:\n  textColor: rgb(0, 0, 255)\n")).theme)
        #expect(theme.cell.textColor?.value == .literal(ThemeColor(red: 0, green: 0, blue: 255)))
    }

    @Test func paletteResolvesInTheme() throws {
        let theme = try #require(load(Self.full).theme)
        let soft = try #require(theme.table.highlightedRowColors?.value.first)
        #expect(try theme.resolvedColor(soft).hex == "#5E5CE680")  // dark indigo (theme appearance), alpha 0.5
        #expect(try theme.resolvedColor(soft, appearance: .light).hex == "#5856D680")
    }
}
