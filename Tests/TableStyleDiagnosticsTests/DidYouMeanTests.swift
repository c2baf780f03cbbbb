import TableStyleDiagnostics
import Testing

@Suite struct DidYouMeanTests {
    /// A swap of two neighbouring letters is one edit, so short words still get a suggestion.
    @Test func neighbourSwapIsOneEdit() {
        #expect(DidYouMean.editDistance("srot", "sort", limit: 3) == 1)
        #expect(DidYouMean.suggestion(for: "srot", among: ["select", "sort"]) == "sort")
        #expect(DidYouMean.suggestion(for: "nmae", among: ["name"]) == "name")
    }

    @Test func farWordsGetNoSuggestion() {
        #expect(DidYouMean.suggestion(for: "xyz", among: ["sort", "theme"]) == nil)
        #expect(DidYouMean.editDistance("kitten", "sitting", limit: 1) == 2)
    }

    @Test func caseInsensitiveMatchWinsAndTiesGoToTheEarlierCandidate() {
        #expect(DidYouMean.suggestion(for: "Theme", among: ["them", "theme"]) == "theme")
        #expect(DidYouMean.suggestion(for: "rowz", among: ["rows", "rowx"]) == "rows")
    }

    /// Words over 64 scalars are never compared, bounding the work any input causes.
    @Test func longWordsAreNotCompared() {
        let long = String(repeating: "a", count: 65)
        #expect(DidYouMean.editDistance(long, long + "b", limit: 3) == 4)
        #expect(DidYouMean.suggestion(for: long + "b", among: [long]) == nil)
    }

    /// A multi-megabyte word is refused before it is lowercased or copied; a long candidate written in
    /// other case is still found.
    @Test func hugeWordsAreRefusedAndLongExactMatchesStillFound() {
        let huge = String(repeating: "Ab", count: 2_000_000)
        #expect(DidYouMean.suggestion(for: huge, among: ["auto", "none"]) == nil)
        #expect(DidYouMean.editDistance(huge, "auto", limit: 3) == 4)
        let longKey = String(repeating: "key", count: 30)
        #expect(DidYouMean.suggestion(for: longKey.uppercased(), among: ["auto", longKey]) == longKey)
    }
}
