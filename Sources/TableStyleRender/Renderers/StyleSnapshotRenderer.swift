import TableStyleDiagnostics
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
/// body r0 c1 "-1200.00" display="(1,200.00)" selected textColor=#FF3B30FF … format=decimals:2,… labels=["negative"]
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
        let out = ByteBuffer(capacity: 1 << 16)
        write(tree, to: out, progress: { _ in })
        return out.string
    }

    /// Writes the snapshot to `sink` as it goes, line by line, through a buffer of fixed size: memory
    /// does not grow with the output. The bytes are those of ``render(_:)``.
    ///
    /// - Parameters:
    ///   - tree: The render tree.
    ///   - sink: Where the text goes.
    ///   - progress: Called now and then with the number of body rows written so far.
    public func render(_ tree: RenderTree, to sink: any ByteSink, progress: (Int) -> Void = { _ in }) {
        let out = ByteBuffer(flushingTo: sink)
        write(tree, to: out, progress: progress)
        out.flush()
    }

    /// Writes the settings and column lines, then one line per cell with ``writeCell(_:style:to:)``, each
    /// style's text (``describe(_:)``) prepared once per interned style.
    private func write(_ tree: RenderTree, to buffer: ByteBuffer, progress: (Int) -> Void) {
        buffer.append(Self.preamble(tree))
        // Style texts by style index (unknown ids use the first style, as `RenderTree.style` does).
        let pool = ByteBuffer()
        var styleText = [Range<Int>?](repeating: nil, count: max(1, tree.styles.count))
        func line(_ cell: RenderCell) {
            let index = Int(cell.style.rawValue)
            let slot = tree.styles.indices.contains(index) ? index : 0
            let range: Range<Int>
            if let cached = styleText[slot] {
                range = cached
            } else {
                range = pool.add(Self.describe(tree.style(cell.style)))
                styleText[slot] = range
            }
            if let computed = cell.computed {
                // A scale's color or a bar differs per cell: this cell's style text is written for it alone.
                var text = Self.describe(computed.applied(to: tree.style(cell.style)), bar: computed.bar)
                text.withUTF8 { Self.writeCell(cell, style: $0, to: buffer) }
            } else {
                Self.writeCell(cell, style: pool.bytes(range), to: buffer)
            }
        }
        for cell in tree.headerCells { line(cell) }
        let multipleGroups =
            tree.groups.count > 1 || tree.groups.contains { $0.headerTitle != nil || $0.footerTitle != nil }
        var rowIterator = tree.rows.makeIterator()
        var rowsWritten = 0
        for group in tree.groups {
            if multipleGroups {
                var out = "group \(group.index)"
                if let title = group.headerTitle { out += " header=\(Self.quoted(title))" }
                if let title = group.footerTitle { out += " footer=\(Self.quoted(title))" }
                if let title = group.indexTitle { out += " index=\(Self.quoted(title))" }
                out += "\n"
                buffer.append(out)
            }
            for _ in group.drawnRows {
                guard let row = rowIterator.next() else { break }
                for cell in tree.cells(of: row) { line(cell) }
                rowsWritten += 1
                if rowsWritten & 1023 == 0 { progress(rowsWritten) }
            }
        }
        for cell in tree.footerCells { line(cell) }
    }

    /// The lines before the cells: format version, theme, appearance, table settings, columns, and the
    /// drawn range of rows when it is not all of them.
    static func preamble(_ tree: RenderTree) -> String {
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
        out += "table.show " + Self.showFlagsText(table.show)
        out += "\ntable.float "
        out += FloatFlag.allCases.map { "\($0.rawValue)=\(table.float[$0] ?? ($0 != .footer))" }.joined(separator: " ")
        out += "\ntable.sortArrowColor \(table.sortArrowColor.hex)\n"
        out += "table.rowColors" + table.rowColors.map { " " + $0.hex }.joined() + "\n"
        out += "table.highlightedRowColors" + table.highlightedRowColors.map { " " + $0.hex }.joined() + "\n"
        out += "table.selectedRowColor \(table.selectedRowColor?.hex ?? "none")\n"
        out += "table.deleteTitle \(table.deleteTitle.map(Self.quoted) ?? "none")\n"
        out += Self.separatorLine(table.separator)
        for (index, column) in tree.columns.enumerated() {
            out += "column \(index) \(Self.quoted(column.name)) \(column.kind.rawValue)"
            if column.isHighlighted { out += " highlighted" }
            if let sort = column.sort { out += " sort=\(sort.rawValue)" }
            out += "\n"
        }
        if tree.rows.count != tree.totalBodyRowCount {
            out += "rows \(tree.firstBodyRow)..<\(tree.firstBodyRow + tree.rows.count) of \(tree.totalBodyRowCount)\n"
        }
        return out
    }

    /// The `table.show` flags as `name=value`; `labelMarkers` only when off, so snapshots of themes that
    /// never set it keep their bytes.
    static func showFlagsText(_ show: [ShowFlag: Bool]) -> String {
        ShowFlag.allCases.compactMap { flag -> String? in
            let value = show[flag] ?? true
            if flag == .labelMarkers, value { return nil }
            return "\(flag.rawValue)=\(value)"
        }.joined(separator: " ")
    }

    /// `table.separator #RRGGBBAA/width` and a line break, or nothing when the table has no separator.
    static func separatorLine(_ separator: ResolvedSeparator?) -> String {
        guard let separator else { return "" }
        return "table.separator \(separator.color.hex)/\(JSONWriter.format(separator.width))\n"
    }

    /// One cell's line: `section [rROW ]cCOLUMN "text"[ selected] STYLE[ labels=[…]]`.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - style: Its style's text, prepared once (``describe(_:)``).
    ///   - out: Where the line goes.
    static func writeCell(_ cell: RenderCell, style: UnsafeBufferPointer<UInt8>, to out: ByteBuffer) {
        switch cell.section {
        case .header: out.append(literal: "header c")
        case .body:
            out.append(literal: "body r")
            out.append(int: cell.row)
            out.append(literal: " c")
        case .footer: out.append(literal: "footer c")
        }
        out.append(int: cell.column)
        out.append(byte: UInt8(ascii: " "))
        out.appendJSONQuoted(cell.text)
        if cell.display != cell.text {
            out.append(literal: " display=")
            out.appendJSONQuoted(cell.display)
        }
        if cell.isSelected { out.append(literal: " selected") }
        out.append(style)
        if !cell.labels.isEmpty {
            out.append(literal: " labels=[")
            for (index, label) in cell.labels.enumerated() {
                if index > 0 { out.append(byte: UInt8(ascii: ",")) }
                out.appendJSONQuoted(label)
            }
            out.append(byte: UInt8(ascii: "]"))
        }
        out.append(byte: 0x0A)
    }

    /// A style's attributes in snapshot order, each as ` name=value`.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - bar: The cell's data bar, written as ` bar=…` only when there is one.
    /// - Returns: The text, starting with a space.
    static func describe(_ style: ResolvedStyle, bar: CellBar? = nil) -> String {
        // The family is a theme's text: a line break in it would forge a snapshot line.
        var font =
            "\(ControlCharacters.escaped(style.font.family))/\(JSONWriter.format(style.font.size))/\(style.font.weight.rawValue)"
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
            + (bar.map(describe) ?? "") + sidesText(style.borderSides) + formatAttribute(style.format)
    }

    /// ` format=…` listing the sub-keys off their defaults (`format=decimals:2,grouping:true,prefix:"$"`,
    /// texts quoted), or nothing for the default format, so snapshots of unformatted tables are unchanged.
    ///
    /// - Parameter format: The style's value format.
    /// - Returns: The attribute, starting with a space, or `""`.
    static func formatAttribute(_ format: ValueFormat) -> String {
        guard !format.isDefault else { return "" }
        let standard = ValueFormat.default
        var parts: [String] = []
        if let decimals = format.decimals { parts.append("decimals:\(decimals)") }
        if format.grouping { parts.append("grouping:true") }
        if format.groupingSeparator != standard.groupingSeparator {
            parts.append("groupingSeparator:" + quoted(format.groupingSeparator))
        }
        if format.decimalSeparator != standard.decimalSeparator {
            parts.append("decimalSeparator:" + quoted(format.decimalSeparator))
        }
        if format.negative != standard.negative { parts.append("negative:\(format.negative.rawValue)") }
        if !format.prefix.isEmpty { parts.append("prefix:" + quoted(format.prefix)) }
        if !format.suffix.isEmpty { parts.append("suffix:" + quoted(format.suffix)) }
        if format.percent { parts.append("percent:true") }
        if format.abbreviate { parts.append("abbreviate:true") }
        if let zero = format.zero { parts.append("zero:" + quoted(zero)) }
        return " format=" + parts.joined(separator: ",")
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

    /// ` sides=top,bottom` (canonical order; `none` for no side), or nothing for the default of all four
    /// sides, so snapshots of themes that never set `borderSides` keep their bytes.
    static func sidesText(_ sides: BorderSides) -> String {
        sides == .all ? "" : " sides=" + sides.text
    }

    /// `text` as a JSON string literal (``JSONWriter/writeString(_:into:)``), so a snapshot's text reads
    /// back with the JSON parser.
    static func quoted(_ text: String) -> String {
        var out = ""
        JSONWriter.writeString(text, into: &out)
        return out
    }
}
