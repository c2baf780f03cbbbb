extension DidYouMean {
    /// What to suggest for a key that is not allowed where it was written.
    package enum KeyHint: Sendable, Hashable {
        /// Another key of the same place (a typo).
        case replacement(String)
        /// A parent key and its own key, for a flattened spelling (`fontWeight` → `font: { weight: … }`).
        case nested(parent: String, child: String)
    }

    /// The hint for an unknown key: a near typo of an allowed key (case, or one edit) is the likelier
    /// mistake, so it comes first; then a parent and child pair that exists (``nestedKey(for:parents:children:)``);
    /// then a looser typo (``suggestion(for:among:)``).
    ///
    /// - Parameters:
    ///   - key: The unknown key as written.
    ///   - allowed: The keys allowed where it was written.
    ///   - children: The keys allowed in a parent key's value.
    /// - Returns: The hint, or `nil` when nothing is close.
    package static func keyHint(for key: String, among allowed: [String], children: (String) -> [String])
        -> KeyHint?
    {
        let typo = suggestion(for: key, among: allowed.filter { $0 != key })
        if let typo, editDistance(key.lowercased(), typo.lowercased(), limit: 1) <= 1 { return .replacement(typo) }
        if let pair = nestedKey(for: key, parents: allowed, children: children) {
            return .nested(parent: pair.parent, child: pair.child)
        }
        return typo.map(KeyHint.replacement)
    }
}
