import Foundation
import TableStyleRender

/// Snapshot settings scoped to a task: a record mode and directories that override the defaults.
///
/// Set it for a block of code with ``withStyleSnapshotTesting(record:snapshotDirectory:artifactsDirectory:formatting:operation:)``;
/// child tasks inherit it. An assertion's own arguments win over it, and it wins over the environment.
public struct StyleSnapshotConfiguration: Sendable, Hashable {
    /// The record mode, or `nil` to use the environment's.
    public var record: SnapshotRecordMode?
    /// A directory that holds the reference files directly (`<test>.<name>.<ext>`), instead of
    /// `__Snapshots__/<TestFile>/` next to the test file.
    public var snapshotDirectory: URL?
    /// Where failing snapshots' actual output is written, instead of `SNAPSHOT_ARTIFACTS` or the temporary directory.
    public var artifactsDirectory: URL?
    /// The locale, time zone and calendar that the formats of `KeyPathColumn(_:value:format:)` use while a
    /// snapshot is taken, or `nil` for ``TableStyleRender/PinnedFormatting/snapshotDefault``.
    public var formatting: PinnedFormatting?

    /// Creates a configuration; `nil` leaves a setting to the next source.
    /// - Parameters:
    ///   - record: The record mode.
    ///   - snapshotDirectory: The directory holding reference files.
    ///   - artifactsDirectory: The directory for failure artifacts.
    ///   - formatting: The locale, time zone and calendar formats use.
    public init(
        record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
        formatting: PinnedFormatting? = nil
    ) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.formatting = formatting
    }

    /// The formatting a snapshot is taken with: ``formatting``, else the default.
    var pinnedFormatting: PinnedFormatting { formatting ?? .snapshotDefault }

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
///   - formatting: The locale, time zone and calendar formats use inside `operation` (`nil`: the enclosing
///     configuration's, else ``TableStyleRender/PinnedFormatting/snapshotDefault``).
///   - operation: The code to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withStyleSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
    formatting: PinnedFormatting? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let configuration = merged(
        record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory,
        formatting: formatting)
    // Tables built anywhere in the block format as its snapshots will, not only those built in an assertion.
    return try PinnedFormatting.$current.withValue(configuration.pinnedFormatting) {
        try StyleSnapshotConfiguration.$current.withValue(configuration, operation: operation)
    }
}

/// Runs an async `operation` with snapshot settings overridden for the current task and its child tasks.
///
/// Settings left `nil` keep the enclosing configuration's value.
/// - Parameters:
///   - record: The record mode for assertions inside `operation`.
///   - snapshotDirectory: The directory holding reference files.
///   - artifactsDirectory: The directory for failure artifacts.
///   - formatting: The locale, time zone and calendar formats use inside `operation` (`nil`: the enclosing
///     configuration's, else ``TableStyleRender/PinnedFormatting/snapshotDefault``).
///   - operation: The code to run.
/// - Returns: What `operation` returns.
/// - Throws: What `operation` throws.
public func withStyleSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
    formatting: PinnedFormatting? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let configuration = merged(
        record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory,
        formatting: formatting)
    return try await PinnedFormatting.$current.withValue(configuration.pinnedFormatting) {
        try await StyleSnapshotConfiguration.$current.withValue(configuration, operation: operation)
    }
}

private func merged(
    record: SnapshotRecordMode?, snapshotDirectory: URL?, artifactsDirectory: URL?, formatting: PinnedFormatting?
) -> StyleSnapshotConfiguration {
    var configuration = StyleSnapshotConfiguration.current
    if let record { configuration.record = record }
    if let formatting { configuration.formatting = formatting }
    if let snapshotDirectory { configuration.snapshotDirectory = snapshotDirectory }
    if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
    return configuration
}
