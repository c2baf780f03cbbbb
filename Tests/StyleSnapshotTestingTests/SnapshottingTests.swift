import Foundation
import Testing

@testable import StyleSnapshotTesting

@Suite("StyleSnapshotting strategies, layout and failure messages")
struct SnapshottingTests {
    struct Invoice {
        var number: Int
        var total: Double
    }

    struct RenderFailure: Error, CustomStringConvertible {
        var description: String { "the invoice has no lines" }
    }

    @Test func referencesLiveInSnapshotsFolderNamedAfterTheTestFile() {
        let location = SnapshotLocation(
            file: "/pkg/Tests/AppTests/LedgerTests.swift", testName: "golden(theme:appearance:)",
            name: "corporate light/ledger", pathExtension: "txt")
        #expect(
            location.referenceURL.path
                == "/pkg/Tests/AppTests/__Snapshots__/LedgerTests/golden.corporate-light-ledger.txt")
        #expect(location.testFileName == "LedgerTests")
        let xcTestStyle = SnapshotLocation(
            file: "/pkg/Tests/AppTests/LedgerTests.swift", testName: "testLedger()", name: "1", pathExtension: "json")
        #expect(xcTestStyle.fileName == "testLedger.1.json")
        #expect(SnapshotLocation.sanitized("../../etc") == "etc")
        #expect(SnapshotLocation.sanitized("") == "snapshot")
    }

    @Test func pullbackComposesAndKeepsExtensionAndDiffing() throws {
        let invoice = StyleSnapshotting<String, String>.lines.pullback { (invoice: Invoice) in
            "invoice \(invoice.number)\ntotal \(invoice.total)\n"
        }
        #expect(invoice.pathExtension == "txt")
        #expect(try invoice.snapshot(Invoice(number: 7, total: 12.5)) == "invoice 7\ntotal 12.5\n")
        let byNumber = invoice.pullback { (number: Int) in Invoice(number: number, total: 0) }
        #expect(try byNumber.snapshot(3) == "invoice 3\ntotal 0.0\n")
        let difference = try #require(byNumber.diffing.diff("invoice 3\n", "invoice 4\n"))
        #expect(difference.diff.contains("-invoice 3\n+invoice 4\n"))
    }

    @Test func aThrowingSnapshotIsAFailureWithTheError() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let failing = StyleSnapshotting<String, String>.lines.pullback { (_: Invoice) -> String in throw RenderFailure()
        }
        let message = try #require(
            verifyStyleSnapshot(
                of: Invoice(number: 1, total: 0), as: failing, named: "x", snapshotDirectory: root.url,
                environment: [:]))
        #expect(message.contains("could not be taken: the invoice has no lines"))
        #expect(!root.exists("aThrowingSnapshotIsAFailureWithTheError.x.txt"))
    }

    @Test func unnamedSnapshotsAreNumberedInOrder() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        _ = verifyStyleSnapshot(of: "first\n", as: .lines, snapshotDirectory: root.url, environment: [:])
        _ = verifyStyleSnapshot(of: "second\n", as: .lines, snapshotDirectory: root.url, environment: [:])
        #expect(root.contents("unnamedSnapshotsAreNumberedInOrder.1.txt") == "first\n")
        #expect(root.contents("unnamedSnapshotsAreNumberedInOrder.2.txt") == "second\n")
    }

    @Test func mismatchMessageHasSummaryAboveDiffArtifactPathAndAdvice() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let strategy = StyleSnapshotting<String, String>(
            pathExtension: "txt",
            diffing: .lines(summary: { reference, actual in ["\(reference.count) → \(actual.count) characters"] }))
        try root.write("a\nb\n", to: "mismatch.one.txt")
        let environment = [SnapshotArtifacts.environmentVariable: root.url.path + "/artifacts"]
        let message = try #require(
            verifyStyleSnapshot(
                of: "a\nbb\n", as: strategy, named: "one", record: .missing, snapshotDirectory: root.url,
                environment: environment, testName: "mismatch()"))
        let summaryAt = try #require(message.range(of: "What changed:\n  • 4 → 5 characters\n"))
        let diffAt = try #require(message.range(of: "@@ -1,2 +1,2 @@\n a\n-b\n+bb\n"))
        #expect(summaryAt.lowerBound < diffAt.lowerBound)
        let artifactPath = root.url.path + "/artifacts/SnapshottingTests/mismatch.one.txt"
        #expect(message.contains(artifactPath))
        #expect(root.contents("artifacts/SnapshottingTests/mismatch.one.txt") == "a\nbb\n")
        #expect(message.contains("STYLE_SNAPSHOT_RECORD=failed"))
    }

    @Test func artifactsDefaultToTheTemporaryDirectory() {
        let root = SnapshotArtifacts.rootDirectory(environment: [:])
        #expect(root.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        #expect(root.lastPathComponent == "StyleSnapshotArtifacts")
        #expect(SnapshotArtifacts.rootDirectory(environment: ["SNAPSHOT_ARTIFACTS": "/x/y"]).path == "/x/y")
    }

    @Test func failuresGoToSwiftTestingWhenASwiftTestingTestRuns() throws {
        #expect(SnapshotFailureReporter.currentFramework == .swiftTesting)
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try root.write("expected\n", to: "failuresGoToSwiftTestingWhenASwiftTestingTestRuns.report.txt")
        withKnownIssue("a mismatch is recorded through Issue.record") {
            withStyleSnapshotTesting(artifactsDirectory: root.url.appendingPathComponent("artifacts")) {
                assertStyleSnapshot(
                    of: "different\n", as: .lines, named: "report", record: .never, snapshotDirectory: root.url)
            }
        } matching: { issue in
            issue.description.contains("@@ -1 +1 @@\n-expected\n+different")
        }
        // A matching snapshot records nothing.
        assertStyleSnapshot(of: "expected\n", as: .lines, named: "report", record: .never, snapshotDirectory: root.url)
    }

    @Test func anUndecodableReferenceIsAMismatchNotACrash() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: root.file("undecodable.bin.txt"))
        let message = try #require(
            verifyStyleSnapshot(
                of: "text\n", as: .lines, named: "bin", record: .never, snapshotDirectory: root.url,
                environment: [SnapshotArtifacts.environmentVariable: root.url.path + "/artifacts"],
                testName: "undecodable()"))
        #expect(message.contains("could not be read as this snapshot's format"))
        #expect(root.contents("artifacts/SnapshottingTests/undecodable.bin.txt") == "text\n")
    }

    @Test func anUnwritableReferenceLocationIsReported() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        try root.write("a plain file", to: "blocker")
        let message = try #require(
            verifyStyleSnapshot(
                of: "text\n", as: .lines, named: "x", record: .missing,
                snapshotDirectory: root.file("blocker").appendingPathComponent("sub"), environment: [:]))
        #expect(message.hasPrefix("Could not write the reference snapshot"))
    }

    @Test func descriptionStrategySnapshotsAnyValue() throws {
        let strategy = StyleSnapshotting<[Int], String>.description
        #expect(strategy.pathExtension == "txt")
        #expect(try strategy.snapshot([1, 2]) == "[1, 2]")
    }
}
