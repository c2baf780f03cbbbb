/// A command line split into options, flags and positional arguments, before the values are typed.
struct ParsedArguments: Sendable, Hashable {
    /// The command.
    var command: CommandName
    /// Option values by long name; the last occurrence wins, as in swift-argument-parser.
    var values: [String: String] = [:]
    /// Flags that were given, by long name.
    var flags: Set<String> = []
    /// Positional arguments in order.
    var positionals: [String] = []

    /// Whether the flag `option` was given.
    func has(_ option: OptionDefinition) -> Bool { flags.contains(option.name) }

    /// The value given for `option`, or `nil`.
    subscript(option: OptionDefinition) -> String? { values[option.name] }
}
