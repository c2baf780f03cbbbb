/// The options of `themecheck compile`.
public struct CompileOptions: Sendable, Hashable {
    /// The theme file or bundled theme name, as given.
    public var theme: String
    /// Where to write (`.json`, or `.swift` for a `CompiledThemes` extension); `nil` for standard output.
    public var output: String?
    /// The plugin manifest declaring the predicates the theme may use, if given.
    public var plugins: String?
    /// The folder whose files the output names by their path relative to it (`--relative-to`); `nil` keeps
    /// each file as it was read.
    public var relativeTo: String?

    /// Creates options.
    public init(theme: String, output: String? = nil, plugins: String? = nil, relativeTo: String? = nil) {
        self.theme = theme
        self.output = output
        self.plugins = plugins
        self.relativeTo = relativeTo
    }
}
