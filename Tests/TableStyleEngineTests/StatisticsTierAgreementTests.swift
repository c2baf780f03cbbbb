import TableStyleDiagnostics
import TableStyleJSON
import TableStyleTheme
import Testing

@testable import TableStyleEngine

/// Statistics tests through every tier of the engine (explain, single cells, whole rows, value-class and
/// clustered tables, the memo table's bytecode), each checked against §-for-§ reading of the format: counts of
/// strictly greater numbers, a mean, equality by kind — written here independently of the kernel's thresholds.
@Suite("Statistics tests: every tier agrees with the definition")
struct StatisticsTierAgreementTests {
    /// The table: Name (text with repeats), Amount (numbers with ties, NaN, -0, a null), Status (bools and
    /// text), Qty (one number only), Empty (nulls).
    static let columns = [
        ColumnShape(name: "Name", kind: .text), ColumnShape(name: "Amount", kind: .number),
        ColumnShape(name: "Status", kind: .text), ColumnShape(name: "Qty", kind: .number),
        ColumnShape(name: "Empty", kind: .text),
    ]
    static let shape = TableShape(columns: columns, highlightedColumn: 1, sortDirection: .descending)
    static let rows: [[CellValue]] = [
        [.text("a"), .double(5), .bool(true), .null, .null],
        [.text("b"), .double(-2), .text("x"), .null, .null],
        [.text("a"), .int(5), .bool(false), .int(7), .null],
        [.text("é"), .double(.nan), .text("x"), .null, .null],
        [.text("e\u{301}"), .double(-0.0), .bool(true), .null, .null],
        [.text(""), .int(0), .text(""), .null, .null],
        [.null, .null, .text("1"), .null, .null],
        [.text("c"), .double(12.5), .int(1), .null, .null],
        [.text("d"), .double(-7), .double(1), .null, .null],
        [.text("f"), .int(3), .text("y"), .null, .null],
    ]

    static let statistics: [ColumnStatisticTest] = [
        .max, .min, .aboveAverage, .belowAverage, .duplicate, .unique, .top(1), .top(3), .top(20), .bottom(2),
        .bottom(4), .topPercent(10), .topPercent(50), .topPercent(100), .bottomPercent(25), .bottomPercent(0.5),
    ]

    static func statistic(_ test: ColumnStatisticTest, _ extra: ValueCondition? = nil) -> ValueTest {
        ValueTest(conditions: [.statistic(test)] + (extra.map { [$0] } ?? []))
    }

    static var forms: [Theme.Predicate] {
        var forms: [Theme.Predicate] = statistics.map { .value(statistic($0)) }
        forms += [
            .value(statistic(.top(3), .greaterThan(0))),
            .value(statistic(.bottom(3), .lessThan(0))),
            .not(.value(statistic(.max))),
            .any([.value(statistic(.max)), .value(statistic(.min))]),
            .all([.column(.name("Amount")), .value(statistic(.top(2)))]),
            .value(ValueTest(conditions: [.statistic(.duplicate), .statistic(.unique)])),
            .rowValue(column: "Amount", test: statistic(.top(2))),
            .rowValue(column: "Name", test: statistic(.duplicate)),
            .all([.section([.header, .body, .footer]), .value(statistic(.unique))]),
            .not(.value(statistic(.duplicate))),
        ]
        return forms
    }

    // MARK: - The definition, read literally

    static func population(_ column: Int) -> [CellValue] { rows.map { $0.value(atColumn: column) } }

    static func number(_ value: CellValue) -> Double? {
        guard let number = value.numberValue, !number.isNaN else { return nil }
        return number
    }

    static func equal(_ lhs: CellValue, _ rhs: CellValue) -> Bool {
        switch (lhs, rhs) {
        case (.text(let a), .text(let b)): return !a.isEmpty && Array(a.utf8) == Array(b.utf8)
        case (.bool(let a), .bool(let b)): return a == b
        default:
            guard let a = lhs.numberValue, let b = rhs.numberValue else { return false }
            return a == b
        }
    }

    static func definition(_ test: ColumnStatisticTest, _ value: CellValue, population: [CellValue]) -> Bool {
        let numbers = population.compactMap(number)
        func count(_ percent: Double) -> Int { max(1, Int((Double(numbers.count) * percent / 100).rounded(.down))) }
        func top(_ n: Int) -> Bool {
            guard let x = number(value) else { return false }
            return numbers.filter { $0 > x }.count < n
        }
        func bottom(_ n: Int) -> Bool {
            guard let x = number(value) else { return false }
            return numbers.filter { $0 < x }.count < n
        }
        // Small integers and halves: a plain sum is exact, so it is the correctly rounded one.
        let mean = numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        let occurrences = population.filter { equal($0, value) }.count
        let hasKey: Bool
        switch value {
        case .null: hasKey = false
        case .text(let text): hasKey = !text.isEmpty
        default: hasKey = true
        }
        switch test {
        case .max: return number(value).map { $0 == numbers.max() } ?? false
        case .min: return number(value).map { $0 == numbers.min() } ?? false
        case .aboveAverage: return number(value).flatMap { x in mean.map { x > $0 } } ?? false
        case .belowAverage: return number(value).flatMap { x in mean.map { x < $0 } } ?? false
        case .duplicate: return occurrences >= 2
        case .unique: return hasKey && occurrences <= 1
        case .top(let n): return top(n)
        case .bottom(let n): return bottom(n)
        case .topPercent(let p): return top(count(p))
        case .bottomPercent(let p): return bottom(count(p))
        }
    }

    static func definition(_ test: ValueTest, column: Int, row: [CellValue], section: TableSection) -> Bool {
        let value = row.value(atColumn: column)
        return test.conditions.allSatisfy { condition in
            if case .statistic(let statistic) = condition {
                return section == .body && definition(statistic, value, population: population(column))
            }
            return TierAgreementTests.kernelHolds(
                ValueTest(conditions: [condition]), value, shown: row.text(atColumn: column))
        }
    }

    static func definition(_ predicate: Theme.Predicate, _ cell: CellContext, _ row: [CellValue]) -> Bool {
        switch predicate {
        case .value(let test): return definition(test, column: cell.column, row: row, section: cell.section)
        case .rowValue(let name, let test):
            guard let column = shape.columnIndex(named: name) else { return false }
            return definition(test, column: column, row: row, section: cell.section)
        case .column(let test):
            return StaticFacts(shape: shape, section: cell.section, column: cell.column).holds(test)
        case .section(let sections): return sections.contains(cell.section)
        case .all(let parts): return parts.allSatisfy { definition($0, cell, row) }
        case .any(let parts): return parts.contains { definition($0, cell, row) }
        case .not(let inner): return !definition(inner, cell, row)
        default: return false
        }
    }

    // MARK: - The test

    @Test(arguments: TierAgreementTests.Route.allCases)
    func everyTierAgreesWithTheDefinition(route: TierAgreementTests.Route) throws {
        var failures: [String] = []
        let hit = TierAgreementTests.hit
        for predicate in Self.forms {
            let compiled = try CompiledTheme(theme: TierAgreementTests.theme(predicate, route: route))
            let needs = compiled.statisticsNeeds(for: Self.shape)
            let bound = compiled.bind(to: Self.shape, statistics: TableStatistics(needs: needs, rows: Self.rows))
            let columnCount = Self.columns.count
            var ids = Array(repeating: StyleID(rawValue: 0), count: columnCount)
            for section in TableSection.allCases {
                for (index, values) in Self.rows.enumerated() {
                    let row = section == .body ? index : 0
                    let rowCount = section == .body ? Self.rows.count : 1
                    let whole = bound.resolveRow(
                        row, rowCount: rowCount, section: section, isSelected: false, values: values,
                        columnCount: columnCount)
                    bound.styleIDs(
                        forRow: row, rowCount: rowCount, section: section, isSelected: false, values: values, into: &ids
                    )
                    for column in 0..<columnCount {
                        let cell = CellContext(
                            section: section, row: row, rowCount: rowCount, column: column, isSelected: false)
                        let expected =
                            (predicate.mentionsSection || section == .body) && Self.definition(predicate, cell, values)
                        var answers: [(String, Bool)] = [
                            ("explain", bound.matchedRules(cell, in: values).contains(0)),
                            ("single cell", bound.resolve(cell, in: values).labels.contains(hit)),
                            ("whole row", whole[column].labels.contains(hit)),
                            ("whole-row ids", bound.style(ids[column]).borderWidth == 3),
                            (
                                "bytecode",
                                compiled.store.labels(bound.memoizedEntry(cell, row: values).labels).contains(hit)
                            ),
                        ]
                        if let tables = bound.storage.precomputed(cell, row: values) {
                            answers.append(("tables", compiled.store.labels(tables.labels).contains(hit)))
                        }
                        for (tier, answer) in answers where answer != expected {
                            failures.append("\(tier) says \(answer) for \(predicate) at \(cell) in \(values)")
                        }
                        let situation = CellSituation(
                            section: section, row: row, isSelected: false,
                            isHighlighted: column == Self.shape.highlightedColumn, sort: Self.shape.sortDirection)
                        let possibility = compiled.theme.rules[0].possibility(on: situation)
                        if possibility != .maybe && (possibility == .yes) != expected && section != .header {
                            failures.append("analysis says \(possibility) for \(predicate) at \(cell)")
                        }
                    }
                }
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) disagreements, first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    /// A lone `duplicate`/`unique` test of the cell's own value is looked up inline by whole rows (the
    /// "whole-row ids" tier above checks its answers); other occurrence forms keep the general path.
    @Test func loneOccurrenceTestsAreLookedUpInlineByWholeRows() throws {
        func inlineSlots(_ predicate: Theme.Predicate) throws -> Int {
            let compiled = try CompiledTheme(theme: TierAgreementTests.theme(predicate, route: .alone))
            let needs = compiled.statisticsNeeds(for: Self.shape)
            let bound = compiled.bind(to: Self.shape, statistics: TableStatistics(needs: needs, rows: Self.rows))
            let slots = (Self.columns.count + 1) * TableSection.allCases.count
            return (0..<slots).filter { bound.storage.wholeRowSlots[$0].occurrenceTest >= 0 }.count
        }
        #expect(try inlineSlots(.value(Self.statistic(.duplicate))) > 0)
        #expect(try inlineSlots(.value(Self.statistic(.unique))) > 0)
        #expect(try inlineSlots(.not(.value(Self.statistic(.duplicate)))) == 0)
        #expect(try inlineSlots(.rowValue(column: "Name", test: Self.statistic(.duplicate))) == 0)
        #expect(try inlineSlots(.value(ValueTest(conditions: [.statistic(.duplicate), .statistic(.unique)]))) == 0)
    }

    /// Only the columns a rule can test get statistics, and only what the rule needs of them.
    @Test func needsNameOnlyTheTestedColumns() throws {
        let rules = [
            Fixture.rule(
                "top", when: .all([.column(.name("Amount")), .value(Self.statistic(.top(3)))]),
                style: Fixture.style(borderWidth: 1)),
            Fixture.rule(
                "dup", when: .rowValue(column: "Name", test: Self.statistic(.duplicate)),
                style: Fixture.style(borderWidth: 2)),
        ]
        let compiled = try CompiledTheme(theme: Theme(name: "needs", table: TableSettings(), rules: rules, file: "t"))
        #expect(compiled.usesStatistics)
        #expect(compiled.statisticsNeeds(for: Self.shape) == [.occurrences, .numbers, [], [], []])
        let plain = try CompiledTheme(theme: Theme(name: "plain", table: TableSettings(), rules: [], file: "t"))
        #expect(!plain.usesStatistics)
        #expect(plain.statisticsNeeds(for: Self.shape).allSatisfy { $0.isEmpty })
    }

    /// Bound without statistics (`bind(to:)`), a statistics test never holds.
    @Test func unboundStatisticsNeverHold() throws {
        let compiled = try CompiledTheme(
            theme: TierAgreementTests.theme(.value(Self.statistic(.top(100))), route: .alone))
        let bound = compiled.bind(to: Self.shape)
        for values in Self.rows {
            let cell = CellContext(section: .body, row: 0, rowCount: 1, column: 1, isSelected: false)
            #expect(bound.resolve(cell, in: values).labels.isEmpty)
        }
    }
}
