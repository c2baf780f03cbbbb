/// Which scalars `ignoreCase` treats as the same letter, as Python's `re` does: two scalars are equivalent
/// when they lowercase alike after uppercasing (`k`, `K` and the Kelvin sign; `s`, `S` and long `ſ`; `i`,
/// `I`, `İ` and dotless `ı`; `σ`, `Σ` and final `ς`), or share a longer uppercase form (`ﬅ` and `ﬆ`).
/// Built once, the first time a case-insensitive pattern is compiled, from planes 0 and 1 (every cased
/// letter is there).
enum CaseEquivalence {
    /// The variants of `value`, itself included.
    static func variants(of value: UInt32) -> [UInt32] {
        groups[value] ?? [value]
    }

    private static let groups: [UInt32: [UInt32]] = {
        func single(_ text: String) -> Unicode.Scalar? {
            var scalars = text.unicodeScalars.makeIterator()
            guard let first = scalars.next(), scalars.next() == nil else { return nil }
            return first
        }
        // Union-find over scalar values, joined through each scalar's key.
        var parent: [UInt32: UInt32] = [:]
        func root(_ value: UInt32) -> UInt32 {
            var current = value
            while let next = parent[current], next != current { current = next }
            return current
        }
        func join(_ first: UInt32, _ second: UInt32) {
            let (a, b) = (root(first), root(second))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var byLongUppercase: [String: UInt32] = [:]
        for value in UInt32(0)...0x1_FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped else { continue }
            let upperMapping = scalar.properties.uppercaseMapping
            let upper = single(upperMapping) ?? scalar
            // The simple lowercase: the one scalar of the mapping (İ, the only letter whose lowercase is
            // longer, lowercases to `i` plus a combining dot; its simple mapping is the `i`).
            let lowerMapping = upper.properties.lowercaseMapping
            let lower = single(lowerMapping) ?? lowerMapping.unicodeScalars.first ?? upper
            if parent[value] == nil { parent[value] = value }
            if parent[lower.value] == nil { parent[lower.value] = lower.value }
            join(value, lower.value)
            if upperMapping.unicodeScalars.count > 1 {
                if let other = byLongUppercase[upperMapping] {
                    join(value, other)
                } else {
                    byLongUppercase[upperMapping] = value
                }
            }
        }
        var members: [UInt32: [UInt32]] = [:]
        for value in parent.keys { members[root(value), default: []].append(value) }
        var groups: [UInt32: [UInt32]] = [:]
        for group in members.values where group.count > 1 {
            let sorted = group.sorted()
            for value in sorted { groups[value] = sorted }
        }
        return groups
    }()
}
