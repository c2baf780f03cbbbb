/// Resource limits applied while parsing, so hostile input fails with a `limit` error instead of
/// exhausting memory or the stack.
public struct YAMLLimits: Sendable, Hashable {
    /// The largest input accepted, in bytes (default 16 MiB).
    public var maximumInputBytes: Int
    /// The deepest nesting of collections accepted (default 256).
    public var maximumDepth: Int
    /// The most nodes that alias expansion may add to a stream (default 100,000); a billion-laughs
    /// document exceeds it quickly.
    public var maximumAliasExpansion: Int

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - maximumInputBytes: Largest input, in bytes.
    ///   - maximumDepth: Deepest nesting.
    ///   - maximumAliasExpansion: Most nodes that aliases may add.
    public init(maximumInputBytes: Int = 16 << 20, maximumDepth: Int = 256, maximumAliasExpansion: Int = 100_000) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
        self.maximumAliasExpansion = maximumAliasExpansion
    }

    /// The defaults: 16 MiB, depth 256, 100,000 alias-expanded nodes.
    public static let `default` = YAMLLimits()
}
