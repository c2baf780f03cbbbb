import TableStyleRender

/// A rendered table reduced to what a reviewer compares: table settings, column names, and every cell's
/// text, style attributes and rule labels, as flat `name value` pairs.
///
/// Parsed from a snapshot format (the JSON render tree, the style-snapshot text), it turns two snapshots
/// into a semantic summary — one line per change, cells with the same change grouped — that a failure
/// message prints above the line diff.
public struct StyledCells: Sendable, Hashable {
    /// Where a cell stands.
    public struct Position: Sendable, Hashable {
        /// `header`, `body`, `footer`, or a section-qualified name such as `section 1 body`.
        public var section: String
        /// The 0-based row within the section, as the snapshot numbers it.
        public var row: Int
        /// The 0-based column.
        public var column: Int

        /// Creates a position.
        /// - Parameters:
        ///   - section: The section's name.
        ///   - row: The 0-based row within the section.
        ///   - column: The 0-based column.
        public init(section: String, row: Int, column: Int) {
            self.section = section
            self.row = row
            self.column = column
        }
    }

    /// One attribute and its value, both as the snapshot writes them (`font.weight` / `bold`).
    public struct Attribute: Sendable, Hashable {
        /// The attribute's name, nested names joined with dots.
        public var name: String
        /// The value as written.
        public var value: String

        /// Creates an attribute.
        /// - Parameters:
        ///   - name: The attribute's name.
        ///   - value: The value as written.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// One cell.
    public struct Cell: Sendable, Hashable {
        /// Where the cell stands.
        public var position: Position
        /// The cell's text.
        public var text: String
        /// The resolved style, attribute by attribute.
        public var attributes: [Attribute]
        /// The labels of the rules that matched.
        public var labels: [String]

        /// Creates a cell.
        /// - Parameters:
        ///   - position: Where the cell stands.
        ///   - text: The cell's text.
        ///   - attributes: The resolved style, attribute by attribute.
        ///   - labels: The labels of the rules that matched.
        public init(position: Position, text: String, attributes: [Attribute], labels: [String] = []) {
            self.position = position
            self.text = text
            self.attributes = attributes
            self.labels = labels
        }
    }

    /// Table-level settings, attribute by attribute.
    public var table: [Attribute]
    /// Column names, in order.
    public var columns: [String]
    /// Cells in snapshot order.
    public var cells: [Cell]

    /// Creates a table of styled cells.
    /// - Parameters:
    ///   - table: Table-level settings.
    ///   - columns: Column names, in order.
    ///   - cells: Cells in snapshot order.
    public init(table: [Attribute] = [], columns: [String] = [], cells: [Cell] = []) {
        self.table = table
        self.columns = columns
        self.cells = cells
    }

    /// The most summary lines printed; the rest are counted in a final line.
    public static let summaryLimit = 24

    /// What changed from `reference` to `actual`, one line per change, for a failure message.
    ///
    /// Cells of one section with the same change are grouped into runs as `themecheck diff` groups them
    /// (``CellRuns``: `body rows 0–4, column Amount: backgroundColor #5856D614 → #5856D61F`; `body rows 1,
    /// 3, all columns: …` for whole rows), so one edited theme color reads as one line.
    /// - Parameters:
    ///   - reference: The stored snapshot.
    ///   - actual: The new snapshot.
    /// - Returns: The lines, at most ``summaryLimit`` plus one counting the rest; empty when nothing differs.
    public static func summary(from reference: StyledCells, to actual: StyledCells) -> [String] {
        var lines: [String] = []
        let tableChanges = attributeChanges(from: reference.table, to: actual.table)
        if !tableChanges.isEmpty { lines.append("table: " + tableChanges.joined(separator: "; ")) }
        if reference.columns != actual.columns {
            lines.append("columns: \(list(reference.columns)) → \(list(actual.columns))")
        }

        // Group identical changes by section, keeping first-seen order; each group's cells become runs of
        // rows and adjacent columns (``CellRuns``), as `themecheck diff` describes them.
        struct GroupKey: Hashable {
            var section: String
            var change: String
        }
        var groups: [GroupKey: [(row: Int, column: Int)]] = [:]
        var order: [GroupKey] = []
        func note(_ position: Position, _ change: String) {
            let key = GroupKey(section: position.section, change: change)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((position.row, position.column))
        }

        var referenceCells: [Position: Cell] = [:]
        for cell in reference.cells { referenceCells[cell.position] = cell }
        var seen: Set<Position> = []
        for cell in actual.cells {
            seen.insert(cell.position)
            guard let old = referenceCells[cell.position] else {
                note(cell.position, "added (text \(quoted(cell.text)))")
                continue
            }
            var parts: [String] = []
            if old.text != cell.text { parts.append("text \(quoted(old.text)) → \(quoted(cell.text))") }
            parts += attributeChanges(from: old.attributes, to: cell.attributes)
            if old.labels != cell.labels { parts.append("labels \(list(old.labels)) → \(list(cell.labels))") }
            if !parts.isEmpty { note(cell.position, parts.joined(separator: "; ")) }
        }
        for cell in reference.cells where !seen.contains(cell.position) {
            note(cell.position, "removed (text was \(quoted(cell.text)))")
        }

        let columnNames = actual.columns.count >= reference.columns.count ? actual.columns : reference.columns
        for key in order {
            for run in CellRuns(groups[key] ?? []).runs {
                lines.append(CellRuns.describe(run, section: key.section, columnNames: columnNames) + ": \(key.change)")
            }
        }
        if lines.count > summaryLimit {
            let hidden = lines.count - summaryLimit
            lines = Array(lines.prefix(summaryLimit))
            lines.append("… and \(hidden) more change\(hidden == 1 ? "" : "s") (see the diff)")
        }
        return lines
    }

    /// `textColor #FF3B30FF → #000000FF` for each attribute whose value differs, appears or disappears.
    static func attributeChanges(from old: [Attribute], to new: [Attribute]) -> [String] {
        var oldValues: [String: String] = [:]
        for attribute in old { oldValues[attribute.name] = attribute.value }
        var newNames: Set<String> = []
        var changes: [String] = []
        for attribute in new {
            newNames.insert(attribute.name)
            if let before = oldValues[attribute.name] {
                if before != attribute.value { changes.append("\(attribute.name) \(before) → \(attribute.value)") }
            } else {
                changes.append("\(attribute.name) (none) → \(attribute.value)")
            }
        }
        for attribute in old where !newNames.contains(attribute.name) {
            changes.append("\(attribute.name) \(attribute.value) → (none)")
        }
        return changes
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }
}
