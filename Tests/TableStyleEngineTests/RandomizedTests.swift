import SeededRandom
import TableStyleEngine
import TableStyleJSON
import TableStyleTheme
import Testing

/// Random themes and tables: the precomputed hot path must agree with the from-scratch cascade.
@Suite("Randomized agreement")
struct RandomizedTests {
    static let names = ["A", "B", "C", "D", "E"]
    static let texts = ["", "alpha", "Beta", "overdue", "OVERDUE", "-3", "x y"]

    static func randomValue(_ random: inout SplitMix) -> CellValue {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .int(Int.random(in: -5...5, using: &random))
        case 3: return .double(Double(Int.random(in: -40...40, using: &random)) / 4)
        default: return .text(texts.randomElement(using: &random) ?? "")
        }
    }

    static func randomValueTest(_ random: inout SplitMix) -> ValueTest {
        var conditions: [ValueCondition] = []
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            let bound = Double(Int.random(in: -6...6, using: &random))
            let text = texts.randomElement(using: &random) ?? ""
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1: conditions.append(.kind(ValueKind.allCases.randomElement(using: &random) ?? .null))
            case 2: conditions.append(.lessThan(bound))
            case 3: conditions.append(.greaterThanOrEqual(bound))
            case 4: conditions.append(.equalTo(bound))
            case 5: conditions.append(.notEqualTo(bound))
            case 6: conditions.append(.between(bound, bound + 3))
            case 7: conditions.append(.equals(text))
            case 8: conditions.append(.contains(String(text.prefix(2))))
            case 9: conditions.append(.prefix(String(text.prefix(1))))
            case 10: conditions.append(.suffix(String(text.suffix(1))))
            case 11: conditions.append(.isIn([text, "alpha"]))
            case 12: conditions.append(.matches(["^-?\\d", "due$", "a|b", "^$"].randomElement(using: &random) ?? ""))
            default: conditions.append(.lessThanOrEqual(bound))
            }
        }
        return ValueTest(conditions: conditions, ignoreCase: Bool.random(using: &random))
    }

    static func randomPredicate(_ random: inout SplitMix, depth: Int = 0) -> Theme.Predicate {
        let choice = Int.random(in: 0..<(depth < 2 ? 14 : 10), using: &random)
        switch choice {
        case 0, 1: return .value(randomValueTest(&random))
        case 2:
            let tests: [ColumnTest] = [
                .highlighted, .name(names.randomElement(using: &random) ?? "A"), .names(["A", "C"]),
                .index(Int.random(in: 0..<6, using: &random)), .kind(.number), .kind(.text),
            ]
            return .column(tests.randomElement(using: &random) ?? .highlighted)
        case 3:
            let tests: [RowTest] = [
                .even, .odd, .first, .last, .selected, .index(Int.random(in: 0..<5, using: &random)),
                .every(Int.random(in: 1...3, using: &random), offset: Int.random(in: 0...2, using: &random)),
            ]
            return .row(tests.randomElement(using: &random) ?? .even)
        case 4:
            let column = (names + ["Missing"]).randomElement(using: &random) ?? "A"
            return .rowValue(column: column, test: randomValueTest(&random))
        case 5:
            let sections = TableSection.allCases.filter { _ in Bool.random(using: &random) }
            return .section(sections)
        case 6: return .sort(Bool.random(using: &random) ? .ascending : .descending)
        case 7: return .custom(name: Bool.random(using: &random) ? "isShort" : "unknown", arguments: ["max": .int(3)])
        case 8, 9: return .row(.odd)
        case 10, 11:
            let parts = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                randomPredicate(&random, depth: depth + 1)
            }
            return choice == 10 ? .all(parts) : .any(parts)
        default: return .not(randomPredicate(&random, depth: depth + 1))
        }
    }

    static func randomStyle(_ random: inout SplitMix) -> StyleSpec {
        let colors: [ColorSpec] = [
            .semantic(.systemRed), .semantic(.systemGreen), .withAlpha(.semantic(.systemBlue), alpha: 0.3),
        ]
        let weight: FontWeight? = Bool.random(using: &random) ? FontWeight.allCases.randomElement(using: &random) : nil
        let textColor: ColorSpec? = Bool.random(using: &random) ? colors.randomElement(using: &random) : nil
        let background: ColorSpec? =
            Int.random(in: 0..<3, using: &random) == 0 ? colors.randomElement(using: &random) : nil
        let size: Double? = Bool.random(using: &random) ? Double(Int.random(in: 10...20, using: &random)) : nil
        let top: Double? = Int.random(in: 0..<3, using: &random) == 0 ? 2 : nil
        return Fixture.style(
            size: size, weight: weight, textColor: textColor, backgroundColor: background, paddingTop: top)
    }

    static let plugins = PluginPredicates().adding(
        PluginPredicate(declaration: PredicateDeclaration(name: "isShort")) { view, arguments in
            guard case .int(let limit)? = arguments["max"] else { return false }
            return view.text.count <= limit
        })

    @Test(arguments: 0..<80)
    func hotPathAgreesWithExplain(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed) &* 7919)
        var rules: [Rule] = []
        for index in 0..<Int.random(in: 1...14, using: &random) {
            let when: Theme.Predicate? =
                Int.random(in: 0..<8, using: &random) == 0 ? nil : Self.randomPredicate(&random)
            let label: String? = Bool.random(using: &random) ? "L\(index)" : nil
            rules.append(
                Fixture.rule("r\(index)", line: 10 + index, when: when, style: Self.randomStyle(&random), label: label))
        }
        var table = TableSettings()
        if Bool.random(using: &random) {
            table.selectedRowColor = Sourced(.semantic(.systemTeal), origin: Fixture.at(2))
        }
        if Bool.random(using: &random) {
            table.rowColors = Sourced(
                Array(
                    [.semantic(.systemGray), .semantic(.white), .semantic(.black)].prefix(
                        Int.random(in: 0...3, using: &random))),
                origin: Fixture.at(3))
        }
        if Bool.random(using: &random) {
            table.highlightedRowColors = Sourced([], origin: Fixture.at(4))
        }
        let theme = Theme(
            name: "random", table: table, cell: Fixture.style(backgroundColor: .semantic(.systemYellow)),
            header: Fixture.style(weight: .semibold), rules: rules)
        let columnCount = Int.random(in: 1...5, using: &random)
        let rowCount = Int.random(in: 1...12, using: &random)
        let rows = (0..<rowCount).map { _ in (0..<columnCount).map { _ in Self.randomValue(&random) } }
        let columns = (0..<columnCount).map { column in
            ColumnShape(name: Self.names[column], kind: ColumnShape.kind(of: rows.map { $0[column] }))
        }
        let sorted = Bool.random(using: &random)
        let shape = TableShape(
            columns: columns, highlightedColumn: sorted ? Int.random(in: 0..<columnCount, using: &random) : nil,
            sortDirection: sorted ? (Bool.random(using: &random) ? .ascending : .descending) : nil)
        let bound = try CompiledTheme(theme: theme, plugins: Self.plugins).bind(to: shape)
        let headerRow = columns.map { CellValue.text($0.name) }
        var checked = 0
        for column in 0...columnCount {  // one column past the shape, too
            let header = CellContext(section: .header, row: 0, rowCount: 1, column: column)
            try compare(bound, header, headerRow)
            for (index, row) in rows.enumerated() {
                let cell = CellContext(
                    section: .body, row: index, rowCount: rowCount, column: column,
                    isSelected: Bool.random(using: &random))
                try compare(bound, cell, row)
                checked += 1
            }
            try compare(bound, CellContext(section: .footer, row: 0, rowCount: 1, column: column), rows[0])
        }
        #expect(checked == rowCount * (columnCount + 1))
        // Whole-row resolution gives the same ids as cell by cell (one extra column past the shape).
        var output = Array(repeating: StyleID(rawValue: -1), count: columnCount + 1)
        for (index, row) in rows.enumerated() {
            let selected = index % 3 == 1
            bound.styleIDs(forRow: index, rowCount: rowCount, isSelected: selected, values: row, into: &output)
            let resolvedRow = bound.resolveRow(
                index, rowCount: rowCount, isSelected: selected, values: row, columnCount: columnCount + 1)
            #expect(resolvedRow.count == columnCount + 1)
            for column in 0...columnCount {
                let cell = CellContext(
                    section: .body, row: index, rowCount: rowCount, column: column, isSelected: selected)
                let single = bound.resolve(cell, in: row)
                #expect(output[column] == single.style)
                #expect(resolvedRow[column].style == single.style && resolvedRow[column].labels == single.labels)
            }
            bound.styleIDs(forRow: 0, rowCount: 1, section: .header, values: headerRow, into: &output)
            for column in 0...columnCount {
                #expect(output[column] == bound.styleID(for: Self.header(column), in: headerRow))
            }
        }
    }

    static func header(_ column: Int) -> CellContext {
        CellContext(section: .header, row: 0, rowCount: 1, column: column)
    }

    private func compare(_ bound: StyleResolver, _ cell: CellContext, _ row: [CellValue]) throws {
        let explanation = bound.explain(cell, in: row)
        let resolved = bound.resolve(cell, in: row)
        #expect(bound.style(resolved.style) == explanation.style, "\(cell)")
        #expect(resolved.labels == explanation.labels, "\(cell)")
        #expect(bound.styleID(for: cell, in: row) == resolved.style)
    }
}
