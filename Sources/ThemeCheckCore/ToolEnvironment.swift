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
    /// Whether to colour human output (a terminal, `NO_COLOR` unset, `TERM` not `dumb`).
    public var usesColor: Bool

    /// Creates an environment.
    ///
    /// - Parameters:
    ///   - standardOutputIsTerminal: Whether standard output is a terminal.
    ///   - usesColor: Whether to colour output.
    public init(standardOutputIsTerminal: Bool = false, usesColor: Bool = false) {
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.usesColor = usesColor
    }

    /// The environment of the running process.
    public static func current() -> ToolEnvironment {
        let terminal = isatty(STDOUT_FILENO) == 1
        let variables = ProcessInfo.processInfo.environment
        let color = terminal && variables["NO_COLOR"] == nil && variables["TERM"] != "dumb"
        return ToolEnvironment(standardOutputIsTerminal: terminal, usesColor: color)
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
