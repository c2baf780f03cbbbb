import TableStyleEngine

extension LocatedJSONParser {
    /// The top-level object of a `{"columns": [...], "rows": [[...], ...]}` data file, its rows read
    /// straight into cells.
    struct RowsDocument {
        /// Every member but `rows`, as located values (small: the columns, a footer, other keys).
        var members: [LocatedJSON.Member] = []
        /// The last `rows` member's rows, identified 0, 1, 2, …; `nil` when there is none.
        var rows: [DataRow]?
    }

    /// Reads the whole document when it is an object whose `rows` are arrays of scalars, building no
    /// located value for a row or a cell: most of a data file is read in one pass from its bytes, numbers
    /// typed from their literal's bytes.
    ///
    /// - Returns: The document, or `nil` for any other shape (an array of objects, a row that is an
    ///   object, a cell that is an array or object) and for any error, so that the located reading handles
    ///   it and says what is wrong, and where, exactly as it always does.
    mutating func parseRowsDocument() -> RowsDocument? {
        do {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
            index += 1
            var document = RowsDocument()
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
            } else {
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                    let key = try parseString()
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    skipWhitespace()
                    if key == "rows" {
                        guard let rows = try parseRows(width: Self.columnCount(in: document.members)) else {
                            return nil
                        }
                        document.rows = rows
                    } else {
                        document.members.append(LocatedJSON.Member(key: key, value: try parseValue(depth: 1)))
                    }
                    skipWhitespace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        continue
                    }
                    guard bytes[index] == UInt8(ascii: "}") else { return nil }
                    index += 1
                    break
                }
            }
            skipWhitespace()
            return index >= bytes.count ? document : nil
        } catch {
            return nil
        }
    }

    /// The number of names in the last `columns` member read so far, to size each row; 8 without one.
    private static func columnCount(in members: [LocatedJSON.Member]) -> Int {
        guard case .array(let items)? = members.last(where: { $0.key == "columns" })?.value.kind else { return 8 }
        return items.count
    }

    /// An array of rows, each an array of scalars; `nil` (at the first) for anything else.
    private mutating func parseRows(width: Int) throws(DataReadError) -> [DataRow]? {
        var width = width
        var rowCount = 0
        return try parseArray(reservingCapacity: 0) { parser throws(DataReadError) -> DataRow? in
            guard let cells = try parser.parseRowCells(width: width) else { return nil }
            width = cells.count
            defer { rowCount += 1 }
            return DataRow(id: RowID(rowCount), cells: cells)
        }
    }

    /// One row written as an array of scalars, as the cells the located reading makes of them.
    private mutating func parseRowCells(width: Int) throws(DataReadError) -> [DataCell]? {
        try parseArray(reservingCapacity: width) { parser throws(DataReadError) -> DataCell? in
            guard parser.index < parser.bytes.count else { return nil }
            switch parser.bytes[parser.index] {
            case UInt8(ascii: "\""): return DataCell(.text(try parser.parseString()))
            case UInt8(ascii: "t"):
                try parser.expect("true")
                return DataCell(.bool(true))
            case UInt8(ascii: "f"):
                try parser.expect("false")
                return DataCell(.bool(false))
            case UInt8(ascii: "n"):
                try parser.expect("null")
                return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let literal = try parser.scanNumber().literal
                return parser.bytes.withUnsafeBufferPointer {
                    JSONDataReader.TableBuilder.numberCell(UnsafeBufferPointer(rebasing: $0[literal]))
                }
            default: return nil
            }
        }
    }

    /// The elements of the array starting at `index`, each read by `element` after its leading
    /// whitespace; `nil` when the bytes are not an array or `element` gives up on one.
    private mutating func parseArray<Element>(
        reservingCapacity capacity: Int, _ element: (inout Self) throws(DataReadError) -> Element?
    ) throws(DataReadError) -> [Element]? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var elements: [Element] = []
        elements.reserveCapacity(capacity)
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            guard let next = try element(&self) else { return nil }
            elements.append(next)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            return elements
        }
    }
}
