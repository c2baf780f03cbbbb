import Foundation
import Testing

@testable import ThemeCheckCore

/// End-to-end: the built binary's help, version, schema and usage errors, byte for byte.
@Suite struct CLIUsageTests {
    @Test(arguments: [
        (["--help"], CommandName.validate), (["-h"], .validate), (["help"], .validate),
        (["render", "--help"], .render),
        (["help", "render"], .render), (["explain", "-h"], .explain), (["schema", "--help"], .schema),
    ])
    func printsHelpToStandardOutput(arguments: [String], command: CommandName) throws {
        let output = try ToolRunner.run(arguments)
        #expect(output == ToolRunner.Output(status: 0, standardOutput: HelpText.help(for: command), standardError: ""))
    }

    @Test func rootHelpShowsUsageAndSubcommands() throws {
        let output = try ToolRunner.run(["--help"])
        #expect(
            output.standardOutput.contains(
                """
                USAGE: themecheck [--format <format>] [--strict] [--plugins <manifest>] [--appearance <appearance>] [--data <file>] <paths> ...
                       themecheck <subcommand>
                """))
        #expect(output.standardOutput.contains("\nSUBCOMMANDS:\n  render "))
    }

    @Test func printsVersion() throws {
        #expect(
            try ToolRunner.run(["--version"])
                == ToolRunner.Output(status: 0, standardOutput: "1.0.0\n", standardError: ""))
    }

    @Test func schemaPrintsTheSchemaFileBytes() throws {
        let output = try ToolRunner.run(["schema"])
        let expected = try Data(contentsOf: ToolRunner.packageRoot.appendingPathComponent("Schemas/theme.schema.json"))
        #expect(output.status == 0)
        #expect(Data(output.standardOutput.utf8) == expected)
        #expect(output.standardError.isEmpty)
    }

    @Test(arguments: [
        (
            ["--strcit", "x.yaml"],
            """
            Error: Unknown option '--strcit'. Did you mean '--strict'?
            Usage: themecheck [--format <format>] [--strict] [--plugins <manifest>] [--appearance <appearance>] [--data <file>] <paths> ...
              See 'themecheck --help' for more information.

            """
        ),
        (
            [],
            """
            Error: Missing expected argument '<paths> ...'.
            Usage: themecheck [--format <format>] [--strict] [--plugins <manifest>] [--appearance <appearance>] [--data <file>] <paths> ...
              See 'themecheck --help' for more information.

            """
        ),
        (
            ["schema", "x"],
            """
            Error: Unexpected argument 'x'.
            Usage: themecheck schema
              See 'themecheck schema --help' for more information.

            """
        ),
        (
            ["explain", "--theme", "corporate", "--cell", "x"],
            """
            Error: The value 'x' is invalid for '--cell <row,column>'. Please provide a row (0-based body row, \
            data:N for the Nth data row in file order, 'header' or 'footer') and a column (index or name), such as \
            '2,Amount'.
            Usage: themecheck explain --theme <theme> [--data <file>] [--data-limit <bytes>] \
            [--cell-limit <cells>] --cell <row,column> [--rule <name>] \
            [--sort <column[:asc|desc]>] [--select <rows>] [--appearance <appearance>] [--plugins <manifest>]
              See 'themecheck explain --help' for more information.

            """
        ),
    ])
    func reportsUsageErrorsOnStandardError(arguments: [String], expected: String) throws {
        let output = try ToolRunner.run(arguments)
        #expect(output == ToolRunner.Output(status: 2, standardOutput: "", standardError: expected))
    }
}
