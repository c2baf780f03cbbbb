/// Every entry of a palette resolved once for one appearance, so resolving many colors against a long
/// chain of references (`$a: $b`, `$b: $c`, …) costs time linear in the palette, not quadratic.
///
/// Entries that cannot be resolved (an unknown name or a cycle on their chain) are absent; a caller falls
/// back to ``ColorSpec/resolved(themePalette:appearance:)`` to learn why.
public struct ResolvedPalette: Sendable {
    /// The resolved entries by name (without `$`).
    public let colors: [String: ThemeColor]
    /// Which variant semantic names resolve to.
    public let appearance: Appearance

    /// Resolves every entry of `palette`, each link of every chain followed once.
    ///
    /// - Parameters:
    ///   - palette: The final merged palette, as ``Theme/palette`` holds it.
    ///   - appearance: Which variant semantic names resolve to.
    public init(themePalette palette: [String: Sourced<ColorSpec>], appearance: Appearance) {
        var colors: [String: ThemeColor] = [:]
        var failed: Set<String> = []
        for start in palette.keys where colors[start] == nil && !failed.contains(start) {
            // The names walked from `start`, each with the alpha factors of its own spec, outermost first.
            var path: [(name: String, alphas: [Double])] = []
            var onPath: Set<String> = []
            var name = start
            var base: ThemeColor?
            walk: while let entry = palette[name]?.value {
                path.append((name, []))
                onPath.insert(name)
                var spec = entry
                while true {
                    switch spec {
                    case .literal(let color):
                        base = color
                        break walk
                    case .semantic(let semantic):
                        base = semantic.color(in: appearance)
                        break walk
                    case .withAlpha(let inner, let alpha):
                        path[path.count - 1].alphas.append(alpha)
                        spec = inner
                    case .adaptive:
                        spec = spec.picked(for: appearance)
                    case .palette(let next):
                        if let known = colors[next] {
                            base = known
                            break walk
                        }
                        if failed.contains(next) || onPath.contains(next) { break walk }
                        name = next
                        continue walk
                    }
                }
            }
            guard var color = base else {
                failed.formUnion(path.map(\.name))
                continue
            }
            for step in path.reversed() {
                for alpha in step.alphas.reversed() { color = color.multiplyingAlpha(by: alpha) }
                colors[step.name] = color
            }
        }
        self.colors = colors
        self.appearance = appearance
    }

    /// `spec` resolved through the resolved entries, or `nil` when it refers to an entry that could not be
    /// resolved.
    ///
    /// - Parameter spec: A color.
    /// - Returns: The concrete color.
    public func color(for spec: ColorSpec) -> ThemeColor? {
        // The one resolution rule (``ColorSpec``'s), over entries that are already concrete colors.
        var followed: [String] = []
        return try? spec.resolve(
            palette: { name in colors[name].map(ColorSpec.literal) }, appearance: appearance, followed: &followed)
    }

}
