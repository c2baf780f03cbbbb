import TableStyleJSON
import TableStyleTheme

/// A host plugin predicate (`when: { custom: name }` / `{ custom: { name, args } }`): its declaration
/// and, usually, its implementation.
///
/// A predicate registered with a declaration only (as themecheck does from a plugin manifest, without
/// the host's code) never holds.
public struct PluginPredicate: Sendable {
    /// The declared name and arguments.
    public var declaration: PredicateDeclaration
    /// The implementation: called with the cell and the rule's `args` (an empty object when none).
    public var evaluate: (@Sendable (PluginCellView, JSONObject) -> Bool)?

    /// Creates a plugin predicate with an implementation.
    ///
    /// - Parameters:
    ///   - declaration: The name and arguments.
    ///   - evaluate: Whether the predicate holds for a cell, given the rule's arguments.
    public init(declaration: PredicateDeclaration, evaluate: @escaping @Sendable (PluginCellView, JSONObject) -> Bool) {
        self.declaration = declaration
        self.evaluate = evaluate
    }

    /// Creates a declared predicate without an implementation: it never holds.
    ///
    /// - Parameter declaration: The name and arguments.
    public init(declaration: PredicateDeclaration) {
        self.declaration = declaration
        self.evaluate = nil
    }
}
