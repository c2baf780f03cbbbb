import TableStyleDiagnostics
import TableStyleTheme
import TableStyleYAML

/// Checks one theme file: read (size checked first), YAML, schema, the loader's semantic checks, warnings.
struct ThemeFileChecker: Sendable {
    /// The findings for one file and its text (for quoting source lines).
    struct Result: Sendable {
        var diagnostics: [Diagnostic]
        var source: String?
        /// Whether the check stopped at the file's error limit: the file has more errors than these.
        var stoppedAtErrorLimit = false
    }

    /// Where `extends` names resolve (after the checked file's own folder) and which plugins are declared.
    var registry: ThemeRegistry
    /// The appearances contrast is checked in; `nil` checks both, the theme's own first.
    var appearances: [Appearance]?
    /// The data's column names, when `--data` was given: the file's column references are checked.
    var dataColumns: [String]?
    /// The parser limits (size, depth, alias expansion).
    var limits: YAMLLimits { registry.limits }

    /// Checks `path`.
    ///
    /// - Parameter path: The file.
    /// - Throws: ``InputError`` when it cannot be read.
    /// - Returns: The findings.
    func check(_ path: String) throws(InputError) -> Result {
        let bytes: [UInt8]
        switch try SourceFileReader.read(path, limit: limits.maximumInputBytes) {
        case .tooLarge(let size):
            let diagnostic = Diagnostic(
                file: path, position: SourcePosition(line: 1, column: 1), code: .limit,
                message: "the input is \(size) bytes, over the limit of \(limits.maximumInputBytes) bytes")
            return Result(diagnostics: [diagnostic], source: nil)
        case .contents(let contents):
            bytes = contents
        }
        return check(bytes: bytes, file: path)
    }

    /// Checks a theme file's bytes, already read (within the size limit): the findings validation reports
    /// for it, which the commands that load a theme report too.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's path, for positions and for resolving `extends` beside it.
    /// - Returns: The findings.
    func check(bytes: [UInt8], file path: String) -> Result {
        let source = String(decoding: bytes, as: UTF8.self)
        let documents: [YAMLNode]
        do {
            documents = try YAMLParser(limits: limits).parse(bytes: bytes, file: path)
        } catch {
            let recovered = recovering(from: error.diagnostic, source: source, file: path)
            return Result(diagnostics: recovered.diagnostics, source: source, stoppedAtErrorLimit: recovered.stopped)
        }
        let checked = check(documents, source: source, file: path)
        return Result(diagnostics: checked.diagnostics, source: source, stoppedAtErrorLimit: checked.stopped)
    }

    /// The findings of a file YAML cannot parse: the syntax error with its hint and, when the error is a
    /// `#` comment that left a flow mapping open, the findings of the rest of the file, found by quoting
    /// such comments one at a time (at most 20) and checking again. Findings on a repaired line are left
    /// out: its text is not what the author wrote.
    func recovering(from error: Diagnostic, source: String, file: String) -> (diagnostics: [Diagnostic], stopped: Bool)
    {
        var diagnostics: [Diagnostic] = []
        var repairedLines: Set<Int> = []
        var current = error
        var text = source
        for _ in 0..<20 {
            let hints = DiagnosticHints(source: text)
            diagnostics += hints.apply(to: [current])
            guard let repaired = hints.repairingFlowComment(current) else { return (diagnostics, false) }
            repairedLines.insert(repaired.line)
            text = repaired.source
            do {
                let documents = try YAMLParser(limits: limits).parse(bytes: Array(text.utf8), file: file)
                let rest = check(documents, source: text, file: file)
                return (
                    diagnostics + rest.diagnostics.filter { !repairedLines.contains($0.location.line) }, rest.stopped
                )
            } catch {
                current = error.diagnostic
            }
        }
        return (diagnostics, false)
    }

    /// The findings for a parsed file: schema errors, the loader's errors (without repeating a schema error
    /// at the same position), then, for a theme without errors, the warnings; and whether the check
    /// stopped at the file's error limit (then only the first ``ErrorLimit/perFile`` errors by position
    /// are kept).
    func check(_ documents: [YAMLNode], source: String, file: String) -> (diagnostics: [Diagnostic], stopped: Bool) {
        guard let document = documents.first else {
            let empty = Diagnostic(
                file: file, position: SourcePosition(line: 1, column: 1), code: .schema,
                message: "expected a theme mapping with at least `format` and `name`, found an empty file")
            return ([empty], false)
        }
        let loaded = registry.load(documents: documents, source: source, file: file)
        // A theme the loader refuses for a limit (a palette chain too long) is not validated further:
        // the schema's work grows with the very size the limit refuses.
        let refused = loaded.diagnostics.contains { $0.code == .limit && $0.severity == .error }
        let schemaCheck: (diagnostics: [Diagnostic], stopped: Bool) =
            documents.count == 1 && !refused ? SchemaCheck.diagnostics(for: document, file: file) : ([], false)
        var diagnostics = Self.merge(schema: schemaCheck.diagnostics, loader: loaded.diagnostics)
        let stopped = schemaCheck.stopped || loaded.stoppedAtErrorLimit
        if stopped { diagnostics = Self.firstErrors(diagnostics, limit: ErrorLimit.perFile) }
        if let theme = loaded.theme, !diagnostics.contains(where: { $0.severity == .error }) {
            var preparing = AnalysisBudget()
            var contrast = AnalysisBudget()
            var noEffect = AnalysisBudget()
            let own = theme.appearance ?? .light
            let analysis = ThemeAnalysis(theme: theme, appearance: own, budget: &preparing)
            let fallback = document["extends"]?.mark ?? document.mark
            var seen = Set<Diagnostic>()
            for appearance in appearances ?? [own, own == .light ? .dark : .light] {
                let checked =
                    appearance == own
                    ? analysis : ThemeAnalysis(theme: theme, appearance: appearance, budget: &preparing)
                let check = ContrastCheck(analysis: checked, file: file, fallback: fallback)
                for var warning in check.diagnostics(budget: &contrast) + check.sortArrowDiagnostics() {
                    // The same colors in both appearances (hex colors) are one finding, reported once.
                    guard seen.insert(warning).inserted else { continue }
                    // The theme's own appearance is the one its author sees; the other is named.
                    if appearance != own { warning.message += " in the \(appearance.rawValue) appearance" }
                    diagnostics.append(warning)
                }
            }
            diagnostics += NoEffectCheck(analysis: analysis, file: file).diagnostics(budget: &noEffect)
            if documents.count == 1 { diagnostics += BarRangeCheck.diagnostics(for: document, file: file) }
            if preparing.isExceeded || contrast.isExceeded || noEffect.isExceeded {
                diagnostics.append(AnalysisBudget.exceededDiagnostic(file: file, position: document.mark))
            }
        }
        if documents.count == 1, let dataColumns {
            diagnostics += ColumnReferenceCheck(columnNames: dataColumns).diagnostics(for: document, file: file)
        }
        diagnostics = DiagnosticHints(source: source).apply(to: diagnostics)
        return (SuppressionDirectives(source: source, file: file).apply(to: diagnostics, file: file), stopped)
    }

    /// `diagnostics` with only the first `limit` errors by position (warnings all kept, order kept): what a
    /// stopped check reports, since the schema check and the loader each stopped after `limit` of their own.
    static func firstErrors(_ diagnostics: [Diagnostic], limit: Int) -> [Diagnostic] {
        let errors = diagnostics.indices.filter { diagnostics[$0].severity == .error }
        guard errors.count > limit else { return diagnostics }
        let byPosition = errors.sorted { lhs, rhs in
            let left = diagnostics[lhs].location
            let right = diagnostics[rhs].location
            return (left.line, left.column, lhs) < (right.line, right.column, rhs)
        }
        let kept = Set(byPosition.prefix(limit))
        return diagnostics.indices.compactMap { index in
            diagnostics[index].severity != .error || kept.contains(index) ? diagnostics[index] : nil
        }
    }

    /// The schema validator's findings and the loader's, each problem once.
    ///
    /// At a position where both report, the more specific finding wins: a loader finding with its own
    /// code (`version`, `color`, `regex`, …) replaces the validator's `schema` finding there, and the
    /// loader's own `schema` findings give way to the validator's, which name the schema's rule exactly.
    /// A `version` error stands alone: the structure of a newer format is unknown to this schema.
    static func merge(schema: [Diagnostic], loader: [Diagnostic]) -> [Diagnostic] {
        struct Position: Hashable {
            var file: String
            var line: Int
            var column: Int
        }
        func position(_ diagnostic: Diagnostic) -> Position {
            Position(file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column)
        }
        // A newer format version is all the loader can say about a file; its structure is unknown here.
        if loader.contains(where: { $0.code == .version }) { return loader }
        let specific = Set(loader.filter { $0.code != .schema }.map(position))
        let validated = Set(schema.map(position))
        let keptSchema = schema.filter { !specific.contains(position($0)) }
        let keptLoader = loader.filter { $0.code != .schema || !validated.contains(position($0)) }
        var seen = Set<Diagnostic>()
        return (keptSchema + keptLoader).filter { seen.insert($0).inserted }
    }
}
