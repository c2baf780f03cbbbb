import Foundation
import TableStyleTheme
import Testing

/// `extends` is resolved and its problems reported even when the file has other errors, so one run shows
/// an author every mistake at once.
@Suite("extends: reported alongside other errors")
struct ExtendsWithOtherErrorsTests {
    static let flawedBody = """
        extends: nosuch
        rowColour: red
        palette: { brand: "#12345" }
        rules:
          - name: r
            when: { value: negatve }
            style: { textColor: $brand }

        """

    @Test func unknownParentIsReportedWithTheOtherErrors() throws {
        let result = ThemeRegistry(includingBundledThemes: false).load(
            source: theme("t", Self.flawedBody), file: "<t>")
        #expect(result.theme == nil)
        let found = positions(result)
        #expect(found.contains("extends@3:10"))
        #expect(found.contains { $0.hasPrefix("schema@4:") })
        #expect(found.contains { $0.hasPrefix("color@5:") })
        #expect(found.contains { $0.hasPrefix("schema@8:") })
        let extends = try #require(result.diagnostics.first { $0.code == .extends })
        #expect(extends.message.contains("unknown parent theme \"nosuch\""))
    }

    @Test func cycleIsReportedWithTheOtherErrors() throws {
        // The cycle goes through a parent without errors; the loaded theme's own mistakes stay reported.
        let body = Self.flawedBody.replacingOccurrences(of: "extends: nosuch", with: "extends: b")
        let registry = ThemeRegistry(includingBundledThemes: false)
            .adding(themeNamed: "a", source: theme("a", body))
            .adding(themeNamed: "b", source: theme("b", "extends: a\n"))
        let result = registry.theme(named: "a")
        #expect(result.theme == nil)
        let found = positions(result)
        #expect(found.contains("extends@3:10"))
        #expect(found.contains { $0.hasPrefix("schema@4:") })
        #expect(found.contains { $0.hasPrefix("color@5:") })
        let extends = try #require(result.diagnostics.first { $0.code == .extends })
        #expect(extends.message.contains("a → b → a"))
    }

    @Test func unknownParentIsReportedWithAnOutdatedFormatVersion() {
        // Format 0 is an error but the file is still read (unlike a newer format), so the parent is looked up.
        let result = ThemeRegistry(includingBundledThemes: false).load(
            source: "format: 0\nname: t\nextends: nosuch\n", file: "<t>")
        #expect(positions(result).contains("extends@3:10"))
        #expect(positions(result).contains("version@1:9"))
    }
}
