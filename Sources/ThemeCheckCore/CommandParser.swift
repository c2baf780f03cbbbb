import Foundation
import TableStyleDiagnostics
import TableStyleTheme

/// Turns `CommandLine.arguments` (without the program name) into a typed ``Command``.
public enum CommandParser {
    /// Parses a command line.
    ///
    /// - Parameter arguments: The arguments after the program name.
    /// - Throws: ``CommandLineError`` describing the first mistake.
    /// - Returns: The command.
    public static func parse(_ arguments: [String]) throws(CommandLineError) -> Command {
        var command = CommandName.validate
        var rest = arguments
        if let first = arguments.first {
            if first == "help" {
                return try parseHelpTopic(Array(arguments.dropFirst()))
            }
            if let subcommand = CommandName.subcommands.first(where: { $0.rawValue == first }) {
                command = subcommand
                rest = Array(arguments.dropFirst())
            }
        }
        if ArgumentTokenizer.requestsHelp(rest) { return .help(command) }
        if command == .validate, let first = rest.first, !first.hasPrefix("-"),
            FileCollector.kind(of: first, followLinks: true) == .missing,
            let suggestion = DidYouMean.suggestion(for: first, among: CommandName.subcommands.map(\.rawValue))
        {
            // `themecheck rendr --theme x`: a mistyped subcommand, not a missing theme file.
            throw CommandLineError(command: .validate, problem: .unexpectedArgument(first, suggestion: suggestion))
        }
        let parsed = try ArgumentTokenizer.parse(rest, as: CommandDefinition.of(command))
        switch command {
        case .validate:
            if parsed.has(.version) { return .version }
            return .validate(try validateOptions(parsed))
        case .render: return .render(try renderOptions(parsed))
        case .explain: return .explain(try explainOptions(parsed))
        case .diff: return .diff(try diffOptions(parsed))
        case .show: return .show(try showOptions(parsed))
        case .gallery:
            var options = GalleryOptions(output: try required(.galleryOutput, parsed))
            options.themes = parsed.positionals
            options.data = parsed[.data]
            options.sort = try parsed[.sort].map { value throws(CommandLineError) in try sortOption(value, .gallery) }
            options.plugins = parsed[.tablePlugins]
            return .gallery(options)
        case .schema:
            if let extra = parsed.positionals.first {
                throw CommandLineError(command: .schema, problem: .unexpectedArgument(extra, suggestion: nil))
            }
            return .schema
        case .compile:
            guard let theme = parsed.positionals.first else {
                throw CommandLineError(command: .compile, problem: .missingArgument("<theme>"))
            }
            if let extra = parsed.positionals.dropFirst().first {
                throw CommandLineError(command: .compile, problem: .unexpectedArgument(extra, suggestion: nil))
            }
            return .compile(
                CompileOptions(
                    theme: theme, output: parsed[.compileOutput], plugins: parsed[.validationPlugins],
                    relativeTo: parsed[.compileRelativeTo]))
        }
    }

    /// `themecheck help [subcommand]`.
    private static func parseHelpTopic(_ arguments: [String]) throws(CommandLineError) -> Command {
        guard let topic = arguments.first else { return .help(.validate) }
        if let subcommand = CommandName.subcommands.first(where: { $0.rawValue == topic }) {
            guard arguments.count == 1 else {
                throw CommandLineError(
                    command: .validate, problem: .unexpectedArgument(arguments[1], suggestion: nil))
            }
            return .help(subcommand)
        }
        let suggestion = DidYouMean.suggestion(for: topic, among: CommandName.subcommands.map(\.rawValue))
        throw CommandLineError(command: .validate, problem: .unexpectedArgument(topic, suggestion: suggestion))
    }

    private static func validateOptions(_ parsed: ParsedArguments) throws(CommandLineError) -> ValidateOptions {
        var options = ValidateOptions()
        if let format = parsed[.diagnosticFormat] {
            options.format = try choice(format, for: .diagnosticFormat, command: .validate)
        }
        options.strict = parsed.has(.strict)
        options.plugins = parsed[.validationPlugins]
        options.appearance = try parsed[.validationAppearance].map { value throws(CommandLineError) in
            try choice(value, for: .validationAppearance, command: .validate)
        }
        options.data = parsed[.validationData]
        guard !parsed.positionals.isEmpty else {
            throw CommandLineError(command: .validate, problem: .missingArgument("<paths> ..."))
        }
        options.paths = parsed.positionals
        return options
    }

    private static func renderOptions(_ parsed: ParsedArguments) throws(CommandLineError) -> RenderOptions {
        try rejectPositionals(parsed)
        let theme = try required(.theme, parsed)
        var options = RenderOptions(theme: theme)
        options.table = try tableOptions(theme: theme, parsed)
        options.format = try parsed[.renderFormat].map { value throws(CommandLineError) in
            try choice(value, for: .renderFormat, command: .render)
        }
        options.rows = try parsed[.rows].map { value throws(CommandLineError) in try rowWindow(value) }
        if let width = parsed[.width] {
            guard let number = Int(width), number > 0 else {
                throw CommandLineError(
                    command: .render,
                    problem: .invalidValue(
                        option: OptionDefinition.width.synopsis, value: width,
                        expected: "Please provide a positive integer."))
            }
            options.width = number
        }
        options.output = parsed[.renderOutput]
        options.watch = parsed.has(.watch)
        return options
    }

    private static func explainOptions(_ parsed: ParsedArguments) throws(CommandLineError) -> ExplainOptions {
        try rejectPositionals(parsed)
        let theme = try required(.theme, parsed)
        var options = ExplainOptions(theme: theme, cell: try cellReference(try required(.cell, parsed)))
        options.table = try tableOptions(theme: theme, parsed)
        options.rule = parsed[.rule]
        return options
    }

    private static func diffOptions(_ parsed: ParsedArguments) throws(CommandLineError) -> DiffOptions {
        guard parsed.positionals.count >= 2 else {
            throw CommandLineError(
                command: .diff, problem: .missingArgument(parsed.positionals.isEmpty ? "<theme-a>" : "<theme-b>"))
        }
        if parsed.positionals.count > 2 {
            throw CommandLineError(command: .diff, problem: .unexpectedArgument(parsed.positionals[2], suggestion: nil))
        }
        var options = DiffOptions(
            table: try tableOptions(theme: parsed.positionals[0], parsed), otherTheme: parsed.positionals[1])
        if let format = parsed[.diffFormat] {
            options.format = try choice(format, for: .diffFormat, command: .diff)
        }
        return options
    }

    private static func showOptions(_ parsed: ParsedArguments) throws(CommandLineError) -> ShowOptions {
        guard let theme = parsed.positionals.first else {
            throw CommandLineError(command: .show, problem: .missingArgument("<theme>"))
        }
        if parsed.positionals.count > 1 {
            throw CommandLineError(command: .show, problem: .unexpectedArgument(parsed.positionals[1], suggestion: nil))
        }
        var options = ShowOptions(theme: theme)
        options.merged = parsed.has(.merged)
        options.appearance = try parsed[.appearance].map { value throws(CommandLineError) in
            try choice(value, for: .appearance, command: .show)
        }
        return options
    }

    /// The options `render` and `explain` share, after the theme (`explain` checks `--cell` in between).
    private static func tableOptions(theme: String, _ parsed: ParsedArguments) throws(CommandLineError)
        -> TableOptions
    {
        var options = TableOptions(theme: theme)
        options.data = parsed[.data]
        options.sort = try parsed[.sort].map { value throws(CommandLineError) in try sortOption(value, parsed.command) }
        options.select =
            try parsed[.select].map { value throws(CommandLineError) in try rowList(value, parsed.command) } ?? []
        options.appearance = try parsed[.appearance].map { value throws(CommandLineError) in
            try choice(value, for: .appearance, command: parsed.command)
        }
        options.plugins = parsed[.tablePlugins]
        options.dataLimit = try limit(.dataLimit, of: "bytes", parsed) ?? options.dataLimit
        options.cellLimit = try limit(.cellLimit, of: "cells", parsed) ?? options.cellLimit
        return options
    }

    /// The value of a limit option (`--data-limit 16M`), `nil` when it is not given.
    private static func limit(_ option: OptionDefinition, of unit: String, _ parsed: ParsedArguments)
        throws(CommandLineError) -> Int?
    {
        guard let value = parsed[option] else { return nil }
        guard let count = byteCount(value) else {
            throw CommandLineError(
                command: parsed.command,
                problem: .invalidValue(
                    option: option.synopsis, value: value,
                    expected: "Please provide a positive number of \(unit), optionally followed by K, M or G."))
        }
        return count
    }

    /// `1000`, `64K`, `16M`, `1G` (powers of 1024): a positive count (of bytes, of cells), or `nil`.
    static func byteCount(_ text: String) -> Int? {
        let shifts: [Character: Int] = ["K": 10, "k": 10, "M": 20, "m": 20, "G": 30, "g": 30]
        var digits = Substring(text)
        var shift = 0
        if let last = text.last, let suffix = shifts[last] {
            digits = digits.dropLast()
            shift = suffix
        }
        guard digits.allSatisfy(\.isASCII), let count = Int(digits), count > 0, count <= Int.max >> shift else {
            return nil
        }
        return count << shift
    }

    private static func rejectPositionals(_ parsed: ParsedArguments) throws(CommandLineError) {
        if let extra = parsed.positionals.first {
            let suggestion = DidYouMean.suggestion(for: extra, among: CommandName.subcommands.map(\.rawValue))
            throw CommandLineError(
                command: parsed.command,
                problem: .unexpectedArgument(
                    extra, suggestion: suggestion == parsed.command.rawValue ? nil : suggestion))
        }
    }

    private static func required(_ option: OptionDefinition, _ parsed: ParsedArguments) throws(CommandLineError)
        -> String
    {
        guard let value = parsed[option] else {
            throw CommandLineError(command: parsed.command, problem: .missingOption(option.synopsis))
        }
        return value
    }

    /// One of an enum's raw values.
    private static func choice<Value: RawRepresentable & CaseIterable>(
        _ value: String, for option: OptionDefinition, command: CommandName
    ) throws(CommandLineError) -> Value where Value.RawValue == String {
        if let match = Value(rawValue: value) { return match }
        let names = Value.allCases.map { "'\($0.rawValue)'" }
        let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        throw CommandLineError(
            command: command,
            problem: .invalidValue(option: option.synopsis, value: value, expected: "Please provide one of \(list)."))
    }

    /// `COLUMN`, `COLUMN:asc`, `COLUMN:desc` (also `ascending`/`descending`).
    static func sortOption(_ value: String, _ command: CommandName) throws(CommandLineError) -> SortOption {
        var column = value
        var direction = SortDirection.ascending
        if let colon = value.lastIndex(of: ":") {
            let suffix = value[value.index(after: colon)...]
            switch suffix {
            case "asc", "ascending":
                column = String(value[..<colon])
            case "desc", "descending":
                column = String(value[..<colon])
                direction = .descending
            default: break
            }
        }
        guard !column.isEmpty else {
            throw CommandLineError(
                command: command,
                problem: .invalidValue(
                    option: OptionDefinition.sort.synopsis, value: value,
                    expected: "Please provide a column name or index, optionally followed by ':asc' or ':desc'."))
        }
        return SortOption(column: column, direction: direction)
    }

    /// `0,2,5`: non-negative integers.
    static func rowList(_ value: String, _ command: CommandName) throws(CommandLineError) -> [Int] {
        var rows: [Int] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let row = Int(trimmed), row >= 0 else {
                throw CommandLineError(
                    command: command,
                    problem: .invalidValue(
                        option: OptionDefinition.select.synopsis, value: value,
                        expected: "Please provide 0-based row indices separated by commas, such as '0,2'."))
            }
            rows.append(row)
        }
        return rows
    }

    /// `START:COUNT`.
    static func rowWindow(_ value: String) throws(CommandLineError) -> RowWindow {
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Int(parts[0]), let count = Int(parts[1]), start >= 0, count >= 0 else {
            throw CommandLineError(
                command: .render,
                problem: .invalidValue(
                    option: OptionDefinition.rows.synopsis, value: value,
                    expected: "Please provide two non-negative integers, such as '10:20'."))
        }
        return RowWindow(start: start, count: count)
    }

    /// `ROW,COLUMN` where ROW is a body row index, `header` or `footer`, and COLUMN an index or a name.
    static func cellReference(_ value: String) throws(CommandLineError) -> CellReference {
        let invalid = CommandLineError(
            command: .explain,
            problem: .invalidValue(
                option: OptionDefinition.cell.synopsis, value: value,
                expected: "Please provide a row (0-based body row, data:N for the Nth data row in file order, "
                    + "'header' or 'footer') and a column (index or name), such as '2,Amount'."))
        guard let comma = value.firstIndex(of: ",") else { throw invalid }
        let rowText = value[..<comma].trimmingCharacters(in: .whitespaces)
        let column = value[value.index(after: comma)...].trimmingCharacters(in: .whitespaces)
        guard !column.isEmpty else { throw invalid }
        let row: CellReference.Row
        switch rowText {
        case "header": row = .header
        case "footer": row = .footer
        case _ where rowText.hasPrefix("data:"):
            guard let index = Int(rowText.dropFirst(5)), index >= 0 else { throw invalid }
            row = .data(index)
        default:
            guard let index = Int(rowText), index >= 0 else { throw invalid }
            row = .body(index)
        }
        return CellReference(row: row, column: column)
    }
}
