import TableStyleEngine
import TableStyleTheme
import Testing

@testable import TableStyleRender

@Suite("Sort order by extracted keys")
struct SortOrderTests {
    /// One column of every kind of value, each with a text that names it.
    static let mixed = DataTable(
        columns: [DataColumn("Value")],
        rows: [
            DataCell(.int(3)), DataCell(.double(-0.0), text: "-0"), DataCell(.int(0), text: "0"),
            DataCell(.double(.nan), text: "NaN"), DataCell(.double(-.infinity), text: "-inf"), DataCell(.double(2.5)),
            DataCell(.bool(true)), DataCell(.text("z")), DataCell(.text("é")), DataCell(.null),
            DataCell(.text("e\u{301}")), DataCell(.text("Z")), DataCell(.text("abcdefgh2")),
            DataCell(.text("abcdefgh10")), DataCell(.bool(false)), DataCell(.text("abcdefgh")),
            DataCell(.null, text: "null2"), DataCell(.int(-7)), DataCell(.text("日本")), DataCell(.text("😀")),
        ].enumerated().map { DataRow(id: RowID($0.offset), cells: [$0.element]) })

    static func texts(_ table: DataTable, column: Int = 0) -> [String] {
        table.rows.map { $0.cell(at: column).text }
    }

    @Test func ascendingMixedColumn() {
        // Numbers by value (-0 and 0 tie, so keep file order; NaN after every number), then bools,
        // then texts by code points (UTF-8 byte order: "Z" < "a…" < "e\u{301}" < "z" < "é" < "日本" < "😀",
        // and texts sharing their first eight bytes still compare in full), then nulls in file order.
        #expect(
            Self.texts(Self.mixed.sorted(by: ColumnSort(column: 0))) == [
                "-inf", "-7", "-0", "0", "2.5", "3", "NaN", "false", "true", "Z", "abcdefgh", "abcdefgh10",
                "abcdefgh2", "e\u{301}", "z", "é", "日本", "😀", "", "null2",
            ])
    }

    @Test func descendingReversesTheNonNullOrderOnly() {
        // Texts, bools, numbers, each reversed; ties (-0 and 0) and nulls keep their file order.
        #expect(
            Self.texts(Self.mixed.sorted(by: ColumnSort(column: 0, direction: .descending))) == [
                "😀", "日本", "é", "z", "e\u{301}", "abcdefgh2", "abcdefgh10", "abcdefgh", "Z", "true", "false",
                "NaN", "3", "2.5", "-0", "0", "-7", "-inf", "", "null2",
            ])
    }

    @Test(arguments: [SortDirection.ascending, .descending])
    func equalKeysKeepFileOrder(direction: SortDirection) {
        let keys: [DataCell] = [2, "b", 1, true, nil, 2, "b", 1.0, true, nil, 2.0, "b"]
        let table = DataTable(
            columns: [DataColumn("K")],
            rows: keys.enumerated().map { DataRow(id: RowID($0.offset), cells: [$0.element]) })
        let sorted = table.sorted(by: ColumnSort(column: 0, direction: direction))
        // Within each run of equal keys the row ids ascend.
        var last: (text: String, id: Int)?
        for row in sorted.rows {
            let key = row.cells[0].value.numberValue.map { "n\($0)" } ?? row.cells[0].text
            if let last, last.text == key { #expect(last.id < row.id.rawValue, "\(key) rows out of file order") }
            last = (key, row.id.rawValue)
        }
        let ones = sorted.rows.filter { $0.cells[0].value.numberValue == 1 }.map(\.id.rawValue)
        #expect(ones == [2, 7])
        #expect(sorted.rows.suffix(2).map(\.id.rawValue) == [4, 9])
    }

    @Test func integersBeyondDoublePrecisionCompareExactly() {
        let big = 1 << 53
        let table = DataTable(
            columns: [DataColumn("N")],
            rows: [big + 1, big, -big - 1, -big].enumerated().map {
                DataRow(id: RowID($0.offset), cells: [DataCell(.int($0.element))])
            })
        #expect(table.sorted(by: ColumnSort(column: 0)).rows.map(\.id.rawValue) == [2, 3, 1, 0])
        #expect(
            table.sorted(by: ColumnSort(column: 0, direction: .descending)).rows.map(\.id.rawValue) == [0, 1, 3, 2])
    }

    /// The order of ``CellValueOrder/compare(_:_:direction:)``, applied by a plain stable sort.
    static func reference(_ rows: [DataRow], _ keys: [ColumnSort]) -> [Int] {
        rows.enumerated().sorted { lhs, rhs in
            for key in keys {
                let order = CellValueOrder.compare(
                    lhs.element.cell(at: key.column).value, rhs.element.cell(at: key.column).value,
                    direction: key.direction)
                if order != 0 { return order < 0 }
            }
            return lhs.offset < rhs.offset
        }.map(\.element.id.rawValue)
    }

    @Test func agreesWithTheValueOrderOnRandomTablesWithSeveralKeys() {
        var generator = SystemRandomNumberGenerator()
        let pool: [DataCell] = [
            nil, 0, -0.0, 1, -1, 2.5, .init(.double(.nan)), .init(.double(.infinity)), true, false, "", "a", "A",
            "ab", "abcdefghij", "abcdefghik", "é", "e\u{301}", "ß", "\u{10FFFF}",
        ]
        for round in 0..<40 {
            let count = round < 5 ? round : Int.random(in: 2...200, using: &generator)
            let rows = (0..<count).map { index in
                DataRow(id: RowID(index), cells: (0..<3).map { _ in pool.randomElement(using: &generator) ?? .null })
            }
            let table = DataTable(columns: [DataColumn("A"), DataColumn("B"), DataColumn("C")], rows: rows)
            let keys = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                ColumnSort(column: Int.random(in: 0..<3), direction: Bool.random() ? .ascending : .descending)
            }
            #expect(table.sorted(by: keys).rows.map(\.id.rawValue) == Self.reference(rows, keys), "keys \(keys)")
        }
    }

    @Test(arguments: [SortDirection.ascending, .descending])
    func agreesWithTheValueOrderOnManyRandomNumbers(direction: SortDirection) {
        var generator = SystemRandomNumberGenerator()
        let special: [Double] = [
            0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.greatestFiniteMagnitude,
        ]
        let rows = (0..<5_000).map { index -> DataRow in
            let value: CellValue
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: value = .double(special.randomElement(using: &generator) ?? 0)
            case 1: value = .int(Int.random(in: -3...3, using: &generator))
            case 2: value = .int(Int.random(in: Int.min...Int.max, using: &generator))
            case 3: value = .null
            case 4: value = .bool(Bool.random(using: &generator))
            default: value = .double(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
            }
            return DataRow(id: RowID(index), cells: [DataCell(value, text: "")])
        }
        let table = DataTable(columns: [DataColumn("N")], rows: rows)
        let keys = [ColumnSort(column: 0, direction: direction)]
        #expect(table.sorted(by: keys).rows.map(\.id.rawValue) == Self.reference(rows, keys))
    }

    /// Sorting in place moves whole rows: every row keeps its own cells, and the order is the copy's.
    @Test func sortingInPlaceMovesWholeRows() {
        var generator = SystemRandomNumberGenerator()
        let rows = (0..<3_000).map { index in
            DataRow(
                id: RowID(index),
                cells: [DataCell(.int(Int.random(in: -50...50, using: &generator))), DataCell(.text("row \(index)"))])
        }
        var table = DataTable(columns: [DataColumn("N"), DataColumn("Name")], rows: rows)
        let keys = [ColumnSort(column: 0, direction: .descending)]
        let copy = table.sorted(by: keys)
        table.sort(by: keys)
        #expect(table.rows == copy.rows)
        #expect(table.sortOrder == keys)
        #expect(table.rows.map(\.id.rawValue) == Self.reference(rows, keys))
        #expect(table.rows.allSatisfy { $0.cells[1].text == "row \($0.id.rawValue)" })
    }

    /// Applying a permutation by its cycles puts what was at `order[k]` at `k`, for permutations made of
    /// one long cycle, many short ones and fixed points.
    @Test func permutingByCyclesPlacesEveryRow() {
        var generator = SystemRandomNumberGenerator()
        let count = 500
        let orders: [[Int]] = [
            Array(0..<count), Array((0..<count).reversed()), (0..<count).map { ($0 + 1) % count },
            Array(0..<count).shuffled(using: &generator), Array(0..<count).shuffled(using: &generator),
        ]
        for order in orders {
            var rows = (0..<count).map { DataRow(id: RowID($0), cells: [DataCell(.int($0))]) }
            rows.withUnsafeMutableBufferPointer { DataTable.permute($0, by: order) }
            #expect(rows.map(\.id.rawValue) == order)
            #expect(rows.allSatisfy { $0.cells[0].value == .int($0.id.rawValue) })
        }
    }
}
