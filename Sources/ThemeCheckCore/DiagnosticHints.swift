import TableStyleDiagnostics
import TableStyleTheme

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
        // The places whose unknown key's hint already says what `missing the required key` would.
        let hintedPlaces = Set(
            diagnostics.lazy.filter { $0.code == .schema }.compactMap { Self.unknownKey(in: $0.message) }
                .filter { ($0.key == "scale" && Self.isBaseStyleColor($0.place)) || Self.isRowValue($0.place) }
                .map(\.place))
        return diagnostics.compactMap { diagnostic in
            // `cell.backgroundColor: { scale: … }` lacks `color`, `rowValue: { Status: … }` lacks `column`:
            // echoes of the unknown key, whose hint says what to write.
            if diagnostic.code == .schema,
                let place = Self.missingKeyPlace(in: diagnostic.message, key: "color")
                    ?? Self.missingKeyPlace(in: diagnostic.message, key: "column"),
                hintedPlaces.contains(place)
            {
                return nil
            }
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
            } else if message.hasPrefix("could not find expected ':'"), let note = diagnostic.notes.first,
                let glued = Self.gluedKey(in: String(line(note.location.line) ?? ""))
            {
                // `headerHeight:40` as a table's last key: YAML read a key that never got its `:`.
                result.location = FileLocation(
                    file: diagnostic.location.file,
                    position: SourcePosition(line: note.location.line, column: glued.column))
                result.message = Self.gluedKeyMessage(glued)
                result.notes = []
            } else if message.hasPrefix("mapping values are not allowed in this context") {
                if let value = Self.valueWithColon(in: lineText(), before: diagnostic.location.column) {
                    result.message =
                        "mapping values are not allowed in this context: the value after `\(QuotedText.bounded(value.key)):` "
                        + "contains `: `, which YAML reads as another key; quote the value: "
                        + "\(QuotedText.bounded(value.key)): \"\(QuotedText.bounded(value.value))\""
                } else if let glued = gluedKey(before: diagnostic.location.line) {
                    // `headerHeight:40` before another key: YAML read both lines as one text.
                    result.location = FileLocation(
                        file: diagnostic.location.file,
                        position: SourcePosition(line: glued.line, column: glued.key.column))
                    result.message = Self.gluedKeyMessage(glued.key)
                }
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
            result.message = unknownKeyHint(message) ?? schemaHint(message) ?? message
        default:
            break
        }
        if diagnostic.code == .color || diagnostic.code == .schema, let found = Self.foundString(in: message),
            let quote = found.first, Self.typographicQuotes.contains(quote)
        {
            let inner = found.filter { !Self.typographicQuotes.contains($0) }
            result.message +=
                "; `\(quote)` is a typographic (curly) quote, which YAML keeps as part of the text: "
                + "use straight quotes, \"\(QuotedText.bounded(inner))\""
        }
        return result
    }

    /// Quotes a word processor or a phone's keyboard puts in place of `"` and `'`.
    static let typographicQuotes: Set<Character> = ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{201E}"]

    /// A key glued to its value, `headerHeight:40`: the column just after its `:`, the key and the value.
    struct GluedKey: Equatable {
        var column: Int
        var key: String
        var value: String
    }

    /// The message for a key glued to its value.
    static func gluedKeyMessage(_ glued: GluedKey) -> String {
        let key = QuotedText.bounded(glued.key)
        let value = QuotedText.bounded(glued.value)
        return "`\(key):\(value)` has no space after the colon, so YAML reads it as one text, not a key and its "
            + "value; put a space after the colon: \(key): \(value)"
    }

    /// A line that is a key glued to its value (`  headerHeight:40`, `- name:x`): a key of ASCII letters,
    /// digits, `_` and `-`, unquoted. Columns count Unicode scalars, as the parser's do.
    static func gluedKey(in text: String) -> GluedKey? {
        let scalars = Array(text.unicodeScalars)
        func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
        }
        var index = scalars.firstIndex { $0 != " " } ?? scalars.count
        if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] == " " {
            index = scalars[(index + 1)...].firstIndex { $0 != " " } ?? scalars.count
        }
        let keyStart = index
        while index < scalars.count, isKeyScalar(scalars[index]) { index += 1 }
        guard index > keyStart, index + 1 < scalars.count, scalars[index] == ":" else { return nil }
        let next = scalars[index + 1]
        guard next != " ", next != ":", next != "/" else { return nil }
        var value = String(String.UnicodeScalarView(scalars[(index + 1)...]))
        if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
        while value.last == " " { value.removeLast() }
        let key = String(String.UnicodeScalarView(scalars[keyStart..<index]))
        return GluedKey(column: index + 2, key: key, value: value)
    }

    /// The nearest line before `line` (at most three back, skipping blank lines and comments) that is a
    /// key glued to its value.
    func gluedKey(before line: Int) -> (line: Int, key: GluedKey)? {
        for number in stride(from: line - 1, through: max(1, line - 3), by: -1) {
            guard let text = self.line(number) else { continue }
            let trimmed = text.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            return Self.gluedKey(in: String(text)).map { (number, $0) }
        }
        return nil
    }

    /// `key: value` where the unquoted value itself holds `: ` before `column` (`label: error budget: over
    /// 1%`): the key and the whole value (without a trailing comment). `column` counts Unicode scalars.
    static func valueWithColon(in text: String, before column: Int) -> (key: String, value: String)? {
        let body: Substring = text.drop(while: { $0 == " " }).drop(while: { $0 == "-" }).drop(while: { $0 == " " })
        guard let colon = body.range(of: ": ") else { return nil }
        let key = body[..<colon.lowerBound]
        var value = body[colon.upperBound...].drop { $0 == " " }
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
            let first = value.first, !"\"'{[|>&*!".contains(first)
        else { return nil }
        let valueColumn = text.unicodeScalars.count - value.unicodeScalars.count + 1
        guard valueColumn < column else { return nil }
        if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
        while value.last == " " { value = value.dropLast() }
        return (String(key), String(value))
    }

    /// The styles where a color is a plain color: a scale is for a rule's style only.
    static let baseStyles: Set<String> = ["cell", "header", "footer", "sectionHeader", "sectionFooter"]

    /// The key and the place of "`key` is not a key of `place`…".
    static func unknownKey(in message: String) -> (key: String, place: String)? {
        guard message.hasPrefix("`"), let keyEnd = message.range(of: "` is not a key of `") else { return nil }
        let key = message[message.index(after: message.startIndex)..<keyEnd.lowerBound]
        let rest = message[keyEnd.upperBound...]
        guard let placeEnd = rest.firstIndex(of: "`") else { return nil }
        return (String(key), String(rest[..<placeEnd]))
    }

    /// The place of "`place` is missing the required key `key`", when `key` is the one named.
    static func missingKeyPlace(in message: String, key: String) -> String? {
        let suffix = "` is missing the required key `\(key)`"
        guard message.hasPrefix("`"), message.hasSuffix(suffix) else { return nil }
        return String(message.dropFirst().dropLast(suffix.count))
    }

    /// Whether `place` is a color of a base style (`cell.backgroundColor`), where a scale is refused.
    static func isBaseStyleColor(_ place: String) -> Bool {
        let parts = place.split(separator: ".")
        return parts.count == 2 && baseStyles.contains(String(parts[0]))
            && (parts[1] == "textColor" || parts[1] == "backgroundColor")
    }

    /// Whether `place` is a `rowValue` test (`rules[0].when.rowValue`).
    static func isRowValue(_ place: String) -> Bool { place.hasSuffix(".rowValue") }

    /// A hint for an unknown key that says what was meant: a scale in a base style, a test written
    /// straight under a rule, a column's name as a `rowValue` key, a currency in a format.
    func unknownKeyHint(_ message: String) -> String? {
        guard let (key, place) = Self.unknownKey(in: message) else { return nil }
        let quotedKey = QuotedText.bounded(key)
        if key == "scale", Self.isBaseStyleColor(place) {
            let style = place.prefix { $0 != "." }
            return "a color scale is allowed in a rule's style only, not in `\(style)`: give `\(place)` a plain "
                + "color, or move the scale into a rule's `style` (with a `when` that picks the column)"
        }
        if place.hasPrefix("rules["), place.hasSuffix("]"), ThemeKeys.predicate.contains(key) {
            return "`\(quotedKey)` is not a key of `\(place)`: tests belong under `when`; indent them under a "
                + "`when:` line, or write `when: { \(quotedKey): … }`"
        }
        if Self.isRowValue(place), !ThemeKeys.rowValue.contains(key) {
            return "`\(quotedKey)` is not a key of `\(place)`: `rowValue` names its column with `column`; write "
                + "`rowValue: { column: \(quotedKey), … }` with the test beside it (`equals: …`, `value: …`)"
        }
        if key == "currency", place.hasSuffix("format") {
            return "`currency` is not a key of `\(place)`: a format writes the currency's symbol or code as "
                + "`prefix` (or `suffix`), such as `format: { prefix: \"$\", decimals: 2 }` or "
                + "`format: { suffix: \" USD\" }`"
        }
        return nil
    }

    /// A hint for a list or a mapping where the other is expected, which names no place in its message:
    /// `when:` written as a list of tests, `rules` written as a mapping of rules by name.
    ///
    /// - Parameters:
    ///   - message: The validator's message.
    ///   - path: Where the value is.
    /// - Returns: The message with the hint, or `nil`.
    static func shapeHint(_ message: String, at path: [YAMLPathComponent]) -> String? {
        if message == "expected a mapping, found a list", path.count >= 3, path.first == .key("rules"),
            path.last == .key("when")
        {
            return message
                + "; `when` takes one mapping of tests: to require every test of a list, write "
                + "`when: { all: [ … ] }` (or `any:` for at least one)"
        }
        if message == "expected a list, found a mapping", path == [.key("rules")] {
            return message
                + "; `rules` is a list: start each rule with `- `, its name as a key of its own "
                + "(`- name: …` above its `when:` and `style:`)"
        }
        return nil
    }

    /// A hint for the validator's value messages.
    func schemaHint(_ message: String) -> String? {
        guard let found = Self.foundString(in: message) else { return nil }
        // `headerHeight:40` as a mapping's only key: one text where a mapping goes.
        if message.hasPrefix("expected a mapping"), let glued = Self.gluedKey(in: found),
            glued.column == glued.key.count + 2
        {
            return message
                + "; put a space after the colon: \(QuotedText.bounded(glued.key)): \(QuotedText.bounded(glued.value))"
        }
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
