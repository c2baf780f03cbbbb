import TableStyleJSON

extension StyledCells {
    /// Reads the renderer's style-snapshot text (`StyleSnapshotRenderer`): `theme`, `appearance` and
    /// `table.*` lines become table attributes, `column` lines name the columns, and each `header`, `body`
    /// and `footer` line becomes a cell. Body rows after a `group N` line are in section `group N body`.
    ///
    /// Cell attributes are split for reading: `font=system/14/bold/italic` becomes `font.family`,
    /// `font.size`, `font.weight`, `font.italic` and `font.monospacedDigits`; `border=#…/1` becomes
    /// `borderColor` and `borderWidth`; the `selected` marker becomes `selected true|false`. Lines it does not
    /// recognise are skipped, so the summary degrades gracefully instead of failing.
    /// - Parameter text: The snapshot text.
    public init(styleSnapshot text: String) {
        var table: [Attribute] = []
        var columns: [String] = []
        var cells: [Cell] = []
        var group: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(line)
            guard let space = line.firstIndex(of: " ") else { continue }
            let keyword = String(line[..<space])
            let rest = String(line[line.index(after: space)...])
            switch keyword {
            case "theme", "appearance", "rows":
                table.append(Attribute(name: keyword, value: rest))
            case "table.show", "table.float":
                let prefix = String(keyword.dropFirst("table.".count))
                for token in rest.split(separator: " ") {
                    let parts = token.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 {
                        table.append(Attribute(name: "\(prefix).\(parts[0])", value: String(parts[1])))
                    }
                }
            case "column":
                guard let (index, name, remainder) = Self.columnLine(rest) else { continue }
                while columns.count <= index { columns.append("#\(columns.count)") }
                columns[index] = name
                table.append(Attribute(name: "column \(name)", value: remainder))
            case "group":
                let number = rest.prefix { $0 != " " }
                group = Int(number)
                table.append(Attribute(name: "group \(number)", value: String(rest.dropFirst(number.count)).trimmed))
            case "header", "body", "footer":
                let section = keyword == "body" ? (group.map { "group \($0) body" } ?? "body") : keyword
                if let cell = Self.cellLine(rest, section: section) { cells.append(cell) }
            default:
                if keyword.hasPrefix("table.") {
                    table.append(Attribute(name: String(keyword.dropFirst("table.".count)), value: rest))
                }
            }
        }
        self.init(table: table, columns: columns, cells: cells)
    }

    /// `1 "Amount" number highlighted sort=descending` → (1, Amount, `number highlighted sort=descending`).
    private static func columnLine(_ text: String) -> (Int, String, String)? {
        let number = text.prefix { $0 != " " }
        guard let index = Int(number) else { return nil }
        let afterNumber = String(text.dropFirst(number.count)).trimmed
        guard let (name, remainder) = quotedPrefix(afterNumber) else { return nil }
        return (index, name, remainder.trimmed)
    }

    /// `r3 c1 "-4.50" selected textColor=… labels=[…]` (body) or `c1 "Amount" …` (header, footer).
    private static func cellLine(_ text: String, section: String) -> Cell? {
        var rest = Substring(text)
        var row = 0
        if rest.hasPrefix("r") {
            let token = rest.prefix { $0 != " " }
            guard let value = Int(token.dropFirst()) else { return nil }
            row = value
            rest = rest.dropFirst(token.count).drop { $0 == " " }
        }
        let columnToken = rest.prefix { $0 != " " }
        guard columnToken.hasPrefix("c"), let column = Int(columnToken.dropFirst()) else { return nil }
        rest = rest.dropFirst(columnToken.count).drop { $0 == " " }
        guard let (cellText, afterText) = quotedPrefix(String(rest)) else { return nil }
        var attributesText = afterText.trimmed
        // `display="…"` (only where a value format changed the text) is a JSON string: read it whole.
        var display: [Attribute] = []
        if attributesText.hasPrefix("display=\""),
            let (shown, afterDisplay) = quotedPrefix(String(attributesText.dropFirst("display=".count)))
        {
            display = [Attribute(name: "display", value: shown)]
            attributesText = afterDisplay.trimmed
        }
        var selected = false
        if attributesText == "selected" || attributesText.hasPrefix("selected ") {
            selected = true
            attributesText = String(attributesText.dropFirst("selected".count)).trimmed
        }
        var labels: [String] = []
        if let range = attributesText.range(of: "labels=[") {
            let json = String(attributesText[attributesText.index(before: range.upperBound)...])
            labels = ((try? JSONParser().parse(json))?.arrayValue ?? []).compactMap(\.stringValue)
            attributesText = String(attributesText[..<range.lowerBound]).trimmed
        }
        var attributes = display + [Attribute(name: "selected", value: selected ? "true" : "false")]
        for (name, value) in keyValuePairs(attributesText) {
            attributes += expanded(name: name, value: value)
        }
        return Cell(
            position: Position(section: section, row: row, column: column), text: cellText, attributes: attributes,
            labels: labels)
    }

    /// Splits `a=1 font=Helvetica Neue/14/bold b=2` at the spaces that start a `name=` token.
    private static func keyValuePairs(_ text: String) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for token in text.split(separator: " ") {
            if let equals = token.firstIndex(of: "="), token[..<equals].allSatisfy({ $0.isLetter || $0 == "." }),
                equals != token.startIndex
            {
                pairs.append((String(token[..<equals]), String(token[token.index(after: equals)...])))
            } else if !pairs.isEmpty {
                pairs[pairs.count - 1].1 += " " + token
            }
        }
        return pairs
    }

    /// `font` and `border` split into the attributes a reader knows from the theme file.
    private static func expanded(name: String, value: String) -> [Attribute] {
        switch name {
        case "font":
            var parts = value.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            var italic = false
            var monospacedDigits = false
            while let last = parts.last, last == "italic" || last == "monospacedDigits", parts.count > 3 {
                if last == "italic" { italic = true } else { monospacedDigits = true }
                parts.removeLast()
            }
            guard parts.count >= 3 else { return [Attribute(name: name, value: value)] }
            let weight = parts.removeLast()
            let size = parts.removeLast()
            return [
                Attribute(name: "font.family", value: parts.joined(separator: "/")),
                Attribute(name: "font.size", value: size), Attribute(name: "font.weight", value: weight),
                Attribute(name: "font.italic", value: italic ? "true" : "false"),
                Attribute(name: "font.monospacedDigits", value: monospacedDigits ? "true" : "false"),
            ]
        case "border":
            guard let slash = value.lastIndex(of: "/") else { return [Attribute(name: name, value: value)] }
            return [
                Attribute(name: "borderColor", value: String(value[..<slash])),
                Attribute(name: "borderWidth", value: String(value[value.index(after: slash)...])),
            ]
        default:
            return [Attribute(name: name, value: value)]
        }
    }

    /// A JSON string literal at the start of `text`, decoded, and the text after it.
    private static func quotedPrefix(_ text: String) -> (String, String)? {
        guard text.hasPrefix("\"") else { return nil }
        var escaped = false
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                let literal = String(text[...index])
                guard let decoded = (try? JSONParser().parse(literal))?.stringValue else { return nil }
                return (decoded, String(text[text.index(after: index)...]))
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension String {
    fileprivate var trimmed: String {
        var result = Substring(self)
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return String(result)
    }
}
