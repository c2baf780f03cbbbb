import Foundation
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

    /// Words of other styling vocabularies name the key they stand for, where that key is allowed.
    @Suite struct Synonyms {
        static let style = ["font", "textColor", "backgroundColor", "alignment", "format"]
        static let value = ["lt", "lte", "gt", "gte", "eq", "ne", "in", "matches"]
        static let theme = ["format", "name", "extends", "palette", "appearance", "rules"]
        static func fontKeys(_ parent: String) -> [String] { parent == "font" ? ["size", "weight", "italic"] : [] }

        static func hint(_ word: String, _ allowed: [String]) -> DidYouMean.KeyHint? {
            DidYouMean.keyHint(for: word, among: allowed, children: fontKeys)
        }

        @Test(arguments: [
            ("foreground", "textColor"), ("color", "textColor"), ("Font-Color", "textColor"),
            ("font_colour", "textColor"), ("background", "backgroundColor"), ("bg-color", "backgroundColor"),
            ("text-align", "alignment"), ("numberFormat", "format"),
        ])
        func styleWords(_ word: String, _ key: String) {
            #expect(Self.hint(word, Self.style) == .replacement(key))
        }

        /// `le` and `ge` are one edit from `lt` and `gt`, but mean `lte` and `gte`.
        @Test(arguments: [
            ("lessThan", "lt"), ("le", "lte"), ("<=", "lte"), ("ge", "gte"), (">", "gt"), ("!=", "ne"),
            ("isin", "in"), ("regex", "matches"), ("greater-than-or-equal", "gte"),
        ])
        func valueTestWords(_ word: String, _ key: String) {
            #expect(Self.hint(word, Self.value) == .replacement(key))
        }

        @Test func attributesOfTheFontNameTheirNestedKey() {
            #expect(Self.hint("bold", Self.style) == .nested(parent: "font", child: "weight"))
            #expect(Self.hint("italic", Self.style) == .nested(parent: "font", child: "italic"))
            #expect(Self.hint("size", Self.style) == .nested(parent: "font", child: "size"))
            // No `font` where the word was written, or no such key in it: no hint from the synonym.
            #expect(Self.hint("bold", Self.value) == nil)
            #expect(DidYouMean.keyHint(for: "bold", among: Self.style) { _ in [] } == nil)
        }

        /// A word whose meaning depends on the place is suggested only where a key tells that place.
        @Test func placeDependentWords() {
            #expect(Self.hint("version", Self.theme) == .replacement("format"))
            #expect(Self.hint("version", Self.style) == nil)
            #expect(Self.hint("colors", Self.theme) == .replacement("palette"))
            #expect(Self.hint("colors", ["rowColors", "style"]) == nil)
            #expect(Self.hint("numberFormat", Self.theme) == nil)
        }

        /// A key written in other case is that key, even where the word is also a synonym.
        @Test func aKeyInOtherCaseWinsOverASynonym() {
            #expect(Self.hint("COLOR", ["color", "textColor"]) == .replacement("color"))
            #expect(Self.hint("textcolor", Self.style) == .replacement("textColor"))
        }

        /// Every word of the list is written as it is compared (lower case, no separators) and gives its
        /// meaning where that meaning's keys are allowed.
        @Test func everyWordGivesItsMeaningWhereItsKeysAreAllowed() {
            for (word, hint, place) in DidYouMean.synonymMeanings {
                let allowed: [String]
                let children: (String) -> [String]
                switch hint {
                case .replacement(let key):
                    allowed = [key] + (place.map { [$0] } ?? [])
                    children = { _ in [] }
                case .nested(let parent, let child):
                    allowed = [parent] + (place.map { [$0] } ?? [])
                    children = { $0 == parent ? [child] : [] }
                }
                #expect(word == word.lowercased() && !word.contains(where: { "-_. ".contains($0) }), "\(word)")
                #expect(DidYouMean.synonymHint(for: word, among: allowed, children: children) == hint, "\(word)")
            }
        }

        /// The keys the list names are the theme schema's: a renamed key fails here instead of leaving its
        /// synonyms pointing nowhere.
        @Test func everyKeyTheListNamesIsInTheThemeSchema() throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Schemas/theme.schema.json")
            let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
            // The key sets of every `properties` object, anywhere in the schema.
            var places: [Set<String>] = []
            func walk(_ node: Any) {
                if let object = node as? [String: Any] {
                    if let properties = object["properties"] as? [String: Any] { places.append(Set(properties.keys)) }
                    object.values.forEach(walk)
                } else if let array = node as? [Any] {
                    array.forEach(walk)
                }
            }
            walk(schema)
            #expect(places.count > 10)
            for (word, hint, place) in DidYouMean.synonymMeanings {
                switch hint {
                case .replacement(let key):
                    #expect(places.contains { $0.contains(key) && $0.contains(place ?? key) }, "\(word) → \(key)")
                case .nested(let parent, let child):
                    #expect(places.contains { $0.contains(parent) && $0.contains(place ?? parent) }, "\(word)")
                    #expect(places.contains { $0.contains(child) }, "\(word) → \(parent).\(child)")
                }
            }
        }

        /// Only known words: a typo keeps its ordinary hint, an unrelated or huge word gets none.
        @Test func otherWordsKeepTheirHints() {
            #expect(Self.hint("textColr", Self.style) == .replacement("textColor"))
            #expect(Self.hint("shadow", Self.style) == nil)
            #expect(
                DidYouMean.synonymHint(
                    for: String(repeating: "bold", count: 500_000), among: Self.style,
                    children: Self.fontKeys) == nil)
        }
    }
}
