import TableStyleDiagnostics
import TableStyleJSON
import TableStyleYAMLNodes

/// Reads one theme file's node tree into a ``ThemeDocument``, collecting every problem as a diagnostic.
///
/// Each value is typed by where it stands (Docs/ThemeFormat.md#yaml-in-two-minutes); wrong types and unknown keys are
/// `schema` errors, bad colors `color`, bad regexes `regex`, undeclared plugin predicates `predicate`.
struct ThemeDocumentReader {
    /// The newest format version this library reads.
    static let supportedFormat = 1

    let file: String
    let declarations: [String: PredicateDeclaration]
    var diagnostics: [Diagnostic] = []
    var paletteUses: [PaletteUse] = []
    /// The names this file's palette declares, also those whose color cannot be read. Known before any
    /// color is read, wherever the palette stands, so a color written as a bare palette name is pointed
    /// at its `$` form.
    var declaredPaletteNames: Set<String> = []
    /// "Did you mean" among the declared plugin predicates, bounded per file.
    var predicateSuggestions = SuggestionBudget()
    /// The file's error limit: past it errors are dropped, and the loops over the file's lists and
    /// mappings stop (``isStopped``).
    var errorLimit = ErrorLimit()

    /// The declared predicates as an "unknown custom predicate" message lists them, built once.
    let predicateListing: String

    init(file: String, declarations: [String: PredicateDeclaration]) {
        self.file = file
        self.declarations = declarations
        predicateListing = NameListing.listing(declarations.keys.sorted())
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Whether an error past the file's limit was met: the file has more errors than were reported, and
    /// reading stops.
    var isStopped: Bool { errorLimit.isExceeded }

    /// Whether one more error would be reported, so that its "did you mean" is worth searching for.
    var reportsMore: Bool { errorLimit.remaining > 0 }

    // MARK: Diagnostics

    mutating func report(_ code: Diagnostic.Code, _ message: String, at mark: SourcePosition) {
        guard errorLimit.admit() else { return }
        diagnostics.append(Diagnostic(file: file, position: mark, severity: .error, code: code, message: message))
    }

    func origin(_ node: YAMLNode) -> FileLocation {
        FileLocation(file: file, position: node.mark)
    }

    // MARK: The document

    /// Reads the documents of one file (exactly one is expected); `nil` when nothing of it can be used.
    mutating func read(documents: [YAMLNode]) -> ThemeDocument? {
        guard let root = documents.first else {
            report(
                .version, "expected a theme starting with `format: 1`, found an empty document",
                at: SourcePosition(line: 1, column: 1, offset: 0))
            return nil
        }
        for extra in documents.dropFirst() {
            report(
                .schema, "expected one YAML document per theme file, found another document here", at: extra.mark)
        }
        guard var document = read(root: root) else { return nil }
        document.hasErrors = hasErrors
        return document
    }

    mutating func read(root: YAMLNode) -> ThemeDocument? {
        guard let pairs = root.mapping else {
            report(.schema, "expected the theme to be a mapping of keys, found \(root.kindDescription)", at: root.mark)
            return nil
        }
        guard readFormat(root) else { return nil }
        declaredPaletteNames = Set(
            (root["palette"]?.mapping ?? []).compactMap(\.key.scalar?.text).filter(ColorSpec.isPaletteName))
        var theme = Theme(name: "", file: file)
        var extendsOrigin: FileLocation?
        var sawName = false
        for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.root, context: "the theme") {
            let value = pair.value
            switch key {
            case "format":
                continue
            case "name":
                sawName = true
                if let name = string(value, context: "name") {
                    if ThemeName.isValid(name) {
                        theme.name = name
                    } else {
                        report(
                            .schema,
                            "expected a theme name of lower-case letters, digits and \"-\" (like \"my-theme\"), found \"\(QuotedText.bounded(name))\"",
                            at: value.mark)
                    }
                }
            case "extends":
                if let parent = string(value, context: "extends") {
                    if ThemeName.isValid(parent) {
                        theme.extends = parent
                        extendsOrigin = origin(value)
                    } else if ThemeName.isValid(parent.lowercased()) {
                        // `Corporate`: a name in another case, not a path.
                        report(
                            .extends,
                            "expected the name of another theme (lower-case letters, digits and \"-\"), found \"\(QuotedText.bounded(parent))\"; theme names are lower-case: write `\(parent.lowercased())`",
                            at: value.mark)
                    } else {
                        report(
                            .extends,
                            "expected the name of another theme (lower-case letters, digits and \"-\"), found \"\(QuotedText.bounded(parent))\"; extends takes a name, never a path",
                            at: value.mark)
                    }
                }
            case "description":
                theme.description = string(value, context: "description")
            case "appearance":
                theme.appearance = keyword(value, Appearance.self, context: "appearance")
            case "palette":
                theme.palette = palette(value)
            case "table":
                theme.table = tableSettings(value) ?? TableSettings()
            case "cell", "header", "footer":
                let spec = style(value, context: key) ?? StyleSpec()
                if key == "cell" {
                    theme.cell = spec
                } else if key == "header" {
                    theme.header = spec
                } else {
                    theme.footer = spec
                }
            case "sectionHeader":
                theme.sectionHeader = style(value, context: key) ?? StyleSpec()
            case "sectionFooter":
                theme.sectionFooter = style(value, context: key) ?? StyleSpec()
            case "columns":
                theme.columns = columnWidths(value)
            case "rules":
                theme.rules = rules(value)
            default:
                continue
            }
        }
        if !sawName {
            report(.schema, "expected the required key `name` (the theme's name), found none", at: root.mark)
        }
        return ThemeDocument(
            theme: theme, extendsOrigin: extendsOrigin, paletteUses: paletteUses,
            declaredPaletteNames: declaredPaletteNames)
    }

    /// Checks `format`; `false` when the rest of the file must not be read (a newer version).
    private mutating func readFormat(_ root: YAMLNode) -> Bool {
        guard let pair = root.mapping?.first(where: { $0.key.scalar?.text == "format" }) else {
            report(
                .version, "expected the required key `format: 1` (the theme format version), found none",
                at: root.mark)
            return true
        }
        let value = pair.value
        guard let version = Self.integerValue(value) else {
            report(
                .schema, "expected the format version as an integer (1), found \(value.kindDescription)",
                at: value.mark)
            return true
        }
        if version > Self.supportedFormat {
            report(
                .version,
                "format \(version) is newer than this library reads (format \(Self.supportedFormat)); update TableStyleKit to load this theme",
                at: value.mark)
            return false
        }
        if version < 1 {
            report(.version, "expected format 1, found format \(version)", at: value.mark)
        }
        return true
    }

    // MARK: Palette

    private mutating func palette(_ node: YAMLNode) -> [String: Sourced<ColorSpec>] {
        guard let pairs = mapping(node, context: "palette") else { return [:] }
        var result: [String: Sourced<ColorSpec>] = [:]
        for pair in pairs {
            if isStopped { break }
            guard let name = keyText(pair, context: "palette") else { continue }
            let context = "palette.\(QuotedText.bounded(name))"
            guard ColorSpec.isPaletteName(name) else {
                report(
                    .schema,
                    "expected a palette name (a letter, then letters, digits, \"_\" or \"-\"), found \"\(QuotedText.bounded(name))\"",
                    at: pair.key.mark)
                // The color is still checked, so a mistake in it is reported too.
                _ = color(pair.value, context: context)
                continue
            }
            if let spec = color(pair.value, context: context) {
                result[name] = Sourced(spec, origin: origin(pair.value))
            }
        }
        return result
    }

    // MARK: Table

    private mutating func tableSettings(_ node: YAMLNode) -> TableSettings? {
        guard let pairs = mapping(node, context: "table") else { return nil }
        var settings = TableSettings()
        for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.table, context: "table") {
            let value = pair.value
            let context = "table.\(key)"
            switch key {
            case "style":
                settings.style = keyword(value, TableStyleKind.self, context: context)
            case "rowHeight":
                if case .string("automatic") = value.scalar?.value {
                    settings.rowHeight = .automatic
                } else if isNumber(value) {
                    if let height = number(value, context: context, expected: "a number greater than 0", { $0 > 0 }) {
                        settings.rowHeight = .fixed(height)
                    }
                } else {
                    report(
                        .schema,
                        "expected `automatic` or a number of points for \(context), found \(value.kindDescription)",
                        at: value.mark)
                }
            case "interRowSpacing":
                settings.interRowSpacing = number(value, context: context, expected: "a number ≥ 0") { $0 >= 0 }
            case "headerHeight":
                settings.headerHeight = number(value, context: context, expected: "a number ≥ 0") { $0 >= 0 }
            case "footerHeight":
                settings.footerHeight = number(value, context: context, expected: "a number ≥ 0") { $0 >= 0 }
            case "searchHeight":
                settings.searchHeight = number(value, context: context, expected: "a number ≥ 0") { $0 >= 0 }
            case "show":
                settings.show = flags(value, ShowFlag.self, keys: ThemeKeys.show, context: context)
            case "float":
                settings.float = flags(value, FloatFlag.self, keys: ThemeKeys.float, context: context)
            case "sortArrowColor":
                settings.sortArrowColor = color(value, context: context).map { Sourced($0, origin: origin(value)) }
            case "rowColors":
                settings.rowColors = colorList(value, context: context).map { Sourced($0, origin: origin(value)) }
            case "highlightedRowColors":
                settings.highlightedRowColors = colorList(value, context: context).map {
                    Sourced($0, origin: origin(value))
                }
            case "selectedRowColor":
                settings.selectedRowColor = color(value, context: context).map { Sourced($0, origin: origin(value)) }
            case "deleteTitle":
                settings.deleteTitle = string(value, context: context)
            case "separator":
                settings.separator = separator(value, context: context).map { Sourced($0, origin: origin(value)) }
            default:
                continue
            }
        }
        return settings
    }

    private mutating func flags<Flag: RawRepresentable & CaseIterable & Hashable>(
        _ node: YAMLNode, _ type: Flag.Type, keys: [String], context: String
    ) -> [Flag: Bool] where Flag.RawValue == String {
        guard let pairs = mapping(node, context: context) else { return [:] }
        var result: [Flag: Bool] = [:]
        for (key, pair) in knownPairs(pairs, allowed: keys, context: context) {
            if let flag = Flag(rawValue: key), let value = bool(pair.value, context: "\(context).\(key)") {
                result[flag] = value
            }
        }
        return result
    }

    private mutating func colorList(_ node: YAMLNode, context: String) -> [ColorSpec]? {
        guard let items = node.sequence else {
            report(.schema, "expected a list of colors for \(context), found \(node.kindDescription)", at: node.mark)
            return nil
        }
        var result: [ColorSpec] = []
        var failed = false
        for (index, item) in items.enumerated() {
            if isStopped { return nil }
            if let spec = color(item, context: "\(context)[\(index)]") { result.append(spec) } else { failed = true }
        }
        return failed ? nil : result
    }

    // MARK: Rules

    private mutating func rules(_ node: YAMLNode) -> [Rule] {
        guard let items = node.sequence else {
            report(.schema, "expected a list of rules for rules, found \(node.kindDescription)", at: node.mark)
            return []
        }
        var result: [Rule] = []
        var namesSeen: [String: SourcePosition] = [:]
        for (index, item) in items.enumerated() {
            if isStopped { break }
            let context = "rules[\(index)]"
            guard let pairs = mapping(item, context: context) else { continue }
            var rule = Rule(style: StyleSpec(), origin: origin(item))
            for (key, pair) in knownPairs(pairs, allowed: ThemeKeys.rule, context: context) {
                let value = pair.value
                switch key {
                case "name":
                    guard let name = string(value, context: "\(context).name") else { continue }
                    if name.isEmpty {
                        report(
                            .schema, "expected a non-empty rule name for \(context).name, found \"\"", at: value.mark)
                    } else if let first = namesSeen[name] {
                        report(
                            .duplicateRule,
                            "rule name \"\(QuotedText.bounded(name))\" is already used by the rule at line \(first.line); rule names must be unique within a theme",
                            at: value.mark)
                    } else {
                        namesSeen[name] = value.mark
                        rule.name = name
                    }
                case "when":
                    rule.when = predicate(value, context: "\(context).when")
                case "style":
                    rule.style = style(value, context: "\(context).style", allowsScales: true) ?? StyleSpec()
                case "label":
                    guard let label = string(value, context: "\(context).label") else { continue }
                    if label.isEmpty {
                        report(.schema, "expected a non-empty label for \(context).label, found \"\"", at: value.mark)
                    } else {
                        rule.label = label
                    }
                default:
                    continue
                }
            }
            result.append(rule)
        }
        return result
    }
}
