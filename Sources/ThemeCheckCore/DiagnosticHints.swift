import TableStyleDiagnostics

/// Adds what to do to the findings a theme author most often meets, and drops findings that are only
/// echoes of another one.
///
/// Each hint reads the finding together with the source line it points at: the parser's and the
/// validator's messages say what is wrong in their own terms, and this pass says it in the author's
/// (`#` starts a comment, indentation, single quotes for regexes, units and quotes on numbers, the
/// keyword a designer reaches for). Hints never change a finding's code or severity.
struct DiagnosticHints: Sendable {
    /// The file's lines (without line breaks), 1-based through ``line(_:)``.
    let lines: [Substring]

    /// Creates the pass for a file's text.
    init(source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
    }

    /// Line `number` (1-based), or `nil` past the end.
    func line(_ number: Int) -> Substring? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// Words designers write for a keyword, by the keyword they mean.
    static let synonyms: [String: String] = [
        "right": "trailing", "left": "leading", "start": "leading", "end": "trailing", "centre": "center",
        "middle": "center", "auto": "natural", "wrapping": "wrap", "wordWrap": "wrap", "word-wrap": "wrap",
        "ellipsis": "truncateTail", "truncate": "truncateTail", "normal": "regular", "none": "none",
        "semiBold": "semibold", "extraBold": "heavy",
    ]

    /// The findings with hints, without echoes.
    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        // The lines of the findings an echo repeats, as sets: a scan of them per finding was quadratic.
        struct Line: Hashable {
            var file: String
            var line: Int
        }
        let splitColorLines = Set(
            diagnostics.lazy.filter { $0.code == .color && $0.message.contains("quote colors that contain commas") }
                .map { Line(file: $0.location.file, line: $0.location.line) })
        let singleKeyTestLines = Set(
            diagnostics.lazy.filter { $0.message.contains("takes exactly one of") }.map(\.location.line))
        return diagnostics.compactMap { diagnostic in
            // `rgb(0,0,255)` unquoted in a flow mapping: YAML made keys of the pieces after the commas.
            if diagnostic.code == .schema, diagnostic.message.hasPrefix("`"),
                splitColorLines.contains(Line(file: diagnostic.location.file, line: diagnostic.location.line)),
                let key = diagnostic.message.dropFirst().split(separator: "`").first,
                key.allSatisfy({ $0.isNumber || $0 == ")" || $0 == "." || $0 == " " })
            {
                return nil
            }
            // `column: { name, kind }`: the key count repeats what the single-key message says better.
            if diagnostic.code == .schema, diagnostic.message.contains("may have at most 1 key"),
                singleKeyTestLines.contains(diagnostic.location.line)
            {
                return nil
            }
            return hinted(diagnostic)
        }
    }

    /// One finding with its hint.
    func hinted(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        let message = diagnostic.message
        // Copied only by the hints that read it: a copy per finding of a long line was quadratic.
        func lineText() -> String { line(diagnostic.location.line).map(String.init) ?? "" }
        switch diagnostic.code {
        case .yamlSyntax:
            if message.contains("while parsing a flow"), let comment = flowComment(before: diagnostic.location.line) {
                result.location = FileLocation(
                    file: diagnostic.location.file, position: SourcePosition(line: comment.line, column: comment.column)
                )
                result.message =
                    "`#` starts a comment in YAML, so `\(QuotedText.bounded(comment.word))` and the rest of the line "
                    + "are ignored and the `{` or `[` is never closed; quote it: \"\(QuotedText.bounded(comment.word))\""
            } else if message.hasPrefix("did not find expected key"), let note = diagnostic.notes.first {
                let indent = lineText().prefix { $0 == " " }.count
                result.message =
                    "did not find expected key: check the indentation — this line starts at column \(indent + 1), "
                    + "the keys of the mapping it continues start at column \(note.location.column) (line \(note.location.line))"
            } else if message.hasPrefix("did not find expected '-' indicator") {
                result.message =
                    "did not find expected '-' indicator: check the indentation — every item of a list starts with "
                    + "`-` at the same column"
            } else if message.hasPrefix("found unknown escape character") {
                result.message =
                    "found unknown escape character: in double quotes `\\` starts an escape (`\\n`, `\\t`, …); write "
                    + "regular expressions in single quotes ('^Invoice #(\\d+)') or double each backslash"
            }
        case .color:
            if message.hasSuffix("found \"\""), let hash = Self.unquotedHash(in: lineText()) {
                result.message =
                    message
                    + "; `\(QuotedText.bounded(hash))` after the colon is a comment in YAML (`#` starts one): "
                    + "quote the color, \"\(QuotedText.bounded(hash))\""
            }
        case .regex:
            if let offset = Self.offset(in: message), let column = patternColumn(of: diagnostic, offset: offset) {
                result.location = FileLocation(
                    file: diagnostic.location.file,
                    position: SourcePosition(line: diagnostic.location.line, column: column))
            }
        case .schema:
            result.message = schemaHint(message) ?? message
        default:
            break
        }
        return result
    }

    /// A hint for the validator's value messages.
    func schemaHint(_ message: String) -> String? {
        guard let found = Self.foundString(in: message) else { return nil }
        if message.hasPrefix("expected one of"), !message.contains("did you mean"),
            let meant = Self.synonyms[found], message.contains(" \(meant)")
        {
            return message + "; did you mean `\(meant)`?"
        }
        if message.hasPrefix("expected a number") || message.hasPrefix("expected an integer") {
            let digits = found.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
            let unit = found.dropFirst(digits.count)
            if !digits.isEmpty, Double(digits) != nil {
                if unit.isEmpty { return message + "; drop the quotes: \(digits)" }
                if unit == "%" {
                    return message + "; write a plain number without `%` (a fraction such as an alpha: 0.15 for 15%)"
                }
                return message + "; numbers are points and take no unit: write \(digits)"
            }
        }
        // A word where a value test goes (`value: overdue`): the keyword list, with no close keyword.
        if message.hasPrefix("expected one of negative, positive, zero, null, empty"), !message.contains("did you mean")
        {
            return message + "; to compare the text, write `{ equals: \(found) }`"
        }
        return nil
    }

    /// The source with the comment a flow-mapping syntax error is blamed on quoted (`#FF0000` →
    /// `"#FF0000"`), so the rest of the file can be checked; `nil` when the error is not that case.
    ///
    /// - Parameter diagnostic: A `yaml-syntax` finding from the parser.
    /// - Returns: The repaired text and the repaired line.
    func repairingFlowComment(_ diagnostic: Diagnostic) -> (source: String, line: Int)? {
        guard diagnostic.code == .yamlSyntax, diagnostic.message.contains("while parsing a flow"),
            let comment = flowComment(before: diagnostic.location.line)
        else { return nil }
        var repaired = lines.map(String.init)
        let text = repaired[comment.line - 1]
        let start = text.index(text.startIndex, offsetBy: comment.column - 1)
        let end = text.index(start, offsetBy: comment.word.count)
        repaired[comment.line - 1] = text.replacingCharacters(in: start..<end, with: "\"\(comment.word)\"")
        return (repaired.joined(separator: "\n"), comment.line)
    }

    /// The first unquoted ` #` comment in a value position on the lines just before `line` (the flow
    /// mapping a comment left open), with the word after it.
    func flowComment(before line: Int) -> (line: Int, column: Int, word: String)? {
        for number in stride(from: line, through: max(1, line - 3), by: -1) {
            guard let text = self.line(number), let hash = Self.unquotedHash(in: String(text)) else { continue }
            guard text.contains("{") || text.contains("[") else { continue }
            let column = Self.column(of: hash, in: String(text))
            return (number, column, hash)
        }
        return nil
    }

    /// The `#word` a comment starts in a value position (after `: `, `, `, `[` or `{`), outside quotes.
    static func unquotedHash(in text: String) -> String? {
        var inSingle = false
        var inDouble = false
        var previous: Character = " "
        var beforeSpace: Character = " "
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "'" && !inDouble { inSingle.toggle() }
            if character == "\"" && !inSingle && previous != "\\" { inDouble.toggle() }
            if character == "#", !inSingle, !inDouble, previous == " " || previous == "[" || previous == "{",
                beforeSpace == ":" || beforeSpace == "," || beforeSpace == "[" || beforeSpace == "{" || previous != " "
            {
                let word = characters[index...].prefix { $0 != " " && $0 != "," && $0 != "}" && $0 != "]" }
                guard word.count > 1 else { return nil }
                return String(word)
            }
            if character != " " { beforeSpace = character }
            previous = character
        }
        return nil
    }

    /// The 1-based column of the first occurrence of `word` in `text`.
    static func column(of word: String, in text: String) -> Int {
        guard let range = text.range(of: word) else { return 1 }
        return text.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    /// `N` of "at offset N".
    static func offset(in message: String) -> Int? {
        guard let range = message.range(of: "at offset ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }

    /// The text of `found "…"` / `found the string "…"` at the end of a message.
    static func foundString(in message: String) -> String? {
        for marker in ["found the string \"", "found \""] {
            guard let range = message.range(of: marker, options: .backwards) else { continue }
            let rest = message[range.upperBound...]
            guard let end = rest.lastIndex(of: "\"") else { continue }
            return String(rest[..<end])
        }
        return nil
    }

    /// The column of the pattern's `offset`th character when the pattern is written on one line as it
    /// reads (plain, or quoted without escapes before that point); else `nil` (the caret stays on the value).
    func patternColumn(of diagnostic: Diagnostic, offset: Int) -> Int? {
        guard let text = line(diagnostic.location.line) else { return nil }
        let characters = Array(text)
        let start = diagnostic.location.column - 1
        guard characters.indices.contains(start) else { return nil }
        let quote = characters[start]
        let quoted = quote == "'" || quote == "\""
        let first = start + (quoted ? 1 : 0)
        guard first + offset <= characters.count else { return nil }
        let before = characters[first..<min(characters.count, first + offset)]
        if quote == "\"" && before.contains("\\") { return nil }
        if quote == "'" && before.contains("'") { return nil }
        return first + offset + 1
    }
}
