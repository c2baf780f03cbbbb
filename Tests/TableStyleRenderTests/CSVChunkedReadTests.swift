import SeededRandom
import TableStyleEngine
import Testing

@testable import TableStyleRender

@Suite("CSV reader: bodies read on several threads")
struct CSVChunkedReadTests {
    /// Parses `text` with the body read on at most `threads` threads.
    static func read(_ text: String, threads: Int) -> Result<DataTable, DataReadError> {
        Array(text.utf8).withUnsafeBufferPointer { CSVReader.parse($0, file: "t.csv", threads: threads) }
    }

    /// A body whose records often hold quoted line feeds (so many cuts fall inside a quoted field),
    /// doubled quotes, CRLF and lone CR endings, and non-ASCII text.
    static func tricky(rows: Int, seed: UInt64) -> String {
        var generator = SplitMix(seed: seed)
        var text = "Name,Note,Amount\r\n"
        for index in 0..<rows {
            let note: String
            switch generator.next() % 5 {
            case 0: note = "\"line one\nline two, \"\"quoted\"\"\nline three\""
            case 1: note = "\"Müller, \r\n Straße\""
            case 2: note = ""
            case 3: note = "plain \(index)"
            default: note = "\"\(String(repeating: "\n", count: Int(generator.next() % 4)))\""
            }
            let ending = ["\n", "\r\n", "\r"][Int(generator.next() % 3)]
            text += "n\(index),\(note),\(Int(generator.next() % 20_000) - 10_000)\(ending)"
        }
        return text
    }

    @Test(arguments: [1, 2, 3, 5, 8, 64])
    func everyThreadCountReadsTheSameTable(threads: Int) throws {
        for seed in UInt64(1)...4 {
            let text = Self.tricky(rows: 1_500, seed: seed)
            let one = try Self.read(text, threads: 1).get()
            let many = try Self.read(text, threads: threads).get()
            #expect(many.rows == one.rows, "seed \(seed), \(threads) threads")
            #expect(many.columns == one.columns)
            #expect(many.rows.map(\.id) == (0..<1_500).map(RowID.init))
        }
    }

    /// One column of fields that are a quoted line feed, between plain ones: a run that starts after the
    /// line feed inside the quotes reads well-formed records (the quotes pair up the other way), so only
    /// the check that each run ends where the next began catches the wrong cut.
    @Test func aCutInsideAQuotedFieldThatStillParsesIsCaught() throws {
        let text = "A\n" + (0..<3_000).map { $0 % 2 == 0 ? "\"\n\"\n" : "v\($0)\n" }.joined()
        let one = try Self.read(text, threads: 1).get()
        #expect(one.rows.count == 3_000)
        for threads in 2...9 {
            #expect(try Self.read(text, threads: threads).get().rows == one.rows, "\(threads) threads")
        }
    }

    @Test func linesEndingInCarriageReturnsAloneAreReadWhole() throws {
        let text = "A,B\r" + (0..<2_000).map { "\($0),x\($0)\r" }.joined()
        let many = try Self.read(text, threads: 4).get()
        #expect(many.rows.count == 2_000)
        #expect(many.rows == (try Self.read(text, threads: 1).get()).rows)
    }

    /// Whatever run finds an error, the error reported is the first in the file, as one thread finds it.
    @Test(arguments: [10, 999, 1_990])
    func theFirstErrorInTheFileIsReported(row: Int) throws {
        var lines = (0..<2_000).map { "r\($0),\($0)" }
        lines[row] = "r\(row),1,2"
        lines[1_995] = "r\"x,1"
        let text = "A,B\n" + lines.joined(separator: "\n") + "\n"
        let expected = Self.read(text, threads: 1)
        for threads in [2, 3, 7] {
            let got = Self.read(text, threads: threads)
            guard case .failure(let error) = got, case .failure(let first) = expected else {
                Issue.record("expected an error with \(threads) threads")
                continue
            }
            #expect(error.description == first.description)
            #expect(error.description.contains("t.csv:\(row + 2):"), "\(error.description)")
        }
    }

    @Test func anInputOfAMegabyteAndMoreIsReadInRunsAndTheSame() throws {
        let row = "2026-01-01,\"Stark, Ind.\",-2853.02,15.093,6,paid,0.3657,true,note,90\n"
        let text = "Date,Payee,Amount,Tax,Qty,Status,Rate,Flag,Note,Score\n" + String(repeating: row, count: 20_000)
        #expect(text.utf8.count >= CSVReader.parallelByteThreshold)
        let automatic = try CSVReader().read(bytes: Array(text.utf8))
        #expect(automatic.rows == (try Self.read(text, threads: 1).get()).rows)
        #expect(automatic.rows.count == 20_000)
    }
}
