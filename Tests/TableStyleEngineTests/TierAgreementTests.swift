import TableStyleJSON
import TableStyleRegex
import TableStyleTheme
import Testing

@testable import TableStyleEngine

/// Every predicate form through every tier of the engine, against the predicate kernel's answer.
///
/// The expected answer is computed here from the kernel's primitives alone (``ValueKind``'s, ``Comparison``'s,
/// ``TextTestKind``'s and ``RowTest``'s `holds`, the column facts), combined as `all`/`any`/`not` say. Each
/// form is bound in three themes that send it down different tiers — alone (value-class tables and row
/// state tables), among rules too many for direct tables (clustered tables: value flags, intervals, bytecode),
/// and among more than 64 candidates (memo table: bytecode only) — and every cell is resolved by the
/// unoptimised `Condition.holds` (explain), the bytecode interpreter, the precomputed tables, single cells,
/// whole rows and rows made once and asked cell by cell (`rowStyles`). The static analysis' three-valued answer must never contradict the concrete one.
@Suite struct TierAgreementTests {
    static let hit = "hit"

    static let values: [CellValue] = [
        .null, .bool(true), .bool(false), .int(0), .int(-5), .int(7), .int(Int.max), .double(-0.0), .double(0.5),
        .double(-1.5), .double(.nan), .double(.infinity), .double(-.infinity), .double(-1e300), .double(1.5),
        .text(""), .text("x"), .text("Overdue"), .text("overDUE soon"), .text("\u{e9}t\u{e9}"), .text("e\u{301}t"),
        .text("Ünïcode"), .text("12"),
    ]

    static let rows: [Int] = [0, 1, 2, 3, 4, 5, 7, 2_147_483_647, 3_000_000_000, 3_000_000_005, 6_000_000_005]

    static func value(_ conditions: ValueCondition..., ignoreCase: Bool = false) -> Theme.Predicate {
        .value(ValueTest(conditions: conditions, ignoreCase: ignoreCase))
    }

    /// One predicate of every form, with bounds and texts at the edges.
    static let forms: [Theme.Predicate] = {
        var forms: [Theme.Predicate] = ValueKind.allCases.map { value(.kind($0)) }
        for bound in [0, -0.0, 1.5, -1e300, Double.infinity, -Double.infinity, Double.nan] {
            forms += [
                value(.lessThan(bound)), value(.lessThanOrEqual(bound)), value(.greaterThan(bound)),
                value(.greaterThanOrEqual(bound)), value(.equalTo(bound)), value(.notEqualTo(bound)),
            ]
        }
        forms += [
            value(.between(-1.5, 0.5)), value(.between(0, 0)), value(.between(5, 1)),
            value(.between(-.infinity, .infinity)), value(.greaterThan(0), .lessThan(10)),
            value(.kind(.number), .notEqualTo(0)), value(.kind(.negative), .greaterThan(-2)),
        ]
        for ignoreCase in [false, true] {
            forms += [
                value(.equals("Overdue"), ignoreCase: ignoreCase), value(.equals(""), ignoreCase: ignoreCase),
                value(.equals("e\u{301}t"), ignoreCase: ignoreCase),
                value(.equals("\u{e9}t\u{e9}"), ignoreCase: ignoreCase),
                value(.contains("due"), ignoreCase: ignoreCase), value(.contains(""), ignoreCase: ignoreCase),
                value(.contains("\u{301}"), ignoreCase: ignoreCase), value(.prefix("e"), ignoreCase: ignoreCase),
                value(.prefix("OVER"), ignoreCase: ignoreCase), value(.suffix("soon"), ignoreCase: ignoreCase),
                value(.suffix("\u{e9}"), ignoreCase: ignoreCase),
                value(.isIn(["x", "12", "Ünïcode"]), ignoreCase: ignoreCase),
                value(.matches("^over"), ignoreCase: ignoreCase), value(.matches("n.c"), ignoreCase: ignoreCase),
                value(.matches("t$"), ignoreCase: ignoreCase), value(.matches("1|x"), ignoreCase: ignoreCase),
                value(.kind(.text), .contains("o"), .suffix("e"), ignoreCase: ignoreCase),
                value(.equals("12"), .greaterThan(10), ignoreCase: ignoreCase),
            ]
        }
        let rowTests: [RowTest] = [
            .even, .odd, .first, .last, .selected, .index(0), .index(3), .index(2_147_483_647),
            .index(3_000_000_000), .every(1, offset: 0), .every(2, offset: 1), .every(3, offset: 1),
            .every(5, offset: 7), .every(3_000_000_000, offset: 5), .every(2, offset: 3_000_000_000),
            .every(4_294_967_296, offset: 1),
        ]
        forms += rowTests.map { .row($0) }
        forms += [
            .column(.highlighted), .column(.name("Status")), .column(.names(["Name", "Qty"])), .column(.index(0)),
            .column(.index(2)), .column(.index(9)), .column(.kind(.number)), .column(.kind(.text)),
            .section([.header]), .section([.body]), .section([.footer, .header]), .section([]),
            .sort(.ascending), .sort(.descending),
            .rowValue(column: "Amount", test: ValueTest(conditions: [.kind(.negative)])),
            .rowValue(column: "Status", test: ValueTest(conditions: [.equals("overdue")], ignoreCase: true)),
            .rowValue(column: "Status", test: ValueTest(conditions: [.matches("^O")])),
            .rowValue(column: "Missing", test: ValueTest(conditions: [.kind(.null)])),
            .custom(name: "even-amount", arguments: [:]), .custom(name: "unregistered", arguments: [:]),
            .all([]), .any([]), .not(.row(.even)), .not(value(.kind(.zero))),
            .all([value(.kind(.negative)), .row(.odd)]), .any([value(.lessThan(-1)), value(.greaterThan(1))]),
            .not(.any([value(.lessThan(-1)), value(.greaterThan(1))])),
            .any([.row(.every(3, offset: 0)), .rowValue(column: "Qty", test: ValueTest(conditions: [.kind(.zero)]))]),
            .all([.column(.kind(.number)), value(.between(-10, 10))]),
            .all([.section([.header]), value(.prefix("A"))]),
            .all([.sort(.descending), .column(.highlighted), .not(.row(.first))]),
            .any([.row(.selected), value(.equals("x")), .row(.index(3_000_000_005))]),
        ]
        return forms
    }()

    static let plugins = PluginPredicates().adding(
        PluginPredicate(declaration: PredicateDeclaration(name: "even-amount")) { cell, _ in
            guard cell.rowValues.count > 1, let amount = cell.rowValues[1].numberValue else { return false }
            return amount.truncatingRemainder(dividingBy: 2) == 0
        })

    // MARK: - The kernel's answer

    /// A value test by the kernel: every condition must hold.
    static func kernelHolds(_ test: ValueTest, _ value: CellValue, shown: String) -> Bool {
        let facts = ValueFacts(value)
        func fold(_ text: String) -> String { test.ignoreCase ? text.lowercased() : text }
        return test.conditions.allSatisfy { condition in
            if let (comparison, bound, upper) = Comparison.of(condition) {
                return facts.kind == .number && comparison.holds(facts.number, bound: bound, upper: upper)
            }
            func text(_ kind: TextTestKind, _ expected: String) -> Bool {
                facts.kind != .null && kind.holds(shown, expected: fold(expected), ignoreCase: test.ignoreCase)
            }
            switch condition {
            case .kind(let kind): return kind.holds(facts)
            case .equals(let expected): return text(.equals, expected)
            case .contains(let expected): return text(.contains, expected)
            case .prefix(let expected): return text(.prefix, expected)
            case .suffix(let expected): return text(.suffix, expected)
            case .isIn(let options): return options.contains { text(.equals, $0) }
            case .matches(let pattern):
                guard facts.kind != .null, let regex = try? BoundedRegex(pattern, ignoreCase: test.ignoreCase) else {
                    return false
                }
                return regex.firstMatch(in: shown)
            default: return false
            }
        }
    }

    static func kernelHolds(_ predicate: Theme.Predicate, _ cell: CellContext, _ row: [CellValue]) -> Bool {
        switch predicate {
        case .value(let test):
            let value = row.value(atColumn: cell.column)
            return kernelHolds(test, value, shown: row.text(atColumn: cell.column))
        case .column(let test):
            return StaticFacts(shape: Fixture.shape, section: cell.section, column: cell.column).holds(test)
        case .row(let test):
            return test.holds(row: cell.row, rowCount: cell.rowCount, isSelected: cell.isSelected)
        case .rowValue(let name, let test):
            guard let column = Fixture.shape.columnIndex(named: name) else { return false }
            return kernelHolds(test, row.value(atColumn: column), shown: row.text(atColumn: column))
        case .section(let sections): return sections.contains(cell.section)
        case .sort(let direction): return Fixture.shape.sortDirection == direction
        case .custom(let name, let arguments):
            guard let evaluate = plugins[name]?.evaluate else { return false }
            return evaluate(PluginCellView(shape: Fixture.shape, cell: cell, row: row), arguments)
        case .all(let parts): return parts.allSatisfy { kernelHolds($0, cell, row) }
        case .any(let parts): return parts.contains { kernelHolds($0, cell, row) }
        case .not(let inner): return !kernelHolds(inner, cell, row)
        }
    }

    // MARK: - Themes that route a form through different tiers

    enum Route: String, CaseIterable {
        /// The form alone: value-class tables, row state tables.
        case alone
        /// With four own-value text rules: too many "other" rules for direct tables, so clustered tables.
        case clustered
        /// With 66 candidates: past the precomputed tables' limit, so the memo table and the bytecode.
        case memo
    }

    static func theme(_ predicate: Theme.Predicate, route: Route) -> Theme {
        var rules = [
            Fixture.rule("form", line: 1, when: predicate, style: Fixture.style(borderWidth: 3), label: hit)
        ]
        let fillers: Int
        switch route {
        case .alone: fillers = 0
        case .clustered: fillers = 4
        case .memo: fillers = 65
        }
        for index in 0..<fillers {
            // Never matches the sample values; sets its own attribute, so it is its own cluster.
            rules.append(
                Fixture.rule(
                    "filler-\(index)", line: 2 + index, when: value(.contains("zz\(index)")),
                    style: Fixture.style(size: Double(10 + index % 40))))
        }
        return Theme(name: "tiers", table: TableSettings(), rules: rules, file: Fixture.file)
    }

    // MARK: - The test

    @Test(arguments: Route.allCases)
    func everyTierAgreesWithTheKernel(route: Route) throws {
        var failures: [String] = []
        for predicate in Self.forms {
            let compiled = try CompiledTheme(theme: Self.theme(predicate, route: route), plugins: Self.plugins)
            let bound = compiled.bind(to: Fixture.shape)
            let columns = Fixture.columns.count + 1  // and one outside the shape
            var ids = Array(repeating: StyleID(rawValue: 0), count: columns)
            for (offset, rowIndex) in Self.rows.enumerated() {
                for section in TableSection.allCases {
                    let row = section == .body ? rowIndex : 0
                    let rowCount = section == .body ? (offset % 2 == 0 ? rowIndex + 1 : 3_000_000_001) : 1
                    let isSelected = section == .body && offset % 3 == 1
                    // Every value in every column on the first rows; a few rotations on the others.
                    for shift in 0..<(section != .body ? 4 : offset < 3 && route != .memo ? Self.values.count : 5) {
                        let values = (0..<columns).map { Self.values[(shift + $0 * 5) % Self.values.count] }
                        let whole = bound.resolveRow(
                            row, rowCount: rowCount, section: section, isSelected: isSelected, values: values,
                            columnCount: columns)
                        bound.styleIDs(
                            forRow: row, rowCount: rowCount, section: section, isSelected: isSelected,
                            values: values, into: &ids)
                        let rowStyles = bound.rowStyles(
                            forRow: row, rowCount: rowCount, section: section, isSelected: isSelected,
                            values: values)
                        for column in 0..<columns {
                            let cell = CellContext(
                                section: section, row: row, rowCount: rowCount, column: column, isSelected: isSelected)
                            let expected =
                                (predicate.mentionsSection || section == .body)
                                && Self.kernelHolds(predicate, cell, values)
                            var answers: [(String, Bool)] = [
                                ("explain", bound.matchedRules(cell, in: values).contains(0)),
                                ("single cell", bound.resolve(cell, in: values).labels.contains(Self.hit)),
                                ("whole row", whole[column].labels.contains(Self.hit)),
                                ("whole-row ids", bound.style(ids[column]).borderWidth == 3),
                                ("row styles", rowStyles.resolve(column: column).labels.contains(Self.hit)),
                                ("row styles ids", rowStyles.style(column: column).borderWidth == 3),
                                (
                                    "bytecode",
                                    compiled.store.labels(bound.memoizedEntry(cell, row: values).labels)
                                        .contains(Self.hit)
                                ),
                            ]
                            if let tables = bound.storage.precomputed(cell, row: values) {
                                answers.append(("tables", compiled.store.labels(tables.labels).contains(Self.hit)))
                            }
                            for (tier, answer) in answers where answer != expected {
                                failures.append("\(tier) says \(answer) for \(predicate) at \(cell) in \(values)")
                            }
                            let situation = CellSituation(
                                section: section, row: row, isSelected: isSelected,
                                isHighlighted: column == Fixture.shape.highlightedColumn,
                                sort: Fixture.shape.sortDirection)
                            let rule = compiled.theme.rules[0]
                            let possibility = rule.possibility(on: situation)
                            // The analysis sees header cells as their column names: text only.
                            let headerHoldsText =
                                section != .header || values.allSatisfy { if case .text = $0 { true } else { false } }
                            if headerHoldsText && possibility != .maybe && (possibility == .yes) != expected {
                                failures.append("analysis says \(possibility) for \(predicate) at \(cell) in \(values)")
                            }
                        }
                    }
                }
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) disagreements, first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    /// Row indices, steps and offsets past `Int32` are kept exactly in every tier (no clamping), so
    /// explain and the fast paths agree on them.
    @Test func rowIndicesPastInt32AreExact() throws {
        let theme = Self.theme(.row(.index(3_000_000_000)), route: .alone)
        let bound = try CompiledTheme(theme: theme).bind(to: Fixture.shape)
        for (row, expected) in [(3_000_000_000, true), (2_147_483_647, false), (3_000_000_001, false)] {
            let cell = Fixture.body(row, of: Int.max, column: 0)
            #expect(bound.labels(for: cell, in: Fixture.row) == (expected ? [Self.hit] : []), "row \(row)")
            #expect(bound.matchedRules(cell, in: Fixture.row) == (expected ? [0] : []), "explain, row \(row)")
        }
        let every = try CompiledTheme(theme: Self.theme(.row(.every(3_000_000_000, offset: 5)), route: .alone))
            .bind(to: Fixture.shape)
        for (row, expected) in [(5, true), (3_000_000_005, true), (2_147_483_652, false), (6_000_000_005, true)] {
            #expect(
                every.labels(for: Fixture.body(row, of: Int.max, column: 1), in: Fixture.row)
                    == (expected ? [Self.hit] : []), "every, row \(row)")
        }
    }
}
