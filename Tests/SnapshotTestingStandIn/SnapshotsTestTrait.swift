import Testing

/// Stand-in for swift-snapshot-testing's Swift Testing trait.
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait {
    /// A suite's setting applies to the tests inside it.
    public let isRecursive = true
    /// The configuration.
    public let configuration: SnapshotTestingConfiguration
}

extension Trait where Self == _SnapshotsTestTrait {
    /// Stand-in for swift-snapshot-testing's `.snapshots(record:diffTool:)`.
    ///
    /// - Parameters:
    ///   - record: The record mode.
    ///   - diffTool: The diff tool.
    /// - Returns: The trait.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// Stand-in for swift-snapshot-testing's `.snapshots(_:)`.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: The trait.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        _SnapshotsTestTrait(configuration: configuration)
    }
}
