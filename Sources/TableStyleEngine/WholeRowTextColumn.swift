/// One column of a section's own-text group (see ``WholeRowColumnOrder``), as its loop reads it: the
/// column, its slot's class count and its text test's operands in 16 bytes, in resolving order, so the
/// loop reads neither the slot nor the test's node for a text the bytes decide.
@usableFromInline
struct WholeRowTextColumn: Sendable {
    /// The column.
    @usableFromInline var column: Int32
    /// The slot's value classes.
    @usableFromInline var classCount: Int32
    /// The test's string (`equals` … `suffix`) or regex (`matches`), as the node's `first`.
    @usableFromInline var index: Int32
    /// The test's ``TextTestKind`` raw value.
    @usableFromInline var test: UInt8
    /// Whether the test ignores case.
    @usableFromInline var ignoreCase: Bool

    /// Every section's own-text group in resolving order, at the same positions as in
    /// ``WholeRowColumnOrder/columns`` (the other positions hold entries nothing reads).
    static func entries(
        order: WholeRowColumnOrder, slots: [WholeRowSlot], nodes: [ConditionBytecode.Node], columnCount: Int
    ) -> [Self] {
        var entries = order.columns.map {
            Self(column: $0, classCount: 1, index: 0, test: TextTestKind.equals.rawValue, ignoreCase: false)
        }
        for section in 0..<3 {
            for (position, column) in order.members(of: .ownText, section: section, columnCount: columnCount) {
                let slot = slots[section * (columnCount + 1) + column]
                let node = nodes[Int(slot.textNode)]
                entries[position] = Self(
                    column: Int32(column), classCount: slot.classCount, index: Int32(node.first),
                    test: node.textTest.rawValue, ignoreCase: node.second != 0)
            }
        }
        return entries
    }
}
