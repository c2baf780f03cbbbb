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
            assertStyleSnapshot(of: "pinned\n", as: .lines, named: "text", record: .never, snapshotDirectory: directory)
            XCTAssertNil(
                verifyStyleSnapshot(
                    of: "pinned\n", as: .lines, named: "text", record: .never, snapshotDirectory: directory))
        }

        #if os(Linux)
            /// Failures caught instead of failing the test, so the XCTFail path itself can be checked.
            private var captured: [String] = []
            private var capturing = false

            override func recordFailure(
                withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
            ) {
                if capturing {
                    captured.append(description)
                } else {
                    super.recordFailure(
                        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
                }
            }

            func testMismatchIsReportedThroughXCTFail() throws {
                let directory = FileManager.default.temporaryDirectory
                    .appendingPathComponent("StyleSnapshotXCTest-\(UUID().uuidString)", isDirectory: true)
                defer { try? FileManager.default.removeItem(at: directory) }
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data("pinned\n".utf8).write(
                    to: directory.appendingPathComponent("testMismatchIsReportedThroughXCTFail.text.txt"))
                capturing = true
                withStyleSnapshotTesting(artifactsDirectory: directory) {
                    assertStyleSnapshot(
                        of: "moved\n", as: .lines, named: "text", record: .never, snapshotDirectory: directory)
                }
                capturing = false
                XCTAssertEqual(captured.count, 1)
                XCTAssertTrue(captured.first?.contains("-pinned\n+moved") ?? false)
            }
        #endif
    }
#endif
