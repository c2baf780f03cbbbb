import TableStyleDiagnostics
import TableStyleJSON
import TableStyleTheme

extension StyleResolver {
    /// Why a rule does or does not match one cell: its `when`, node by node, each with the kernel's answer
    /// on this cell and, for value tests, the value the test looked at.
    ///
    /// Every node is compiled and evaluated the way the rule itself is (so the trace agrees with
    /// ``matchedRules(_:in:)``), then described in the theme's own words:
    ///
    /// ```
    /// all: no
    ///   value { lt: 0 }: no (Amount is 129.99)
    ///   rowValue Status { equals: overdue }: yes (Status is "overdue")
    /// ```
    ///
    /// - Parameters:
    ///   - index: The rule's index in the theme.
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row.
    /// - Returns: Whether the rule matches, and the lines of the trace (indented by depth).
    package func trace(rule index: Int, _ cell: CellContext, in row: some RowValues) -> (matches: Bool, lines: [String])
    {
        guard compiled.theme.rules.indices.contains(index) else { return (false, []) }
        let rule = compiled.theme.rules[index]
        let matches = matchedRules(cell, in: row).contains(index)
        guard let when = rule.when else {
            let scope =
                cell.section == .body ? "no `when`: matches every body cell" : "no `when`: styles body cells only"
            return (matches, [scope])
        }
        if cell.section != .body, !when.mentionsSection {
            return (
                false,
                ["no `section` test: the rule styles body cells only, and this is a \(cell.section.rawValue) cell"]
            )
        }
        let facts = StaticFacts(shape: shape, section: cell.section, column: cell.column)
        var lines: [String] = []
        func visit(_ predicate: Theme.Predicate, depth: Int) {
            let holds: Bool
            if let condition = try? Condition(predicate, origin: rule.origin) {
                holds = condition.holds(facts: facts, cell: cell, row: row, plugins: compiled.plugins)
            } else {
                holds = false
            }
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + describe(predicate, cell: cell, row: row) + ": " + (holds ? "yes" : "no"))
            switch predicate {
            case .all(let parts), .any(let parts): for part in parts { visit(part, depth: depth + 1) }
            case .not(let inner): visit(inner, depth: depth + 1)
            default: break
            }
        }
        visit(when, depth: 0)
        return (matches, lines)
    }

    /// One node in words, with what a value test looked at.
    private func describe(_ predicate: Theme.Predicate, cell: CellContext, row: some RowValues) -> String {
        func shown(_ column: Int) -> String {
            let name = shape.columns.indices.contains(column) ? shape.columns[column].name : "column \(column)"
            let value = row.value(atColumn: column)
            switch value {
            case .null: return "\(name) is null"
            case .text: return "\(name) is \"\(row.text(atColumn: column))\""
            default: return "\(name) is \(row.text(atColumn: column))"
            }
        }
        switch predicate {
        case .value(let test):
            return "value \(Self.describe(test)) (\(shown(cell.column)))"
        case .rowValue(let column, let test):
            guard let index = shape.columnIndex(named: column) else {
                return "rowValue \(column) \(Self.describe(test)) (the table has no column \"\(column)\")"
            }
            return "rowValue \(column) \(Self.describe(test)) (\(shown(index)))"
        case .column(let test):
            let name = shape.columns.indices.contains(cell.column) ? shape.columns[cell.column].name : "\(cell.column)"
            return "column \(test) (this is column \(cell.column) \"\(name)\")"
        case .row(let test):
            return "row \(test) (this is row \(cell.row) of \(cell.rowCount)\(cell.isSelected ? ", selected" : ""))"
        case .section(let sections): return "section \(sections.map(\.rawValue).joined(separator: ", "))"
        case .sort(let direction): return "sort \(direction.rawValue)"
        case .custom(let name, _): return "custom \(name)"
        case .all: return "all"
        case .any: return "any"
        case .not: return "not"
        }
    }

    /// `{ lt: 0, ignoreCase: true }`-like text for a value test.
    private static func describe(_ test: ValueTest) -> String {
        let parts = test.conditions.map { condition -> String in
            switch condition {
            case .kind(let kind): return kind.rawValue
            case .lessThan(let bound): return "lt: \(JSONWriter.format(bound))"
            case .lessThanOrEqual(let bound): return "lte: \(JSONWriter.format(bound))"
            case .greaterThan(let bound): return "gt: \(JSONWriter.format(bound))"
            case .greaterThanOrEqual(let bound): return "gte: \(JSONWriter.format(bound))"
            case .equalTo(let bound): return "eq: \(JSONWriter.format(bound))"
            case .notEqualTo(let bound): return "ne: \(JSONWriter.format(bound))"
            case .between(let low, let high): return "between: [\(JSONWriter.format(low)), \(JSONWriter.format(high))]"
            case .equals(let text): return "equals: \"\(text)\""
            case .contains(let text): return "contains: \"\(text)\""
            case .prefix(let text): return "prefix: \"\(text)\""
            case .suffix(let text): return "suffix: \"\(text)\""
            case .isIn(let texts): return "in: [" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            case .matches(let pattern): return "matches: \"\(pattern)\""
            case .statistic(let test): return "\(test)"
            }
        }
        return "{ " + (parts + (test.ignoreCase ? ["ignoreCase: true"] : [])).joined(separator: ", ") + " }"
    }
}
