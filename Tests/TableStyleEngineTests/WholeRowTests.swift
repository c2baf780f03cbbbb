import TableStyleEngine
import TableStyleTheme
import Testing

/// Whole-row resolution on a theme whose body plans all read their row-level rules from the row state
/// (row patterns, selection, `every`, `rowValue`) next to value classes and text tests of the own value:
/// every id must equal the cell-by-cell answer and explain's independent walk of the cascade.
@Suite struct WholeRowTests {
    static func theme(rowColors: Int) -> Theme {
        func color(_ name: SemanticColor) -> ColorSpec { .semantic(name) }
        let rules: [Rule] = [
            Fixture.rule(
                "neg", line: 10, when: Fixture.value(.kind(.negative)),
                style: Fixture.style(textColor: color(.systemRed)), label: "negative"),
            Fixture.rule("big", line: 11, when: Fixture.value(.greaterThan(100)), style: Fixture.style(weight: .bold)),
            Fixture.rule("small", line: 12, when: Fixture.value(.between(-5, 5)), style: Fixture.style(italic: true)),
            Fixture.rule("sel", line: 13, when: .row(.selected), style: Fixture.style(weight: .semibold)),
            Fixture.rule("first", line: 14, when: .row(.first), style: Fixture.style(borderWidth: 1)),
            Fixture.rule("last", line: 15, when: .row(.last), style: Fixture.style(borderWidth: 2)),
            Fixture.rule(
                "third", line: 16, when: .row(.every(3, offset: 1)),
                style: Fixture.style(borderColor: color(.systemGray))),
            Fixture.rule(
                "late-row", line: 17,
                when: .rowValue(column: "Status", test: ValueTest(conditions: [.equals("Late")])),
                style: Fixture.style(backgroundColor: color(.systemYellow)), label: "late"),
            Fixture.rule(
                "status", line: 18,
                when: .all([.column(.name("Status")), Fixture.value(.matches("^(la|ov)"), ignoreCase: true)]),
                style: Fixture.style(textColor: color(.systemOrange))),
            Fixture.rule(
                "name-prefix", line: 19, when: .all([.column(.name("Name")), Fixture.value(.prefix("A"))]),
                style: Fixture.style(cellStyle: .value1)),
            Fixture.rule("odd", line: 20, when: .row(.odd), style: Fixture.style(padding: 4)),
        ]
        var table = TableSettings()
        table.selectedRowColor = Sourced(color(.systemBlue), origin: Fixture.at(2))
        if rowColors > 0 {
            table.rowColors = Sourced(
                Array(
                    [color(.systemGray6), color(.secondarySystemBackground), color(.systemBackground)].prefix(rowColors)
                ),
                origin: Fixture.at(3))
        }
        return Theme(name: "rows", table: table, rules: rules, file: Fixture.file)
    }

    @Test(arguments: [0, 2, 3])
    func wholeRowsMatchCellByCellAndExplain(rowColors: Int) throws {
        let statuses = ["Paid", "Late", "overdue", "", "LATE"]
        let names = ["Apple", "Banana", "Avocado", "cherry"]
        let rowCount = 40
        let rows: [[CellValue]] = (0..<rowCount).map { index in
            [
                .text(names[index % names.count]), .double(Double(index * 37 % 300) - 150),
                .text(statuses[index % statuses.count]), index % 7 == 0 ? .null : .int(index % 11 - 5),
            ]
        }
        let shape = TableShape(columns: Fixture.columns, highlightedColumn: 1, sortDirection: .ascending)
        let bound = try CompiledTheme(theme: Self.theme(rowColors: rowColors)).bind(to: shape)
        var output = Array(repeating: StyleID(rawValue: -1), count: Fixture.columns.count)
        for (index, row) in rows.enumerated() {
            let selected = index % 4 == 2
            bound.styleIDs(forRow: index, rowCount: rowCount, isSelected: selected, values: row, into: &output)
            for column in output.indices {
                let cell = CellContext(
                    section: .body, row: index, rowCount: rowCount, column: column, isSelected: selected)
                #expect(output[column] == bound.styleID(for: cell, in: row), "\(cell)")
                #expect(bound.style(output[column]) == bound.explain(cell, in: row).style, "\(cell)")
            }
        }
    }

    /// The text-tested columns (Name, Status) holding every kind of value: text the bytes decide, text they
    /// do not (outside ASCII, with `ignoreCase`), empty text and non-text values, which whole rows hand to
    /// the general path. Every id must still be the cell-by-cell answer, and the styles must differ where
    /// the tests' answers do.
    @Test func textTestedColumnsTakeEveryKindOfValue() throws {
        let values: [CellValue] = [
            .text("Avocado"), .text("LATE fee"), .text("lätt"), .text("LÄte"), .text(""), .null, .bool(true),
            .int(7), .double(-2.5), .text("Ov\u{0301}er"), .text("ÅA"), .text("A"),
        ]
        let rowCount = values.count * values.count
        let shape = TableShape(columns: Fixture.columns, highlightedColumn: 1, sortDirection: .ascending)
        let bound = try CompiledTheme(theme: Self.theme(rowColors: 0)).bind(to: shape)
        var output = Array(repeating: StyleID(rawValue: -1), count: Fixture.columns.count)
        var statusStyles = Set<StyleID>()
        for index in 0..<rowCount {
            let row: [CellValue] = [values[index % values.count], .double(1), values[index / values.count], .int(0)]
            bound.styleIDs(forRow: index, rowCount: rowCount, values: row, into: &output)
            for column in output.indices {
                let cell = CellContext(section: .body, row: index, rowCount: rowCount, column: column)
                #expect(output[column] == bound.styleID(for: cell, in: row), "\(cell) \(row)")
            }
            statusStyles.insert(output[2])
        }
        // "LATE fee" and "Ov\u{301}er" match `^(la|ov)` ignoring case, "lätt" and "LÄte" do not, and the
        // row-level `late-row` and the kinds vary too: the styles differ.
        #expect(statusStyles.count > 2)
    }

    /// A row made once answers each cell as the single-cell call does, with labels; a row made from other
    /// values (the `rowValue` column changed) answers for those values: nothing is cached across rows.
    @Test(arguments: [0, 2, 3])
    func rowStylesMatchSingleCellsAndFollowTheirValues(rowColors: Int) throws {
        let shape = TableShape(columns: Fixture.columns, highlightedColumn: 1, sortDirection: .ascending)
        let bound = try CompiledTheme(theme: Self.theme(rowColors: rowColors)).bind(to: shape)
        let columns = Fixture.columns.count + 1  // and one outside the shape
        for index in 0..<12 {
            let selected = index % 5 == 3
            for status in ["Late", "Paid"] {
                let values: [CellValue] = [
                    .text("Apple"), .double(Double(index * 29 % 40) - 20), .text(status), .int(index),
                ]
                let row = bound.rowStyles(forRow: index, rowCount: 12, isSelected: selected, values: values)
                #expect(row.row == index && row.rowCount == 12 && row.isSelected == selected && row.section == .body)
                for column in 0..<columns {
                    let cell = CellContext(
                        section: .body, row: index, rowCount: 12, column: column, isSelected: selected)
                    #expect(row.cell(column: column) == cell)
                    #expect(row.styleID(column: column) == bound.styleID(for: cell, in: values), "\(cell)")
                    #expect(row.resolve(column: column) == bound.resolve(cell, in: values), "\(cell)")
                    #expect(row.labels(column: column) == bound.labels(for: cell, in: values), "\(cell)")
                    #expect(row.style(column: column) == bound.explain(cell, in: values).style, "\(cell)")
                }
                // The `late-row` rule reads the Status column of the row the value was made from.
                #expect(row.labels(column: 0).contains("late") == (status == "Late"))
            }
        }
    }
}
