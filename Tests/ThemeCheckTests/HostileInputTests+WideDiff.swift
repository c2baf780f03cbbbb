import Foundation
import Testing

/// `diff` of a wide table: each header cell used to copy every column's name to be explained, so 40,000
/// columns took 13.8 s. The changes it finds, and only those, are still reported.
extension HostileInputTests {
    /// A CSV of `columns` number columns `c0`, `c1`, … and two rows.
    static func wideCSV(columns: Int) -> String {
        let names = (0..<columns).map { "c\($0)" }.joined(separator: ",")
        let first = (0..<columns).map { "\($0)" }.joined(separator: ",")
        let second = (0..<columns).map { "\($0 + 1)" }.joined(separator: ",")
        return names + "\n" + first + "\n" + second + "\n"
    }

    /// A theme that changes one body column and one header cell of 3,000 columns: those two runs, with
    /// the rule that set each, are the whole diff.
    @Test func aWideTablesDiffListsExactlyItsChanges() throws {
        let theme = """
            format: 1
            name: b
            extends: minimal
            rules:
              - name: far-column
                when: { column: { name: c2999 } }
                style: { textColor: "#FF0000" }
              - name: one-title
                when: { section: header, column: { name: c1234 } }
                style: { textColor: "#00FF00" }

            """
        let output = try Self.run(
            ["diff", "minimal", "b.yaml", "--data", "w.csv"],
            files: ["w.csv": Self.wideCSV(columns: 3_000), "b.yaml": theme])
        #expect(output.status == 1, "\(output)")
        #expect(output.standardError == "")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(output)")
        #expect(lines.first?.hasPrefix("header, column c1234: textColor ") == true)
        #expect(lines.first?.hasSuffix(" → #00FF00FF, rule \"one-title\" (b.yaml:8)") == true)
        #expect(lines.dropFirst().first?.hasPrefix("body rows 0–1, column c2999: textColor ") == true)
        #expect(lines.dropFirst().first?.hasSuffix(" → #FF0000FF, rule \"far-column\" (b.yaml:5)") == true)
        #expect(lines.last == "2 changes between minimal and b")
    }
}
