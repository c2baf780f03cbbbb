import TableStyleDiagnostics
import TableStyleYAML

/// The `unknown-column` warning: column names a theme file uses — `column: { name }` and
/// `column: { names }` in a rule's `when`, `rowValue: { column }`, and the keys of `columns` — that the
/// data given with `--data` lacks.
///
/// The names are read from the file's YAML, so each warning points at the name as written. Column names
/// are case-sensitive (a `rowValue` for `status` never holds on a `Status` column), so a name that differs
/// only in case is the first suggestion.
struct ColumnReferenceCheck: Sendable {
    /// One column name a theme file uses.
    struct Reference: Sendable, Hashable {
        /// The name as written.
        var name: String
        /// Where it is written.
        var position: SourcePosition
        /// What uses it, for the message: `rowValue`, `column`, `columns`.
        var context: String
    }

    /// The data's column names, in order.
    let columnNames: [String]

    /// The warnings for the file `document` was parsed from.
    func diagnostics(for document: YAMLNode, file: String) -> [Diagnostic] {
        let known = Set(columnNames)
        // Listed once, and sampled: every message repeating every column of a wide file would be quadratic.
        let list = NameListing.listing(columnNames.map { "`\(QuotedText.bounded($0))`" })
        var suggestions = SuggestionBudget()
        return Self.references(in: document).filter { !known.contains($0.name) }.map { reference in
            let name = QuotedText.bounded(reference.name)
            var message = "the data has no column `\(name)` (used by `\(reference.context)`); its columns are \(list)"
            if let suggestion = suggestions.suggestion(for: reference.name, among: columnNames) {
                let hint =
                    suggestion.lowercased() == reference.name.lowercased()
                    ? "did you mean `\(suggestion)`? Column names are case-sensitive"
                    : "did you mean `\(suggestion)`?"
                message = "the data has no column `\(name)` (used by `\(reference.context)`); \(hint)"
            }
            return Diagnostic(
                file: file, position: reference.position, severity: .warning, code: .unknownColumn, message: message)
        }
    }

    /// The warnings `render` prints for a theme file (none for a bundled theme), rendered as themecheck
    /// prints diagnostics; the file's `# themecheck:` directives apply.
    ///
    /// - Parameters:
    ///   - path: The theme as given to `--theme`.
    ///   - columnNames: The rendered table's column names.
    /// - Returns: The text for standard error, or `""`.
    static func warnings(forThemeFile path: String, columnNames: [String]) -> String {
        let limits = YAMLLimits.default
        guard FileCollector.kind(of: path, followLinks: true) == .file,
            case .contents(let bytes)? = try? SourceFileReader.read(path, limit: limits.maximumInputBytes),
            let document = (try? YAMLParser(limits: limits).parse(bytes: bytes, file: path))?.first
        else { return "" }
        let source = String(decoding: bytes, as: UTF8.self)
        let directives = SuppressionDirectives(source: source, file: path)
        let found = ColumnReferenceCheck(columnNames: columnNames).diagnostics(for: document, file: path)
            .filter { !directives.silences($0) }
        guard !found.isEmpty else { return "" }
        return DiagnosticRenderer(colors: false).render(found, source: source) + "\n"
    }

    /// Every column name `document` uses, in document order.
    static func references(in document: YAMLNode) -> [Reference] {
        var found: [Reference] = []
        if let columns = document["columns"]?.mapping {
            for pair in columns {
                guard let name = pair.key.scalar?.text, name != "*" else { continue }
                found.append(Reference(name: name, position: pair.key.mark, context: "columns"))
            }
        }
        for rule in document["rules"]?.sequence ?? [] {
            if let when = rule["when"] { collect(in: when, into: &found) }
        }
        return found.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
    }

    /// The references in one predicate mapping, through `all`/`any`/`not`.
    private static func collect(in predicate: YAMLNode, into found: inout [Reference]) {
        if let list = predicate.sequence {
            for item in list { collect(in: item, into: &found) }
            return
        }
        guard let pairs = predicate.mapping else { return }
        for pair in pairs {
            switch pair.key.scalar?.text {
            case "column":
                if let name = pair.value["name"], let text = name.scalar?.text {
                    found.append(Reference(name: text, position: name.mark, context: "column: { name }"))
                }
                for item in pair.value["names"]?.sequence ?? [] {
                    if let text = item.scalar?.text {
                        found.append(Reference(name: text, position: item.mark, context: "column: { names }"))
                    }
                }
            case "rowValue":
                if let column = pair.value["column"], let text = column.scalar?.text {
                    found.append(Reference(name: text, position: column.mark, context: "rowValue"))
                }
            case "all", "any", "not":
                collect(in: pair.value, into: &found)
            default:
                break
            }
        }
    }
}
