import TableStyleDiagnostics

/// Splits the arguments of one command into options and positionals against its ``CommandDefinition``.
///
/// Accepts `--name value`, `--name=value`, `-h`, and `--` (everything after it is positional).
enum ArgumentTokenizer {
    /// Parses `arguments` (without the program name and subcommand).
    ///
    /// - Parameters:
    ///   - arguments: The arguments.
    ///   - definition: What the command accepts.
    /// - Throws: ``CommandLineError`` for unknown options, missing values and flags given values.
    /// - Returns: The split arguments.
    static func parse(_ arguments: [String], as definition: CommandDefinition) throws(CommandLineError)
        -> ParsedArguments
    {
        let accepted = definition.acceptedOptions
        var result = ParsedArguments(command: definition.command)
        var index = 0
        var onlyPositionals = false
        func fail(_ problem: CommandLineError.Problem) -> CommandLineError {
            CommandLineError(command: definition.command, problem: problem)
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let option: OptionDefinition
            var inlineValue: String?
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: Substring
                if let equals = body.firstIndex(of: "=") {
                    name = body[..<equals]
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = body
                }
                guard let match = accepted.first(where: { $0.name == name }) else {
                    let suggestion = DidYouMean.suggestion(for: String(name), among: accepted.map(\.name))
                    throw fail(.unknownOption("--\(name)", suggestion: suggestion.map { "--\($0)" }))
                }
                option = match
            } else {
                let letters = argument.dropFirst()
                guard letters.count == 1, let letter = letters.first,
                    let match = accepted.first(where: { $0.shortName == letter })
                else {
                    let name = String(letters)
                    let suggestion = DidYouMean.suggestion(for: name, among: accepted.map(\.name))
                    throw fail(.unknownOption(argument, suggestion: suggestion.map { "--\($0)" }))
                }
                option = match
            }
            if option.valueName == nil {
                if let inlineValue {
                    throw fail(.unexpectedValue(option: option.spelling, value: inlineValue))
                }
                result.flags.insert(option.name)
                continue
            }
            if let inlineValue {
                result.values[option.name] = inlineValue
            } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                result.values[option.name] = arguments[index]
                index += 1
            } else {
                throw fail(.missingValue(option: option.synopsis))
            }
        }
        return result
    }

    /// Whether `argument` reads as an option rather than a value (negative numbers are values).
    private static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let rest = argument.dropFirst()
        return !(rest.first?.isNumber ?? false)
    }

    /// Whether `arguments` ask for help (`--help` or `-h` before any `--`).
    ///
    /// - Parameter arguments: The arguments.
    /// - Returns: Whether help was requested.
    static func requestsHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == OptionDefinition.help.spelling || argument == OptionDefinition.help.shortSpelling {
                return true
            }
        }
        return false
    }
}
