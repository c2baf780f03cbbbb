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
        var parser = Parser(bytes: Array(text.utf8), file: file)
        return try parser.table()
    }

    /// Reads CSV bytes, which must be UTF-8.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The file's name, for errors.
    /// - Returns: The table.
    /// - Throws: ``DataReadError`` (`data-encoding` for invalid UTF-8, else as ``read(_:file:)``).
    public func read(bytes: [UInt8], file: String = "<data>") throws(DataReadError) -> DataTable {
        try UTF8Validation.validate(bytes, file: file)
        var parser = Parser(bytes: bytes, file: file)
        return try parser.table()
    }

    /// One record's fields with where each starts.
    struct Record {
        var fields: [String] = []
        var columns: [Int] = []
        var lines: [Int] = []
        var line = 1
    }

    struct Parser {
        let bytes: [UInt8]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
            index = ByteOrderMark.utf8Length(atStartOf: bytes)
        }

        mutating func table() throws(DataReadError) -> DataTable {
            guard let header = try nextRecord() else {
                throw DataReadError(
                    file: file, line: 1, column: 1, code: .dataEmpty,
                    message: "the file is empty; expected a header line")
            }
            var seen: [String: Int] = [:]
            for (offset, name) in header.fields.enumerated() {
                if let first = seen[name] {
                    throw DataReadError(
                        file: file, line: header.line, column: header.columns[offset], code: .dataHeader,
                        message: "duplicate column name \"\(name)\" (also column \(first + 1))")
                }
                seen[name] = offset
            }
            var rows: [DataRow] = []
            while let record = try nextRecord() {
                guard record.fields.count == header.fields.count else {
                    // Point at the first extra field, or at the last field of a short row.
                    let field = min(header.fields.count, record.fields.count - 1)
                    throw DataReadError(
                        file: file, line: record.lines[field], column: record.columns[field], code: .dataRagged,
                        message:
                            "this row has \(record.fields.count) field\(record.fields.count == 1 ? "" : "s"), "
                            + "the header has \(header.fields.count)")
                }
                let cells = record.fields.map { DataCell(CSVFieldTyping.value(of: $0), text: $0) }
                rows.append(DataRow(id: RowID(rows.count), cells: cells))
            }
            return DataTable(columns: header.fields.map { DataColumn($0) }, rows: rows)
        }

        private mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
        }

        /// Consumes one line break (CRLF, LF or CR) if one is next.
        private mutating func consumeLineBreak() -> Bool {
            guard index < bytes.count else { return false }
            if bytes[index] == 0x0D {
                advance()
                if index < bytes.count, bytes[index] == 0x0A { advance() }
                return true
            }
            if bytes[index] == 0x0A {
                advance()
                return true
            }
            return false
        }

        mutating func nextRecord() throws(DataReadError) -> Record? {
            guard index < bytes.count else { return nil }
            var record = Record()
            record.line = line
            var buffer: [UInt8] = []
            while true {
                buffer.removeAll(keepingCapacity: true)
                record.columns.append(column)
                record.lines.append(line)
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    try quotedField(into: &buffer)
                } else {
                    try unquotedField(into: &buffer)
                }
                record.fields.append(String(decoding: buffer, as: UTF8.self))
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                _ = consumeLineBreak()
                return record
            }
        }

        private mutating func unquotedField(into buffer: inout [UInt8]) throws(DataReadError) {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") || byte == 0x0A || byte == 0x0D { return }
                if byte == UInt8(ascii: "\"") {
                    throw DataReadError(
                        file: file, line: line, column: column, code: .csvSyntax,
                        message: "a quote inside an unquoted field; quote the whole field and double the quote (\"\")")
                }
                buffer.append(byte)
                advance()
            }
        }

        private mutating func quotedField(into buffer: inout [UInt8]) throws(DataReadError) {
            let (openLine, openColumn) = (line, column)
            advance()
            while true {
                guard index < bytes.count else {
                    throw DataReadError(
                        file: file, line: openLine, column: openColumn, code: .csvSyntax,
                        message: "this quoted field is never closed")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    advance()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        buffer.append(byte)
                        advance()
                        continue
                    }
                    guard
                        index >= bytes.count || bytes[index] == UInt8(ascii: ",") || bytes[index] == 0x0A
                            || bytes[index] == 0x0D
                    else {
                        throw DataReadError(
                            file: file, line: line, column: column, code: .csvSyntax,
                            message: "unexpected text after a closing quote; expected a comma or the end of the line")
                    }
                    return
                }
                buffer.append(byte)
                advance()
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
