import TableStyleTheme

/// The plugin predicates a host registers, by name.
///
/// A `custom` predicate whose name has no registered implementation never holds (themes are checked for
/// unknown names when they are loaded against a registry or a themecheck manifest, not here).
public struct PluginPredicates: Sendable {
    /// The registered predicates, by name; a later registration of the same name replaces the earlier.
    public private(set) var predicates: [String: PluginPredicate] = [:]

    /// An empty registry.
    public init() {}

    /// This registry with `predicate` added (replacing one of the same name).
    ///
    /// - Parameter predicate: The predicate.
    /// - Returns: The extended registry.
    public func adding(_ predicate: PluginPredicate) -> PluginPredicates {
        var copy = self
        copy.predicates[predicate.declaration.name] = predicate
        return copy
    }

    /// The declarations of all registered predicates, sorted by name.
    public var declarations: [PredicateDeclaration] {
        predicates.values.map(\.declaration).sorted { $0.name < $1.name }
    }

    /// The predicate registered as `name`, if any.
    ///
    /// - Parameter name: The name.
    /// - Returns: The predicate.
    public subscript(name: String) -> PluginPredicate? {
        predicates[name]
    }
}
