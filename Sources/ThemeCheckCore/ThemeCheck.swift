import TableStyleRender
import TableStyleTheme

/// The themecheck tool: parses a command line, runs the command, and returns its output and exit code.
///
/// The executable is a thin wrapper that streams standard output to its descriptor, then writes the
/// rest of ``ToolResult`` and exits with its code; keeping the tool a function makes every command
/// testable in-process too.
public enum ThemeCheck {
    /// Runs themecheck.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - environment: Where the tool runs.
    /// - Returns: The output and exit code.
    public static func run(_ arguments: [String], environment: ToolEnvironment = ToolEnvironment()) -> ToolResult {
        let collector = ByteCollector()
        var result = run(arguments, environment: environment, standardOutput: collector)
        result.standardOutput = collector.text + result.standardOutput
        return result
    }

    /// Runs themecheck, writing standard output to `standardOutput` as it is produced (a large render
    /// is never held whole); the result's ``ToolResult/standardOutput`` is then empty.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - environment: Where the tool runs.
    ///   - standardOutput: Where standard output goes.
    /// - Returns: Standard error and the exit code.
    public static func run(
        _ arguments: [String], environment: ToolEnvironment, standardOutput: any ByteSink
    ) -> ToolResult {
        let command: Command
        do {
            command = try CommandParser.parse(arguments)
        } catch {
            return ToolResult(exitCode: .usageOrInput, standardError: UsageErrorRenderer.render(error))
        }
        if case .render(let options) = command {
            return RenderCommand(options: options, environment: environment).run(standardOutput: standardOutput)
        }
        var result = run(command, environment: environment)
        var text = result.standardOutput
        text.withUTF8 { standardOutput.write($0) }
        result.standardOutput = ""
        return result
    }

    /// Runs `render --watch`: renders, then re-renders on every change of the watched files, until
    /// `shouldStop` returns true (the executable: until interrupted).
    ///
    /// - Parameters:
    ///   - options: The render options (with ``RenderOptions/watch`` set).
    ///   - environment: Where the tool runs.
    ///   - shouldStop: Asked after every poll.
    ///   - emit: Receives each render's output and the progress messages.
    /// - Returns: ``ExitCode/usageOrInput`` when `--output` names a file the watch reads (nothing is rendered),
    ///   else ``ExitCode/success`` once stopped.
    @discardableResult
    public static func watch(
        _ options: RenderOptions, environment: ToolEnvironment, shouldStop: () -> Bool = { false },
        emit: (ToolResult) -> Void
    ) -> ExitCode {
        WatchCommand(options: options, environment: environment).run(emit: emit, shouldStop: shouldStop)
    }

    /// Runs a parsed command.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - environment: Where the tool runs.
    /// - Returns: The output and exit code.
    public static func run(_ command: Command, environment: ToolEnvironment) -> ToolResult {
        switch command {
        case .help(let name):
            return ToolResult(exitCode: .success, standardOutput: HelpText.help(for: name))
        case .version:
            return ToolResult(exitCode: .success, standardOutput: HelpText.version + "\n")
        case .schema:
            return ToolResult(exitCode: .success, standardOutput: BundledResources.themeSchemaText)
        case .validate(let options):
            return ValidateCommand(options: options, environment: environment).run()
        case .render(let options):
            return RenderCommand(options: options, environment: environment).run()
        case .explain(let options):
            return ExplainCommand(options: options, environment: environment).run()
        case .diff(let options):
            return DiffCommand(options: options, environment: environment).run()
        case .show(let options):
            return ShowCommand(options: options, environment: environment).run()
        case .gallery(let options):
            return GalleryCommand(options: options, environment: environment).run()
        case .compile(let options):
            return CompileCommand(options: options).run()
        }
    }
}
