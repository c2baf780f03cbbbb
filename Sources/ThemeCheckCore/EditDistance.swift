/// Levenshtein distance and "did you mean" suggestions for misspelled options and subcommands.
enum EditDistance {
    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters (the commonest typo) needed to turn `source` into `target`.
    ///
    /// - Parameters:
    ///   - source: The first string.
    ///   - target: The second string.
    /// - Returns: The edit distance.
    static func between(_ source: String, _ target: String) -> Int {
        let lhs = Array(source.unicodeScalars)
        let rhs = Array(target.unicodeScalars)
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for row in 1...lhs.count {
            current[0] = row
            for column in 1...rhs.count {
                let substitution = previous[column - 1] + (lhs[row - 1] == rhs[column - 1] ? 0 : 1)
                current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution)
                if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
                    current[column] = min(current[column], beforePrevious[column - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }

    /// The candidate closest to `word`, when it is close enough to be a plausible typo.
    ///
    /// Close enough means at most a third of the word's length (at least 1, at most 3) edits away;
    /// ties go to the earlier candidate so suggestions are deterministic.
    /// - Parameters:
    ///   - word: What the user typed.
    ///   - candidates: The valid spellings.
    /// - Returns: The suggestion, or `nil`.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let budget = min(3, max(1, word.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word.lowercased(), candidate.lowercased())
            guard distance <= budget else { continue }
            if best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }
}
