import Foundation
public import TableStyleDiagnostics

/// Why a theme could not be loaded: its error diagnostics (and any warnings found with them), printed
/// the way a compiler prints them (`file:line:column: error: message [code]`).
public struct ThemeError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// Every problem found, errors first in file order.
    public var diagnostics: [Diagnostic]

    /// Creates an error.
    ///
    /// - Parameter diagnostics: The problems found (at least one error).
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics, one compiler-style message each (with their notes), separated by newlines.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }

    /// ``description``, for `localizedDescription` and error alerts.
    public var errorDescription: String? { description }
}
