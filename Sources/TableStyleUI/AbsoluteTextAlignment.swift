/// A horizontal alignment fixed to the screen's edges, for APIs without leading and trailing
/// (`NSTextAlignment.left`/`.right`, CSS `text-align: left`).
public enum AbsoluteTextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right
}
