/// The statistics of a table's columns, for the columns some rule needs (see
/// ``CompiledTheme/statisticsNeeds(for:)``): what a binding turns statistics tests, scales and bars into
/// thresholds, lookups and positions with.
public struct TableStatistics: Sendable, Hashable {
    /// Per column index: its statistics, or `nil` when no rule needs them.
    public let columns: [ColumnStatistics?]

    /// Creates table statistics from columns already computed.
    ///
    /// - Parameter columns: Per column, its statistics or `nil`.
    public init(columns: [ColumnStatistics?]) {
        self.columns = columns
    }

    /// The statistics of column `index`, if computed.
    ///
    /// - Parameter index: The column.
    /// - Returns: Its statistics.
    public subscript(column index: Int) -> ColumnStatistics? {
        index >= 0 && index < columns.count ? columns[index] : nil
    }

    /// Computes the needed columns' statistics from every body row once.
    ///
    /// - Parameters:
    ///   - needs: Per column, what to compute (from ``CompiledTheme/statisticsNeeds(for:)``).
    ///   - rows: Every body row of the table (all sections), each once.
    public init<Row: RowValues>(needs: [StatisticsNeeds], rows: some Sequence<Row>) {
        var builder = Builder(needs: needs)
        for row in rows { builder.add(row) }
        self = builder.statistics()
    }

    /// Accumulates a table's body rows one at a time, for tables that produce rows on demand.
    public struct Builder: Sendable {
        let wanted: [Int]
        var columns: [ColumnStatistics.Builder?]

        /// Creates a builder.
        ///
        /// - Parameter needs: Per column, what to compute.
        public init(needs: [StatisticsNeeds]) {
            columns = needs.map { $0.isEmpty ? nil : ColumnStatistics.Builder(needs: $0) }
            wanted = needs.indices.filter { !needs[$0].isEmpty }
        }

        /// Adds one body row.
        ///
        /// - Parameter row: The row.
        public mutating func add(_ row: some RowValues) {
            for column in wanted { columns[column]?.add(row.value(atColumn: column)) }
        }

        /// The statistics of the rows added.
        ///
        /// - Returns: The statistics.
        public func statistics() -> TableStatistics {
            TableStatistics(columns: columns.map { $0?.statistics() })
        }
    }
}
