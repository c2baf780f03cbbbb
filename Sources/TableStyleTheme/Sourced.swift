import TableStyleDiagnostics

/// A value together with where the theme wrote it (so `explain` can say which file and line set it).
///
/// The location's file is the theme file's path, `<bundled>/NAME.yaml` for bundled themes,
/// `<memory>/NAME.yaml` for themes registered in code, or the name given to `ThemeRegistry.load(source:file:)`;
/// its position is that of the value's key or value.
public struct Sourced<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var origin: FileLocation

    /// Creates a sourced value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - origin: Where it was written.
    public init(_ value: Value, origin: FileLocation) {
        self.value = value
        self.origin = origin
    }
}
