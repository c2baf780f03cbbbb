/// The commands themecheck understands: validation (the default) and its subcommands.
public enum CommandName: String, Sendable, Hashable, CaseIterable {
    /// `themecheck [options] PATH...`: validate theme files and folders.
    case validate
    /// `themecheck render`: render a table with a theme.
    case render
    /// `themecheck explain`: explain one cell's style.
    case explain
    /// `themecheck schema`: print the theme JSON Schema.
    case schema
    /// `themecheck diff`: what changes between two themes on one table.
    case diff
    /// `themecheck show`: a theme's source, or its merged chain.
    case show
    /// `themecheck gallery`: themes in light and dark side by side on one HTML page.
    case gallery
    /// `themecheck compile`: write a theme and its `extends` chain as JSON that loads without YAML.
    case compile

    /// The subcommands, as they are typed after `themecheck`.
    static let subcommands: [CommandName] = [.render, .explain, .diff, .show, .gallery, .schema, .compile]

    /// The words that invoke the command (`themecheck` for validation).
    var commandLine: String {
        self == .validate ? "themecheck" : "themecheck \(rawValue)"
    }
}
