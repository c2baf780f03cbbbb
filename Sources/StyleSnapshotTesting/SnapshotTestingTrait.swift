#if canImport(Testing) && compiler(>=6.1)
    import Foundation
    import Testing

    /// A Swift Testing trait that runs a test (or every test of a suite) with snapshot settings, as
    /// ``withSnapshotTesting(record:snapshotDirectory:artifactsDirectory:operation:)`` does for a block.
    ///
    /// ```swift
    /// @Suite(.snapshots(record: .failed)) struct LedgerLookTests { … }
    /// ```
    public struct SnapshotTestingTrait: TestTrait, SuiteTrait, TestScoping {
        /// The settings applied around each test.
        public var configuration: SnapshotTestingConfiguration

        /// A suite's setting applies to every test inside it.
        public var isRecursive: Bool { true }

        /// Runs the test inside the snapshot settings.
        /// - Parameters:
        ///   - test: The test or suite.
        ///   - testCase: The test case, for parameterized tests.
        ///   - function: The test's body.
        /// - Throws: What the test throws.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            try await withSnapshotTesting(
                record: configuration.record, snapshotDirectory: configuration.snapshotDirectory,
                artifactsDirectory: configuration.artifactsDirectory
            ) {
                try await function()
            }
        }
    }

    extension Trait where Self == SnapshotTestingTrait {
        /// Snapshot settings for a test or a suite.
        /// - Parameters:
        ///   - record: The record mode (`nil`: the environment's).
        ///   - snapshotDirectory: A directory holding reference files instead of `__Snapshots__/<TestFile>/`.
        ///   - artifactsDirectory: Where failing snapshots' actual output goes.
        /// - Returns: The trait.
        public static func snapshots(
            record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil
        ) -> Self {
            SnapshotTestingTrait(
                configuration: SnapshotTestingConfiguration(
                    record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory))
        }
    }
#endif
