#if canImport(XCTest)
    import Foundation
    import StyleSnapshotTesting
    import XCTest

    /// The same assertions read naturally in XCTest, and failures go to `XCTFail` there.
    final class XCTestIntegrationTests: XCTestCase {
        func testFailuresGoToXCTestOutsideSwiftTesting() {
            XCTAssertEqual(SnapshotFailureReporter.currentFramework, .xcTest)
        }

        func testMatchingSnapshotPassesUnderXCTest() throws {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("StyleSnapshotXCTest-\(UUID().uuidString)", isDirectory: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("pinned\n".utf8).write(
                to: directory.appendingPathComponent("testMatchingSnapshotPassesUnderXCTest.text.txt"))
            assertSnapshot(of: "pinned\n", as: .lines, named: "text", record: .never, snapshotDirectory: directory)
            XCTAssertNil(
                verifySnapshot(of: "pinned\n", as: .lines, named: "text", record: .never, snapshotDirectory: directory))
        }
    }
#endif
