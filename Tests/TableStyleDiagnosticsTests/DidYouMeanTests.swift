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

    /// A flattened key in any casing names a parent and one of its own keys, and only a pair given.
    @Test func flattenedKeysNameTheirNestedPair() {
        let children: (String) -> [String] = { $0 == "font" ? ["size", "monospacedDigits"] : [] }
        for word in ["fontSize", "font-size", "font_size", "font.size", "fontsize", "FontSize", "FONT_SIZE"] {
            let pair = DidYouMean.nestedKey(for: word, parents: ["textColor", "font"], children: children)
            #expect(pair?.parent == "font" && pair?.child == "size", "\(word)")
        }
        #expect(
            DidYouMean.nestedKey(for: "font-monospaced-digits", parents: ["font"], children: children)?.child
                == "monospacedDigits")
        #expect(DidYouMean.nestedKey(for: "fontColor", parents: ["font"], children: children) == nil)
        #expect(DidYouMean.nestedKey(for: "font", parents: ["font"], children: children) == nil)
        #expect(DidYouMean.nestedKey(for: "sizeFont", parents: ["font"], children: children) == nil)
    }

    /// When two pairs spell the same letters, the one split where the word has a boundary wins.
    @Test func aSplitAtAWordBoundaryIsPreferred() {
        let children: (String) -> [String] = { $0 == "ab" ? ["c"] : ["bc"] }
        #expect(DidYouMean.nestedKey(for: "abC", parents: ["a", "ab"], children: children)?.parent == "ab")
        #expect(DidYouMean.nestedKey(for: "aBc", parents: ["ab", "a"], children: children)?.parent == "a")
        #expect(DidYouMean.nestedKey(for: "abc", parents: ["ab", "a"], children: children)?.parent == "ab")
    }

    /// A key too long to be a flattened pair is refused before its parents' keys are asked for.
    @Test func longKeysAreNoFlattenedPair() {
        let huge = "font" + String(repeating: "x", count: 1_000_000)
        var asked = false
        let pair = DidYouMean.nestedKey(for: huge, parents: ["font"]) { _ in
            asked = true
            return [String(repeating: "x", count: 1_000_000)]
        }
        #expect(pair == nil)
        #expect(!asked)
    }
}
