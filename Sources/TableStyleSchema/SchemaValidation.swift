/// What ``SchemaValidator/validation(of:)`` found: the errors, and whether they are all of them.
public struct SchemaValidation: Sendable, Hashable {
    /// The problems found, in evaluation order, each once; empty when the instance is valid.
    public var errors: [SchemaError]
    /// `false` when the explanation stopped at ``SchemaValidator/Options/maximumExplainedFailures``:
    /// the instance has more problems than ``errors`` lists.
    public var isComplete: Bool

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - errors: The problems found.
    ///   - isComplete: Whether every problem was explained.
    public init(errors: [SchemaError], isComplete: Bool = true) {
        self.errors = errors
        self.isComplete = isComplete
    }
}
