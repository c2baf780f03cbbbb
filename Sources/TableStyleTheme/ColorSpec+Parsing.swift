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
        if text.hasPrefix("#") {
            return .literal(try parseHex(text))
        }
        if text.hasPrefix("$") {
            let name = String(text.dropFirst())
            guard isPaletteName(name) else {
                throw ColorSyntaxError(
                    message: "expected a palette reference like \"$brand\", found \"\(text)\"")
            }
            return .palette(name)
        }
        let lowered = text.lowercased()
        if text.hasPrefix("rgb(") || text.hasPrefix("rgba(") {
            return .literal(try parseFunction(text))
        }
        if let semantic = SemanticColor(rawValue: text) {
            return .semantic(semantic)
        }
        var message =
            "expected a color (#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), a semantic name or $palette), found \"\(text)\""
        let names = SemanticColor.allCases.map(\.rawValue)
        let suffixMatch = names.first { !lowered.isEmpty && $0.lowercased().hasSuffix(lowered) }
        if let suggestion = DidYouMean.suggestion(for: text, among: names) ?? suffixMatch {
            message += "; did you mean \"\(suggestion)\"?"
        }
        if !text.isEmpty,
            text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || " .)".unicodeScalars.contains($0) })
        {
            message += "; if this is part of an rgb() or rgba() color split at a comma, quote the whole color"
        }
        throw ColorSyntaxError(message: message)
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

    private static func parseHex(_ text: String) throws(ColorSyntaxError) -> ThemeColor {
        let digits = Array(text.unicodeScalars.dropFirst())
        var values: [UInt8] = []
        for digit in digits {
            guard let value = hexValue(digit) else {
                throw ColorSyntaxError(message: "expected hexadecimal digits after \"#\", found \"\(text)\"")
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
                message: "expected #RGB, #RRGGBB or #RRGGBBAA, found \"\(text)\" (\(values.count) hex digits)")
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

    private static func parseFunction(_ text: String) throws(ColorSyntaxError) -> ThemeColor {
        let hasAlpha = text.hasPrefix("rgba(")
        let form = hasAlpha ? "rgba(r, g, b, a)" : "rgb(r, g, b)"
        guard text.hasSuffix(")") else {
            var message = "expected \(form) with a closing \")\", found \"\(text)\""
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
                message: "expected \(form) with \(expectedCount) components, found \(parts.count) in \"\(text)\"")
        }
        var channels: [UInt8] = []
        for part in parts.prefix(3) {
            guard !part.isEmpty, part.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let value = Int(part),
                value <= 255, part.count == 1 || !part.hasPrefix("0")
            else {
                throw ColorSyntaxError(
                    message: "expected \(form) components to be integers 0–255, found \"\(part)\" in \"\(text)\"")
            }
            channels.append(UInt8(value))
        }
        var alpha = 1.0
        if hasAlpha {
            let part = parts[3]
            guard let value = parseDecimal(part), value >= 0, value <= 1 else {
                throw ColorSyntaxError(
                    message: "expected the alpha of \(form) to be 0–1, found \"\(part)\" in \"\(text)\"")
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
