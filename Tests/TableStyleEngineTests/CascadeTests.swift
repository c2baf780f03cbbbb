import TableStyleTheme
import Testing

@testable import TableStyleEngine

@Suite("Cascade")
struct CascadeTests {
    static let white = Fixture.color(0xFFFFFF)
    static let secondaryBackground = Fixture.color(0xF2F2F7)
    static let blue8 = Fixture.color(0x007AFF, alpha: 0.08)
    static let blue12 = Fixture.color(0x007AFF, alpha: 0.12)
    static let red = Fixture.color(0xFF3B30)
    static let green = Fixture.color(0x34C759)

    func bind(_ theme: Theme, shape: TableShape = Fixture.shape, appearance: Appearance? = nil) throws -> StyleResolver
    {
        try CompiledTheme(theme: theme, appearance: appearance).bind(to: shape)
    }

    @Test func builtInDefaultsAndDefaultRowColors() throws {
        let bound = try bind(Theme(name: "empty"))
        let style = bound.resolvedStyle(for: Fixture.body(0, column: 0), in: Fixture.row)
        #expect(
            style.font
                == ResolvedFont(family: "system", size: 14, weight: .regular, italic: false, monospacedDigits: false))
        #expect(style.textColor.hex == "#000000FF")
        #expect(style.borderColor.hex == "#3C3C434A")
        #expect(style.borderWidth == 0)
        #expect(style.alignment == .natural)
        #expect(style.padding == CellInsets(all: 8))
        #expect(style.lineBreak == .truncateTail)
        #expect(style.cellStyle == .default)
        #expect(style.accessory == .none)
        #expect(style.backgroundColor == Self.white)
        // Zebra: row 1 takes rowColors[1]; highlighted column takes highlightedRowColors.
        #expect(
            bound.resolvedStyle(for: Fixture.body(1, column: 0), in: Fixture.row).backgroundColor
                == Self.secondaryBackground)
        #expect(bound.resolvedStyle(for: Fixture.body(2, column: 0), in: Fixture.row).backgroundColor == Self.white)
        let highlighted0 = bound.resolvedStyle(for: Fixture.body(0, column: 1), in: Fixture.row).backgroundColor
        let highlighted1 = bound.resolvedStyle(for: Fixture.body(1, column: 1), in: Fixture.row).backgroundColor
        #expect(highlighted0.hex == "#007AFF14")
        #expect(highlighted1.hex == "#007AFF1F")
        // Header and footer have no row colors: their base background (clear).
        #expect(bound.resolvedStyle(for: Fixture.header(column: 1), in: Fixture.headerRow).backgroundColor == .clear)
        #expect(bound.resolvedStyle(for: Fixture.footer(column: 0), in: Fixture.row).backgroundColor == .clear)
    }

    @Test func headerAndFooterStartFromCell() throws {
        let theme = Theme(
            name: "t",
            cell: Fixture.style(family: "Menlo", size: 16, textColor: .semantic(.systemRed), padding: 4),
            header: Fixture.style(weight: .semibold, backgroundColor: .semantic(.systemBackground)),
            footer: Fixture.style(textColor: .semantic(.secondaryLabel)))
        let bound = try bind(theme)
        let header = bound.resolvedStyle(for: Fixture.header(column: 0), in: Fixture.headerRow)
        #expect(header.font.family == "Menlo")
        #expect(header.font.size == 16)
        #expect(header.font.weight == .semibold)
        #expect(header.textColor == Self.red)
        #expect(header.backgroundColor == Self.white)
        #expect(header.padding == CellInsets(all: 4))
        let footer = bound.resolvedStyle(for: Fixture.footer(column: 0), in: Fixture.row)
        #expect(footer.font.size == 16)
        #expect(footer.font.weight == .regular)
        #expect(footer.textColor.hex == "#3C3C4399")
        let body = bound.resolvedStyle(for: Fixture.body(0, column: 0), in: Fixture.row)
        #expect(body.font.weight == .regular)
        #expect(body.textColor == Self.red)
    }

    struct Background: Sendable, CustomStringConvertible {
        var name: String
        var rowColors: [ColorSpec]?
        var highlightedRowColors: [ColorSpec]?
        var selected: ColorSpec?
        var cell: CellContext
        var expected: String

        var description: String { name }
    }

    static let yellow = "#FFCC00FF"

    static let backgrounds: [Background] = [
        Background(name: "row 0 plain", cell: Fixture.body(0, column: 0), expected: "#FFFFFFFF"),
        Background(name: "row 3 plain", cell: Fixture.body(3, column: 0), expected: "#F2F2F7FF"),
        Background(
            name: "three row colors cycle",
            rowColors: [.semantic(.systemRed), .semantic(.systemGreen), .semantic(.systemBlue)],
            cell: Fixture.body(4, column: 0), expected: "#34C759FF"),
        Background(name: "highlighted row 2", cell: Fixture.body(2, column: 1), expected: "#007AFF14"),
        Background(
            name: "highlighted off: rowColors", highlightedRowColors: [], cell: Fixture.body(1, column: 1),
            expected: "#F2F2F7FF"),
        Background(
            name: "both off: base", rowColors: [], highlightedRowColors: [], cell: Fixture.body(1, column: 1),
            expected: yellow),
        Background(name: "rowColors off: base", rowColors: [], cell: Fixture.body(1, column: 0), expected: yellow),
        Background(
            name: "rowColors off, highlighted kept", rowColors: [], cell: Fixture.body(1, column: 1),
            expected: "#007AFF1F"),
        Background(
            name: "selected over rowColors", selected: .withAlpha(.semantic(.systemBlue), alpha: 0.15),
            cell: Fixture.body(1, column: 0, selected: true), expected: "#007AFF26"),
        Background(
            name: "selected over highlighted", selected: .semantic(.systemRed),
            cell: Fixture.body(0, column: 1, selected: true), expected: "#FF3B30FF"),
        Background(
            name: "selected over base", rowColors: [], highlightedRowColors: [], selected: .semantic(.systemRed),
            cell: Fixture.body(0, column: 0, selected: true), expected: "#FF3B30FF"),
        Background(
            name: "no selectedRowColor: selection changes nothing", cell: Fixture.body(1, column: 0, selected: true),
            expected: "#F2F2F7FF"),
        Background(
            name: "unselected row keeps row colors", selected: .semantic(.systemRed), cell: Fixture.body(1, column: 0),
            expected: "#F2F2F7FF"),
    ]

    @Test(arguments: backgrounds)
    func rowBackground(_ example: Background) throws {
        var table = TableSettings()
        table.rowColors = example.rowColors.map { Sourced($0, origin: Fixture.at(3)) }
        table.highlightedRowColors = example.highlightedRowColors.map { Sourced($0, origin: Fixture.at(4)) }
        table.selectedRowColor = example.selected.map { Sourced($0, origin: Fixture.at(5)) }
        let theme = Theme(name: "t", table: table, cell: Fixture.style(backgroundColor: .semantic(.systemYellow)))
        let bound = try bind(theme)
        #expect(bound.resolvedStyle(for: example.cell, in: Fixture.row).backgroundColor.hex == example.expected)
        #expect(bound.explain(example.cell, in: Fixture.row).style.backgroundColor.hex == example.expected)
    }

    @Test func laterRuleWinsPropertyByProperty() throws {
        let theme = Theme(
            name: "t",
            cell: Fixture.style(family: "Menlo", size: 12, padding: 4),
            rules: [
                Fixture.rule(
                    "first", line: 10, when: Fixture.value(.kind(.negative)),
                    style: Fixture.style(weight: .bold, textColor: .semantic(.systemRed), paddingTop: 10), label: "neg"),
                Fixture.rule(
                    "second", line: 14, when: .column(.highlighted),
                    style: Fixture.style(size: 18, textColor: .semantic(.systemGreen), paddingLeading: 2),
                    label: "sorted"),
                Fixture.rule("unlabeled", line: 18, when: .row(.even), style: Fixture.style(italic: true)),
                Fixture.rule(
                    "background", line: 20, when: .row(.selected),
                    style: Fixture.style(backgroundColor: .semantic(.systemTeal))),
            ])
        let bound = try bind(theme)
        let cell = Fixture.body(0, column: 1, selected: true)
        let style = bound.resolvedStyle(for: cell, in: Fixture.row)
        #expect(style.textColor == Self.green)
        #expect(
            style.font == ResolvedFont(family: "Menlo", size: 18, weight: .bold, italic: true, monospacedDigits: false))
        #expect(style.padding == CellInsets(top: 10, leading: 2, bottom: 4, trailing: 4))
        #expect(style.backgroundColor.hex == "#30B0C7FF")
        #expect(bound.labels(for: cell, in: Fixture.row) == ["neg", "sorted"])
        // Only the first rule: the second's properties do not leak in.
        let other = bound.resolvedStyle(for: Fixture.body(1, column: 0), in: Self.negativeName)
        #expect(other.font.size == 12)
        #expect(other.font.italic == false)
        #expect(other.textColor == Self.red)
        #expect(other.padding == CellInsets(top: 10, leading: 4, bottom: 4, trailing: 4))
    }

    static let negativeName: [CellValue] = [.int(-1), .double(2), .text("x"), .int(1)]

    @Test func ruleOrderDecidesEvenWhenTheEarlierRuleIsValueDependent() throws {
        // An unconditional (for this column) rule after a value-dependent one must still win.
        let theme = Theme(
            name: "t",
            rules: [
                Fixture.rule(
                    when: Fixture.value(.kind(.negative)), style: Fixture.style(textColor: .semantic(.systemRed))),
                Fixture.rule(when: .column(.highlighted), style: Fixture.style(textColor: .semantic(.systemGreen))),
                Fixture.rule(when: Fixture.value(.lessThan(-10)), style: Fixture.style(weight: .heavy)),
            ])
        let bound = try bind(theme)
        let style = bound.resolvedStyle(for: Fixture.body(0, column: 1), in: Fixture.row)
        #expect(style.textColor == Self.green)
        #expect(style.font.weight == .heavy)
        let unsorted = bound.resolvedStyle(for: Fixture.body(0, column: 0), in: Self.negativeName)
        #expect(unsorted.textColor == Self.red)
        #expect(unsorted.font.weight == .regular)
    }

    @Test func rulesOverrideRowColorsAndSelection() throws {
        var table = TableSettings()
        table.selectedRowColor = Sourced(.semantic(.systemBlue), origin: Fixture.at(2))
        let theme = Theme(
            name: "t", table: table,
            rules: [
                Fixture.rule(
                    when: Fixture.value(.kind(.negative)), style: Fixture.style(backgroundColor: .semantic(.systemPink))
                )
            ])
        let bound = try bind(theme)
        #expect(
            bound.resolvedStyle(for: Fixture.body(1, column: 1, selected: true), in: Fixture.row).backgroundColor.hex
                == "#FF2D55FF")
        #expect(
            bound.resolvedStyle(for: Fixture.body(1, column: 0, selected: true), in: Fixture.row).backgroundColor.hex
                == "#007AFFFF")
    }

    @Test func appearanceIsCallersElseThemesElseLight() throws {
        let dark = Theme(name: "d", appearance: .dark)
        #expect(try CompiledTheme(theme: dark).appearance == .dark)
        #expect(try CompiledTheme(theme: dark, appearance: .light).appearance == .light)
        #expect(try CompiledTheme(theme: Theme(name: "x")).appearance == .light)
        let darkStyle = try bind(dark).resolvedStyle(for: Fixture.body(1, column: 0), in: Fixture.row)
        #expect(darkStyle.textColor.hex == "#FFFFFFFF")
        #expect(darkStyle.backgroundColor.hex == "#1C1C1EFF")
        #expect(darkStyle.borderColor.hex == "#54545899")
        let overridden = try bind(dark, appearance: .light).resolvedStyle(
            for: Fixture.body(1, column: 0), in: Fixture.row)
        #expect(overridden.textColor.hex == "#000000FF")
    }

    struct ColorCase: Sendable, CustomStringConvertible {
        var name: String
        var spec: ColorSpec
        var expected: String
        var description: String { name }
    }

    static let colorCases: [ColorCase] = [
        ColorCase(name: "literal", spec: .literal(Fixture.color(0x123456)), expected: "#123456FF"),
        ColorCase(name: "semantic", spec: .semantic(.systemIndigo), expected: "#5856D6FF"),
        ColorCase(name: "alpha half rounds up", spec: .withAlpha(.semantic(.black), alpha: 0.5), expected: "#00000080"),
        ColorCase(
            name: "nested alpha multiplies",
            spec: .withAlpha(.withAlpha(.semantic(.systemBlue), alpha: 0.5), alpha: 0.5), expected: "#007AFF40"),
        ColorCase(
            name: "alpha over a translucent color", spec: .withAlpha(.semantic(.secondaryLabel), alpha: 0.5),
            expected: "#3C3C434D"),
        ColorCase(name: "palette", spec: .palette("brand"), expected: "#5856D6FF"),
        ColorCase(name: "palette chain with alpha", spec: .palette("brandSoft"), expected: "#5856D614"),
        ColorCase(name: "alpha over palette", spec: .withAlpha(.palette("brand"), alpha: 0.5), expected: "#5856D680"),
    ]

    static let palette: [String: Sourced<ColorSpec>] = [
        "brand": Sourced(.semantic(.systemIndigo), origin: Fixture.at(2)),
        "brandSoft": Sourced(.withAlpha(.palette("brand"), alpha: 0.08), origin: Fixture.at(3)),
    ]

    @Test(arguments: colorCases)
    func colors(_ example: ColorCase) throws {
        let theme = Theme(name: "t", palette: Self.palette, cell: Fixture.style(textColor: example.spec))
        let style = try bind(theme).resolvedStyle(for: Fixture.body(0, column: 0), in: Fixture.row)
        #expect(style.textColor.hex == example.expected)
    }

    /// Builds what the loader produces for a child over a parent
    /// (Docs/ThemeFormat.md#building-on-another-theme-extends), then checks the cascade.
    @Test func parentAndChildThemes() throws {
        let parentFile = "parent.yaml"
        let childFile = "child.yaml"
        let parentPalette: [String: Sourced<ColorSpec>] = [
            "brand": Sourced(.semantic(.systemIndigo), origin: Fixture.at(3, file: parentFile)),
            "accent": Sourced(.withAlpha(.palette("brand"), alpha: 0.5), origin: Fixture.at(4, file: parentFile)),
        ]
        let childPalette: [String: Sourced<ColorSpec>] = [
            "brand": Sourced(.semantic(.systemRed), origin: Fixture.at(3, file: childFile))
        ]
        let parentCell = Fixture.style(
            line: 8, file: parentFile, family: "Menlo", size: 12, textColor: .palette("accent"))
        let childCell = Fixture.style(line: 7, file: childFile, weight: .medium)
        let parentRules = [
            Fixture.rule(
                "negative", line: 12, file: parentFile, when: Fixture.value(.kind(.negative)),
                style: Fixture.style(line: 14, file: parentFile, textColor: .semantic(.systemRed)), label: "negative"),
            Fixture.rule(
                "sorted", line: 16, file: parentFile, when: .column(.highlighted),
                style: Fixture.style(line: 18, file: parentFile, weight: .bold), label: "sorted"),
        ]
        let childRules = [
            Fixture.rule(
                "negative", line: 10, file: childFile, when: Fixture.value(.lessThan(-100)),
                style: Fixture.style(line: 12, file: childFile, italic: true), label: "very negative"),
            Fixture.rule(
                "zebra", line: 14, file: childFile, when: .row(.odd),
                style: Fixture.style(line: 15, file: childFile, size: 13), label: "odd"),
        ]
        // Same-named child rules replace the parent's in place; the child's others follow.
        var rules = parentRules
        for rule in childRules {
            if let index = rules.firstIndex(where: { $0.name == rule.name }) {
                rules[index] = rule
            } else {
                rules.append(rule)
            }
        }
        let merged = Theme(
            name: "child", extends: "parent", palette: parentPalette.merging(childPalette) { _, child in child },
            cell: childCell.merged(over: parentCell), rules: rules, file: childFile)
        let bound = try bind(merged)
        let negative: [CellValue] = [.text("a"), .double(-500), .text("b"), .int(1)]
        let cell = Fixture.body(1, column: 1)
        let style = bound.resolvedStyle(for: cell, in: negative)
        // Palette: the child's `brand` changes the parent's `accent`.
        #expect(style.textColor.hex == "#FF3B3080")
        #expect(
            style.font == ResolvedFont(family: "Menlo", size: 13, weight: .bold, italic: true, monospacedDigits: false))
        #expect(bound.labels(for: cell, in: negative) == ["very negative", "sorted", "odd"])
        // The replaced parent rule no longer applies.
        let mild: [CellValue] = [.text("a"), .double(-5), .text("b"), .int(1)]
        #expect(bound.labels(for: Fixture.body(0, column: 0), in: mild) == [])
        // Explain points at the file and line of each layer.
        let explanation = bound.explain(cell, in: negative)
        #expect(explanation.entry(for: .fontFamily)?.origin?.file == parentFile)
        #expect(explanation.entry(for: .fontFamily)?.layer == .base(.body))
        #expect(explanation.entry(for: .fontItalic)?.origin == Fixture.at(10, file: childFile))
        #expect(explanation.entry(for: .fontItalic)?.layer == .rule(index: 0, name: "negative"))
        #expect(explanation.entry(for: .fontWeight)?.origin == Fixture.at(16, file: parentFile))
        #expect(explanation.entry(for: .fontSize)?.layer == .rule(index: 2, name: "zebra"))
    }

    @Test func stylesAreInterned() throws {
        let theme = Theme(
            name: "t",
            rules: [
                Fixture.rule(
                    when: Fixture.value(.kind(.negative)), style: Fixture.style(textColor: .semantic(.systemRed))),
                Fixture.rule(when: .column(.highlighted), style: Fixture.style(weight: .bold)),
            ])
        let compiled = try CompiledTheme(theme: theme)
        let bound = compiled.bind(to: Fixture.shape)
        var ids = Set<StyleID>()
        for index in 0..<1000 {
            let row: [CellValue] = [.text("r\(index)"), .double(Double(index % 7) - 3), .text("s"), .int(index)]
            for column in 0..<4 {
                ids.insert(bound.styleID(for: Fixture.body(index, of: 1000, column: column), in: row))
            }
        }
        // (2 row colors) × (negative or not) × (highlighted or not) at most.
        #expect(ids.count <= 8)
        #expect(ids.count >= 6)
        let styles = compiled.styles
        #expect(Set(styles).count == styles.count)
        for id in ids { #expect(compiled.style(id) == bound.style(id)) }
    }

    @Test func manyValueDependentRulesTakeTheMemoPathAndAgree() throws {
        // 14 value-dependent rules for one column exceed the precomputed tables' limit.
        var rules: [Rule] = []
        for index in 0..<14 {
            let style: StyleSpec =
                index % 2 == 0 ? Fixture.style(size: Double(10 + index)) : Fixture.style(weight: .bold)
            let when: Theme.Predicate = Fixture.value(.greaterThan(Double(index)))
            rules.append(Fixture.rule("r\(index)", when: when, style: style, label: "gt\(index)"))
        }
        let bound = try bind(Theme(name: "t", rules: rules))
        #expect(bound.planCount.precomputed < bound.planCount.total)
        for value in [-1, 0, 3, 7, 13, 20] {
            let row: [CellValue] = [.int(value), .int(value), .int(value), .int(value)]
            let cell = Fixture.body(value & 1, column: 3)
            let explanation = bound.explain(cell, in: row)
            #expect(bound.resolvedStyle(for: cell, in: row) == explanation.style)
            #expect(bound.labels(for: cell, in: row) == explanation.labels)
            #expect(explanation.labels.count == max(0, min(14, value)))
        }
    }
}
