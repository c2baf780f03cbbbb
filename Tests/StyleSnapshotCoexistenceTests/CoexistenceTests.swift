import Foundation
import SnapshotTestingStandIn
import StyleSnapshotTesting
import TableStyleRender
import Testing

// This file imports StyleSnapshotTesting beside stand-ins that declare swift-snapshot-testing's public
// top-level names (`Snapshotting`, `Diffing`, `assertSnapshot`, `verifySnapshot`, `withSnapshotTesting`,
// `SnapshotTestingConfiguration`, the `.snapshots` trait, …). It compiles only while no name is defined by
// both: each unqualified use below must resolve to exactly one library.
#if compiler(>=6.1)
    @Suite("Beside swift-snapshot-testing", .snapshots(record: .failed), .styleSnapshots(record: .never))
    struct CoexistenceTests {
        static let ledger = DataTable(
            columns: [DataColumn("Item"), DataColumn("Amount")],
            rows: [DataRow(id: RowID(0), cells: ["Rent", -1200]), DataRow(id: RowID(1), cells: ["Pay", 3150])],
            sortOrder: [ColumnSort(column: 1, direction: .ascending)])

        @Test func swiftSnapshotTestingNamesResolveToIt() {
            #expect(verifySnapshot(of: "text", as: .lines) == "stand-in verifySnapshot")
            #expect(verifySnapshots(of: 1, as: [.description]) == ["stand-in verifySnapshots"])
            assertSnapshot(of: "text", as: .lines, named: "plain")
            assertSnapshots(of: 2, as: ["number": .description])
            #expect(withSnapshotTesting(record: .all) { 1 }.standIn)
            let strategy: Snapshotting<Int, String> = .description
            let simple: SimplySnapshotting<String> = .lines
            let diffing: Diffing<String> = .lines
            #expect(strategy.pathExtension == "txt" && simple.pathExtension == "txt")
            #expect(diffing.diff("a", "a") == nil)
            #expect(SnapshotTestingConfiguration(record: .missing).record == .missing)
            #expect(!isRecording && diffTool == nil)
        }

        @Test func styleSnapshotTestingNamesResolveToIt() throws {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("coexistence-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            // The suite's `.styleSnapshots(record: .never)` is StyleSnapshotTesting's trait.
            #expect(StyleSnapshotConfiguration.current.record == .never)
            let first = verifyStyleSnapshot(
                of: Self.ledger, theme: "corporate", named: "ledger", record: .missing, snapshotDirectory: directory,
                environment: [:])
            #expect(first?.hasPrefix("No reference snapshot was found") == true)
            #expect(
                verifyStyleSnapshot(
                    of: Self.ledger, theme: "corporate", named: "ledger", snapshotDirectory: directory, environment: [:]
                )
                    == nil)
            let lines: StyleSnapshotting<String, String> = .lines
            let diffing: StyleSnapshotDiffing<String> = .lines
            #expect(lines.pathExtension == "txt")
            #expect(diffing.diff("a", "b") != nil)
            let recorded = withStyleSnapshotTesting(record: .missing, snapshotDirectory: directory) {
                verifyStyleSnapshot(of: "hello", as: lines, named: "plain", environment: [:])
            }
            #expect(recorded?.hasPrefix("No reference snapshot was found") == true)
            assertStyleSnapshot(of: "hello", as: lines, named: "plain", snapshotDirectory: directory)
            assertStyleSnapshot(of: Self.ledger, theme: "corporate", named: "ledger", snapshotDirectory: directory)
        }
    }
#endif
