/// The options of `themecheck compile`.
public struct CompileOptions: Sendable, Hashable {
    /// The theme file or bundled theme name, as given.
    public var theme: String
    /// Where to write (`.json`, or `.swift` for a `CompiledThemes` extension); `nil` for standard output.
    public var output: String?
    /// The plugin manifest declaring the predicates the theme may use, if given.
    public var plugins: String?

    /// Creates options.
    public init(theme: String, output: String? = nil, plugins: String? = nil) {
        self.theme = theme
        self.output = output
        self.plugins = plugins
    }
}
