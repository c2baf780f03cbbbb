/// A schema that cannot be used: a malformed keyword, an invalid regular expression, an unresolvable `$ref`.
public struct SchemaCompileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the schema.
    public var message: String
    /// Where in the schema: the resource URI, `#`, and a JSON Pointer to the offending keyword.
    public var schemaLocation: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - schemaLocation: Where in the schema.
    public init(message: String, schemaLocation: String) {
        self.message = message
        self.schemaLocation = schemaLocation
    }

    /// `location: message`, for logs.
    public var description: String { "\(schemaLocation): \(message)" }
}
