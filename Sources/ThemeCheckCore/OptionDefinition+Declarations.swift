/// Every option of every command, declared once: the parser, the help, the usage lines and the error
/// messages all read these (name, value placeholder, whether required, help), and `render` and `explain`
/// list the same declarations for what they share.
extension OptionDefinition {
    // MARK: Every command

    /// `-h, --help`, accepted by every command.
    static let help = flag("help", short: "h", help: "Show help information.")
    /// `--version`, accepted by the root command.
    static let version = flag("version", help: "Show the version.")

    // MARK: Validation (the root command)

    /// `--format <format>` of validation: how findings are printed.
    static let diagnosticFormat = option(
        "format", value: "format", help: "Output format: human, json or github. (default: human)")
    /// `--strict`.
    static let strict = flag("strict", help: "Treat warnings as failures (exit code 1).")
    /// `--plugins <manifest>` of validation: declares the custom predicates themes may use.
    static let validationPlugins = option(
        "plugins", value: "manifest", help: "A plugin manifest (YAML) declaring custom predicates.")
    /// `--appearance <appearance>` of validation: the one appearance contrast is checked in.
    static let validationAppearance = option(
        "appearance", value: "appearance", help: "Check contrast in light or dark only. (default: both)")
    /// `--data <file>` of validation: the columns rules may name.
    static let validationData = option(
        "data", value: "file", help: "A .csv or .json data file: warn about column names it lacks.")

    // MARK: Compile

    /// `--output <file>` of compile.
    static let compileOutput = option(
        "output", value: "file", help: "Write to this file (.json, or .swift for CompiledThemes). (default: stdout)")
    /// `--relative-to <folder>` of compile.
    static let compileRelativeTo = option(
        "relative-to", value: "folder",
        help: "Record the theme files inside this folder by their path relative to it. (default: as given)")

    // MARK: Shared by render and explain (see ``TableOptions``)

    /// `--theme <theme>`.
    static let theme = option(
        "theme", value: "theme", required: true, help: "A theme file or a bundled theme name.")
    /// `--data <file>`.
    static let data = option("data", value: "file", help: "A .csv or .json data file. (default: the demo table)")
    /// `--sort <column[:asc|desc]>`.
    static let sort = option(
        "sort", value: "column[:asc|desc]", help: "Sort the rows by a column (name or index).")
    /// `--select <rows>`.
    static let select = option(
        "select", value: "rows", help: "Select rows: 0-based data row indices in file order.")
    /// `--appearance <appearance>`.
    static let appearance = option(
        "appearance", value: "appearance", help: "light or dark. (default: the theme's, else light)")
    /// `--data-limit <bytes>`: the largest data file read (``TableOptions/defaultDataLimit``).
    static let dataLimit = option(
        "data-limit", value: "bytes",
        help: "The largest data file to read, in bytes; K, M and G suffixes are powers of 1024. (default: 16M)")
    /// `--cell-limit <cells>`: the most cells a data file may become (``TableOptions/cellLimit``).
    static let cellLimit = option(
        "cell-limit", value: "cells",
        help: "The most cells a data file may become, counting rows × (columns + 1); K, M and G suffixes are "
            + "powers of 1024. (default: 4M)")
    /// `--plugins <manifest>` of render and explain: the declared predicates never hold without the host's code.
    static let tablePlugins = option(
        "plugins", value: "manifest", help: "A plugin manifest; its predicates never hold here.")

    // MARK: Render

    /// `--format <format>` of render: the output.
    static let renderFormat = option("format", value: "format", help: "snapshot, ansi, html or json.")
    /// `--rows <start:count>`.
    static let rows = option(
        "rows", value: "start:count", help: "Render only COUNT body rows from START (0-based).")
    /// `--width <columns>`.
    static let width = option(
        "width", value: "columns", help: "The width to lay the table out in, in characters.")

    // MARK: Diff and show

    /// `--format <format>` of diff.
    static let diffFormat = option("format", value: "format", help: "human or json. (default: human)")
    /// `--output <file>` of gallery.
    static let galleryOutput = option("output", value: "file", required: true, help: "The HTML file to write.")
    /// `--merged` of show.
    static let merged = flag("merged", help: "Print the merged chain with each value's origin.")

    /// `--output <file>` of render.
    static let renderOutput = option("output", value: "file", help: "Write the output to a file.")
    /// `--watch` of render.
    static let watch = flag("watch", help: "Re-render when the theme, its folder's themes or the data change.")

    // MARK: Explain

    /// `--cell <row,column>`.
    static let cell = option(
        "cell", value: "row,column", required: true, help: "The cell: body row (or data:N) and column.")
    /// `--rule <name>` of explain.
    static let rule = option(
        "rule", value: "name", help: "Trace why a rule (name, or #N) does or does not match the cell.")
}
