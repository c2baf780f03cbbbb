import TableStyleEngine
import TableStyleRender
import TableStyleTheme
import Testing

/// Bundled themes and a small ledger sorted by Amount.
enum UIFixtures {
    static func compiled(_ name: String, appearance: Appearance = .light) throws -> CompiledTheme {
        let loaded = ThemeRegistry(yamlParser: nil).theme(named: name)
        let theme = try #require(loaded.theme, "\(loaded.diagnostics)")
        return try CompiledTheme(theme: theme, appearance: appearance)
    }

    /// Item (text) and Amount (numbers, one negative), sorted by Amount ascending.
    static var ledger: DataTable {
        DataTable(
            columns: [DataColumn("Item"), DataColumn("Amount")],
            rows: [
                DataRow(id: RowID(0), cells: ["Rent", -1200]), DataRow(id: RowID(1), cells: ["Pay", 3150]),
            ],
            sortOrder: [ColumnSort(column: 1, direction: .ascending)])
    }

    /// The body cells of the ledger's rows, row after row.
    static func bodyCells(_ styled: StyledTable) -> [RenderCell] {
        var cells: [RenderCell] = []
        for row in 0..<2 {
            let path = RowIndexPath(section: 0, row: row)
            styled.appendCells(of: styled.content.row(at: path), at: path, rowCount: 2, into: &cells)
        }
        return cells
    }
}
