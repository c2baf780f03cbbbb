import TableStyleDiagnostics
import TableStyleYAMLNodes

/// Finds unknown `$name` references and reference cycles in a merged theme's palette (`palette-ref`).
struct PaletteChecker {
    /// The most palette names an "unknown palette name" message lists.
    static let listedNames = 20
    let theme: Theme
    let rootFile: String
    /// Names declared anywhere in the chain, also those whose color could not be read (not "unknown").
    var declaredNames: Set<String> = []
    /// Whether unknown names are reported (not when part of the `extends` chain could not be read).
    var checksUnknownNames = true

    func diagnostics(uses: [PaletteUse]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var reported: Set<FileLocation> = []
        let names = Array(theme.palette.keys)
        // Listed once, and at most `listedNames` of them, so many unknown uses of a large palette stay linear.
        let sortedNames = names.sorted()
        var defined = sortedNames.prefix(Self.listedNames).map { "$" + $0 }.joined(separator: ", ")
        if sortedNames.count > Self.listedNames { defined += " and \(sortedNames.count - Self.listedNames) more" }
        for use in uses
        where checksUnknownNames && theme.palette[use.name] == nil && !declaredNames.contains(use.name)
            && reported.insert(use.origin).inserted
        {
            var message = "unknown palette name \"$\(use.name)\": "
            message +=
                names.isEmpty
                ? "the theme defines no palette"
                : "the palette defines " + defined
            if let suggestion = DidYouMean.suggestion(for: use.name, among: names) {
                message += "; did you mean \"$\(suggestion)\"?"
            }
            result.append(
                Diagnostic(location: use.origin, code: .paletteRef, message: message))
        }
        for cycle in cycles() {
            guard let first = cycle.first, let origin = theme.palette[first]?.origin else { continue }
            let message =
                "palette entries refer to each other in a cycle: "
                + (cycle + [first]).map { "$" + $0 }.joined(separator: " → ")
            result.append(Diagnostic(location: origin, code: .paletteRef, message: message))
        }
        return result
    }

    /// Entries in a stable order: the loaded file's first, then by position.
    private func sortKey(_ name: String) -> (Int, Int, Int, String) {
        let origin = theme.palette[name]?.origin
        return (origin?.file != rootFile ? 1 : 0, origin?.line ?? 0, origin?.column ?? 0, name)
    }

    /// Every reference cycle once, rotated to start at its earliest-written entry (iterative DFS, no recursion).
    private func cycles() -> [[String]] {
        // Keys computed once per entry, not once per comparison.
        let keys = Dictionary(uniqueKeysWithValues: theme.palette.keys.map { ($0, sortKey($0)) })
        let order = keys.sorted { $0.value < $1.value }.map(\.key)
        var state: [String: Int] = [:]  // 1 on the current path, 2 finished
        var found: [[String]] = []
        for start in order where state[start] == nil {
            var path: [String] = [start]
            var pending: [[String]] = [references(of: start)]
            state[start] = 1
            while let current = path.last {
                guard var next = pending.last, !next.isEmpty else {
                    state[current] = 2
                    path.removeLast()
                    pending.removeLast()
                    continue
                }
                let neighbor = next.removeFirst()
                pending[pending.count - 1] = next
                switch state[neighbor] {
                case 1:
                    if let index = path.firstIndex(of: neighbor) {
                        let members = Array(path[index...])
                        let rotateAt =
                            members.indices.min {
                                (keys[members[$0]] ?? sortKey(members[$0]))
                                    < (keys[members[$1]] ?? sortKey(members[$1]))
                            } ?? 0
                        found.append(Array(members[rotateAt...] + members[..<rotateAt]))
                    }
                case 2:
                    continue
                default:
                    state[neighbor] = 1
                    path.append(neighbor)
                    pending.append(references(of: neighbor))
                }
            }
        }
        return found
    }

    private func references(of name: String) -> [String] {
        (theme.palette[name]?.value.paletteReferences ?? []).filter { theme.palette[$0] != nil }
    }
}
