import TableStyleEngine
import Testing

@testable import TableStyleRender

/// The `{"columns", "rows"}` reading straight from the bytes gives the table the located reading gives,
/// and leaves every other shape and every error to the located reading.
@Suite("JSON data reader: rows read from the bytes")
struct JSONRowsReadingTests {
    /// The table of the located reading alone.
    func located(_ text: String) throws -> DataTable {
        let bytes = Array(text.utf8)
        var parser = LocatedJSONParser(bytes: bytes, file: "t.json")
        return try JSONDataReader.TableBuilder(file: "t.json", bytes: bytes).table(from: try parser.parseDocument())
    }

    func direct(_ text: String) -> DataTable? { JSONDataReader.rowsTable(Array(text.utf8), file: "t.json") }

    @Test(arguments: [
        #"{"columns": ["a", "b"], "rows": [[1, "x"], [-2.50, null], [1e999, true], [0, false]]}"#,
        #"{"rows": [["x\"y\\z\u00e9", 12345678901234567890]], "columns": [{"name": "a", "maxWidth": 40}, "b"]}"#,
        #"{"columns": ["a"], "rows": [[1]], "rows": [[2], [3]], "footer": ["total"], "note": {"k": [1, {}]}}"#,
        #"{"columns": ["a", "b"], "rows": []}"#,
        " \n{\"columns\" : [ \"a\" ] ,\n \"rows\" : [ [ 7 ] , [ \"\" ] ] }\n ",
    ])
    func sameTableAsTheLocatedReading(_ text: String) throws {
        let table = try #require(direct(text))
        let expected = try located(text)
        #expect(table == expected)
        #expect(table.rows.map(\.id) == expected.rows.map(\.id))
        #expect(table.rows.flatMap(\.cells).map(\.text) == expected.rows.flatMap(\.cells).map(\.text))
    }

    @Test(arguments: [
        #"[{"a": 1}]"#,
        #"{"columns": ["a"], "sections": [{"rows": [[1]]}]}"#,
        #"{"columns": ["a"], "rows": [{"a": 1}]}"#,
        #"{"columns": ["a"], "rows": [[[1]]]}"#,
        #"{"columns": ["a", "b"], "rows": [[1]]}"#,
        #"{"columns": ["a", "a"], "rows": [[1, 2]]}"#,
        #"{"rows": [[1]]}"#,
        #"{"columns": ["a"], "rows": [[1,]]}"#,
        #"{"columns": ["a"], "rows": [[1]]} x"#,
        #"{"columns": ["a"], "rows": [[01]]}"#,
        "",
    ])
    func otherShapesAndErrorsAreLeftToTheLocatedReading(_ text: String) throws {
        #expect(direct(text) == nil)
        // And the reader still answers what the located reading answers.
        let expected = Result { () throws -> DataTable in try located(text) }
        let read = Result { () throws -> DataTable in try JSONDataReader().read(text, file: "t.json") }
        switch (expected, read) {
        case (.success(let expected), .success(let table)): #expect(table == expected)
        case (.failure(let expected as DataReadError), .failure(let error as DataReadError)):
            #expect(error.code == expected.code)
            #expect(error.location == expected.location)
            #expect(error.message == expected.message)
        default: Issue.record("the reader and the located reading disagree on \(text)")
        }
    }
}
