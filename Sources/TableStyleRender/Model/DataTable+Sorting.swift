import TableStyleEngine
import TableStyleTheme

extension DataTable {
    /// A copy whose rows are sorted by `keys` within each section, with ``sortOrder`` set to `keys`.
    ///
    /// The order of Docs/Rendering.md#table-model:
    /// stable; nulls last in both directions; non-null values order numbers (by value;
    /// integers and doubles compare together), then bools (false before true), then text (by Unicode
    /// code points); descending reverses the non-null order only. Later keys break ties of earlier
    /// ones. The selection keeps its identities, so it follows its rows. Keys naming a column that
    /// does not exist are ignored for ordering.
    /// - Parameter keys: The sort keys, primary first.
    /// - Returns: The sorted table.
    public func sorted(by keys: [ColumnSort]) -> DataTable {
        var copy = self
        copy.sort(by: keys)
        return copy
    }

    /// Sorts the rows by `keys` within each section, in place, and sets ``sortOrder`` to `keys` (the order
    /// of ``sorted(by:)-([ColumnSort])``).
    ///
    /// The rows are moved, not copied: on a table whose rows no other copy shares, sorting touches only
    /// the keys and the row array itself, never each row's cells (``sorted(by:)-([ColumnSort])`` of a
    /// table kept alive copies every row).
    /// - Parameter keys: The sort keys, primary first.
    public mutating func sort(by keys: [ColumnSort]) {
        sortOrder = keys
        let valid = keys.filter { $0.column >= 0 && $0.column < columns.count }
        guard !valid.isEmpty else { return }
        for index in sections.indices {
            let order = Self.stableOrder(sections[index].rows, by: valid)
            sections[index].rows.withUnsafeMutableBufferPointer { Self.permute($0, by: order) }
        }
    }

    /// Rearranges `rows` so that position `k` holds what was at `order[k]`, by following the
    /// permutation's cycles with swaps (no row is copied, retained or released).
    static func permute(_ rows: UnsafeMutableBufferPointer<DataRow>, by order: [Int]) {
        guard order.count == rows.count else { return }
        var pending = order
        for start in pending.indices where pending[start] >= 0 {
            var position = start
            while true {
                let source = pending[position]
                pending[position] = -1
                if source == start || source < 0 { break }
                rows.swapAt(position, source)
                position = source
            }
        }
    }

    /// A copy sorted by one key (see ``sorted(by:)-([ColumnSort])``).
    ///
    /// - Parameter key: The sort key.
    /// - Returns: The sorted table.
    public func sorted(by key: ColumnSort) -> DataTable {
        sorted(by: [key])
    }

    /// A copy sorted by the column called `name`.
    ///
    /// - Parameters:
    ///   - name: The column's name.
    ///   - direction: The direction.
    /// - Returns: The sorted table, or `nil` when no column has that name.
    public func sorted(byColumnNamed name: String, _ direction: SortDirection = .ascending) -> DataTable? {
        guard let column = columnIndex(named: name) else { return nil }
        return sorted(by: [ColumnSort(column: column, direction: direction)])
    }

    /// The positions of `rows` in their stable order by `keys`: element `k` is the position of the row
    /// that sorts `k`-th.
    static func stableOrder(_ rows: [DataRow], by keys: [ColumnSort]) -> [Int] {
        guard rows.count > 1, !keys.isEmpty else { return Array(rows.indices) }
        // Every key's values are read once into flat arrays; the rows are then radix-sorted by the primary
        // key's integers, reaching for the text (or the exact integer) of a key only where rows tie on them.
        let columns = keys.map { SortKeyColumn(rows, key: $0) }
        let rest = columns.dropFirst()
        // The order of two rows tied on the primary key's rank and 64 bits: the rest of the primary
        // key, later keys, then position, which makes the sort stable.
        func tied(_ lhs: Int, _ rhs: Int) -> Bool {
            let order = columns[0].compareTied(lhs, rhs)
            if order != 0 { return order < 0 }
            for column in rest {
                let next = column.compare(lhs, rhs)
                if next != 0 { return next < 0 }
            }
            return lhs < rhs
        }
        guard rows.count <= Int(UInt32.max) else {
            // Beyond what a 32-bit position holds: the same order over plain row positions.
            return rows.indices.sorted { lhs, rhs in
                let order = columns[0].compare(lhs, rhs)
                return order != 0 ? order < 0 : tied(lhs, rhs)
            }
        }
        var entries = [SortEntry]()
        entries.reserveCapacity(rows.count)
        for index in rows.indices {
            entries.append(
                SortEntry(
                    key: columns[0].keys[index], index: UInt32(truncatingIfNeeded: index), rank: columns[0].ranks[index]
                ))
        }
        SortEntry.sortByRankAndKey(&entries)
        // Equal rank and key keep file order from the radix sort; only what the 64 bits cannot say (longer
        // texts, integers from 2^53 on, later keys) needs a look at runs of equal entries.
        let primary = columns[0]
        if !rest.isEmpty || !primary.texts.isEmpty || !primary.largeIntegers.isEmpty {
            var start = 0
            while start < entries.count {
                var end = start + 1
                while end < entries.count, entries[end].rank == entries[start].rank,
                    entries[end].key == entries[start].key
                {
                    end += 1
                }
                if end - start > 1 { entries[start..<end].sort { tied(Int($0.index), Int($1.index)) } }
                start = end
            }
        }
        return entries.map { Int($0.index) }
    }
}

/// The total order cell values sort by (Docs/Rendering.md#table-model).
public enum CellValueOrder {
    /// Compares two values for a sort in `direction`.
    ///
    /// Nulls go last in both directions; numbers come before bools, bools before text, and descending
    /// reverses that non-null order only.
    /// - Parameters:
    ///   - lhs: The first value.
    ///   - rhs: The second value.
    ///   - direction: The sort direction.
    /// - Returns: A negative number when `lhs` goes first, positive when `rhs` does, 0 when they tie.
    public static func compare(_ lhs: CellValue, _ rhs: CellValue, direction: SortDirection) -> Int {
        switch (lhs, rhs) {
        case (.null, .null): return 0
        case (.null, _): return 1
        case (_, .null): return -1
        default:
            let order = compareNonNull(lhs, rhs)
            return direction == .ascending ? order : -order
        }
    }

    private static func rank(_ value: CellValue) -> Int {
        switch value {
        case .int, .double: return 0
        case .bool: return 1
        case .text: return 2
        case .null: return 3
        }
    }

    private static func compareNonNull(_ lhs: CellValue, _ rhs: CellValue) -> Int {
        let (left, right) = (rank(lhs), rank(rhs))
        if left != right { return left < right ? -1 : 1 }
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a == b ? 0 : (a < b ? -1 : 1)
        case (.bool(let a), .bool(let b)): return a == b ? 0 : (a ? 1 : -1)
        case (.text(let a), .text(let b)): return compareCodePoints(a, b)
        default:
            let a = lhs.numberValue ?? 0
            let b = rhs.numberValue ?? 0
            if a == b || (a.isNaN && b.isNaN) { return 0 }
            if a.isNaN { return 1 }
            if b.isNaN { return -1 }
            return a < b ? -1 : 1
        }
    }

    /// Compares by Unicode scalar values (not by canonical equivalence, as String's `<` does).
    static func compareCodePoints(_ lhs: String, _ rhs: String) -> Int {
        var left = lhs.unicodeScalars.makeIterator()
        var right = rhs.unicodeScalars.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let a?, let b?):
                if a != b { return a.value < b.value ? -1 : 1 }
            }
        }
    }
}
