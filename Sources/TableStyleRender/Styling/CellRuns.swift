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
    /// - Parameter cells: The cells.
    public init(_ cells: some Sequence<(row: Int, column: Int)>) {
        var rowsByColumn: [Int: Set<Int>] = [:]
        for cell in cells { rowsByColumn[cell.column, default: []].insert(cell.row) }
        var runs: [Run] = []
        var previous: (column: Int, rows: [ClosedRange<Int>])?
        for column in rowsByColumn.keys.sorted() {
            let rows = Self.ranges(rowsByColumn[column] ?? [])
            if let last = previous, last.column == column - 1, last.rows == rows, let index = runs.indices.last {
                runs[index].columns = runs[index].columns.lowerBound...column
            } else {
                runs.append(Run(rows: rows, columns: column...column))
            }
            previous = (column, rows)
        }
        self.runs = runs.sorted {
            ($0.rows.first?.lowerBound ?? 0, $0.columns.lowerBound) < (
                $1.rows.first?.lowerBound ?? 0, $1.columns.lowerBound
            )
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
    ///   - section: The section's name (`header`, `body`, `footer`).
    ///   - columnNames: Every column's name, in order.
    /// - Returns: The text.
    public static func describe(_ run: Run, section: String, columnNames: [String]) -> String {
        var text = section
        if section == "body" {
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
