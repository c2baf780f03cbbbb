extension DidYouMean {
    /// What to suggest for a key that is not allowed where it was written.
    package enum KeyHint: Sendable, Hashable {
        /// Another key of the same place (a typo).
        case replacement(String)
        /// A parent key and its own key, for a flattened spelling (`fontWeight` → `font: { weight: … }`).
        case nested(parent: String, child: String)
    }

    /// The hint for an unknown key: an allowed key that differs only in case comes first; then the key a
    /// word of another vocabulary stands for (``synonymHint(for:among:children:)``: `le` is `lte`, though
    /// one edit from `lt`); then a near typo (one edit), the likelier mistake; then a parent and child pair
    /// that exists (``nestedKey(for:parents:children:)``); then a looser typo (``suggestion(for:among:)``).
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
        let typoDistance = typo.map { editDistance(key.lowercased(), $0.lowercased(), limit: 1) }
        if let typo, typoDistance == 0 { return .replacement(typo) }
        if let synonym = synonymHint(for: key, among: allowed, children: children) { return synonym }
        if let typo, let typoDistance, typoDistance <= 1 { return .replacement(typo) }
        if let pair = nestedKey(for: key, parents: allowed, children: children) {
            return .nested(parent: pair.parent, child: pair.child)
        }
        return typo.map(KeyHint.replacement)
    }
}
