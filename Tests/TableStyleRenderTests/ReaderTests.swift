import TableStyleEngine
import Testing

@testable import TableStyleRender

@Suite("CSV reader")
struct CSVReaderTests {
    func read(_ text: String) throws -> DataTable { try CSVReader().read(text, file: "t.csv") }

    func error(_ text: String) -> DataReadError? {
        do {
            _ = try CSVReader().read(text, file: "t.csv")
            return nil
        } catch {
            return error
        }
    }

    @Test func typesFieldsAsTheSpecSays() throws {
        let table = try read("a,b,c,d,e,f,g,h,i\n42,-1.5,,true,false,hello,007,1e3,TRUE\n")
        let cells = table.rows[0].cells
        #expect(
            cells.map(\.value) == [
                .int(42), .double(-1.5), .null, .bool(true), .bool(false), .text("hello"), .int(7), .double(1000),
                .text("TRUE"),
            ])
        #expect(cells.map(\.text) == ["42", "-1.5", "", "true", "false", "hello", "007", "1e3", "TRUE"])
    }

    @Test(arguments: [
        ("+5", CellValue.int(5)), (".5", .double(0.5)), ("5.", .double(5)), ("-0", .int(0)),
        ("1E-2", .double(0.01)), ("inf", .text("inf")), ("nan", .text("nan")), ("0x1F", .text("0x1F")),
        (" 1", .text(" 1")), ("1 ", .text("1 ")), ("1,000", .text("1,000")), ("1e999", .text("1e999")),
        ("99999999999999999999", .double(1e20)), ("-", .text("-")), ("e5", .text("e5")), ("1e", .text("1e")),
    ])
    func numberForms(field: String, expected: CellValue) {
        #expect(CSVFieldTyping.value(of: field) == expected)
    }

    @Test func quotedFieldsCommasEscapedQuotesAndNewlines() throws {
        let table = try read("name,note\n\"Smith, J\",\"said \"\"hi\"\"\nthen left\"\n\"42\",\"\"\n")
        #expect(table.rows.count == 2)
        #expect(table.rows[0].cells.map(\.text) == ["Smith, J", "said \"hi\"\nthen left"])
        #expect(table.rows[1].cells.map(\.value) == [.int(42), .null])
    }

    @Test func crlfBomAndNoFinalNewline() throws {
        let table = try read("\u{FEFF}x,y\r\n1,2\r\n3,4")
        #expect(table.columns.map(\.name) == ["x", "y"])
        #expect(table.rows.map { $0.cells.map(\.text) } == [["1", "2"], ["3", "4"]])
        #expect(table.rows.map(\.id) == [RowID(0), RowID(1)])
    }

    @Test func bomInBytesAndLoneCR() throws {
        let table = try CSVReader().read(bytes: [0xEF, 0xBB, 0xBF] + Array("x\r1\r2\r".utf8))
        #expect(table.rows.map { $0.cells[0].text } == ["1", "2"])
    }

    @Test func headerOnlyGivesNoRows() throws {
        let table = try read("a,b\n")
        #expect(table.rows.isEmpty)
        #expect(table.columns.map(\.kind) == [.text, .text])
    }

    @Test func raggedRowsReportTheirLine() throws {
        let short = try #require(error("a,b\n1,2\n3\n"))
        #expect(short.code == .dataRagged)
        #expect(short.location.line == 3)
        #expect(short.message == "this row has 1 field, the header has 2")
        let long = try #require(error("a,b\n\"x\ny\",2,3\n"))
        #expect((long.location.line, long.location.column) == (3, 6))
        #expect(long.description == "t.csv:3:6: error: this row has 3 fields, the header has 2 [data-ragged]")
    }

    @Test func unterminatedQuotePointsAtItsStart() throws {
        let failure = try #require(error("a,b\n1,\"open\n2,3\n"))
        #expect(failure.code == .csvSyntax)
        #expect((failure.location.line, failure.location.column) == (2, 3))
    }

    @Test func textAfterClosingQuoteAndStrayQuote() throws {
        let after = try #require(error("a\n\"x\"y\n"))
        #expect((after.code, after.location.line, after.location.column) == (.csvSyntax, 2, 4))
        let stray = try #require(error("a,b\n1,ab\"c\n"))
        #expect((stray.code, stray.location.line, stray.location.column) == (.csvSyntax, 2, 5))
    }

    @Test func emptyFileDuplicateHeaderAndInvalidUTF8() throws {
        #expect(error("")?.code == .dataEmpty)
        let duplicate = try #require(error("a,b,a\n1,2,3\n"))
        #expect((duplicate.code, duplicate.location.column) == (.dataHeader, 5))
        do {
            _ = try CSVReader().read(bytes: Array("a\nok\n".utf8) + [0xFF, 0x0A], file: "b.csv")
            Issue.record("expected an error")
        } catch {
            #expect((error.code, error.location.line) == (.dataEncoding, 3))
        }
    }
}

@Suite("JSON data reader")
struct JSONDataReaderTests {
    func read(_ text: String) throws -> DataTable { try JSONDataReader().read(text, file: "t.json") }

    func error(_ text: String) -> DataReadError? {
        do {
            _ = try JSONDataReader().read(text, file: "t.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func columnsAndRowsKeepNumberLiterals() throws {
        let table = try read(
            #"{"columns": ["Item", {"name": "Amount", "title": "Amt", "maxWidth": 80}], "rows": [["a", 1.50], ["b", -2], ["c", null], ["d", "3"]]}"#
        )
        #expect(table.columns.map(\.displayTitle) == ["Item", "Amt"])
        #expect(table.columns[1].maxWidth == 80)
        #expect(table.rows.map { $0.cells[1].value } == [.double(1.5), .int(-2), .null, .text("3")])
        #expect(table.rows.map { $0.cells[1].text } == ["1.50", "-2", "", "3"])
        #expect(table.columns[1].kind == .text)
    }

    @Test func arrayOfObjectsOrdersColumnsByFirstAppearance() throws {
        let table = try read(#"[{"b": 1, "a": true}, {"c": "x", "a": false}]"#)
        #expect(table.columns.map(\.name) == ["b", "a", "c"])
        #expect(table.rows[1].cells.map(\.value) == [.null, .bool(false), .text("x")])
    }

    @Test func sectionsAndFooter() throws {
        let table = try read(
            #"{"columns": ["N"], "sections": [{"header": "A", "index": "a", "rows": [[1]]}, {"footer": "end", "rows": [[2], [3]]}], "footer": ["Total"]}"#
        )
        #expect(table.sections.map(\.headerTitle) == ["A", nil])
        #expect(table.sections[1].footerTitle == "end")
        #expect(table.rows.map(\.id) == [RowID(0), RowID(1), RowID(2)])
        #expect(table.footerRow?.cells.map(\.text) == ["Total"])
    }

    @Test func raggedRowPointsAtTheRow() throws {
        let failure = try #require(error("{\"columns\": [\"a\", \"b\"],\n \"rows\": [\n  [1, 2],\n  [3]\n]}"))
        #expect((failure.code, failure.location.line, failure.location.column) == (.dataRagged, 4, 3))
    }

    @Test func syntaxErrorsHaveLineAndColumn() throws {
        let failure = try #require(error("[\n {\"a\": 1,}\n]"))
        #expect((failure.code, failure.location.line, failure.location.column) == (.jsonSyntax, 2, 10))
        #expect(error("{\"columns\": [\"a\"], \"rows\": [[\"x]]}")?.code == .jsonSyntax)
        #expect(error("")?.code == .dataEmpty)
        #expect(error("42")?.code == .dataShape)
        #expect(error("[1]")?.code == .dataShape)
        #expect(error(#"[{"a": [1]}]"#)?.code == .dataShape)
        #expect(error(#"{"rows": []}"#)?.code == .dataShape)
        #expect(error(String(repeating: "[", count: 100_000))?.code == .dataLimit)
    }

    @Test func stringEscapes() throws {
        let table = try read(#"[{"t": "a\"b\\c\n\u00e9\ud83d\ude00"}]"#)
        #expect(table.rows[0].cells[0].text == "a\"b\\c\né😀")
    }
}
