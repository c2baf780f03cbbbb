import TableStyleTheme
import Testing

@testable import TableStyleEngine

/// How a scale and a bar sit in the cascade: the interned style keeps the layers below a scale for cells
/// it does not apply to, and the computed part replaces the color where it does.
@Suite("Scales and bars in the cascade")
struct ComputedStyleCascadeTests {
    static let columns = [ColumnShape(name: "Name", kind: .text), ColumnShape(name: "Amount", kind: .number)]
    static let shape = TableShape(columns: columns)
    static let rows: [[CellValue]] = (0..<6).map { [.text("n\($0)"), .int($0 * 10 - 20)] }
    static let white = ColorSpec.semantic(.white)
    static let black = ColorSpec.semantic(.black)

    static func scaleRule(line: Int = 20, when: Theme.Predicate? = nil) -> Rule {
        var style = StyleSpec()
        style.backgroundColorScale = Sourced(
            [ColorScaleStop(at: .min, color: white), ColorScaleStop(at: .max, color: black)], origin: Fixture.at(line))
        return Rule(name: "scale", when: when, style: style, label: "scaled", origin: Fixture.at(line))
    }

    static func bind(_ rules: [Rule], bar: BarSpec? = nil) throws -> StyleResolver {
        var cell = StyleSpec()
        cell.bar = bar.map { Sourced($0, origin: Fixture.at(2)) }
        var table = TableSettings()
        table.rowColors = Sourced([.semantic(.systemGray), .semantic(.systemTeal)], origin: Fixture.at(3))
        let theme = Theme(name: "computed", table: table, cell: cell, rules: rules, file: Fixture.file)
        let compiled = try CompiledTheme(theme: theme)
        let needs = compiled.statisticsNeeds(for: shape)
        return compiled.bind(to: shape, statistics: TableStatistics(needs: needs, rows: rows))
    }

    /// A fixed background on odd rows, then a scale on every cell: text cells keep the odd rows' fixed
    /// color and the even rows' row color; number cells take the scale's color in every row.
    @Test func scaleOverAFixedColorKeepsItForText() throws {
        let fixed = Fixture.rule(
            "odd", line: 10, when: .row(.odd), style: Fixture.style(backgroundColor: .semantic(.systemPink)))
        let bound = try Self.bind([fixed, Self.scaleRule()])
        let gray = SemanticColor.systemGray.color(in: .light)
        let pink = SemanticColor.systemPink.color(in: .light)
        for (index, values) in Self.rows.enumerated() {
            let whole = bound.resolveRow(index, rowCount: 6, isSelected: false, values: values, columnCount: 2)
            let text = bound.style(whole[0].style)
            #expect(text.backgroundColor == (index % 2 == 1 ? pink : gray))
            let cell = CellContext(section: .body, row: index, rowCount: 6, column: 0, isSelected: false)
            #expect(bound.computedStyle(whole[0].style, for: cell, value: values[0]) == nil)
            let number = CellContext(section: .body, row: index, rowCount: 6, column: 1, isSelected: false)
            let computed = try #require(bound.computedStyle(whole[1].style, for: number, value: values[1]))
            // Amounts -20 … 30: white at -20, black at 30.
            let t = Double(index) / 5
            let channel = UInt8((255 - 255 * t + 0.5).rounded(.down))
            #expect(computed.backgroundColor == ThemeColor(red: channel, green: channel, blue: channel))
            #expect(whole[1].labels == ["scaled"])
            #expect(bound.explain(number, in: values).style == bound.style(whole[1].style))
        }
    }

    /// A rule on positive values that sets a fixed pink background and `bar: none`.
    static func fixedPinkWithoutBar() -> Rule {
        var style = Fixture.style(backgroundColor: .semantic(.systemPink))
        style.bar = Sourced(BarSpec.none, origin: Fixture.at(30))
        return Fixture.rule(
            "fixed", line: 30, when: .value(ValueTest(conditions: [.greaterThan(0)])), style: style)
    }

    /// A later fixed color replaces a scale; `bar: none` in a rule removes the base's bar.
    @Test func laterLayersReplaceScalesAndBars() throws {
        let later = Self.fixedPinkWithoutBar()
        let bound = try Self.bind(
            [Self.scaleRule(), later], bar: .bar(color: .semantic(.systemBlue), negativeColor: nil, min: nil, max: nil))
        for (index, values) in Self.rows.enumerated() {
            let cell = CellContext(section: .body, row: index, rowCount: 6, column: 1, isSelected: false)
            let id = bound.styleID(for: cell, in: values)
            let computed = bound.computedStyle(id, for: cell, value: values[1])
            let amount = index * 10 - 20
            if amount > 0 {
                #expect(computed == nil)
                #expect(bound.style(id).backgroundColor == SemanticColor.systemPink.color(in: .light))
            } else {
                // lo = -20, hi = 30: the axis at 0.4.
                let bar = try #require(computed?.bar)
                #expect(bar.from == min(0.4, Double(amount + 20) / 50) && bar.to == 0.4)
                #expect(computed?.backgroundColor != nil)
            }
        }
    }

    /// Header and footer cells and non-numbers get nothing computed; a theme without scales and bars
    /// computes nothing at all.
    @Test func onlyBodyNumbersAreComputed() throws {
        let bound = try Self.bind([Self.scaleRule(when: .section([.header, .body, .footer]))])
        #expect(bound.hasComputedStyles)
        for section in [TableSection.header, .footer] {
            let cell = CellContext(section: section, row: 0, rowCount: 1, column: 1, isSelected: false)
            let id = bound.styleID(for: cell, in: Self.rows[0])
            #expect(bound.computedStyle(id, for: cell, value: .int(5)) == nil)
        }
        let plain = try Self.bind([Fixture.rule("x", when: nil, style: Fixture.style(borderWidth: 1))])
        #expect(!plain.hasComputedStyles)
    }

    /// `hasComputedPart` is true exactly for the ids whose style has a scale or a bar, and a cell whose id
    /// has none never gets a computed part.
    @Test func hasComputedPartMatchesTheStyle() throws {
        let later = Self.fixedPinkWithoutBar()
        let bound = try Self.bind(
            [Self.scaleRule(when: .column(.name("Amount"))), later],
            bar: .bar(color: .semantic(.systemBlue), negativeColor: nil, min: nil, max: nil))
        var seen: Set<Bool> = []
        for (index, values) in Self.rows.enumerated() {
            var ids = Array(repeating: StyleID(rawValue: 0), count: 2)
            bound.styleIDs(forRow: index, rowCount: 6, values: values, into: &ids)
            for (column, id) in ids.enumerated() {
                let style = bound.style(id)
                let expected = style.bar != nil || style.backgroundColorScale != nil || style.textColorScale != nil
                #expect(bound.hasComputedPart(id) == expected)
                seen.insert(expected)
                let cell = CellContext(section: .body, row: index, rowCount: 6, column: column, isSelected: false)
                for value: CellValue in [values[column], .int(7), .double(-3)] where !expected {
                    #expect(bound.computedStyle(id, for: cell, value: value) == nil)
                }
            }
        }
        // Both kinds occur: the base's bar on names, the later rule's plain style on positive amounts.
        #expect(seen == [true, false])
        let plain = try Self.bind([Fixture.rule("x", when: nil, style: Fixture.style(borderWidth: 1))])
        #expect(!plain.hasComputedPart(StyleID(rawValue: 0)))
    }
}
