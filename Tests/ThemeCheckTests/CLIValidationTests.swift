import Foundation
import Testing

@testable import ThemeCheckCore

/// End-to-end: the built binary on fixture themes, compared byte for byte with golden files
/// (exit status, standard output and standard error).
@Suite struct CLIValidationTests {
    /// One fixture per diagnostic code, plus a clean theme.
    static let codeFixtures = [
        "valid", "yaml-syntax", "duplicate-key", "limit", "version", "schema", "color", "palette-ref", "extends",
        "regex", "predicate", "duplicate-rule", "contrast", "no-effect",
    ]

    @Test(arguments: codeFixtures)
    func humanOutputMatchesGolden(fixture: String) throws {
        let output = try ToolRunner.run(["codes/\(fixture).yaml"])
        try GoldenFile.check(output, named: "\(fixture).human")
    }

    @Test(arguments: codeFixtures)
    func jsonOutputMatchesGolden(fixture: String) throws {
        let output = try ToolRunner.run(["--format", "json", "codes/\(fixture).yaml"])
        try GoldenFile.check(output, named: "\(fixture).json")
    }

    @Test(arguments: codeFixtures.filter { $0 != "valid" })
    func eachFixtureReportsItsCode(fixture: String) throws {
        let output = try ToolRunner.run(["--format", "json", "codes/\(fixture).yaml"])
        let report = try JSONReport(output.standardOutput)
        #expect(report.codes.contains(fixture), "\(fixture).yaml should report [\(fixture)], got \(report.codes)")
        let isWarning = fixture == "contrast" || fixture == "no-effect"
        #expect(output.status == (isWarning ? 0 : 1))
        let strict = try ToolRunner.run(["--strict", "--format", "json", "codes/\(fixture).yaml"])
        #expect(strict.status == 1)
    }

    @Test(arguments: [
        ("github-schema", ["--format", "github", "codes/schema.yaml"]),
        ("github-contrast", ["--format", "github", "codes/contrast.yaml"]),
        ("strict-no-effect", ["--strict", "codes/no-effect.yaml"]),
        ("cycle", ["cycle"]),
        ("family", ["family/"]),
        ("recolored-parent", ["--format", "json", "recolor"]),
        ("plugins", ["--plugins", "plugins/manifest.yaml", "plugins/uses-plugin.yaml"]),
        ("plugins-missing-manifest", ["plugins/uses-plugin.yaml"]),
        ("all-codes-json", ["--format", "json", "codes"]),
        ("missing-path", ["codes/valid.yaml", "no/such/file.yaml"]),
        ("missing-manifest", ["--plugins", "nothere.yaml", "codes/valid.yaml"]),
        ("directives", ["author/directives.yaml"]),
        ("unknown-columns", ["--data", "data/invoices.csv", "author/columns.yaml"]),
        ("unknown-columns-bad-data", ["--data", "data/ragged.csv", "author/columns.yaml"]),
        ("light-only", ["--appearance", "light", "codes/valid.yaml"]),
        ("diff-child", ["diff", "corporate", "author/recolor.yaml", "--sort", "Amount:desc"]),
        ("diff-same", ["diff", "minimal", "minimal"]),
        ("diff-json", ["diff", "minimal", "corporate", "--format", "json", "--select", "1"]),
        ("show-bundled", ["show", "minimal"]),
        ("show-merged", ["show", "--merged", "author/recolor.yaml"]),
        ("diff-missing-theme", ["diff", "minimal"]),
        ("exclusive-pairs", ["author/exclusive.yaml"]),
        (
            "render-unknown-columns",
            ["render", "--theme", "author/columns.yaml", "--data", "data/invoices.csv", "--rows", "0:1"]
        ),
    ])
    func scenarioMatchesGolden(name: String, arguments: [String]) throws {
        try GoldenFile.check(try ToolRunner.run(arguments), named: name)
    }

    /// The messages that say what to do: each mistake's whole output (Fixtures/messages).
    @Test(arguments: [
        "flow-comment", "block-comment", "indent-key", "indent-item", "double-quoted-regex", "regex-caret",
        "unquoted-rgb", "designer-words", "recovery", "no-space-after-colon", "no-space-before-key",
        "no-space-only-key", "colon-in-value", "curly-quotes", "format-currency", "rule-without-when", "when-list",
        "row-value-column-key", "rules-mapping", "scale-in-cell", "extends-capitalized", "bar-min-above-max",
    ])
    func messageMatchesGolden(name: String) throws {
        try GoldenFile.check(try ToolRunner.run(["messages/\(name).yaml"]), named: "message-\(name)")
    }

    @Test func bundledThemesCheckClean() throws {
        let output = try ToolRunner.run(["--strict", "--format", "json", "Themes/"], in: ToolRunner.packageRoot)
        #expect(output.status == 0)
        let report = try JSONReport(output.standardOutput)
        #expect(report.diagnostics.isEmpty, "bundled themes should check clean: \(output.standardOutput)")
        let human = try ToolRunner.run(["Themes"], in: ToolRunner.packageRoot)
        #expect(human.status == 0)
        #expect(human.standardOutput.hasSuffix("checked, no problems found.\n"))
    }

    @Test func jsonOutputHasExactlyTheSpecifiedShape() throws {
        let output = try ToolRunner.run(["--format", "json", "codes/duplicate-rule.yaml"])
        #expect(
            output.standardOutput
                == #"{"diagnostics":[{"file":"codes/duplicate-rule.yaml","line":7,"column":11,"severity":"error","#
                + #""code":"duplicate-rule","message":"rule name \"red\" is already used by the rule at line 4; "#
                + #"rule names must be unique within a theme"}],"errors":1,"warnings":0}"# + "\n")
    }

    @Test func findingsOfAllFilesAreSortedByFileLineAndColumn() throws {
        let output = try ToolRunner.run(["--format", "json", "codes/schema.yaml", "codes/color.yaml", "cycle"])
        let report = try JSONReport(output.standardOutput)
        let keys = report.diagnostics.map { [$0.file, String(format: "%06d%06d", $0.line, $0.column)] }
        #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(
            Set(report.diagnostics.map(\.file)) == [
                "codes/schema.yaml", "codes/color.yaml", "cycle/alpha.yaml", "cycle/beta.yaml",
            ])
        #expect(report.errors == report.diagnostics.count { $0.severity == "error" })
    }
}

/// The JSON output of `--format json`, decoded for assertions.
struct JSONReport: Decodable {
    struct Item: Decodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var code: String
        var message: String
    }

    var diagnostics: [Item]
    var errors: Int
    var warnings: Int
    /// The files whose check stopped at the error limit (the key is written only when there are some).
    var stopped: [String]?

    var codes: [String] { diagnostics.map(\.code) }

    init(_ text: String) throws {
        self = try JSONDecoder().decode(JSONReport.self, from: Data(text.utf8))
    }
}
