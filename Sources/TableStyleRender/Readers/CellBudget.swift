/// The most cells a data file may become, checked by the readers before they build a table.
///
/// The byte limit does not bound a table: a JSON row `{}` against 5,000 columns, or an array of objects with
/// 5,000 distinct keys, is a few bytes a row and 5,000 cells a row; a CSV of empty lines is one byte a row.
/// So a table costs `rows × (columns + 1)` cells — each row counts one more, for itself — and a file whose
/// table would cost more than ``limit`` is refused with a `data-limit` error before its rows are made.
public struct CellBudget: Sendable, Hashable {
    /// The most cells, counted as `rows × (columns + 1)`.
    public var limit: Int
    /// How to raise the limit, ending the message (`--cell-limit raises it`); empty says nothing.
    public var hint: String

    /// The default ``limit``: 4 Mi (4,194,304) cells, 400,000 rows of 9 columns or 2 million of one.
    public static let defaultLimit = 1 << 22

    /// Creates a budget.
    ///
    /// - Parameters:
    ///   - limit: The most cells (at least 1).
    ///   - hint: How to raise the limit, for the message.
    public init(limit: Int = Self.defaultLimit, hint: String = "") {
        self.limit = max(1, limit)
        self.hint = hint
    }

    /// The most rows a table of `columns` columns may have.
    ///
    /// - Parameter columns: The column count.
    /// - Returns: `limit / (columns + 1)`.
    public func rowLimit(columns: Int) -> Int {
        limit / (max(0, columns) + 1)
    }

    /// The `data-limit` error for more than ``rowLimit(columns:)`` rows.
    ///
    /// - Parameters:
    ///   - rows: The rows found, or the rows read when the reading stopped (`orMore`).
    ///   - columns: The column count.
    ///   - orMore: Whether `rows` is where the reading stopped rather than the whole count.
    ///   - file: The file.
    ///   - line: 1-based line of the first row over the limit, or of the rows.
    ///   - column: 1-based column.
    /// - Returns: The error.
    func error(
        rows: Int, columns: Int, orMore: Bool, file: String, line: Int, column: Int
    ) -> DataReadError {
        let counted = orMore ? "more than \(rows)" : "\(rows)"
        let ending = hint.isEmpty ? "" : "; \(hint)"
        return DataReadError(
            file: file, line: line, column: column, code: .dataLimit,
            message:
                "the data has \(counted) row\(rows == 1 && !orMore ? "" : "s") of \(columns) "
                + "column\(columns == 1 ? "" : "s"), over the limit of \(limit) cells "
                + "(each row counts as its columns + 1)\(ending)")
    }
}
