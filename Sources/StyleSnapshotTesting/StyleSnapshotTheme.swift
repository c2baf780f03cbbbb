import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme
import TableStyleYAML

/// The theme a style snapshot renders with: a theme's name (bundled or in a registry), a loaded
/// ``TableStyleTheme/Theme``, or a ``TableStyleEngine/CompiledTheme``.
///
/// A string literal names a theme: `theme: "corporate"`.
public struct StyleSnapshotTheme: Sendable, ExpressibleByStringLiteral {
    enum Source: Sendable {
        case named(String, ThemeRegistry)
        case theme(Theme, PluginPredicates)
        case compiled(CompiledTheme)
    }

    let source: Source

    /// A theme by name, looked up in a registry (by default the bundled themes).
    /// - Parameters:
    ///   - name: The theme's name (`corporate`, `minimal`, `dark`, or one your registry knows).
    ///   - registry: Where to look the name up.
    /// - Returns: The theme reference.
    public static func named(_ name: String, registry: ThemeRegistry = ThemeRegistry()) -> StyleSnapshotTheme {
        StyleSnapshotTheme(source: .named(name, registry))
    }

    /// A loaded theme, compiled for the snapshot's appearance.
    /// - Parameters:
    ///   - theme: The theme.
    ///   - plugins: The host's plugin predicates, when the theme uses `custom:` predicates.
    /// - Returns: The theme reference.
    public static func theme(_ theme: Theme, plugins: PluginPredicates = PluginPredicates()) -> StyleSnapshotTheme {
        StyleSnapshotTheme(source: .theme(theme, plugins))
    }

    /// An already compiled theme; a different `appearance:` recompiles it with the same plugins.
    /// - Parameter compiled: The compiled theme.
    /// - Returns: The theme reference.
    public static func compiled(_ compiled: CompiledTheme) -> StyleSnapshotTheme {
        StyleSnapshotTheme(source: .compiled(compiled))
    }

    /// A bundled theme by name.
    /// - Parameter value: The theme's name.
    public init(stringLiteral value: String) {
        self.init(source: .named(value, ThemeRegistry()))
    }

    init(source: Source) {
        self.source = source
    }

    /// Loads and compiles the theme.
    /// - Parameter appearance: The appearance; `nil` uses the theme's own (else light).
    /// - Returns: The compiled theme.
    /// - Throws: ``StyleSnapshotError`` with the loader's or compiler's diagnostics when the theme is unknown
    ///   or broken.
    public func compile(appearance: Appearance?) throws(StyleSnapshotError) -> CompiledTheme {
        switch source {
        case .named(let name, let registry):
            let result = registry.theme(named: name)
            guard let theme = result.theme else {
                let details = DiagnosticRenderer().render(result.diagnostics)
                throw StyleSnapshotError(message: "The theme \"\(name)\" could not be loaded:\n\(details)")
            }
            return try Self.compile(theme, appearance: appearance, plugins: PluginPredicates())
        case .theme(let theme, let plugins):
            return try Self.compile(theme, appearance: appearance, plugins: plugins)
        case .compiled(let compiled):
            guard let appearance, appearance != compiled.appearance else { return compiled }
            return try Self.compile(compiled.theme, appearance: appearance, plugins: compiled.plugins)
        }
    }

    private static func compile(_ theme: Theme, appearance: Appearance?, plugins: PluginPredicates)
        throws(StyleSnapshotError) -> CompiledTheme
    {
        do {
            return try CompiledTheme(theme: theme, appearance: appearance, plugins: plugins)
        } catch {
            throw StyleSnapshotError(message: "The theme \"\(theme.name)\" could not be compiled: \(error)")
        }
    }
}

/// A style snapshot that cannot be taken: an unknown or broken theme.
public struct StyleSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, with the theme's diagnostics.
    public var message: String

    /// Creates an error.
    /// - Parameter message: What went wrong.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
