import Foundation
import StyleSnapshotTesting
import TableStyleKit
import Testing

/// The project's own golden files: every bundled theme × {light, dark} × three fixture tables in
/// style-snapshot form, plus one ANSI and one HTML rendering per theme. Any change to a bundled theme or
/// to the engine that changes a cell's look fails here.
///
/// After an intended change: `STYLE_SNAPSHOT_RECORD=failed swift test --filter GoldenSuite`, then review
/// `git diff Tests/StyleSnapshotTestingTests/__Snapshots__/GoldenSuiteTests/` like code.
@Suite("Golden suite")
struct GoldenSuiteTests {
    static let themes = ["corporate", "minimal", "dark", "analytics"]

    @Test(arguments: themes, Appearance.allCases)
    func styleSnapshots(theme: String, appearance: Appearance) {
        for fixture in GoldenFixtures.tables {
            assertStyleSnapshot(
                of: fixture.table, theme: .named(theme), appearance: appearance, as: .styleSnapshot,
                named: "\(theme)-\(appearance.rawValue)-\(fixture.name)")
        }
    }

    /// The ledger in colour (negative numbers, the tinted sorted column, the selection, label markers),
    /// and the wide table squeezed into 60 columns so its long cells are truncated.
    @Test(arguments: themes)
    func ansi(theme: String) {
        assertStyleSnapshot(of: GoldenFixtures.ledger, theme: .named(theme), as: .ansi, named: "\(theme)-ledger")
        assertStyleSnapshot(
            of: GoldenFixtures.wideText, theme: .named(theme), as: .ansi(maxWidth: 60), named: "\(theme)-wide-text")
    }

    /// The ledger as a standalone HTML page per theme.
    @Test(arguments: themes)
    func html(theme: String) {
        assertStyleSnapshot(of: GoldenFixtures.ledger, theme: .named(theme), as: .html, named: "\(theme)-ledger")
    }

    /// The JSON render tree of one table, pinning the shape `themecheck render --format json` promises.
    @Test func renderTree() {
        assertStyleSnapshot(
            of: GoldenFixtures.ledger, theme: "corporate", appearance: .light, as: .renderTree,
            named: "corporate-ledger")
    }

    /// No bundled theme wraps text, so a small theme extending `minimal` wraps the Notes column: its
    /// golden shows wrapping (Notes) and truncation (Title) side by side.
    static let wrappingRegistry = ThemeRegistry().adding(
        themeNamed: "golden-wrap",
        source: """
            format: 1
            name: golden-wrap
            extends: minimal
            rules:
              - name: wrap-notes
                when: { column: { name: Notes } }
                style: { lineBreak: wrap }
            """)

    @Test func wrappingTheme() {
        let theme = StyleSnapshotTheme.named("golden-wrap", registry: Self.wrappingRegistry)
        assertStyleSnapshot(of: GoldenFixtures.wideText, theme: theme, as: .styleSnapshot, named: "wide-text")
        assertStyleSnapshot(of: GoldenFixtures.wideText, theme: theme, as: .ansi(maxWidth: 60), named: "wide-text")
    }
}
