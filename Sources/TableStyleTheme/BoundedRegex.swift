/// A regular expression that can never backtrack: matching takes time linear in the text's length
/// times the pattern's compiled size, whatever the pattern and the text.
///
/// Theme rules use it for `value: { matches: … }` (SPEC §3 asks that `matches` cannot hang: `(a+)+$`
/// against 50,000 characters must finish). The pattern is compiled once into a small program (a
/// Thompson NFA) which ``firstMatch(in:)`` runs over the text's Unicode scalars by keeping the *set*
/// of program positions alive at each step (a Pike VM without captures), never a backtracking stack.
///
/// ## Dialect
/// - Literals match themselves; any ASCII punctuation may be escaped (`\.`, `\\`, `\(`, `\$`, `\{`, …).
/// - `.` matches any scalar except a line feed.
/// - Classes `[abc]`, ranges `[a-z]`, negated classes `[^…]`; inside a class `\d \w \s \D \W \S` and
///   escapes work, a `]` right after `[` or `[^` and a `-` at either end are literal.
/// - Escapes `\d`, `\w`, `\s` with Unicode meanings, as in Python's `re` and Swift's `Regex`: decimal
///   digits of any script (category Nd); letters, characters with a numeric value and `_`; whitespace
///   (`\t \n \v \f \r`, U+001C–U+001F, space, U+0085, the Zs spaces, U+2028, U+2029). Their negations
///   `\D \W \S`, and `\t \n \r \f \v \0`, `\xHH`, `\u{H…}`.
/// - Anchors `^` (start of the text) and `$` (end of the text, or before a line feed that ends it, as in
///   Python and ICU); no multi-line mode.
/// - Groups `( … )` and `(?: … )` (both only group: no captures are reported), alternation `|`.
/// - Quantifiers `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` with n, m ≤ 1000; a trailing `?` (lazy form) is
///   accepted and changes nothing, since only whether a match exists is reported.
/// - Not supported (a ``SyntaxError`` saying so): backreferences (`\1`), lookaround (`(?=`, `(?!`,
///   `(?<=`, `(?<!`), named groups, inline flags (`(?i)`), word boundaries (`\b`, `\B`), possessive
///   quantifiers, POSIX classes.
///
/// Search semantics: the pattern matches anywhere in the text unless anchored with `^`/`$`.
/// With `ignoreCase`, literals and classes also match the other case of each letter (simple one-to-one
/// Unicode case mappings; class ranges wider than 4,096 scalars are folded in their ASCII part only).
///
/// Limits: a pattern is at most ``maximumPatternLength`` scalars and compiles to at most
/// ``maximumProgramSize`` instructions after expanding counted repetitions; beyond that it is refused.
public struct BoundedRegex: Sendable, Hashable {
    /// Why a pattern was refused: a message and the 0-based offset (in Unicode scalars) of the problem.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, for a theme author.
        public var message: String
        /// The 0-based offset in the pattern's Unicode scalars where the problem is.
        public var offset: Int

        /// Creates a syntax error.
        ///
        /// - Parameters:
        ///   - message: What is wrong.
        ///   - offset: Where, in Unicode scalars from the start of the pattern.
        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }

        public var description: String { "\(message) (at offset \(offset))" }
    }

    /// The longest pattern accepted, in Unicode scalars.
    public static let maximumPatternLength = 1000
    /// The largest count accepted in `{n}`, `{n,}`, `{n,m}`.
    public static let maximumRepetition = 1000
    /// The largest compiled program accepted, in instructions (counted repetitions are expanded).
    public static let maximumProgramSize = 20_000

    /// The pattern as written.
    public let pattern: String
    /// Whether letters match either case.
    public let ignoreCase: Bool
    let program: RegexProgram

    /// Compiles a pattern.
    ///
    /// - Parameters:
    ///   - pattern: The pattern, in the dialect described on the type.
    ///   - ignoreCase: Whether letters match either case.
    /// - Throws: ``SyntaxError`` when the pattern is malformed, uses an unsupported construct, or is too large.
    public init(_ pattern: String, ignoreCase: Bool = false) throws(SyntaxError) {
        self.pattern = pattern
        self.ignoreCase = ignoreCase
        let scalars = Array(pattern.unicodeScalars)
        if scalars.count > Self.maximumPatternLength {
            throw SyntaxError(
                message: "pattern is longer than \(Self.maximumPatternLength) characters",
                offset: Self.maximumPatternLength)
        }
        var parser = RegexParser(scalars: scalars, ignoreCase: ignoreCase)
        let tree = try parser.parse()
        let size = tree.programSize
        if size + 1 > Self.maximumProgramSize {
            throw SyntaxError(
                message: "pattern is too large: it expands to more than \(Self.maximumProgramSize) steps",
                offset: 0)
        }
        var compiler = RegexCompiler(sets: parser.sets)
        compiler.emit(tree)
        compiler.append(RegexInstruction(op: .match))
        program = RegexProgram(
            instructions: compiler.instructions, sets: compiler.sets, anchoredAtStart: tree.isAnchoredAtStart,
            literal: tree.plainLiteral(ignoreCase: ignoreCase))
    }

    /// Whether the pattern matches somewhere in `text` (anywhere, unless anchored).
    ///
    /// Runs in time linear in `text`'s length times the program size; never backtracks.
    ///
    /// - Parameter text: The text to search.
    /// - Returns: `true` when some part of the text matches.
    public func firstMatch(in text: String) -> Bool {
        program.matches(text)
    }

    /// The matcher as plain tables for scanning ASCII text byte by byte, for engines that keep their own
    /// flat copies (no reference counting per match). `nil` when the pattern runs on the Pike VM.
    package var asciiMatcher: RegexASCIIMatcher? {
        if let literal = program.literal {
            return .literal(Array(String(String.UnicodeScalarView(literal.compactMap(Unicode.Scalar.init))).utf8))
        }
        guard let automaton = program.automaton else { return nil }
        return .automaton(
            RegexASCIIMatcher.Automaton(
                asciiClasses: automaton.asciiClasses, classCount: automaton.classCount,
                transitions: automaton.transitions, acceptsNow: automaton.acceptsNow,
                acceptsAtEnd: automaton.acceptsAtEnd, hasEndAnchor: program.hasEndAnchor))
    }

    public static func == (lhs: BoundedRegex, rhs: BoundedRegex) -> Bool {
        lhs.pattern == rhs.pattern && lhs.ignoreCase == rhs.ignoreCase
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(ignoreCase)
    }
}

/// A compiled pattern's matcher for ASCII text, as plain data (see ``BoundedRegex/asciiMatcher``).
///
/// Text containing a non-ASCII byte must go through ``BoundedRegex/firstMatch(in:)`` instead.
package enum RegexASCIIMatcher: Sendable {
    /// The pattern is this literal (UTF-8): it matches where the text contains it.
    case literal([UInt8])
    /// The deterministic automaton: start in state 0; before each byte, stop with a match when
    /// `acceptsNow[state]`; step to `transitions[state * classCount + asciiClasses[byte]]` (negative: no
    /// match possible); at the end of the text, the answer is `acceptsAtEnd[state]`. A non-ASCII byte, or a
    /// final line feed when `hasEndAnchor`, needs the general path.
    case automaton(Automaton)

    /// The automaton's tables.
    package struct Automaton: Sendable {
        package var asciiClasses: [UInt8]
        package var classCount: Int
        package var transitions: [Int32]
        package var acceptsNow: [Bool]
        package var acceptsAtEnd: [Bool]
        /// The pattern uses `$`, which also holds before a final line feed: text ending in one must go
        /// through ``BoundedRegex/firstMatch(in:)``.
        package var hasEndAnchor: Bool
    }
}

// MARK: - Syntax tree

/// A parsed pattern.
indirect enum RegexNode: Sendable {
    case empty
    case set(Int)  // index into the parser's sets (literals compile to sets too when case-folded)
    case scalar(UInt32)
    case any
    case start
    case end
    case concat([RegexNode])
    case alternate([RegexNode])
    case repetition(RegexNode, min: Int, max: Int?)

    /// Instructions this node compiles to (saturating, so huge nestings cannot overflow).
    var programSize: Int {
        let cap = BoundedRegex.maximumProgramSize + 1
        switch self {
        case .empty: return 0
        case .set, .scalar, .any, .start, .end: return 1
        case .concat(let parts): return min(cap, parts.reduce(0) { min(cap, $0 + $1.programSize) })
        case .alternate(let options):
            // Each option but the last needs a split and a jump.
            let body = options.reduce(0) { min(cap, $0 + $1.programSize) }
            return min(cap, body + 2 * (options.count - 1))
        case .repetition(let node, let minimum, let maximum):
            let unit = node.programSize
            let required = min(cap, unit * minimum)
            if let maximum {
                return min(cap, required + (maximum - minimum) * (unit + 1))
            }
            return min(cap, required + unit + 2)
        }
    }

    /// Whether every match must begin at the start of the text.
    var isAnchoredAtStart: Bool {
        switch self {
        case .start: return true
        case .concat(let parts):
            for part in parts {
                if part.isAnchoredAtStart { return true }
                if !part.isZeroWidthAnchorFree { return false }
            }
            return false
        case .alternate(let options): return !options.isEmpty && options.allSatisfy(\.isAnchoredAtStart)
        case .repetition(let node, let minimum, _): return minimum > 0 && node.isAnchoredAtStart
        default: return false
        }
    }

    /// Whether the node matches only the empty string and asserts nothing (so an anchor after it still anchors).
    private var isZeroWidthAnchorFree: Bool {
        switch self {
        case .empty: return true
        case .concat(let parts): return parts.allSatisfy(\.isZeroWidthAnchorFree)
        default: return false
        }
    }

    /// The literal text when the whole pattern is a plain, unanchored, case-sensitive literal (searched directly).
    func plainLiteral(ignoreCase: Bool) -> [UInt32]? {
        if ignoreCase { return nil }
        switch self {
        case .scalar(let value): return [value]
        case .concat(let parts):
            var result: [UInt32] = []
            for part in parts {
                guard case .scalar(let value) = part else { return nil }
                result.append(value)
            }
            return result.isEmpty ? nil : result
        default: return nil
        }
    }
}

/// The predefined classes, as Python's `re` and Swift's `Regex` read them on Unicode text (computed once,
/// from the standard library's Unicode tables, the first time a pattern uses them).
enum UnicodeClasses {
    /// `\d`: decimal digits (general category Nd), `0-9` and those of other scripts (`٣`, `३`, `３`).
    static var digits: ScalarSet { scanned.digits }

    /// `\w`: letters (categories Lu, Ll, Lt, Lm, Lo), characters with a numeric value, and `_`.
    static var word: ScalarSet { scanned.word }

    /// `\s`: Python's whitespace — `\t \n \v \f \r`, the separators U+001C–U+001F, space, U+0085, no-break
    /// spaces and the other Zs spaces, and the line and paragraph separators.
    static let space = ScalarSet(ranges: [
        0x09...0x0D, 0x1C...0x20, 0x85...0x85, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000,
    ])

    /// Planes 0–3 hold every letter and digit; planes 4–13 are unassigned, 14 holds tags and variation
    /// selectors, 15–16 private use. Scanning only the first four keeps the one-time cost near 50 ms.
    private static let lastScanned: UInt32 = 0x3_FFFF

    private static let scanned: (digits: ScalarSet, word: ScalarSet) = {
        var digits: [ClosedRange<UInt32>] = []
        var word: [ClosedRange<UInt32>] = []
        var digitStart: UInt32?
        var wordStart: UInt32?
        func update(_ inside: Bool, _ value: UInt32, _ start: inout UInt32?, _ ranges: inout [ClosedRange<UInt32>]) {
            if inside, start == nil { start = value }
            if !inside, let first = start {
                ranges.append(first...(value - 1))
                start = nil
            }
        }
        for value in UInt32(0)...(lastScanned + 1) {
            var isDigit = false
            var isWord = false
            if value <= lastScanned, let scalar = Unicode.Scalar(value) {
                let properties = scalar.properties
                isDigit = properties.numericType == .decimal
                switch properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: isWord = true
                default: isWord = value == 95 || properties.numericType != nil
                }
            }
            update(isDigit, value, &digitStart, &digits)
            update(isWord, value, &wordStart, &word)
        }
        return (ScalarSet(ranges: digits), ScalarSet(ranges: word))
    }()
}

/// Which scalars `ignoreCase` treats as the same letter, as Python's `re` does: two scalars are equivalent
/// when they lowercase alike after uppercasing (`k`, `K` and the Kelvin sign; `s`, `S` and long `ſ`; `i`,
/// `I`, `İ` and dotless `ı`; `σ`, `Σ` and final `ς`), or share a longer uppercase form (`ﬅ` and `ﬆ`).
/// Built once, the first time a case-insensitive pattern is compiled, from planes 0 and 1 (every cased
/// letter is there).
enum CaseEquivalence {
    /// The variants of `value`, itself included.
    static func variants(of value: UInt32) -> [UInt32] {
        groups[value] ?? [value]
    }

    private static let groups: [UInt32: [UInt32]] = {
        func single(_ text: String) -> Unicode.Scalar? {
            var scalars = text.unicodeScalars.makeIterator()
            guard let first = scalars.next(), scalars.next() == nil else { return nil }
            return first
        }
        // Union-find over scalar values, joined through each scalar's key.
        var parent: [UInt32: UInt32] = [:]
        func root(_ value: UInt32) -> UInt32 {
            var current = value
            while let next = parent[current], next != current { current = next }
            return current
        }
        func join(_ first: UInt32, _ second: UInt32) {
            let (a, b) = (root(first), root(second))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var byLongUppercase: [String: UInt32] = [:]
        for value in UInt32(0)...0x1_FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped else { continue }
            let upperMapping = scalar.properties.uppercaseMapping
            let upper = single(upperMapping) ?? scalar
            // The simple lowercase: the one scalar of the mapping (İ, the only letter whose lowercase is
            // longer, lowercases to `i` plus a combining dot; its simple mapping is the `i`).
            let lowerMapping = upper.properties.lowercaseMapping
            let lower = single(lowerMapping) ?? lowerMapping.unicodeScalars.first ?? upper
            if parent[value] == nil { parent[value] = value }
            if parent[lower.value] == nil { parent[lower.value] = lower.value }
            join(value, lower.value)
            if upperMapping.unicodeScalars.count > 1 {
                if let other = byLongUppercase[upperMapping] {
                    join(value, other)
                } else {
                    byLongUppercase[upperMapping] = value
                }
            }
        }
        var members: [UInt32: [UInt32]] = [:]
        for value in parent.keys { members[root(value), default: []].append(value) }
        var groups: [UInt32: [UInt32]] = [:]
        for group in members.values where group.count > 1 {
            let sorted = group.sorted()
            for value in sorted { groups[value] = sorted }
        }
        return groups
    }()
}

/// A set of scalars as sorted, disjoint, non-adjacent closed ranges, with an ASCII bitmap for speed and, for
/// sets of many ranges (the Unicode classes `\w \d` and their complements), a bitmap of the Basic
/// Multilingual Plane (8 KB), so the VM tests non-ASCII text without a binary search per thread and scalar.
struct ScalarSet: Sendable, Hashable {
    var ranges: [ClosedRange<UInt32>]
    var asciiLow: UInt64 = 0
    var asciiHigh: UInt64 = 0
    /// Bit `v` is set when scalar `v` (< 0x10000) is in the set; empty for sets of few ranges.
    private var planeZero: [UInt64] = []

    static let bitmapThreshold = 16

    init(ranges: [ClosedRange<UInt32>]) {
        self.ranges = ScalarSet.normalized(ranges)
        for range in self.ranges where range.lowerBound < 128 {
            for value in range.lowerBound...min(127, range.upperBound) {
                if value < 64 { asciiLow |= 1 << UInt64(value) } else { asciiHigh |= 1 << UInt64(value - 64) }
            }
        }
        if self.ranges.count > Self.bitmapThreshold {
            var words = Array(repeating: UInt64(0), count: 1024)
            for range in self.ranges where range.lowerBound < 0x10000 {
                for value in range.lowerBound...min(0xFFFF, range.upperBound) {
                    words[Int(value >> 6)] |= 1 << UInt64(value & 63)
                }
            }
            planeZero = words
        }
    }

    static func == (lhs: ScalarSet, rhs: ScalarSet) -> Bool { lhs.ranges == rhs.ranges }

    func hash(into hasher: inout Hasher) { hasher.combine(ranges) }

    @inline(__always) func contains(_ value: UInt32) -> Bool {
        if value < 64 { return asciiLow & (1 << UInt64(value)) != 0 }
        if value < 128 { return asciiHigh & (1 << UInt64(value - 64)) != 0 }
        if value < 0x10000 && !planeZero.isEmpty {
            return planeZero[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
        }
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Every scalar not in the set.
    var complemented: ScalarSet {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound &+ 1
            if range.upperBound == 0x10FFFF { return ScalarSet(ranges: result) }
        }
        result.append(next...0x10FFFF)
        return ScalarSet(ranges: result)
    }

    static func normalized(_ input: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = input.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

// MARK: - Parser

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

// MARK: - Program

/// One instruction of the compiled program; a flat, trivial value so the matcher's loop stays tight.
struct RegexInstruction: Sendable, Hashable {
    enum Operation: UInt8, Sendable {
        case scalar, any, set, start, end, split, jump, match
    }

    var op: Operation
    var first: Int32 = 0
    var second: Int32 = 0
}

struct RegexCompiler {
    var instructions: [RegexInstruction] = []
    var sets: [ScalarSet]

    init(sets: [ScalarSet]) {
        self.sets = sets
    }

    mutating func append(_ instruction: RegexInstruction) {
        instructions.append(instruction)
    }

    private var next: Int32 { Int32(instructions.count) }

    mutating func emit(_ node: RegexNode) {
        switch node {
        case .empty:
            break
        case .scalar(let value):
            append(RegexInstruction(op: .scalar, first: Int32(bitPattern: value)))
        case .set(let index):
            append(RegexInstruction(op: .set, first: Int32(index)))
        case .any:
            append(RegexInstruction(op: .any))
        case .start:
            append(RegexInstruction(op: .start))
        case .end:
            append(RegexInstruction(op: .end))
        case .concat(let parts):
            for part in parts { emit(part) }
        case .alternate(let options):
            var jumps: [Int] = []
            for (index, option) in options.enumerated() {
                if index < options.count - 1 {
                    let split = instructions.count
                    append(RegexInstruction(op: .split, first: next + 1))
                    emit(option)
                    jumps.append(instructions.count)
                    append(RegexInstruction(op: .jump))
                    instructions[split].second = next
                } else {
                    emit(option)
                }
            }
            for jump in jumps { instructions[jump].first = next }
        case .repetition(let inner, let minimum, let maximum):
            emitRepetition(inner, minimum: minimum, maximum: maximum)
        }
    }

    private mutating func emitRepetition(_ inner: RegexNode, minimum: Int, maximum: Int?) {
        guard let maximum else {
            if minimum == 0 {
                // L: split(body, out); body; jump L
                let loop = instructions.count
                append(RegexInstruction(op: .split, first: next + 1))
                emit(inner)
                append(RegexInstruction(op: .jump, first: Int32(loop)))
                instructions[loop].second = next
            } else {
                for _ in 0..<(minimum - 1) { emit(inner) }
                // L: body; split(L, out)
                let loop = next
                emit(inner)
                append(RegexInstruction(op: .split, first: loop, second: next + 1))
            }
            return
        }
        for _ in 0..<minimum { emit(inner) }
        var splits: [Int] = []
        for _ in 0..<(maximum - minimum) {
            splits.append(instructions.count)
            append(RegexInstruction(op: .split, first: next + 1))
            emit(inner)
        }
        for split in splits { instructions[split].second = next }
    }
}

/// The compiled program and its matcher (a class: shared by copies of the regex, never mutated).
final class RegexProgram: Sendable {
    let instructions: [RegexInstruction]
    let sets: [ScalarSet]
    let anchoredAtStart: Bool
    /// Whether the pattern uses `$` (which also holds before a final line feed).
    let hasEndAnchor: Bool
    /// Set when the pattern is a plain literal: a direct substring search is used instead of the VM.
    let literal: [UInt32]?
    /// The program as a deterministic automaton, when it has a small one (most theme patterns do).
    let automaton: RegexAutomaton?

    init(instructions: [RegexInstruction], sets: [ScalarSet], anchoredAtStart: Bool, literal: [UInt32]?) {
        hasEndAnchor = instructions.contains { $0.op == .end }
        self.instructions = instructions
        self.sets = sets
        self.anchoredAtStart = anchoredAtStart
        self.literal = literal
        automaton =
            literal == nil
            ? RegexAutomaton(instructions: instructions, sets: sets, anchoredAtStart: anchoredAtStart) : nil
    }

    func matches(_ text: String) -> Bool {
        if let literal { return containsLiteral(literal, in: text) }
        // The automaton reads ASCII only, and treats `$` as the end of the text only: text with another
        // scalar, or ending in a line feed when the pattern has `$`, goes to the VM.
        if let automaton, !(hasEndAnchor && text.utf8.last == 10), let answer = automaton.matches(text) {
            return answer
        }
        let count = instructions.count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * count) { buffer in
            guard let base = buffer.baseAddress else { return false }
            return instructions.withUnsafeBufferPointer { program in
                run(
                    program: program, current: base, next: base + count, marks: base + 2 * count,
                    stack: base + 3 * count, text: text)
            }
        }
    }

    private func containsLiteral(_ literal: [UInt32], in text: String) -> Bool {
        // Naive search: the literal is short (≤ 1000 scalars) and cell texts are short; still linear × literal.
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while start != scalars.endIndex {
            var index = start
            var matched = 0
            while matched < literal.count, index != scalars.endIndex, scalars[index].value == literal[matched] {
                matched += 1
                index = scalars.index(after: index)
            }
            if matched == literal.count { return true }
            if index == scalars.endIndex && matched > 0 { return false }
            start = scalars.index(after: start)
        }
        return false
    }

    // One long function keeps the hot loop free of calls.
    private func run(
        program: UnsafeBufferPointer<RegexInstruction>, current currentList: UnsafeMutablePointer<Int32>,
        next nextList: UnsafeMutablePointer<Int32>, marks: UnsafeMutablePointer<Int32>,
        stack: UnsafeMutablePointer<Int32>, text: String
    ) -> Bool {
        marks.initialize(repeating: -1, count: program.count)
        var current = currentList
        var next = nextList
        var currentCount = 0
        var generation: Int32 = 0

        // Adds `pc` and everything reachable from it without consuming a scalar to `list`.
        // Returns true when the match instruction is reached.
        @inline(__always)
        func addClosure(
            _ start: Int32, to list: UnsafeMutablePointer<Int32>, count listCount: inout Int, generation: Int32,
            atStart: Bool, atEnd: Bool
        ) -> Bool {
            if marks[Int(start)] == generation { return false }
            marks[Int(start)] = generation
            var stackCount = 1
            stack[0] = start
            while stackCount > 0 {
                stackCount -= 1
                let pc = Int(stack[stackCount])
                let instruction = program[pc]
                switch instruction.op {
                case .match:
                    return true
                case .jump:
                    let target = Int(instruction.first)
                    if marks[target] != generation {
                        marks[target] = generation
                        stack[stackCount] = instruction.first
                        stackCount += 1
                    }
                case .split:
                    let second = instruction.second
                    if marks[Int(second)] != generation {
                        marks[Int(second)] = generation
                        stack[stackCount] = second
                        stackCount += 1
                    }
                    let first = instruction.first
                    if marks[Int(first)] != generation {
                        marks[Int(first)] = generation
                        stack[stackCount] = first
                        stackCount += 1
                    }
                case .start:
                    if atStart, marks[pc + 1] != generation {
                        marks[pc + 1] = generation
                        stack[stackCount] = Int32(pc + 1)
                        stackCount += 1
                    }
                case .end:
                    if atEnd, marks[pc + 1] != generation {
                        marks[pc + 1] = generation
                        stack[stackCount] = Int32(pc + 1)
                        stackCount += 1
                    }
                case .scalar, .any, .set:
                    list[listCount] = Int32(pc)
                    listCount += 1
                }
            }
            return false
        }

        var iterator = text.unicodeScalars.makeIterator()
        var scalar = iterator.next()
        var following = iterator.next()
        var atStart = true
        // `$` holds at the end of the text and before a line feed that ends it (as in Python and ICU).
        var atEnd: Bool { scalar == nil || (scalar?.value == 10 && following == nil) }
        while true {
            // A new thread starts at every position unless the pattern is anchored at the start.
            if atStart || !anchoredAtStart {
                if addClosure(
                    0, to: current, count: &currentCount, generation: generation, atStart: atStart, atEnd: atEnd)
                {
                    return true
                }
            }
            guard let consumed = scalar else { return false }
            if currentCount == 0 && anchoredAtStart { return false }
            let value = consumed.value
            scalar = following
            following = iterator.next()
            generation += 1
            var nextCount = 0
            for index in 0..<currentCount {
                let pc = Int(current[index])
                let instruction = program[pc]
                let accepted: Bool
                switch instruction.op {
                case .scalar: accepted = UInt32(bitPattern: instruction.first) == value
                case .any: accepted = value != 10
                case .set: accepted = sets[Int(instruction.first)].contains(value)
                default: accepted = false
                }
                if accepted,
                    addClosure(
                        Int32(pc + 1), to: next, count: &nextCount, generation: generation, atStart: false,
                        atEnd: atEnd)
                {
                    return true
                }
            }
            swap(&current, &next)
            currentCount = nextCount
            atStart = false
        }
    }
}

// MARK: - Deterministic automaton

/// The program compiled by subset construction into a DFA over *ASCII classes* (ranges of ASCII scalars
/// every instruction treats alike), built eagerly at compile time and only when small (≤ 512 states).
/// Matching ASCII text is then one table step per scalar; other text goes to the VM. Anchors are folded
/// in: the start state is built with "at start" true, and each state records whether a match is reached
/// now or at the end of the text.
final class RegexAutomaton: Sendable {
    static let maximumStates = 512
    static let maximumClasses = 129

    /// Class of each ASCII scalar.
    let asciiClasses: [UInt8]
    /// How many classes there are (the scalars from 128 up form the last one, which is never stepped on).
    let classCount: Int
    /// `state * classCount + class` → next state, or -1 when no match can follow.
    let transitions: [Int32]
    /// A match ends here, whatever follows.
    let acceptsNow: [Bool]
    /// A match ends here if the text ends here (`$` holds).
    let acceptsAtEnd: [Bool]

    init?(instructions: [RegexInstruction], sets: [ScalarSet], anchoredAtStart: Bool) {
        // Class boundaries: every point where some instruction's answer can change.
        var points: Set<UInt32> = [0, 10, 11, 128]
        for instruction in instructions {
            switch instruction.op {
            case .scalar:
                let value = UInt32(bitPattern: instruction.first)
                points.insert(value)
                points.insert(value &+ 1)
            case .set:
                for range in sets[Int(instruction.first)].ranges {
                    points.insert(range.lowerBound)
                    points.insert(range.upperBound &+ 1)
                }
            default: break
            }
        }
        // ASCII only: every scalar from 128 up shares one class, never stepped on (`matches` gives up there).
        let starts = points.filter { $0 <= 128 }.sorted()
        guard starts.count <= Self.maximumClasses else { return nil }

        func accepts(_ instruction: RegexInstruction, _ value: UInt32) -> Bool {
            switch instruction.op {
            case .scalar: return UInt32(bitPattern: instruction.first) == value
            case .any: return value != 10
            case .set: return sets[Int(instruction.first)].contains(value)
            default: return false
            }
        }
        /// The consuming instructions reachable from `kernel` without consuming, and whether `match` is.
        func closure(_ kernel: [Int32], atStart: Bool, atEnd: Bool) -> (consuming: [Int32], matched: Bool) {
            var seen = Set<Int32>()
            var stack = kernel
            var consuming: [Int32] = []
            var matched = false
            while let pc = stack.popLast() {
                guard seen.insert(pc).inserted else { continue }
                let instruction = instructions[Int(pc)]
                switch instruction.op {
                case .match: matched = true
                case .jump: stack.append(instruction.first)
                case .split:
                    stack.append(instruction.second)
                    stack.append(instruction.first)
                case .start: if atStart { stack.append(pc + 1) }
                case .end: if atEnd { stack.append(pc + 1) }
                case .scalar, .any, .set: consuming.append(pc)
                }
            }
            return (consuming.sorted(), matched)
        }

        struct Key: Hashable {
            var kernel: [Int32]
            var atStart: Bool
        }
        var states: [Key: Int32] = [:]
        var pending: [Key] = []
        var transitions: [Int32] = []
        var acceptsNow: [Bool] = []
        var acceptsAtEnd: [Bool] = []
        func state(_ key: Key) -> Int32? {
            if let known = states[key] { return known }
            guard states.count < Self.maximumStates else { return nil }
            let index = Int32(states.count)
            states[key] = index
            pending.append(key)
            return index
        }
        guard state(Key(kernel: [], atStart: true)) != nil else { return nil }
        var next = 0
        while next < pending.count {
            let key = pending[next]
            next += 1
            let seeds = key.atStart || !anchoredAtStart ? key.kernel + [0] : key.kernel
            let now = closure(seeds, atStart: key.atStart, atEnd: false)
            acceptsNow.append(now.matched)
            acceptsAtEnd.append(closure(seeds, atStart: key.atStart, atEnd: true).matched)
            for start in starts {
                let kernel = now.consuming.filter { accepts(instructions[Int($0)], start) }.map { $0 + 1 }
                if kernel.isEmpty && anchoredAtStart {
                    transitions.append(-1)
                    continue
                }
                guard let target = state(Key(kernel: kernel, atStart: false)) else { return nil }
                transitions.append(target)
            }
        }
        self.transitions = transitions
        self.acceptsNow = acceptsNow
        self.acceptsAtEnd = acceptsAtEnd
        classCount = starts.count
        asciiClasses = (0..<128).map { value in
            UInt8(starts.lastIndex { $0 <= UInt32(value) } ?? 0)
        }
    }

    /// Whether the pattern matches `text`, or `nil` when the text has a scalar outside ASCII before the
    /// answer is known (`$` is taken as the end of the text only; see ``RegexProgram/matches(_:)``).
    func matches(_ text: String) -> Bool? {
        transitions.withUnsafeBufferPointer { table in
            asciiClasses.withUnsafeBufferPointer { ascii in
                acceptsNow.withUnsafeBufferPointer { now in
                    var state = 0
                    for scalar in text.unicodeScalars {
                        if now[state] { return true }
                        let value = scalar.value
                        guard value < 128 else { return nil }
                        let target = table[state * classCount + Int(ascii[Int(value)])]
                        if target < 0 { return false }
                        state = Int(target)
                    }
                    return acceptsAtEnd[state]
                }
            }
        }
    }
}
