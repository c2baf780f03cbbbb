import TableStyleDiagnostics
import TableStyleTheme

/// Why a theme could not be compiled: an unknown palette name, a palette reference cycle, or a
/// `matches` pattern the bounded regex dialect refuses.
///
/// Themes loaded from files are already checked by the loader, so this mostly concerns themes built
/// in code. The diagnostic carries the file, position and stable code (`palette-ref`, `regex`).
public struct ThemeCompileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and where.
    public var diagnostic: Diagnostic

    /// Creates an error from a diagnostic.
    ///
    /// - Parameter diagnostic: The finding.
    public init(diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    /// `file:line:column: error: message [code]`, as ``Diagnostic/description`` prints it.
    public var description: String { diagnostic.description }

    static func at(_ origin: FileLocation, code: Diagnostic.Code, _ message: String) -> ThemeCompileError {
        ThemeCompileError(diagnostic: Diagnostic(location: origin, code: code, message: message))
    }
}
