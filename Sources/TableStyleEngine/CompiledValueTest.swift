import TableStyleDiagnostics
import TableStyleRegex
import TableStyleTheme

/// A ``ValueTest`` ready to evaluate: keyword kinds, numeric comparisons and text tests (strings
/// pre-folded for `ignoreCase`, regexes compiled). Every condition of the mapping must hold; each one's
/// meaning is the kernel's (``ValueKind/holds(_:)-swift.method``, ``Comparison``, ``TextTestKind``).
@usableFromInline
struct CompiledValueTest: Sendable, Hashable {
    /// One text condition.
    enum Text: Sendable, Hashable {
        /// `equals`, `contains`, `prefix` or `suffix` with its (folded) expected text.
        case compare(TextTestKind, String)
        /// `in`: equals one of the (folded) options.
        case isIn([String])
        case matches(BoundedRegex)

        /// Whether `text` (already folded when the test ignores case) passes; `matches` folds case itself.
        func holds(_ text: String) -> Bool {
            switch self {
            case .compare(let test, let expected): return test.holds(text, expected: expected, ignoreCase: false)
            case .isIn(let options):
                return options.contains { TextTestKind.equals.holds(text, expected: $0, ignoreCase: false) }
            case .matches(let regex): return regex.firstMatch(in: text)
            }
        }
    }

    var kinds: [ValueKind] = []
    var numeric: [NumericTest] = []
    var texts: [Text] = []
    var ignoreCase = false
    /// Statistics tests not yet bound to a population (a binding replaces them; unbound they never hold).
    var statistics: [ColumnStatisticTest] = []
    /// Bound `duplicate` (true) and `unique` (false) lookups.
    var occurrences: [OccurrenceLookup] = []

    /// A bound `duplicate` or `unique` test.
    struct OccurrenceLookup: Sendable, Hashable {
        var set: OccurrenceSet
        var isDuplicate: Bool

        func holds(_ value: CellValue) -> Bool {
            isDuplicate ? set.isDuplicate(value) : set.isUnique(value)
        }
    }

    /// When the test is one `duplicate` (true) or `unique` (false) lookup and nothing else (how they are
    /// written): that lookup in plain values, read per cell without touching the lists above.
    var loneOccurrence: LoneOccurrence?

    /// A bound test's only condition, an occurrence lookup (see `loneOccurrence`).
    struct LoneOccurrence: Sendable, Hashable {
        var index: OccurrenceIndex
        var isDuplicate: Bool

        @inline(__always)
        func holds(_ value: CellValue) -> Bool {
            isDuplicate ? index.isDuplicate(value) : index.isUnique(value)
        }
    }

    /// Whether the test only uses keyword, numeric and text conditions (what the fast tiers tabulate).
    var isPlain: Bool { statistics.isEmpty && occurrences.isEmpty }

    /// The test with its statistics tests bound to a column's population, or `nil` when it can never hold
    /// there (see ``TableStyleTheme/ColumnStatisticTest/bound(to:)``).
    func bound(to population: ColumnStatistics?) -> CompiledValueTest? {
        var result = self
        result.statistics = []
        for statistic in statistics {
            switch statistic.bound(to: population) {
            case .never: return nil
            case .numeric(let test): result.numeric.append(test)
            case .duplicate(let set): result.occurrences.append(OccurrenceLookup(set: set, isDuplicate: true))
            case .unique(let set): result.occurrences.append(OccurrenceLookup(set: set, isDuplicate: false))
            }
        }
        if result.occurrences.count == 1, result.kinds.isEmpty, result.numeric.isEmpty, result.texts.isEmpty {
            // `occurrences` keeps the set (and so the index's memory) alive.
            result.loneOccurrence = LoneOccurrence(
                index: result.occurrences[0].set.index, isDuplicate: result.occurrences[0].isDuplicate)
        }
        return result
    }

    /// Compiles `test`.
    ///
    /// - Throws: ``ThemeCompileError`` (`regex`) when a `matches` pattern is refused.
    init(_ test: ValueTest, origin: FileLocation) throws(ThemeCompileError) {
        ignoreCase = test.ignoreCase
        func fold(_ text: String) -> String { test.ignoreCase ? text.lowercased() : text }
        for condition in test.conditions {
            if let (comparison, bound, upper) = Comparison.of(condition) {
                numeric.append(NumericTest(comparison: comparison, bound: bound, upper: upper))
                continue
            }
            switch condition {
            case .kind(let kind): kinds.append(kind)
            case .statistic(let statistic): statistics.append(statistic)
            case .equals(let text): texts.append(.compare(.equals, fold(text)))
            case .contains(let text): texts.append(.compare(.contains, fold(text)))
            case .prefix(let text): texts.append(.compare(.prefix, fold(text)))
            case .suffix(let text): texts.append(.compare(.suffix, fold(text)))
            case .isIn(let options): texts.append(.isIn(options.map(fold)))
            case .matches(let pattern):
                do {
                    texts.append(.matches(try BoundedRegex(pattern, ignoreCase: test.ignoreCase)))
                } catch {
                    throw .at(
                        origin, code: .regex, "invalid 'matches' pattern: \(error.message) (at offset \(error.offset))"
                    )
                }
            case .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual, .equalTo, .notEqualTo, .between:
                break  // taken by `Comparison.of` above
            }
        }
    }

    /// The numbers where the test's answer can change (see ``Comparison/breakpoints(bound:upper:)``).
    var breakpoints: [Double] {
        kinds.flatMap(\.numericBreakpoints) + numeric.flatMap(\.breakpoints)
    }

    /// ``holds(_:text:)`` of the test at `test`, read in place: a lone occurrence lookup reads only plain
    /// values (a copy of the whole test would retain each of its lists, per cell).
    @usableFromInline
    static func holds(at test: UnsafeMutablePointer<CompiledValueTest>, _ value: CellValue, text: () -> String)
        -> Bool
    {
        if let lone = test.pointee.loneOccurrence { return lone.holds(value) }
        return test.pointee.holds(value, text: text)
    }

    /// ``holds(at:_:text:)`` of a test that is a lone occurrence lookup (``loneOccurrence`` is set), which
    /// needs no text: what a whole row's slot looks up inline.
    @usableFromInline
    static func loneOccurrenceHolds(at test: UnsafeMutablePointer<CompiledValueTest>, _ value: CellValue) -> Bool {
        test.pointee.loneOccurrence?.holds(value) ?? false
    }

    /// Whether `value` (shown as `text()`) passes every condition: numeric conditions need a number, text
    /// conditions anything but null (a number's text too).
    @usableFromInline
    func holds(_ value: CellValue, text: () -> String) -> Bool {
        if !statistics.isEmpty { return false }
        if let lone = loneOccurrence { return lone.holds(value) }
        let facts = ValueFacts(value)
        for kind in kinds where !kind.holds(facts) { return false }
        for lookup in occurrences where !lookup.holds(value) { return false }
        if !numeric.isEmpty {
            guard facts.kind == .number else { return false }
            for condition in numeric where !condition.holds(facts.number) { return false }
        }
        if !texts.isEmpty {
            if facts.kind == .null { return false }
            // Regexes fold case themselves; the other text tests compare folded text.
            let needsFolding = ignoreCase && texts.contains { if case .matches = $0 { false } else { true } }
            let shown = needsFolding ? text().lowercased() : text()
            for condition in texts {
                if case .matches(let regex) = condition {
                    if !regex.firstMatch(in: needsFolding ? text() : shown) { return false }
                } else if !condition.holds(shown) {
                    return false
                }
            }
        }
        return true
    }
}
