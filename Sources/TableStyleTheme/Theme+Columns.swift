extension Theme {
    /// The width limits the theme gives the column `name`: its `"*"` entry with the named entry laid over
    /// it key by key.
    ///
    /// - Parameter name: The column's name.
    /// - Returns: The limits (all `nil` when the theme sets none).
    public func columnWidths(for name: String) -> ColumnWidths {
        let every = columns[ColumnWidths.everyColumn] ?? ColumnWidths()
        guard name != ColumnWidths.everyColumn, let named = columns[name] else { return every }
        return named.merged(over: every)
    }
}
