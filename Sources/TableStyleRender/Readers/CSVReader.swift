import TableStyleEngine
import TableStyleJSON

/// Reads RFC 4180 CSV into a ``DataTable``.
///
/// Fields are separated by commas and records by CRLF, LF or CR; a field may be quoted with `"`, and
/// a quoted field may hold commas, line breaks and doubled quotes (`""` is one `"`). A UTF-8 byte order
/// mark at the start is skipped. The first record is the header (the column names); every later record
/// is one body row and must have as many fields as the header. A final line break does not start a
/// new record. Values are typed by ``CSVFieldTyping``; rows are identified 0, 1, 2, … in file order.
///
/// Malformed input is a ``DataReadError`` with the line and column of the problem: a quote inside an
/// unquoted field, text after a closing quote, an unterminated quoted field (pointing at its opening
/// quote), a row with the wrong number of fields, a duplicate column name, an empty file; a table over the
/// ``cellBudget`` is a `data-limit` error at its first row past the limit, and no row past it is made.
public struct CSVReader: Sendable {
    /// The most cells the table may have.
    public var cellBudget: CellBudget

    /// Creates a reader.
    ///
    /// - Parameter cellBudget: The most cells the table may have.
    public init(cellBudget: CellBudget = CellBudget()) {
        self.cellBudget = cellBudget
    }

    /// Reads CSV text.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - file: The file's name, for errors.
    /// - Returns: The table.
    /// - Throws: ``DataReadError`` when the text is not well-formed CSV.
    public func read(_ text: String, file: String = "<data>") throws(DataReadError) -> DataTable {
        let budget = cellBudget
        if let result = text.utf8.withContiguousStorageIfAvailable({ Self.parse($0, file: file, budget: budget) }) {
            return try result.get()
        }
        return try Array(text.utf8).withUnsafeBufferPointer { Self.parse($0, file: file, budget: budget) }.get()
    }

    /// Reads CSV bytes, which must be UTF-8.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The file's name, for errors.
    /// - Returns: The table.
    /// - Throws: ``DataReadError`` (`data-encoding` for invalid UTF-8, else as ``read(_:file:)``).
    public func read(bytes: [UInt8], file: String = "<data>") throws(DataReadError) -> DataTable {
        try bytes.withUnsafeBufferPointer { buffer throws(DataReadError) -> DataTable in
            // One check of the whole file, in place; only invalid bytes are walked again to say where.
            if !UTF8Validation.isValid(buffer) { try UTF8Validation.validate(bytes, file: file) }
            return try Self.parse(buffer, file: file, budget: cellBudget).get()
        }
    }

    /// Parses the bytes; `threads` caps the threads the body is read on (`nil`: by size and processors;
    /// a number is used whatever the size, so tests can compare).
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, threads: Int? = nil, budget: CellBudget = CellBudget()
    ) -> Result<DataTable, DataReadError> {
        Result { () throws(DataReadError) -> DataTable in
            var parser = Parser(bytes: bytes, file: file)
            parser.budget = budget
            return try parser.table(threads: threads)
        }
    }

    /// One pass over bytes already known to be UTF-8: each field is located in place, typed from its
    /// bytes and made a cell at once; a `String` is made per cell only for its text. Lines and columns
    /// are not tracked while reading: an error works out its position from the byte offset, by the same
    /// rules, reading the record again when it needs a field's start.
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The same bytes, for loads of eight at a time.
        let raw: UnsafeRawBufferPointer
        let file: String
        /// Where the content starts (after a byte order mark).
        let start: Int
        var index: Int
        /// The unescaped content of the current quoted field with doubled quotes.
        var scratch: [UInt8] = []
        /// The most cells of the table.
        var budget = CellBudget()
        /// The most body rows this parser reads (the budget's, or a share of it for one of several runs).
        var rowLimit = Int.max

        static let comma = UInt8(ascii: ",")
        static let quote = UInt8(ascii: "\"")
        static let lineFeed: UInt8 = 0x0A
        static let carriageReturn: UInt8 = 0x0D

        init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
            self.bytes = bytes
            raw = UnsafeRawBufferPointer(bytes)
            self.file = file
            start = ByteOrderMark.utf8Length(atStartOf: bytes)
            index = start
        }

        mutating func table(threads: Int? = nil) throws(DataReadError) -> DataTable {
            let headerStart = index
            var names: [String] = []
            guard try nextRecord({ names.append(Self.string($0)) }) else {
                throw DataReadError(
                    file: file, line: 1, column: 1, code: .dataEmpty,
                    message: "the file is empty; expected a header line")
            }
            var seen: [String: Int] = [:]
            for (offset, name) in names.enumerated() {
                if let first = seen[name] {
                    let fieldStart = try self.offset(ofField: offset, inRecordAt: headerStart)
                    throw DataReadError(
                        file: file, line: position(of: headerStart).line, column: position(of: fieldStart).column,
                        code: .dataHeader, message: "duplicate column name \"\(name)\" (also column \(first + 1))")
                }
                seen[name] = offset
            }
            rowLimit = budget.rowLimit(columns: names.count)
            let rows = try bodyRows(columnCount: names.count, threads: threads)
            return DataTable(columns: names.map { DataColumn($0) }, rows: rows)
        }

        /// The text of a field's content.
        static func string(_ content: UnsafeBufferPointer<UInt8>) -> String {
            // A String of up to 15 bytes is held inline; made this way an ASCII one is not validated again
            // (`String(decoding:as:)` would), and any other is validated by the standard library as usual.
            let count = content.count
            guard count <= 15, let source = content.baseAddress else { return String(decoding: content, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: count) { buffer in
                guard let target = buffer.baseAddress else { return 0 }
                copyShort(from: UnsafeRawPointer(source), to: UnsafeMutableRawPointer(target), count: count)
                return count
            }
        }

        /// Copies up to 16 bytes by two overlapping loads and stores of the widest size that fits, so
        /// nothing outside the `count` bytes is read or written.
        @inline(__always)
        static func copyShort(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
            func copy<Word: FixedWidthInteger>(_: Word.Type) {
                let tail = count - MemoryLayout<Word>.size
                let head = source.loadUnaligned(as: Word.self)
                let last = source.loadUnaligned(fromByteOffset: tail, as: Word.self)
                target.storeBytes(of: head, as: Word.self)
                target.storeBytes(of: last, toByteOffset: tail, as: Word.self)
            }
            if count >= 8 {
                copy(UInt64.self)
            } else if count >= 4 {
                copy(UInt32.self)
            } else if count >= 2 {
                copy(UInt16.self)
            } else if count == 1 {
                target.storeBytes(of: source.load(as: UInt8.self), as: UInt8.self)
            }
        }

        /// A field typed by ``CSVFieldTyping`` from its content, with its text as written.
        static func cell(_ content: UnsafeBufferPointer<UInt8>) -> DataCell {
            switch CSVFieldTyping.nonTextValue(utf8: content) {
            case .null?: return DataCell(.null, text: "")
            case .bool(let flag)?: return DataCell(.bool(flag), text: flag ? "true" : "false")
            case let value?: return DataCell(value, text: string(content))
            case nil:
                let text = string(content)
                return DataCell(.text(text), text: text)
            }
        }

        /// The line and column of the byte at `offset`: lines end at LF, CRLF or a lone CR; columns
        /// count characters' first bytes (a CR before LF counts none).
        func position(of offset: Int) -> (line: Int, column: Int) {
            var line = 1
            var column = 1
            var cursor = start
            while cursor < min(offset, bytes.count) {
                let byte = bytes[cursor]
                cursor += 1
                if byte == Self.lineFeed
                    || (byte == Self.carriageReturn && (cursor >= bytes.count || bytes[cursor] != Self.lineFeed))
                {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 && byte != Self.carriageReturn {
                    column += 1
                }
            }
            return (line, column)
        }

        func error(at offset: Int, _ message: String) -> DataReadError {
            let (line, column) = position(of: offset)
            return DataReadError(file: file, line: line, column: column, code: .csvSyntax, message: message)
        }

        /// Where field `number` (0-based) of the record at `recordStart` starts, its opening quote if it
        /// has one. The record has been read without error before, so reading it again throws nothing.
        mutating func offset(ofField number: Int, inRecordAt recordStart: Int) throws(DataReadError) -> Int {
            index = recordStart
            for _ in 0..<number {
                try field { _ in }
                index += 1  // the comma
            }
            return index
        }

        /// Reads the next record, handing each field's content (unquoted) to `visit` in order; `false`
        /// at the end of the input.
        @inline(__always)
        mutating func nextRecord(_ visit: (UnsafeBufferPointer<UInt8>) -> Void) throws(DataReadError) -> Bool {
            guard index < bytes.count else { return false }
            while true {
                try field(visit)
                if index < bytes.count, bytes[index] == Self.comma {
                    index += 1
                    continue
                }
                // A line break (CRLF, LF or CR) ends the record, or the input does.
                if index < bytes.count, bytes[index] == Self.carriageReturn {
                    index += 1
                    if index < bytes.count, bytes[index] == Self.lineFeed { index += 1 }
                } else if index < bytes.count, bytes[index] == Self.lineFeed {
                    index += 1
                }
                return true
            }
        }

        /// Reads one field, quoted or not, and hands its content to `visit`.
        @inline(__always)
        private mutating func field(_ visit: (UnsafeBufferPointer<UInt8>) -> Void) throws(DataReadError) {
            if index < bytes.count, bytes[index] == Self.quote {
                try quotedField(visit)
                return
            }
            let first = index
            while index < bytes.count {
                if index + 8 <= bytes.count {
                    // Eight bytes at once: the four that matter are all below `-` (0x2D), and so is the
                    // lowest byte this flags (flags above it may be false); a word with none is passed over.
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let below = (word &- 0x2D2D_2D2D_2D2D_2D2D) & ~word & 0x8080_8080_8080_8080
                    guard below != 0 else {
                        index += 8
                        continue
                    }
                    index += below.trailingZeroBitCount >> 3
                }
                let byte = bytes[index]
                // One comparison rules out every byte above the four that matter (`,` is the highest).
                if byte <= Self.comma {
                    if byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
                    if byte == Self.quote {
                        throw error(
                            at: index,
                            "a quote inside an unquoted field; quote the whole field and double the quote (\"\")")
                    }
                }
                index += 1
            }
            visit(UnsafeBufferPointer(rebasing: bytes[first..<index]))
        }

        private mutating func quotedField(_ visit: (UnsafeBufferPointer<UInt8>) -> Void) throws(DataReadError) {
            let opening = index
            index += 1
            let contentStart = index
            var unescaping = false
            var runStart = index
            while true {
                while index + 8 <= bytes.count {
                    // Eight bytes at once up to the next quote: the lowest zero byte of the word XOR `"""…`
                    // that this flags is exact (flags above it may be false).
                    let word =
                        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        ^ 0x2222_2222_2222_2222
                    let zero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                    if zero != 0 {
                        index += zero.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
                guard index < bytes.count else { throw error(at: opening, "this quoted field is never closed") }
                guard bytes[index] == Self.quote else {
                    index += 1
                    continue
                }
                if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
                    // A doubled quote: the content so far plus one quote go to the scratch bytes.
                    if !unescaping {
                        scratch.removeAll(keepingCapacity: true)
                        unescaping = true
                    }
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...index]))
                    index += 2
                    runStart = index
                    continue
                }
                let closing = index
                index += 1
                guard
                    index >= bytes.count || bytes[index] == Self.comma || bytes[index] == Self.lineFeed
                        || bytes[index] == Self.carriageReturn
                else {
                    throw error(
                        at: index, "unexpected text after a closing quote; expected a comma or the end of the line")
                }
                guard unescaping else {
                    visit(UnsafeBufferPointer(rebasing: bytes[contentStart..<closing]))
                    return
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<closing]))
                scratch.withUnsafeBufferPointer { visit($0) }
                return
            }
        }
    }
}
