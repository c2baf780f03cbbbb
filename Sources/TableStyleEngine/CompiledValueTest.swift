import TableStyleDiagnostics
import TableStyleRegex
import TableStyleTheme

/// A ``ValueTest`` ready to evaluate: keyword kinds, numeric comparisons and text tests (strings
/// pre-folded for `ignoreCase`, regexes compiled).
@usableFromInline
struct CompiledValueTest: Sendable, Hashable {
    enum Numeric: Sendable, Hashable {
        case lessThan(Double)
        case lessThanOrEqual(Double)
        case greaterThan(Double)
        case greaterThanOrEqual(Double)
        case equalTo(Double)
        case notEqualTo(Double)
        case between(Double, Double)

        func holds(_ number: Double) -> Bool {
            switch self {
            case .lessThan(let bound): return number < bound
            case .lessThanOrEqual(let bound): return number <= bound
            case .greaterThan(let bound): return number > bound
            case .greaterThanOrEqual(let bound): return number >= bound
            case .equalTo(let bound): return number == bound
            case .notEqualTo(let bound): return number != bound
            case .between(let low, let high): return low <= number && number <= high
            }
        }
    }

    enum Text: Sendable, Hashable {
        case equals(String)
        case contains(String)
        case prefix(String)
        case suffix(String)
        case isIn([String])
        case matches(BoundedRegex)

        /// Text comparisons are by Unicode code points (UTF-8 bytes), not by canonical equivalence, so
        /// results do not depend on the platform's Unicode tables.
        func holds(_ text: String) -> Bool {
            switch self {
            case .equals(let expected): return TextSearch.equal(text, expected)
            case .contains(let needle): return TextSearch.contains(needle, in: text)
            case .prefix(let start): return TextSearch.hasPrefix(text, start)
            case .suffix(let end): return TextSearch.hasSuffix(text, end)
            case .isIn(let options): return options.contains { TextSearch.equal(text, $0) }
            case .matches(let regex): return regex.firstMatch(in: text)
            }
        }
    }

    var kinds: [ValueKind] = []
    var numeric: [Numeric] = []
    var texts: [Text] = []
    var ignoreCase = false

    /// Compiles `test`.
    ///
    /// - Throws: ``ThemeCompileError`` (`regex`) when a `matches` pattern is refused.
    init(_ test: ValueTest, origin: FileLocation) throws(ThemeCompileError) {
        ignoreCase = test.ignoreCase
        func fold(_ text: String) -> String { test.ignoreCase ? text.lowercased() : text }
        for condition in test.conditions {
            switch condition {
            case .kind(let kind): kinds.append(kind)
            case .lessThan(let bound): numeric.append(.lessThan(bound))
            case .lessThanOrEqual(let bound): numeric.append(.lessThanOrEqual(bound))
            case .greaterThan(let bound): numeric.append(.greaterThan(bound))
            case .greaterThanOrEqual(let bound): numeric.append(.greaterThanOrEqual(bound))
            case .equalTo(let bound): numeric.append(.equalTo(bound))
            case .notEqualTo(let bound): numeric.append(.notEqualTo(bound))
            case .between(let low, let high): numeric.append(.between(low, high))
            case .equals(let text): texts.append(.equals(fold(text)))
            case .contains(let text): texts.append(.contains(fold(text)))
            case .prefix(let text): texts.append(.prefix(fold(text)))
            case .suffix(let text): texts.append(.suffix(fold(text)))
            case .isIn(let options): texts.append(.isIn(options.map(fold)))
            case .matches(let pattern):
                do {
                    texts.append(.matches(try BoundedRegex(pattern, ignoreCase: test.ignoreCase)))
                } catch {
                    throw .at(
                        origin, code: .regex, "invalid 'matches' pattern: \(error.message) (at offset \(error.offset))"
                    )
                }
            }
        }
    }

    /// Whether the test needs the cell's text (it has text conditions).
    var needsText: Bool { !texts.isEmpty }

    /// Whether `value` (shown as `text()`) passes every condition.
    @usableFromInline
    func holds(_ value: CellValue, text: () -> String) -> Bool {
        for kind in kinds where !Self.holds(kind, value) { return false }
        if !numeric.isEmpty {
            guard let number = value.numberValue else { return false }
            for condition in numeric where !condition.holds(number) { return false }
        }
        if !texts.isEmpty {
            if case .null = value { return false }
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

    /// The keyword tests of SPEC §3 (`-0` is zero; bools are not numbers; text is never negative).
    @inlinable @inline(__always)
    static func holds(_ kind: ValueKind, _ value: CellValue) -> Bool {
        switch kind {
        case .negative:
            if let number = value.numberValue { return number < 0 }
            return false
        case .positive:
            if let number = value.numberValue { return number > 0 }
            return false
        case .zero:
            if let number = value.numberValue { return number == 0 }
            return false
        case .null:
            if case .null = value { return true }
            return false
        case .empty:
            switch value {
            case .null: return true
            case .text(let text): return text.isEmpty
            default: return false
            }
        case .number:
            return value.numberValue != nil
        case .text:
            if case .text = value { return true }
            return false
        case .bool:
            if case .bool = value { return true }
            return false
        }
    }
}

/// Substring search over UTF-8 bytes (a match of valid UTF-8 inside valid UTF-8 is always at a scalar boundary).
@usableFromInline
enum TextSearch {
    /// Code-point equality (UTF-8 bytes): the byte counts reject most pairs at once (no Unicode-aware `==`,
    /// whose canonical equivalence is not what text tests compare).
    @usableFromInline
    static func equal(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        var first = first
        var second = second
        return first.withUTF8 { left in
            second.withUTF8 { right in
                for index in 0..<left.count where left[index] != right[index] { return false }
                return true
            }
        }
    }

    @usableFromInline
    static func hasPrefix(_ text: String, _ start: String) -> Bool {
        let count = start.utf8.count
        guard count <= text.utf8.count else { return false }
        var text = text
        var start = start
        return text.withUTF8 { left in start.withUTF8 { right in left.prefix(count).elementsEqual(right) } }
    }

    @usableFromInline
    static func hasSuffix(_ text: String, _ end: String) -> Bool {
        let count = end.utf8.count
        guard count <= text.utf8.count else { return false }
        var text = text
        var end = end
        return text.withUTF8 { left in end.withUTF8 { right in left.suffix(count).elementsEqual(right) } }
    }

    @usableFromInline
    static func contains(_ needle: String, in haystack: String) -> Bool {
        if needle.isEmpty { return true }
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { text in
            needle.withUTF8 { pattern in
                guard pattern.count <= text.count, let first = pattern.first else { return false }
                var start = 0
                let last = text.count - pattern.count
                while start <= last {
                    if text[start] == first {
                        var offset = 1
                        while offset < pattern.count && text[start + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }
}
