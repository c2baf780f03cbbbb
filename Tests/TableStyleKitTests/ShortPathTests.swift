import Foundation
import TableStyleKit
import Testing

/// The short path: an app's own rows, key-path columns of every supported kind, a Foundation sort order,
/// a selection of the rows' own IDs, and styles asked for by row ID and column name.
@Suite("Short path")
struct ShortPathTests {
    enum Status: String { case open, settled }

    struct Payment: Identifiable {
        let id: UUID
        var payee: String
        var count: Int
        var rate: Double
        var amount: Decimal
        var cleared: Bool
        var date: Date
        var status: Status
        var note: String?
        var priority: Status?
    }

    static let payments = [
        Payment(
            id: UUID(), payee: "Acme", count: 3, rate: 0.25, amount: Decimal(string: "-42.50") ?? 0, cleared: true,
            date: Date(timeIntervalSince1970: 0), status: .open, note: nil, priority: .settled),
        Payment(
            id: UUID(), payee: "Bolt", count: 1, rate: 1.5, amount: 1200, cleared: false,
            date: Date(timeIntervalSince1970: 86_400 * 365), status: .settled, note: "late", priority: nil),
    ]

    private func table(
        appearance: Appearance = .light, sortOrder: [KeyPathComparator<Payment>] = [], selection: Set<UUID> = []
    ) throws -> StyledRows<Payment> {
        let theme = try Theme.bundled("corporate").compiled(appearance: appearance)
        return StyledRows(Self.payments, theme: theme, selection: selection, sortOrder: sortOrder) {
            KeyPathColumn("Payee", value: \.payee)
            KeyPathColumn("Count", value: \.count)
            KeyPathColumn("Rate", value: \.rate)
            KeyPathColumn("Amount", value: \.amount)
            KeyPathColumn("Cleared", value: \.cleared)
            KeyPathColumn("Date", value: \.date, format: Date.ISO8601FormatStyle().year().month().day())
            KeyPathColumn("ID", value: \.id)
            KeyPathColumn("Status", value: \.status)
            KeyPathColumn("Note", value: \.note)
            KeyPathColumn("Priority", value: \.priority)
        }
    }

    @Test func everyColumnKindGivesItsValueAndText() throws {
        let table = try self.table()
        let first = Self.payments[0]
        let row = table.table.rows[0]
        #expect(
            row.cells.map(\.text) == [
                "Acme", "3", "0.25", "-42.5", "true", "1970-01-01", first.id.uuidString, "open", "", "settled",
            ])
        #expect(row.cells[3].value == .double(-42.5))
        #expect(row.cells[8].value == .null)
        #expect(table.table.columns.map(\.kind)[0...3] == [.text, .number, .number, .number])
    }

    @Test func sortOrderMarksTheColumnWithoutReorderingRows() throws {
        let order = [KeyPathComparator(\Payment.amount, order: .reverse), KeyPathComparator(\Payment.payee)]
        let table = try self.table(sortOrder: order)
        #expect(table.table.sortOrder == [ColumnSort(column: 3, direction: .descending), ColumnSort(column: 0)])
        #expect(table.table.highlightedColumn == 3)
        #expect(table.styled.renderColumns[3].sort == .descending)
        #expect(table.table.rows.map { $0.cell(at: 0).text } == ["Acme", "Bolt"])
        // A comparator on no column is dropped, as a table shows only its columns' sort.
        let unknown = try self.table(sortOrder: [KeyPathComparator(\Payment.id.uuidString)])
        #expect(unknown.table.sortOrder == [])
    }

    @Test func sortDescriptorsMapLikeComparators() throws {
        let theme = try Theme.bundled("corporate").compiled()
        let table = StyledRows(
            Self.payments, theme: theme, sortOrder: [SortDescriptor(\Payment.payee, order: .reverse)]
        ) {
            KeyPathColumn("Payee", value: \.payee)
            KeyPathColumn("Count", value: \.count)
        }
        #expect(table.table.sortOrder == [ColumnSort(column: 0, direction: .descending)])
    }

    @Test func selectionByOwnIDsSelectsThoseRowsOnly() throws {
        let picked = Self.payments[1].id
        let table = try self.table(selection: [picked])
        #expect(table.cell(row: picked, column: "Payee")?.isSelected == true)
        #expect(table.cell(row: Self.payments[0].id, column: "Payee")?.isSelected == false)
        // The selected row's fill is the theme's selection color, not the plain row's.
        #expect(
            table.style(row: picked, column: "Payee")?.backgroundColor
                != table.style(row: Self.payments[0].id, column: "Payee")?.backgroundColor)
    }

    @Test func styleByRowIDAndColumnNameMatchesTheRenderTree() throws {
        let table = try self.table(appearance: .dark, sortOrder: [KeyPathComparator(\Payment.amount)])
        let tree = table.styled.renderTree()
        for (position, payment) in Self.payments.enumerated() {
            let treeCell = Array(tree.cells(of: tree.rows[position]))[3]
            #expect(table.style(row: payment.id, column: "Amount") == tree.style(treeCell.style))
        }
        #expect(table.headerStyle(column: "Amount") == tree.style(tree.headerCells[3].style))
        #expect(table.style(row: UUID(), column: "Amount") == nil)
        #expect(table.style(row: Self.payments[0].id, column: "Nope") == nil)
        #expect(table.footerStyle(column: "Amount") == nil)
        #expect(table.id(atPosition: 1) == Self.payments[1].id)
        #expect(table.id(atPosition: 2) == nil)
    }

    @Test func headerCellDrawsTheColumnTitleAsHTMLAndANSIShowIt() throws {
        let theme = try Theme.bundled("minimal").compiled()
        let data = DataTable(
            columns: [DataColumn("amount", title: "Amount (€)")], rows: [DataRow(id: RowID(0), cells: [1])])
        let styled = StyledTable(data, theme: theme)
        // The text is the column name (what the render JSON writes); the display is the title drawn.
        #expect(styled.headerCell(0).text == "amount")
        #expect(styled.headerCell(0).display == "Amount (€)")
        #expect(HTMLRenderer().render(styled.renderTree()).contains("Amount (€)"))
    }

    @Test func tableBackgroundIsTheRenderTreesOne() throws {
        for appearance in Appearance.allCases {
            let table = try self.table(appearance: appearance)
            #expect(table.tableBackground == table.styled.renderTree().tableBackground)
        }
        #expect(try self.table(appearance: .light).tableBackground != self.table(appearance: .dark).tableBackground)
    }

    @Test func viewportCellsIncludeThePlacedBands() throws {
        let table = try self.table()
        let layout = table.styled.layout(unit: .points)
        let viewport = layout.viewport(offset: 0, height: layout.contentHeight)
        let cells = table.styled.cellsIncludingBands(of: viewport)
        let columns = table.table.columns.count
        #expect(viewport.header != nil)
        #expect(cells.prefix(columns).allSatisfy { $0.section == .header })
        #expect(cells.filter { $0.section == .body }.count == viewport.rows.count * columns)
        #expect(cells.count == columns * (viewport.rows.count + 1) + (viewport.footer == nil ? 0 : columns))
    }

    @Test func themeErrorsPrintCompilerStyle() throws {
        do {
            _ = try Theme.bundled("corprate")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "corprate:1:1: error: no theme named \"corprate\"; did you mean \"corporate\"?"))
            #expect(error.localizedDescription == error.description)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("short-\(UUID().uuidString).yaml")
        try "format: 1\nname: x\ncell:\n  textColor: nope\n".write(to: folder, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ThemeError.self) { try Theme(contentsOf: folder) }
        do {
            _ = try Theme(contentsOf: folder)
        } catch {
            #expect(error.description.hasPrefix("\(folder.path):4:14: error:"))
        }
    }
}
