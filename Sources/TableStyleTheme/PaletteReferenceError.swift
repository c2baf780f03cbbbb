import TableStyleDiagnostics

/// Why a color could not be resolved against a palette; reported with code `palette-ref`.
public struct PaletteReferenceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// `$name` names no palette entry.
        case unknownName(String)
        /// Palette entries refer to each other in a circle; the names in the order followed, first repeated last.
        case cycle([String])
    }

    /// What went wrong.
    public var kind: Kind

    /// Creates an error.
    ///
    /// - Parameter kind: What went wrong.
    public init(kind: Kind) {
        self.kind = kind
    }

    /// A message saying what was expected and what was found.
    public var message: String {
        switch kind {
        case .unknownName(let name):
            return "unknown palette name \"$\(name)\": no palette entry of that name"
        case .cycle(let names):
            return "palette entries refer to each other in a cycle: " + names.map { "$" + $0 }.joined(separator: " → ")
        }
    }

    /// The diagnostic code for this problem: `palette-ref`.
    public var code: Diagnostic.Code { .paletteRef }

    /// The message.
    public var description: String { message }
}
