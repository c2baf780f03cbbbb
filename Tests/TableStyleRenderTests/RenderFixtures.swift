import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme
import TableStyleYAML

@testable import TableStyleRender

/// Small tables and an in-code theme whose resolved styles are easy to check by hand.
enum RenderFixtures {
    static let origin = FileLocation(file: "<test>", position: SourcePosition(line: 1, column: 1))

    /// Defaults plus: fixed rows, no search bar, a selected-row color, negative numbers red (labelled),
    /// the sorted header indigo (labelled).
    static func theme(showFooter: Bool = true) throws -> CompiledTheme {
        var negative = StyleSpec()
        negative.textColor = Sourced(.semantic(.systemRed), origin: origin)
        var sortedHeader = StyleSpec()
        sortedHeader.textColor = Sourced(.semantic(.systemIndigo), origin: origin)
        var table = TableSettings()
        table.rowHeight = .fixed(44)
        table.show[.search] = false
        table.show[.footer] = showFooter
        table.selectedRowColor = Sourced(.withAlpha(.semantic(.systemBlue), alpha: 0.5), origin: origin)
        let theme = Theme(
            name: "fixture", table: table,
            rules: [
                Rule(
                    name: "negative", when: .value(ValueTest(conditions: [.kind(.negative)])), style: negative,
                    label: "negative", origin: origin),
                Rule(
                    name: "sorted-header", when: .all([.section([.header]), .column(.highlighted)]),
                    style: sortedHeader, label: "sorted", origin: origin),
            ])
        return try CompiledTheme(theme: theme)
    }

    /// Item/Amount, sorted by Amount ascending, "Pay" selected, with a footer row.
    static var ledger: DataTable {
        var table = DataTable(
            columns: [DataColumn("Item"), DataColumn("Amount")],
            rows: [
                DataRow(id: RowID(0), cells: ["Rent", DataCell(.int(-1200), text: "-1200")]),
                DataRow(id: RowID(1), cells: ["Pay", 3150]),
                DataRow(id: RowID(2), cells: ["Tip <5>", nil]),
            ],
            footerRow: DataRow(id: RowID(-1), cells: ["Total", 1950]))
        table.selection = [RowID(1)]
        return table.sorted(by: ColumnSort(column: 1))
    }

    static func tree(_ table: DataTable = ledger, showFooter: Bool = true) throws -> RenderTree {
        StyledTable(table, theme: try theme(showFooter: showFooter)).renderTree()
    }
}
