import TableStyleTheme
import Testing

/// `borderSides`, `table.separator`, `table.show.labelMarkers`, `sectionHeader`/`sectionFooter` and
/// `columns`: what the loader reads, how a child merges them, and every diagnostic in full.
@Suite("Loader: border sides, separator, label markers, section titles, columns")
struct LayoutKeysLoaderTests {
    /// Each diagnostic as `code@line:column: message`.
    static func texts(_ result: ThemeLoadResult) -> [String] {
        result.diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func borderSidesReadAsASetInCanonicalOrder() throws {
        let result = load(theme("t", "cell: { borderSides: [trailing, top, top, bottom] }\n"))
        #expect(result.diagnostics.isEmpty)
        let sides = try #require(result.theme?.cell.borderSides?.value)
        #expect(sides.list == [.top, .bottom, .trailing])
        #expect(sides == [.top, .bottom, .trailing])
    }

    @Test func anEmptyBorderSidesListIsNoSide() throws {
        let result = load(theme("t", "header: { borderSides: [] }\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.theme?.header.borderSides?.value).isEmpty)
    }

    @Test func borderSidesErrorsPointAtTheValue() {
        #expect(
            Self.texts(load(theme("t", "cell: { borderSides: [top, lefting] }\n"))) == [
                "schema@3:28: expected one of top | leading | bottom | trailing for cell.borderSides[1], found \"lefting\"; did you mean \"leading\"?"
            ])
        #expect(
            Self.texts(load(theme("t", "cell: { borderSides: top }\n"))) == [
                "schema@3:22: expected a list of sides (top, leading, bottom, trailing) for cell.borderSides, found the string \"top\""
            ])
        #expect(
            Self.texts(load(theme("t", "cell: { bordrSides: [top] }\n"))) == [
                "schema@3:9: unknown key \"bordrSides\" in cell; did you mean \"borderSides\"?"
            ])
    }

    /// The loader names the nested spelling of a flattened key, as the schema does, and keeps near typos.
    @Test func flattenedKeysGetTheirNestedSpelling() {
        #expect(
            Self.texts(load(theme("t", "cell: { fontWeight: bold, padding-top: 4, textColr: red }\n"))) == [
                "schema@3:9: unknown key \"fontWeight\" in cell; did you mean \"font: { weight: … }\"?",
                "schema@3:27: unknown key \"padding-top\" in cell; did you mean \"padding: { top: … }\"?",
                "schema@3:43: unknown key \"textColr\" in cell; did you mean \"textColor\"?",
            ])
        // No such nested key: the ordinary message.
        #expect(
            Self.texts(load(theme("t", "cell: { fontHeight: 3 }\n"))).first?.hasPrefix(
                "schema@3:9: unknown key \"fontHeight\" in cell; ") == true)
        #expect(
            Self.texts(load(theme("t", "cell: { fontHeight: 3 }\n"))).first?.contains("font: {") == false)
    }

    /// Words of other vocabularies get the schema's hint, by the same rule.
    @Test func wordsOfOtherVocabulariesNameTheFormatsKey() {
        #expect(
            Self.texts(load(theme("t", "cell: { foreground: red, bold: true, align: center }\n"))) == [
                "schema@3:9: unknown key \"foreground\" in cell; did you mean \"textColor\"?",
                "schema@3:26: unknown key \"bold\" in cell; did you mean \"font: { weight: … }\"?",
                "schema@3:38: unknown key \"align\" in cell; did you mean \"alignment\"?",
            ])
    }

    @Test func separatorForms() throws {
        let line = load(theme("t", "table: { separator: { color: separator, width: 0.5 } }\n"))
        #expect(line.diagnostics.isEmpty)
        #expect(line.theme?.table.separator?.value == .line(color: .semantic(.separator), width: 0.5))
        let none = load(theme("t", "table: { separator: none }\n"))
        #expect(none.diagnostics.isEmpty)
        #expect(none.theme?.table.separator?.value == RowSeparator.none)
        #expect(load(theme("t")).theme?.table.separator == nil)
    }

    @Test func separatorErrors() {
        #expect(
            Self.texts(load(theme("t", "table: { separator: { color: separator } }\n"))) == [
                "schema@3:21: expected the key `width` in table.separator ({ color, width }), found none"
            ])
        #expect(
            Self.texts(load(theme("t", "table: { separator: { color: systemRed, width: 21 } }\n"))) == [
                "schema@3:48: expected a number from 0 to 20 for table.separator.width, found 21"
            ])
        #expect(
            Self.texts(load(theme("t", "table: { separator: nones }\n"))) == [
                "schema@3:21: expected `none` or { color, width } for table.separator, found \"nones\"; did you mean \"none\"?"
            ])
        #expect(
            Self.texts(load(theme("t", "table: { separator: { color: \"#12\", width: 1, widht: 2 } }\n"))) == [
                "color@3:30: invalid color for table.separator.color: expected #RGB, #RRGGBB or #RRGGBBAA, found \"#12\" (2 hex digits)",
                "schema@3:47: unknown key \"widht\" in table.separator; did you mean \"width\"?",
            ])
        #expect(
            Self.texts(load(theme("t", "table: { seperator: none }\n"))) == [
                "schema@3:10: unknown key \"seperator\" in table; did you mean \"separator\"?"
            ])
    }

    @Test func labelMarkersIsAShowFlag() {
        let result = load(theme("t", "table: { show: { labelMarkers: false } }\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.theme?.table.show[.labelMarkers] == false)
        #expect(
            Self.texts(load(theme("t", "table: { show: { labelMarkers: 0 } }\n"))) == [
                "schema@3:32: expected true or false for table.show.labelMarkers, found the number 0"
            ])
        #expect(
            Self.texts(load(theme("t", "table: { show: { labelMarker: true } }\n"))) == [
                "schema@3:18: unknown key \"labelMarker\" in table.show; did you mean \"labelMarkers\"?"
            ])
    }

    @Test func sectionTitleStylesAreStyles() {
        let result = load(
            theme("t", "sectionHeader: { textColor: systemRed }\nsectionFooter: { font: { italic: true } }\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.theme?.sectionHeader.textColor?.value == .semantic(.systemRed))
        #expect(result.theme?.sectionFooter.italic?.value == true)
        #expect(
            Self.texts(load(theme("t", "sectionHeader: { textColour: red }\n"))) == [
                "schema@3:18: unknown key \"textColour\" in sectionHeader; did you mean \"textColor\"?"
            ])
        #expect(
            Self.texts(load(theme("t", "sectionHeadr: {}\n"))) == [
                "schema@3:1: unknown key \"sectionHeadr\" in the theme; did you mean \"sectionHeader\"?"
            ])
    }

    @Test func columnsReadPerNameWithTheStarEntry() throws {
        let result = load(
            theme("t", "columns:\n  \"*\": { minWidth: 40 }\n  Payee: { maxWidth: 180 }\n  Amount: { width: 90 }\n"))
        #expect(result.diagnostics.isEmpty)
        let theme = try #require(result.theme)
        #expect(theme.columnWidths(for: "Payee") == ColumnWidths(minWidth: 40, maxWidth: 180))
        #expect(theme.columnWidths(for: "Amount") == ColumnWidths(width: 90, minWidth: 40))
        #expect(theme.columnWidths(for: "Amount").effectiveRange == (90, 90))
        #expect(theme.columnWidths(for: "Other") == ColumnWidths(minWidth: 40))
    }

    @Test func columnsErrors() {
        #expect(
            Self.texts(load(theme("t", "columns: { Payee: { maxWidth: 2001 } }\n"))) == [
                "schema@3:31: expected a number from 1 to 2000 for columns.Payee.maxWidth, found 2001"
            ])
        #expect(
            Self.texts(load(theme("t", "columns: { Payee: { width: 0 } }\n"))) == [
                "schema@3:28: expected a number from 1 to 2000 for columns.Payee.width, found 0"
            ])
        #expect(
            Self.texts(load(theme("t", "columns: { Payee: { maxWidht: 20 } }\n"))) == [
                "schema@3:21: unknown key \"maxWidht\" in columns.Payee; did you mean \"maxWidth\"?"
            ])
        #expect(
            Self.texts(load(theme("t", "columns: { Payee: 100 }\n"))) == [
                "schema@3:19: expected a mapping for columns.Payee, found the number 100"
            ])
        #expect(
            Self.texts(load(theme("t", "columns: [Payee]\n"))) == [
                "schema@3:10: expected a mapping for columns, found a sequence"
            ])
    }

    @Test func aChildMergesColumnsKeyByKeyAndSeparatorAsAWhole() throws {
        let registry = ThemeRegistry().adding(
            themeNamed: "base",
            source: theme(
                "base",
                "table: { separator: { color: systemRed, width: 2 } }\ncolumns: { Payee: { minWidth: 50, maxWidth: 200 } }\ncell: { borderSides: [top] }\nsectionHeader: { textColor: systemRed }\n"
            ))
        let result = load(
            theme(
                "child",
                "extends: base\ntable: { separator: none }\ncolumns: { Payee: { maxWidth: 120 }, \"*\": { width: 30 } }\ncell: { borderSides: [bottom, leading] }\n"
            ), registry: registry)
        #expect(result.diagnostics.isEmpty)
        let theme = try #require(result.theme)
        #expect(theme.table.separator?.value == RowSeparator.none)
        #expect(theme.columns["Payee"] == ColumnWidths(minWidth: 50, maxWidth: 120))
        #expect(theme.columnWidths(for: "Payee") == ColumnWidths(width: 30, minWidth: 50, maxWidth: 120))
        #expect(theme.cell.borderSides?.value.list == [.leading, .bottom])
        #expect(theme.sectionHeader.textColor?.value == .semantic(.systemRed))
    }
}
