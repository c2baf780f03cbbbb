import Foundation
import Testing

/// End-to-end: `render` and `explain` through the built binary, compared with golden files.
@Suite struct CLIRenderTests {
    @Test(arguments: [
        (
            "render-csv-snapshot",
            [
                "render", "--theme", "data/status.yaml", "--data", "data/invoices.csv", "--sort", "Amount:desc",
                "--select", "1", "--format", "snapshot",
            ]
        ),
        (
            "render-json-window",
            [
                "render", "--theme", "data/status.yaml", "--data", "data/invoices.json", "--rows", "1:2", "--format",
                "json",
            ]
        ),
        ("render-demo-dark", ["render", "--theme", "corporate", "--appearance", "dark", "--format", "snapshot"]),
        (
            "explain-selected",
            [
                "explain", "--theme", "data/status.yaml", "--data", "data/invoices.csv", "--cell", "0,Amount",
                "--sort", "Amount", "--select", "1",
            ]
        ),
        ("explain-header", ["explain", "--theme", "corporate", "--cell", "header,3", "--sort", "3:desc"]),
        ("explain-footer", ["explain", "--theme", "minimal", "--cell", "footer,Amount"]),
        (
            "explain-rule-trace",
            ["explain", "--theme", "author/trace.yaml", "--cell", "data:2,Amount", "--rule", "overdue"]
        ),
        (
            "explain-rule-header",
            ["explain", "--theme", "author/trace.yaml", "--cell", "header,Amount", "--rule", "#1"]
        ),
        ("explain-unknown-rule", ["explain", "--theme", "author/trace.yaml", "--cell", "0,0", "--rule", "overdu"]),
        (
            "explain-overrides-selection",
            ["explain", "--theme", "author/trace.yaml", "--cell", "data:1,Amount", "--select", "1", "--sort", "Amount"]
        ),
        ("explain-data-row-out-of-range", ["explain", "--theme", "corporate", "--cell", "data:10,0"]),
        ("render-theme-errors", ["render", "--theme", "codes/color.yaml"]),
        ("render-ragged-data", ["render", "--theme", "corporate", "--data", "data/ragged.csv"]),
        ("render-unknown-theme", ["render", "--theme", "corprate"]),
        ("render-missing-theme-file", ["render", "--theme", "nothere.yaml"]),
        ("render-unknown-sort-column", ["render", "--theme", "corporate", "--sort", "Amont"]),
        (
            "render-select-out-of-range",
            ["render", "--theme", "corporate", "--data", "data/invoices.csv", "--select", "4"]
        ),
        ("explain-row-out-of-range", ["explain", "--theme", "corporate", "--cell", "10,0"]),
        (
            "render-plugins",
            [
                "render", "--theme", "plugins/overdue.yaml", "--plugins", "plugins/manifest.yaml", "--rows", "0:1",
                "--format", "snapshot",
            ]
        ),
        ("render-undeclared-plugin", ["render", "--theme", "plugins/overdue.yaml", "--rows", "0:1"]),
    ])
    func outputMatchesGolden(name: String, arguments: [String]) throws {
        let output = try ToolRunner.run(arguments, environment: ["COLORTERM": "truecolor"])
        try GoldenFile.check(output, named: name)
    }

    /// A theme file's findings read the same in `render` as in validation, in the same order: the schema's
    /// wording (not the loader's), the hints (the regex error at the pattern's character, the `#` comment
    /// in a flow list), the duplicate key's note, a broken parent.
    @Test(arguments: [
        "codes/regex.yaml", "codes/yaml-syntax.yaml", "codes/color.yaml", "codes/duplicate-key.yaml",
        "codes/schema.yaml", "codes/extends.yaml", "messages/no-space-after-colon.yaml",
        "messages/no-space-before-key.yaml", "messages/colon-in-value.yaml", "messages/curly-quotes.yaml",
        "messages/format-currency.yaml", "messages/rule-without-when.yaml", "messages/when-list.yaml",
        "messages/row-value-column-key.yaml", "messages/rules-mapping.yaml", "messages/scale-in-cell.yaml",
        "messages/extends-capitalized.yaml",
    ])
    func renderReportsAThemeFileAsValidationDoes(file: String) throws {
        // Validation reports on standard output, `render` on standard error.
        func findings(_ output: ToolRunner.Output) -> [Substring] {
            (output.standardOutput + output.standardError).split(separator: "\n").filter {
                $0.contains(": error: ") || $0.contains(": note: ")
            }
        }
        let validated = try ToolRunner.run([file])
        let rendered = try ToolRunner.run(["render", "--theme", file, "--rows", "0:1"])
        #expect(!findings(validated).isEmpty)
        #expect(findings(rendered) == findings(validated))
        #expect(rendered.status == validated.status)
    }

    @Test(arguments: [
        ["--rows", "9223372036854775807:9223372036854775807"], ["--rows", "100:5"], ["--rows", "0:0"],
        ["--width", "1", "--format", "ansi"], ["--select", "0,0,9"], ["--sort", "5:desc", "--format", "html"],
    ])
    func extremeOptionValuesRenderWithoutCrashing(extra: [String]) throws {
        let output = try ToolRunner.run(["render", "--theme", "corporate"] + extra)
        #expect(output.status == 0, "\(extra): \(output.standardError)")
    }

    @Test func ansiFormatHonoursWidthRowsAndColorDepth() throws {
        let arguments = ["render", "--theme", "corporate", "--format", "ansi", "--width", "60", "--rows", "0:3"]
        let output = try ToolRunner.run(arguments, environment: ["COLORTERM": "truecolor"])
        #expect(output.status == 0)
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.contains("\u{1B}[0;38;2;"), "24-bit colour expected with COLORTERM=truecolor")
        let plain = output.standardOutput.replacing(/\x1B\[[0-9;]*m/, with: "")
        for line in plain.split(separator: "\n") {
            #expect(line.count <= 60, "line wider than --width 60: \(line)")
        }
        #expect(plain.contains("Rent") && plain.contains("Food"))
        #expect(!plain.contains("Income"), "--rows 0:3 draws three body rows (the fourth is Salary, Income)")
        let palette = try ToolRunner.run(arguments, environment: ["COLORTERM": ""])
        #expect(palette.standardOutput.contains("\u{1B}[0;38;5;"), "256 colours without COLORTERM")
    }

    @Test func htmlFormatIsAStandalonePageWithTheCells() throws {
        let output = try ToolRunner.run([
            "render", "--theme", "data/status.yaml", "--data", "data/invoices.csv", "--format", "html",
        ])
        #expect(output.status == 0)
        #expect(output.standardOutput.hasPrefix("<!DOCTYPE html>"))
        for text in ["Invoice", "INV-1", "Globex", "-40", "overdue"] {
            #expect(output.standardOutput.contains(text))
        }
    }

    @Test func defaultFormatIsSnapshotWhenNotATerminal() throws {
        let automatic = try ToolRunner.run(["render", "--theme", "corporate"])
        let snapshot = try ToolRunner.run(["render", "--theme", "corporate", "--format", "snapshot"])
        #expect(automatic.status == 0)
        #expect(automatic == snapshot)
        #expect(automatic.standardOutput.hasPrefix("style-snapshot 1\ntheme corporate\n"))
    }

    @Test func selectionFollowsRowsWhenSorting() throws {
        // INV-2 (data row 1, Amount -40) sorts first ascending; it stays the selected row.
        let output = try ToolRunner.run([
            "render", "--theme", "data/status.yaml", "--data", "data/invoices.csv", "--select", "1", "--sort",
            "Amount", "--format", "json",
        ])
        #expect(output.status == 0)
        let tree = try JSONDecoder().decode(RenderJSON.self, from: Data(output.standardOutput.utf8))
        let body = tree.cells.filter { $0.section == "body" }
        let selected = body.filter { $0.style.backgroundColor == "#007AFF33" }
        #expect(Set(selected.map(\.row)) == [0])
        #expect(selected.map(\.text) == ["INV-2", "Globex", "overdue", "-40"])
        #expect(tree.columns.map(\.sort) == [nil, nil, nil, "ascending"])
    }

    @Test func csvAndJSONDataRenderTheSameCells() throws {
        func cells(_ file: String) throws -> [RenderJSON.Cell] {
            let output = try ToolRunner.run([
                "render", "--theme", "data/status.yaml", "--data", file, "--sort", "Customer:desc", "--format", "json",
            ])
            #expect(output.status == 0)
            return try JSONDecoder().decode(RenderJSON.self, from: Data(output.standardOutput.utf8)).cells
        }
        let csv = try cells("data/invoices.csv")
        let json = try cells("data/invoices.json")
        #expect(csv.map(\.text) == json.map(\.text))
        #expect(csv.map(\.labels) == json.map(\.labels))
        #expect(csv.count == 4 * 5)
    }

    @Test(arguments: ["corporate", "minimal", "dark", "analytics"])
    func everyBundledThemeRendersEveryFormat(theme: String) throws {
        for format in ["snapshot", "ansi", "html", "json"] {
            let output = try ToolRunner.run(["render", "--theme", theme, "--format", format])
            #expect(output.status == 0, "\(theme) \(format): \(output.standardError)")
            #expect(!output.standardOutput.isEmpty)
        }
    }

    @Test func fixtureThemeChecksClean() throws {
        let output = try ToolRunner.run(["--strict", "data/status.yaml"])
        #expect(
            output
                == ToolRunner.Output(
                    status: 0, standardOutput: "1 file checked, no problems found.\n", standardError: ""))
    }
}

/// The parts of the render JSON the tests look at.
struct RenderJSON: Decodable {
    struct Column: Decodable {
        var name: String
        var highlighted: Bool
        var sort: String?
    }

    struct Style: Decodable {
        var textColor: String
        var backgroundColor: String
    }

    struct Cell: Decodable {
        var section: String
        var row: Int
        var column: Int
        var text: String
        var style: Style
        var labels: [String]
    }

    var theme: String
    var columns: [Column]
    var cells: [Cell]
}
