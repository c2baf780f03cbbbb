import TableStyleDiagnostics

extension ColorSpec {
    /// Reads one color written as text: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`,
    /// `rgba(r, g, b, a)`, a semantic name or a `$palette` reference.
    ///
    /// The `{ color, alpha }` form is a mapping and is read by the theme loader.
    ///
    /// - Parameter text: The color as written.
    /// - Returns: The color spec.
    /// - Throws: ``ColorSyntaxError`` when the text is none of the forms.
    public static func parse(_ text: String) throws(ColorSyntaxError) -> ColorSpec {
        try parse(text, suggesting: true)
    }

    /// ``parse(_:)``, with a "did you mean" in the message of a misspelt name only when `suggesting`
    /// (a file past its error limit gets none: the search is the costly part of a bad color).
    ///
    /// - Parameters:
    ///   - text: The color as written.
    ///   - suggesting: Whether to search the semantic names for a suggestion.
    /// - Returns: The color spec.
    /// - Throws: ``ColorSyntaxError`` when the text is none of the forms.
    package static func parse(_ text: String, suggesting: Bool) throws(ColorSyntaxError) -> ColorSpec {
        let quoted = "\"" + QuotedText.bounded(text) + "\""
        if text.hasPrefix("#") {
            return .literal(try parseHex(text, quoted: quoted))
        }
        if text.hasPrefix("$") {
            let name = String(text.dropFirst())
            guard isPaletteName(name) else {
                throw ColorSyntaxError(
                    message: "expected a palette reference like \"$brand\", found \(quoted)")
            }
            return .palette(name)
        }
        if text.hasPrefix("rgb(") || text.hasPrefix("rgba(") {
            return .literal(try parseFunction(text, quoted: quoted))
        }
        if let semantic = SemanticColor(rawValue: text) {
            return .semantic(semantic)
        }
        var message =
            "expected a color (#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), a semantic name or $palette), found \(quoted)"
        if suggesting, let suggestion = semanticSuggestion(for: text) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        if !text.isEmpty,
            text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || " .)".unicodeScalars.contains($0) })
        {
            message += "; if this is part of an rgb() or rgba() color split at a comma, quote the whole color"
        }
        throw ColorSyntaxError(message: message)
    }

    /// The semantic name `text` is a likely typo of, or the one it ends (`blue` → `systemBlue`).
    private static func semanticSuggestion(for text: String) -> String? {
        let names = SemanticColor.allCases.map(\.rawValue)
        if let suggestion = DidYouMean.suggestion(for: text, among: names) { return suggestion }
        // No name is longer than 64 scalars, so a longer text ends none of them (and is not lowercased).
        guard !text.isEmpty, text.unicodeScalars.prefix(65).count <= 64 else { return nil }
        let lowered = text.lowercased()
        return names.first { $0.lowercased().hasSuffix(lowered) }
    }

    /// Whether `name` can name a palette entry: a letter or `_`, then letters, digits, `_` or `-`.
    ///
    /// - Parameter name: The name without `$`.
    /// - Returns: `true` when valid.
    public static func isPaletteName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isASCIILetter(first) || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy {
            isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func parseHex(_ text: String, quoted: String) throws(ColorSyntaxError) -> ThemeColor {
        let digits = Array(text.unicodeScalars.dropFirst())
        var values: [UInt8] = []
        for digit in digits {
            guard let value = hexValue(digit) else {
                throw ColorSyntaxError(message: "expected hexadecimal digits after \"#\", found \(quoted)")
            }
            values.append(value)
        }
        switch values.count {
        case 3:
            return ThemeColor(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
            let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
            return ThemeColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
        default:
            throw ColorSyntaxError(
                message: "expected #RGB, #RRGGBB or #RRGGBBAA, found \(quoted) (\(values.count) hex digits)")
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }

    private static func parseFunction(_ text: String, quoted: String) throws(ColorSyntaxError) -> ThemeColor {
        let hasAlpha = text.hasPrefix("rgba(")
        let form = hasAlpha ? "rgba(r, g, b, a)" : "rgb(r, g, b)"
        guard text.hasSuffix(")") else {
            var message = "expected \(form) with a closing \")\", found \(quoted)"
            if !text.contains(")") {
                message += "; in a { … } flow mapping or [ … ] list, quote colors that contain commas"
            }
            throw ColorSyntaxError(message: message)
        }
        let inner = text.dropFirst(hasAlpha ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: " \t")
        }
        let expectedCount = hasAlpha ? 4 : 3
        guard parts.count == expectedCount else {
            throw ColorSyntaxError(
                message: "expected \(form) with \(expectedCount) components, found \(parts.count) in \(quoted)")
        }
        var channels: [UInt8] = []
        for part in parts.prefix(3) {
            guard !part.isEmpty, part.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(part),
                value <= 255, part.count == 1 || !part.hasPrefix("0")
            else {
                throw ColorSyntaxError(
                    message:
                        "expected \(form) components to be integers 0–255, found \"\(QuotedText.bounded(part))\" in \(quoted)"
                )
            }
            channels.append(UInt8(value))
        }
        var alpha = 1.0
        if hasAlpha {
            let part = parts[3]
            guard let value = parseDecimal(part), value >= 0, value <= 1 else {
                throw ColorSyntaxError(
                    message:
                        "expected the alpha of \(form) to be 0–1, found \"\(QuotedText.bounded(part))\" in \(quoted)")
            }
            alpha = value
        }
        return ThemeColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// A plain decimal (`0`, `0.5`, `.5`, `1.0`), no exponent, sign or spaces.
    private static func parseDecimal(_ text: String) -> Double? {
        guard !text.isEmpty, text != ".", !text.hasSuffix("."),
            text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }),
            text.filter({ $0 == "." }).count <= 1
        else { return nil }
        return Double(text.hasPrefix(".") ? "0" + text : text)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
        return String(scalars)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(self).trimmingCharacters(in: set)
    }
}
