/// A reader's summary of two HTML pages from the renderer: which per-style CSS classes (`.s7 { … }`)
/// changed which properties, and how many lines of markup (cells, text, attributes) changed.
enum HTMLSummary {
    /// The most lines listed.
    static let limit = 12

    static func lines(from reference: String, to actual: String) -> [String] {
        let old = styleRules(reference)
        let new = styleRules(actual)
        var result: [String] = []
        for (name, declarations) in new.rules {
            guard let previous = old.rules.first(where: { $0.name == name })?.declarations else {
                result.append(
                    "style .\(name) added: " + declarations.map { "\($0.0): \($0.1)" }.joined(separator: "; "))
                continue
            }
            let changes = StyledCells.attributeChanges(
                from: previous.map { StyledCells.Attribute(name: $0.0, value: $0.1) },
                to: declarations.map { StyledCells.Attribute(name: $0.0, value: $0.1) })
            if !changes.isEmpty { result.append("style .\(name): " + changes.joined(separator: "; ")) }
        }
        for (name, _) in old.rules where !new.rules.contains(where: { $0.name == name }) {
            result.append("style .\(name) removed")
        }
        let markup = LineDiff(context: 0).edits(from: old.markup, to: new.markup).filter { $0.operation == .insert }
        if !markup.isEmpty {
            result.append(
                "markup changed on \(markup.count) line(s) (cells, text, classes or attributes; see the diff)")
        }
        if result.count > limit {
            let hidden = result.count - limit
            result = Array(result.prefix(limit)) + ["… and \(hidden) more change(s) (see the diff)"]
        }
        return result
    }

    /// The `.name { a: b; c: d; }` rules, in order, and every other line joined as the markup.
    static func styleRules(_ page: String) -> (
        rules: [(name: String, declarations: [(String, String)])], markup: String
    ) {
        var rules: [(name: String, declarations: [(String, String)])] = []
        var markup = ""
        for line in LineDiff.lines(of: page) {
            guard line.hasPrefix("."), line.hasSuffix("}"), let open = line.firstIndex(of: "{") else {
                markup += line + "\n"
                continue
            }
            let name = line[line.index(after: line.startIndex)..<open].trimmingSpaces
            let body = line[line.index(after: open)..<line.index(before: line.endIndex)]
            var declarations: [(String, String)] = []
            for declaration in body.split(separator: ";") {
                guard let colon = declaration.firstIndex(of: ":") else { continue }
                declarations.append(
                    (
                        declaration[..<colon].trimmingSpaces,
                        declaration[declaration.index(after: colon)...].trimmingSpaces
                    ))
            }
            rules.append((name: name, declarations: declarations))
        }
        return (rules, markup)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        var result = self
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return String(result)
    }
}
