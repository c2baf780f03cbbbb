/// One change to a live table's rows, addressed by the rows' own identities.
public enum RowChange: Sendable, Hashable {
    /// Inserts a new row at a position (its row index is clamped to the section's end).
    case insert(DataRow, at: RowIndexPath)
    /// Removes the row with this identity.
    case remove(RowID)
    /// Replaces the cells of the row with the same identity, where it stands.
    case update(DataRow)
}
