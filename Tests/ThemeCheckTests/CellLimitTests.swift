import Foundation
import Testing

/// `--cell-limit`: tables over the cell budget are a `data-limit` error naming the option where the
/// command takes it.
@Suite struct CellLimitTests {
    /// An array of 3,000 objects, each with a key of its own: 3,000 × 3,001 cells, far over the default.
    static let sparse = "[" + (0..<3000).map { "{\"k\($0)\": \($0)}" }.joined(separator: ",") + "]"
    static let message =
        "s.json:1:1: error: the data has 3000 rows of 3000 columns, over the limit of 4194304 cells "
        + "(each row counts as its columns + 1)"

    @Test(arguments: [
        (["render", "--theme", "minimal"], "; --cell-limit raises it"),
        (["explain", "--theme", "minimal", "--cell", "0,0"], "; --cell-limit raises it"),
        (["diff", "minimal", "corporate"], "; --cell-limit raises it"),
        (["gallery", "minimal", "--output", "g.html"], ""), (["validate", "t.yaml"], ""),
    ])
    func sparseJSONIsRefused(arguments: [String], hint: String) throws {
        let output = try HostileInputTests.run(
            arguments + ["--data", "s.json"], files: ["s.json": Self.sparse, "t.yaml": "format: 1\nname: t\n"])
        #expect(output.status == 2, "\(output)")
        #expect(output.standardError.hasPrefix(Self.message + hint + " [data-limit]\n"), "\(output)")
    }

    @Test func theLimitIsAnOption() throws {
        let files = ["d.csv": "a,b\n1,2\n3,4\n5,6\n"]
        let fits = try HostileInputTests.run(
            ["render", "--theme", "minimal", "--data", "d.csv", "--cell-limit", "9"], files: files)
        #expect(fits.status == 0)
        let over = try HostileInputTests.run(
            ["render", "--theme", "minimal", "--data", "d.csv", "--cell-limit", "8"], files: files)
        #expect(over.status == 2)
        #expect(
            over.standardError.hasPrefix(
                "d.csv:4:1: error: the data has more than 2 rows of 2 columns, over the limit of 8 cells "
                    + "(each row counts as its columns + 1); --cell-limit raises it [data-limit]\n"))
        let raised = try HostileInputTests.run(
            ["render", "--theme", "minimal", "--data", "s.json", "--cell-limit", "9M", "--rows", "0:1"],
            files: ["s.json": Self.sparse])
        #expect(raised.status == 0)
        for bad in ["0", "-1", "lots", "4X"] {
            let output = try HostileInputTests.run(
                ["render", "--theme", "minimal", "--cell-limit", bad], files: [:])
            #expect(output.status == 2)
            #expect(output.standardError.hasPrefix("Error: The value '\(bad)' is invalid for '--cell-limit <cells>'."))
        }
    }
}
