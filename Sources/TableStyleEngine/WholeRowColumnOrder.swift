/// The columns of each section in the order a whole row resolves them: first the slots whose cells all
/// share the row's base (no per-cell part), then those whose only per-cell part is the own value's class
/// among at most eight points, then those whose only rule besides the class is a text test of the cell's
/// own text, then every other slot. Each group is resolved by its own short loop, so a cell pays for no
/// test its slot cannot have (one loop over every column branches on each slot's kind).
@usableFromInline
struct WholeRowColumnOrder: Sendable {
    /// Per section, `columnCount` column indexes in resolving order.
    let columns: [Int32]
    /// Per section: where the class-only, the own-text and the general group start in its columns.
    let groupStarts: [Int32]

    /// How many group starts each section has in ``groupStarts``.
    @usableFromInline static let groupStartsPerSection = 3

    /// The order for `slots` (`columnCount + 1` per section, the last for columns outside the shape).
    ///
    /// - Parameters:
    ///   - slots: The slots.
    ///   - columnCount: The shape's columns.
    ///   - testsOwnText: Whether a slot's `textNode` tests the cell's own value (not another column's).
    init(slots: [WholeRowSlot], columnCount: Int, testsOwnText: (WholeRowSlot) -> Bool) {
        var columns: [Int32] = []
        var groupStarts: [Int32] = []
        for section in 0..<3 {
            var (plain, classed, ownText, general): ([Int], [Int], [Int], [Int]) = ([], [], [], [])
            for column in 0..<columnCount {
                let entry = slots[section * (columnCount + 1) + column]
                if entry.isClassOnly && entry.classCount <= 1 {
                    plain.append(column)
                } else if entry.isClassOnly && (1...8).contains(entry.pointCount) {
                    classed.append(column)
                } else if entry.textNode >= 0 && testsOwnText(entry) {
                    ownText.append(column)
                } else {
                    general.append(column)
                }
            }
            columns += (plain + classed + ownText + general).map { Int32($0) }
            groupStarts += [plain.count, plain.count + classed.count, plain.count + classed.count + ownText.count].map {
                Int32($0)
            }
        }
        self.columns = columns
        self.groupStarts = groupStarts
    }

    /// The groups that have entries of their own (``WholeRowClassColumn``, ``WholeRowTextColumn``).
    enum Group: Int {
        case classOnly = 0
        case ownText = 1
    }

    /// A section's members of `group`: each one's position in ``columns`` and its column.
    func members(of group: Group, section: Int, columnCount: Int) -> [(position: Int, column: Int)] {
        let start = section * columnCount
        let starts = section * Self.groupStartsPerSection + group.rawValue
        return (start + Int(groupStarts[starts])..<start + Int(groupStarts[starts + 1])).map {
            ($0, Int(columns[$0]))
        }
    }
}

extension WholeRowSlot {
    /// Whether a cell's only part besides its row's base is its own value's class (no text, occurrence or
    /// other rule to test).
    var isClassOnly: Bool { textNode < 0 && occurrenceTest < 0 && otherPlan < 0 }
}
