/// The `--help` text of each command, laid out as swift-argument-parser lays it out.
enum HelpText {
    /// The tool's version, printed by `--version`.
    static let version = "1.0.0"

    /// The help text of `command` (ends with a newline).
    ///
    /// - Parameter command: The command.
    /// - Returns: OVERVIEW, USAGE, ARGUMENTS, OPTIONS (and SUBCOMMANDS for the root).
    static func help(for command: CommandName) -> String {
        let definition = CommandDefinition.of(command)
        var text = "OVERVIEW: \(definition.abstract)\n\n"
        if !definition.discussion.isEmpty {
            for paragraph in definition.discussion.split(separator: "\n") {
                text += wrap(String(paragraph), width: 80, indent: 0) + "\n"
            }
            text += "\n"
        }
        text += "USAGE: \(definition.usage)\n"
        if command == .validate {
            text += "       themecheck <subcommand>\n"
        }
        if let positional = definition.positionalName {
            text += "\nARGUMENTS:\n"
            text += row("<\(positional)> ...", definition.positionalHelp)
        }
        text += "\nOPTIONS:\n"
        for option in definition.acceptedOptions {
            text += row(option.helpLabel, option.help + (option.isRequired ? " (required)" : ""))
        }
        if command == .validate {
            text += "\nSUBCOMMANDS:\n"
            for subcommand in CommandName.subcommands {
                text += row(subcommand.rawValue, CommandDefinition.of(subcommand).abstract)
            }
            text += "\n  See 'themecheck help <subcommand>' for detailed help.\n"
        }
        return text
    }

    /// One two-column line: the label padded to 24 columns, or on its own line when longer; help wrapped at 80.
    private static func row(_ label: String, _ help: String) -> String {
        let width = 24
        let wrapped = wrap(help, width: 80, indent: width + 2)
        if label.count < width - 1 {
            return "  " + label + String(repeating: " ", count: width - label.count) + wrapped + "\n"
        }
        return "  " + label + "\n" + String(repeating: " ", count: width + 2) + wrapped + "\n"
    }

    /// Breaks `text` at spaces so no line passes `width`; continuation lines are indented by `indent`.
    /// The first line is assumed to start at column `indent` already.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
