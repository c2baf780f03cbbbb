import Foundation
import StyleSnapshotTesting
import TableStyleKit
import Testing

/// The golden suite's promise, checked: editing one color in a bundled theme makes its goldens fail, and
/// the failure names the changed cells. The theme is edited in memory (registered in code under the same
/// name, which wins over the bundled one); the real reference files are only read (`record: .never`).
@Suite("Golden suite detects theme changes")
struct ChangeDetectionTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/GoldenSuiteTests", isDirectory: true)

    @Test func changingCorporatesNegativeColorFailsWithAReadableSummary() throws {
        let source = try #require(BundledResources.themeText(named: "corporate"))
        // Whatever corporate's palette `negative` is, change its last hex digit: one color, nothing else.
        let marker = "negative: { light: \"#"
        let start = try #require(
            source.range(of: marker), "corporate's palette must define `negative` with a hex light color")
        let old = String(source[start.upperBound...].prefix(6)).uppercased()
        try #require(old.count == 6 && old.allSatisfy(\.isHexDigit))
        let new = String(old.dropLast()) + (old.hasSuffix("0") ? "1" : "0")
        let edited = source.replacingCharacters(
            in: start.upperBound..<source.index(start.upperBound, offsetBy: 6), with: new)
        let registry = ThemeRegistry().adding(themeNamed: "corporate", source: edited)
        let artifacts = FileManager.default.temporaryDirectory
            .appendingPathComponent("ChangeDetection-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: artifacts) }

        let unchanged = verifyStyleSnapshot(
            of: GoldenFixtures.ledger, theme: .named("corporate"), appearance: .light, named: "corporate-light-ledger",
            record: .never, snapshotDirectory: Self.goldens, environment: [:], testName: "styleSnapshots")
        #expect(unchanged == nil, "the bundled theme matches its golden")

        let message = try #require(
            verifyStyleSnapshot(
                of: GoldenFixtures.ledger, theme: .named("corporate", registry: registry), appearance: .light,
                named: "corporate-light-ledger", record: .never, snapshotDirectory: Self.goldens,
                environment: [SnapshotArtifacts.environmentVariable: artifacts.path], testName: "styleSnapshots"))
        #expect(message.contains("body rows 3–4, column Amount: textColor #\(old)FF → #\(new)FF"))
        #expect(message.contains("-body r3 c2 \"-64.25\" selected textColor=#\(old)FF"))
        #expect(message.contains("+body r3 c2 \"-64.25\" selected textColor=#\(new)FF"))
        #expect(message.contains(artifacts.path + "/ChangeDetectionTests/styleSnapshots.corporate-light-ledger.txt"))
    }

    @Test func changingAnEngineVisibleRowColorFailsEveryAffectedRow() throws {
        let source = try #require(BundledResources.themeText(named: "minimal"))
        let edited = source.replacingOccurrences(
            of: "rowColors: [systemBackground]\n", with: "rowColors: [systemGray6]\n")
        #expect(edited != source)
        let registry = ThemeRegistry().adding(themeNamed: "minimal", source: edited)
        let message = try #require(
            verifyStyleSnapshot(
                of: GoldenFixtures.grouped, theme: .named("minimal", registry: registry), appearance: .light,
                named: "minimal-light-grouped", record: .never, snapshotDirectory: Self.goldens,
                environment: [SnapshotArtifacts.environmentVariable: NSTemporaryDirectory()], testName: "styleSnapshots"
            ))
        #expect(message.contains("table: rowColors #FFFFFFFF → #F2F2F7FF"))
        #expect(message.contains("group 0 body rows 0–2, all columns: backgroundColor #FFFFFFFF → #F2F2F7FF"))
        #expect(message.contains("group 1 body rows 0–1, all columns: backgroundColor #FFFFFFFF → #F2F2F7FF"))
    }

    @Test func anUnknownThemeIsAFailureWithItsDiagnostic() throws {
        let message = try #require(
            verifyStyleSnapshot(
                of: GoldenFixtures.ledger, theme: "no-such-theme", named: "x", record: .never,
                snapshotDirectory: Self.goldens, environment: [:]))
        #expect(message.contains("The theme \"no-such-theme\" could not be loaded"))
        #expect(message.contains("[extends]") || message.contains("no-such-theme"))
    }
}
