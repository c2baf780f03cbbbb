import Foundation
import SeededRandom
import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

/// `LiveTable` over an app's own `Identifiable` rows: changed by the app's values and IDs, with statistics
/// kept incrementally, it shows what a table styled from scratch shows, and reports exactly the rows whose
/// statistics answers changed.
@Suite("Live rows")
struct LiveRowsTests {
    static let origin = RenderFixtures.origin

    struct Entry: Identifiable, Equatable {
        var id: Int
        var name: String
        var amount: Double?
    }

    static func rule(_ name: String, _ when: Theme.Predicate, _ build: (inout StyleSpec) -> Void) -> Rule {
        var style = StyleSpec()
        build(&style)
        return Rule(name: name, when: when, style: style, origin: origin)
    }

    static func amount(_ test: ColumnStatisticTest) -> Theme.Predicate {
        .all([.column(.name("Amount")), .value(ValueTest(conditions: [.statistic(test)]))])
    }

    /// Stripes, `top: 3`, above average, duplicate names, a scale and a bar on Amount, the last row.
    static func statisticsTheme() throws -> CompiledTheme {
        var table = TableSettings()
        table.rowHeight = .fixed(10)
        table.show[.search] = false
        let rules = [
            rule("top", amount(.top(3))) { $0.fontWeight = Sourced(.bold, origin: origin) },
            rule("above", amount(.aboveAverage)) { $0.italic = Sourced(true, origin: origin) },
            rule("bottom", amount(.bottomPercent(10))) {
                $0.textColor = Sourced(.semantic(.systemRed), origin: origin)
            },
            rule("twice", .all([.column(.name("Name")), .value(ValueTest(conditions: [.statistic(.duplicate)]))])) {
                $0.textColor = Sourced(.semantic(.systemOrange), origin: origin)
            },
            rule("scale", .column(.name("Amount"))) {
                $0.backgroundColorScale = Sourced(
                    [
                        ColorScaleStop(at: .min, color: .semantic(.systemRed)),
                        ColorScaleStop(at: .median, color: .semantic(.systemYellow)),
                        ColorScaleStop(at: .max, color: .semantic(.systemGreen)),
                    ], origin: origin)
            },
            rule("last", .row(.last)) { $0.textColor = Sourced(.semantic(.systemBlue), origin: origin) },
        ]
        return try CompiledTheme(theme: Theme(name: "live-rows", table: table, rules: rules))
    }

    static func styledRows(_ entries: [Entry], theme: CompiledTheme, selection: Set<Int> = []) -> StyledRows<Entry> {
        StyledRows(entries, theme: theme, selection: selection) {
            KeyPathColumn("Name", value: \.name)
            KeyPathColumn("Amount", value: \.amount)
        }
    }

    /// The rows as a table model, as ``StyledRows`` builds it.
    static func table(_ entries: [Entry], selection: Set<Int>) -> DataTable {
        var table = DataTable(
            columnNames: ["Name", "Amount"], rows: entries.map { [DataCell(.text($0.name)), $0.amount.dataCell] })
        table.selection = Set(entries.indices.filter { selection.contains(entries[$0].id) }.map { RowID($0) })
        return table
    }

    /// Every cell, the layout and the lookups equal those of the same rows styled from scratch.
    static func expectMatchesFresh(
        _ live: LiveTable<Entry>, _ entries: [Entry], selection: Set<Int>, theme: CompiledTheme,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let fresh = styledRows(entries, theme: theme, selection: selection)
        let layout = fresh.styled.layout(unit: .points)
        #expect(live.layout.contentHeight == layout.contentHeight, sourceLocation: sourceLocation)
        let viewport = live.viewport(offset: 0, height: live.layout.contentHeight)
        #expect(viewport.rows.count == entries.count, sourceLocation: sourceLocation)
        let liveCells = live.cells(of: viewport)
        let freshCells = fresh.styled.cells(of: layout.viewport(offset: 0, height: layout.contentHeight))
        #expect(liveCells == freshCells, sourceLocation: sourceLocation)
        if let probe = entries.first {
            #expect(
                live.style(row: probe.id, column: "Amount") == fresh.style(row: probe.id, column: "Amount"),
                sourceLocation: sourceLocation)
        }
    }

    @Test func tenThousandRandomChangesShowWhatAFreshTableShows() throws {
        let theme = try Self.statisticsTheme()
        var random = SplitMix(seed: 38)
        func draw(_ bound: Int) -> Int { Int(random.next() % UInt64(max(1, bound))) }
        let names = ["Acme", "Bolt", "Cobalt", "Delta", "Echo", "Fable", "Gala", "Halo", "Iris", "Jade", "Kilo"]
        var nextID = 0
        func entry() -> Entry {
            nextID += 1
            let amount: Double? = draw(10) == 0 ? nil : Double(draw(200) - 50) / 4
            return Entry(id: nextID, name: names[draw(names.count)], amount: amount)
        }
        var entries = (0..<40).map { _ in entry() }
        var selection: Set<Int> = []
        var live = LiveTable(Self.styledRows(entries, theme: theme))
        var differences = 0
        for step in 0..<10_000 {
            switch draw(6) {
            case 0 where entries.count < 80:
                let new = entry()
                let position = draw(entries.count + 1)
                entries.insert(new, at: position)
                live.insert(new, at: position)
            case 1 where entries.count > 5:
                let removed = entries.remove(at: draw(entries.count))
                selection.remove(removed.id)
                live.remove(id: removed.id)
            case 2, 3:
                let index = draw(entries.count)
                entries[index].amount = draw(8) == 0 ? nil : Double(draw(200) - 50) / 4
                if draw(3) == 0 { entries[index].name = names[draw(names.count)] }
                live.update(entries[index])
            case 4:
                let moved = entries.remove(at: draw(entries.count))
                let position = draw(entries.count + 1)
                entries.insert(moved, at: position)
                live.move(id: moved.id, to: position)
            default:
                selection = Set(entries.filter { _ in draw(10) == 0 }.map(\.id))
                live.select(selection)
            }
            // Compare every visible cell after each step with the same rows styled from scratch (fixed row
            // heights: the live viewport places the same rows a fresh layout would).
            let fresh = StyledTable(Self.table(entries, selection: selection), theme: theme)
            let viewport = live.viewport(offset: Double(draw(300)), height: 200)
            if live.cells(of: viewport) != fresh.cells(of: viewport) { differences += 1 }
            if step % 1_000 == 0 { Self.expectMatchesFresh(live, entries, selection: selection, theme: theme) }
        }
        #expect(differences == 0)
        Self.expectMatchesFresh(live, entries, selection: selection, theme: theme)
        #expect((0..<entries.count).map { live.id(atPosition: $0) } == entries.map(\.id))
    }

    @Test func automaticHeightsFollowStatisticsAndPosition() throws {
        // Row heights follow the font: the top 3 amounts are larger, and so is every third row.
        var settings = TableSettings()
        settings.rowHeight = .automatic
        settings.show[.search] = false
        let rules = [
            Self.rule("top", Self.amount(.top(3))) { $0.fontSize = Sourced(24, origin: Self.origin) },
            Self.rule("third", .row(.every(3, offset: 0))) { $0.fontSize = Sourced(18, origin: Self.origin) },
        ]
        let theme = try CompiledTheme(theme: Theme(name: "heights", table: settings, rules: rules))
        var random = SplitMix(seed: 41)
        func draw(_ bound: Int) -> Int { Int(random.next() % UInt64(max(1, bound))) }
        var entries = (0..<30).map { Entry(id: $0, name: "n\($0)", amount: Double(draw(100))) }
        var live = LiveTable(Self.styledRows(entries, theme: theme))
        var nextID = 100
        for _ in 0..<300 {
            switch draw(4) {
            case 0:
                nextID += 1
                let entry = Entry(id: nextID, name: "x", amount: Double(draw(150)))
                let position = draw(entries.count + 1)
                entries.insert(entry, at: position)
                live.insert(entry, at: position)
            case 1 where entries.count > 5:
                live.remove(id: entries.remove(at: draw(entries.count)).id)
            case 2:
                let moved = entries.remove(at: draw(entries.count))
                let position = draw(entries.count + 1)
                entries.insert(moved, at: position)
                live.move(id: moved.id, to: position)
            default:
                let index = draw(entries.count)
                entries[index].amount = Double(draw(150))
                live.update(entries[index])
            }
            let fresh = StyledTable(Self.table(entries, selection: []), theme: theme)
            let layout = TableLayout(
                content: fresh.content, settings: live.layout.settings, columnWidths: live.layout.columnWidths,
                rowHeight: fresh.bodyRowHeights(unit: .points, columnWidths: live.layout.columnWidths))
            #expect(live.layout.contentHeight == layout.contentHeight)
            let path = RowIndexPath(section: 0, row: draw(entries.count))
            #expect(live.layout.frame(of: path)?.y == layout.frame(of: path)?.y)
        }
    }

    @Test func anUpdateRestylesTheRowsWhoseStatisticsAnswerChanged() throws {
        var table = TableSettings()
        table.rowHeight = .fixed(10)
        let top = Self.rule("top", Self.amount(.top(3))) { $0.fontWeight = Sourced(.bold, origin: Self.origin) }
        let theme = try CompiledTheme(theme: Theme(name: "top", table: table, rules: [top]))
        let entries = (0..<10).map { Entry(id: $0, name: "n\($0)", amount: Double($0 * 10)) }
        var live = LiveTable(Self.styledRows(entries, theme: theme))
        // 0…90: the top 3 are 70, 80, 90. Row 2 from 20 to 25 changes no answer but its own.
        var update = live.update(Entry(id: 2, name: "n2", amount: 25))
        #expect(update.restyledRows == [2])
        #expect(!update.restyledAllRows)
        // Row 3 to 85 enters the top 3; row 7 (70) leaves it.
        update = live.update(Entry(id: 3, name: "n3", amount: 85))
        #expect(update.restyledRows == [3, 7])
        #expect(live.style(row: 7, column: "Amount")?.font.weight != .bold)
        #expect(live.style(row: 3, column: "Amount")?.font.weight == .bold)
        // A new largest value pushes out row 8 (80).
        update = live.insert(Entry(id: 20, name: "x", amount: 100), at: 0)
        #expect(update.restyledRows == [20, 8])
        // Removing it brings row 8 back.
        update = live.remove(id: 20)
        #expect(update.restyledRows == [8])
        // Renaming (no statistics read the name) restyles that row only.
        #expect(live.update(Entry(id: 5, name: "renamed", amount: 50)).restyledRows == [5])
    }

    @Test func duplicatesFlipTheOtherRowToo() throws {
        var table = TableSettings()
        table.rowHeight = .fixed(10)
        let twice = Self.rule(
            "twice", .all([.column(.name("Name")), .value(ValueTest(conditions: [.statistic(.duplicate)]))])
        ) { $0.italic = Sourced(true, origin: Self.origin) }
        let theme = try CompiledTheme(theme: Theme(name: "twice", table: table, rules: [twice]))
        let entries = (0..<6).map { Entry(id: $0, name: "n\($0)", amount: 1) }
        var live = LiveTable(Self.styledRows(entries, theme: theme))
        // Row 4 takes row 1's name: both become duplicates.
        #expect(live.update(Entry(id: 4, name: "n1", amount: 1)).restyledRows == [1, 4])
        #expect(live.style(row: 1, column: "Name")?.font.italic == true)
        // Row 1 is removed: row 4 is unique again.
        #expect(live.remove(id: 1).restyledRows == [4])
        #expect(live.style(row: 4, column: "Name")?.font.italic == false)
    }

    @Test func aScaleWhoseRangeMovesReportsItsColumn() throws {
        let theme = try Self.statisticsTheme()
        let entries = (0..<10).map { Entry(id: $0, name: "n\($0)", amount: Double($0)) }
        var live = LiveTable(Self.styledRows(entries, theme: theme))
        #expect(live.update(Entry(id: 4, name: "n4", amount: 4)).restyledComputedColumns == [])
        let update = live.update(Entry(id: 4, name: "n4", amount: 400))
        #expect(update.restyledComputedColumns == ["Amount"])
        #expect(update.restyledFrom == nil)
    }

    @Test func rowsOfTheAppsTypeChangeByID() throws {
        let theme = try Self.statisticsTheme()
        var entries = (0..<5).map { Entry(id: $0, name: "n\($0)", amount: Double($0)) }
        var live = LiveTable(Self.styledRows(entries, theme: theme))
        // A whole new array, compared by ID: one removed, one added, two swapped, one changed.
        entries.remove(at: 2)
        entries.append(Entry(id: 9, name: "new", amount: 3))
        entries.swapAt(0, 1)
        entries[3].amount = -4
        live.setRows(entries)
        #expect((0..<entries.count).map { live.id(atPosition: $0) } == entries.map(\.id))
        Self.expectMatchesFresh(live, entries, selection: [], theme: theme)
        #expect(live.position(of: 9) == 4)
        #expect(live.frame(ofRow: 9)?.y == live.layout.offset(ofRow: RowIndexPath(section: 0, row: 4)))
        #expect(live.position(of: 2) == nil)
    }

    @Test func aFooterOfTheAppsTypeIsStyledAsTheFooter() throws {
        let theme = try Theme.bundled("corporate").compiled()
        let entries = (0..<3).map { Entry(id: $0, name: "n\($0)", amount: Double($0)) }
        let rows = StyledRows(entries, theme: theme, footer: Entry(id: -1, name: "Total", amount: 3)) {
            KeyPathColumn("Name", value: \.name)
            KeyPathColumn("Amount", value: \.amount)
        }
        #expect(rows.footerCell(column: "Name")?.text == "Total")
        #expect(rows.footerStyle(column: "Amount") != nil)
        var live = LiveTable(rows)
        #expect(live.footerStyle(column: "Amount") == rows.footerStyle(column: "Amount"))
        live.setFooter(nil)
        #expect(live.footerStyle(column: "Amount") == nil)
    }

    @Test func theColumnBuilderTakesConditionsAndLoops() throws {
        let theme = try Theme.bundled("corporate").compiled()
        let entries = [Entry(id: 1, name: "a", amount: 1)]
        for showAmount in [true, false] {
            let rows = StyledRows(entries, theme: theme) {
                KeyPathColumn("Name", value: \.name)
                if showAmount { KeyPathColumn("Amount", value: \.amount) }
                if showAmount {
                    KeyPathColumn("Twice") { $0.amount.map { $0 * 2 } }
                } else {
                    KeyPathColumn("Upper") { $0.name.uppercased() }
                }
                for suffix in ["x", "y"] { KeyPathColumn("Name \(suffix)") { $0.name + suffix } }
            }
            let expected =
                showAmount ? ["Name", "Amount", "Twice", "Name x", "Name y"] : ["Name", "Upper", "Name x", "Name y"]
            #expect(rows.table.columns.map(\.name) == expected)
        }
    }
}
