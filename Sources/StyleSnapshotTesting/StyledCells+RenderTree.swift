import TableStyleJSON

extension StyledCells {
    /// Reads a JSON render tree (Docs/themecheck.md#the-json-render-tree---format-json):
    /// `table`, `columns` and
    /// `cells` with `section`, `row`, `column`, `text`, `style` and `labels`.
    /// - Parameter json: The render tree's text.
    /// - Returns: The cells, or `nil` when the text is not JSON of that shape.
    public init?(renderTreeJSON json: String) {
        guard let root = try? JSONParser().parse(json), let object = root.objectValue else { return nil }
        var table: [Attribute] = []
        if let settings = object["table"]?.objectValue {
            Self.flatten(settings, prefix: "", into: &table)
        }
        var columns: [String] = []
        for column in object["columns"]?.arrayValue ?? [] {
            columns.append(column["name"]?.stringValue ?? "")
        }
        var cells: [Cell] = []
        guard let cellValues = object["cells"]?.arrayValue else { return nil }
        for value in cellValues {
            guard let section = value["section"]?.stringValue,
                let row = value["row"]?.numberValue,
                let column = value["column"]?.numberValue
            else { return nil }
            var attributes: [Attribute] = []
            if let display = value["display"]?.stringValue, display != value["text"]?.stringValue {
                attributes.append(Attribute(name: "display", value: display))
            }
            if let style = value["style"]?.objectValue {
                Self.flatten(style, prefix: "", into: &attributes)
            }
            let labels = (value["labels"]?.arrayValue ?? []).compactMap(\.stringValue)
            cells.append(
                Cell(
                    position: Position(section: section, row: Int(row), column: Int(column)),
                    text: value["text"]?.stringValue ?? "", attributes: attributes, labels: labels))
        }
        self.init(table: table, columns: columns, cells: cells)
    }

    /// Nested objects become dotted names (`font.weight`); other values print as compact JSON, strings bare.
    static func flatten(_ object: JSONObject, prefix: String, into attributes: inout [Attribute]) {
        for (key, value) in object {
            let name = prefix.isEmpty ? key : prefix + "." + key
            if let nested = value.objectValue {
                flatten(nested, prefix: name, into: &attributes)
            } else if let text = value.stringValue {
                attributes.append(Attribute(name: name, value: text))
            } else {
                attributes.append(Attribute(name: name, value: JSONWriter(pretty: false).string(from: value)))
            }
        }
    }
}
