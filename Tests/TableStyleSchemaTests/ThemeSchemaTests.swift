import Foundation
import TableStyleJSON
import TableStyleSchema
import Testing

/// Schemas/theme.schema.json against a sample theme using every top-level key and typical authoring mistakes.
@Suite struct ThemeSchemaTests {
    /// A sample theme using every top-level key, written as JSON.
    static let sample = #"""
        {
          "format": 1,
          "name": "corporate",
          "extends": "minimal",
          "description": "Brand-tinted, comfortable spacing",
          "appearance": "light",
          "palette": {
            "brand": "systemIndigo",
            "brandSoft": { "color": "systemIndigo", "alpha": 0.08 }
          },
          "table": {
            "style": "plain",
            "rowHeight": "automatic",
            "interRowSpacing": 1,
            "headerHeight": 56,
            "footerHeight": 50,
            "searchHeight": 44,
            "show": { "search": true, "footer": true, "headerSortIndicator": true, "footerSortIndicator": true,
                      "verticalScrollBar": true, "horizontalScrollBar": true },
            "float": { "header": true, "footer": false, "search": true },
            "sortArrowColor": "$brand",
            "rowColors": ["systemBackground", "secondarySystemBackground"],
            "highlightedRowColors": ["$brandSoft", { "color": "systemIndigo", "alpha": 0.12 }],
            "selectedRowColor": { "color": "systemBlue", "alpha": 0.15 },
            "deleteTitle": "Remove"
          },
          "cell": { "font": { "family": "system", "size": 14, "weight": "regular" }, "textColor": "label" },
          "header": { "font": { "weight": "semibold" }, "textColor": "label", "backgroundColor": "systemBackground" },
          "footer": { "textColor": "secondaryLabel" },
          "rules": [
            { "name": "negative-red", "when": { "value": "negative" }, "style": { "textColor": "systemRed" },
              "label": "negative" },
            { "name": "bold-sorted-column", "when": { "column": "highlighted" },
              "style": { "font": { "weight": "bold" } } }
          ]
        }
        """#

    @Test func sampleThemeIsValid() throws {
        let schema = try TestSupport.themeSchema()
        let errors = schema.validate(try TestSupport.json(Self.sample))
        #expect(errors.isEmpty, "\(errors)")
    }

    /// A structural mistake, the instance pointer of the error it must produce, and the failing keyword.
    struct Mistake: Sendable, CustomTestStringConvertible {
        var edit: @Sendable (inout JSONObject) -> Void
        var label: String
        var pointer: String
        var keyword: String

        var testDescription: String { label }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            edit: { $0["table"] = .object(["rowColour": .array([])]) }, label: "unknown key in table",
            pointer: "/table/rowColour", keyword: "additionalProperties"),
        Mistake(
            edit: { $0["table"] = .object(["headerHeight": .string("tall")]) }, label: "headerHeight not a number",
            pointer: "/table/headerHeight", keyword: "type"),
        Mistake(
            edit: { $0["table"] = .object(["style": .string("plian")]) }, label: "enum typo in table style",
            pointer: "/table/style", keyword: "enum"),
        Mistake(
            edit: { $0["cell"] = .object(["lineBreak": .string("wrapp")]) }, label: "enum typo in a style",
            pointer: "/cell/lineBreak", keyword: "enum"),
        Mistake(
            edit: { $0["cell"] = .object(["borderWidth": .int(21)]) }, label: "borderWidth above 20",
            pointer: "/cell/borderWidth", keyword: "maximum"),
        Mistake(
            edit: { $0["header"] = .object(["borderWidth": .double(-0.5)]) }, label: "borderWidth below 0",
            pointer: "/header/borderWidth", keyword: "minimum"),
        Mistake(
            edit: { $0["cell"] = .object(["textColor": .object(["color": .string("label"), "alpha": .double(1.5)])]) },
            label: "alpha above 1", pointer: "/cell/textColor/alpha", keyword: "maximum"),
        Mistake(
            edit: { $0["footer"] = .object(["textColor": .string("systemRedd")]) }, label: "unknown color name",
            pointer: "/footer/textColor", keyword: "anyOf"),
        Mistake(
            edit: { $0["cell"] = .object(["backgroundColor": .string("#12345")]) }, label: "five hex digits",
            pointer: "/cell/backgroundColor", keyword: "anyOf"),
        Mistake(
            edit: { $0["cell"] = .object(["font": .object(["size": .int(201)])]) }, label: "font size above 200",
            pointer: "/cell/font/size", keyword: "maximum"),
        Mistake(
            edit: { $0["cell"] = .object(["font": .object(["wieght": .string("bold")])]) }, label: "unknown font key",
            pointer: "/cell/font/wieght", keyword: "additionalProperties"),
        Mistake(
            edit: { $0["cell"] = .object(["padding": .object(["left": .int(2)])]) }, label: "unknown padding side",
            pointer: "/cell/padding/left", keyword: "additionalProperties"),
        Mistake(
            edit: { $0["name"] = .string("Corporate") }, label: "name with a capital", pointer: "/name",
            keyword: "pattern"),
        Mistake(edit: { $0["format"] = nil }, label: "format missing", pointer: "", keyword: "required"),
        Mistake(edit: { $0["format"] = .int(0) }, label: "format 0", pointer: "/format", keyword: "minimum"),
        Mistake(
            edit: { $0["appearance"] = .string("night") }, label: "appearance typo", pointer: "/appearance",
            keyword: "enum"),
        Mistake(
            edit: { $0["colour"] = .string("x") }, label: "unknown top-level key", pointer: "/colour",
            keyword: "additionalProperties"),
        Mistake(
            edit: { $0["table"] = .object(["show": .object(["serch": .bool(true)])]) }, label: "unknown show key",
            pointer: "/table/show/serch", keyword: "additionalProperties"),
        Mistake(
            edit: { $0["table"] = .object(["float": .object(["header": .string("yes")])]) },
            label: "float flag not a bool", pointer: "/table/float/header", keyword: "type"),
        Mistake(
            edit: { $0["table"] = .object(["rowHeight": .string("auto")]) }, label: "rowHeight keyword typo",
            pointer: "/table/rowHeight", keyword: "anyOf"),
        Mistake(
            edit: { $0["rules"] = .array([.object(["when": .object(["value": .string("negatve")])])]) },
            label: "value keyword typo", pointer: "/rules/0/when/value", keyword: "anyOf"),
        Mistake(
            edit: {
                $0["rules"] = .array([
                    .object(["when": .object(["any": .array([.object(["row": .object(["every": .int(0)])])])])])
                ])
            }, label: "every 0 inside any", pointer: "/rules/0/when/any/0/row/every", keyword: "minimum"),
        Mistake(
            edit: {
                $0["rules"] = .array([.object(["when": .object(["not": .object(["colum": .string("highlighted")])])])])
            }, label: "unknown predicate key inside not", pointer: "/rules/0/when/not/colum",
            keyword: "additionalProperties"),
        Mistake(
            edit: {
                $0["rules"] = .array([.object(["when": .object(["rowValue": .object(["equals": .string("x")])])])])
            }, label: "rowValue without column", pointer: "/rules/0/when/rowValue", keyword: "required"),
        Mistake(
            edit: {
                $0["rules"] = .array([.object(["when": .object(["rowValue": .object(["column": .string("S")])])])])
            }, label: "rowValue without a test", pointer: "/rules/0/when/rowValue", keyword: "not"),
        Mistake(
            edit: {
                $0["rules"] = .array([.object(["when": .object(["value": .object(["ignoreCase": .bool(true)])])])])
            }, label: "ignoreCase with no test", pointer: "/rules/0/when/value", keyword: "not"),
        Mistake(
            edit: {
                $0["rules"] = .array([
                    .object(["when": .object(["column": .object(["name": .string("A"), "kind": .string("number")])])])
                ])
            }, label: "column test with two keys", pointer: "/rules/0/when/column", keyword: "maxProperties"),
        Mistake(
            edit: { $0["extends"] = .string("../other") }, label: "extends a path", pointer: "/extends",
            keyword: "pattern"),
        Mistake(
            edit: { $0["rules"] = .array([.object(["stlye": .object([:])])]) }, label: "unknown rule key",
            pointer: "/rules/0/stlye", keyword: "additionalProperties"),
    ]

    @Test(arguments: mistakes)
    func rejectsStructuralMistakesAtTheirPath(_ mistake: Mistake) throws {
        var theme = try #require(try TestSupport.json(Self.sample).objectValue)
        mistake.edit(&theme)
        let errors = try TestSupport.themeSchema().validate(.object(theme))
        let error = try #require(errors.first, "no error for \(mistake.label)")
        #expect(errors.count == 1, "\(errors)")
        #expect(error.instancePointer == mistake.pointer, "\(errors)")
        #expect(error.keyword == mistake.keyword, "\(errors)")
    }

    @Test func unknownKeyMessageSuggestsTheClosestKey() throws {
        let errors = try TestSupport.themeSchema().validate(
            try TestSupport.json(#"{"format": 1, "name": "x", "table": {"rowColour": []}}"#))
        let error = try #require(errors.first)
        #expect(error.message == "`rowColour` is not a key of `table`; did you mean `rowColors`?")
        #expect(error.suggestion == "rowColors")
        #expect(error.isKeyError)
        #expect(error.instancePath == [.key("table"), .key("rowColour")])
    }

    /// The messages for `key: value` written in a rule's style, the way `themecheck` shows them.
    private func ruleStyleMessages(_ key: String, _ value: String) throws -> [String] {
        let theme =
            #"{"format": 1, "name": "x", "rules": [{"style": {"alignment": "leading"}}, "#
            + #"{"when": {"row": "last"}, "style": {"\#(key)": \#(value)}}]}"#
        return try TestSupport.themeSchema().validate(try TestSupport.json(theme)).map(\.message)
    }

    /// CSS and SwiftUI spell one flat key per attribute; the format nests them, and the message names
    /// the nested spelling (never as a `suggestion`, which replaces the key as written).
    @Test(arguments: [
        ("fontWeight", "font: { weight: … }"),
        ("font-weight", "font: { weight: … }"),
        ("font_size", "font: { size: … }"),
        ("fontweight", "font: { weight: … }"),
        ("paddingTop", "padding: { top: … }"),
        ("textColorScale", "textColor: { scale: … }"),
        ("format-grouping-separator", "format: { groupingSeparator: … }"),
    ])
    func aFlattenedNestedKeyIsSpelledNested(_ key: String, _ nested: String) throws {
        #expect(
            try ruleStyleMessages(key, #""bold""#) == [
                "`\(key)` is not a key of `rules[1].style`; did you mean `\(nested)`?"
            ])
        let errors = try TestSupport.themeSchema().validate(
            try TestSupport.json(#"{"format": 1, "name": "x", "cell": {"\#(key)": 1}}"#))
        #expect(errors.map(\.suggestion) == [nil])
        #expect(errors.map(\.instancePath) == [[.key("cell"), .key(key)]])
        #expect(errors.map(\.isKeyError) == [true])
    }

    /// `font` has no `height`: no nested hint, and the message is the plain one.
    @Test func aFlattenedKeyWhoseNestedPathDoesNotExistGetsNoHint() throws {
        #expect(try ruleStyleMessages("fontHeight", "3") == ["`fontHeight` is not a key of `rules[1].style`"])
        #expect(try ruleStyleMessages("bar-width", "3") == ["`bar-width` is not a key of `rules[1].style`"])
    }

    /// Typos of flat keys keep their suggestion.
    @Test func typosOfFlatKeysKeepTheirSuggestion() throws {
        #expect(
            try ruleStyleMessages("textColr", #""systemRed""#) == [
                "`textColr` is not a key of `rules[1].style`; did you mean `textColor`?"
            ])
        #expect(
            try ruleStyleMessages("backgroundcolor", #""systemRed""#) == [
                "`backgroundcolor` is not a key of `rules[1].style`; did you mean `backgroundColor`?"
            ])
        #expect(
            try ruleStyleMessages("text-color", #""systemRed""#) == [
                "`text-color` is not a key of `rules[1].style`; did you mean `textColor`?"
            ])
    }

    /// Words of CSS, spreadsheets and pandas name the format's key; a replacement is the error's
    /// `suggestion`, a nested key is not.
    @Test func wordsOfOtherVocabulariesNameTheFormatsKey() throws {
        #expect(
            try ruleStyleMessages("foreground", #""systemRed""#) == [
                "`foreground` is not a key of `rules[1].style`; did you mean `textColor`?"
            ])
        #expect(
            try ruleStyleMessages("bold", "true") == [
                "`bold` is not a key of `rules[1].style`; did you mean `font: { weight: … }`?"
            ])
        let errors = try TestSupport.themeSchema().validate(
            try TestSupport.json(
                #"{"format": 1, "name": "x", "rules": [{"when": {"value": {"le": 3}}, "style": {"background": "red"}}]}"#
            ))
        #expect(
            errors.map(\.message) == [
                "`le` is not a key of `rules[0].when.value`; did you mean `lte`?",
                "`background` is not a key of `rules[0].style`; did you mean `backgroundColor`?",
            ])
        #expect(errors.map(\.suggestion) == ["lte", "backgroundColor"])
    }

    /// Inside a mapping of several forms the hint comes from the form that has the parent.
    @Test func aNestedHintLooksThroughReferencesAndAlternatives() throws {
        let errors = try TestSupport.themeSchema().validate(
            try TestSupport.json(
                #"{"format": 1, "name": "x", "cell": {"bar": {"color": "systemRed", "maxPercentile": 90}}}"#))
        #expect(
            errors.map(\.message) == [
                "`maxPercentile` is not a key of `cell.bar`; did you mean `max: { percentile: … }`?"
            ])
    }

    @Test func colorMistakesNameTheColorFormsAndSuggestANameFromTheColorDefinition() throws {
        let errors = try TestSupport.themeSchema().validate(
            try TestSupport.json(#"{"format": 1, "name": "x", "cell": {"textColor": "systemRedd"}}"#))
        let error = try #require(errors.first)
        #expect(error.suggestion == "systemRed")
        #expect(error.message.hasPrefix("expected a color name such as systemBlue, a hex color"))
        #expect(error.message.hasSuffix("found the string \"systemRedd\"; did you mean `systemRed`?"))
        #expect(error.schemaLocation.hasSuffix("#/$defs/color/anyOf"))
    }

    @Test(arguments: [
        "#ABC", "#a1b2c3", "#A1B2C3D4", "rgb(0, 128, 255)", "rgb(0,0,0)", "rgba(255, 0, 0, 0.5)", "rgba(1, 2, 3, 1)",
        "$brand", "systemGray6", "clear",
    ])
    func acceptsEveryColorForm(_ color: String) throws {
        let theme = JSONValue.object([
            "format": .int(1), "name": .string("x"),
            "cell": .object(["textColor": .object(["color": .string(color), "alpha": .double(0.5)])]),
            "table": .object(["rowColors": .array([.string(color)])]),
        ])
        #expect(try TestSupport.themeSchema().validate(theme).isEmpty)
    }

    @Test(arguments: ["#ABCD1", "rgb(256, 0, 0)", "rgba(0, 0, 0, 1.5)", "rgb(0, 0)", "$", "brand", "Label"])
    func rejectsMalformedColors(_ color: String) throws {
        let theme = JSONValue.object([
            "format": .int(1), "name": .string("x"), "cell": .object(["textColor": .string(color)]),
        ])
        let errors = try TestSupport.themeSchema().validate(theme)
        #expect(errors.map(\.instancePointer) == ["/cell/textColor"])
    }

    @Test func everyPredicateFormIsAccepted() throws {
        let predicates = #"""
            [
              {"value": "empty"}, {"value": {"lt": 0, "gte": -5}}, {"value": {"between": [1, 2]}},
              {"value": {"equals": "x", "ignoreCase": true}}, {"value": {"in": ["a", 2]}}, {"value": {"matches": "^a"}},
              {"column": "highlighted"}, {"column": {"name": "Amount"}}, {"column": {"names": ["A", "B"]}},
              {"column": {"index": 2}}, {"column": {"kind": "number"}}, {"column": {"names": ["A", 2, true]}},
              {"row": "odd"}, {"row": {"index": 0}}, {"row": {"every": 3, "offset": 1}},
              {"rowValue": {"column": "Status", "value": "text"}}, {"rowValue": {"column": "Status", "equals": "overdue"}},
              {"section": "footer"}, {"section": ["header", "footer"]}, {"sort": "descending"},
              {"custom": "weekend"}, {"custom": {"name": "over", "args": {"limit": 3}}},
              {"all": []}, {"any": [{"row": "even"}, {"not": {"value": "null"}}]}
            ]
            """#
        let rules = try #require(try TestSupport.json(predicates).arrayValue).map { JSONValue.object(["when": $0]) }
        let theme = JSONValue.object(["format": .int(1), "name": .string("x"), "rules": .array(rules)])
        let errors = try TestSupport.themeSchema().validate(theme)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func everyPropertyHasHoverDocumentation() throws {
        let schema = try TestSupport.themeSchema()
        var undocumented: [String] = []
        func visit(_ value: JSONValue, _ pointer: String) {
            switch value {
            case .object(let object):
                for (key, member) in object {
                    if key == "properties", case .object(let properties) = member {
                        for (name, property) in properties where property["description"]?.stringValue?.isEmpty != false
                        {
                            undocumented.append(pointer + "/properties/" + name)
                        }
                    }
                    visit(member, pointer + "/" + key)
                }
            case .array(let elements):
                for (offset, element) in elements.enumerated() { visit(element, pointer + "/\(offset)") }
            default:
                break
            }
        }
        visit(schema.document, "")
        #expect(undocumented.isEmpty, "\(undocumented)")
        #expect(schema.document["$id"]?.stringValue?.isEmpty == false)
        #expect(schema.document["title"]?.stringValue == "TableStyleKit theme")
        let definitions = try #require(schema.document["$defs"]?.objectValue)
        #expect(Set(definitions.keys).isSuperset(of: ["color", "style", "font", "padding", "predicate", "valueTest"]))
        #expect(JSONSchema.metaschemaErrors(schema.document).isEmpty)
    }

    @Test(arguments: [
        ("/properties/appearance", #""light""#), ("/$defs/table/properties/headerHeight", "50"),
        ("/$defs/table/properties/footerHeight", "50"), ("/$defs/table/properties/searchHeight", "44"),
        ("/$defs/table/properties/interRowSpacing", "0"), ("/$defs/table/properties/rowHeight", #""automatic""#),
        ("/$defs/table/properties/sortArrowColor", #""systemBlue""#),
        ("/$defs/table/properties/rowColors", #"["systemBackground","secondarySystemBackground"]"#),
        ("/$defs/table/properties/float/properties/footer", "false"),
        ("/$defs/table/properties/show/properties/verticalScrollBar", "true"),
        ("/$defs/font/properties/size", "14"), ("/$defs/font/properties/weight", #""regular""#),
        ("/$defs/font/properties/family", #""system""#), ("/$defs/style/properties/borderWidth", "0"),
        ("/$defs/style/properties/alignment", #""natural""#), ("/$defs/style/properties/padding", "8"),
        ("/$defs/style/properties/lineBreak", #""truncateTail""#), ("/$defs/style/properties/textColor", #""label""#),
        ("/$defs/style/properties/backgroundColor", #""clear""#), ("/$defs/style/properties/accessory", #""none""#),
    ])
    func defaultsMatchTheSpecification(pointer: String, expected: String) throws {
        var node = try TestSupport.themeSchema().document
        for token in pointer.split(separator: "/") {
            node = try #require(node[String(token)], "no \(token) in \(pointer)")
        }
        #expect(node["default"] == (try TestSupport.json(expected)))
    }
}
