import TableStyleTheme

/// The options of `themecheck show THEME`.
public struct ShowOptions: Sendable, Hashable {
    /// A theme file or a bundled theme name.
    public var theme: String
    /// Whether to print the merged chain instead of the source.
    public var merged = false
    /// The appearance colors are resolved for in the merged listing (the theme's, else light).
    public var appearance: Appearance?

    /// Creates options.
    ///
    /// - Parameter theme: A theme file or a bundled theme name.
    public init(theme: String) {
        self.theme = theme
    }
}
