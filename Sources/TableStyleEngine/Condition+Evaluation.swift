import TableStyleTheme

extension Condition {
    /// Evaluates the whole condition for one cell, without any precomputation (explain uses this; the
    /// hot path evaluates the bound residual instead, and tests check that both agree).
    func holds<Row: RowValues>(
        facts: StaticFacts, cell: CellContext, row: Row, plugins: PluginPredicates
    ) -> Bool {
        switch self {
        case .constant(let flag): return flag
        case .section(let sections): return sections.contains(cell.section)
        case .column(let test): return facts.holds(test)
        case .columnIndex(let index): return cell.column == index
        case .sort(let direction): return facts.sortDirection == direction
        case .row(let test):
            return test.holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected)
        case .value(let test):
            return Self.test(test, column: cell.column, row: row, cell: cell, facts: facts)
        case .rowValue(let name, let test):
            guard let index = facts.shape.columnIndex(named: name) else { return false }
            return Self.test(test, column: index, row: row, cell: cell, facts: facts)
        case .rowValueAt(let index, let test):
            return Self.test(test, column: index, row: row, cell: cell, facts: facts)
        case .custom(let name, let arguments):
            guard let evaluate = plugins[name]?.evaluate else { return false }
            return evaluate(PluginCellView(shape: facts.shape, cell: cell, row: row), arguments)
        case .all(let parts):
            return parts.allSatisfy { $0.holds(facts: facts, cell: cell, row: row, plugins: plugins) }
        case .any(let parts):
            return parts.contains { $0.holds(facts: facts, cell: cell, row: row, plugins: plugins) }
        case .not(let inner):
            return !inner.holds(facts: facts, cell: cell, row: row, plugins: plugins)
        }
    }
}

extension Condition {
    /// A value test of one cell: text tests see a text value's own text, otherwise what the row shows.
    fileprivate static func test<Row: RowValues>(
        _ test: CompiledValueTest, column: Int, row: Row, cell: CellContext, facts: StaticFacts
    ) -> Bool {
        var test = test
        if !test.statistics.isEmpty {
            // Bound on every evaluation: this is the from-scratch path (explain and the tests' reference).
            guard cell.section == .body, let bound = test.bound(to: facts.statistics?[column: column]) else {
                return false
            }
            test = bound
        }
        let value = row.value(atColumn: column)
        return test.holds(value) { ResolverTables.shownText(value, row: row, column: column) }
    }
}

extension PluginCellView {
    /// The view of one cell for plugin predicates (copies the row's values: plugins are off the fast path).
    @usableFromInline
    init<Row: RowValues>(shape: TableShape, cell: CellContext, row: Row) {
        let inShape = cell.column >= 0 && cell.column < shape.columns.count
        self.init(
            section: cell.section, row: cell.row, rowCount: cell.rowCount, column: cell.column,
            columnName: inShape ? shape.columns[cell.column].name : "",
            columnKind: inShape ? shape.columns[cell.column].kind : .text,
            value: row.value(atColumn: cell.column), text: row.text(atColumn: cell.column),
            isSelected: cell.isSelected, isHighlighted: shape.highlightedColumn == cell.column,
            sortDirection: shape.sortDirection, columnNames: shape.columns.map(\.name),
            rowValues: shape.columns.indices.map { row.value(atColumn: $0) })
    }
}
