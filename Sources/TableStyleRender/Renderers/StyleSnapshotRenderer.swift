import TableStyleEngine
import TableStyleJSON
import TableStyleTheme

/// The style snapshot: deterministic, diff-friendly text that pins every drawn cell's look — the format
/// golden tests store (Docs/Rendering.md describes it line by line).
///
/// ```
/// style-snapshot 1
/// theme corporate
/// appearance light
/// table.style plain
/// …one line per table setting…
/// column 0 "Date" text
/// column 1 "Amount" number highlighted sort=descending
/// header c0 "Date" textColor=#000000FF backgroundColor=#FFFFFFFF font=system/14/semibold alignment=natural …
/// body r0 c1 "-1200.00" selected textColor=#FF3B30FF … labels=["negative"]
/// footer c0 "Total" …
/// ```
/// One line per cell, attributes always in the same order with their render-JSON names, so a change to
/// one cell changes one line and the line says what changed.
public struct StyleSnapshotRenderer: TableRenderer {
    /// The format's version, written on the first line.
    public static let formatVersion = 1

    /// Creates the renderer.
    public init() {}

    public func render(_ tree: RenderTree) -> String {
        var out = "style-snapshot \(Self.formatVersion)\n"
        out += "theme \(tree.themeName)\n"
        out += "appearance \(tree.appearance.rawValue)\n"
        let table = tree.table
        out += "table.style \(table.style.rawValue)\n"
        switch table.rowHeight {
        case .automatic: out += "table.rowHeight automatic\n"
        case .fixed(let height): out += "table.rowHeight \(JSONWriter.format(height))\n"
        }
        out += "table.interRowSpacing \(JSONWriter.format(table.interRowSpacing))\n"
        out += "table.headerHeight \(JSONWriter.format(table.headerHeight))\n"
        out += "table.footerHeight \(JSONWriter.format(table.footerHeight))\n"
        out += "table.searchHeight \(JSONWriter.format(table.searchHeight))\n"
        out +=
            "table.show " + ShowFlag.allCases.map { "\($0.rawValue)=\(table.show[$0] ?? true)" }.joined(separator: " ")
        out += "\ntable.float "
        out += FloatFlag.allCases.map { "\($0.rawValue)=\(table.float[$0] ?? ($0 != .footer))" }.joined(separator: " ")
        out += "\ntable.sortArrowColor \(table.sortArrowColor.hex)\n"
        out += "table.rowColors" + table.rowColors.map { " " + $0.hex }.joined() + "\n"
        out += "table.highlightedRowColors" + table.highlightedRowColors.map { " " + $0.hex }.joined() + "\n"
        out += "table.selectedRowColor \(table.selectedRowColor?.hex ?? "none")\n"
        out += "table.deleteTitle \(table.deleteTitle.map(Self.quoted) ?? "none")\n"
        for (index, column) in tree.columns.enumerated() {
            out += "column \(index) \(Self.quoted(column.name)) \(column.kind.rawValue)"
            if column.isHighlighted { out += " highlighted" }
            if let sort = column.sort { out += " sort=\(sort.rawValue)" }
            out += "\n"
        }
        if tree.rows.count != tree.totalBodyRowCount {
            out += "rows \(tree.firstBodyRow)..<\(tree.firstBodyRow + tree.rows.count) of \(tree.totalBodyRowCount)\n"
        }
        var styleText: [StyleID: String] = [:]
        func line(_ position: String, _ cell: RenderCell) {
            out += position
            out += " "
            out += Self.quoted(cell.text)
            if cell.isSelected { out += " selected" }
            if let computed = cell.computed {
                out += Self.describe(computed.applied(to: tree.style(cell.style)))
                if let bar = computed.bar { out += Self.describe(bar) }
            } else if let cached = styleText[cell.style] {
                out += cached
            } else {
                let text = Self.describe(tree.style(cell.style))
                styleText[cell.style] = text
                out += text
            }
            if !cell.labels.isEmpty {
                out += " labels=["
                out += cell.labels.map(Self.quoted).joined(separator: ",")
                out += "]"
            }
            out += "\n"
        }
        for cell in tree.headerCells { line("header c\(cell.column)", cell) }
        let multipleGroups =
            tree.groups.count > 1 || tree.groups.contains { $0.headerTitle != nil || $0.footerTitle != nil }
        var rowIterator = tree.rows.makeIterator()
        for group in tree.groups {
            if multipleGroups {
                out += "group \(group.index)"
                if let title = group.headerTitle { out += " header=\(Self.quoted(title))" }
                if let title = group.footerTitle { out += " footer=\(Self.quoted(title))" }
                if let title = group.indexTitle { out += " index=\(Self.quoted(title))" }
                out += "\n"
            }
            for _ in group.drawnRows {
                guard let row = rowIterator.next() else { break }
                for cell in tree.cells(of: row) { line("body r\(cell.row) c\(cell.column)", cell) }
            }
        }
        for cell in tree.footerCells { line("footer c\(cell.column)", cell) }
        return out
    }

    /// A style's attributes in snapshot order, each as ` name=value`.
    ///
    /// - Parameter style: The style.
    /// - Returns: The text, starting with a space.
    static func describe(_ style: ResolvedStyle) -> String {
        var font = "\(style.font.family)/\(JSONWriter.format(style.font.size))/\(style.font.weight.rawValue)"
        if style.font.italic { font += "/italic" }
        if style.font.monospacedDigits { font += "/monospacedDigits" }
        let insets = style.padding
        let padding =
            insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing
            ? JSONWriter.format(insets.top)
            : [insets.top, insets.leading, insets.bottom, insets.trailing].map(JSONWriter.format).joined(separator: ",")
        return " textColor=\(style.textColor.hex) backgroundColor=\(style.backgroundColor.hex) font=\(font)"
            + " alignment=\(style.alignment.rawValue) padding=\(padding) lineBreak=\(style.lineBreak.rawValue)"
            + " border=\(style.borderColor.hex)/\(JSONWriter.format(style.borderWidth))"
            + " cellStyle=\(style.cellStyle.rawValue) accessory=\(style.accessory.rawValue)"
    }

    /// A bar as ` bar=#RRGGBBAA/0.2500-0.7000` (fractions to four decimals).
    static func describe(_ bar: CellBar) -> String {
        func fraction(_ value: Double) -> String {
            let scaled = Int((value * 10000 + 0.5).rounded(.down))
            let digits = String(scaled % 10000)
            return "\(scaled / 10000)." + String(repeating: "0", count: 4 - digits.count) + digits
        }
        return " bar=\(bar.color.hex)/\(fraction(bar.from))-\(fraction(bar.to))"
    }

    /// `text` as a JSON string literal (``JSONWriter/writeString(_:into:)``), so a snapshot's text reads
    /// back with the JSON parser.
    static func quoted(_ text: String) -> String {
        var out = ""
        JSONWriter.writeString(text, into: &out)
        return out
    }
}
