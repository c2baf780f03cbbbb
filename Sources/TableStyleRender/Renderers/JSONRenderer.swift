import TableStyleEngine
import TableStyleJSON
import TableStyleTheme

/// The JSON render tree of Docs/themecheck.md#the-json-render-tree---format-json, exactly:
/// `{"theme", "appearance", "table", "columns": [{"name", "highlighted", "sort"}], "cells": [{"section",
/// "row", "column", "group", "text", "display", "style": {…}, "labels": [...]}]}` — header cells first, then body rows in
/// order, then the footer; colors `#RRGGBBAA`; `padding` always four keys.
public struct JSONRenderer: TableRenderer {
    /// Whether to indent the output.
    public var pretty: Bool

    /// Creates the renderer.
    ///
    /// - Parameter pretty: Indent with two spaces (default: compact, one line).
    public init(pretty: Bool = false) {
        self.pretty = pretty
    }

    public func render(_ tree: RenderTree) -> String {
        let out = ByteBuffer(capacity: 1 << 16)
        write(tree, to: out, progress: { _ in })
        return out.string
    }

    /// Writes the render tree to `sink` as it goes, cell by cell, through a buffer of fixed size: memory
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

    /// The render tree as a JSON value, keys in the order of Docs/themecheck.md#the-json-render-tree---format-json
    /// (the text ``render(_:)`` writes, read back).
    ///
    /// - Parameter tree: The render tree.
    /// - Returns: The JSON object.
    public func jsonValue(_ tree: RenderTree) -> JSONValue {
        (try? JSONParser().parse(JSONRenderer().render(tree))) ?? .null
    }

    /// Writes the whole document: the table's parts from ``JSONValue``s, then each cell with
    /// ``writeCell(_:style:to:)``, each style's text prepared once per interned style.
    private func write(_ tree: RenderTree, to out: ByteBuffer, progress: (Int) -> Void) {
        var json = JSONStreamWriter(out: out, pretty: pretty)
        json.beginObject()
        json.key("theme")
        json.string(tree.themeName)
        json.key("appearance")
        json.string(tree.appearance.rawValue)
        json.key("table")
        json.value(tree.table.jsonValue)
        json.key("columns")
        json.beginArray()
        for column in tree.columns {
            json.element()
            json.value(
                .object([
                    "name": .string(column.name),
                    "highlighted": .bool(column.isHighlighted),
                    "sort": column.sort.map { .string($0.rawValue) } ?? .null,
                ]))
        }
        json.endArray()
        json.key("cells")
        json.beginArray()
        // Style texts by style index (unknown ids use the first style, as `RenderTree.style` does),
        // kept in one pool; written at the depth a cell's members have.
        let pool = ByteBuffer()
        var styleText = [Range<Int>?](repeating: nil, count: max(1, tree.styles.count))
        let rowWidth = max(1, tree.columns.count)
        for (position, cell) in tree.cells.enumerated() {
            if position & 4095 == 0 { progress(max(0, position / rowWidth - 1)) }
            let index = Int(cell.style.rawValue)
            let slot = tree.styles.indices.contains(index) ? index : 0
            let range: Range<Int>
            if let cached = styleText[slot] {
                range = cached
            } else {
                range = pool.add(
                    JSONStreamWriter.text(
                        of: Self.jsonValue(tree.style(cell.style)), pretty: pretty, depth: json.depth + 1))
                styleText[slot] = range
            }
            json.element()
            if let computed = cell.computed {
                // A scale's color or a bar differs per cell: this cell's style text is written for it alone.
                var text = JSONStreamWriter.text(
                    of: Self.applying(computed, to: Self.jsonValue(tree.style(cell.style))), pretty: pretty,
                    depth: json.depth + 1)
                text.withUTF8 { Self.writeCell(cell, style: $0, to: &json) }
            } else {
                Self.writeCell(cell, style: pool.bytes(range), to: &json)
            }
        }
        json.endArray()
        json.endObject()
    }

    /// One cell: `{"section", "row", "column", "group", "text", "display", "style", "labels"}`.
    ///
    /// - Parameters:
    ///   - cell: The cell.
    ///   - style: Its style's text, prepared once (``jsonValue(_:)-(ResolvedStyle)`` written at this depth).
    ///   - json: The writer, at an array element.
    static func writeCell(_ cell: RenderCell, style: UnsafeBufferPointer<UInt8>, to json: inout JSONStreamWriter) {
        json.beginObject()
        json.key("section")
        json.string(cell.section.rawValue)
        json.key("row")
        json.int(cell.row)
        json.key("column")
        json.int(cell.column)
        json.key("group")
        if cell.section == .body { json.int(cell.group) } else { json.value(.null) }
        json.key("text")
        json.string(cell.text)
        json.key("display")
        json.string(cell.display)
        json.key("style")
        json.out.append(style)
        json.key("labels")
        json.beginArray()
        for label in cell.labels {
            json.element()
            json.string(label)
        }
        json.endArray()
        json.endObject()
    }

    /// A resolved style as the render JSON writes it.
    ///
    /// - Parameter style: The style.
    /// - Returns: `{"textColor", "backgroundColor", "font": {…}, "alignment", "padding": {…}, "lineBreak",
    ///   "borderColor", "borderWidth", "cellStyle", "accessory", "bar", "borderSides", "format": {…}}`.
    static func jsonValue(_ style: ResolvedStyle) -> JSONValue {
        .object([
            "textColor": .string(style.textColor.hex),
            "backgroundColor": .string(style.backgroundColor.hex),
            "font": .object([
                "family": .string(style.font.family),
                "size": number(style.font.size),
                "weight": .string(style.font.weight.rawValue),
                "italic": .bool(style.font.italic),
                "monospacedDigits": .bool(style.font.monospacedDigits),
            ]),
            "alignment": .string(style.alignment.rawValue),
            "padding": .object([
                "top": number(style.padding.top),
                "leading": number(style.padding.leading),
                "bottom": number(style.padding.bottom),
                "trailing": number(style.padding.trailing),
            ]),
            "lineBreak": .string(style.lineBreak.rawValue),
            "borderColor": .string(style.borderColor.hex),
            "borderWidth": number(style.borderWidth),
            "cellStyle": .string(style.cellStyle.rawValue),
            "accessory": .string(style.accessory.rawValue),
            "bar": .null,
            "borderSides": borderSidesValue(style.borderSides),
            "format": jsonValue(style.format),
        ])
    }

    /// A cell's `group`: the 0-based index of a body cell's section, `null` for header and footer cells.
    ///
    /// - Parameter cell: The cell.
    /// - Returns: The JSON value.
    static func groupValue(of cell: RenderCell) -> JSONValue {
        cell.section == .body ? .int(cell.group) : .null
    }

    /// A value format as the render JSON writes it: every sub-key, `decimals` and `zero` `null` for `none`.
    ///
    /// - Parameter format: The format.
    /// - Returns: `{"decimals", "grouping", "groupingSeparator", "decimalSeparator", "negative", "prefix",
    ///   "suffix", "percent", "abbreviate", "zero"}`.
    static func jsonValue(_ format: ValueFormat) -> JSONValue {
        .object([
            "decimals": format.decimals.map { .int($0) } ?? .null,
            "grouping": .bool(format.grouping),
            "groupingSeparator": .string(format.groupingSeparator),
            "decimalSeparator": .string(format.decimalSeparator),
            "negative": .string(format.negative.rawValue),
            "prefix": .string(format.prefix),
            "suffix": .string(format.suffix),
            "percent": .bool(format.percent),
            "abbreviate": .bool(format.abbreviate),
            "zero": format.zero.map { .string($0) } ?? .null,
        ])
    }

    /// A cell's computed colors and bar laid over its style's JSON.
    static func applying(_ computed: ComputedCellStyle, to style: JSONValue) -> JSONValue {
        guard case .object(var object) = style else { return style }
        if let color = computed.textColor { object["textColor"] = .string(color.hex) }
        if let color = computed.backgroundColor { object["backgroundColor"] = .string(color.hex) }
        if let bar = computed.bar {
            object["bar"] = .object([
                "color": .string(bar.color.hex), "from": number(CellBar.rounded(bar.from)),
                "to": number(CellBar.rounded(bar.to)),
            ])
        }
        return .object(object)
    }

    /// `borderSides` as the render JSON writes it: the sides in canonical order (top, leading, bottom, trailing).
    static func borderSidesValue(_ sides: BorderSides) -> JSONValue {
        .array(sides.list.map { .string($0.rawValue) })
    }

    /// Integral numbers as integers (`14`, not `14.0`), others as doubles.
    static func number(_ value: Double) -> JSONValue {
        value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }
}
