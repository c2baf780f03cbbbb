/// An output: turns a ``RenderTree`` into text.
public protocol TableRenderer: Sendable {
    /// Renders the tree.
    ///
    /// - Parameter tree: The resolved cells and settings.
    /// - Returns: The output's text.
    func render(_ tree: RenderTree) -> String
}
