import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme
import Testing

@testable import ThemeCheckCore

/// `contrast` and `no-effect` on statistics tests, color scales and bars.
@Suite("Warnings on statistics, scales and bars")
struct StatisticsAnalysisTests {
    static func warnings(_ source: String, appearance: Appearance? = nil) throws -> [Diagnostic] {
        let loaded = ThemeRegistry().load(source: source, file: "t.yaml")
        let theme = try #require(loaded.theme, "\(loaded.diagnostics)")
        var budget = AnalysisBudget()
        let analysis = ThemeAnalysis(theme: theme, appearance: appearance, budget: &budget)
        let position = SourcePosition(line: 1, column: 1)
        return ContrastCheck(analysis: analysis, file: "t.yaml", fallback: position).diagnostics(budget: &budget)
            + NoEffectCheck(analysis: analysis, file: "t.yaml").diagnostics(budget: &budget)
    }

    @Test(arguments: [Appearance.light, .dark])
    func analyticsIsCleanInBothAppearances(appearance: Appearance) throws {
        let source = try #require(BundledResources.themeText(named: "analytics"))
        let found = try Self.warnings(source, appearance: appearance)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The colors between two stops count: black text is fine on white and on light gray stops, but the
    /// scale passes through no darker color — while a scale from white to black passes through gray 50%.
    @Test func contrastSeesTheColorsBetweenStops() throws {
        let legible = """
            format: 1
            name: t
            rules:
              - when: { value: number }
                style: { textColor: black, backgroundColor: { scale: [{ at: min, color: "#FFFFFF" }, { at: max, color: "#DDDDDD" }] } }
            """
        #expect(try Self.warnings(legible).isEmpty)
        let illegible = """
            format: 1
            name: t
            rules:
              - when: { value: number }
                style: { textColor: black, backgroundColor: { scale: [{ at: min, color: "#FFFFFF" }, { at: max, color: "#000000" }] } }
            """
        let found = try Self.warnings(illegible)
        #expect(found.map(\.code) == [.contrast])
        #expect(found.first?.location.line == 5)
    }

    @Test func contrastSeesATextScaleOnTheBackground() throws {
        let source = """
            format: 1
            name: t
            rules:
              - when: { value: number }
                style: { textColor: { scale: [{ at: 0, color: "#000000" }, { at: 1, color: "#EEEEEE" }] } }
            """
        let found = try Self.warnings(source)
        #expect(!found.isEmpty && found.allSatisfy { $0.code == .contrast && $0.message.contains("#EEEEEEFF") })
    }

    /// A statistics test holds for some table (body cells only), so its rule has an effect; in the header
    /// it never holds, so a header-only statistics rule has none.
    @Test func noEffectUnderstandsStatisticsTests() throws {
        let body = """
            format: 1
            name: t
            rules:
              - when: { value: { top: 3 } }
                style: { borderWidth: 2 }
              - when: { value: duplicate }
                style: { borderWidth: 3 }
              - when: { rowValue: { column: Amount, value: max } }
                style: { borderWidth: 4 }
              - style: { bar: { color: systemBlue } }
              - when: { value: number }
                style: { backgroundColor: { scale: [{ at: min, color: "#FFFFFF" }, { at: max, color: "#EEEEEE" }] } }
            """
        #expect(try Self.warnings(body).isEmpty)
        let header = """
            format: 1
            name: t
            rules:
              - when: { section: header, value: max }
                style: { borderWidth: 2 }
            """
        #expect(try Self.warnings(header).map(\.code) == [.noEffect])
    }
}
