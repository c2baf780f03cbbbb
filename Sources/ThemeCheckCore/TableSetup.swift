import TableStyleDiagnostics
import TableStyleEngine
import TableStyleRender
import TableStyleTheme
import TableStyleYAML

/// What `render` and `explain` share: load the theme (a file or a bundled name), compile it, read the
/// data (or take the demo table), select rows by their position in the file, then sort.
struct TableSetup: Sendable {
    /// The compiled theme.
    var compiled: CompiledTheme
    /// The table, selected and sorted.
    var table: DataTable
    /// The rows' IDs in file order (before sorting).
    var fileOrder: [RowID]

    /// Builds the table and theme for a command.
    ///
    /// - Parameters:
    ///   - command: The command (for usage errors).
    ///   - options: The theme (a file path or bundled theme name), the data file (`nil` for the demo
    ///     table), the sort, the selected data rows (0-based in file order), the appearance override, and
    ///     a plugin manifest declaring custom predicates (they never hold: the host's code is absent).
    /// - Throws: ``CommandFailure``.
    init(command: CommandName, options: TableOptions) throws(CommandFailure) {
        var registry = ThemeRegistry()
        var predicates = PluginPredicates()
        if let plugins = options.plugins {
            switch FileCollector.kind(of: plugins, followLinks: true) {
            case .file: break
            case .missing: throw .input(InputError(path: plugins, reason: "no such file or directory"))
            case .directory, .other: throw .input(InputError(path: plugins, reason: "not a regular file"))
            }
            let loaded = registry.adding(manifestAt: plugins)
            if loaded.diagnostics.contains(where: { $0.severity == .error }) {
                throw .theme(loaded.diagnostics, sources: [:])
            }
            registry = loaded.registry
            for declaration in registry.predicates.values.sorted(by: { $0.name < $1.name }) {
                predicates = predicates.adding(PluginPredicate(declaration: declaration))
            }
        }
        let loaded = try Self.loadTheme(options.theme, registry: registry, command: command)
        do {
            compiled = try CompiledTheme(theme: loaded, appearance: options.appearance, plugins: predicates)
        } catch {
            throw .theme([error.diagnostic], sources: [:])
        }
        var table = try Self.loadData(
            options.data, limit: options.dataLimit, cellLimit: options.cellLimit, command: command)
        try RegexWorkLimit.check(theme: loaded, table: table)
        // The ids only: copying the rows would retain each row's cells.
        let fileOrder = table.sections.flatMap { $0.rows.map(\.id) }
        self.fileOrder = fileOrder
        for index in options.select {
            guard fileOrder.indices.contains(index) else {
                throw .usage(
                    CommandLineError(
                        command: command,
                        problem: .invalidReference(
                            option: OptionDefinition.select.synopsis,
                            message:
                                "row \(index) does not exist; the data has \(fileOrder.count) rows (0–\(fileOrder.count - 1))."
                        )))
            }
            table.selection.insert(fileOrder[index])
        }
        if let sort = options.sort {
            let column = try Self.column(sort.column, in: table, option: .sort, command: command)
            // In place: the rows are moved, never copied.
            table.sort(by: [ColumnSort(column: column, direction: sort.direction)])
        }
        self.table = table
    }

    /// The index of a column given by name (first) or 0-based index.
    static func column(_ text: String, in table: DataTable, option: OptionDefinition, command: CommandName)
        throws(CommandFailure) -> Int
    {
        if let index = table.columnIndex(named: text) { return index }
        if let index = Int(text), table.columns.indices.contains(index) { return index }
        let names = table.columns.map { "'\($0.name)'" }.joined(separator: ", ")
        var message = "no column '\(text)'; the columns are \(names) (or an index 0–\(table.columns.count - 1))."
        if let suggestion = DidYouMean.suggestion(for: text, among: table.columns.map(\.name)) {
            message = "no column '\(text)'; did you mean '\(suggestion)'? The columns are \(names)."
        }
        throw .usage(
            CommandLineError(command: command, problem: .invalidReference(option: option.synopsis, message: message)))
    }

    /// Loads a theme file, or a bundled theme by name when no such file exists.
    static func loadTheme(_ reference: String, registry: ThemeRegistry, command: CommandName) throws(CommandFailure)
        -> Theme
    {
        let looksLikePath =
            reference.contains("/") || reference.hasSuffix(".yaml") || reference.hasSuffix(".yml")
        let result: ThemeLoadResult
        var sources: [String: String] = [:]
        // A YAML theme file's bytes: when it does not load, its findings are the ones validation reports.
        var themeFileBytes: [UInt8]?
        switch FileCollector.kind(of: reference, followLinks: true) {
        case .file:
            let outcome: SourceFileReader.Outcome
            do {
                outcome = try SourceFileReader.read(reference, limit: registry.limits.maximumInputBytes)
            } catch {
                throw .input(error)
            }
            let text: String
            switch outcome {
            case .tooLarge(let size):
                let diagnostic = Diagnostic(
                    file: reference, position: SourcePosition(line: 1, column: 1), code: .limit,
                    message: "the input is \(size) bytes, over the limit of \(registry.limits.maximumInputBytes) bytes")
                throw .theme([diagnostic], sources: [:])
            case .contents(let bytes):
                // Checked in place first (`String(validating:)` needs macOS 15; the package supports 13).
                if bytes.withUnsafeBufferPointer(UTF8Validation.isValid) {
                    text = String(decoding: bytes, as: UTF8.self)
                } else {
                    // Not UTF-8: the parser reports the exact position of the first invalid byte.
                    do {
                        _ = try YAMLParser(limits: registry.limits).parse(bytes: bytes, file: reference)
                    } catch {
                        throw .theme([error.diagnostic], sources: [:])
                    }
                    text = String(decoding: bytes, as: UTF8.self)
                }
            }
            sources[reference] = text
            if !reference.hasSuffix(".json"), case .contents(let bytes) = outcome { themeFileBytes = bytes }
            // A compiled theme (`themecheck compile` output) reads the same way, positions and all.
            result =
                reference.hasSuffix(".json")
                ? registry.load(compiledJSON: text, file: reference) : registry.load(source: text, file: reference)
        case .directory, .other:
            throw .input(InputError(path: reference, reason: "not a theme file"))
        case .missing:
            if looksLikePath || !BundledResources.themeNames.contains(reference) {
                if looksLikePath { throw .input(InputError(path: reference, reason: "no such file or directory")) }
                let available = BundledResources.themeNames.joined(separator: ", ")
                var message = "no theme file or bundled theme named '\(reference)' (bundled: \(available))."
                if let suggestion = DidYouMean.suggestion(for: reference, among: BundledResources.themeNames) {
                    message = "no theme file or bundled theme named '\(reference)'; did you mean '\(suggestion)'?"
                }
                throw .usage(
                    CommandLineError(
                        command: command,
                        problem: .invalidReference(option: OptionDefinition.theme.synopsis, message: message)))
            }
            result = registry.theme(named: reference)
        }
        guard let theme = result.theme, !result.hasErrors else {
            // Validation's findings (the schema's wording, its hints, the rest of a file after a `#` in a flow
            // list): a theme file reads the same whichever command loaded it.
            if let themeFileBytes {
                let checked = ThemeFileChecker(registry: registry).check(bytes: themeFileBytes, file: reference)
                let errors = checked.diagnostics.filter { $0.severity == .error }
                if !errors.isEmpty {
                    // In validation's order (by position) and within its per-file limit.
                    let report = ValidationReport(diagnostics: errors, fileCount: 1, sources: sources)
                    throw .theme(
                        report.diagnostics, sources: sources, stoppedFile: checked.stoppedAtErrorLimit ? reference : nil
                    )
                }
            }
            // A compiled theme or a bundled one: the loader's errors, with the hints validation adds (a regex
            // error at its character, `#` in a color, …). Hints read the lines of this file, so findings in a
            // file it extends stay as they are.
            var errors = result.errors
            if let text = sources[reference] {
                let hints = DiagnosticHints(source: text)
                errors = errors.map { $0.location.file == reference ? hints.hinted($0) : $0 }
            }
            throw .theme(
                errors, sources: sources,
                stoppedFile: result.stoppedAtErrorLimit ? result.errors.first?.location.file : nil)
        }
        return theme
    }

    /// Reads the data file, or returns the demo table.
    ///
    /// The limits' messages name the options that raise them only when `command` takes those options.
    static func loadData(
        _ path: String?, limit: Int = TableOptions.defaultDataLimit, cellLimit: Int = CellBudget.defaultLimit,
        command: CommandName
    ) throws(CommandFailure) -> DataTable {
        let options = CommandDefinition.of(command).options
        func hint(_ option: OptionDefinition) -> String {
            options.contains(option) ? "\(option.spelling) raises it" : ""
        }
        guard let path else { return DemoTable.ledger }
        switch FileCollector.kind(of: path, followLinks: true) {
        case .file: break
        case .missing: throw .input(InputError(path: path, reason: "no such file or directory"))
        case .directory, .other: throw .input(InputError(path: path, reason: "not a regular file"))
        }
        let outcome: SourceFileReader.Outcome
        do {
            outcome = try SourceFileReader.read(path, limit: limit)
        } catch {
            throw .input(error)
        }
        let bytes: [UInt8]
        switch outcome {
        case .contents(let contents): bytes = contents
        case .tooLarge(let size):
            let raising = hint(.dataLimit)
            let message =
                "the data file is \(size) bytes, over the limit of \(limit) bytes"
                + (raising.isEmpty ? "" : " (\(raising))")
            throw .data(
                Diagnostic(
                    file: path, position: SourcePosition(line: 1, column: 1), code: .dataLimit, message: message),
                line: nil)
        }
        do {
            let budget = CellBudget(limit: cellLimit, hint: hint(.cellLimit))
            return try DataFileReader(cellBudget: budget).read(bytes: bytes, path: path)
        } catch {
            throw .data(error.diagnostic, line: SourceLineIndex.line(error.location.line, ofUTF8: bytes))
        }
    }
}
