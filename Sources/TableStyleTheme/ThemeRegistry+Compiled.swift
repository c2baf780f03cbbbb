import TableStyleDiagnostics
import TableStyleYAMLNodes

extension ThemeRegistry {
    /// Loads a compiled theme: each source of its chain read with the same reader as a YAML file.
    ///
    /// - Parameters:
    ///   - compiled: The compiled theme.
    ///   - file: The name the compiled theme is known by (its path), used to tell compiled themes apart.
    /// - Returns: The merged theme (or `nil` on errors) and every diagnostic, at the original files' positions.
    public func load(compiled: CompiledThemeFile, file: String) -> ThemeLoadResult {
        let source = ThemeSource(compiledChain: compiled.sources[...], compiledFile: .file(file))
        return finish(resolve(source, chain: []), rootFile: source.file)
    }

    /// Loads the JSON form of a compiled theme (what `themecheck compile` writes).
    ///
    /// - Parameters:
    ///   - json: The compiled theme's text.
    ///   - file: The name used in diagnostics about the JSON itself.
    /// - Returns: The merged theme (or `nil` on errors) and every diagnostic.
    public func load(compiledJSON json: String, file: String) -> ThemeLoadResult {
        do {
            return load(compiled: try CompiledThemeFile(json: json, file: file), file: file)
        } catch {
            return ThemeLoadResult(theme: nil, diagnostics: error.diagnostics)
        }
    }

    /// Loads the theme file at `path` and returns it with its whole `extends` chain as a compiled theme.
    ///
    /// - Parameter path: The YAML file.
    /// - Returns: The load result (its diagnostics are the ones ``load(file:)`` gives) and, when it has no
    ///   errors, the compiled theme.
    public func compile(file path: String) -> (result: ThemeLoadResult, compiled: CompiledThemeFile?) {
        compiled(resolve(ThemeSource(fileAt: path), chain: []), rootFile: path)
    }

    /// Loads the theme called `name` and returns it with its whole `extends` chain as a compiled theme.
    ///
    /// - Parameter name: A theme name (search path, in code, bundled).
    /// - Returns: The load result and, when it has no errors, the compiled theme.
    public func compile(themeNamed name: String) -> (result: ThemeLoadResult, compiled: CompiledThemeFile?) {
        guard let source = findTheme(named: name, besideFolder: nil) else { return (theme(named: name), nil) }
        return compiled(resolve(source, chain: []), rootFile: source.file)
    }

    private func compiled(
        _ resolution: ThemeResolution, rootFile: String
    ) -> (result: ThemeLoadResult, compiled: CompiledThemeFile?) {
        let result = finish(resolution, rootFile: rootFile)
        guard result.theme != nil else { return (result, nil) }
        return (result, CompiledThemeFile(sources: resolution.sources))
    }

    /// The documents of `source`: already parsed, or read with ``yamlParser``.
    func parsedDocuments(of source: ThemeSource) throws(YAMLError) -> [YAMLNode] {
        if let documents = source.documents { return documents }
        guard let yamlParser else {
            throw YAMLError(
                code: .io, message: Self.missingParserMessage, file: source.file,
                mark: SourcePosition(line: 1, column: 1))
        }
        if let text = source.text { return try yamlParser.parse(text, file: source.file, limits: limits) }
        return try yamlParser.parse(contentsOf: source.file, limits: limits)
    }

    static let missingParserMessage =
        "cannot read YAML: this registry has no YAML parser (TableStyleYAML is not linked); load the theme's "
        + "compiled form (themecheck compile) instead"

    static func missingParserDiagnostic(file: String) -> Diagnostic {
        Diagnostic(file: file, position: SourcePosition(line: 1, column: 1), code: .io, message: missingParserMessage)
    }
}
