/// How many "did you mean" searches one file's checks may still make among names the input declares
/// (palette entries, data columns, plugin predicates).
///
/// Each search compares the word with every name, so without a bound many unknown names among many
/// declared ones cost their product; past the budget the messages are given without a suggestion.
package struct SuggestionBudget: Sendable {
    /// The searches allowed per file.
    package static let searchesPerFile = 100

    private var searchesLeft = Self.searchesPerFile

    /// A budget of ``searchesPerFile`` searches.
    package init() {}

    /// ``DidYouMean/suggestion(for:among:)`` while the budget lasts, else `nil`.
    ///
    /// - Parameters:
    ///   - word: What was written.
    ///   - candidates: The valid spellings.
    /// - Returns: The suggestion, or `nil` (also once the budget is spent).
    package mutating func suggestion(for word: String, among candidates: [String]) -> String? {
        guard searchesLeft > 0 else { return nil }
        searchesLeft -= 1
        return DidYouMean.suggestion(for: word, among: candidates)
    }
}
