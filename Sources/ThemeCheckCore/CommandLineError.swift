/// A mistake in the command line: what went wrong, kept apart from how it is shown (see ``UsageErrorRenderer``).
public struct CommandLineError: Error, Sendable, Hashable {
    /// The kinds of mistakes.
    public enum Problem: Sendable, Hashable {
        /// An option the command does not know, with the closest known spelling.
        case unknownOption(String, suggestion: String?)
        /// An option that needs a value was last on the line.
        case missingValue(option: String)
        /// A flag was given a value (`--strict=yes`).
        case unexpectedValue(option: String, value: String)
        /// A value that is not one the option accepts.
        case invalidValue(option: String, value: String, expected: String)
        /// A required option is missing.
        case missingOption(String)
        /// The positional argument is missing.
        case missingArgument(String)
        /// An argument the command does not take, with the closest subcommand when it looks like one.
        case unexpectedArgument(String, suggestion: String?)
        /// An option value that is well formed but names something that does not exist (a column, a row).
        case invalidReference(option: String, message: String)
    }

    /// The command whose usage applies.
    public var command: CommandName
    /// What went wrong.
    public var problem: Problem

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - command: The command being parsed.
    ///   - problem: What went wrong.
    public init(command: CommandName, problem: Problem) {
        self.command = command
        self.problem = problem
    }

    /// The one-sentence description, without the `Error: ` prefix.
    public var message: String {
        switch problem {
        case .unknownOption(let option, let suggestion):
            return "Unknown option '\(option)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .missingValue(let option):
            return "Missing value for '\(option)'."
        case .unexpectedValue(let option, let value):
            return "The flag '\(option)' does not take a value (got '\(value)')."
        case .invalidValue(let option, let value, let expected):
            return "The value '\(value)' is invalid for '\(option)'. \(expected)"
        case .missingOption(let option):
            return "Missing expected argument '\(option)'."
        case .missingArgument(let argument):
            return "Missing expected argument '\(argument)'."
        case .unexpectedArgument(let argument, let suggestion):
            return "Unexpected argument '\(argument)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case .invalidReference(let option, let message):
            return "Invalid value for '\(option)': \(message)"
        }
    }
}
