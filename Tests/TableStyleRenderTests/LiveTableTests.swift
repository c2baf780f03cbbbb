import SeededRandom
import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

/// `LiveTable`: changes by row identity restyle only the rows whose styles can change, keep the layout
/// current, and keep the first visible row in place.
@Suite("Live table")
struct LiveTableTests {
    static let origin = RenderFixtures.origin

    static func row(_ id: Int, _ name: String, _ amount: Int) -> DataRow {
        DataRow(id: RowID(id), cells: [DataCell(.text(name)), DataCell(.int(amount))])
    }

    static func rows(_ ids: Range<Int>) -> [DataRow] { ids.map { row($0, "r\($0)", $0 * 10) } }

    static func table(_ ids: Range<Int>) -> DataTable {
        DataTable(columns: [DataColumn("Name"), DataColumn("Amount")], rows: rows(ids))
    }

    static func rule(_ name: String, _ when: Theme.Predicate, textColor: SemanticColor) -> Rule {
        var style = StyleSpec()
        style.textColor = Sourced(.semantic(textColor), origin: origin)
        return Rule(name: name, when: when, style: style, origin: origin)
    }

    /// Fixed 10-point rows, no search bar; `rowColors` as given (`nil`: the two default stripes); rules as given.
    static func theme(rowColors: [ColorSpec]? = [], rules: [Rule] = []) throws -> CompiledTheme {
        var table = TableSettings()
        table.rowHeight = .fixed(10)
        table.show[.search] = false
        if let rowColors { table.rowColors = Sourced(rowColors, origin: origin) }
        table.highlightedRowColors = Sourced([], origin: origin)
        let negative = rule("negative", .value(ValueTest(conditions: [.kind(.negative)])), textColor: .systemRed)
        return try CompiledTheme(theme: Theme(name: "live", table: table, rules: [negative] + rules))
    }

    /// Every cell and the layout equal those of the same rows styled from scratch.
    static func expectMatchesFreshTable(_ live: LiveTable<DataRow>, sourceLocation: SourceLocation = #_sourceLocation) {
        let fresh = StyledTable(live.table, theme: live.styled.compiled)
        let freshLayout = TableLayout(
            content: live.table, settings: live.layout.settings, columnWidths: live.layout.columnWidths)
        #expect(live.layout.contentHeight == freshLayout.contentHeight, sourceLocation: sourceLocation)
        let viewport = live.viewport(offset: 0, height: live.layout.contentHeight)
        #expect(live.cells(of: viewport) == fresh.cells(of: viewport), sourceLocation: sourceLocation)
        #expect(viewport.rows.count == live.table.totalRowCount, sourceLocation: sourceLocation)
    }

    @Test func insertAboveRestylesOnlyTheNewRowWhenNothingReadsPosition() throws {
        var live = LiveTable(Self.table(0..<5), theme: try Self.theme())
        let update = live.apply([.insert(Self.row(9, "new", -1), at: RowIndexPath(section: 0, row: 0))])
        #expect(update.restyledRows == [RowID(9)])
        #expect(!update.restyledAllRows)
        #expect(live.table.rows.map(\.id.rawValue) == [9, 0, 1, 2, 3, 4])
        // The layout grew by one row and moved the others down.
        let frame = try #require(live.layout.frame(of: RowIndexPath(section: 0, row: 1)))
        #expect(frame.y == 60)
        #expect(live.layout.contentHeight == 50 + 6 * 10)
        Self.expectMatchesFreshTable(live)
    }

    @Test func stripesRestyleRowsWhoseParityMoved() throws {
        var live = LiveTable(Self.table(0..<4), theme: try Self.theme(rowColors: nil))
        // One row above: every row below changes stripe.
        let one = live.apply([.insert(Self.row(10, "a", 1), at: RowIndexPath(section: 0, row: 0))])
        #expect(one.restyledRows.map(\.rawValue) == [10])
        #expect(one.restyledFrom == RowIndexPath(section: 0, row: 0))
        // Two rows above: the new rows restyle; the rows below may (the report does not net shifts out).
        let two = live.apply([
            .insert(Self.row(11, "b", 1), at: RowIndexPath(section: 0, row: 0)),
            .insert(Self.row(12, "c", 1), at: RowIndexPath(section: 0, row: 0)),
        ])
        #expect(two.restyledRows.map(\.rawValue) == [12, 11])
        #expect(two.restyledFrom == RowIndexPath(section: 0, row: 0))
        Self.expectMatchesFreshTable(live)
    }

    @Test func aRuleOnTheLastRowRestylesTheOldAndNewLastRow() throws {
        let last = Self.rule("last", .row(.last), textColor: .systemGreen)
        var live = LiveTable(Self.table(0..<4), theme: try Self.theme(rules: [last]))
        let appended = live.apply([.insert(Self.row(7, "end", 5), at: RowIndexPath(section: 0, row: 99))])
        #expect(appended.restyledRows.map(\.rawValue) == [3, 7])
        let removed = live.apply([.remove(RowID(7))])
        #expect(removed.restyledRows.map(\.rawValue) == [3])
        // A `last` test alone restyles no row by its shift.
        #expect(appended.restyledFrom == nil && removed.restyledFrom == nil)
        let middle = live.apply([.insert(Self.row(8, "mid", 5), at: RowIndexPath(section: 0, row: 1))])
        #expect(middle.restyledRows.map(\.rawValue) == [8])
        Self.expectMatchesFreshTable(live)
    }

    @Test func aPeriodicRuleRestylesOnlyRowsWhoseResidueOrExactIndexChanged() throws {
        // `every: 3, offset: 1` tells row 0 apart, then repeats every 3 rows.
        let every = Self.rule("every", .row(.every(3, offset: 1)), textColor: .systemOrange)
        var live = LiveTable(Self.table(0..<6), theme: try Self.theme(rules: [every]))
        let update = live.apply(
            (0..<3).map { .insert(Self.row(20 + $0, "n", 1), at: RowIndexPath(section: 0, row: 0)) })
        // The three new rows; the rows after them from row 0 on may look different by position (old row 0,
        // now row 3, is no longer told apart by its index).
        #expect(update.restyledRows.map(\.rawValue) == [22, 21, 20])
        #expect(update.restyledFrom == RowIndexPath(section: 0, row: 0))
        Self.expectMatchesFreshTable(live)
    }

    @Test func changedValuesRestyleOnlyTheirRow() throws {
        var live = LiveTable(Self.table(0..<5), theme: try Self.theme(rowColors: nil))
        let before = live.cells(of: live.viewport(offset: 0, height: 200))
        let update = live.apply([.update(Self.row(2, "r2", -5))])
        #expect(update.restyledRows == [RowID(2)])
        let after = live.cells(of: live.viewport(offset: 0, height: 200))
        let red = live.styled.compiled.style(after[5].style).textColor
        #expect(red == SemanticColor.systemRed.color(in: .light))
        #expect(before[5].style != after[5].style)
        // An update that changes nothing restyles nothing.
        #expect(live.apply([.update(Self.row(2, "r2", -5))]).restyledRows.isEmpty)
        Self.expectMatchesFreshTable(live)
    }

    @Test func aWholeColumnDependencyRestylesEveryRow() throws {
        // Column kinds are read from every value of a column: one text value makes Amount a text column,
        // which changes what `column: { kind: number }` and natural alignment see in every row.
        let numbers = Self.rule("numbers", .column(.kind(.number)), textColor: .systemBlue)
        var live = LiveTable(Self.table(0..<4), theme: try Self.theme(rules: [numbers]))
        let update = live.apply([.update(DataRow(id: RowID(1), cells: ["r1", "n/a"]))])
        #expect(update.restyledAllRows)
        #expect(live.table.columns[1].kind == .text)
        Self.expectMatchesFreshTable(live)
        // Changing it back is a whole-column change again.
        #expect(live.apply([.update(Self.row(1, "r1", 10))]).restyledAllRows)
        #expect(live.restyleAll().restyledAllRows)
    }

    @Test func selectionRestylesTheRowsWhoseSelectionChanged() throws {
        var live = LiveTable(Self.table(0..<4), theme: try Self.theme())
        #expect(live.select([RowID(1), RowID(2)]).restyledRows.map(\.rawValue) == [1, 2])
        #expect(live.select([RowID(2)]).restyledRows.map(\.rawValue) == [1])
        Self.expectMatchesFreshTable(live)
    }

    @Test func rowsArrivingAboveKeepTheFirstVisibleRowInPlace() throws {
        var live = LiveTable(Self.table(0..<100), theme: try Self.theme())
        // Header 0–50, row i at 50 + 10·i. Scrolled so row 20 sits 3 points under the top edge.
        let before = live.viewport(offset: 50 + 200 + 3 - 50, height: 120)
        let firstID = live.table.row(at: try #require(before.rows.first).indexPath).id
        let firstY = try #require(before.rows.first).y
        let update = live.apply(
            (0..<7).map { .insert(Self.row(1000 + $0, "new", 1), at: RowIndexPath(section: 0, row: 0)) },
            keeping: before)
        let offset = try #require(update.offset)
        #expect(offset == before.offset + 70)
        let after = live.viewport(offset: offset, height: 120)
        #expect(live.table.row(at: try #require(after.rows.first).indexPath).id == firstID)
        #expect(after.rows.first?.y == firstY)
        // Removing the anchor row itself (and one above it) keeps the next visible row where it was.
        let second = try #require(after.rows.dropFirst().first)
        let secondID = live.table.row(at: second.indexPath).id
        let removal = live.apply([.remove(RowID(1000)), .remove(firstID)], keeping: after)
        #expect(removal.offset == offset - 20)
        let next = live.viewport(offset: try #require(removal.offset), height: 120)
        #expect(next.rows.first { live.table.row(at: $0.indexPath).id == secondID }?.y == second.y)
        Self.expectMatchesFreshTable(live)
    }

    @Test func changesThatCannotApplyAreReported() throws {
        var live = LiveTable(Self.table(0..<2), theme: try Self.theme())
        let changes: [RowChange] = [
            .remove(RowID(42)), .update(Self.row(43, "x", 1)),
            .insert(Self.row(0, "dup", 1), at: .init(section: 0, row: 0)),
            .insert(Self.row(5, "nowhere", 1), at: RowIndexPath(section: 3, row: 0)),
        ]
        let update = live.apply(changes)
        #expect(update.ignored == changes)
        #expect(update.restyledRows.isEmpty)
        #expect(live.table.rows.map(\.id.rawValue) == [0, 1])
    }

    @Test func automaticHeightsFollowChangedText() throws {
        var wrap = StyleSpec()
        wrap.lineBreak = Sourced(.wrap, origin: Self.origin)
        var settings = TableSettings()
        settings.show[.search] = false
        let theme = try CompiledTheme(theme: Theme(name: "wrap", table: settings, cell: wrap))
        let table = DataTable(
            columns: [DataColumn("Note", maxWidth: 80)],
            rows: [DataRow(id: RowID(0), cells: ["short"]), DataRow(id: RowID(1), cells: ["the quick brown"])])
        var live = LiveTable(table, theme: theme, unit: .characters)
        #expect(live.layout.columnWidths == [10])
        #expect(live.layout.frame(of: RowIndexPath(section: 0, row: 0))?.height == 1)
        let update = live.apply([.update(DataRow(id: RowID(0), cells: ["a much longer note"]))])
        #expect(update.restyledRows == [RowID(0)])
        // Widths stay; the changed row wraps to three lines and pushes the next one down.
        #expect(live.layout.columnWidths == [10])
        #expect(live.layout.frame(of: RowIndexPath(section: 0, row: 0))?.height == 3)
        let next = try #require(live.layout.frame(of: RowIndexPath(section: 0, row: 1)))
        #expect(next.y == 4)
    }

    /// Random inserts, removes, updates and selections against a theme reading the position in every way
    /// it can: after each step the kept styles equal a fresh styling of the same rows.
    @Test func randomChangesAlwaysMatchAFreshStyling() throws {
        let rules = [
            Self.rule("last", .row(.last), textColor: .systemGreen),
            Self.rule("third", .row(.every(3, offset: 1)), textColor: .systemOrange),
            Self.rule("second", .row(.index(2)), textColor: .systemPink),
            Self.rule("first", .not(.row(.first)), textColor: .systemTeal),
        ]
        var live = LiveTable(Self.table(0..<12), theme: try Self.theme(rowColors: nil, rules: rules))
        var generator = SplitMix(seed: 15)
        var nextID = 100
        for _ in 0..<60 {
            let ids = live.table.rows.map(\.id)
            let pick = ids.isEmpty ? RowID(0) : ids[Int(generator.next() % UInt64(ids.count))]
            let amount = Int(generator.next() % 21) - 10
            let changes: [RowChange]
            switch generator.next() % 4 {
            case 0:
                nextID += 1
                changes = [
                    .insert(
                        Self.row(nextID, "n", amount), at: RowIndexPath(section: 0, row: Int(generator.next() % 15)))
                ]
            case 1: changes = [.remove(pick)]
            case 2: changes = [.update(Self.row(pick.rawValue, "u", amount))]
            default:
                _ = live.select([pick])
                changes = []
            }
            live.apply(changes)
            Self.expectMatchesFreshTable(live)
        }
    }
}
