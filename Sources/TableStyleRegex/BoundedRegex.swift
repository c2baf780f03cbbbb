/// A regular expression that can never backtrack: matching takes time linear in the text's length
/// times the pattern's compiled size, whatever the pattern and the text.
///
/// Theme rules use it for `value: { matches: … }`, which must never hang (`(a+)+$` against 50,000
/// characters must finish). The pattern is compiled once into a small program (a
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

    /// The most steps ``firstMatch(in:)`` takes per scalar of a text: the literal's length for a plain
    /// literal, 1 on the automaton (ASCII text only), else the compiled program's size (the Pike VM).
    ///
    /// A caller multiplies it by the length of the texts it will search to bound its regex work.
    ///
    /// - Parameter asciiText: Whether the texts are all ASCII.
    /// - Returns: The steps per scalar, at least 1.
    package func stepsPerScalar(asciiText: Bool) -> Int {
        if let literal = program.literal { return max(1, literal.count) }
        if asciiText, program.automaton != nil { return 1 }
        return max(1, program.instructions.count)
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
