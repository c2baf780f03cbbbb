import Foundation
import Testing

/// `themecheck` over value formats and adaptive colors: schema messages at the offending key or value,
/// contrast judged on the colors the checked appearance produces, render JSON with display texts.
@Suite struct FormatsAndAdaptiveColorsCLITests {
    /// Writes `yaml` (and optionally `csv`) to a fresh folder and runs themecheck there.
    static func run(_ arguments: [String], yaml: String, csv: String? = nil) throws -> ToolRunner.Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tsk-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("t.yaml"))
        if let csv { try Data(csv.utf8).write(to: folder.appendingPathComponent("d.csv")) }
        return try ToolRunner.run(arguments, in: folder)
    }

    @Test func badFormatValuesAndAdaptiveColorsAreSchemaErrorsAtTheirPlace() throws {
        let yaml = """
            format: 1
            name: t
            cell:
              format: { decimals: 21, groupingSeparator: "12345", prefix: "12345678901234567", decimal: 2 }
              textColor: { light: label }
            """
        let output = try Self.run(["--format", "json", "t.yaml"], yaml: yaml)
        #expect(output.status == 1)
        let report = try JSONReport(output.standardOutput)
        let described = report.diagnostics.map { "\($0.code)@\($0.line):\($0.column): \($0.message)" }
        #expect(
            described == [
                "schema@4:23: `cell.format.decimals` must be at most 20, found 21",
                "schema@4:46: `cell.format.groupingSeparator` must be at most 4 characters long, found 5",
                "schema@4:63: `cell.format.prefix` must be at most 16 characters long, found 17",
                "schema@4:84: `decimal` is not a key of `cell.format`; did you mean `decimals`?",
                "schema@5:14: `cell.textColor` is missing the required key `dark`",
            ])
    }

    /// A pale custom background under `label` text: unreadable in dark unless the color adapts.
    @Test(
        arguments: [
            ("\"#FFF4CC\"", "light", 0),
            ("\"#FFF4CC\"", "dark", 1),
            ("{ light: \"#FFF4CC\", dark: \"#4D3A00\" }", "dark", 0),
            ("{ light: \"#4D3A00\", dark: \"#FFF4CC\" }", "light", 1),
        ])
    func contrastChecksTheColorsOfTheCheckedAppearance(background: String, appearance: String, warnings: Int)
        throws
    {
        let yaml = """
            format: 1
            name: t
            appearance: \(appearance)
            cell: { backgroundColor: \(background) }
            """
        // Text on the background; the sort arrow on the header (which starts from `cell`) is another finding.
        func textFindings(_ arguments: [String]) throws -> [JSONReport.Item] {
            try JSONReport(try Self.run(arguments, yaml: yaml).standardOutput).diagnostics.filter {
                $0.message.hasPrefix("text color")
            }
        }
        let checked = try textFindings(["--appearance", appearance, "--format", "json", "t.yaml"])
        #expect(checked.map(\.code) == Array(repeating: "contrast", count: warnings))
        #expect(checked.allSatisfy { $0.line == 4 && $0.column == 26 })
        // Without `--appearance` both are checked: the pale hex background fails in dark whatever the
        // theme's own appearance; an adaptive one whose light side is dark fails in both.
        let both = try textFindings(["--format", "json", "t.yaml"])
        #expect(both.count == (background.hasPrefix("{") ? (warnings > 0 ? 2 : 0) : 1))
    }

    @Test func renderJSONCarriesDisplayAndFormat() throws {
        let yaml = """
            format: 1
            name: t
            palette:
              ink: { light: "#112233", dark: { color: white, alpha: 0.5 } }
            cell: { textColor: $ink, format: { decimals: 2, grouping: true } }
            footer: { format: { prefix: "=" } }
            rules:
              - when: { value: negative }
                style: { format: { negative: parentheses, prefix: "$" } }
            """
        let csv = "Name,Amount\nA,-1234.5\nB,2.675\n"
        let output = try Self.run(
            ["render", "--theme", "t.yaml", "--data", "d.csv", "--format", "json", "--appearance", "dark"], yaml: yaml,
            csv: csv)
        #expect(output.status == 0)
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let cells = try #require(root["cells"] as? [[String: Any]])
        #expect(cells.map { $0["display"] as? String } == ["Name", "Amount", "A", "($1,234.50)", "B", "2.68"])
        #expect(cells.map { $0["text"] as? String } == ["Name", "Amount", "A", "-1234.5", "B", "2.675"])
        #expect(cells[0]["group"] is NSNull)
        #expect(cells[3]["group"] as? Int == 0)
        let style = try #require(cells[3]["style"] as? [String: Any])
        #expect(style["textColor"] as? String == "#FFFFFF80")
        let format = try #require(style["format"] as? [String: Any])
        #expect(format["decimals"] as? Int == 2)
        #expect(format["prefix"] as? String == "$")
        #expect(format["zero"] is NSNull)
    }

    /// `explain` names the displayed text and lists the format sub-keys a layer set (only those).
    @Test func explainShowsTheDisplayedTextAndTheFormatLayers() throws {
        let yaml = """
            format: 1
            name: t
            cell: { format: { decimals: 2 } }
            rules:
              - name: money
                when: { value: negative }
                style: { format: { negative: parentheses } }
            """
        let output = try Self.run(
            ["explain", "--theme", "t.yaml", "--data", "d.csv", "--cell", "0,Amount"], yaml: yaml,
            csv: "Name,Amount\nA,-1234.5\n")
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.first == "theme t (light), body row 0, column 1 \"Amount\": \"-1234.5\" displayed as \"(1234.50)\"")
        let formatLines = lines.filter { $0.hasPrefix("format.") }.map { $0.split(separator: " ").map(String.init) }
        #expect(
            formatLines == [
                ["format.decimals", "2", "cell", "(t.yaml:3)"],
                ["format.negative", "parentheses", "rule", "\"money\"", "(t.yaml:5)"],
            ])
    }
}
