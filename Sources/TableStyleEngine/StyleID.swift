/// The identity of an interned ``ResolvedStyle``: an index into ``CompiledTheme/styles``.
///
/// Equal ids mean equal styles and different ids different styles (within one compiled theme), so
/// callers may group or cache by id.
public struct StyleID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index into the compiled theme's interned styles.
    public var rawValue: Int32

    /// Creates an id.
    ///
    /// - Parameter rawValue: The index.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    public static func < (lhs: StyleID, rhs: StyleID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "style#\(rawValue)" }
}
