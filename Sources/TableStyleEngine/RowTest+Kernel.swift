import TableStyleTheme

extension RowTest {
    /// The row tests (`row: even` …): the one definition of what each means. Rows are 0-based within their
    /// section (the first row is even); `last` is `rowCount − 1`; `every` is ``RowPeriod/contains(_:)``.
    /// Row flags, the bytecode and the static analysis are derived from this.
    @inlinable @inline(__always)
    package func holds(row: Int, rowCount: Int, isSelected: Bool) -> Bool {
        switch self {
        case .even: return row % 2 == 0
        case .odd: return row % 2 != 0
        case .first: return row == 0
        case .last: return row == rowCount &- 1
        case .selected: return isSelected
        case .index(let index): return row == index
        case .every(let step, let offset): return RowPeriod(step: step, offset: offset).contains(row)
        }
    }
}
