import TableStyleEngine
import TableStyleTheme

/// A live table's body rows in display order, held in chunks beside their heights
/// (``ChunkedRowHeights``, whose Fenwick trees count each chunk's rows): inserting, removing, finding a
/// row by identity or by position, and a row's top cost O(log n + chunk), never a pass over the rows.
///
/// Sections are runs of the global row order (a live table has few sections); a row's index within its
/// section is its global index less the rows of the sections before.
struct LiveRowStore: TableContent {
    /// The largest chunk; a full chunk splits in two.
    static let chunkCapacity = 512

    var columns: [DataColumn]
    var footerRow: DataRow?
    var sortOrder: [ColumnSort]
    var selection: Set<RowID>
    /// Each section's titles and current row count.
    private(set) var sections: [SectionInfo]
    /// The rows, chunk by chunk, in step with ``heights``' chunks.
    private var chunks: [[DataRow]] = []
    /// Each chunk's serial: stable while the chunk exists, so the identity map need not change when
    /// chunks before it split or go away.
    private var serials: [Int] = []
    private(set) var heights: ChunkedRowHeights
    /// Per chunk serial: its index in ``chunks`` (-1 once it went away).
    private var chunkIndexOfSerial: [Int] = []
    /// Per row identity: the serial of the chunk that holds it.
    private var serialOfRow: [RowID: Int] = [:]

    /// A store of `table`'s rows with the given heights (in global row order).
    init(_ table: DataTable, heights rowHeights: [Double]) {
        columns = table.columns
        footerRow = table.footerRow
        sortOrder = table.sortOrder
        selection = table.selection
        sections = table.sections.map(\.info)
        let rows = table.sections.flatMap(\.rows)
        let size = Self.chunkCapacity / 2
        heights = ChunkedRowHeights(rowHeights, chunkSize: size)
        var start = 0
        while start < rows.count {
            let end = min(rows.count, start + size)
            let serial = chunks.count
            chunks.append(Array(rows[start..<end]))
            serials.append(serial)
            for row in rows[start..<end] { serialOfRow[row.id] = serial }
            start = end
        }
        reindexSerials()
    }

    /// The number of body rows.
    var count: Int { serialOfRow.count }

    /// Whether a row with this identity is held.
    func contains(_ id: RowID) -> Bool { serialOfRow[id] != nil }

    /// The chunk holding the row with this identity, and the row's offset in it.
    private func locate(_ id: RowID) -> (chunk: Int, offset: Int)? {
        guard let serial = serialOfRow[id] else { return nil }
        let chunk = chunkIndexOfSerial[serial]
        guard let offset = chunks[chunk].firstIndex(where: { $0.id == id }) else { return nil }
        return (chunk, offset)
    }

    /// The global index of the row with this identity.
    func globalIndex(of id: RowID) -> Int? {
        located(id)?.global
    }

    /// The row with this identity and its global index, found once.
    func located(_ id: RowID) -> (row: DataRow, global: Int)? {
        locate(id).map { (chunks[$0.chunk][$0.offset], heights.counts.prefix($0.chunk) + $0.offset) }
    }

    /// The row at a global index.
    func row(atGlobal index: Int) -> DataRow {
        let (chunk, before) = heights.locate(index)
        return chunks[chunk][index - before]
    }

    /// The global index of a section's first row.
    func firstGlobalIndex(ofSection section: Int) -> Int {
        sections[0..<min(section, sections.count)].reduce(0) { $0 + $1.rowCount }
    }

    /// The section and index within it of a global index.
    func indexPath(ofGlobal index: Int) -> RowIndexPath {
        var start = 0
        for (section, info) in sections.enumerated() {
            if index < start + info.rowCount || section == sections.count - 1 {
                return RowIndexPath(section: section, row: index - start)
            }
            start += info.rowCount
        }
        return RowIndexPath(section: 0, row: index)
    }

    /// The index path of the row with this identity.
    func indexPath(of id: RowID) -> RowIndexPath? {
        globalIndex(of: id).map(indexPath(ofGlobal:))
    }

    /// Inserts a row at a position of a section (clamped to the section's end); its index path.
    @discardableResult
    mutating func insert(_ row: DataRow, height: Double, at path: RowIndexPath) -> RowIndexPath {
        let rowInSection = min(max(0, path.row), sections[path.section].rowCount)
        let global = firstGlobalIndex(ofSection: path.section) + rowInSection
        sections[path.section].rowCount += 1
        if chunks.isEmpty {
            let serial = chunkIndexOfSerial.count
            chunks = [[row]]
            serials = [serial]
            heights.insert(height, chunk: 0, offset: 0)
            serialOfRow[row.id] = serial
            reindexSerials()
            return RowIndexPath(section: path.section, row: rowInSection)
        }
        // The chunk holding the row before the new one (the first chunk for the first position).
        let (chunk, before) = global == 0 ? (0, 0) : heights.locate(global - 1)
        let offset = global - before
        chunks[chunk].insert(row, at: offset)
        heights.insert(height, chunk: chunk, offset: offset)
        serialOfRow[row.id] = serials[chunk]
        if chunks[chunk].count > Self.chunkCapacity { split(chunk) }
        return RowIndexPath(section: path.section, row: rowInSection)
    }

    /// Removes the row with this identity; its former index path, or `nil` when it is not held.
    @discardableResult
    mutating func remove(_ id: RowID) -> RowIndexPath? {
        guard let (chunk, offset) = locate(id) else { return nil }
        let path = indexPath(ofGlobal: heights.counts.prefix(chunk) + offset)
        chunks[chunk].remove(at: offset)
        heights.remove(chunk: chunk, offset: offset)
        serialOfRow[id] = nil
        selection.remove(id)
        sections[path.section].rowCount -= 1
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            serials.remove(at: chunk)
            reindexSerials()
        }
        return path
    }

    /// Replaces the row with the same identity, and its height, where it stands; `false` when it is not held.
    @discardableResult
    mutating func replace(_ row: DataRow, height: Double) -> Bool {
        guard let (chunk, offset) = locate(row.id) else { return false }
        chunks[chunk][offset] = row
        heights.set(height, chunk: chunk, offset: offset)
        return true
    }

    /// Sets the height of the row at a global index.
    mutating func setHeight(_ height: Double, atGlobal index: Int) {
        let (chunk, before) = heights.locate(index)
        heights.set(height, chunk: chunk, offset: index - before)
    }

    /// Splits a full chunk in two halves.
    private mutating func split(_ chunk: Int) {
        let half = chunks[chunk].count / 2
        let serial = chunkIndexOfSerial.count
        let upper = Array(chunks[chunk][half...])
        chunks[chunk].removeLast(upper.count)
        for row in upper { serialOfRow[row.id] = serial }
        chunks.insert(upper, at: chunk + 1)
        serials.insert(serial, at: chunk + 1)
        heights.split(chunk: chunk, at: half)
        reindexSerials()
    }

    /// Maps each serial to its chunk's index after the chunk list changed (O(chunks)).
    private mutating func reindexSerials() {
        chunkIndexOfSerial = Array(repeating: -1, count: max(chunkIndexOfSerial.count, (serials.max() ?? -1) + 1))
        for (index, serial) in serials.enumerated() { chunkIndexOfSerial[serial] = index }
    }

    /// Every row in display order (O(n)).
    var allRows: [DataRow] { chunks.flatMap { $0 } }

    /// The rows as a table model (O(n)).
    var table: DataTable {
        var rows = allRows[...]
        var result: [DataSection] = []
        for info in sections {
            result.append(
                DataSection(
                    headerTitle: info.headerTitle, footerTitle: info.footerTitle, indexTitle: info.indexTitle,
                    rows: Array(rows.prefix(info.rowCount))))
            rows = rows.dropFirst(info.rowCount)
        }
        return DataTable(
            columns: columns, sections: result, footerRow: footerRow, sortOrder: sortOrder, selection: selection)
    }

    // MARK: TableContent

    var sectionCount: Int { sections.count }

    func sectionInfo(_ section: Int) -> SectionInfo {
        sections.indices.contains(section) ? sections[section] : SectionInfo(rowCount: 0)
    }

    func row(at indexPath: RowIndexPath) -> DataRow {
        guard sections.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < sections[indexPath.section].rowCount
        else { return DataRow(id: RowID(-1), cells: []) }
        return row(atGlobal: firstGlobalIndex(ofSection: indexPath.section) + indexPath.row)
    }

    func isSelected(_ id: RowID) -> Bool { selection.contains(id) }
}
