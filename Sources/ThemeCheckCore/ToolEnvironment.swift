import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What themecheck needs to know about where it runs: whether output goes to a terminal.
public struct ToolEnvironment: Sendable, Hashable {
    /// Whether standard output is a terminal (picks the default render format).
    public var standardOutputIsTerminal: Bool
    /// Whether standard error is a terminal (progress of long renders is shown there).
    public var standardErrorIsTerminal: Bool
    /// Whether to colour human output (a terminal, `NO_COLOR` unset, `TERM` not `dumb`).
    public var usesColor: Bool
    /// The terminal's width in columns, when standard output is a terminal that reports one.
    public var terminalWidth: Int?
    /// Whether the process ends as soon as the command returns (the `themecheck` executable): a render
    /// then leaves its table and render tree to the operating system instead of freeing their millions of
    /// pieces one by one (about 5 % of rendering a million cells). `false` for callers that go on running.
    public var exitsAfterRun = false

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - standardOutputIsTerminal: Whether standard output is a terminal.
    ///   - usesColor: Whether to colour output.
    ///   - terminalWidth: The terminal's width in columns.
    ///   - standardErrorIsTerminal: Whether standard error is a terminal.
    public init(
        standardOutputIsTerminal: Bool = false, usesColor: Bool = false, terminalWidth: Int? = nil,
        standardErrorIsTerminal: Bool = false
    ) {
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.usesColor = usesColor
        self.terminalWidth = terminalWidth
    }

    /// The environment of the running process.
    public static func current() -> ToolEnvironment {
        let terminal = isatty(STDOUT_FILENO) == 1
        let variables = ProcessInfo.processInfo.environment
        let color = terminal && variables["NO_COLOR"] == nil && variables["TERM"] != "dumb"
        return ToolEnvironment(
            standardOutputIsTerminal: terminal, usesColor: color, terminalWidth: terminal ? Self.columns() : nil,
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1)
    }

    /// The width of the terminal on standard output (`TIOCGWINSZ`), else `$COLUMNS`.
    private static func columns() -> Int? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return Int(size.ws_col)
            }
        #endif
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}

/// What a run of themecheck produced: the text for each stream and the exit code.
public struct ToolResult: Sendable, Hashable {
    /// The exit code.
    public var exitCode: ExitCode
    /// Text for standard output.
    public var standardOutput: String
    /// Text for standard error.
    public var standardError: String

    /// Creates a result.
    public init(exitCode: ExitCode, standardOutput: String = "", standardError: String = "") {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
