/// One option a command accepts: a flag (`--strict`) or an option with a value (`--format <format>`).
struct OptionDefinition: Sendable, Hashable {
    /// The long name without dashes (`format`).
    var name: String
    /// The single-letter short name, if any (`h` for `--help`).
    var shortName: Character?
    /// The placeholder of the value (`format` for `--format <format>`), or `nil` for a flag.
    var valueName: String?
    /// Whether the command cannot run without it.
    var isRequired: Bool
    /// One line of help.
    var help: String

    /// Creates a flag.
    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionDefinition {
        OptionDefinition(name: name, shortName: short, valueName: nil, isRequired: false, help: help)
    }

    /// Creates an option that takes a value.
    static func option(_ name: String, value: String, required: Bool = false, help: String) -> OptionDefinition {
        OptionDefinition(name: name, shortName: nil, valueName: value, isRequired: required, help: help)
    }

    /// `--name`.
    var spelling: String { "--\(name)" }

    /// `-h`, or `nil` without a short name.
    var shortSpelling: String? { shortName.map { "-\($0)" } }

    /// `--name <value>` or `--name`, as usage lines and errors show it.
    var synopsis: String {
        valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
    }

    /// `-h, --help` or `--format <format>`, as the help's OPTIONS section shows it.
    var helpLabel: String {
        shortSpelling.map { "\($0), \(synopsis)" } ?? synopsis
    }
}
