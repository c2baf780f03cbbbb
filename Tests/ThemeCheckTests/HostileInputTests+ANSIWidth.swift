import Foundation
import Testing

/// ANSI output into a pipe or a file, without `--width`, used to draw every column as wide as its longest
/// cell: one 4 MB cell made each of 200,000 rows a 4 MB line. The table is now laid out in 200 characters
/// by default and no column is drawn wider than 2,000, so the output grows with the rows only.
extension HostileInputTests {
    /// A CSV of two columns: one 20,000-character cell in the first row, then `rows` short rows.
    static func wideCellCSV(rows: Int) -> String {
        var text = "A,B\n" + String(repeating: "x", count: 20_000) + ",1\n"
        for row in 0..<rows { text += "\(row),\n" }
        return text
    }

    /// The lines of an ANSI rendering without its color sequences, in characters.
    static func plainLines(_ ansi: String) -> [String] {
        let plain = ansi.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Into a pipe without `--width`, the table is 200 characters wide: the long cell is shortened with an
    /// ellipsis and every line, the 500 short rows' included, is exactly 200 characters. Before, each
    /// line was over 20,000 characters (10 MB in all).
    @Test func ansiWithoutAWidthIsTwoHundredCharactersWide() throws {
        let output = try Self.run(
            ["render", "--theme", "minimal", "--data", "w.csv", "--format", "ansi"],
            files: ["w.csv": Self.wideCellCSV(rows: 500)])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        let lines = Self.plainLines(output.standardOutput)
        // Top rule, header, rule, 501 body rows, bottom rule.
        #expect(lines.count == 505)
        #expect(lines.allSatisfy { $0.count == 200 })
        #expect(lines.contains { $0.contains("xxx…") })
        #expect(output.standardOutput.utf8.count < 505 * 200 * 4)
    }

    /// However wide `--width` is, no column is drawn wider than 2,000 characters: the long cell's line is
    /// its 2,000 characters, the other column's, two padding spaces each and three borders.
    @Test func noColumnIsDrawnWiderThanTwoThousandCharacters() throws {
        let output = try Self.run(
            ["render", "--theme", "minimal", "--data", "w.csv", "--format", "ansi", "--width", "1000000"],
            files: ["w.csv": Self.wideCellCSV(rows: 3)])
        #expect(output.status == 0)
        let lines = Self.plainLines(output.standardOutput)
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { $0.count == 2_000 + 1 + 2 + 2 + 3 })
        let long = try #require(lines.first { $0.contains("xxx") })
        #expect(long.hasPrefix("│ " + String(repeating: "x", count: 1_999) + "… │"))
    }
}
