import Foundation

/// Snapshot settings scoped to a task: a record mode and directories that override the defaults.
///
/// Set it for a block of code with ``withStyleSnapshotTesting(record:snapshotDirectory:artifactsDirectory:operation:)``;
/// child tasks inherit it. An assertion's own arguments win over it, and it wins over the environment.
public struct StyleSnapshotConfiguration: Sendable, Hashable {
    /// The record mode, or `nil` to use the environment's.
    public var record: SnapshotRecordMode?
    /// A directory that holds the reference files directly (`<test>.<name>.<ext>`), instead of
    /// `__Snapshots__/<TestFile>/` next to the test file.
    public var snapshotDirectory: URL?
    /// Where failing snapshots' actual output is written, instead of `SNAPSHOT_ARTIFACTS` or the temporary directory.
    public var artifactsDirectory: URL?

    /// Creates a configuration; `nil` leaves a setting to the next source.
    /// - Parameters:
    ///   - record: The record mode.
    ///   - snapshotDirectory: The directory holding reference files.
    ///   - artifactsDirectory: The directory for failure artifacts.
    public init(record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The configuration of the current task.
    @TaskLocal public static var current = StyleSnapshotConfiguration()
}

/// Runs `operation` with snapshot settings overridden for the current task and its child tasks.
///
/// Settings left `nil` keep the enclosing configuration's value.
/// - Parameters:
///   - record: The record mode for assertions inside `operation`.
///   - snapshotDirectory: The directory holding reference files.
///   - artifactsDirectory: The directory for failure artifacts.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withStyleSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let configuration = merged(
        record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    return try StyleSnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs an async `operation` with snapshot settings overridden for the current task and its child tasks.
///
/// Settings left `nil` keep the enclosing configuration's value.
/// - Parameters:
///   - record: The record mode for assertions inside `operation`.
///   - snapshotDirectory: The directory holding reference files.
///   - artifactsDirectory: The directory for failure artifacts.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withStyleSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let configuration = merged(
        record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    return try await StyleSnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

private func merged(record: SnapshotRecordMode?, snapshotDirectory: URL?, artifactsDirectory: URL?)
    -> StyleSnapshotConfiguration
{
    var configuration = StyleSnapshotConfiguration.current
    if let record { configuration.record = record }
    if let snapshotDirectory { configuration.snapshotDirectory = snapshotDirectory }
    if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
    return configuration
}
