import Dispatch
import TableStyleEngine

extension CSVReader {
    /// The smallest input whose body records are read on several threads (below it, starting threads
    /// costs more than it saves).
    static let parallelByteThreshold = 1 << 20
}

extension CSVReader.Parser {
    /// Reads body records from ``index`` on while ``index`` is before `end`, appending one row per
    /// record (ids from `firstID` on); stops at the first record boundary at or after `end`.
    mutating func bodyRows(
        columnCount: Int, until end: Int, firstID: Int, into rows: inout [DataRow]
    ) throws(DataReadError) {
        let bodyStart = index
        let firstRow = rows.count
        // About one row per 8 bytes a field: a first guess, made good once some rows are read.
        rows.reserveCapacity(firstRow + min(1 << 20, rowLimit, max(0, end - index) / max(8, 8 * columnCount)))
        while index < end {
            let recordStart = index
            // One more record than the budget allows: refused before its cells are made.
            guard rows.count - firstRow < rowLimit else {
                let (line, column) = position(of: recordStart)
                throw budget.error(
                    rows: rows.count - firstRow, columns: columnCount, orMore: true, file: file, line: line,
                    column: column)
            }
            var cells: [DataCell] = []
            cells.reserveCapacity(columnCount)
            _ = try nextRecord { cells.append(Self.cell($0)) }
            guard cells.count == columnCount else {
                throw try raggedError(fieldCount: cells.count, columnCount: columnCount, recordStart: recordStart)
            }
            rows.append(DataRow(id: RowID(firstID + rows.count), cells: cells))
            if rows.count - firstRow == 256 {
                // The rows so far say how many the rest of the run holds; an eighth more covers rows
                // that run longer, and capacity that is never written costs no memory.
                let perRow = max(1, (index - bodyStart) / 256)
                let estimate = rows.count + (end - index) / perRow
                rows.reserveCapacity(min(estimate + estimate / 8, firstRow + rowLimit))
            }
        }
    }

    /// The `data-ragged` error of a record with `fieldCount` fields, at the first extra field or at the last
    /// field of a short record.
    mutating func raggedError(fieldCount: Int, columnCount: Int, recordStart: Int) throws(DataReadError)
        -> DataReadError
    {
        let fieldStart = try offset(ofField: min(columnCount, fieldCount - 1), inRecordAt: recordStart)
        let (line, column) = position(of: fieldStart)
        return DataReadError(
            file: file, line: line, column: column, code: .dataRagged,
            message: "this row has \(fieldCount) field\(fieldCount == 1 ? "" : "s"), the header has \(columnCount)")
    }

    /// Walks the body records from ``index`` to the end without making their cells, throwing the first
    /// problem in file order — a record with the wrong number of fields, or the first record past the
    /// budget — as a read that makes the rows would; returns when there is none.
    func checkBodyRecords(columnCount: Int) throws(DataReadError) {
        var walker = self
        var count = 0
        while walker.index < bytes.count {
            let recordStart = walker.index
            guard count < rowLimit else {
                let (line, column) = position(of: recordStart)
                throw budget.error(
                    rows: count, columns: columnCount, orMore: true, file: file, line: line, column: column)
            }
            var fieldCount = 0
            _ = try walker.nextRecord { _ in fieldCount += 1 }
            guard fieldCount == columnCount else {
                throw try walker.raggedError(fieldCount: fieldCount, columnCount: columnCount, recordStart: recordStart)
            }
            count += 1
        }
    }

    /// The body records from ``index`` to the end, on several threads when the input is large (at most
    /// `threads`, when given).
    ///
    /// The body is cut into one run per thread, each starting after the first line feed at or after an
    /// even share of the bytes; every run is read by its own parser. A cut is only a guess (a line feed
    /// may sit inside a quoted field), so the result is kept only when each run ended exactly where the
    /// next one began, which proves every cut a record boundary; otherwise, and whenever a run finds an
    /// error, the body is read again on one thread, which gives the first error in file order.
    mutating func bodyRows(columnCount: Int, threads: Int?) throws(DataReadError) -> [DataRow] {
        let threads = threads ?? Self.threadCount(bytes: bytes.count - index)
        if threads > 1 {
            switch chunkedBodyRows(columnCount: columnCount, threads: threads) {
            case .rows(let rows): return rows
            case .overBudget:
                // The runs' rows are released; one walk without cells finds the first problem in file order
                // before any row is made again, so the threads' rows and a re-read's never add up.
                try checkBodyRecords(columnCount: columnCount)
            case .undecided: break
            }
        }
        var rows: [DataRow] = []
        try bodyRows(columnCount: columnCount, until: bytes.count, firstID: 0, into: &rows)
        return rows
    }

    /// How many threads to read `bytes` bytes of records on.
    private static func threadCount(bytes: Int) -> Int {
        ParallelWork.threadCount(work: bytes, threshold: CSVReader.parallelByteThreshold)
    }

    /// What reading the body on several threads gave.
    private enum ChunkedRead {
        /// The runs' rows, joined.
        case rows([DataRow])
        /// A run, or the runs together, went past the row budget.
        case overBudget
        /// A cut was not a record boundary, or a run found an error: the body must be read on one thread.
        case undecided
    }

    /// The runs' rows joined, or why there are none.
    private func chunkedBodyRows(columnCount: Int, threads: Int) -> ChunkedRead {
        let bodyStart = index
        let length = bytes.count - bodyStart
        var cuts = [bodyStart]
        for run in 1..<threads {
            var cut = max(cuts[run - 1], bodyStart + length / threads * run)
            while cut < bytes.count, bytes[cut] != Self.lineFeed { cut += 1 }
            cuts.append(min(bytes.count, cut + 1))
        }
        cuts.append(bytes.count)
        let starts = cuts
        let results = UnsafeMutablePointer<ChunkResult?>.allocate(capacity: threads)
        results.initialize(repeating: nil, count: threads)
        defer {
            results.deinitialize(count: threads)
            results.deallocate()
        }
        let shared = SharedChunks(bytes: bytes, results: results)
        let file = self.file
        let budget = self.budget
        // Each run may read a share of the rows (and a few over, as runs differ); a run past its share,
        // or runs past the whole, are read again on one thread, which stops at the exact limit.
        let runLimit = rowLimit / threads + rowLimit / (threads * 8) + 1
        DispatchQueue.concurrentPerform(iterations: threads) { run in
            var parser = CSVReader.Parser(bytes: shared.bytes, file: file)
            parser.budget = budget
            parser.rowLimit = runLimit
            parser.index = starts[run]
            var rows: [DataRow] = []
            do {
                try parser.bodyRows(columnCount: columnCount, until: starts[run + 1], firstID: 0, into: &rows)
                shared.results[run] = ChunkResult(rows: rows, end: parser.index)
            } catch {
                let overBudget = (error as? DataReadError)?.code == .dataLimit
                shared.results[run] = overBudget ? ChunkResult(rows: [], end: -1, overBudget: true) : nil
            }
        }
        if (0..<threads).contains(where: { results[$0]?.overBudget == true }) { return .overBudget }
        var total = 0
        for run in 0..<threads {
            guard let end = results[run]?.end, end == starts[run + 1] || run == threads - 1 else { return .undecided }
            total += results[run]?.rows.count ?? 0
        }
        guard total <= rowLimit else { return .overBudget }
        // The runs' rows are moved, not copied: each row's cells are never touched again, and the slots
        // moved from get empty rows, which cost nothing to release with their run's array.
        var rows = [DataRow](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            for run in 0..<threads {
                results[run]?.rows.withUnsafeMutableBufferPointer { part in
                    guard let source = part.baseAddress, initialized + part.count <= buffer.count else { return }
                    (base + initialized).moveInitialize(from: source, count: part.count)
                    source.initialize(repeating: DataRow(id: RowID(0), cells: []), count: part.count)
                    initialized += part.count
                }
            }
        }
        rows.withUnsafeMutableBufferPointer { rows in
            for index in rows.indices { rows[index].id = RowID(index) }
        }
        return .rows(rows)
    }
}

/// One run's rows and where its parser stopped.
private struct ChunkResult {
    var rows: [DataRow]
    var end: Int
    /// Whether the run stopped at its share of the row budget.
    var overBudget = false
}

/// The input and the result slots the threads of one chunked read share, each writing its own slot.
private struct SharedChunks: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let results: UnsafeMutablePointer<ChunkResult?>
}
