/// A set of cells of one table section described as runs: rows grouped into ranges, and columns that
/// share the same rows merged into ranges of adjacent columns.
///
/// `themecheck diff` and the snapshot-testing failure summary describe changed cells this way, so a
/// change to a whole row reads "columns Date–Status" and a change to a column reads "rows 0–39".
public struct CellRuns: Sendable, Hashable {
    /// One run: every cell at one of ``rows`` and in ``columns``.
    public struct Run: Sendable, Hashable {
        /// The rows, as ascending disjoint ranges.
        public var rows: [ClosedRange<Int>]
        /// Adjacent columns.
        public var columns: ClosedRange<Int>

        /// Creates a run.
        public init(rows: [ClosedRange<Int>], columns: ClosedRange<Int>) {
            self.rows = rows
            self.columns = columns
        }
    }

    /// The runs, ordered by their first row, then their first column.
    public var runs: [Run]

    /// Groups `cells` (row, column pairs; duplicates allowed) into runs.
    ///
    /// Rows that have the same set of columns share runs (so whole rows read as one run over all
    /// columns, even when a few other cells changed too); each such set is split into ranges of adjacent
    /// columns.
    ///
    /// - Parameter cells: The cells.
    public init(_ cells: some Sequence<(row: Int, column: Int)>) {
        var columnsByRow: [Int: Set<Int>] = [:]
        for cell in cells { columnsByRow[cell.row, default: []].insert(cell.column) }
        var rowsByColumns: [[ClosedRange<Int>]: Set<Int>] = [:]
        for (row, columns) in columnsByRow { rowsByColumns[Self.ranges(columns), default: []].insert(row) }
        var runs: [Run] = []
        for (columns, rows) in rowsByColumns {
            let rowRanges = Self.ranges(rows)
            for range in columns { runs.append(Run(rows: rowRanges, columns: range)) }
        }
        self.runs = runs.sorted { left, right in
            let leftKey = (left.rows.first?.lowerBound ?? 0, left.columns.lowerBound)
            return leftKey < (right.rows.first?.lowerBound ?? 0, right.columns.lowerBound)
        }
    }

    /// Ascending disjoint ranges covering `values`.
    static func ranges(_ values: Set<Int>) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for value in values.sorted() {
            if let last = result.last, last.upperBound == value - 1 {
                result[result.count - 1] = last.lowerBound...value
            } else {
                result.append(value...value)
            }
        }
        return result
    }

    /// `2, 7–9` for ranges of rows.
    public static func text(_ ranges: [ClosedRange<Int>]) -> String {
        ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
            .joined(separator: ", ")
    }

    /// How a run's position reads: `body rows 2, 7–9, columns Date–Status`, `header, all columns`.
    ///
    /// - Parameters:
    ///   - run: The run.
    ///   - section: The section's name (`header`, `body`, `footer`, or a qualified name such as `group 1 body`).
    ///   - columnNames: Every column's name, in order.
    /// - Returns: The text.
    public static func describe(_ run: Run, section: String, columnNames: [String]) -> String {
        var text = section
        // Header and footer are one row each: their row number says nothing.
        if section != "header", section != "footer" {
            let single = run.rows.count == 1 && run.rows[0].count == 1
            text += (single ? " row " : " rows ") + Self.text(run.rows)
        }
        func name(_ index: Int) -> String { columnNames.indices.contains(index) ? columnNames[index] : "\(index)" }
        if run.columns.lowerBound == 0, run.columns.upperBound == columnNames.count - 1, columnNames.count > 1 {
            text += ", all columns"
        } else if run.columns.count == 1 {
            text += ", column \(name(run.columns.lowerBound))"
        } else {
            text += ", columns \(name(run.columns.lowerBound))–\(name(run.columns.upperBound))"
        }
        return text
    }
}
