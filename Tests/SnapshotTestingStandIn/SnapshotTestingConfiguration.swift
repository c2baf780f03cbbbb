/// Stand-in for swift-snapshot-testing's task-local configuration.
public struct SnapshotTestingConfiguration: Sendable {
    /// Stand-in for its record modes (the same case names as StyleSnapshotTesting's).
    public enum Record: String, Sendable {
        case all, failed, missing, never
    }

    /// Stand-in for its diff tool.
    public struct DiffTool: Sendable {
        /// Formats a diff command.
        public var command: @Sendable (String, String) -> String

        /// Creates a diff tool.
        ///
        /// - Parameter command: Formats a diff command.
        public init(_ command: @escaping @Sendable (String, String) -> String) {
            self.command = command
        }
    }

    /// The record mode.
    public var record: Record?
    /// The diff tool.
    public var diffTool: DiffTool?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - record: The record mode.
    ///   - diffTool: The diff tool.
    public init(record: Record? = nil, diffTool: DiffTool? = nil) {
        self.record = record
        self.diffTool = diffTool
    }
}

/// Stand-in for swift-snapshot-testing's scoped configuration.
///
/// - Parameters:
///   - record: The record mode.
///   - diffTool: The diff tool.
///   - operation: The code to run.
/// - Returns: What `operation` returns, tagged so a test can tell this function ran.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> (standIn: Bool, result: R) {
    (true, try operation())
}
