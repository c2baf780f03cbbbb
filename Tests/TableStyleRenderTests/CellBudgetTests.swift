import TableStyleEngine
import Testing

@testable import TableStyleRender

/// The cell budget: a table of `rows × (columns + 1)` cells over the limit is refused before it is built.
@Suite struct CellBudgetTests {
    static func csv(rows: Int) -> String {
        "a,b,c\n" + (0..<rows).map { "\($0),x,y\n" }.joined()
    }

    /// 3 columns cost 4 cells a row: a budget of 40 allows 10 rows, and the 11th (line 12) is refused.
    @Test(arguments: [1, 2, 4])
    func csvStopsAtTheFirstRowPastTheLimit(threads: Int) throws {
        let budget = CellBudget(limit: 40)
        let fits = Array(Self.csv(rows: 10).utf8).withUnsafeBufferPointer {
            CSVReader.parse($0, file: "t.csv", threads: threads, budget: budget)
        }
        #expect(try fits.get().rows.count == 10)
        let over = Array(Self.csv(rows: 200).utf8).withUnsafeBufferPointer {
            CSVReader.parse($0, file: "t.csv", threads: threads, budget: budget)
        }
        let error = try #require(throws: DataReadError.self) { try over.get() }
        #expect(
            error.description
                == "t.csv:12:1: error: the data has more than 10 rows of 3 columns, over the limit of 40 cells "
                + "(each row counts as its columns + 1) [data-limit]")
    }

    /// Read on several threads, the first problem in file order is still the one reported.
    @Test(arguments: [1, 2, 4])
    func aRaggedRowBeforeTheLimitIsReportedFirst(threads: Int) throws {
        let text = "a,b,c\n1,2,3\n4,5\n" + (0..<200).map { "\($0),x,y\n" }.joined()
        let read = Array(text.utf8).withUnsafeBufferPointer {
            CSVReader.parse($0, file: "t.csv", threads: threads, budget: CellBudget(limit: 40))
        }
        let error = try #require(throws: DataReadError.self) { try read.get() }
        #expect(error.description == "t.csv:3:3: error: this row has 2 fields, the header has 3 [data-ragged]")
    }

    /// Rows spread unevenly over the runs: one run past its share, the whole within the budget, is read.
    @Test(arguments: [2, 4])
    func unevenRunsWithinTheBudgetAreRead(threads: Int) throws {
        let short = (0..<300).map { "\($0),,\n" }.joined()
        let long = (0..<10).map { "\($0),\(String(repeating: "x", count: 400)),y\n" }.joined()
        let read = Array(("a,b,c\n" + short + long).utf8).withUnsafeBufferPointer {
            CSVReader.parse($0, file: "t.csv", threads: threads, budget: CellBudget(limit: 310 * 4))
        }
        #expect(try read.get().rows.count == 310)
    }

    @Test func csvEmptyLinesCountAsRows() throws {
        let text = "a\n" + String(repeating: "\n", count: 100)
        let error = try #require(throws: DataReadError.self) {
            try CSVReader(cellBudget: CellBudget(limit: 100, hint: "raise it")).read(text, file: "e.csv")
        }
        #expect(
            error.description
                == "e.csv:52:1: error: the data has more than 50 rows of 1 column, over the limit of 100 cells "
                + "(each row counts as its columns + 1); raise it [data-limit]")
    }

    /// Objects with distinct keys: each row gets every key's column, refused before a row is expanded.
    @Test func sparseObjectsAreRefusedBeforeTheyExpand() throws {
        let text = "[" + (0..<100).map { "{\"k\($0)\": \($0)}" }.joined(separator: ", ") + "]"
        let reader = JSONDataReader(cellBudget: CellBudget(limit: 100 * 101 - 1))
        let error = try #require(throws: DataReadError.self) { try reader.read(text, file: "s.json") }
        #expect(
            error.description
                == "s.json:1:1: error: the data has 100 rows of 100 columns, over the limit of 10099 cells "
                + "(each row counts as its columns + 1) [data-limit]")
        let fits = try JSONDataReader(cellBudget: CellBudget(limit: 100 * 101)).read(text, file: "s.json")
        #expect(fits.rows.count == 100)
        #expect(fits.columns.count == 100)
    }

    /// Rows `{}` against many columns, and rows counted across sections; the fast path of array rows too.
    @Test(arguments: [
        (#"{"columns": ["a", "b", "c"], "rows": [{}, {}, {}]}"#, "1:38", "3 rows"),
        (#"{"columns": ["a", "b", "c"], "rows": [[1, 2, 3], [4, 5, 6], [7, 8, 9]]}"#, "1:38", "3 rows"),
        (
            #"{"columns": ["a", "b", "c"], "sections": [{"rows": [{}, {}]}, {"rows": [[1, 2, 3]]}]}"#, "1:72",
            "3 rows"
        ),
    ])
    func jsonRowsAreCountedBeforeTheyAreMade(text: String, position: String, rows: String) throws {
        let error = try #require(throws: DataReadError.self) {
            try JSONDataReader(cellBudget: CellBudget(limit: 11)).read(text, file: "r.json")
        }
        #expect(
            error.description
                == "r.json:\(position): error: the data has \(rows) of 3 columns, over the limit of 11 cells "
                + "(each row counts as its columns + 1) [data-limit]")
        #expect(try JSONDataReader(cellBudget: CellBudget(limit: 12)).read(text, file: "r.json").rows.count == 3)
    }

    @Test func theDefaultReadsALedgerOf400000RowsOf9Columns() {
        #expect(CellBudget().rowLimit(columns: 9) >= 400_000)
        #expect(CellBudget(limit: 0).limit == 1)
    }
}
