import TableStyleDiagnostics

/// One entry of a theme's `rules`: when it holds, its style is laid over the cell's style.
public struct Rule: Sendable, Hashable {
    /// The optional unique name (a child theme's rule with the same name replaces it in place).
    public var name: String?
    /// The condition; `nil` matches every body cell.
    public var when: Theme.Predicate?
    /// What the rule sets.
    public var style: StyleSpec
    /// What the rule means, for readers who cannot see color.
    public var label: String?
    /// Where the rule starts (the `-` of its list item).
    public var origin: FileLocation

    /// Creates a rule.
    ///
    /// - Parameters:
    ///   - name: Its name.
    ///   - when: Its condition.
    ///   - style: What it sets.
    ///   - label: Its label.
    ///   - origin: Where it was written.
    public init(
        name: String? = nil, when: Theme.Predicate? = nil, style: StyleSpec, label: String? = nil, origin: FileLocation
    ) {
        self.name = name
        self.when = when
        self.style = style
        self.label = label
        self.origin = origin
    }
}
