import TableStyleDiagnostics
import TableStyleYAMLNodes

/// Finds unknown `$name` references and reference cycles in a merged theme's palette (`palette-ref`).
struct PaletteChecker {
    /// The most references one color may follow through the palette (`$a: $b`, `$b: $c`, …): far more
    /// than a theme needs, and it bounds the work of every later resolution of a color.
    package static let maximumChainLength = 10_000
    /// The most reference cycles reported: each costs its length to describe, and a palette can hold a
    /// cycle for nearly every entry.
    package static let maximumReportedCycles = 100
    let theme: Theme
    let rootFile: String
    /// Names declared anywhere in the chain, also those whose color could not be read (not "unknown").
    var declaredNames: Set<String> = []
    /// Whether unknown names are reported (not when part of the `extends` chain could not be read).
    var checksUnknownNames = true

    /// The unknown names among `uses` (while `limit` admits them), then an overlong chain or the cycles.
    func diagnostics(uses: [PaletteUse], limit: inout ErrorLimit) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var reported: Set<FileLocation> = []
        let names = Array(theme.palette.keys)
        // Listed once (when a name is unknown), and at most `NameListing.maximumListed` of them, so many unknown uses of a
        // large palette stay linear.
        var defined: String?
        var suggestions = SuggestionBudget()
        for use in uses
        where checksUnknownNames && theme.palette[use.name] == nil && !declaredNames.contains(use.name)
            && reported.insert(use.origin).inserted
        {
            guard limit.admit() else { break }
            if defined == nil { defined = NameListing.listing(names.sorted().map { "$" + $0 }) }
            var message = "unknown palette name \"$\(QuotedText.bounded(use.name))\": "
            message +=
                names.isEmpty
                ? "the theme defines no palette"
                : "the palette defines " + (defined ?? "")
            if let suggestion = suggestions.suggestion(for: use.name, among: names) {
                message += "; did you mean \"$\(suggestion)\"?"
            }
            result.append(
                Diagnostic(location: use.origin, code: .paletteRef, message: message))
        }
        let graph = PaletteGraph(palette: theme.palette, rootFile: rootFile)
        if let overlong = overlongChain(graph) {
            // Past the limit the palette is not searched for cycles: the chain is refused as it is.
            result.append(overlong)
            return result
        }
        for cycle in graph.cycles(limit: Self.maximumReportedCycles).map({ $0.map { graph.names[$0] } }) {
            guard let first = cycle.first, let origin = theme.palette[first]?.origin else { continue }
            let message =
                "palette entries refer to each other in a cycle: "
                + (cycle + [first]).map { "$" + QuotedText.bounded($0) }.joined(separator: " → ")
            result.append(Diagnostic(location: origin, code: .paletteRef, message: message))
        }
        return result
    }

    /// A `limit` error at the first entry (in the graph's order) whose chain of references is longer
    /// than ``maximumChainLength``, naming its first links.
    private func overlongChain(_ graph: PaletteGraph) -> Diagnostic? {
        let lengths = graph.chainLengths()
        guard let start = lengths.firstIndex(where: { $0 > Self.maximumChainLength }),
            let origin = theme.palette[graph.names[start]]?.origin
        else { return nil }
        var shown = ["$" + QuotedText.bounded(graph.names[start])]
        var current = start
        while shown.count < 3, let next = graph.references(of: current).max(by: { lengths[$0] < lengths[$1] }) {
            shown.append("$" + QuotedText.bounded(graph.names[next]))
            current = next
        }
        let message =
            "the palette reference chain from \(shown[0]) is \(lengths[start]) links long "
            + "(\(shown.joined(separator: " → ")) → …), over the limit of \(Self.maximumChainLength) links"
        return Diagnostic(location: origin, code: .limit, message: message)
    }
}
