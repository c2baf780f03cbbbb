import TableStyleDiagnostics
import TableStyleEngine
import TableStyleJSON
import TableStyleRender
import TableStyleTheme

/// `themecheck diff THEME_A THEME_B`: renders one table with both themes and lists what changes.
///
/// Each change is a style attribute (or the labels) of a run of cells going from one value to another,
/// with the layer of THEME_B that set the new value:
/// `body rows 2, 7–9, columns Date–Status: backgroundColor #FF950040 → #FFCC0040, rule "overdue-row" (b.yaml:12)`.
/// Cells are grouped by section, attribute, both values and that layer, then into runs (``CellRuns``).
struct DiffCommand: Sendable {
    var options: DiffOptions
    var environment: ToolEnvironment

    /// One attribute of one group of cells going from one value to another.
    struct Change: Hashable {
        var section: TableSection
        /// The attribute's name (`textColor`, `font.weight`, `labels`).
        var attribute: String
        /// Its index in the output order (``StyleAttribute`` order, labels last).
        var order: Int
        var from: String
        var to: String
        /// THEME_B's layer that set `to`, in words with its place.
        var layer: String
        var origin: FileLocation?
    }

    func run() -> ToolResult {
        do {
            return try diff()
        } catch {
            return error.result(usesColor: environment.usesColor)
        }
    }

    private func diff() throws(CommandFailure) -> ToolResult {
        let first = try TableSetup(command: .diff, options: options.table)
        var secondOptions = options.table
        secondOptions.theme = options.otherTheme
        let second = try TableSetup(command: .diff, options: secondOptions)
        let styledA = StyledTable(first.table, theme: first.compiled)
        let styledB = StyledTable(second.table, theme: second.compiled)
        let treeA = styledA.renderTree()
        let treeB = styledB.renderTree()
        var cellsByChange: [Change: [(row: Int, column: Int)]] = [:]
        var bodyRowOfCell: [Int: Int] = [:]
        for (flat, row) in treeB.rows.enumerated() {
            for index in row.cells { bodyRowOfCell[index] = flat }
        }
        // The header's values, made once: made per header cell, they made a wide table's diff quadratic.
        let titles = TitleRowValues(names: second.table.columns.map(\.name))
        // What changes between two styles, worked out once per pair of style ids (the trees intern styles).
        var differences: [StylePair: [AttributeChange]] = [:]
        var layerTexts: [LayerKey: String] = [:]
        var explanations = ExplanationCache()
        for index in treeB.cells.indices where treeA.cells.indices.contains(index) {
            let cellA = treeA.cells[index]
            let cellB = treeB.cells[index]
            let pair = StylePair(a: cellA.style, b: cellB.style)
            let changedAttributes: [AttributeChange]
            if let known = differences[pair] {
                changedAttributes = known
            } else {
                changedAttributes = Self.changes(from: treeA.style(cellA.style), to: treeB.style(cellB.style))
                differences[pair] = changedAttributes
            }
            let labelsChanged = cellA.labels != cellB.labels
            guard !changedAttributes.isEmpty || labelsChanged else { continue }
            let explanation = Self.explanation(
                of: cellB, styled: styledB, table: second.table, titles: titles, cache: &explanations)
            let position = (row: bodyRowOfCell[index] ?? 0, column: cellB.column)
            for changed in changedAttributes {
                let entry = explanation.entry(for: changed.attribute)
                var layer = "default"
                if let entry {
                    // Written once per layer: the text looks up the working directory.
                    let key = LayerKey(description: entry.layerDescription, origin: entry.origin)
                    if let known = layerTexts[key] {
                        layer = known
                    } else {
                        layer = Self.layerText(entry)
                        layerTexts[key] = layer
                    }
                }
                let change = Change(
                    section: cellB.section, attribute: changed.attribute.name, order: changed.attribute.rawValue,
                    from: changed.from, to: changed.to, layer: layer, origin: entry?.origin)
                cellsByChange[change, default: []].append(position)
            }
            if labelsChanged {
                func list(_ labels: [String]) -> String { "[" + labels.joined(separator: ", ") + "]" }
                let change = Change(
                    section: cellB.section, attribute: "labels", order: StyleAttribute.allCases.count,
                    from: list(cellA.labels), to: list(cellB.labels), layer: "the matching rules", origin: nil)
                cellsByChange[change, default: []].append(position)
            }
        }
        let sectionOrder: [TableSection: Int] = [.header: 0, .body: 1, .footer: 2]
        var lines: [(change: Change, run: CellRuns.Run)] = []
        for (change, cells) in cellsByChange {
            for run in CellRuns(cells).runs { lines.append((change, run)) }
        }
        lines.sort { left, right in
            let a = (
                sectionOrder[left.change.section] ?? 0, left.run.rows.first?.lowerBound ?? 0,
                left.run.columns.lowerBound
            )
            let b = (
                sectionOrder[right.change.section] ?? 0, right.run.rows.first?.lowerBound ?? 0,
                right.run.columns.lowerBound
            )
            if a != b { return a < b }
            return (left.change.order, left.change.to) < (right.change.order, right.change.to)
        }
        let names = treeB.columns.map(\.name)
        let output: String
        switch options.format {
        case .human:
            if lines.isEmpty {
                output =
                    "no differences: \(first.compiled.theme.name) and \(second.compiled.theme.name) style every cell alike\n"
            } else {
                var text = ""
                for (change, run) in lines {
                    text += CellRuns.describe(run, section: change.section.rawValue, columnNames: names)
                    text += ": \(change.attribute) \(change.from) → \(change.to), \(change.layer)\n"
                }
                text += "\(lines.count) change\(lines.count == 1 ? "" : "s") between \(first.compiled.theme.name) "
                text += "and \(second.compiled.theme.name)\n"
                output = text
            }
        case .json:
            output = Self.json(lines, columnNames: names)
        }
        return ToolResult(
            exitCode: lines.isEmpty ? .success : .problems,
            standardOutput: ControlCharacters.escaped(output, keeping: [0x0A]))
    }

    /// The style ids of one cell in the two trees.
    struct StylePair: Hashable {
        var a: StyleID
        var b: StyleID
    }

    /// What ``layerText(_:)`` writes an explanation's entry from.
    struct LayerKey: Hashable {
        var description: String
        var origin: FileLocation?
    }

    /// One attribute whose value differs between two styles, with both values as text.
    struct AttributeChange {
        var attribute: StyleAttribute
        var from: String
        var to: String
    }

    /// The attributes whose values differ from `styleA` to `styleB`, in ``StyleAttribute`` order.
    static func changes(from styleA: ResolvedStyle, to styleB: ResolvedStyle) -> [AttributeChange] {
        StyleAttribute.allCases.compactMap { attribute in
            let from = attribute.valueText(in: styleA)
            let to = attribute.valueText(in: styleB)
            return from == to ? nil : AttributeChange(attribute: attribute, from: from, to: to)
        }
    }

    /// `rule "overdue-row" (b.yaml:12)`, `cell (a.yaml:4)`, `default`.
    static func layerText(_ entry: StyleExplanation.Entry) -> String {
        guard let origin = entry.origin else { return entry.layerDescription }
        return "\(entry.layerDescription) (\(ThemeAnalysis.place(origin, relativeTo: "")))"
    }

    /// The engine's explanation of one cell of a render tree; `titles` are the header's values (the
    /// column names of `table`), which the header and a footer without its own row are explained in;
    /// `cache` holds the explanations made so far with `styled`.
    static func explanation(
        of cell: RenderCell, styled: StyledTable, table: DataTable, titles: TitleRowValues,
        cache: inout ExplanationCache
    ) -> StyleExplanation {
        switch cell.section {
        case .header:
            let context = CellContext(section: .header, row: 0, rowCount: 1, column: cell.column, isSelected: false)
            return styled.bound.explain(context, in: titles, cache: &cache)
        case .footer:
            let context = CellContext(section: .footer, row: 0, rowCount: 1, column: cell.column, isSelected: false)
            if let footer = table.footerRow { return styled.bound.explain(context, in: footer, cache: &cache) }
            return styled.bound.explain(context, in: titles, cache: &cache)
        case .body:
            let path = RowIndexPath(section: cell.group, row: cell.row)
            let context = CellContext(
                section: .body, row: cell.row, rowCount: table.sectionInfo(cell.group).rowCount, column: cell.column,
                isSelected: cell.isSelected)
            return styled.bound.explain(context, in: table.row(at: path), cache: &cache)
        }
    }

    /// `{"changes":[{"section","rows":[[a,b]…],"columns":[names],"attribute","from","to","layer","origin"}],"count":N}`.
    static func json(_ lines: [(change: Change, run: CellRuns.Run)], columnNames: [String]) -> String {
        var out = "{\"changes\":["
        for (index, line) in lines.enumerated() {
            if index > 0 { out += "," }
            out += "{\"section\":\"\(line.change.section.rawValue)\",\"rows\":["
            out += line.run.rows.map { "[\($0.lowerBound),\($0.upperBound)]" }.joined(separator: ",")
            out += "],\"columns\":["
            out += line.run.columns.map { index in
                var name = ""
                JSONWriter.writeString(columnNames.indices.contains(index) ? columnNames[index] : "", into: &name)
                return name
            }.joined(separator: ",")
            out += "],\"attribute\":"
            JSONWriter.writeString(line.change.attribute, into: &out)
            out += ",\"from\":"
            JSONWriter.writeString(line.change.from, into: &out)
            out += ",\"to\":"
            JSONWriter.writeString(line.change.to, into: &out)
            out += ",\"layer\":"
            JSONWriter.writeString(line.change.layer, into: &out)
            if let origin = line.change.origin {
                out += ",\"origin\":{\"file\":"
                JSONWriter.writeString(origin.file, into: &out)
                out += ",\"line\":\(origin.line),\"column\":\(origin.column)}"
            } else {
                out += ",\"origin\":null"
            }
            out += "}"
        }
        out += "],\"count\":\(lines.count)}\n"
        return out
    }
}
