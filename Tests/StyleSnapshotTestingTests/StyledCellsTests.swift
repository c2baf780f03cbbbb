import Testing

@testable import StyleSnapshotTesting

@Suite("Semantic summary of style changes")
struct StyledCellsTests {
    /// A render tree (Docs/themecheck.md#the-json-render-tree---format-json) with one header row and
    /// `amounts.count` body rows.
    static func renderTree(
        amountColor: (Int) -> String, weight: (Int) -> String = { _ in "regular" }, rowColor: String = "#FFFFFFFF"
    )
        -> String
    {
        let amounts = ["12.5", "-3", "7", "0"]
        var cells: [String] = []
        for (column, name) in ["Item", "Amount"].enumerated() {
            cells.append(
                ##"{"section":"header","row":0,"column":\##(column),"text":"\##(name)","style":{"textColor":"#000000FF","font":{"weight":"semibold"}},"labels":[]}"##
            )
        }
        for (row, amount) in amounts.enumerated() {
            cells.append(
                ##"{"section":"body","row":\##(row),"column":0,"text":"item \##(row)","style":{"textColor":"#000000FF","backgroundColor":"\##(rowColor)","font":{"weight":"regular"}},"labels":[]}"##
            )
            cells.append(
                ##"{"section":"body","row":\##(row),"column":1,"text":"\##(amount)","style":{"textColor":"\##(amountColor(row))","backgroundColor":"\##(rowColor)","font":{"weight":"\##(weight(row))"}},"labels":[]}"##
            )
        }
        return ##"{"theme":"t","appearance":"light","table":{"headerHeight":50,"rowColors":["\##(rowColor)"]},"##
            + ##""columns":[{"name":"Item","highlighted":false,"sort":null},{"name":"Amount","highlighted":true,"sort":"ascending"}],"##
            + ##""cells":[\##(cells.joined(separator: ","))]}"##
    }

    @Test func oneChangedCellReadsAsOneLine() throws {
        let reference = try #require(
            StyledCells(
                renderTreeJSON: Self.renderTree(
                    amountColor: { $0 == 1 ? "#FF3B30FF" : "#000000FF" }, weight: { $0 == 1 ? "bold" : "regular" })))
        let actual = try #require(StyledCells(renderTreeJSON: Self.renderTree(amountColor: { _ in "#000000FF" })))
        #expect(
            StyledCells.summary(from: reference, to: actual) == [
                "body row 1, column Amount: textColor #FF3B30FF → #000000FF; font.weight bold → regular"
            ])
    }

    @Test func theSameChangeInWholeRowsIsOneLine() throws {
        let reference = try #require(StyledCells(renderTreeJSON: Self.renderTree(amountColor: { _ in "#000000FF" })))
        let actual = try #require(
            StyledCells(renderTreeJSON: Self.renderTree(amountColor: { _ in "#000000FF" }, rowColor: "#F2F2F7FF")))
        #expect(
            StyledCells.summary(from: reference, to: actual) == [
                "table: rowColors [\"#FFFFFFFF\"] → [\"#F2F2F7FF\"]",
                "body rows 0–3, all columns: backgroundColor #FFFFFFFF → #F2F2F7FF",
            ])
    }

    @Test func addedRemovedAndTextChangesAreNamed() {
        let position = StyledCells.Position(section: "body", row: 0, column: 0)
        let attribute = StyledCells.Attribute(name: "textColor", value: "#000000FF")
        let reference = StyledCells(
            columns: ["Name"],
            cells: [
                .init(position: position, text: "Ann", attributes: [attribute]),
                .init(position: .init(section: "body", row: 1, column: 0), text: "Bob", attributes: [attribute]),
            ])
        let actual = StyledCells(
            columns: ["Name"],
            cells: [
                .init(position: position, text: "Anne", attributes: [attribute], labels: ["vip"]),
                .init(position: .init(section: "footer", row: 0, column: 0), text: "2", attributes: [attribute]),
            ])
        #expect(
            StyledCells.summary(from: reference, to: actual) == [
                "body row 0, column Name: text \"Ann\" → \"Anne\"; labels [] → [vip]",
                "footer, column Name: added (text \"2\")",
                "body row 1, column Name: removed (text was \"Bob\")",
            ])
    }

    @Test func rowListsAreCompactAndWholeRowsSayAllColumns() {
        func cell(_ row: Int, _ column: Int, _ color: String) -> StyledCells.Cell {
            StyledCells.Cell(
                position: .init(section: "body", row: row, column: column), text: "x",
                attributes: [.init(name: "backgroundColor", value: color)])
        }
        let columns = ["Date", "Payee", "Amount"]
        let old = StyledCells(
            columns: columns, cells: (0..<6).flatMap { row in (0..<3).map { cell(row, $0, "#FFFFFFFF") } })
        var new = old
        for index in new.cells.indices where [1, 3, 4].contains(new.cells[index].position.row) {
            new.cells[index].attributes = [.init(name: "backgroundColor", value: "#F2F2F7FF")]
        }
        for index in new.cells.indices where new.cells[index].position == .init(section: "body", row: 5, column: 2) {
            new.cells[index].attributes = [.init(name: "backgroundColor", value: "#F2F2F7FF")]
        }
        #expect(
            StyledCells.summary(from: old, to: new) == [
                "body rows 1, 3–4, all columns: backgroundColor #FFFFFFFF → #F2F2F7FF",
                "body row 5, column Amount: backgroundColor #FFFFFFFF → #F2F2F7FF",
            ])
    }

    @Test func longSummariesAreCapped() {
        let cells = (0..<40).map { column in
            StyledCells.Cell(
                position: .init(section: "body", row: 0, column: column), text: "\(column)",
                attributes: [.init(name: "borderWidth", value: "\(column)")])
        }
        var changed = cells
        for index in changed.indices { changed[index].attributes[0].value = "99" }
        let lines = StyledCells.summary(from: StyledCells(cells: cells), to: StyledCells(cells: changed))
        #expect(lines.count == StyledCells.summaryLimit + 1)
        #expect(lines.last == "… and 16 more changes (see the diff)")
    }

    @Test func malformedRenderTreesAreRejected() {
        #expect(StyledCells(renderTreeJSON: "not json") == nil)
        #expect(StyledCells(renderTreeJSON: #"{"cells":[{"section":"body"}]}"#) == nil)
    }
}
