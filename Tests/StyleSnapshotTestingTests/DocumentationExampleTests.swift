import Foundation
import StyleSnapshotTesting
import TableStyleKit
import Testing

// The suite runs under the `.styleSnapshots(record:)` trait, which exists from Swift 6.1 (it needs `TestScoping`).
#if compiler(>=6.1)
    /// The snippets of Docs/SnapshotTesting.md, compiled and run (against a temporary snapshot directory), so
    /// the article cannot drift from the API.
    @Suite("Documentation examples", .styleSnapshots(record: .never))
    struct DocumentationExampleTests {
        struct Invoice {
            var dataTable: DataTable
        }

        static let table = DataTable(
            columns: [DataColumn("Item"), DataColumn("Amount")],
            rows: [
                DataRow(id: RowID(0), cells: ["Coffee", -4.5]),
                DataRow(id: RowID(1), cells: ["Refund", 12]),
            ],
            selection: [RowID(1)]
        ).sorted(by: ColumnSort(column: 1, direction: .descending))

        static var brandTable: StyleSnapshotting<Invoice, String> {
            StyleSnapshotting<StyledTable, String>.styleSnapshot.pullback { (invoice: Invoice) in
                StyledTable(
                    invoice.dataTable, theme: try StyleSnapshotTheme.named("corporate").compile(appearance: .light))
            }
        }

        @Test func examplesCompileAndRecordWhereTold() throws {
            let root = try TemporaryDirectory()
            defer { root.remove() }
            try withStyleSnapshotTesting(record: .missing, snapshotDirectory: root.url, artifactsDirectory: root.url) {
                () throws in
                let messages = [
                    verifyStyleSnapshot(of: Self.table, theme: "corporate", appearance: .dark, named: "ledger"),
                    verifyStyleSnapshot(of: Self.table, theme: .named("minimal"), as: .styleSnapshot, named: "minimal"),
                    verifyStyleSnapshot(of: Self.table, theme: "corporate", as: .ansi(maxWidth: 40), named: "narrow"),
                    verifyStyleSnapshot(of: Invoice(dataTable: Self.table), as: Self.brandTable, named: "march"),
                ]
                #expect(messages.allSatisfy { $0?.contains("No reference snapshot was found") == true })
            }
            #expect(root.contents("examplesCompileAndRecordWhereTold.ledger.txt")?.contains("appearance dark") == true)
            #expect(root.contents("examplesCompileAndRecordWhereTold.narrow.ansi")?.contains("\u{1B}[") == true)
            // The Amount column is sorted descending: Refund (12) comes first.
            let march = try #require(root.contents("examplesCompileAndRecordWhereTold.march.txt"))
            let refund = try #require(march.range(of: "\"Refund\""))
            let coffee = try #require(march.range(of: "\"Coffee\""))
            #expect(refund.lowerBound < coffee.lowerBound)
        }
    }
#endif
