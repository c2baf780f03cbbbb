#if canImport(Testing) && compiler(>=6.1)
    import Foundation
    import TableStyleRender
    import Testing

    /// A Swift Testing trait that runs a test (or every test of a suite) with snapshot settings, as
    /// ``withStyleSnapshotTesting(record:snapshotDirectory:artifactsDirectory:formatting:operation:)`` does for a block.
    ///
    /// ```swift
    /// @Suite(.styleSnapshots(record: .failed)) struct LedgerLookTests { … }
    /// ```
    public struct StyleSnapshotTrait: TestTrait, SuiteTrait, TestScoping {
        /// The settings applied around each test.
        public var configuration: StyleSnapshotConfiguration

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
            try await withStyleSnapshotTesting(
                record: configuration.record, snapshotDirectory: configuration.snapshotDirectory,
                artifactsDirectory: configuration.artifactsDirectory, formatting: configuration.formatting
            ) {
                try await function()
            }
        }
    }

    extension Trait where Self == StyleSnapshotTrait {
        /// Snapshot settings for a test or a suite.
        /// - Parameters:
        ///   - record: The record mode (`nil`: the environment's).
        ///   - snapshotDirectory: A directory holding reference files instead of `__Snapshots__/<TestFile>/`.
        ///   - artifactsDirectory: Where failing snapshots' actual output goes.
        ///   - formatting: The locale, time zone and calendar formats use in the test (`nil`:
        ///     ``TableStyleRender/PinnedFormatting/snapshotDefault``).
        /// - Returns: The trait.
        public static func styleSnapshots(
            record: SnapshotRecordMode? = nil, snapshotDirectory: URL? = nil, artifactsDirectory: URL? = nil,
            formatting: PinnedFormatting? = nil
        ) -> Self {
            StyleSnapshotTrait(
                configuration: StyleSnapshotConfiguration(
                    record: record, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory,
                    formatting: formatting))
        }
    }
#endif
