import TableStyleDiagnostics
import TableStyleEngine
import TableStyleRender
import TableStyleTheme

/// `themecheck explain`: prints, per style attribute of one cell, its value and the layer or rule that set
/// it, with file:line.
///
/// ROW is the 0-based body row after sorting (counted across sections in display order), or `header` /
/// `footer`; COLUMN is a column name or, when no column has that name, a 0-based index.
struct ExplainCommand: Sendable {
    var options: ExplainOptions
    var environment: ToolEnvironment

    func run() -> ToolResult {
        do {
            return try explain()
        } catch {
            return error.result(usesColor: environment.usesColor)
        }
    }

    private func explain() throws(CommandFailure) -> ToolResult {
        let setup = try TableSetup(command: .explain, options: options.table)
        let table = setup.table
        let column = try TableSetup.column(
            options.cell.column, in: table, option: .cell, command: .explain)
        let styled = StyledTable(table, theme: setup.compiled)
        let columnName = table.columns[column].name
        let explanation: StyleExplanation
        let ruleIndex = try options.rule.map { name throws(CommandFailure) in
            try Self.ruleIndex(name, in: setup.compiled.theme)
        }
        var trace: (matches: Bool, lines: [String])?
        let notes: [String]
        var place: String
        let text: String
        // The text drawn, when a value format changes it (headers are never formatted).
        var shown: String?
        var flatIndex = 0
        if case .body(let index) = options.cell.row { flatIndex = index }
        if case .data(let index) = options.cell.row {
            guard setup.fileOrder.indices.contains(index) else {
                let count = setup.fileOrder.count
                throw .usage(
                    CommandLineError(
                        command: .explain,
                        problem: .invalidReference(
                            option: OptionDefinition.cell.synopsis,
                            message: "data row \(index) does not exist; the data has \(count) rows"
                                + (count > 0 ? " (0–\(count - 1))." : "."))))
            }
            let id = setup.fileOrder[index]
            flatIndex = table.rows.firstIndex { $0.id == id } ?? 0
        }
        switch options.cell.row {
        case .header:
            let titles = TitleRowValues(names: table.columns.map(\.name))
            let context = CellContext(section: .header, row: 0, rowCount: 1, column: column, isSelected: false)
            explanation = styled.bound.explain(context, in: titles)
            trace = ruleIndex.map { styled.bound.trace(rule: $0, context, in: titles) }
            notes = styled.bound.statisticsNotes(for: context, in: titles)
            place = "header"
            text = columnName
        case .footer:
            guard let footer = table.footerRow else {
                throw .usage(
                    CommandLineError(
                        command: .explain,
                        problem: .invalidReference(
                            option: OptionDefinition.cell.synopsis, message: "the table has no footer row.")
                    ))
            }
            let context = CellContext(section: .footer, row: 0, rowCount: 1, column: column, isSelected: false)
            explanation = styled.bound.explain(context, in: footer)
            trace = ruleIndex.map { styled.bound.trace(rule: $0, context, in: footer) }
            notes = styled.bound.statisticsNotes(for: context, in: footer)
            place = "footer"
            text = footer.cell(at: column).text
            shown = explanation.style.format.display(footer.cell(at: column).value, text: text)
        case .body, .data:
            guard let (path, rowCount) = Self.locate(flatIndex, in: table) else {
                let total = table.totalRowCount
                throw .usage(
                    CommandLineError(
                        command: .explain,
                        problem: .invalidReference(
                            option: OptionDefinition.cell.synopsis,
                            message: "body row \(flatIndex) does not exist; the table has \(total) body rows"
                                + (total > 0 ? " (0–\(total - 1))." : ".")))
                )
            }
            let row = table.row(at: path)
            let context = CellContext(
                section: .body, row: path.row, rowCount: rowCount, column: column,
                isSelected: table.isSelected(row.id))
            explanation = styled.bound.explain(context, in: row)
            trace = ruleIndex.map { styled.bound.trace(rule: $0, context, in: row) }
            notes = styled.bound.statisticsNotes(for: context, in: row)
            place = "body row \(flatIndex)" + (table.isSelected(row.id) ? " (selected)" : "")
            if case .data(let index) = options.cell.row { place += ", data row \(index)" }
            text = row.cell(at: column).text
            shown = explanation.style.format.display(row.cell(at: column).value, text: text)
        }
        let compiled = setup.compiled
        var output = "theme \(compiled.theme.name) (\(compiled.appearance.rawValue)), \(place), "
        output +=
            "column \(column) \"\(ControlCharacters.escaped(columnName))\": \"\(ControlCharacters.escaped(text))\""
        if let shown, shown != text { output += " displayed as \"\(ControlCharacters.escaped(shown))\"" }
        output += "\n"
        output += Self.lines(of: explanation, theme: compiled.theme) + "\n"
        let matched = explanation.matchedRules.map { index in
            let rule = compiled.theme.rules[index]
            let name = rule.name.map { "\"\($0)\"" } ?? "#\(index + 1)"
            return "\(name) (\(rule.origin.file):\(rule.origin.line))"
        }
        output += "matched rules: " + (matched.isEmpty ? "none" : matched.joined(separator: ", ")) + "\n"
        output += "labels: " + (explanation.labels.isEmpty ? "none" : explanation.labels.joined(separator: ", ")) + "\n"
        if let ruleIndex, let trace {
            let rule = compiled.theme.rules[ruleIndex]
            let name = rule.name.map { "\"\($0)\"" } ?? "#\(ruleIndex + 1)"
            output += "rule \(name) (\(rule.origin.file):\(rule.origin.line)) "
            output += trace.matches ? "matches this cell:\n" : "does not match this cell:\n"
            for line in trace.lines { output += "  " + line + "\n" }
        }
        for note in notes { output += "statistics: \(note)\n" }
        // Names, labels and values from the theme and the data cannot drive the terminal (lines stay lines).
        return ToolResult(exitCode: .success, standardOutput: ControlCharacters.escaped(output, keeping: [0x0A]))
    }

    /// The index of the rule `--rule` names: a rule name, or `#N` for the Nth rule (1-based, cascade order).
    static func ruleIndex(_ name: String, in theme: Theme) throws(CommandFailure) -> Int {
        if let index = theme.rules.firstIndex(where: { $0.name == name }) { return index }
        if name.hasPrefix("#"), let number = Int(name.dropFirst()), theme.rules.indices.contains(number - 1) {
            return number - 1
        }
        let names = theme.rules.compactMap(\.name)
        var message = "the theme has no rule '\(name)'"
        if let suggestion = DidYouMean.suggestion(for: name, among: names) {
            message += "; did you mean '\(suggestion)'?"
        } else if names.isEmpty {
            message += "; its rules have no names (use #1…#\(theme.rules.count))."
        } else {
            message += "; its rules are " + names.map { "'\($0)'" }.joined(separator: ", ") + "."
        }
        throw .usage(
            CommandLineError(
                command: .explain, problem: .invalidReference(option: OptionDefinition.rule.synopsis, message: message))
        )
    }

    /// One line per attribute: name, value (with the palette name a color went through: `$brand =
    /// #5856D6FF`), the layer that set it with its place, and what that layer replaced when it replaced
    /// more than a built-in default (`over #007AFF26 from selectedRowColor (t.yaml:9)`).
    static func lines(of explanation: StyleExplanation, theme: Theme) -> String {
        let shownEntries = explanation.shownEntries
        let values = shownEntries.map { entry -> String in
            guard let attribute = StyleAttribute.allCases.first(where: { $0.name == entry.attribute }),
                let written = writtenColor(attribute, layer: entry.layer, detail: entry.layerDescription, in: theme),
                written.writtenText.contains("$")
            else { return entry.value }
            return "\(written.writtenText) = \(entry.value)"
        }
        let nameWidth = shownEntries.map(\.attribute.count).max() ?? 0
        let valueWidth = values.map(\.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        func place(_ origin: FileLocation?) -> String { origin.map { " (\($0.file):\($0.line))" } ?? "" }
        return zip(shownEntries, values).map { entry, value in
            var line = "\(pad(entry.attribute, nameWidth))  \(pad(value, valueWidth))  \(entry.layerDescription)"
            line += place(entry.origin)
            if let over = entry.overridden, over.layerDescription != "default" {
                line += ", over \(over.value) from \(over.layerDescription)\(place(over.origin))"
            }
            return line
        }.joined(separator: "\n")
    }

    /// The color a layer wrote for `attribute`, as written (`$brand`), when the layer is a rule, a base or
    /// a table color.
    static func writtenColor(
        _ attribute: StyleAttribute, layer: StyleExplanation.Layer, detail: String, in theme: Theme
    )
        -> ColorSpec?
    {
        func written(in spec: StyleSpec) -> ColorSpec? {
            var found: ColorSpec?
            _ = PartialStyle(spec) { sourced, written in
                if written == attribute { found = sourced.value }
                return nil
            }
            return found
        }
        func indexed(_ list: Sourced<[ColorSpec]>?) -> ColorSpec? {
            guard let open = detail.lastIndex(of: "["),
                let index = Int(detail[detail.index(after: open)...].dropLast()),
                let list, list.value.indices.contains(index)
            else { return nil }
            return list.value[index]
        }
        switch layer {
        case .rule(let index, _):
            return theme.rules.indices.contains(index) ? written(in: theme.rules[index].style) : nil
        case .base(.body): return written(in: theme.cell)
        case .base(.header): return written(in: theme.header) ?? written(in: theme.cell)
        case .base(.footer): return written(in: theme.footer) ?? written(in: theme.cell)
        case .rowColors: return indexed(theme.table.rowColors)
        case .highlightedRowColors: return indexed(theme.table.highlightedRowColors)
        case .selectedRowColor: return theme.table.selectedRowColor?.value
        case .defaults: return nil
        }
    }

    /// The group and row of the `flatIndex`th body row, and the row count of its group.
    static func locate(_ flatIndex: Int, in table: DataTable) -> (RowIndexPath, Int)? {
        var remaining = flatIndex
        for group in 0..<table.sectionCount {
            let count = table.sectionInfo(group).rowCount
            if remaining < count { return (RowIndexPath(section: group, row: remaining), count) }
            remaining -= count
        }
        return nil
    }
}
