extension DidYouMean {
    /// The key a word from another styling vocabulary stands for where it was written: `foreground` or
    /// `color` for `textColor`, `background` for `backgroundColor`, `bold` for `font: { weight: … }`,
    /// `lessThan` or `<` for `lt`, `isin` (pandas) for `in`, `version` for `format`.
    ///
    /// The word is compared by its letters, ignoring case and the separators `-`, `_`, `.` and space (as
    /// ``nestedKey(for:parents:children:)`` reads it), so `font-color`, `fontColor` and `font_color` are one
    /// word. Only a key allowed where the word was written (or a parent allowed there that has the child)
    /// is suggested, and a word whose meaning depends on the place (`version` means the theme's `format`,
    /// not a style's number `format`) names a key that tells the place.
    ///
    /// - Parameters:
    ///   - word: The unknown key as written.
    ///   - allowed: The keys allowed where it was written.
    ///   - children: The keys allowed in a parent key's value.
    /// - Returns: The hint, or `nil` when the word is no known synonym of a key there.
    package static func synonymHint(for word: String, among allowed: [String], children: (String) -> [String])
        -> KeyHint?
    {
        // Synonyms are short: a long word is none, decided from a bounded prefix before anything is copied.
        if word.unicodeScalars.prefix(33).count > 32 { return nil }
        guard let meanings = synonyms[String(Spelling(word).letters)] else { return nil }
        return meanings.first { meaning in
            if let place = meaning.place, !allowed.contains(place) { return false }
            switch meaning.hint {
            case .replacement(let key): return allowed.contains(key)
            case .nested(let parent, let child): return allowed.contains(parent) && children(parent).contains(child)
            }
        }?.hint
    }

    /// What a synonym stands for, and a key that must be allowed beside it where its meaning depends on
    /// the place.
    private struct Meaning {
        var hint: KeyHint
        var place: String?
    }

    /// Every synonym with what it stands for and the key that tells its place (if its meaning depends on
    /// one), in the list's order: what tests hold against the schema, so a renamed key cannot leave a
    /// synonym pointing nowhere.
    package static var synonymMeanings: [(word: String, hint: KeyHint, place: String?)] {
        synonymTable.flatMap { entry in entry.words.map { ($0, entry.meaning.hint, entry.meaning.place) } }
    }

    /// Words of CSS, spreadsheets, pandas' `Styler` and UIKit, by their letters, with what each stands for
    /// in the theme format (in order of preference where several places could hold one).
    private static let synonyms: [String: [Meaning]] = {
        var synonyms: [String: [Meaning]] = [:]
        for entry in synonymTable {
            for word in entry.words { synonyms[word, default: []].append(entry.meaning) }
        }
        return synonyms
    }()

    /// The synonyms, grouped by what they stand for.
    private static let synonymTable: [(words: [String], meaning: Meaning)] = {
        func key(_ name: String, besides place: String? = nil) -> Meaning {
            Meaning(hint: .replacement(name), place: place)
        }
        func font(_ child: String) -> Meaning { Meaning(hint: .nested(parent: "font", child: child)) }
        return [
            // Style keys.
            (
                [
                    "foreground", "foregroundcolor", "fg", "fgcolor", "color", "colour", "fontcolor", "fontcolour",
                    "forecolor",
                ], key("textColor")
            ),
            (
                ["background", "backgroundcolour", "bg", "bgcolor", "fill", "fillcolor", "backcolor"],
                key("backgroundColor")
            ),
            (["bold", "weight"], font("weight")),
            (["italic", "italics", "fontstyle"], font("italic")),
            (["size", "textsize", "pointsize"], font("size")),
            (["family", "fontname", "typeface"], font("family")),
            (
                ["align", "textalign", "textalignment", "halign", "horizontalalignment", "justify"],
                key("alignment")
            ),
            (["wrap", "textwrap", "wordwrap", "linebreakmode"], key("lineBreak")),
            (["inset", "insets", "contentinsets"], key("padding")),
            (["strokecolor"], key("borderColor")),
            (["strokewidth", "borderthickness"], key("borderWidth")),
            (["numberformat", "valueformat", "displayformat"], key("format", besides: "textColor")),
            // Value tests.
            (["lessthan", "below", "under", "<"], key("lt")),
            (["lessthanorequal", "lessthanorequalto", "atmost", "le", "<="], key("lte")),
            (["greaterthan", "morethan", "above", "over", ">"], key("gt")),
            (["greaterthanorequal", "greaterthanorequalto", "atleast", "ge", ">="], key("gte")),
            (["notequal", "notequalto", "neq", "isnot", "!="], key("ne")),
            (["=="], key("eq")),
            (["range", "inrange"], key("between")),
            (["isin", "oneof", "anyof"], key("in")),
            (["regex", "regexp", "pattern", "match"], key("matches")),
            (["startswith", "beginswith"], key("prefix")),
            (["endswith"], key("suffix")),
            (["includes"], key("contains")),
            (["caseinsensitive", "nocase"], key("ignoreCase")),
            (["largest", "nlargest"], key("top")),
            (["smallest", "nsmallest"], key("bottom")),
            // Rules.
            (["if", "condition", "conditions", "where", "predicate"], key("when")),
            (["then", "apply", "css", "props"], key("style", besides: "when")),
            (["col", "field"], key("column")),
            // The theme.
            (["version", "formatversion", "schemaversion"], key("format", besides: "rules")),
            (["inherits", "inherit", "parent", "basedon"], key("extends")),
            (["colors", "colours", "variables"], key("palette", besides: "rules")),
            (["colorscheme", "scheme", "mode"], key("appearance", besides: "rules")),
        ]
    }()
}
