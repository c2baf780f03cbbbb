extension BoundedRegex {
    /// Why a pattern was refused: a message and the 0-based offset (in Unicode scalars) of the problem.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, for a theme author.
        public var message: String
        /// The 0-based offset in the pattern's Unicode scalars where the problem is.
        public var offset: Int

        /// Creates a syntax error.
        ///
        /// - Parameters:
        ///   - message: What is wrong.
        ///   - offset: Where, in Unicode scalars from the start of the pattern.
        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }

        public var description: String { "\(message) (at offset \(offset))" }
    }
}
