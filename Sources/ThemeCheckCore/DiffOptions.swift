import TableStyleTheme

/// The options of `themecheck diff THEME_A THEME_B`.
public struct DiffOptions: Sendable, Hashable {
    /// How the changes are printed.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// One line per run of changed cells.
        case human
        /// One JSON object (Docs/themecheck.md#themecheck-diff).
        case json
    }

    /// The first theme (`table.theme`) and the table both themes style.
    public var table: TableOptions
    /// The second theme: a file or a bundled theme name.
    public var otherTheme: String
    /// The output format.
    public var format: Format = .human

    /// Creates options.
    ///
    /// - Parameters:
    ///   - table: The first theme and the table.
    ///   - otherTheme: The second theme.
    public init(table: TableOptions, otherTheme: String) {
        self.table = table
        self.otherTheme = otherTheme
    }
}
