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

    public var description: String { message }
}

extension ColorSpec {
    /// The concrete color this spec stands for, with palette references followed and semantic names
    /// resolved for `appearance`.
    ///
    /// Alpha multiplies exactly through nested `{ color, alpha }` and palette entries.
    ///
    /// - Parameters:
    ///   - palette: The final merged palette (names without `$`).
    ///   - appearance: Which variant semantic names resolve to.
    /// - Returns: The resolved color.
    /// - Throws: ``PaletteReferenceError`` for an unknown name or a reference cycle.
    public func resolved(palette: [String: ColorSpec], appearance: Appearance) throws(PaletteReferenceError)
        -> ThemeColor
    {
        var visiting: [String] = []
        return try resolve(palette: { palette[$0] }, appearance: appearance, visiting: &visiting)
    }

    /// The concrete color this spec stands for, against a theme's sourced palette.
    ///
    /// - Parameters:
    ///   - palette: The final merged palette, as ``Theme/palette`` holds it.
    ///   - appearance: Which variant semantic names resolve to.
    /// - Returns: The resolved color.
    /// - Throws: ``PaletteReferenceError`` for an unknown name or a reference cycle.
    public func resolved(palette: [String: Sourced<ColorSpec>], appearance: Appearance)
        throws(PaletteReferenceError) -> ThemeColor
    {
        var visiting: [String] = []
        return try resolve(palette: { palette[$0]?.value }, appearance: appearance, visiting: &visiting)
    }

    /// The palette names this spec refers to directly (not through other entries).
    public var paletteReferences: [String] {
        switch self {
        case .literal, .semantic: return []
        case .palette(let name): return [name]
        case .withAlpha(let inner, _): return inner.paletteReferences
        }
    }

    private func resolve(
        palette: (String) -> ColorSpec?, appearance: Appearance, visiting: inout [String]
    ) throws(PaletteReferenceError) -> ThemeColor {
        switch self {
        case .literal(let color):
            return color
        case .semantic(let name):
            return name.color(in: appearance)
        case .withAlpha(let inner, let alpha):
            return try inner.resolve(palette: palette, appearance: appearance, visiting: &visiting)
                .multiplyingAlpha(by: alpha)
        case .palette(let name):
            if let start = visiting.firstIndex(of: name) {
                throw PaletteReferenceError(kind: .cycle(Array(visiting[start...]) + [name]))
            }
            guard let entry = palette(name) else {
                throw PaletteReferenceError(kind: .unknownName(name))
            }
            visiting.append(name)
            defer { visiting.removeLast() }
            return try entry.resolve(palette: palette, appearance: appearance, visiting: &visiting)
        }
    }
}

extension Theme {
    /// `spec` resolved against this theme's final palette.
    ///
    /// - Parameters:
    ///   - spec: A color from this theme.
    ///   - appearance: The appearance; `nil` uses the theme's own, else light.
    /// - Returns: The concrete color.
    /// - Throws: ``PaletteReferenceError`` for an unknown name or a cycle (a loaded theme has none).
    public func resolvedColor(_ spec: ColorSpec, appearance: Appearance? = nil) throws(PaletteReferenceError)
        -> ThemeColor
    {
        try spec.resolved(palette: palette, appearance: appearance ?? self.appearance ?? .light)
    }
}
