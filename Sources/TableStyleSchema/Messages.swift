import TableStyleJSON

/// Wording shared by the validator's messages: values, types, lists and did-you-mean suggestions.
enum Messages {
    /// "a number", "a mapping", … for a JSON Schema type name.
    static func typePhrase(_ name: String) -> String {
        switch name {
        case "object": return "a mapping"
        case "array": return "a list"
        case "string": return "a string"
        case "number": return "a number"
        case "integer": return "an integer"
        case "boolean": return "true or false"
        case "null": return "null"
        default: return name
        }
    }

    /// "the string \"abc\"", "the number 1.5", "a mapping", … for an instance value.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "the boolean \(flag)"
        case .int, .double: return "the number \(render(value))"
        case .string: return "the string \(render(value))"
        case .array(let elements): return elements.isEmpty ? "an empty list" : "a list"
        case .object(let object): return object.isEmpty ? "an empty mapping" : "a mapping"
        }
    }

    /// A value as written in JSON (strings quoted), shortened when long.
    static func render(_ value: JSONValue) -> String {
        let text: String
        switch value {
        case .array: text = value.arrayValue?.isEmpty == true ? "[]" : "a list"
        case .object: text = value.objectValue?.isEmpty == true ? "{}" : "a mapping"
        default: text = JSONWriter().string(from: value)
        }
        return text.count > 80 ? String(text.prefix(77)) + "…\"" : text
    }

    /// "one of plain, grouped" (strings unquoted), or "`x`" for a single value.
    static func oneOf(_ values: [JSONValue]) -> String {
        let shown = values.prefix(12).map { $0.stringValue ?? render($0) }
        if values.count == 1, let only = shown.first { return "`\(only)`" }
        let more = values.count > shown.count ? ", … (\(values.count) values)" : ""
        return "one of " + shown.joined(separator: ", ") + more
    }

    /// "a, b or c".
    static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// "1 item", "3 items".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The allowed string closest to a misspelt string instance, if one is close enough.
    static func suggestion(for instance: JSONValue, among allowed: [JSONValue]) -> String? {
        guard case .string(let text) = instance else { return nil }
        return closest(to: text, among: allowed.compactMap(\.stringValue))
    }

    /// The candidate closest to `word` by edit distance (case-insensitive, transpositions count once),
    /// if it is within roughly a third of the word's length.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(1, min(4, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[i - 2][j - 2] + 1)
                }
                table[i][j] = value
            }
        }
        return table[a.count][b.count]
    }
}
