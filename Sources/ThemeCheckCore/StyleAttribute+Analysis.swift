import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme

/// What the warnings read of a written style, one attribute at a time, through the engine's own mapping of
/// a ``StyleSpec`` to attributes (``PartialStyle``) and its built-in defaults (``ResolvedStyle/defaults(for:)``).
extension StyleAttribute {
    /// The value the attribute has when nothing sets it.
    ///
    /// - Parameter appearance: Which variant semantic colors take.
    /// - Returns: The built-in default.
    func defaultValue(in appearance: Appearance) -> PropertyValue {
        PropertyValue(self, in: .defaults(for: appearance))
    }

    /// The value `spec` sets for this attribute and where, or `nil` when it sets none.
    ///
    /// - Parameters:
    ///   - spec: The style as written.
    ///   - colors: Resolves colors (an unresolvable one is `.color(nil)`).
    /// - Returns: The value and its origin.
    func value(in spec: StyleSpec, colors: ColorResolver) -> (value: PropertyValue, origin: FileLocation)? {
        var layer = PartialStyle(spec) { sourced, attribute in attribute == self ? colors.color(sourced.value) : nil }
        // Scales and bars: a scale's color is computed per cell, so it reads as a color never equal to another.
        layer.resolveComputed(spec) { colors.color($0.value) }
        guard let origin = layer.origins[rawValue] else { return nil }
        guard layer.sets(self) else { return (.color(nil), origin) }
        var style = ResolvedStyle.defaults(for: colors.appearance)
        layer.apply(to: &style)
        return (PropertyValue(self, in: style), origin)
    }

    /// The palette entries a color attribute of `spec` goes through (`[]` for other attributes and literals).
    ///
    /// - Parameters:
    ///   - spec: The style as written.
    ///   - resolve: Resolves a color with its palette entries (``ColorResolver/resolve(_:)``, memoized).
    /// - Returns: The palette entries' origins, outermost first.
    func paletteOrigins(in spec: StyleSpec, resolve: (ColorSpec) -> ColorResolver.Resolution?) -> [FileLocation] {
        var origins: [FileLocation] = []
        _ = PartialStyle(spec) { sourced, attribute in
            if attribute == self { origins = resolve(sourced.value)?.paletteOrigins ?? [] }
            return nil
        }
        return origins
    }

    /// Whether `spec` sets this attribute.
    ///
    /// - Parameter spec: The style as written.
    /// - Returns: Whether it is written there.
    func isSet(in spec: StyleSpec) -> Bool {
        PartialStyle(spec) { _, _ in nil }.origins[rawValue] != nil
    }
}
