/// Measures, truncates and wraps text in character cells, as a terminal shows it.
///
/// Width counts grapheme clusters; East Asian wide and fullwidth characters and most emoji count two
/// cells, combining marks and zero-width characters none. Line breaks in a cell's text count as spaces
/// except when wrapping, where they break lines.
public enum TextMetrics {
    /// The width of `text` in character cells.
    ///
    /// - Parameter text: The text (one line).
    /// - Returns: Its width.
    public static func displayWidth(_ text: String) -> Int {
        // ASCII counts one cell a byte; a pointer scan of the string's bytes finds it fastest.
        let scanned: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte >= 0x80 { return false }
            return true
        }
        var asciiOnly = true
        if let scanned {
            asciiOnly = scanned
        } else {
            for byte in text.utf8 where byte >= 0x80 {
                asciiOnly = false
                break
            }
        }
        if asciiOnly { return text.utf8.count }
        var width = 0
        for character in text { width += Self.width(of: character) }
        return width
    }

    /// The width of one character in cells (0, 1 or 2).
    ///
    /// - Parameter character: The character.
    /// - Returns: Its width.
    public static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let value = first.value
        if value == 0x0A || value == 0x0D || value == 0x09 { return 1 }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        // Below the combining marks (U+0300) nothing is a mark, wide or an emoji presentation: one cell,
        // without the Unicode property lookups below (most non-ASCII text is Latin).
        if value < 0x300 { return 1 }
        if first.properties.generalCategory == .nonspacingMark || value == 0x200B || value == 0x200D { return 0 }
        if isWide(value) { return 2 }
        if character.unicodeScalars.count > 1, first.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The text on one line: line breaks and tabs become spaces.
    ///
    /// - Parameter text: The text.
    /// - Returns: One line.
    public static func singleLine(_ text: String) -> String {
        guard hasLineBreakOrTab(text) else { return text }
        return String(text.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })
    }

    /// The width of `text` when it is printable ASCII only (no control characters, no line breaks), in
    /// one pass over its bytes; `nil` otherwise (measure it with ``displayWidth(_:)``).
    ///
    /// - Parameter text: The text.
    /// - Returns: Its byte count, or `nil`.
    @inlinable public static func plainASCIIWidth(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// Whether `text` holds a line break or a tab (a byte scan; no character iteration).
    ///
    /// - Parameter text: The text.
    /// - Returns: Whether it contains `\n`, `\r` or `\t`.
    public static func hasLineBreakOrTab(_ text: String) -> Bool {
        for byte in text.utf8 where byte == 0x0A || byte == 0x0D || byte == 0x09 { return true }
        return false
    }

    /// Shortens `text` to at most `width` cells with an ellipsis (`…`) where the mode says.
    ///
    /// - Parameters:
    ///   - text: One line of text.
    ///   - width: The available width in cells.
    ///   - mode: `truncateTail`, `truncateMiddle`, `truncateHead` or `clip` (anything else truncates the tail).
    /// - Returns: The text, no wider than `width`.
    public static func fit(_ text: String, width: Int, mode: TruncationMode) -> String {
        guard width > 0 else { return "" }
        guard displayWidth(text) > width else { return text }
        let characters = Array(text)
        switch mode {
        case .clip:
            return prefix(characters, width: width)
        case .tail:
            return prefix(characters, width: width - 1) + "…"
        case .head:
            return "…" + suffix(characters, width: width - 1)
        case .middle:
            let available = width - 1
            let head = prefix(characters, width: (available + 1) / 2)
            let tail = suffix(characters, width: available / 2)
            return head + "…" + tail
        }
    }

    /// How text that does not fit is shortened.
    public enum TruncationMode: Sendable {
        case head, middle, tail, clip
    }

    private static func prefix(_ characters: [Character], width: Int) -> String {
        var used = 0
        var result = ""
        for character in characters {
            let cell = Self.width(of: character)
            if used + cell > width { break }
            used += cell
            result.append(character)
        }
        return result
    }

    private static func suffix(_ characters: [Character], width: Int) -> String {
        var used = 0
        var result: [Character] = []
        for character in characters.reversed() {
            let cell = Self.width(of: character)
            if used + cell > width { break }
            used += cell
            result.append(character)
        }
        return String(result.reversed())
    }

    /// Wraps `text` into lines at most `width` cells wide, breaking at spaces where it can and inside
    /// words that are longer than a line; line breaks in the text start new lines.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The line width in cells (at least 1).
    /// - Returns: The lines (at least one).
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                var wordWidth = displayWidth(String(word))
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                while wordWidth > width {
                    let head = prefix(Array(word), width: width)
                    lines.append(head)
                    word = word.dropFirst(max(1, head.count))
                    wordWidth = displayWidth(String(word))
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines.isEmpty ? [""] : lines
    }
}
