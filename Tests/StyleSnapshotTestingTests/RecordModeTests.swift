import Foundation
import Testing

@testable import StyleSnapshotTesting

@Suite("Record modes")
struct RecordModeTests {
    /// References in `snapshots/`, artifacts in `artifacts/`, both under one temporary directory.
    struct Sandbox {
        let root: TemporaryDirectory
        var snapshots: URL { root.url.appendingPathComponent("snapshots", isDirectory: true) }
        var environment: [String: String] { [SnapshotArtifacts.environmentVariable: root.url.path + "/artifacts"] }

        init() throws {
            root = try TemporaryDirectory()
        }

        func verify(_ text: String, record: SnapshotRecordMode?, extra: [String: String] = [:]) -> String? {
            verifyStyleSnapshot(
                of: text, as: .lines, named: "sample", record: record, snapshotDirectory: snapshots,
                environment: environment.merging(extra) { $1 }, testName: "recordTest()")
        }

        var reference: String? { root.contents("snapshots/recordTest.sample.txt") }
        var artifact: String? { root.contents("artifacts/RecordModeTests/recordTest.sample.txt") }
        func seed(_ text: String) throws {
            try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
            try root.write(text, to: "snapshots/recordTest.sample.txt")
        }
    }

    @Test func missingRecordsAFreshReferenceAndFailsThenPasses() throws {
        let sandbox = try Sandbox()
        defer { sandbox.root.remove() }
        let first = try #require(sandbox.verify("a\nb\n", record: .missing))
        #expect(first.contains("No reference snapshot was found"))
        #expect(first.contains("recordTest.sample.txt"))
        #expect(sandbox.reference == "a\nb\n")
        #expect(sandbox.verify("a\nb\n", record: .missing) == nil)
        let mismatch = try #require(sandbox.verify("a\nc\n", record: .missing))
        #expect(mismatch.contains("-b\n+c\n"))
        #expect(sandbox.reference == "a\nb\n", "missing never overwrites an existing reference")
        #expect(sandbox.artifact == "a\nc\n")
    }

    @Test func missingIsTheDefaultWithoutEnvironment() throws {
        let sandbox = try Sandbox()
        defer { sandbox.root.remove() }
        let message = try #require(sandbox.verify("x\n", record: nil))
        #expect(message.contains("No reference snapshot was found"))
        #expect(sandbox.reference == "x\n")
    }

    @Test func allRewritesEveryReferenceAndAlwaysFails() throws {
        let sandbox = try Sandbox()
        defer { sandbox.root.remove() }
        try sandbox.seed("old\n")
        let updated = try #require(sandbox.verify("new\n", record: .all))
        #expect(updated.contains("record mode \"all\""))
        #expect(updated.contains("new or updated"))
        #expect(sandbox.reference == "new\n")
        let unchanged = try #require(sandbox.verify("new\n", record: .all))
        #expect(unchanged.contains("unchanged"))
    }

    @Test func failedRewritesOnlyMismatchesAndPassesOnAMatch() throws {
        let sandbox = try Sandbox()
        defer { sandbox.root.remove() }
        let missing = try #require(sandbox.verify("one\n", record: .failed))
        #expect(missing.contains("No reference snapshot was found"))
        #expect(sandbox.verify("one\n", record: .failed) == nil)
        let mismatch = try #require(sandbox.verify("two\n", record: .failed))
        #expect(mismatch.contains("-one\n+two\n"))
        #expect(mismatch.contains("the reference was overwritten"))
        #expect(sandbox.reference == "two\n")
        #expect(sandbox.verify("two\n", record: .failed) == nil)
    }

    @Test func neverWritesNothingAndFailsOnAMissingReference() throws {
        let sandbox = try Sandbox()
        defer { sandbox.root.remove() }
        let missing = try #require(sandbox.verify("z\n", record: .never))
        #expect(missing.contains("record mode is \"never\""))
        #expect(sandbox.reference == nil)
        #expect(sandbox.artifact == "z\n", "the actual output is kept as an artifact")
        try sandbox.seed("y\n")
        let mismatch = try #require(sandbox.verify("z\n", record: .never))
        #expect(mismatch.contains("-y\n+z\n"))
        #expect(sandbox.reference == "y\n")
        #expect(sandbox.verify("y\n", record: .never) == nil)
    }

    @Test func environmentSelectsTheModeCaseInsensitively() throws {
        let sandbox = try Sandbox()
        defer { sandbox.root.remove() }
        try sandbox.seed("old\n")
        let message = try #require(sandbox.verify("new\n", record: nil, extra: ["STYLE_SNAPSHOT_RECORD": "ALL"]))
        #expect(message.contains("record mode \"all\""))
        #expect(sandbox.reference == "new\n")
        #expect(try SnapshotRecordMode.fromEnvironment(["STYLE_SNAPSHOT_RECORD": " never "]) == .never)
        #expect(try SnapshotRecordMode.fromEnvironment(["STYLE_SNAPSHOT_RECORD": ""]) == nil)
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == nil)
    }

    @Test func anUnknownEnvironmentValueIsAFailureNotTheDefault() throws {
        let sandbox = try Sandbox()
        defer { sandbox.root.remove() }
        let message = try #require(sandbox.verify("x\n", record: nil, extra: ["STYLE_SNAPSHOT_RECORD": "yes"]))
        #expect(message.contains("STYLE_SNAPSHOT_RECORD=yes is not a record mode"))
        #expect(message.contains("missing, all, failed, never"))
        #expect(sandbox.reference == nil)
    }

    @Test func precedenceIsArgumentThenTaskLocalThenEnvironment() throws {
        let environment = ["STYLE_SNAPSHOT_RECORD": "never"]
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: environment) == .never)
        try withStyleSnapshotTesting(record: .failed) { () throws in
            #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: environment) == .failed)
            #expect(try SnapshotRecordMode.resolve(explicit: .all, environment: environment) == .all)
            try withStyleSnapshotTesting(snapshotDirectory: URL(fileURLWithPath: "/tmp")) { () throws in
                // A nested scope that sets only a directory keeps the outer record mode.
                #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: environment) == .failed)
            }
        }
        #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: [:]) == .missing)
    }

    @Test func taskLocalConfigurationDirectsReferencesAndArtifacts() async throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let snapshots = root.url.appendingPathComponent("refs")
        let artifacts = root.url.appendingPathComponent("out")
        try await withStyleSnapshotTesting(record: .never, snapshotDirectory: snapshots, artifactsDirectory: artifacts)
        {
            await Task.yield()
            let message = try #require(
                verifyStyleSnapshot(
                    of: "hello\n", as: .lines, named: "scoped", environment: [:], testName: "scopedTest()"))
            #expect(message.contains("record mode is \"never\""))
            #expect(message.contains(root.url.appendingPathComponent("out/RecordModeTests/scopedTest.scoped.txt").path))
        }
        #expect(root.contents("out/RecordModeTests/scopedTest.scoped.txt") == "hello\n")
        #expect(!root.exists("refs/scopedTest.scoped.txt"))
    }
}

// The `.styleSnapshots(record:)` trait exists from Swift 6.1 (it needs `TestScoping`).
#if compiler(>=6.1)
    @Suite("Snapshot trait", .styleSnapshots(record: .never))
    struct SnapshotTraitTests {
        @Test func aSuiteTraitSetsTheRecordModeForItsTests() throws {
            #expect(
                try SnapshotRecordMode.resolve(explicit: nil, environment: ["STYLE_SNAPSHOT_RECORD": "all"]) == .never)
        }

        @Test(.styleSnapshots(record: .failed)) func aTestTraitOverridesTheSuites() throws {
            #expect(try SnapshotRecordMode.resolve(explicit: nil, environment: [:]) == .failed)
        }
    }
#endif
