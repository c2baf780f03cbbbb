import Foundation

/// When a snapshot assertion writes its reference file.
///
/// The mode comes, in order of precedence, from the assertion's `record:` argument, from
/// ``StyleSnapshotConfiguration/current`` (set with ``withStyleSnapshotTesting(record:snapshotDirectory:artifactsDirectory:formatting:operation:)``),
/// from the environment variable `STYLE_SNAPSHOT_RECORD`, and otherwise ``missing``.
///
/// Every mode that writes a reference also fails the test, so a run that records can never pass: CI never
/// goes green on a freshly recorded, unreviewed reference.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Write a reference only when none exists (and fail, saying so); compare otherwise. The default.
    case missing
    /// Write every reference, whether or not it matched, and fail.
    case all
    /// Write the reference when it is missing or does not match (and fail); pass when it matches.
    case failed
    /// Never write: a missing reference is a failure. For CI.
    case never

    /// The environment variable that selects the mode.
    public static let environmentVariable = "STYLE_SNAPSHOT_RECORD"

    /// The mode named by an environment's `STYLE_SNAPSHOT_RECORD`.
    /// - Parameter environment: The process environment (or a stand-in in tests).
    /// - Returns: The named mode, or `nil` when the variable is unset or empty.
    /// - Throws: ``SnapshotConfigurationError`` when the variable holds anything but `missing`, `all`,
    ///   `failed` or `never` (case-insensitive); a typo must not silently fall back to the default.
    public static func fromEnvironment(_ environment: [String: String]) throws(SnapshotConfigurationError)
        -> SnapshotRecordMode?
    {
        guard let raw = environment[environmentVariable] else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.isEmpty { return nil }
        guard let mode = SnapshotRecordMode(rawValue: trimmed) else {
            throw SnapshotConfigurationError(
                message:
                    "\(environmentVariable)=\(raw) is not a record mode; use one of "
                    + allCases.map(\.rawValue).joined(separator: ", "))
        }
        return mode
    }

    /// Resolves the mode for one assertion.
    /// - Parameters:
    ///   - explicit: The assertion's `record:` argument.
    ///   - environment: The process environment.
    /// - Returns: The explicit mode, else the task-local configuration's, else the environment's, else ``missing``.
    /// - Throws: ``SnapshotConfigurationError`` when the environment names no valid mode.
    public static func resolve(explicit: SnapshotRecordMode?, environment: [String: String])
        throws(SnapshotConfigurationError) -> SnapshotRecordMode
    {
        if let explicit { return explicit }
        if let configured = StyleSnapshotConfiguration.current.record { return configured }
        return try fromEnvironment(environment) ?? .missing
    }
}

/// A snapshot setting that cannot be used, such as an unknown `STYLE_SNAPSHOT_RECORD` value.
public struct SnapshotConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and what is accepted.
    public var message: String

    /// Creates an error.
    /// - Parameter message: What is wrong and what is accepted.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
