/// What a command accepts and how its help describes it.
struct CommandDefinition: Sendable {
    /// The command.
    var command: CommandName
    /// One-line summary.
    var abstract: String
    /// Extra paragraphs of help shown after the usage.
    var discussion: String
    /// The options, in usage and help order (without `--help`, which every command has), each one of the
    /// declarations on ``OptionDefinition``.
    var options: [OptionDefinition]
    /// The positional argument's placeholder (`paths`), if the command takes any.
    var positionalName: String?
    /// Help for the positional argument.
    var positionalHelp: String

    /// Every option the parser accepts for this command, `--help` (and `--version` at the root) included.
    var acceptedOptions: [OptionDefinition] {
        options + (command == .validate ? [.version, .help] : [.help])
    }

    /// The usage line without the `Usage: ` prefix.
    var usage: String {
        var parts = [command.commandLine]
        for option in options {
            parts.append(option.isRequired ? option.synopsis : "[\(option.synopsis)]")
        }
        if let positionalName { parts.append("<\(positionalName)> ...") }
        return parts.joined(separator: " ")
    }

    /// The definition of `command`.
    ///
    /// - Parameter command: The command.
    /// - Returns: Its definition.
    static func of(_ command: CommandName) -> CommandDefinition {
        switch command {
        case .validate: return validate
        case .render: return render
        case .explain: return explain
        case .schema: return schema
        case .diff: return diff
        case .show: return show
        case .gallery: return gallery
        case .compile: return compile
        }
    }

    static let validate = CommandDefinition(
        command: .validate,
        abstract: "Validate TableStyleKit theme files.",
        discussion: """
            Checks each file (folders recursively, *.yaml and *.yml) for YAML syntax, the theme schema, \
            colors, palette references, extends, regexes, custom predicates and duplicate rule names, then \
            warns about low contrast (in both appearances unless --appearance picks one), rules without \
            effect, and, with --data, column names the data lacks. A comment line \
            '# themecheck:disable-next-line CODE' silences a warning on the next line, \
            '# themecheck:disable CODE' in the whole file.
            Exit codes: 0 valid (warnings allowed unless --strict), 1 the themes have problems, 2 usage \
            error or unreadable input.
            """,
        options: [.diagnosticFormat, .strict, .validationPlugins, .validationAppearance, .validationData],
        positionalName: "paths",
        positionalHelp: "Theme files or folders to check."
    )

    static let render = CommandDefinition(
        command: .render,
        abstract: "Render a table with a theme.",
        discussion: """
            THEME is a path to a .yaml file or the name of a bundled theme. Without --data, a built-in demo \
            table is rendered. The default format is ansi when standard output is a terminal, else snapshot.
            """,
        options: [
            .theme, .data, .dataLimit, .cellLimit, .sort, .select, .appearance, .renderFormat, .rows, .width,
            .renderOutput, .watch, .tablePlugins,
        ],
        positionalName: nil,
        positionalHelp: ""
    )

    static let explain = CommandDefinition(
        command: .explain,
        abstract: "Show where each style attribute of one cell comes from (file:line).",
        discussion: """
            ROW is the 0-based body row after sorting (header and footer select those sections); COLUMN is \
            a 0-based index or a column name. Without --data, the built-in demo table is used.
            """,
        options: [.theme, .data, .dataLimit, .cellLimit, .cell, .rule, .sort, .select, .appearance, .tablePlugins],
        positionalName: nil,
        positionalHelp: ""
    )

    static let diff = CommandDefinition(
        command: .diff,
        abstract: "Show what changes between two themes on one table.",
        discussion: """
            Renders the same table (the demo table unless --data) with THEME_A and THEME_B and lists the \
            changed style attributes and labels as runs of cells, each with the layer of THEME_B that set \
            the new value. Exit codes: 0 nothing changes, 1 something does, 2 usage error or unreadable input.
            """,
        options: [.data, .dataLimit, .cellLimit, .sort, .select, .appearance, .diffFormat, .tablePlugins],
        positionalName: "theme-a> <theme-b",
        positionalHelp: "Two theme files or bundled theme names."
    )

    static let show = CommandDefinition(
        command: .show,
        abstract: "Print a theme's source, or its merged chain with origins.",
        discussion: """
            THEME is a path to a .yaml file or the name of a bundled theme. With --merged, every palette \
            entry, table color, base style attribute and rule of the merged chain is listed with its value \
            (colors also resolved for the appearance) and the file:line that wrote it.
            """,
        options: [.merged, .appearance],
        positionalName: "theme",
        positionalHelp: "A theme file or a bundled theme name."
    )

    static let gallery = CommandDefinition(
        command: .gallery,
        abstract: "Write one HTML page with themes in light and dark side by side.",
        discussion: """
            Without THEME arguments every bundled theme is shown. Each theme appears with its description, \
            its table in both appearances (the demo table unless --data) and its validation findings. \
            Exit codes: 0 written, 1 a theme has errors (shown on the page), 2 usage error or unreadable input.
            """,
        options: [.galleryOutput, .data, .sort, .tablePlugins],
        positionalName: "themes",
        positionalHelp: "Theme files or bundled theme names. (default: every bundled theme)"
    )

    static let schema = CommandDefinition(
        command: .schema,
        abstract: "Print the theme JSON Schema (Schemas/theme.schema.json).",
        discussion: "Point editors at it for completion: # yaml-language-server: $schema=theme.schema.json",
        options: [],
        positionalName: nil,
        positionalHelp: ""
    )

    static let compile = CommandDefinition(
        command: .compile,
        abstract: "Compile a theme and its extends chain to JSON that loads without YAML.",
        discussion: """
            THEME is a .yaml file or the name of a bundled theme. The output keeps every value's file and \
            position, so explanations still cite the YAML. With an --output ending in .swift, writes a Swift \
            file that adds the JSON to CompiledThemes (what the CompileThemes build plugin does). Errors are \
            printed as file:line:column: error: message; exit code 1 when the theme has errors. With \
            --relative-to, the output names the files inside that folder relative to it (the build plugin \
            passes the target's folder, so no build-machine path is compiled into an app).
            """,
        options: [.compileOutput, .compileRelativeTo, .validationPlugins],
        positionalName: "theme",
        positionalHelp: "The theme file or bundled theme name."
    )
}
