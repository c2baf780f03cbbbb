import TableStyleDiagnostics
import TableStyleTheme
import Testing

@testable import ThemeCheckCore

@Suite struct CommandParserTests {
    @Test(arguments: [
        (["a.yaml"], Command.validate(ValidateOptions(paths: ["a.yaml"]))),
        (
            ["--format", "json", "--strict", "Themes/", "b.yml"],
            .validate(ValidateOptions(format: .json, strict: true, paths: ["Themes/", "b.yml"]))
        ),
        (["--format=github", "x"], .validate(ValidateOptions(format: .github, paths: ["x"]))),
        (
            ["--plugins", "p.yaml", "--", "--odd-name.yaml"],
            .validate(ValidateOptions(plugins: "p.yaml", paths: ["--odd-name.yaml"]))
        ),
        (["--format", "json", "--format", "human", "x"], .validate(ValidateOptions(format: .human, paths: ["x"]))),
        (["--version"], .version),
        (["--help"], .help(.validate)),
        (["-h", "--bogus"], .help(.validate)),
        (["render", "-h"], .help(.render)),
        (["help", "explain"], .help(.explain)),
        (["help"], .help(.validate)),
        (["schema"], .schema),
        (["schema", "--help"], .help(.schema)),
    ])
    func parsesValidCommandLines(arguments: [String], expected: Command) throws {
        #expect(try CommandParser.parse(arguments) == expected)
    }

    @Test func parsesRenderOptions() throws {
        let command = try CommandParser.parse([
            "render", "--theme", "corporate", "--data", "d.csv", "--sort", "Amount:desc", "--select", "0,2",
            "--appearance", "dark", "--format", "json", "--rows", "5:10", "--width", "100",
        ])
        var expected = RenderOptions(theme: "corporate")
        expected.data = "d.csv"
        expected.sort = SortOption(column: "Amount", direction: .descending)
        expected.select = [0, 2]
        expected.appearance = .dark
        expected.format = .json
        expected.rows = RowWindow(start: 5, count: 10)
        expected.width = 100
        #expect(command == .render(expected))
    }

    @Test func parsesExplainOptionsIntoTheSharedGroup() throws {
        let command = try CommandParser.parse([
            "explain", "--cell", "header,Amount", "--theme", "t.yaml", "--data", "d.json", "--sort", "Amount",
            "--select", "1", "--appearance", "light", "--plugins", "p.yaml",
        ])
        var table = TableOptions(theme: "t.yaml")
        table.data = "d.json"
        table.sort = SortOption(column: "Amount", direction: .ascending)
        table.select = [1]
        table.appearance = .light
        table.plugins = "p.yaml"
        var expected = ExplainOptions(theme: "t.yaml", cell: CellReference(row: .header, column: "Amount"))
        expected.table = table
        #expect(command == .explain(expected))
        #expect(expected.appearance == .light && expected.plugins == "p.yaml")
    }

    @Test(
        arguments: [
            ("1", 1), ("2000", 2_000), ("64K", 65_536), ("64k", 65_536), ("16M", 16 << 20), ("1G", 1 << 30),
            ("0", nil), ("-1", nil), ("M", nil), ("1.5M", nil), ("1T", nil), ("9223372036854775807G", nil),
        ] as [(String, Int?)])
    func dataLimitsAreByteCounts(text: String, bytes: Int?) {
        #expect(CommandParser.byteCount(text) == bytes)
    }

    /// `render` and `explain` list the same declaration of each option they share, so their help and
    /// parsing cannot drift apart.
    @Test func renderAndExplainShareOneDeclarationPerCommonOption() {
        let render = CommandDefinition.render.options
        let explain = CommandDefinition.explain.options
        let shared = render.filter { option in explain.contains { $0.name == option.name } }
        #expect(
            shared.map(\.name) == [
                "theme", "data", "data-limit", "cell-limit", "sort", "select", "appearance", "plugins",
            ])
        for option in shared { #expect(explain.contains(option)) }
    }

    @Test(arguments: [
        ("Amount", "Amount", SortDirection.ascending),
        ("Amount:asc", "Amount", .ascending),
        ("Amount:descending", "Amount", .descending),
        ("Time: 12:30", "Time: 12:30", .ascending),
        ("2:desc", "2", .descending),
    ])
    func parsesSortOptions(value: String, column: String, direction: SortDirection) throws {
        #expect(try CommandParser.sortOption(value, .render) == SortOption(column: column, direction: direction))
    }

    @Test(arguments: [
        ("2,Amount", CellReference(row: .body(2), column: "Amount")),
        ("0, 3", CellReference(row: .body(0), column: "3")),
        ("header,Name", CellReference(row: .header, column: "Name")),
        ("footer,1", CellReference(row: .footer, column: "1")),
        ("1,a,b", CellReference(row: .body(1), column: "a,b")),
    ])
    func parsesCellReferences(value: String, expected: CellReference) throws {
        #expect(try CommandParser.cellReference(value) == expected)
    }

    @Test(arguments: [
        (["--strcit", "a"], CommandLineError.Problem.unknownOption("--strcit", suggestion: "--strict")),
        (["--fromat", "json", "a"], .unknownOption("--fromat", suggestion: "--format")),
        (["--zzzzzz", "a"], .unknownOption("--zzzzzz", suggestion: nil)),
        (["-x", "a"], .unknownOption("-x", suggestion: nil)),
        (["--format"], .missingValue(option: "--format <format>")),
        (["--format", "--strict", "a"], .missingValue(option: "--format <format>")),
        (["--strict=yes", "a"], .unexpectedValue(option: "--strict", value: "yes")),
        (
            ["--format", "xml", "a"],
            .invalidValue(
                option: "--format <format>", value: "xml",
                expected: "Please provide one of 'human', 'json' or 'github'.")
        ),
        ([], .missingArgument("<paths> ...")),
        (["--strict"], .missingArgument("<paths> ...")),
        (["rendr", "--theme", "x"], .unexpectedArgument("rendr", suggestion: "render")),
        (["help", "schmea"], .unexpectedArgument("schmea", suggestion: "schema")),
        (["help", "render", "extra"], .unexpectedArgument("extra", suggestion: nil)),
    ])
    func reportsValidationUsageErrors(arguments: [String], problem: CommandLineError.Problem) {
        #expect(throws: CommandLineError(command: .validate, problem: problem)) {
            try CommandParser.parse(arguments)
        }
    }

    @Test(arguments: [
        (["render"], CommandName.render, CommandLineError.Problem.missingOption("--theme <theme>")),
        (["render", "--theme", "x", "--widht", "3"], .render, .unknownOption("--widht", suggestion: "--width")),
        (
            ["render", "--theme", "x", "--width", "0"], .render,
            .invalidValue(option: "--width <columns>", value: "0", expected: "Please provide a positive integer.")
        ),
        (
            ["render", "--theme", "x", "--rows", "3"], .render,
            .invalidValue(
                option: "--rows <start:count>", value: "3",
                expected: "Please provide two non-negative integers, such as '10:20'.")
        ),
        (
            ["render", "--theme", "x", "--select", "1,-2"], .render,
            .invalidValue(
                option: "--select <rows>", value: "1,-2",
                expected: "Please provide 0-based row indices separated by commas, such as '0,2'.")
        ),
        (
            ["render", "--theme", "x", "--appearance", "dim"], .render,
            .invalidValue(
                option: "--appearance <appearance>", value: "dim",
                expected: "Please provide one of 'light' or 'dark'.")
        ),
        (["render", "--theme", "x", "extra"], .render, .unexpectedArgument("extra", suggestion: nil)),
        (["explain", "--theme", "x"], .explain, .missingOption("--cell <row,column>")),
        (["schema", "extra"], .schema, .unexpectedArgument("extra", suggestion: nil)),
        (["schema", "--strict"], .schema, .unknownOption("--strict", suggestion: nil)),
    ])
    func reportsSubcommandUsageErrors(arguments: [String], command: CommandName, problem: CommandLineError.Problem) {
        #expect(throws: CommandLineError(command: command, problem: problem)) {
            try CommandParser.parse(arguments)
        }
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("strict", "strict", 0), ("strcit", "strict", 1), ("ca", "abc", 3),
        ("a", "", 1),
    ])
    func computesEditDistance(lhs: String, rhs: String, distance: Int) {
        #expect(DidYouMean.editDistance(lhs, rhs, limit: 10) == distance)
        #expect(DidYouMean.editDistance(rhs, lhs, limit: 10) == distance)
    }

    @Test func rendersUsageErrorsLikeArgumentParser() {
        let error = CommandLineError(command: .validate, problem: .unknownOption("--strcit", suggestion: "--strict"))
        #expect(
            UsageErrorRenderer.render(error) == """
                Error: Unknown option '--strcit'. Did you mean '--strict'?
                Usage: themecheck [--format <format>] [--strict] [--plugins <manifest>] [--appearance <appearance>] [--data <file>] <paths> ...
                  See 'themecheck --help' for more information.

                """)
    }

    @Test(arguments: CommandName.allCases)
    func helpListsEveryOption(command: CommandName) {
        let help = HelpText.help(for: command)
        #expect(help.hasPrefix("OVERVIEW: "))
        #expect(help.contains("USAGE: \(CommandDefinition.of(command).usage)\n"))
        for option in CommandDefinition.of(command).acceptedOptions {
            #expect(help.contains("  \(option.helpLabel)"), "\(option.name) missing from \(command) help")
        }
        for line in help.split(separator: "\n") where !line.hasPrefix("USAGE:") {
            #expect(line.count <= 80, "help line too long: \(line)")
        }
    }
}
