struct RegexParser {
    let scalars: [Unicode.Scalar]
    let ignoreCase: Bool
    var position = 0
    var sets: [ScalarSet] = []
    private var depth = 0

    init(scalars: [Unicode.Scalar], ignoreCase: Bool) {
        self.scalars = scalars
        self.ignoreCase = ignoreCase
    }

    typealias SyntaxError = BoundedRegex.SyntaxError

    mutating func parse() throws(SyntaxError) -> RegexNode {
        let node = try parseAlternation()
        if position < scalars.count {
            // Only an unbalanced `)` stops the top-level alternation early.
            throw SyntaxError(message: "unbalanced ')': no group to close", offset: position)
        }
        return node
    }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private mutating func parseAlternation() throws(SyntaxError) -> RegexNode {
        var options = [try parseConcatenation()]
        while current == "|" {
            position += 1
            options.append(try parseConcatenation())
        }
        return options.count == 1 ? options[0] : .alternate(options)
    }

    private mutating func parseConcatenation() throws(SyntaxError) -> RegexNode {
        var parts: [RegexNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try parseAtom()
            parts.append(try parseQuantifiers(on: atom))
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .concat(parts)
        }
    }

    private mutating func parseQuantifiers(on atom: RegexNode) throws(SyntaxError) -> RegexNode {
        var node = atom
        var quantified = false
        while let scalar = current {
            let quantifierStart = position
            var bounds: (Int, Int?)
            switch scalar {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{": bounds = try parseBraces()
            default: return node
            }
            if scalar != "{" { position += 1 }
            if quantified {
                throw SyntaxError(
                    message:
                        "a quantifier cannot follow another quantifier (possessive and nested forms are not supported)",
                    offset: quantifierStart)
            }
            if case .empty = node {
                throw SyntaxError(message: "nothing to repeat before '\(scalar)'", offset: quantifierStart)
            }
            node = .repetition(node, min: bounds.0, max: bounds.1)
            quantified = true
            // A lazy marker changes nothing when only existence of a match is reported.
            if current == "?" { position += 1 }
        }
        return node
    }

    /// Parses `{n}`, `{n,}`, `{n,m}` starting at `{`.
    private mutating func parseBraces() throws(SyntaxError) -> (Int, Int?) {
        let start = position
        position += 1
        let minimum = try parseCount(braceStart: start)
        var maximum: Int? = minimum
        if current == "," {
            position += 1
            maximum = current == "}" ? nil : try parseCount(braceStart: start)
        }
        guard current == "}" else {
            throw SyntaxError(
                message: "malformed repetition: expected '{n}', '{n,}' or '{n,m}' (write '\\{' for a literal brace)",
                offset: start)
        }
        position += 1
        if let maximum, maximum < minimum {
            throw SyntaxError(message: "repetition range {\(minimum),\(maximum)} is out of order", offset: start)
        }
        return (minimum, maximum)
    }

    private mutating func parseCount(braceStart: Int) throws(SyntaxError) -> Int {
        var value = 0
        var digits = 0
        while let scalar = current, let digit = asciiDigit(scalar) {
            value = value * 10 + digit
            digits += 1
            position += 1
            if value > BoundedRegex.maximumRepetition {
                throw SyntaxError(
                    message: "repetition count is larger than \(BoundedRegex.maximumRepetition)", offset: braceStart)
            }
        }
        if digits == 0 {
            throw SyntaxError(
                message: "malformed repetition: expected '{n}', '{n,}' or '{n,m}' (write '\\{' for a literal brace)",
                offset: braceStart)
        }
        return value
    }

    private func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 48 && scalar.value <= 57 ? Int(scalar.value - 48) : nil
    }

    private mutating func parseAtom() throws(SyntaxError) -> RegexNode {
        guard let scalar = current else { return .empty }
        let start = position
        position += 1
        switch scalar {
        case "(":
            return try parseGroup(start: start)
        case "[":
            return .set(addSet(try parseClass(start: start)))
        case ".":
            return .any
        case "^":
            return .start
        case "$":
            return .end
        case "\\":
            return try parseEscape(start: start)
        case "*", "+", "?":
            throw SyntaxError(message: "nothing to repeat before '\(scalar)'", offset: start)
        case "{":
            throw SyntaxError(
                message: "nothing to repeat before '{' (write '\\{' for a literal brace)", offset: start)
        default:
            return literal(scalar.value)
        }
    }

    private mutating func parseGroup(start: Int) throws(SyntaxError) -> RegexNode {
        if current == "?" {
            let next = position + 1 < scalars.count ? scalars[position + 1] : nil
            switch next {
            case ":":
                position += 2
            case "=", "!":
                throw SyntaxError(message: "lookahead is not supported", offset: start)
            case "<":
                let after = position + 2 < scalars.count ? scalars[position + 2] : nil
                if after == "=" || after == "!" {
                    throw SyntaxError(message: "lookbehind is not supported", offset: start)
                }
                throw SyntaxError(message: "named groups are not supported", offset: start)
            case "P", "'":
                throw SyntaxError(message: "named groups are not supported", offset: start)
            default:
                throw SyntaxError(
                    message: "inline flags and '(?' groups other than '(?:' are not supported", offset: start)
            }
        }
        depth += 1
        if depth > 100 {
            throw SyntaxError(message: "groups are nested more than 100 deep", offset: start)
        }
        let inner = try parseAlternation()
        depth -= 1
        guard current == ")" else {
            throw SyntaxError(message: "unterminated group: missing ')'", offset: start)
        }
        position += 1
        return inner
    }

    private mutating func parseEscape(start: Int) throws(SyntaxError) -> RegexNode {
        guard let scalar = current else {
            throw SyntaxError(message: "pattern ends with an unfinished escape '\\'", offset: start)
        }
        if let predefined = predefinedClass(scalar) {
            position += 1
            return .set(addSet(predefined))
        }
        switch scalar {
        case "b", "B":
            throw SyntaxError(message: "word boundaries (\\\(scalar)) are not supported", offset: start)
        case "1", "2", "3", "4", "5", "6", "7", "8", "9", "k":
            throw SyntaxError(message: "backreferences are not supported", offset: start)
        case "A", "z", "Z", "G":
            throw SyntaxError(message: "the anchor \\\(scalar) is not supported: use ^ and $", offset: start)
        case "p", "P":
            throw SyntaxError(message: "Unicode property classes (\\\(scalar)) are not supported", offset: start)
        default:
            return literal(try parseEscapedScalar(start: start))
        }
    }

    /// Parses the escaped scalar after a `\` (the backslash already consumed); shared by atoms and classes.
    private mutating func parseEscapedScalar(start: Int) throws(SyntaxError) -> UInt32 {
        guard let scalar = current else {
            throw SyntaxError(message: "pattern ends with an unfinished escape '\\'", offset: start)
        }
        position += 1
        switch scalar {
        case "t": return 9
        case "n": return 10
        case "v": return 11
        case "f": return 12
        case "r": return 13
        case "0": return 0
        case "x": return try parseHex(start: start, braced: false)
        case "u": return try parseHex(start: start, braced: true)
        default:
            if scalar.value < 128, !scalar.properties.isAlphabetic, asciiDigit(scalar) == nil {
                return scalar.value
            }
            if scalar.value >= 128 { return scalar.value }
            throw SyntaxError(message: "unknown escape '\\\(scalar)'", offset: start)
        }
    }

    private mutating func parseHex(start: Int, braced: Bool) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        let hasBrace = braced && current == "{"
        if hasBrace { position += 1 }
        let limit = hasBrace ? 6 : (braced ? 4 : 2)
        while digits < limit, let scalar = current, let digit = hexDigit(scalar) {
            value = value * 16 + digit
            digits += 1
            position += 1
        }
        if hasBrace {
            guard current == "}", digits > 0 else {
                throw SyntaxError(message: "malformed escape: expected '\\u{HEX}'", offset: start)
            }
            position += 1
        } else if digits != limit {
            throw SyntaxError(
                message: braced
                    ? "malformed escape: expected '\\uHHHH' or '\\u{HEX}'" : "malformed escape: expected '\\xHH'",
                offset: start)
        }
        guard Unicode.Scalar(value) != nil else {
            throw SyntaxError(message: "escape does not name a Unicode scalar", offset: start)
        }
        return value
    }

    private func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 48...57: return scalar.value - 48
        case 65...70: return scalar.value - 55
        case 97...102: return scalar.value - 87
        default: return nil
        }
    }

    private func predefinedClass(_ scalar: Unicode.Scalar) -> ScalarSet? {
        switch scalar {
        case "d": return UnicodeClasses.digits
        case "D": return UnicodeClasses.digits.complemented
        case "w": return UnicodeClasses.word
        case "W": return UnicodeClasses.word.complemented
        case "s": return UnicodeClasses.space
        case "S": return UnicodeClasses.space.complemented
        default: return nil
        }
    }

    /// Parses a bracket class after its `[`.
    private mutating func parseClass(start: Int) throws(SyntaxError) -> ScalarSet {
        var negated = false
        if current == "^" {
            negated = true
            position += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while true {
            guard let scalar = current else {
                throw SyntaxError(message: "unterminated character class: missing ']'", offset: start)
            }
            if scalar == "]" && !first { break }
            first = false
            let itemStart = position
            position += 1
            var low: UInt32
            if scalar == "\\" {
                if let next = current, let predefined = predefinedClass(next) {
                    position += 1
                    ranges.append(contentsOf: predefined.ranges)
                    continue
                }
                if let next = current, next == "b" {
                    low = 8  // `\b` inside a class is a backspace, as in most dialects
                    position += 1
                } else {
                    low = try parseEscapedScalar(start: itemStart)
                }
            } else {
                low = scalar.value
            }
            // A range `a-b`, unless the `-` is the last thing before `]`.
            if current == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                position += 1
                let highStart = position
                guard let highScalar = current else {
                    throw SyntaxError(message: "unterminated character class: missing ']'", offset: start)
                }
                position += 1
                var high = highScalar.value
                if highScalar == "\\" {
                    if let next = current, predefinedClass(next) != nil {
                        throw SyntaxError(message: "a class like \\\(next) cannot end a range", offset: highStart)
                    }
                    high = try parseEscapedScalar(start: highStart)
                }
                if high < low {
                    throw SyntaxError(message: "character range is out of order", offset: itemStart)
                }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        }
        position += 1
        var set = ScalarSet(ranges: ranges)
        if ignoreCase { set = caseClosed(set) }
        return negated ? set.complemented : set
    }

    private mutating func addSet(_ set: ScalarSet) -> Int {
        if let index = sets.firstIndex(of: set) { return index }
        sets.append(set)
        return sets.count - 1
    }

    /// A literal scalar; with ignoreCase, a set of its case variants.
    private mutating func literal(_ value: UInt32) -> RegexNode {
        guard ignoreCase else { return .scalar(value) }
        let variants = caseVariants(value)
        if variants.count == 1 { return .scalar(value) }
        return .set(addSet(ScalarSet(ranges: variants.map { $0...$0 })))
    }

    private func caseVariants(_ value: UInt32) -> [UInt32] {
        CaseEquivalence.variants(of: value)
    }

    private func caseClosed(_ set: ScalarSet) -> ScalarSet {
        var ranges = set.ranges
        for range in set.ranges {
            let width = range.upperBound - range.lowerBound
            let upper = width > 4096 ? min(range.upperBound, 127) : range.upperBound
            guard range.lowerBound <= upper else { continue }
            for value in range.lowerBound...upper {
                for variant in caseVariants(value) where variant != value {
                    ranges.append(variant...variant)
                }
            }
        }
        return ScalarSet(ranges: ranges)
    }
}
