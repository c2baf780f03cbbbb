/// One column of a section's class-only group (see ``WholeRowColumnOrder``), as its loop reads it: the
/// column and its slot's points and number class table side by side in 16 bytes, in resolving order, so
/// the loop reads one entry per cell instead of the column order and then the slot.
@usableFromInline
struct WholeRowClassColumn: Sendable {
    /// The column.
    @usableFromInline var column: Int32
    /// Where the slot's ``NumberClassTable`` starts in `numberClassTables`; -1 when it has none.
    @usableFromInline var classTable: Int32
    /// The slot's points in `directPoints` (one to eight, NaN-padded to a multiple of four).
    @usableFromInline var pointStart: Int32
    @usableFromInline var pointCount: Int32

    /// The entry of `column`, whose slot is `slot`.
    init(column: Int, slot: WholeRowSlot) {
        self.column = Int32(column)
        classTable = slot.classTable
        pointStart = slot.pointStart
        pointCount = slot.pointCount
    }

    /// Every section's class-only group in resolving order, at the same positions as in
    /// ``WholeRowColumnOrder/columns`` (the other positions hold entries nothing reads).
    static func entries(order: WholeRowColumnOrder, slots: [WholeRowSlot], columnCount: Int) -> [Self] {
        var entries = order.columns.map {
            Self(
                column: Int($0),
                slot: WholeRowSlot(pointStart: 0, pointCount: 0, classCount: 1, otherPlan: -1, textNode: -1))
        }
        for section in 0..<3 {
            for (position, column) in order.members(of: .classOnly, section: section, columnCount: columnCount) {
                entries[position] = Self(column: column, slot: slots[section * (columnCount + 1) + column])
            }
        }
        return entries
    }
}
