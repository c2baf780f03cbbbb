import Foundation
import TableStyleDiagnostics
import TableStyleYAMLNodes

/// Where themes come from, and which plugin predicates themes may use: an immutable value built with
/// `adding(…)` methods, shareable across tasks.
///
/// `extends: NAME` and ``theme(named:)`` look a name up in this order: the folder of the file being
/// loaded (for files only), the directories added with ``adding(directory:)`` in the order added, the
/// themes added in code, then the bundled themes. Only `NAME.yaml` / `NAME.yml` directly inside those
/// folders is ever read, and names must match `[a-z0-9][a-z0-9-]*`, so `extends` can never reach a path
/// outside the registry's roots.
///
/// ```swift
/// let registry = ThemeRegistry()
///     .adding(directory: "/app/themes")
///     .adding(predicate: PredicateDeclaration(name: "overdue", parameters: [.init(name: "days", type: .integer)]))
/// let result = registry.load(file: "/app/themes/brand.yaml")
/// ```
public struct ThemeRegistry: Sendable {
    /// The directories searched by name, in order.
    public private(set) var directories: [String] = []
    /// The names of the themes registered in code, in the order added.
    public private(set) var inCodeThemeNames: [String] = []
    /// The plugin predicates themes may use in `custom:`, by name.
    public private(set) var predicates: [String: PredicateDeclaration] = [:]
    /// Whether the bundled themes (`corporate`, `minimal`, `dark`) are available by name.
    public private(set) var includesBundledThemes: Bool
    /// The parser limits applied to every theme file read.
    public var limits: YAMLLimits
    /// The parser for YAML theme files and text (``TableStyleYAML/YAMLParser`` where libyaml is linked).
    /// Without one, the registry reads compiled themes and the bundled themes (in their compiled form),
    /// and YAML sources fail with an `io` diagnostic.
    public var yamlParser: (any YAMLDocumentParser)?

    private var inCodeSources: [String: String] = [:]

    /// The deepest `extends` chain followed before giving up with an `extends` error.
    public static let maximumExtendsDepth = 32

    /// Creates a registry that reads YAML with `yamlParser` (or, when it is `nil`, only compiled themes).
    ///
    /// With TableStyleYAML imported, `ThemeRegistry()` gives a registry that reads YAML with libyaml.
    ///
    /// - Parameters:
    ///   - includingBundledThemes: Whether the bundled themes are available by name (default `true`).
    ///   - limits: Parser limits for every theme read.
    ///   - yamlParser: The YAML parser, or `nil` for a build without libyaml.
    public init(
        includingBundledThemes: Bool = true, limits: YAMLLimits = .default, yamlParser: (any YAMLDocumentParser)?
    ) {
        self.includesBundledThemes = includingBundledThemes
        self.limits = limits
        self.yamlParser = yamlParser
    }

    /// This registry with `directory` appended to the search path.
    ///
    /// - Parameter directory: A folder holding `NAME.yaml` theme files.
    /// - Returns: The extended registry.
    public func adding(directory: String) -> ThemeRegistry {
        var copy = self
        copy.directories.append(directory)
        return copy
    }

    /// This registry with a theme registered in code under `name` (replacing an earlier one of that name).
    ///
    /// - Parameters:
    ///   - name: The name `extends` and ``theme(named:)`` use.
    ///   - source: The theme's YAML text.
    /// - Returns: The extended registry.
    public func adding(themeNamed name: String, source: String) -> ThemeRegistry {
        var copy = self
        if copy.inCodeSources.updateValue(source, forKey: name) == nil { copy.inCodeThemeNames.append(name) }
        return copy
    }

    /// This registry with a plugin predicate declared (replacing an earlier declaration of that name).
    ///
    /// - Parameter predicate: The predicate's name and argument shape.
    /// - Returns: The extended registry.
    public func adding(predicate: PredicateDeclaration) -> ThemeRegistry {
        var copy = self
        copy.predicates[predicate.name] = predicate
        return copy
    }

    /// This registry with several plugin predicates declared.
    ///
    /// - Parameter predicates: The declarations.
    /// - Returns: The extended registry.
    public func adding(predicates: [PredicateDeclaration]) -> ThemeRegistry {
        predicates.reduce(self) { $0.adding(predicate: $1) }
    }

    /// This registry with every predicate a plugin manifest declares.
    ///
    /// - Parameter manifest: A loaded manifest.
    /// - Returns: The extended registry.
    public func adding(manifest: PluginManifest) -> ThemeRegistry {
        adding(predicates: manifest.predicates)
    }

    /// This registry with the predicates of the manifest file at `path`, and the problems found reading it.
    ///
    /// - Parameter path: The manifest file.
    /// - Returns: The registry (unchanged when the manifest has errors) and the manifest's diagnostics.
    public func adding(manifestAt path: String) -> (registry: ThemeRegistry, diagnostics: [Diagnostic]) {
        guard let yamlParser else { return (self, [Self.missingParserDiagnostic(file: path)]) }
        let result = PluginManifest.load(file: path, limits: limits, parser: yamlParser)
        guard let manifest = result.manifest else { return (self, result.diagnostics) }
        return (adding(manifest: manifest), result.diagnostics)
    }

    /// Every theme name available without a file's own folder: search path files, in-code themes and
    /// bundled themes, sorted, without duplicates.
    public var themeNames: [String] {
        var names = Set(inCodeThemeNames)
        if includesBundledThemes { names.formUnion(BundledResources.themeNames) }
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files where file.hasSuffix(".yaml") || file.hasSuffix(".yml") {
                let name = (file as NSString).deletingPathExtension
                if ThemeName.isValid(name) { names.insert(name) }
            }
        }
        return names.sorted()
    }

    /// Whether a theme of this name can be found (search path, in code, bundled).
    ///
    /// - Parameter name: The theme's name.
    /// - Returns: `true` when ``theme(named:)`` would find it.
    public func contains(themeNamed name: String) -> Bool {
        findTheme(named: name, besideFolder: nil) != nil
    }

    /// Loads the theme file at `path`, merging its `extends` chain.
    ///
    /// - Parameter path: The file; its folder is searched first for `extends`.
    /// - Returns: The merged theme (or `nil` on errors) and every diagnostic.
    public func load(file path: String) -> ThemeLoadResult {
        finish(resolve(ThemeSource(fileAt: path), chain: []), rootFile: path)
    }

    /// Loads a theme from its text, merging its `extends` chain.
    ///
    /// - Parameters:
    ///   - source: The YAML text.
    ///   - file: The name used in diagnostics and origins; when it is a path (not `<…>`), its folder is
    ///     searched first for `extends`.
    /// - Returns: The merged theme (or `nil` on errors) and every diagnostic.
    public func load(source: String, file: String) -> ThemeLoadResult {
        finish(resolve(ThemeSource(text: source, file: file), chain: []), rootFile: file)
    }

    /// Loads a theme from its text already parsed (a checker that parsed it for other reasons), merging
    /// its `extends` chain: the same as ``load(source:file:)`` without parsing `source` again.
    ///
    /// - Parameters:
    ///   - documents: `source` parsed with this registry's limits.
    ///   - source: The YAML text.
    ///   - file: The name used in diagnostics and origins, as for ``load(source:file:)``.
    /// - Returns: The merged theme (or `nil` on errors) and every diagnostic.
    package func load(documents: [YAMLNode], source: String, file: String) -> ThemeLoadResult {
        var themeSource = ThemeSource(text: source, file: file)
        themeSource.documents = documents
        return finish(resolve(themeSource, chain: []), rootFile: file)
    }

    /// Loads the theme called `name` (search path, then in-code themes, then bundled themes).
    ///
    /// - Parameter name: The theme's name (`corporate`, `minimal`, `dark`, or one this registry added).
    /// - Returns: The merged theme, or an `extends` diagnostic when no theme has that name.
    public func theme(named name: String) -> ThemeLoadResult {
        guard let source = findTheme(named: name, besideFolder: nil) else {
            var message = "no theme named \"\(QuotedText.bounded(name))\""
            if let suggestion = DidYouMean.suggestion(for: name, among: themeNames) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            message += " (available: \(themeNames.joined(separator: ", ")))"
            let diagnostic = Diagnostic(
                file: name, position: SourcePosition(line: 1, column: 1), code: .extends, message: message)
            return ThemeLoadResult(theme: nil, diagnostics: [diagnostic])
        }
        return finish(resolve(source, chain: []), rootFile: source.file)
    }

    // MARK: Lookup

    func findTheme(named name: String, besideFolder folder: String?) -> ThemeSource? {
        guard ThemeName.isValid(name) else { return nil }
        var folders = directories
        if let folder { folders.insert(folder, at: 0) }
        for directory in folders {
            for suffix in [".yaml", ".yml"] {
                let path = directory.hasSuffix("/") ? directory + name + suffix : directory + "/" + name + suffix
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return ThemeSource(fileAt: path)
                }
            }
        }
        if let source = inCodeSources[name] {
            return ThemeSource(identity: .inCode(name), file: "<memory>/\(name).yaml", folder: nil, text: source)
        }
        if includesBundledThemes, yamlParser == nil, let compiled = BundledResources.compiledTheme(named: name) {
            return ThemeSource(compiledChain: compiled.sources[...], compiledFile: .bundled(name))
        }
        if includesBundledThemes, let text = BundledResources.themeText(named: name) {
            return ThemeSource(identity: .bundled(name), file: "<bundled>/\(name).yaml", folder: nil, text: text)
        }
        return nil
    }
}
