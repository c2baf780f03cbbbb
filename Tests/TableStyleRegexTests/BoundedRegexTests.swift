import TableStyleRegex
import Testing

@Suite("BoundedRegex")
struct BoundedRegexTests {
    struct Case: Sendable, CustomStringConvertible {
        var pattern: String
        var text: String
        var expected: Bool
        var ignoreCase = false

        var description: String { "/\(pattern)/\(ignoreCase ? "i" : "") ~ \"\(text)\" = \(expected)" }
    }

    static let cases: [Case] = [
        // Literals search anywhere unless anchored.
        Case(pattern: "abc", text: "xxabcxx", expected: true),
        Case(pattern: "abc", text: "ab", expected: false),
        Case(pattern: "abc", text: "abxabc", expected: true),
        Case(pattern: "", text: "", expected: true),
        Case(pattern: "", text: "anything", expected: true),
        Case(pattern: "^abc", text: "abcdef", expected: true),
        Case(pattern: "^abc", text: "xabc", expected: false),
        Case(pattern: "abc$", text: "xxabc", expected: true),
        Case(pattern: "abc$", text: "abcx", expected: false),
        Case(pattern: "^$", text: "", expected: true),
        Case(pattern: "^$", text: "a", expected: false),
        Case(pattern: "^abc$", text: "abc", expected: true),
        Case(pattern: "^abc$", text: "abcc", expected: false),
        // Dot.
        Case(pattern: "a.c", text: "abc", expected: true),
        Case(pattern: "a.c", text: "a\nc", expected: false),
        Case(pattern: "a.c", text: "aéc", expected: true),
        // Classes.
        Case(pattern: "[a-c]x", text: "bx", expected: true),
        Case(pattern: "[a-c]x", text: "dx", expected: false),
        Case(pattern: "^[^0-9]+$", text: "abc", expected: true),
        Case(pattern: "^[^0-9]+$", text: "ab3c", expected: false),
        Case(pattern: "[]a]", text: "]", expected: true),
        Case(pattern: "[a-]", text: "-", expected: true),
        Case(pattern: "[\\d.]+", text: "3.5", expected: true),
        Case(pattern: "^[\\w-]+$", text: "ab_c-9", expected: true),
        Case(pattern: "^[\\w-]+$", text: "ab c", expected: false),
        Case(pattern: "[é-ë]", text: "ê", expected: true),
        // Escapes.
        Case(pattern: "^\\d+$", text: "12345", expected: true),
        Case(pattern: "^\\d+$", text: "12a45", expected: false),
        Case(pattern: "\\D", text: "123", expected: false),
        Case(pattern: "\\s", text: "a b", expected: true),
        Case(pattern: "\\S", text: " \t", expected: false),
        Case(pattern: "^\\W$", text: "_", expected: false),
        Case(pattern: "^\\W$", text: "!", expected: true),
        Case(pattern: "a\\.b", text: "a.b", expected: true),
        Case(pattern: "a\\.b", text: "axb", expected: false),
        Case(pattern: "\\\\", text: "a\\b", expected: true),
        Case(pattern: "\\$\\d", text: "cost $5", expected: true),
        Case(pattern: "\\x41", text: "A", expected: true),
        Case(pattern: "\\u{1F600}", text: "smile 😀", expected: true),
        Case(pattern: "\\u00e9", text: "é", expected: true),
        Case(pattern: "a\\tb", text: "a\tb", expected: true),
        // Groups and alternation.
        Case(pattern: "^(ab|cd)+$", text: "abcdab", expected: true),
        Case(pattern: "^(ab|cd)+$", text: "abcda", expected: false),
        Case(pattern: "^(?:overdue|late)$", text: "late", expected: true),
        Case(pattern: "^(?:overdue|late)$", text: "later", expected: false),
        Case(pattern: "cat|dog", text: "hotdog", expected: true),
        Case(pattern: "^cat|dog$", text: "my cat", expected: false),
        Case(pattern: "a|", text: "zzz", expected: true),
        // Quantifiers.
        Case(pattern: "^a*$", text: "", expected: true),
        Case(pattern: "^a+$", text: "", expected: false),
        Case(pattern: "^ab?c$", text: "ac", expected: true),
        Case(pattern: "^ab?c$", text: "abbc", expected: false),
        Case(pattern: "^a{3}$", text: "aaa", expected: true),
        Case(pattern: "^a{3}$", text: "aaaa", expected: false),
        Case(pattern: "^a{2,}$", text: "a", expected: false),
        Case(pattern: "^a{2,}$", text: "aaaaa", expected: true),
        Case(pattern: "^a{2,3}$", text: "aaa", expected: true),
        Case(pattern: "^a{2,3}$", text: "aaaa", expected: false),
        Case(pattern: "^a{0,2}b", text: "b", expected: true),
        Case(pattern: "^(a|b){2}c$", text: "bac", expected: true),
        Case(pattern: "^a*?b", text: "aab", expected: true),
        Case(pattern: "^(a*)*$", text: "aaaa", expected: true),
        Case(pattern: "^(a*)*b$", text: "aaaa", expected: false),
        Case(pattern: "^-?\\d+(\\.\\d+)?$", text: "-12.50", expected: true),
        Case(pattern: "^-?\\d+(\\.\\d+)?$", text: "12.", expected: false),
        // Case folding.
        Case(pattern: "overdue", text: "OVERDUE!", expected: true, ignoreCase: true),
        Case(pattern: "overdue", text: "OVERDUE!", expected: false),
        Case(pattern: "^[a-c]+$", text: "AbC", expected: true, ignoreCase: true),
        Case(pattern: "^[^a]$", text: "A", expected: false, ignoreCase: true),
        Case(pattern: "straße", text: "STRAßE", expected: true, ignoreCase: true),
        Case(pattern: "émile", text: "ÉMILE", expected: true, ignoreCase: true),
        // Unicode scalars, not bytes.
        Case(pattern: "^.{3}$", text: "日本語", expected: true),
        // Too many automaton states: the set-simulation matcher answers instead.
        Case(pattern: "(a|b)*a(a|b){12}", text: "xxa" + String(repeating: "b", count: 12), expected: true),
        Case(pattern: "(a|b)*a(a|b){12}", text: "xxa" + String(repeating: "b", count: 11), expected: false),
        Case(pattern: "^(a|b)*a(a|b){12}$", text: "ba" + String(repeating: "ab", count: 6), expected: true),
        Case(pattern: "(a|b)*a(a|b){12}$", text: String(repeating: "b", count: 30) + "c", expected: false),
        Case(pattern: "^(x|y)*x(x|y){10}z$", text: "yx" + String(repeating: "y", count: 10) + "z", expected: true),
        Case(pattern: "[\\d]{3}", text: "a12b", expected: false),
        // Unicode classes, as Python's `re` and Swift's `Regex` read them.
        Case(pattern: "^\\d+$", text: "٣٤٥", expected: true),
        Case(pattern: "^\\d$", text: "３", expected: true),
        Case(pattern: "^\\d$", text: "½", expected: false),
        Case(pattern: "^\\w+$", text: "Müller_2", expected: true),
        Case(pattern: "^\\w+$", text: "日本語", expected: true),
        Case(pattern: "^\\w+$", text: "a-b", expected: false),
        Case(pattern: "\\W", text: "naïve", expected: false),
        Case(pattern: "^[\\w\\s]+$", text: "Crème brûlée", expected: true),
        Case(pattern: "^a\\sb$", text: "a\u{00A0}b", expected: true),
        Case(pattern: "^a\\sb$", text: "a\u{3000}b", expected: true),
        Case(pattern: "^a\\sb$", text: "a\u{1C}b", expected: true),
        Case(pattern: "^a\\sb$", text: "a\u{200B}b", expected: false),
        Case(pattern: "\\S", text: "\u{00A0}\u{2028}\t", expected: false),
        Case(pattern: "^[^\\d]+$", text: "x٣", expected: false),
        // Case equivalence as in Python's `re`: letters that lowercase alike after uppercasing.
        Case(pattern: "^istanbul$", text: "İSTANBUL", expected: true, ignoreCase: true),
        Case(pattern: "i", text: "ı", expected: true, ignoreCase: true),
        Case(pattern: "ı", text: "I", expected: true, ignoreCase: true),
        Case(pattern: "k", text: "\u{212A}", expected: true, ignoreCase: true),
        Case(pattern: "[a-z]", text: "ſ", expected: true, ignoreCase: true),
        Case(pattern: "[^a-z]", text: "\u{212A}", expected: false, ignoreCase: true),
        Case(pattern: "σ", text: "ς", expected: true, ignoreCase: true),
        Case(pattern: "ǅ", text: "ǆ", expected: true, ignoreCase: true),
        Case(pattern: "ß", text: "ẞ", expected: true, ignoreCase: true),
        Case(pattern: "ß", text: "SS", expected: false, ignoreCase: true),
        Case(pattern: "ﬅ", text: "ﬆ", expected: true, ignoreCase: true),
        Case(pattern: "k", text: "\u{212A}", expected: false),
        // `$` also holds before a final line feed (not before other line breaks, not before two).
        Case(pattern: "abc$", text: "abc\n", expected: true),
        Case(pattern: "^\\d+$", text: "123\n", expected: true),
        Case(pattern: "^\\d+$", text: "٣\n", expected: true),
        Case(pattern: "abc$", text: "abc\n\n", expected: false),
        Case(pattern: "abc$", text: "abc\r\n", expected: false),
        Case(pattern: "a$\\n", text: "a\n", expected: true),
        Case(pattern: "^$", text: "\n", expected: true),
        Case(pattern: "^\\n$", text: "\n", expected: true),
        Case(pattern: "c\\n$", text: "abc\n", expected: true),
    ]

    @Test(arguments: cases)
    func matches(_ example: Case) throws {
        let regex = try BoundedRegex(example.pattern, ignoreCase: example.ignoreCase)
        #expect(regex.firstMatch(in: example.text) == example.expected)
    }

    struct Refusal: Sendable, CustomStringConvertible {
        var pattern: String
        var messageFragment: String
        var offset: Int

        var description: String { pattern }
    }

    static let refusals: [Refusal] = [
        Refusal(pattern: "(a)\\1", messageFragment: "backreferences are not supported", offset: 3),
        Refusal(pattern: "a(?=b)", messageFragment: "lookahead is not supported", offset: 1),
        Refusal(pattern: "a(?!b)", messageFragment: "lookahead is not supported", offset: 1),
        Refusal(pattern: "(?<=a)b", messageFragment: "lookbehind is not supported", offset: 0),
        Refusal(pattern: "(?<name>a)", messageFragment: "named groups are not supported", offset: 0),
        Refusal(pattern: "(?i)a", messageFragment: "not supported", offset: 0),
        Refusal(pattern: "\\bword", messageFragment: "word boundaries", offset: 0),
        Refusal(pattern: "(ab", messageFragment: "missing ')'", offset: 0),
        Refusal(pattern: "ab)", messageFragment: "unbalanced ')'", offset: 2),
        Refusal(pattern: "[abc", messageFragment: "missing ']'", offset: 0),
        Refusal(pattern: "*a", messageFragment: "nothing to repeat", offset: 0),
        Refusal(pattern: "a**", messageFragment: "cannot follow another quantifier", offset: 2),
        Refusal(pattern: "a{2", messageFragment: "malformed repetition", offset: 1),
        Refusal(pattern: "a{x}", messageFragment: "malformed repetition", offset: 1),
        Refusal(pattern: "a{3,2}", messageFragment: "out of order", offset: 1),
        Refusal(pattern: "a{1001}", messageFragment: "larger than 1000", offset: 1),
        Refusal(pattern: "[z-a]", messageFragment: "out of order", offset: 1),
        Refusal(pattern: "ab\\", messageFragment: "unfinished escape", offset: 2),
        Refusal(pattern: "\\q", messageFragment: "unknown escape", offset: 0),
        Refusal(pattern: "\\xZZ", messageFragment: "malformed escape", offset: 0),
        Refusal(pattern: "(a{1000}){1000}", messageFragment: "too large", offset: 0),
    ]

    @Test(arguments: refusals)
    func refuses(_ refusal: Refusal) {
        #expect(throws: BoundedRegex.SyntaxError.self) { try BoundedRegex(refusal.pattern) }
        do {
            _ = try BoundedRegex(refusal.pattern)
        } catch {
            #expect(error.message.contains(refusal.messageFragment), "\(error.message)")
            #expect(error.offset == refusal.offset)
        }
    }

    @Test func refusesOverlongPatterns() {
        let pattern = String(repeating: "a", count: BoundedRegex.maximumPatternLength + 1)
        #expect(throws: BoundedRegex.SyntaxError.self) { try BoundedRegex(pattern) }
        let longest = String(repeating: "a", count: BoundedRegex.maximumPatternLength)
        #expect((try? BoundedRegex(longest)) != nil)
    }

    /// The classic catastrophic-backtracking pattern finishes with the right answer (no timing assertion).
    @Test func pathologicalPatternFinishes() throws {
        let text = String(repeating: "a", count: 50_000) + "b"
        let regex = try BoundedRegex("(a+)+$")
        // `$` needs a run of `a`s to reach the end of the text, and the text ends with `b`.
        #expect(regex.firstMatch(in: text) == false)
        #expect(try BoundedRegex("^(a+)+$").firstMatch(in: text) == false)
        #expect(try BoundedRegex("^(a|aa)+b$").firstMatch(in: text) == true)
        #expect(try BoundedRegex("(a*)*c").firstMatch(in: text) == false)
        #expect(try BoundedRegex("(a+)+b$").firstMatch(in: text) == true)
        #expect(regex.firstMatch(in: String(repeating: "a", count: 50_000)) == true)
    }

    /// The same on text outside ASCII, where the Unicode classes run on the VM (no automaton).
    @Test func pathologicalUnicodeClassPatternsFinish() throws {
        let text = String(repeating: "é", count: 50_000) + "-"
        #expect(try BoundedRegex("(\\w+)+$").firstMatch(in: text) == false)
        #expect(try BoundedRegex("(\\w+)+\\W$").firstMatch(in: text) == true)
        #expect(try BoundedRegex("^(\\w|\\d)+$").firstMatch(in: String(text.dropLast())) == true)
        #expect(try BoundedRegex("(\\w|\\W){20}x$").firstMatch(in: String(repeating: "ü", count: 10_000)) == false)
    }

    /// Subset construction is refused past its work budget, so a short pattern whose states each hold
    /// thousands of instructions compiles quickly and matches on the VM. The alphanumeric pattern has
    /// 63 states (under the state limit) of about 4,650 instructions each; the dash pattern is a
    /// libFuzzer finding (10 s to compile in the sanitized debug build).
    @Test func automatonConstructionIsBounded() throws {
        let scalars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        let stars = try BoundedRegex("(?:" + scalars.map { "\($0)*" }.joined() + "){50}z")
        #expect(stars.asciiMatcher == nil)
        #expect(stars.firstMatch(in: "cbaz"))
        #expect(stars.firstMatch(in: "abc") == false)
        let dashes = try BoundedRegex("-{909}9,-/-ve", ignoreCase: true)
        #expect(dashes.asciiMatcher == nil)
        #expect(dashes.firstMatch(in: "x" + String(repeating: "-", count: 909) + "9,-/-VE"))
        #expect(dashes.firstMatch(in: String(repeating: "-", count: 908) + "9,-/-ve") == false)
        // Ordinary theme patterns keep their automaton.
        #expect(try BoundedRegex("^(paid|overdue|draft)$", ignoreCase: true).asciiMatcher != nil)
    }

    @Test func exposesPatternAndFlag() throws {
        let regex = try BoundedRegex("^x", ignoreCase: true)
        #expect(regex.pattern == "^x")
        #expect(regex.ignoreCase)
        #expect(regex == (try BoundedRegex("^x", ignoreCase: true)))
        #expect(regex != (try BoundedRegex("^x")))
    }
}
