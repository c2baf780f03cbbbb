/// The options of `themecheck gallery [THEME…] --output FILE.html`.
public struct GalleryOptions: Sendable, Hashable {
    /// Theme files or bundled theme names; empty shows every bundled theme.
    public var themes: [String] = []
    /// The data file; `nil` uses the demo table.
    public var data: String?
    /// The sort, applied to every theme's table.
    public var sort: SortOption?
    /// A plugin manifest declaring the themes' custom predicates.
    public var plugins: String?
    /// The HTML file to write.
    public var output: String

    /// Creates options.
    ///
    /// - Parameter output: The HTML file to write.
    public init(output: String) {
        self.output = output
    }
}
