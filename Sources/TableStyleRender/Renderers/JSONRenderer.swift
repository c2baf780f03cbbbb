import TableStyleEngine
import TableStyleJSON
import TableStyleTheme

/// The JSON render tree of Docs/themecheck.md#the-json-render-tree---format-json, exactly:
/// `{"theme", "appearance", "table", "columns": [{"name", "highlighted", "sort"}], "cells": [{"section",
/// "row", "column", "text", "style": {…}, "labels": [...]}]}` — header cells first, then body rows in
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
        JSONWriter(pretty: pretty).string(from: jsonValue(tree))
    }

    /// The render tree as a JSON value, keys in the order of Docs/themecheck.md#the-json-render-tree---format-json.
    ///
    /// - Parameter tree: The render tree.
    /// - Returns: The JSON object.
    public func jsonValue(_ tree: RenderTree) -> JSONValue {
        var styleCache: [StyleID: JSONValue] = [:]
        var cells: [JSONValue] = []
        cells.reserveCapacity(tree.cells.count)
        for cell in tree.cells {
            var style: JSONValue
            if let cached = styleCache[cell.style] {
                style = cached
            } else {
                style = Self.jsonValue(tree.style(cell.style))
                styleCache[cell.style] = style
            }
            if let computed = cell.computed { style = Self.applying(computed, to: style) }
            cells.append(
                .object([
                    "section": .string(cell.section.rawValue),
                    "row": .int(cell.row),
                    "column": .int(cell.column),
                    "text": .string(cell.text),
                    "style": style,
                    "labels": .array(cell.labels.map { .string($0) }),
                ]))
        }
        let columns: [JSONValue] = tree.columns.map { column in
            .object([
                "name": .string(column.name),
                "highlighted": .bool(column.isHighlighted),
                "sort": column.sort.map { .string($0.rawValue) } ?? .null,
            ])
        }
        return .object([
            "theme": .string(tree.themeName),
            "appearance": .string(tree.appearance.rawValue),
            "table": tree.table.jsonValue,
            "columns": .array(columns),
            "cells": .array(cells),
        ])
    }

    /// A resolved style as the render JSON writes it.
    ///
    /// - Parameter style: The style.
    /// - Returns: `{"textColor", "backgroundColor", "font": {…}, "alignment", "padding": {…}, "lineBreak",
    ///   "borderColor", "borderWidth", "cellStyle", "accessory"}`.
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

    /// Integral numbers as integers (`14`, not `14.0`), others as doubles.
    static func number(_ value: Double) -> JSONValue {
        value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }
}
