/// A reader's summary of two ANSI renderings: whether the visible text and layout changed, or only the
/// colours and text attributes, and on which lines — with the escape codes removed, since raw SGR
/// sequences are unreadable in a diff.
enum ANSISummary {
    /// The most lines listed.
    static let limit = 10

    static func lines(from reference: String, to actual: String) -> [String] {
        let plainReference = stripped(reference)
        let plainActual = stripped(actual)
        let differ = LineDiff(context: 0)
        if plainReference == plainActual {
            let changed = differ.edits(from: reference, to: actual).compactMap { edit -> Int? in
                edit.operation == .insert ? edit.actualLine : nil
            }
            let plainLines = LineDiff.lines(of: plainActual)
            var result = ["text and layout unchanged; colours or text attributes differ on \(changed.count) line(s):"]
            for line in changed.prefix(limit) where plainLines.indices.contains(line) {
                result.append("line \(line + 1): \(plainLines[line])")
            }
            if changed.count > limit { result.append("… and \(changed.count - limit) more line(s)") }
            return result
        }
        let edits = differ.edits(from: plainReference, to: plainActual).filter { $0.operation != .equal }
        var result = ["the visible text or layout changed (escape codes removed):"]
        for edit in edits.prefix(limit) {
            result.append((edit.operation == .delete ? "- " : "+ ") + edit.text)
        }
        if edits.count > limit { result.append("… and \(edits.count - limit) more changed line(s)") }
        return result
    }

    /// The text without SGR escape sequences (`ESC [ … m`).
    static func stripped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar.properties.isAlphabetic { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
