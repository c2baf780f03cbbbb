extension Diagnostic {
    /// A place related to a diagnostic, such as where a duplicated key was first defined.
    ///
    /// ``message`` is a clause that a place completes: rendered on its own line it reads
    /// `file:4:3: note: first defined here`; folded into a one-line message (``Diagnostic/inlineMessage``)
    /// it reads `(first defined at 4:3)`.
    public struct Note: Sendable, Hashable {
        /// The clause, such as `first defined` or `while parsing a flow mapping that started`.
        public var message: String
        /// The related place.
        public var location: FileLocation

        /// Creates a note.
        ///
        /// - Parameters:
        ///   - message: A clause completed by `here` or `at LINE:COLUMN`.
        ///   - location: The related place.
        public init(_ message: String, at location: FileLocation) {
            self.message = message
            self.location = location
        }
    }
}
