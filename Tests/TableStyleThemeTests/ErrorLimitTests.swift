import TableStyleDiagnostics
import TableStyleTheme
import Testing

/// The loader's error limit: 200 errors per file, then it stops reading and searching for suggestions.
@Suite struct ErrorLimitTests {
    private static func rowColors(_ values: [String]) -> String {
        "format: 1\nname: rc\ntable:\n  rowColors:\n" + values.map { "    - \($0)\n" }.joined()
    }

    @Test func theLoaderStopsAfterTwoHundredErrors() {
        let result = load(Self.rowColors(Array(repeating: "systemBlu", count: 300)))
        #expect(result.stoppedAtErrorLimit)
        #expect(result.theme == nil)
        #expect(result.diagnostics.count == ErrorLimit.perFile)
        #expect(
            result.diagnostics.last?.message
                == "invalid color for table.rowColors[199]: expected a color (#RGB, #RRGGBB, #RRGGBBAA, rgb(), "
                + "rgba(), a semantic name or $palette), found \"systemBlu\"; did you mean \"systemBlue\"?")
        let exactly = load(Self.rowColors(Array(repeating: "systemBlu", count: 200)))
        #expect(!exactly.stoppedAtErrorLimit)
        #expect(exactly.diagnostics.count == 200)
    }

    /// Unknown palette names count against the same limit as the reader's errors.
    @Test func unknownPaletteNamesShareTheLimit() {
        let result = load(Self.rowColors(Array(repeating: "nc", count: 150) + Array(repeating: "$nope", count: 100)))
        #expect(result.stoppedAtErrorLimit)
        #expect(
            result.diagnostics.map(\.code.rawValue) == Array(repeating: "color", count: 150)
                + Array(repeating: "palette-ref", count: 50))
    }

    /// Past the limit the color parser is asked for no suggestion: the search is the costly part.
    @Test func aColorWithoutSuggestionSearch() {
        #expect(throws: ColorSyntaxError.self) { try ColorSpec.parse("systemBlu", suggesting: false) }
        do {
            _ = try ColorSpec.parse("systemBlu", suggesting: false)
        } catch {
            #expect(!error.message.contains("did you mean"))
        }
        do {
            _ = try ColorSpec.parse("blue")
        } catch {
            #expect(error.message.hasSuffix("; did you mean \"systemBlue\"?"))
        }
    }
}
