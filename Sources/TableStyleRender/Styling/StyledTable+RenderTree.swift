import Dispatch
import TableStyleEngine

extension StyledTable {
    /// Resolves the drawn cells into a render tree.
    ///
    /// The tree's ``RenderTree/columnMeasure`` covers every body row, not only the drawn ones, so column
    /// widths are the same for every slice: without `measure`, the rows outside `bodyRows` are read and
    /// styled too (in the same pass, then dropped).
    ///
    /// A large table (``parallelCellThreshold`` cells and more) is resolved on several threads, each
    /// taking a contiguous run of rows, when the theme resolves every cell from the tables made at binding
    /// (no style is interned on first use). The tree is the same, cell for cell, as one thread makes it.
    /// - Parameters:
    ///   - bodyRows: The flat body row range to draw (rows numbered across groups in order, as
    ///     `themecheck render --rows START:COUNT` gives them); `nil` draws every row. Clamped to the table.
    ///   - measure: This table's ``columnMeasure()``, when already made (then only the drawn rows are read).
    /// - Returns: The render tree.
    public func renderTree(bodyRows: Range<Int>? = nil, measure: ColumnMeasure? = nil) -> RenderTree {
        renderTree(bodyRows: bodyRows, measure: measure, threads: nil)
    }

    /// ``renderTree(bodyRows:measure:)`` on at most `threads` threads (`nil`: as many as the table's size
    /// and the processors call for; a number is used whatever the size, so tests can compare).
    func renderTree(bodyRows: Range<Int>?, measure: ColumnMeasure?, threads: Int?) -> RenderTree {
        let columnCount = titles.names.count
        let columns = renderColumns
        let total = content.totalRowCount
        let wanted = bodyRows.map { $0.clamped(to: 0..<total) } ?? 0..<total
        let measuresRows = measure == nil
        // `nil` when the caller gave the measure: then nothing is measured.
        var measuring = measuresRows ? ColumnMeasure(columnCount: columns.count) : nil
        let footer = footerCells
        var groups: [RenderGroup] = []
        // Where each group starts among the flat body rows, and where the last one ends.
        var groupStarts: [Int] = [0]
        for group in 0..<content.sectionCount {
            let info = content.sectionInfo(group)
            let start = groupStarts[group]
            groupStarts.append(start + info.rowCount)
            let groupRange = start..<(start + info.rowCount)
            let drawn = groupRange.clamped(to: wanted)
            if !drawn.isEmpty || (info.rowCount == 0 && bodyRows == nil) {
                groups.append(
                    RenderGroup(
                        index: group, headerTitle: info.headerTitle, footerTitle: info.footerTitle,
                        indexTitle: info.indexTitle, rowCount: info.rowCount,
                        drawnRows: (drawn.lowerBound - start)..<(drawn.upperBound - start)))
            }
        }
        let body = BodyPass(
            table: self, wanted: wanted, groupStarts: groupStarts, columnCount: columnCount, threads: threads)
        var rows: [RenderRow] = []
        // Every drawn cell is written once, in place, into storage sized up front (a million-cell tree is
        // tens of megabytes of new memory, so it is also offered huge pages).
        let cellCount = columnCount * (wanted.count + 1) + footer.count
        let cells = [RenderCell](unsafeUninitializedCapacity: cellCount) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            HugePages.advise(buffer)
            // Measured in drawing order, so labels are numbered as a legend of the whole table lists them.
            for column in 0..<columnCount {
                (base + column).initialize(to: headerCell(column))
                measuring?.add(base[column], columns: columns)
            }
            rows = [RenderRow](unsafeUninitializedCapacity: wanted.count) { rowBuffer, rowCount in
                HugePages.advise(rowBuffer)
                body.run(
                    measuresRows ? 0..<total : wanted, cells: base + columnCount, rows: rowBuffer.baseAddress,
                    measure: &measuring)
                rowCount = wanted.count
            }
            var next = columnCount * (wanted.count + 1)
            for cell in footer {
                (base + next).initialize(to: cell)
                measuring?.add(base[next], columns: columns)
                next += 1
            }
            initialized = next
        }
        return RenderTree(
            themeName: compiled.theme.name, appearance: compiled.appearance, table: settings,
            columns: columns, cells: cells, rows: rows, groups: groups, hasFooter: !footer.isEmpty,
            styles: compiled.styles, totalBodyRowCount: total, firstBodyRow: wanted.lowerBound,
            columnMeasure: measuring ?? measure, sectionHeaderStyle: compiled.sectionHeaderStyle,
            sectionFooterStyle: compiled.sectionFooterStyle)
    }

    /// The fewest cells a render tree is resolved on several threads for: below it, starting threads
    /// costs more than it saves.
    public static let parallelCellThreshold = 100_000
}

/// The body rows of one render tree: reads each row, writes the drawn ones' cells and rows in place and
/// measures them; split into contiguous runs over the processors when the table is large.
private struct BodyPass {
    let table: StyledTable
    let wanted: Range<Int>
    let groupStarts: [Int]
    let columnCount: Int
    /// The threads asked for (`nil`: by size).
    let threads: Int?

    /// Reads the flat rows `flat`: writes drawn row `wanted.lowerBound + i`'s cells at `cells + i *
    /// columnCount` and its row at `rows + i`, and measures every row read into `measure`.
    func run(
        _ flat: Range<Int>, cells: UnsafeMutablePointer<RenderCell>, rows: UnsafeMutablePointer<RenderRow>?,
        measure: inout ColumnMeasure?
    ) {
        let workers = workerCount(cells: flat.count * columnCount)
        guard workers > 1 else {
            chunk(flat, cells: cells, rows: rows, measure: &measure)
            return
        }
        let measuring = measure != nil
        let measuredColumns = measure?.columnCount ?? 0
        let results = UnsafeMutablePointer<ColumnMeasure?>.allocate(capacity: workers)
        results.initialize(repeating: nil, count: workers)
        defer {
            results.deinitialize(count: workers)
            results.deallocate()
        }
        let shared = SharedOutput(cells: cells, rows: rows, results: results)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let share = flat.count / workers
            let extra = flat.count % workers
            let start = flat.lowerBound + worker * share + min(worker, extra)
            let run = start..<(start + share + (worker < extra ? 1 : 0))
            var own = measuring ? ColumnMeasure(columnCount: measuredColumns) : nil
            chunk(run, cells: shared.cells, rows: shared.rows, measure: &own)
            shared.results[worker] = own
        }
        // In row order, so the merged measure is the one a single pass makes.
        for worker in 0..<workers {
            if let part = results[worker] { measure?.append(part) }
        }
    }

    /// How many threads to read `cells` cells on.
    private func workerCount(cells: Int) -> Int {
        guard table.bound.resolvesFromTablesOnly else { return 1 }
        if let threads { return max(1, min(threads, cells)) }
        return ParallelWork.threadCount(work: cells, threshold: StyledTable.parallelCellThreshold)
    }

    /// ``run(_:cells:rows:measure:)`` for one contiguous run of rows, on the calling thread.
    private func chunk(
        _ flat: Range<Int>, cells: UnsafeMutablePointer<RenderCell>, rows: UnsafeMutablePointer<RenderRow>?,
        measure: inout ColumnMeasure?
    ) {
        guard !flat.isEmpty else { return }
        let content = table.content
        // The group of the run's first row; later groups are reached as the rows pass their starts.
        var group = 0
        while group + 2 < groupStarts.count, groupStarts[group + 1] <= flat.lowerBound { group += 1 }
        for flatRow in flat {
            while group + 2 < groupStarts.count, groupStarts[group + 1] <= flatRow { group += 1 }
            let index = flatRow - groupStarts[group]
            let rowCount = groupStarts[group + 1] - groupStarts[group]
            let path = RowIndexPath(section: group, row: index)
            let row = content.row(at: path)
            guard wanted.contains(flatRow), let rows else {
                // Rows outside the slice are read only to be measured. Taken out and put back, so the
                // measure is not copied.
                if var measuring = measure.take() {
                    table.measureRow(row, at: path, rowCount: rowCount, into: &measuring)
                    measure = measuring
                }
                continue
            }
            let slot = flatRow - wanted.lowerBound
            table.writeBodyCells(
                of: row, at: path, rowCount: rowCount, to: cells + slot * columnCount, measuring: &measure)
            let first = columnCount * (slot + 1)
            (rows + slot).initialize(
                to: RenderRow(
                    id: row.id, group: group, row: index, isSelected: content.isSelected(row.id),
                    cells: first..<(first + columnCount)))
        }
    }
}

/// The output storage the threads of one ``BodyPass`` write, each to its own rows' part of it.
private struct SharedOutput: @unchecked Sendable {
    let cells: UnsafeMutablePointer<RenderCell>
    let rows: UnsafeMutablePointer<RenderRow>?
    let results: UnsafeMutablePointer<ColumnMeasure?>
}
