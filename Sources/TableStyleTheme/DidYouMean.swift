/// Suggestions for misspelled keys and keywords.
enum DidYouMean {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    ///
    /// Case-insensitive equality always qualifies; otherwise the edit distance must be at most a third
    /// of the word's length (at least 1, at most 3).
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let exact = candidates.first(where: { $0.lowercased() == lowered }) { return exact }
        let limit = min(3, max(1, word.count / 3))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance, giving up early (returning `limit + 1`) once it must exceed `limit`.
    static func editDistance(_ first: String, _ second: String, limit: Int) -> Int {
        let lhs = Array(first.unicodeScalars)
        let rhs = Array(second.unicodeScalars)
        if abs(lhs.count - rhs.count) > limit || lhs.count > 64 || rhs.count > 64 { return limit + 1 }
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: rhs.count)
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            if (current.min() ?? 0) > limit { return limit + 1 }
            previous = current
        }
        return previous[rhs.count]
    }
}
