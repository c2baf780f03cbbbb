import Foundation

/// A compiled `pattern` / `patternProperties` regular expression.
///
/// Backed by `NSRegularExpression`, which exists on Linux and Apple platforms alike; JSON Schema asks for
/// ECMA-262 syntax, and the ICU dialect accepts the subset schemas use in practice (classes, anchors,
/// quantifiers, `\p{…}`). Matching is unanchored, as the specification requires.
struct SchemaRegex: @unchecked Sendable {
    // NSRegularExpression is immutable after creation and documented as safe to share between threads.
    private let expression: NSRegularExpression

    /// The source text of the pattern.
    let pattern: String

    /// Compiles `pattern`; `nil` when it is not a valid regular expression.
    init?(_ pattern: String) {
        guard let expression = try? NSRegularExpression(pattern: pattern, options: []) else { return nil }
        self.expression = expression
        self.pattern = pattern
    }

    /// Whether the pattern matches anywhere in `text`.
    func matches(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return expression.firstMatch(in: text, options: [], range: range) != nil
    }
}
