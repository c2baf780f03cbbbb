extension DidYouMean {
    /// The nested key a flattened spelling stands for: `weight` under `font` for `fontWeight`,
    /// `font-weight`, `font_weight`, `font.weight` or `fontweight` (the CSS and SwiftUI habit of one key per
    /// attribute, where the format nests).
    ///
    /// The word matches when, ignoring case and the separators `-`, `_`, `.` and space, it is a parent's
    /// letters followed by one of that parent's own keys. Only the keys given are candidates, so a pair is
    /// suggested only where it exists. A split where the word itself has a boundary (a separator, or a
    /// capital after a small letter or digit) is preferred, then the earlier parent and child, so the
    /// result is deterministic when two pairs spell the same letters.
    ///
    /// - Parameters:
    ///   - word: The unknown key as written.
    ///   - parents: The keys allowed where `word` was written.
    ///   - children: The keys allowed in a parent's value; asked only of parents whose letters begin the word's.
    /// - Returns: The parent and its key, or `nil`.
    package static func nestedKey(
        for word: String,
        parents: [String],
        children: (String) -> [String]
    ) -> (parent: String, child: String)? {
        // Keys are short; a long word is no flattened pair, and deciding that from a bounded prefix keeps a
        // huge key from being copied.
        if word.unicodeScalars.prefix(129).count > 128 { return nil }
        let spelled = Spelling(word)
        var fallback: (parent: String, child: String)?
        for parent in parents {
            let prefix = Spelling(parent).letters
            guard !prefix.isEmpty, prefix.count < spelled.letters.count, spelled.letters.starts(with: prefix) else {
                continue
            }
            let rest = spelled.letters[prefix.count...]
            guard let child = children(parent).first(where: { Spelling($0).letters[...] == rest }) else { continue }
            if spelled.boundaries.contains(prefix.count) { return (parent, child) }
            if fallback == nil { fallback = (parent, child) }
        }
        return fallback
    }

    /// A key's letters, lowercased and without separators, and the offsets in them where a new word begins.
    struct Spelling {
        var letters: [Character] = []
        var boundaries = Set<Int>()

        init(_ word: String) {
            var previous: Character?
            for character in word {
                defer { previous = character }
                if "-_. ".contains(character) {
                    boundaries.insert(letters.count)
                    continue
                }
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                    boundaries.insert(letters.count)
                }
                letters += character.lowercased()
            }
        }
    }
}
