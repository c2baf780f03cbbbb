/// Suggestions for misspelled keys, keywords, names, options and subcommands: the one implementation
/// the schema validator's messages, the theme loader and the `themecheck` command line share.
package enum DidYouMean {
    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    ///
    /// Case-insensitive equality always qualifies; otherwise the edit distance must be at most a third
    /// of the word's length (at least 1, at most 3). Ties go to the earlier candidate, so suggestions
    /// are deterministic.
    ///
    /// - Parameters:
    ///   - word: What was written.
    ///   - candidates: The valid spellings.
    /// - Returns: The suggestion, or `nil`.
    package static func suggestion(for word: String, among candidates: [String]) -> String? {
        // A word far longer than every candidate is no typo of one. Deciding that first, from a bounded
        // prefix, keeps a multi-megabyte value from being lowercased and copied once per candidate.
        let longest = candidates.reduce(0) { max($0, $1.unicodeScalars.count) }
        let bound = 3 * max(64, longest) + 3
        if word.unicodeScalars.prefix(bound + 1).count > bound { return nil }
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

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters (the commonest typo), giving up early (returning `limit + 1`) once it must
    /// exceed `limit`.
    ///
    /// Words longer than 64 scalars are never compared (they are not typos of a key), which bounds the
    /// work any input can cause.
    ///
    /// - Parameters:
    ///   - first: One string.
    ///   - second: The other.
    ///   - limit: The largest distance of interest.
    /// - Returns: The distance, or `limit + 1` when it is larger than `limit`.
    package static func editDistance(_ first: String, _ second: String, limit: Int) -> Int {
        // Counted from a bounded prefix before anything is copied, so a long word costs nothing.
        if first.unicodeScalars.prefix(65).count > 64 || second.unicodeScalars.prefix(65).count > 64 {
            return limit + 1
        }
        let lhs = Array(first.unicodeScalars)
        let rhs = Array(second.unicodeScalars)
        if abs(lhs.count - rhs.count) > limit { return limit + 1 }
        if lhs.isEmpty || rhs.isEmpty { return max(lhs.count, rhs.count) }
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
            // A swap reaches back two rows, but never below the previous row's minimum plus one, so a row
            // entirely over the limit ends the search.
            if (current.min() ?? 0) > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
