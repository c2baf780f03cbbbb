import TableStyleEngine

/// Built-in tables for previews (`themecheck render` without `--data`) and examples.
public enum DemoTable {
    /// A small household ledger: dates, text, a category with a missing value, amounts with negative
    /// numbers, a running balance, a bool column, and a footer row with the totals. Rows are in date
    /// order and identified 0…9; nothing is sorted or selected.
    public static let ledger: DataTable = {
        let entries: [(String, String, String?, String, String, Bool)] = [
            ("2024-01-02", "Opening balance", "Transfer", "2500.00", "2500.00", true),
            ("2024-01-03", "Rent", "Housing", "-1200.00", "1300.00", true),
            ("2024-01-05", "Groceries", "Food", "-84.37", "1215.63", true),
            ("2024-01-08", "Salary", "Income", "3150.00", "4365.63", true),
            ("2024-01-09", "Coffee with \"Sam\"", "Food", "-4.50", "4361.13", false),
            ("2024-01-12", "Electricity", "Utilities", "-61.20", "4299.93", true),
            ("2024-01-15", "Refund: headphones", nil, "129.99", "4429.92", false),
            ("2024-01-18", "Train pass <monthly>", "Transport", "-99.00", "4330.92", true),
            ("2024-01-22", "Savings & investments", "Transfer", "-1000.00", "3330.92", true),
            ("2024-01-27", "Interest", "Income", "0.00", "3330.92", false),
        ]
        let rows = entries.enumerated().map { offset, entry in
            DataRow(
                id: RowID(offset),
                cells: [
                    DataCell(.text(entry.0)), DataCell(.text(entry.1)), entry.2.map { DataCell(.text($0)) } ?? .null,
                    DataCell(CSVFieldTyping.value(of: entry.3), text: entry.3),
                    DataCell(CSVFieldTyping.value(of: entry.4), text: entry.4), DataCell(.bool(entry.5)),
                ])
        }
        return DataTable(
            columns: [
                DataColumn("Date"), DataColumn("Description", maxWidth: 200), DataColumn("Category"),
                DataColumn("Amount"), DataColumn("Balance"), DataColumn("Cleared"),
            ],
            rows: rows,
            footerRow: DataRow(
                id: RowID(-1),
                cells: [
                    DataCell(.text("Total")), DataCell(.text("10 entries")), .null,
                    DataCell(.double(3330.92), text: "3330.92"), .null, .null,
                ]))
    }()
}
