import Foundation
import Testing

@Suite("themecheck render: column widths")
struct CLIColumnWidthTests {
    /// The column rule under the search bar (third line), colors removed.
    static func columnRule(_ extra: [String], format: String) throws -> String {
        let output = try ToolRunner.run(["render", "--theme", "corporate", "--format", format] + extra)
        #expect(output.status == 0, "\(extra): \(output.standardError)")
        let plain = output.standardOutput.replacing(/\x1B\[[0-9;]*m/, with: "")
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 2 ? String(lines[2]) : ""
    }

    /// The HTML page's column widths.
    static func htmlWidths(_ extra: [String]) throws -> [String] {
        let output = try ToolRunner.run(["render", "--theme", "corporate", "--format", "html"] + extra)
        #expect(output.status == 0, "\(extra): \(output.standardError)")
        return output.standardOutput.split(separator: "\n").filter { $0.contains(" col.c") }.map(String.init)
    }

    @Test(arguments: [[], ["--sort", "Description"], ["--sort", "Amount:desc"]])
    func everyRowsSliceHasTheWholeTablesWidths(extra: [String]) throws {
        // The demo ledger's Description texts differ in length from row to row, so a slice measured on its
        // own rows would be narrower than the whole table.
        let whole = try Self.columnRule(extra, format: "ansi")
        #expect(whole.hasPrefix("├"))
        let html = try Self.htmlWidths(extra)
        #expect(!html.isEmpty)
        for rows in ["0:1", "2:1", "4:2", "6:3", "100:5"] {
            #expect(try Self.columnRule(extra + ["--rows", rows], format: "ansi") == whole, "--rows \(rows)")
            #expect(try Self.htmlWidths(extra + ["--rows", rows]) == html, "--rows \(rows)")
        }
    }
}
