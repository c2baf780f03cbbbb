import TableStyleKit

/// The golden suite's tables, built in code and kept small (the suite runs in CI on every change).
enum GoldenFixtures {
    /// A ledger with negative numbers, a zero, a footer row of totals, sorted by Amount (descending) with
    /// one selected row (a negative amount, so selection and the negative rule meet in one cell).
    static let ledger: DataTable = {
        let entries: [(String, String, Double, Double)] = [
            ("2024-03-01", "Opening balance", 1200, 1200),
            ("2024-03-04", "Rent", -850, 350),
            ("2024-03-09", "Salary", 2400.5, 2750.5),
            ("2024-03-12", "Groceries", -64.25, 2686.25),
            ("2024-03-20", "Interest", 0, 2686.25),
        ]
        let rows = entries.enumerated().map { offset, entry in
            DataRow(
                id: RowID(offset),
                cells: [
                    DataCell(.text(entry.0)), DataCell(.text(entry.1)), money(entry.2), money(entry.3),
                ])
        }
        let table = DataTable(
            columns: [DataColumn("Date"), DataColumn("Payee"), DataColumn("Amount"), DataColumn("Balance")],
            rows: rows,
            footerRow: DataRow(id: RowID(-1), cells: ["Total", "5 entries", money(2686.25), nil]),
            selection: [RowID(3)])
        return table.sorted(by: ColumnSort(column: 2, direction: .descending))
    }()

    /// A grouped table: two sections with header and footer titles, a missing value and a negative one.
    static let grouped = DataTable(
        columns: [DataColumn("Item"), DataColumn("Qty"), DataColumn("Price")],
        sections: [
            DataSection(
                headerTitle: "Fruit", footerTitle: "Prices per piece", indexTitle: "F",
                rows: [
                    DataRow(id: RowID(0), cells: ["Apple", 3, money(0.5)]),
                    DataRow(id: RowID(1), cells: ["Banana", 12, money(0.25)]),
                    DataRow(id: RowID(2), cells: ["Cherry", nil, money(4)]),
                ]),
            DataSection(
                headerTitle: "Vegetables", footerTitle: "One return", indexTitle: "V",
                rows: [
                    DataRow(id: RowID(3), cells: ["Carrot", 5, money(1.2)]),
                    DataRow(id: RowID(4), cells: ["Leek", -1, money(2.1)]),
                ]),
        ])

    /// A wide text table whose long cells must be shortened (and wrapped, where a theme says so) to fit.
    static let wideText = DataTable(
        columns: [
            DataColumn("Title", maxWidth: 120), DataColumn("Notes", maxWidth: 200), DataColumn("Owner"),
        ],
        rows: [
            DataRow(
                id: RowID(0),
                cells: [
                    "Quarterly revenue reconciliation for the northern region",
                    "Waiting on the bank statement for March; the two transfers dated the 28th need a second look.",
                    "Ana",
                ]),
            DataRow(id: RowID(1), cells: ["Short", "Fits.", "Bo"]),
            DataRow(
                id: RowID(2),
                cells: [
                    "Vendor onboarding", "Tax forms received, contract signed, the first invoice is expected soon.",
                    nil,
                ]),
        ])

    /// The three tables by name, in a stable order.
    static let tables: [(name: String, table: DataTable)] = [
        ("ledger", ledger), ("grouped", grouped), ("wide-text", wideText),
    ]

    /// A number cell written with two decimals, as a money column shows it.
    static func money(_ value: Double) -> DataCell {
        DataCell(.double(value), text: formatted(value))
    }

    private static func formatted(_ value: Double) -> String {
        let cents = Int((abs(value) * 100).rounded())
        let sign = value < 0 ? "-" : ""
        let fraction = cents % 100
        return "\(sign)\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
