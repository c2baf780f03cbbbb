import TableStyleTheme

/// Resolves theme colors against the final merged palette for one appearance.
///
/// Palette references are followed with a stack of the names being resolved, so a cycle is reported
/// instead of recursing forever; `{ color, alpha }` multiplies alpha exactly (kept as a `Double`).
struct ColorResolver: Sendable {
    let palette: [String: Sourced<ColorSpec>]
    let appearance: Appearance

    /// Resolves `spec`, written at `origin`.
    ///
    /// - Throws: ``ThemeCompileError`` with code `palette-ref` for an unknown name or a cycle.
    func resolve(_ spec: ColorSpec, at origin: SourceOrigin) throws(ThemeCompileError) -> ThemeColor {
        var visiting: [String] = []
        return try resolve(spec, at: origin, visiting: &visiting)
    }

    private func resolve(
        _ spec: ColorSpec, at origin: SourceOrigin, visiting: inout [String]
    ) throws(ThemeCompileError) -> ThemeColor {
        switch spec {
        case .literal(let color):
            return color
        case .semantic(let name):
            return name.color(in: appearance)
        case .withAlpha(let inner, let alpha):
            return try resolve(inner, at: origin, visiting: &visiting).multiplyingAlpha(by: alpha)
        case .palette(let name):
            if visiting.contains(name) {
                let chain = (visiting + [name]).map { "$" + $0 }.joined(separator: " -> ")
                throw .at(origin, code: "palette-ref", "palette reference cycle: \(chain)")
            }
            guard let entry = palette[name] else {
                throw .at(origin, code: "palette-ref", "unknown palette color '$\(name)'")
            }
            visiting.append(name)
            defer { visiting.removeLast() }
            return try resolve(entry.value, at: origin, visiting: &visiting)
        }
    }
}
