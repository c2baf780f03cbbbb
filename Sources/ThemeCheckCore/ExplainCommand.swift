import TableStyleDiagnostics
import TableStyleEngine
import TableStyleRender

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
        let notes: [String]
        let place: String
        let text: String
        switch options.cell.row {
        case .header:
            let titles = TitleRowValues(names: table.columns.map(\.name))
            let context = CellContext(section: .header, row: 0, rowCount: 1, column: column, isSelected: false)
            explanation = styled.bound.explain(context, in: titles)
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
            notes = styled.bound.statisticsNotes(for: context, in: footer)
            place = "footer"
            text = footer.cell(at: column).text
        case .body(let flatIndex):
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
            notes = styled.bound.statisticsNotes(for: context, in: row)
            place = "body row \(flatIndex)" + (table.isSelected(row.id) ? " (selected)" : "")
            text = row.cell(at: column).text
        }
        let compiled = setup.compiled
        var output = "theme \(compiled.theme.name) (\(compiled.appearance.rawValue)), \(place), "
        output +=
            "column \(column) \"\(ControlCharacters.escaped(columnName))\": \"\(ControlCharacters.escaped(text))\"\n"
        output += explanation.text + "\n"
        let matched = explanation.matchedRules.map { index in
            let rule = compiled.theme.rules[index]
            let name = rule.name.map { "\"\($0)\"" } ?? "#\(index + 1)"
            return "\(name) (\(rule.origin.file):\(rule.origin.line))"
        }
        output += "matched rules: " + (matched.isEmpty ? "none" : matched.joined(separator: ", ")) + "\n"
        output += "labels: " + (explanation.labels.isEmpty ? "none" : explanation.labels.joined(separator: ", ")) + "\n"
        for note in notes { output += "statistics: \(note)\n" }
        // Names, labels and values from the theme and the data cannot drive the terminal (lines stay lines).
        return ToolResult(exitCode: .success, standardOutput: ControlCharacters.escaped(output, keeping: [0x0A]))
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
