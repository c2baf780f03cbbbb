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
/// quote), a row with the wrong number of fields, a duplicate column name, an empty file.
public struct CSVReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads CSV text.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - file: The file's name, for errors.
    /// - Returns: The table.
    /// - Throws: ``DataReadError`` when the text is not well-formed CSV.
    public func read(_ text: String, file: String = "<data>") throws(DataReadError) -> DataTable {
        if let result = text.utf8.withContiguousStorageIfAvailable({ Self.parse($0, file: file) }) {
            return try result.get()
        }
        return try Array(text.utf8).withUnsafeBufferPointer { Self.parse($0, file: file) }.get()
    }

    /// Reads CSV bytes, which must be UTF-8.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The file's name, for errors.
    /// - Returns: The table.
    /// - Throws: ``DataReadError`` (`data-encoding` for invalid UTF-8, else as ``read(_:file:)``).
    public func read(bytes: [UInt8], file: String = "<data>") throws(DataReadError) -> DataTable {
        // The standard library's validation is the fast check; only invalid bytes are walked again
        // to say where.
        if String(validating: bytes, as: UTF8.self) == nil { try UTF8Validation.validate(bytes, file: file) }
        return try bytes.withUnsafeBufferPointer { Self.parse($0, file: file) }.get()
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Result<DataTable, DataReadError> {
        Result { () throws(DataReadError) -> DataTable in
            var parser = Parser(bytes: bytes, file: file)
            return try parser.table()
        }
    }

    /// Where a field's content is: a range of the input, or (a quoted field with doubled quotes) of
    /// the parser's scratch bytes.
    struct FieldSpan {
        var start: Int
        var end: Int
        var inScratch: Bool
    }

    /// One pass over the bytes: fields are located in place and typed from their bytes; a `String`
    /// is made per cell only for its text (small ones live inline). Lines and columns are not tracked
    /// while reading: an error works out its position from the byte offset, by the same rules.
    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: String
        /// Where the content starts (after a byte order mark).
        let start: Int
        var index: Int
        /// The current record's fields and the offset each starts at.
        var fields: [FieldSpan] = []
        var fieldStarts: [Int] = []
        /// Unescaped contents of quoted fields with doubled quotes, for the current record.
        var scratch: [UInt8] = []

        static let comma = UInt8(ascii: ",")
        static let quote = UInt8(ascii: "\"")
        static let lineFeed: UInt8 = 0x0A
        static let carriageReturn: UInt8 = 0x0D

        init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
            self.bytes = bytes
            self.file = file
            start = ByteOrderMark.utf8Length(atStartOf: bytes)
            index = start
        }

        mutating func table() throws(DataReadError) -> DataTable {
            let headerStart = index
            guard try nextRecord() else {
                throw DataReadError(
                    file: file, line: 1, column: 1, code: .dataEmpty,
                    message: "the file is empty; expected a header line")
            }
            let names = fields.map { string($0) }
            var seen: [String: Int] = [:]
            for (offset, name) in names.enumerated() {
                if let first = seen[name] {
                    throw DataReadError(
                        file: file, line: position(of: headerStart).line,
                        column: position(of: fieldStarts[offset]).column,
                        code: .dataHeader, message: "duplicate column name \"\(name)\" (also column \(first + 1))")
                }
                seen[name] = offset
            }
            let columnCount = names.count
            var rows: [DataRow] = []
            // About one row per 8 bytes a field: a guess that saves most of the array's regrowth.
            rows.reserveCapacity(min(1 << 20, bytes.count / max(8, 8 * columnCount)))
            while try nextRecord() {
                guard fields.count == columnCount else {
                    // Point at the first extra field, or at the last field of a short row.
                    let field = min(columnCount, fields.count - 1)
                    let (line, column) = position(of: fieldStarts[field])
                    throw DataReadError(
                        file: file, line: line, column: column, code: .dataRagged,
                        message:
                            "this row has \(fields.count) field\(fields.count == 1 ? "" : "s"), "
                            + "the header has \(columnCount)")
                }
                var cells: [DataCell] = []
                cells.reserveCapacity(columnCount)
                for field in fields { cells.append(cell(field)) }
                rows.append(DataRow(id: RowID(rows.count), cells: cells))
            }
            return DataTable(columns: names.map { DataColumn($0) }, rows: rows)
        }

        /// The text of a field.
        func string(_ field: FieldSpan) -> String {
            if field.inScratch {
                return scratch[field.start..<field.end].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[field.start..<field.end]), as: UTF8.self)
        }

        /// A field typed by ``CSVFieldTyping`` from its bytes, with its text as written.
        func cell(_ field: FieldSpan) -> DataCell {
            let typed: CellValue?
            if field.inScratch {
                typed = scratch[field.start..<field.end].withUnsafeBufferPointer {
                    CSVFieldTyping.nonTextValue(utf8: $0)
                }
            } else {
                typed = CSVFieldTyping.nonTextValue(utf8: UnsafeBufferPointer(rebasing: bytes[field.start..<field.end]))
            }
            switch typed {
            case .null?: return DataCell(.null, text: "")
            case .bool(let flag)?: return DataCell(.bool(flag), text: flag ? "true" : "false")
            case let value?: return DataCell(value, text: string(field))
            case nil:
                let text = string(field)
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

        /// Reads the next record's fields into ``fields``; `false` at the end of the input.
        mutating func nextRecord() throws(DataReadError) -> Bool {
            guard index < bytes.count else { return false }
            fields.removeAll(keepingCapacity: true)
            fieldStarts.removeAll(keepingCapacity: true)
            scratch.removeAll(keepingCapacity: true)
            while true {
                fieldStarts.append(index)
                if index < bytes.count, bytes[index] == Self.quote {
                    fields.append(try quotedField())
                } else {
                    fields.append(try unquotedField())
                }
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

        private mutating func unquotedField() throws(DataReadError) -> FieldSpan {
            let first = index
            while index < bytes.count {
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
            return FieldSpan(start: first, end: index, inScratch: false)
        }

        private mutating func quotedField() throws(DataReadError) -> FieldSpan {
            let opening = index
            index += 1
            let contentStart = index
            var scratchStart: Int?
            var runStart = index
            while true {
                guard index < bytes.count else { throw error(at: opening, "this quoted field is never closed") }
                guard bytes[index] == Self.quote else {
                    index += 1
                    continue
                }
                if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
                    // A doubled quote: the content so far plus one quote go to the scratch bytes.
                    if scratchStart == nil { scratchStart = scratch.count }
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
                guard let scratchStart else { return FieldSpan(start: contentStart, end: closing, inScratch: false) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<closing]))
                return FieldSpan(start: scratchStart, end: scratch.count, inScratch: true)
            }
        }
    }
}

/// Checks that bytes are UTF-8 and says where they are not.
enum UTF8Validation {
    static func validate(_ bytes: [UInt8], file: String) throws(DataReadError) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        var column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput: return
            case .error:
                throw DataReadError(
                    file: file, line: line, column: column, code: .dataEncoding,
                    message: "the file is not valid UTF-8")
            }
        }
    }
}
