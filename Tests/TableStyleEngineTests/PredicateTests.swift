import TableStyleEngine
import TableStyleJSON
import TableStyleTheme
import Testing

@Suite("Predicates")
struct PredicateTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var when: Theme.Predicate?
        var cell: CellContext
        var row: [CellValue] = Fixture.row
        var shape: TableShape = Fixture.shape
        var expected: Bool

        var description: String { name }
    }

    /// Replaces the value of one column of the fixture row.
    static func row(_ column: Int, _ value: CellValue) -> [CellValue] {
        var row = Fixture.row
        row[column] = value
        return row
    }

    static let amount = 1
    static let cellAmount = Fixture.body(0, column: 1)
    static let cellName = Fixture.body(0, column: 0)
    static let cellStatus = Fixture.body(0, column: 2)
    static let cellQty = Fixture.body(0, column: 3)

    static let valueKinds: [Case] = [
        Case(name: "negative double", when: Fixture.value(.kind(.negative)), cell: cellAmount, expected: true),
        Case(
            name: "negative int", when: Fixture.value(.kind(.negative)), cell: cellAmount, row: row(1, .int(-3)),
            expected: true),
        Case(name: "zero is not negative", when: Fixture.value(.kind(.negative)), cell: cellQty, expected: false),
        Case(name: "text is never negative", when: Fixture.value(.kind(.negative)), cell: cellName, expected: false),
        Case(
            name: "text '-5' is not negative", when: Fixture.value(.kind(.negative)), cell: cellName,
            row: row(0, .text("-5")), expected: false),
        Case(
            name: "-0 is not negative", when: Fixture.value(.kind(.negative)), cell: cellAmount,
            row: row(1, .double(-0.0)), expected: false),
        Case(
            name: "-0 is zero", when: Fixture.value(.kind(.zero)), cell: cellAmount, row: row(1, .double(-0.0)),
            expected: true),
        Case(name: "int 0 is zero", when: Fixture.value(.kind(.zero)), cell: cellQty, expected: true),
        Case(
            name: "null is not zero", when: Fixture.value(.kind(.zero)), cell: cellQty, row: row(3, .null),
            expected: false),
        Case(
            name: "positive", when: Fixture.value(.kind(.positive)), cell: cellQty, row: row(3, .int(4)), expected: true
        ),
        Case(
            name: "true is not positive", when: Fixture.value(.kind(.positive)), cell: cellQty,
            row: row(3, .bool(true)),
            expected: false),
        Case(name: "null", when: Fixture.value(.kind(.null)), cell: cellQty, row: row(3, .null), expected: true),
        Case(
            name: "empty text is not null", when: Fixture.value(.kind(.null)), cell: cellName, row: row(0, .text("")),
            expected: false),
        Case(
            name: "empty: null", when: Fixture.value(.kind(.empty)), cell: cellQty, row: row(3, .null), expected: true),
        Case(
            name: "empty: empty text", when: Fixture.value(.kind(.empty)), cell: cellName, row: row(0, .text("")),
            expected: true),
        Case(name: "empty: text", when: Fixture.value(.kind(.empty)), cell: cellName, expected: false),
        Case(name: "empty: zero", when: Fixture.value(.kind(.empty)), cell: cellQty, expected: false),
        Case(name: "number: int", when: Fixture.value(.kind(.number)), cell: cellQty, expected: true),
        Case(name: "number: double", when: Fixture.value(.kind(.number)), cell: cellAmount, expected: true),
        Case(
            name: "number: bool", when: Fixture.value(.kind(.number)), cell: cellQty, row: row(3, .bool(false)),
            expected: false),
        Case(
            name: "number: numeric text", when: Fixture.value(.kind(.number)), cell: cellName, row: row(0, .text("12")),
            expected: false),
        Case(name: "text: text", when: Fixture.value(.kind(.text)), cell: cellName, expected: true),
        Case(name: "text: number", when: Fixture.value(.kind(.text)), cell: cellAmount, expected: false),
        Case(
            name: "text: null", when: Fixture.value(.kind(.text)), cell: cellName, row: row(0, .null), expected: false),
        Case(name: "bool", when: Fixture.value(.kind(.bool)), cell: cellQty, row: row(3, .bool(true)), expected: true),
        Case(
            name: "bool: text 'true'", when: Fixture.value(.kind(.bool)), cell: cellName, row: row(0, .text("true")),
            expected: false),
    ]

    static let comparisons: [Case] = [
        Case(name: "lt", when: Fixture.value(.lessThan(0)), cell: cellAmount, expected: true),
        Case(name: "lt false", when: Fixture.value(.lessThan(-20)), cell: cellAmount, expected: false),
        Case(name: "lte edge", when: Fixture.value(.lessThanOrEqual(-12.5)), cell: cellAmount, expected: true),
        Case(name: "gt", when: Fixture.value(.greaterThan(-13)), cell: cellAmount, expected: true),
        Case(name: "gte edge", when: Fixture.value(.greaterThanOrEqual(-12.5)), cell: cellAmount, expected: true),
        Case(name: "gte false", when: Fixture.value(.greaterThanOrEqual(-12)), cell: cellAmount, expected: false),
        Case(name: "eq int vs double", when: Fixture.value(.equalTo(0)), cell: cellQty, expected: true),
        Case(name: "ne", when: Fixture.value(.notEqualTo(5)), cell: cellQty, expected: true),
        Case(name: "ne is false for text", when: Fixture.value(.notEqualTo(5)), cell: cellName, expected: false),
        Case(
            name: "ne is false for null", when: Fixture.value(.notEqualTo(5)), cell: cellQty, row: row(3, .null),
            expected: false),
        Case(
            name: "lt is false for bool", when: Fixture.value(.lessThan(5)), cell: cellQty, row: row(3, .bool(false)),
            expected: false),
        Case(
            name: "lt is false for numeric text", when: Fixture.value(.lessThan(5)), cell: cellName,
            row: row(0, .text("1")), expected: false),
        Case(name: "between inside", when: Fixture.value(.between(-20, -10)), cell: cellAmount, expected: true),
        Case(name: "between low edge", when: Fixture.value(.between(-12.5, 0)), cell: cellAmount, expected: true),
        Case(name: "between high edge", when: Fixture.value(.between(-20, -12.5)), cell: cellAmount, expected: true),
        Case(name: "between outside", when: Fixture.value(.between(-12, 0)), cell: cellAmount, expected: false),
        Case(
            name: "all keys must hold (gt and lt)",
            when: .value(ValueTest(conditions: [.greaterThan(-20), .lessThan(-15)])), cell: cellAmount, expected: false),
        Case(
            name: "all keys hold (gt and lt)", when: .value(ValueTest(conditions: [.greaterThan(-20), .lessThan(0)])),
            cell: cellAmount, expected: true),
        Case(
            name: "kind and comparison", when: .value(ValueTest(conditions: [.kind(.negative), .greaterThan(-100)])),
            cell: cellAmount, expected: true),
    ]

    static let texts: [Case] = [
        Case(name: "equals", when: Fixture.value(.equals("Overdue")), cell: cellStatus, expected: true),
        Case(
            name: "equals is case-sensitive", when: Fixture.value(.equals("overdue")), cell: cellStatus, expected: false
        ),
        Case(
            name: "equals ignoreCase", when: Fixture.value(.equals("OVERDUE"), ignoreCase: true), cell: cellStatus,
            expected: true),
        Case(name: "contains", when: Fixture.value(.contains("rdu")), cell: cellStatus, expected: true),
        Case(name: "contains false", when: Fixture.value(.contains("RDU")), cell: cellStatus, expected: false),
        Case(
            name: "contains ignoreCase", when: Fixture.value(.contains("RDU"), ignoreCase: true), cell: cellStatus,
            expected: true),
        Case(name: "prefix", when: Fixture.value(.prefix("Over")), cell: cellStatus, expected: true),
        Case(name: "prefix false", when: Fixture.value(.prefix("due")), cell: cellStatus, expected: false),
        Case(name: "suffix", when: Fixture.value(.suffix("due")), cell: cellStatus, expected: true),
        Case(
            name: "suffix ignoreCase", when: Fixture.value(.suffix("DUE"), ignoreCase: true), cell: cellStatus,
            expected: true),
        Case(name: "in", when: Fixture.value(.isIn(["Paid", "Overdue"])), cell: cellStatus, expected: true),
        Case(name: "in false", when: Fixture.value(.isIn(["Paid", "Open"])), cell: cellStatus, expected: false),
        Case(
            name: "in ignoreCase", when: Fixture.value(.isIn(["paid", "overdue"]), ignoreCase: true), cell: cellStatus,
            expected: true),
        Case(name: "matches anywhere", when: Fixture.value(.matches("rd")), cell: cellStatus, expected: true),
        Case(name: "matches anchored", when: Fixture.value(.matches("^rd")), cell: cellStatus, expected: false),
        Case(name: "matches whole", when: Fixture.value(.matches("^O\\w+e$")), cell: cellStatus, expected: true),
        Case(
            name: "matches ignoreCase", when: Fixture.value(.matches("^over"), ignoreCase: true), cell: cellStatus,
            expected: true),
        Case(
            name: "text tests see a number's text", when: Fixture.value(.equals("-12.5")), cell: cellAmount,
            expected: true),
        Case(name: "prefix on a number", when: Fixture.value(.prefix("-")), cell: cellAmount, expected: true),
        Case(
            name: "matches on a number", when: Fixture.value(.matches("^-\\d+\\.5$")), cell: cellAmount, expected: true),
        Case(
            name: "text tests see a bool's text", when: Fixture.value(.equals("true")), cell: cellQty,
            row: row(3, .bool(true)), expected: true),
        Case(
            name: "null fails contains ''", when: Fixture.value(.contains("")), cell: cellQty, row: row(3, .null),
            expected: false),
        Case(
            name: "null fails equals ''", when: Fixture.value(.equals("")), cell: cellQty, row: row(3, .null),
            expected: false),
        Case(
            name: "empty text equals ''", when: Fixture.value(.equals("")), cell: cellName, row: row(0, .text("")),
            expected: true),
        Case(
            name: "null fails matches ''", when: Fixture.value(.matches("")), cell: cellQty, row: row(3, .null),
            expected: false),
    ]

    static let columns: [Case] = [
        Case(name: "highlighted", when: .column(.highlighted), cell: cellAmount, expected: true),
        Case(name: "not highlighted", when: .column(.highlighted), cell: cellName, expected: false),
        Case(
            name: "highlighted in an unsorted table", when: .column(.highlighted), cell: cellAmount,
            shape: TableShape(columns: Fixture.columns), expected: false),
        Case(name: "name", when: .column(.name("Status")), cell: cellStatus, expected: true),
        Case(name: "name is exact", when: .column(.name("status")), cell: cellStatus, expected: false),
        Case(name: "names", when: .column(.names(["Qty", "Name"])), cell: cellQty, expected: true),
        Case(name: "names false", when: .column(.names(["Qty", "Name"])), cell: cellStatus, expected: false),
        Case(name: "index", when: .column(.index(2)), cell: cellStatus, expected: true),
        Case(name: "index false", when: .column(.index(2)), cell: cellQty, expected: false),
        Case(name: "kind number", when: .column(.kind(.number)), cell: cellQty, expected: true),
        Case(name: "kind text", when: .column(.kind(.text)), cell: cellName, expected: true),
        Case(name: "kind text false", when: .column(.kind(.text)), cell: cellAmount, expected: false),
        Case(
            name: "index outside the shape", when: .column(.index(7)), cell: Fixture.body(0, column: 7),
            expected: true),
        Case(
            name: "name outside the shape", when: .column(.name("Name")), cell: Fixture.body(0, column: 7),
            expected: false),
    ]

    static let rows: [Case] = [
        Case(name: "even 0", when: .row(.even), cell: Fixture.body(0, column: 0), expected: true),
        Case(name: "even 1", when: .row(.even), cell: Fixture.body(1, column: 0), expected: false),
        Case(name: "odd 3", when: .row(.odd), cell: Fixture.body(3, column: 0), expected: true),
        Case(name: "odd 4", when: .row(.odd), cell: Fixture.body(4, column: 0), expected: false),
        Case(name: "first", when: .row(.first), cell: Fixture.body(0, column: 0), expected: true),
        Case(name: "first 1", when: .row(.first), cell: Fixture.body(1, column: 0), expected: false),
        Case(name: "last", when: .row(.last), cell: Fixture.body(9, of: 10, column: 0), expected: true),
        Case(name: "last 8", when: .row(.last), cell: Fixture.body(8, of: 10, column: 0), expected: false),
        Case(
            name: "first and last of one row", when: .all([.row(.first), .row(.last)]),
            cell: Fixture.body(0, of: 1, column: 0), expected: true),
        Case(name: "selected", when: .row(.selected), cell: Fixture.body(2, column: 0, selected: true), expected: true),
        Case(name: "not selected", when: .row(.selected), cell: Fixture.body(2, column: 0), expected: false),
        Case(name: "index", when: .row(.index(4)), cell: Fixture.body(4, column: 0), expected: true),
        Case(name: "index false", when: .row(.index(4)), cell: Fixture.body(5, column: 0), expected: false),
        Case(
            name: "every 3 offset 1 at 1", when: .row(.every(3, offset: 1)), cell: Fixture.body(1, column: 0),
            expected: true),
        Case(
            name: "every 3 offset 1 at 7", when: .row(.every(3, offset: 1)), cell: Fixture.body(7, column: 0),
            expected: true),
        Case(
            name: "every 3 offset 1 at 0", when: .row(.every(3, offset: 1)), cell: Fixture.body(0, column: 0),
            expected: false),
        Case(
            name: "every 3 offset 1 at 5", when: .row(.every(3, offset: 1)), cell: Fixture.body(5, column: 0),
            expected: false),
        Case(
            name: "every 2 offset 0 at 0", when: .row(.every(2, offset: 0)), cell: Fixture.body(0, column: 0),
            expected: true),
        Case(
            name: "every 4 offset 6 at 2", when: .row(.every(4, offset: 6)), cell: Fixture.body(2, column: 0),
            expected: false),
        Case(
            name: "every 4 offset 6 at 10", when: .row(.every(4, offset: 6)), cell: Fixture.body(10, of: 20, column: 0),
            expected: true),
    ]

    static let rowValues: [Case] = [
        Case(
            name: "rowValue equals",
            when: .rowValue(column: "Status", test: ValueTest(conditions: [.equals("Overdue")])),
            cell: cellQty, expected: true),
        Case(
            name: "rowValue false", when: .rowValue(column: "Status", test: ValueTest(conditions: [.equals("Paid")])),
            cell: cellQty, expected: false),
        Case(
            name: "rowValue negative",
            when: .rowValue(column: "Amount", test: ValueTest(conditions: [.kind(.negative)])),
            cell: cellName, expected: true),
        Case(
            name: "rowValue unknown column",
            when: .not(.rowValue(column: "Nope", test: ValueTest(conditions: [.kind(.null)]))), cell: cellName,
            expected: true),
        Case(
            name: "rowValue unknown column never holds",
            when: .rowValue(column: "Nope", test: ValueTest(conditions: [.kind(.null)])), cell: cellName,
            expected: false),
        Case(
            name: "rowValue ignoreCase",
            when: .rowValue(column: "Status", test: ValueTest(conditions: [.prefix("over")], ignoreCase: true)),
            cell: cellName, expected: true),
    ]

    static let sectionsAndSort: [Case] = [
        Case(name: "no when: body", when: nil, cell: cellName, expected: true),
        Case(
            name: "no when: not header", when: nil, cell: Fixture.header(column: 0), row: Fixture.headerRow,
            expected: false),
        Case(name: "no when: not footer", when: nil, cell: Fixture.footer(column: 0), expected: false),
        Case(
            name: "body-only rule skips header", when: .column(.index(0)), cell: Fixture.header(column: 0),
            row: Fixture.headerRow, expected: false),
        Case(
            name: "section header", when: .section([.header]), cell: Fixture.header(column: 0), row: Fixture.headerRow,
            expected: true),
        Case(name: "section header on body", when: .section([.header]), cell: cellName, expected: false),
        Case(
            name: "section list", when: .section([.header, .footer]), cell: Fixture.footer(column: 1), expected: true),
        Case(name: "section body", when: .section([.body]), cell: cellName, expected: true),
        Case(
            name: "not section header on footer", when: .not(.section([.header])), cell: Fixture.footer(column: 2),
            expected: true),
        Case(name: "not section header on body", when: .not(.section([.header])), cell: cellName, expected: true),
        Case(
            name: "section nested in any", when: .any([.section([.header]), Fixture.value(.kind(.negative))]),
            cell: Fixture.footer(column: 1), row: Fixture.row, expected: true),
        Case(
            name: "section nested in all", when: .all([.section([.header]), .column(.highlighted)]),
            cell: Fixture.header(column: 1), row: Fixture.headerRow, expected: true),
        Case(
            name: "section nested in all, other column", when: .all([.section([.header]), .column(.highlighted)]),
            cell: Fixture.header(column: 0), row: Fixture.headerRow, expected: false),
        Case(
            name: "header value is the column name", when: .all([.section([.header]), Fixture.value(.equals("Qty"))]),
            cell: Fixture.header(column: 3), row: Fixture.headerRow, expected: true),
        Case(name: "sort descending", when: .sort(.descending), cell: cellName, expected: true),
        Case(name: "sort ascending", when: .sort(.ascending), cell: cellName, expected: false),
        Case(
            name: "sort in an unsorted table", when: .sort(.descending), cell: cellName,
            shape: TableShape(columns: Fixture.columns), expected: false),
    ]

    static let combinators: [Case] = [
        Case(name: "all [] holds", when: .all([]), cell: cellName, expected: true),
        Case(name: "any [] does not", when: .any([]), cell: cellName, expected: false),
        Case(name: "not any []", when: .not(.any([])), cell: cellName, expected: true),
        Case(
            name: "all", when: .all([.column(.highlighted), Fixture.value(.kind(.negative))]), cell: cellAmount,
            expected: true),
        Case(
            name: "all false", when: .all([.column(.highlighted), Fixture.value(.kind(.positive))]), cell: cellAmount,
            expected: false),
        Case(
            name: "any", when: .any([.column(.index(3)), Fixture.value(.kind(.negative))]), cell: cellAmount,
            expected: true),
        Case(
            name: "any false", when: .any([.column(.index(3)), Fixture.value(.kind(.positive))]), cell: cellAmount,
            expected: false),
        Case(name: "not", when: .not(Fixture.value(.kind(.negative))), cell: cellAmount, expected: false),
        Case(
            name: "nested",
            when: .any([.all([.row(.odd), .row(.selected)]), .not(.any([.row(.even), .row(.selected)]))]),
            cell: Fixture.body(3, column: 0), expected: true),
        Case(
            name: "nested selected odd", when: .any([.all([.row(.odd), .row(.selected)]), .row(.index(99))]),
            cell: Fixture.body(3, column: 0, selected: true), expected: true),
    ]

    static let all = valueKinds + comparisons + texts + columns + rows + rowValues + sectionsAndSort + combinators

    @Test(arguments: all)
    func predicate(_ example: Case) throws {
        let theme = Theme(
            name: "t",
            rules: [Fixture.rule("probe", when: example.when, style: Fixture.style(weight: .bold), label: "hit")])
        let bound = try CompiledTheme(theme: theme).bind(to: example.shape)
        // The precomputed hot path…
        #expect(bound.labels(for: example.cell, in: example.row) == (example.expected ? ["hit"] : []))
        let style = bound.style(bound.styleID(for: example.cell, in: example.row))
        #expect((style.font.weight == .bold) == example.expected)
        // …and the from-scratch evaluation explain uses agree.
        #expect(bound.matchedRules(example.cell, in: example.row) == (example.expected ? [0] : []))
    }

    @Test func customPredicatesGetTheirArgumentsAndTheCell() throws {
        let declaration = PredicateDeclaration(
            name: "longerThan", parameters: [.init(name: "length", type: .integer)])
        let plugin = PluginPredicate(declaration: declaration) { view, arguments in
            guard case .int(let length)? = arguments["length"] else { return false }
            return view.text.count > length && view.columnName == "Status" && view.value(ofColumn: "Qty") == .int(0)
        }
        let plugins = PluginPredicates().adding(plugin)
        let theme = Theme(
            name: "t",
            rules: [
                Fixture.rule(
                    when: .custom(name: "longerThan", arguments: ["length": .int(5)]),
                    style: Fixture.style(weight: .bold), label: "long"),
                Fixture.rule(
                    when: .custom(name: "unregistered", arguments: JSONObject()), style: Fixture.style(italic: true),
                    label: "never"),
            ])
        let bound = try CompiledTheme(theme: theme, plugins: plugins).bind(to: Fixture.shape)
        #expect(bound.labels(for: Self.cellStatus, in: Fixture.row) == ["long"])
        #expect(bound.labels(for: Self.cellStatus, in: Self.row(2, .text("Paid"))) == [])
        #expect(bound.labels(for: Self.cellName, in: Fixture.row) == [])
        #expect(bound.matchedRules(Self.cellStatus, in: Fixture.row) == [0])
        // A declaration without an implementation never holds either.
        let declaredOnly = PluginPredicates().adding(PluginPredicate(declaration: declaration))
        let unimplemented = try CompiledTheme(theme: theme, plugins: declaredOnly).bind(to: Fixture.shape)
        #expect(unimplemented.labels(for: Self.cellStatus, in: Fixture.row) == [])
        #expect(unimplemented.matchedRules(Self.cellStatus, in: Fixture.row) == [])
    }
}
