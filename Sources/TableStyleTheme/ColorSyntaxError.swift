import TableStyleDiagnostics

/// Why a color text could not be read (Docs/ThemeFormat.md#colors); reported with code `color`.
public struct ColorSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, saying what was expected and what was found.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: The message.
    public init(message: String) {
        self.message = message
    }

    /// The diagnostic code for this problem: `color`.
    public var code: Diagnostic.Code { .color }

    /// The message.
    public var description: String { message }
}
