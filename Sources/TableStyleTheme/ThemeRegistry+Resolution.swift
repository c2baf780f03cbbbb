import TableStyleDiagnostics
import TableStyleYAMLNodes

/// One step of loading: a theme merged with its parents, and the problems found on the way.
struct ThemeResolution: Sendable {
    /// The merged theme; partial (or `nil`) when ``failed``.
    var theme: Theme?
    var diagnostics: [Diagnostic]
    var paletteUses: [PaletteUse] = []
    /// Palette names declared along the chain, also those whose color could not be read.
    var declaredPaletteNames: Set<String> = []
    /// Whether any error was found (the theme must not be used).
    var failed = true
    /// Whether the whole `extends` chain was read, so an unknown `$name` is really unknown.
    var chainComplete = false
    /// Set when loading failed because `extends` went round in a circle: the theme names, first repeated last.
    var cycle: [String]?
    /// Set when loading failed only because a parent had errors: the first error not itself inherited, and
    /// the themes (name and file) from the parent down to the one that has it.
    var inheritedError: (diagnostic: Diagnostic, chain: [(name: String, file: String)])?
    /// The files read, this theme first and then its parents: what ``CompiledThemeFile`` keeps.
    var sources: [CompiledThemeFile.Source] = []
    /// Whether reading this theme stopped at its error limit (``ErrorLimit``): it has more errors than
    /// were reported.
    var stoppedAtErrorLimit = false
}

extension ThemeRegistry {
    /// Reads `source` and merges its `extends` chain; `chain` holds the themes that extend it.
    func resolve(_ source: ThemeSource, chain: [(identity: ThemeSourceIdentity, name: String)]) -> ThemeResolution {
        let documents: [YAMLNode]
        do {
            documents = try parsedDocuments(of: source)
        } catch {
            return ThemeResolution(theme: nil, diagnostics: [error.diagnostic])
        }
        var reader = ThemeDocumentReader(file: source.file, declarations: predicates)
        guard let document = reader.read(documents: documents) else {
            var resolution = ThemeResolution(theme: nil, diagnostics: reader.diagnostics)
            resolution.stoppedAtErrorLimit = reader.isStopped
            return resolution
        }
        var resolution = ThemeResolution(
            theme: document.theme, diagnostics: reader.diagnostics, paletteUses: document.paletteUses,
            declaredPaletteNames: document.declaredPaletteNames, failed: document.hasErrors, chainComplete: true)
        resolution.stoppedAtErrorLimit = reader.isStopped
        resolution.sources = [
            CompiledThemeFile.Source(name: Self.fileStem(source.file), file: source.file, documents: documents)
        ]
        guard let parentName = document.theme.extends, let extendsOrigin = document.extendsOrigin else {
            return resolution
        }
        func failure(_ message: String, cycle: [String]? = nil) -> ThemeResolution {
            resolution.diagnostics.append(
                Diagnostic(location: extendsOrigin, code: .extends, message: message))
            resolution.failed = true
            resolution.chainComplete = false
            resolution.cycle = cycle
            return resolution
        }
        let links = chain + [(identity: source.identity, name: document.theme.name)]
        guard links.count < Self.maximumExtendsDepth else {
            return failure(
                "expected an extends chain of at most \(Self.maximumExtendsDepth) themes, found a longer one (at \"\(QuotedText.bounded(parentName))\")"
            )
        }
        let parent: ThemeSource
        if let compiledParents = source.compiledParents {
            // A compiled theme carries its chain: the parent is the next source, under the name extends uses.
            guard let next = compiledParents.first, next.name == parentName else {
                return failure(
                    "unknown parent theme \"\(QuotedText.bounded(parentName))\": the compiled theme does not hold it; compile the theme again"
                )
            }
            parent = ThemeSource(compiledChain: compiledParents, compiledFile: source.identity)
        } else if let found = findTheme(named: parentName, besideFolder: source.folder) {
            parent = found
        } else {
            var message =
                "unknown parent theme \"\(QuotedText.bounded(parentName))\": no \(QuotedText.bounded(parentName)).yaml"
            message += source.folder == nil ? "" : " beside this file"
            message += directories.isEmpty ? "" : " or in the theme search path"
            message += ", and no theme of that name registered in code or bundled"
            var candidates = themeNames
            if let folder = source.folder {
                candidates +=
                    ThemeRegistry(includingBundledThemes: false, yamlParser: yamlParser).adding(directory: folder)
                    .themeNames
            }
            // Not this file's own name: extending itself would be a cycle, never the fix.
            let ownName = Self.fileStem(source.file)
            candidates.removeAll { $0 == ownName }
            if let suggestion = DidYouMean.suggestion(for: parentName, among: candidates) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            return failure(message)
        }
        if let start = links.firstIndex(where: { $0.identity == parent.identity }) {
            let names = links[start...].map(\.name) + [links[start].name]
            return failure(Self.cycleMessage(names), cycle: names)
        }
        let parentResult = resolve(parent, chain: links)
        resolution.sources += parentResult.sources
        if let parentTheme = parentResult.theme {
            resolution.theme = document.theme.merged(over: parentTheme)
            resolution.paletteUses = parentResult.paletteUses + document.paletteUses
            resolution.declaredPaletteNames.formUnion(parentResult.declaredPaletteNames)
        }
        if let cycle = parentResult.cycle {
            return failure(Self.cycleMessage(cycle), cycle: cycle)
        }
        if parentResult.failed {
            // The parent's first error, or (when that is only its own parent's failure) the error at the end
            // of the chain, so a long chain gives one message naming the chain, not one nested per level.
            let parentLink = (name: parentName, file: parent.file)
            var chain = [parentLink]
            var first = parentResult.diagnostics.first { $0.severity == .error }
            if let inherited = parentResult.inheritedError,
                parentResult.diagnostics.firstIndex(where: { $0.severity == .error })
                    == parentResult.diagnostics.count - 1
            {
                first = inherited.diagnostic
                chain += inherited.chain
            }
            var message = "the parent theme \"\(QuotedText.bounded(parentName))\" (\(parent.file)) has errors"
            if let first {
                if chain.count > 1 {
                    message +=
                        ", inherited through "
                        + chain.map { "\"" + QuotedText.bounded($0.name) + "\"" }.joined(separator: " → ")
                }
                message += "; the first: \(first.location): \(first.inlineMessage) [\(first.code)]"
                var result = failure(message)
                result.inheritedError = (first, chain)
                return result
            }
            return failure(message)
        }
        return resolution
    }

    /// A theme file's name without folder and extension (`themes/brand.yaml` → `brand`), as theme names go.
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        return name
    }

    static func cycleMessage(_ names: [String]) -> String {
        "extends forms a cycle: " + names.joined(separator: " → ")
            + "; a theme cannot extend itself, directly or through others"
    }

    /// Checks palette references against the final merged palette and orders the diagnostics.
    func finish(_ resolution: ThemeResolution, rootFile: String) -> ThemeLoadResult {
        var diagnostics = resolution.diagnostics
        var stopped = resolution.stoppedAtErrorLimit
        if let merged = resolution.theme {
            let checker = PaletteChecker(
                theme: merged, rootFile: rootFile, declaredNames: resolution.declaredPaletteNames,
                checksUnknownNames: resolution.chainComplete)
            // What the reader reported counts against the file's error limit.
            var limit = ErrorLimit(used: diagnostics.count { $0.severity == .error })
            diagnostics += checker.diagnostics(uses: resolution.paletteUses, limit: &limit)
            stopped = stopped || limit.isExceeded
        }
        let failed = resolution.failed || diagnostics.contains { $0.severity == .error }
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            let left = (
                lhs.element.location.file != rootFile ? 1 : 0, lhs.element.location.line, lhs.element.location.column,
                lhs.offset
            )
            let right = (
                rhs.element.location.file != rootFile ? 1 : 0, rhs.element.location.line, rhs.element.location.column,
                rhs.offset
            )
            return left < right
        }.map(\.element)
        return ThemeLoadResult(
            theme: failed ? nil : resolution.theme, diagnostics: ordered, stoppedAtErrorLimit: stopped)
    }
}
