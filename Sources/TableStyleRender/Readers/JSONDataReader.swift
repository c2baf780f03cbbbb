import TableStyleDiagnostics
import TableStyleEngine

/// Reads a JSON data file into a ``DataTable``.
///
/// Two shapes are accepted:
/// - an object `{"columns": [...], "rows": [[...], ...]}`: a column is a name or
///   `{"name", "title", "minWidth", "maxWidth"}`; a row is an array with one value per column (or an
///   object keyed by column name, missing keys null). Instead of `rows`, `sections` may hold
///   `[{"header", "footer", "index", "rows"}]` for a grouped table; `footer` may hold a footer row;
/// - an array of objects: the columns are the keys in order of first appearance, a key an object lacks
///   is null.
///
/// Values are `null`, bools, numbers (an integer literal that fits `Int` is an integer, any other number
/// a double) and strings (always text, even `"42"`); the text shown is the literal as written (`1.50`
/// stays `1.50`). Rows are identified 0, 1, 2, … in file order, across sections.
///
/// Malformed input is a ``DataReadError`` with line and column: `json-syntax`, `data-shape` (a nested
/// array or object as a cell, a row of the wrong length, a missing `columns`, a width outside
/// ``DataColumn/widthRange``), `data-limit` (nesting
/// deeper than 512, or a table over the ``cellBudget``: checked on the row count and the columns before any
/// row is made, so rows of `{}` against thousands of columns, or objects with thousands of distinct keys,
/// never expand), `data-encoding`.
public struct JSONDataReader: Sendable {
    /// The most cells the table may have.
    public var cellBudget: CellBudget

    /// Creates a reader.
    ///
    /// - Parameter cellBudget: The most cells the table may have.
    public init(cellBudget: CellBudget = CellBudget()) {
        self.cellBudget = cellBudget
    }

    /// Reads JSON text.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - file: The file's name, for errors.
    /// - Returns: The table.
    /// - Throws: ``DataReadError``.
    public func read(_ text: String, file: String = "<data>") throws(DataReadError) -> DataTable {
        try Self.table(Array(text.utf8), file: file, budget: cellBudget)
    }

    /// Reads JSON bytes, which must be UTF-8.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The file's name, for errors.
    /// - Returns: The table.
    /// - Throws: ``DataReadError``.
    public func read(bytes: [UInt8], file: String = "<data>") throws(DataReadError) -> DataTable {
        // Checked in place, the fast way; only invalid bytes are walked again to say where.
        if !bytes.withUnsafeBufferPointer(UTF8Validation.isValid) { try UTF8Validation.validate(bytes, file: file) }
        return try Self.table(bytes, file: file, budget: cellBudget)
    }

    /// The table of valid UTF-8 bytes: `{"columns", "rows"}` with rows of scalars straight from the bytes,
    /// any other shape (and every error) through a tree of located values.
    static func table(_ bytes: [UInt8], file: String, budget: CellBudget) throws(DataReadError) -> DataTable {
        if let table = rowsTable(bytes, file: file, budget: budget) { return table }
        var parser = LocatedJSONParser(bytes: bytes, file: file)
        let root = try parser.parseDocument()
        return try TableBuilder(file: file, bytes: bytes, budget: budget).table(from: root)
    }

    /// The table of a `{"columns", "rows"}` document whose rows are arrays of scalars, read without a tree
    /// of its rows; `nil` for anything else or anything wrong, which the located reading then reports.
    static func rowsTable(_ bytes: [UInt8], file: String, budget: CellBudget = CellBudget()) -> DataTable? {
        var parser = LocatedJSONParser(bytes: bytes, file: file)
        guard let document = parser.parseRowsDocument(), let rows = document.rows,
            !document.members.contains(where: { $0.key == "sections" })
        else { return nil }
        let builder = TableBuilder(file: file, bytes: bytes, budget: budget)
        let root = LocatedJSON(kind: .object(document.members), offset: 0)
        do {
            let columns = try builder.columns(of: root, document.members)
            // Over the budget: the located reading says where.
            guard rows.count <= budget.rowLimit(columns: columns.count),
                rows.allSatisfy({ $0.cells.count == columns.count })
            else { return nil }
            let footer = try builder.footer(document.members, columns: columns)
            return DataTable(columns: columns, sections: [DataSection(rows: rows)], footerRow: footer)
        } catch {
            return nil
        }
    }

    struct TableBuilder {
        let file: String
        /// The parsed bytes, which values' offsets point into.
        let bytes: [UInt8]
        /// The most cells of the table.
        var budget = CellBudget()

        init(file: String, bytes: [UInt8], budget: CellBudget = CellBudget()) {
            self.file = file
            self.bytes = bytes
            self.budget = budget
        }

        /// The `data-limit` error at `node` when `rows` rows of `columns` columns are over the budget.
        func checkBudget(rows: Int, columns: Int, at node: LocatedJSON) throws(DataReadError) {
            guard rows > budget.rowLimit(columns: columns) else { return }
            let (line, column) = LocatedJSONParser.position(of: node.offset, in: bytes)
            throw budget.error(rows: rows, columns: columns, orMore: false, file: file, line: line, column: column)
        }

        func error(_ node: LocatedJSON, _ message: String, code: Diagnostic.Code = .dataShape) -> DataReadError {
            let (line, column) = LocatedJSONParser.position(of: node.offset, in: bytes)
            return DataReadError(file: file, line: line, column: column, code: code, message: message)
        }

        func table(from root: LocatedJSON) throws(DataReadError) -> DataTable {
            switch root.kind {
            case .array(let items): return try arrayOfObjects(items, at: root)
            case .object(let members): return try columnsAndRows(root, members)
            default:
                throw error(root, "expected an object with \"columns\" and \"rows\", or an array of objects")
            }
        }

        func cell(_ node: LocatedJSON) throws(DataReadError) -> DataCell {
            switch node.kind {
            case .null: return .null
            case .bool(let flag): return DataCell(.bool(flag))
            case .string(let text): return DataCell(.text(text))
            case .number(var literal, _): return literal.withUTF8 { Self.numberCell($0) }
            case .array, .object:
                throw error(node, "a cell must be a string, number, bool or null, not an array or object")
            }
        }

        /// The cell of a number literal's bytes, typed as a CSV number is (JSON's number grammar is a part
        /// of CSV's): an integer that fits `Int` is one, anything else a double (an overflow is infinite).
        static func numberCell(_ literal: UnsafeBufferPointer<UInt8>) -> DataCell {
            let text = String(decoding: literal, as: UTF8.self)
            return DataCell(CSVFieldTyping.nonTextValue(utf8: literal) ?? .double(Double(text) ?? 0), text: text)
        }

        func arrayOfObjects(_ items: [LocatedJSON], at root: LocatedJSON) throws(DataReadError) -> DataTable {
            var names: [String] = []
            var positions: [String: Int] = [:]
            var pending: [[(Int, DataCell)]] = []
            for item in items {
                guard case .object(let members) = item.kind else {
                    throw error(item, "expected an object (one row); every element of the array must be an object")
                }
                var cells: [(Int, DataCell)] = []
                for member in members {
                    let position: Int
                    if let known = positions[member.key] {
                        position = known
                    } else {
                        position = names.count
                        positions[member.key] = position
                        names.append(member.key)
                    }
                    cells.append((position, try cell(member.value)))
                }
                pending.append(cells)
            }
            // Every object has every key's column: a few bytes per row can mean thousands of cells.
            try checkBudget(rows: items.count, columns: names.count, at: root)
            let rows = pending.enumerated().map { offset, cells in
                var row = [DataCell](repeating: .null, count: names.count)
                for (position, cell) in cells { row[position] = cell }
                return DataRow(id: RowID(offset), cells: row)
            }
            return DataTable(columns: names.map { DataColumn($0) }, rows: rows)
        }

        func columnsAndRows(_ root: LocatedJSON, _ members: [LocatedJSON.Member]) throws(DataReadError) -> DataTable {
            func member(_ key: String) -> LocatedJSON? { members.last { $0.key == key }?.value }
            let columns = try self.columns(of: root, members)
            var nextID = 0
            var sections: [DataSection] = []
            if let sectionsNode = member("sections") {
                guard case .array(let sectionItems) = sectionsNode.kind else {
                    throw error(sectionsNode, "\"sections\" must be an array of {\"header\", \"footer\", \"rows\"}")
                }
                for item in sectionItems {
                    guard case .object(let sectionMembers) = item.kind else {
                        throw error(item, "a section must be an object with \"rows\"")
                    }
                    func text(_ key: String) throws(DataReadError) -> String? {
                        guard let node = sectionMembers.last(where: { $0.key == key })?.value else { return nil }
                        switch node.kind {
                        case .string(let value): return value
                        case .null: return nil
                        default: throw error(node, "\"\(key)\" must be a string")
                        }
                    }
                    let rowsNode = sectionMembers.last { $0.key == "rows" }?.value
                    let rows = try self.rows(rowsNode, in: item, columns: columns, nextID: &nextID)
                    sections.append(
                        DataSection(
                            headerTitle: try text("header"), footerTitle: try text("footer"),
                            indexTitle: try text("index"), rows: rows))
                }
            } else {
                guard let rowsNode = member("rows") else {
                    throw error(root, "missing \"rows\": expected {\"columns\": [...], \"rows\": [[...]]}")
                }
                sections = [DataSection(rows: try rows(rowsNode, in: root, columns: columns, nextID: &nextID))]
            }
            return DataTable(columns: columns, sections: sections, footerRow: try footer(members, columns: columns))
        }

        /// The columns of a `{"columns", "rows"}` object.
        func columns(of root: LocatedJSON, _ members: [LocatedJSON.Member]) throws(DataReadError) -> [DataColumn] {
            guard let columnsNode = members.last(where: { $0.key == "columns" })?.value else {
                throw error(root, "missing \"columns\": expected {\"columns\": [...], \"rows\": [[...]]}")
            }
            guard case .array(let columnItems) = columnsNode.kind else {
                throw error(columnsNode, "\"columns\" must be an array of names")
            }
            var columns: [DataColumn] = []
            var seen: Set<String> = []
            for item in columnItems {
                let column = try self.column(item)
                guard seen.insert(column.name).inserted else {
                    throw error(item, "duplicate column name \"\(column.name)\"", code: .dataHeader)
                }
                columns.append(column)
            }
            return columns
        }

        /// The footer row of a `{"columns", "rows"}` object, if it has one.
        func footer(_ members: [LocatedJSON.Member], columns: [DataColumn]) throws(DataReadError) -> DataRow? {
            guard let footerNode = members.last(where: { $0.key == "footer" })?.value, footerNode.kind != .null else {
                return nil
            }
            return DataRow(id: RowID(-1), cells: try cells(of: footerNode, columns: columns))
        }

        func column(_ item: LocatedJSON) throws(DataReadError) -> DataColumn {
            switch item.kind {
            case .string(let name): return DataColumn(name)
            case .object(let members):
                var column = DataColumn("")
                var named = false
                for member in members {
                    switch (member.key, member.value.kind) {
                    case ("name", .string(let name)):
                        column.name = name
                        named = true
                    case ("title", .string(let title)): column.title = title
                    case ("minWidth", .number(let literal, _)):
                        column.minWidth = try width(literal, of: member.key, at: member.value)
                    case ("maxWidth", .number(let literal, _)):
                        column.maxWidth = try width(literal, of: member.key, at: member.value)
                    case ("name", _), ("title", _):
                        throw error(member.value, "\"\(member.key)\" must be a string")
                    case ("minWidth", _), ("maxWidth", _):
                        throw error(member.value, "\"\(member.key)\" must be a number")
                    default: continue
                    }
                }
                guard named else { throw error(item, "a column object needs a \"name\"") }
                return column
            default:
                throw error(item, "a column must be a name (string) or an object with a \"name\"")
            }
        }

        /// A column width limit, refused outside ``DataColumn/widthRange`` (a huge or infinite width would
        /// make a renderer lay out, or allocate, without bound).
        func width(_ literal: String, of key: String, at node: LocatedJSON) throws(DataReadError) -> Double {
            guard let value = Double(literal), DataColumn.widthRange.contains(value) else {
                let range = DataColumn.widthRange
                throw error(
                    node,
                    "\"\(key)\" must be a width in points from \(Int(range.lowerBound)) to \(Int(range.upperBound)), "
                        + "found \(literal)")
            }
            return value
        }

        func rows(
            _ node: LocatedJSON?, in parent: LocatedJSON, columns: [DataColumn], nextID: inout Int
        ) throws(DataReadError) -> [DataRow] {
            guard let node else { throw error(parent, "missing \"rows\"") }
            guard case .array(let items) = node.kind else {
                throw error(node, "\"rows\" must be an array of rows")
            }
            // Counted with the sections before: a row `{}` is every column's cell.
            try checkBudget(rows: nextID + items.count, columns: columns.count, at: node)
            var rows: [DataRow] = []
            rows.reserveCapacity(items.count)
            for item in items {
                rows.append(DataRow(id: RowID(nextID), cells: try cells(of: item, columns: columns)))
                nextID += 1
            }
            return rows
        }

        func cells(of item: LocatedJSON, columns: [DataColumn]) throws(DataReadError) -> [DataCell] {
            switch item.kind {
            case .array(let values):
                guard values.count == columns.count else {
                    throw error(
                        item,
                        "this row has \(values.count) value\(values.count == 1 ? "" : "s"), "
                            + "there are \(columns.count) columns", code: .dataRagged)
                }
                var cells: [DataCell] = []
                cells.reserveCapacity(values.count)
                for value in values { cells.append(try cell(value)) }
                return cells
            case .object(let members):
                var cells = [DataCell](repeating: .null, count: columns.count)
                for member in members {
                    guard let position = columns.firstIndex(where: { $0.name == member.key }) else {
                        throw error(member.value, "no column is called \"\(member.key)\"")
                    }
                    cells[position] = try cell(member.value)
                }
                return cells
            default:
                throw error(item, "a row must be an array of values (or an object keyed by column name)")
            }
        }
    }
}
