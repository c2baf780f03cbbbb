import TableStyleEngine
import TableStyleRender
import TableStyleTheme

/// What the data-file targets share: the bundled themes, compiled once, and a render of a table with
/// each of them in every output format.
public enum BundledThemeRendering {
    /// Every bundled theme, compiled in its own appearance (a bundled theme that fails to compile is a
    /// bug the unit tests catch; it is skipped here).
    public static let themes: [CompiledTheme] = BundledResources.themeNames.compactMap { name in
        // The compiled bundled forms: these targets fuzz the data readers and renderers, not YAML.
        guard let theme = ThemeRegistry(yamlParser: nil).theme(named: name).theme else { return nil }
        return try? CompiledTheme(theme: theme)
    }

    /// Renders `table` with every bundled theme as a snapshot, JSON, HTML and ANSI (every color mode,
    /// unbounded and narrow), discarding the output: a crash or hang is the finding.
    ///
    /// - Parameter table: The table read from the fuzzer's input.
    public static func renderEverywhere(_ table: DataTable) {
        for theme in themes {
            let tree = StyledTable(table, theme: theme).renderTree()
            _ = StyleSnapshotRenderer().render(tree)
            _ = JSONRenderer().render(tree)
            _ = HTMLRenderer().render(tree)
            for mode in TerminalColorMode.allCases {
                _ = ANSIRenderer(colorMode: mode, maxWidth: nil).renderBytes(tree)
            }
            _ = ANSIRenderer(colorMode: .trueColor, maxWidth: 12).renderBytes(tree)
        }
    }
}
