import SeededRandom
import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Resolving the style of 1,000,000 body cells against the floor: a plain loop over the same cells that
/// looks up a precomputed style id from (negative, parity, highlighted).
enum EngineBenchmarks {
    static let group = BenchmarkGroup(
        name: "engine", run: run, probes: ["engine-rows": probeRows, "engine-statistics": probeStatistics])

    static let rowCount = 100_000
    static let columnCount = 10
    static let sortedColumn = 3

    /// The cells, row-major, shared by both loops.
    final class Table: Sendable {
        let cells: [CellValue]
        let selected: [Bool]

        init() {
            var random = SplitMix(seed: 42)
            var cells: [CellValue] = []
            cells.reserveCapacity(rowCount * columnCount)
            let statuses = ["Paid", "Open", "Overdue", "late", "Disputed"]
            let regions = ["North", "South", "East", "West", "Northeast"]
            for row in 0..<rowCount {
                for column in 0..<columnCount {
                    // Seven numeric columns, negative with probability 0.43 (≈ 30% of all cells).
                    let negative = random.next() % 100 < 43
                    let magnitude = Double(random.next() % 200_000) / 100
                    switch column {
                    case 0: cells.append(.int(row))
                    case 1: cells.append(.text("Item \(row % 1000)"))
                    case 2: cells.append(.text(statuses[Int(random.next() % 5)]))
                    case 6: cells.append(.text(regions[Int(random.next() % 5)]))
                    case 5: cells.append(.int(negative ? -Int(magnitude) : Int(magnitude)))
                    default: cells.append(.double(negative ? -magnitude : magnitude))
                    }
                }
            }
            self.cells = cells
            selected = (0..<rowCount).map { $0 % 997 == 0 }
        }
    }

    /// One row of the table as the engine reads it.
    struct Row: RowValues {
        let cells: UnsafeBufferPointer<CellValue>
        let base: Int

        @inline(__always) func value(atColumn column: Int) -> CellValue { cells[base + column] }
        func text(atColumn column: Int) -> String { cells[base + column].defaultText }
    }

    static let names = ["ID", "Name", "Status", "Amount", "Delta", "Qty", "Region", "Price", "Change", "Balance"]

    static func theme() -> Theme {
        let origin = FileLocation(file: "bench.yaml", position: SourcePosition(line: 1, column: 1))
        func spec(_ build: (inout StyleSpec) -> Void) -> StyleSpec {
            var style = StyleSpec()
            build(&style)
            return style
        }
        func color(_ name: SemanticColor, _ alpha: Double = 1) -> Sourced<ColorSpec> {
            Sourced(alpha == 1 ? .semantic(name) : .withAlpha(.semantic(name), alpha: alpha), origin: origin)
        }
        func value(_ conditions: ValueCondition..., ignoreCase: Bool = false) -> Theme.Predicate {
            .value(ValueTest(conditions: conditions, ignoreCase: ignoreCase))
        }
        func rule(
            _ name: String, _ when: Theme.Predicate, label: String? = nil, _ build: (inout StyleSpec) -> Void
        ) -> Rule {
            Rule(name: name, when: when, style: spec(build), label: label, origin: origin)
        }
        let rules: [Rule] = [
            rule("negative-red", value(.kind(.negative)), label: "negative") { $0.textColor = color(.systemRed) },
            rule("large-green", value(.greaterThan(1000))) { $0.textColor = color(.systemGreen) },
            rule("zero-gray", value(.kind(.zero))) { $0.textColor = color(.secondaryLabel) },
            rule("null-faint", value(.kind(.null))) { $0.textColor = color(.tertiaryLabel) },
            rule("sorted-bold", .column(.highlighted)) { $0.fontWeight = Sourced(.bold, origin: origin) },
            rule("money-digits", .column(.names(["Amount", "Price", "Balance"]))) {
                $0.monospacedDigits = Sourced(true, origin: origin)
                $0.alignment = Sourced(.trailing, origin: origin)
            },
            rule("id-small", .column(.name("ID"))) {
                $0.textColor = color(.secondaryLabel)
                $0.fontSize = Sourced(12, origin: origin)
            },
            rule(
                "status-late", .all([.column(.name("Status")), value(.matches("^(overdue|late)"), ignoreCase: true)]),
                label: "late"
            ) { $0.textColor = color(.systemOrange) },
            rule(
                "overdue-row", .rowValue(column: "Status", test: ValueTest(conditions: [.equals("Overdue")])),
                label: "overdue row"
            ) { $0.backgroundColor = color(.systemRed, 0.06) },
            rule("selected-semibold", .row(.selected)) { $0.fontWeight = Sourced(.semibold, origin: origin) },
            rule("first-border", .row(.first)) { $0.borderWidth = Sourced(1, origin: origin) },
            rule("last-border", .row(.last)) { $0.borderWidth = Sourced(1, origin: origin) },
            rule("every-fifth", .row(.every(5, offset: 0))) { $0.borderColor = color(.systemGray) },
            rule("text-middle", .column(.kind(.text))) { $0.lineBreak = Sourced(.truncateMiddle, origin: origin) },
            rule("small-italic", .all([.column(.kind(.number)), value(.between(-10, 10))])) {
                $0.italic = Sourced(true, origin: origin)
            },
            rule("header-tint", .section([.header])) { $0.backgroundColor = color(.systemGray6) },
            rule("descending-accessory", .all([.sort(.descending), .column(.highlighted)])) {
                $0.accessory = Sourced(.disclosure, origin: origin)
            },
            rule("extreme-heavy", .any([value(.lessThan(-1500)), value(.greaterThan(1500))])) {
                $0.fontWeight = Sourced(.heavy, origin: origin)
            },
            rule("indent-negatives", .all([.not(.column(.index(0))), value(.kind(.negative))])) {
                $0.paddingLeading = Sourced(12, origin: origin)
            },
            rule("north", .all([.column(.name("Region")), value(.prefix("North"))])) {
                $0.cellStyle = Sourced(.value1, origin: origin)
            },
        ]
        var table = TableSettings()
        table.selectedRowColor = color(.systemBlue, 0.15)
        return Theme(name: "bench", table: table, rules: rules, file: "bench.yaml")
    }

    static func run() -> [BenchmarkResult] {
        let table = Table()
        let shape = shape()
        let bound: StyleResolver
        do {
            bound = try CompiledTheme(theme: theme()).bind(to: shape)
        } catch {
            Harness.note("engine benchmark theme does not compile: \(error)")
            return []
        }
        // The floor's precomputed ids: index = negative << 2 | parity << 1 | highlighted.
        let floorIDs: [Int32] = (0..<8).map { Int32($0 * 3 + 1) }
        var engineSum: Int64 = 0
        var floorSum: Int64 = 0
        var rowSum: Int64 = 0
        var statisticsSum: Int64 = 0
        let statistics = statisticsBinding(table, shape: shape)
        // The loops take turns, so a busy neighbour slows each of them alike.
        let times = table.cells.withUnsafeBufferPointer { cells in
            alternatingCPUMilliseconds(repetitions: 21) {
                [
                    { floorSum = plainLoop(floorIDs, cells: cells) },
                    { engineSum = resolveAll(bound, cells: cells, selected: table.selected) },
                    { rowSum = resolveRows(bound, cells: cells, selected: table.selected) },
                    {
                        guard let statistics else { return }
                        statisticsSum = resolveRowsComputed(statistics, cells: cells, selected: table.selected)
                    },
                ]
            }
        }
        let (floor, engine, rows, withStatistics) = (times[0], times[1], times[2], times[3])
        let cellCount = Double(rowCount * columnCount)
        Harness.note(
            "engine: whole rows \(Int(cellCount / (rows / 1000))) cells/s, cell by cell "
                + "\(Int(cellCount / (engine / 1000))) cells/s (floor \(Int(cellCount / (floor / 1000))) cells/s); "
                + "\(bound.compiled.styles.count) interned styles; checksums \(rowSum) / \(engineSum) / \(floorSum)"
                + (rowSum == engineSum ? "" : " — MISMATCH: whole rows and cell by cell disagree")
                + "; statistics theme checksum \(statisticsSum)")
        return [
            // Whole rows into an array, and one call per cell on a row made once (`rowStyles(forRow:…)`).
            BenchmarkResult(name: "engine.resolveRows.1Mcells", value: rows, unit: "ms", floor: floor, target: 2.5),
            BenchmarkResult(name: "engine.resolve.1Mcells", value: engine, unit: "ms", floor: floor, target: 4.0),
            BenchmarkResult(
                name: "engine.cellsPerSecond", value: cellCount / (rows / 1000), unit: "cells/s",
                floor: cellCount / (floor / 1000), target: nil),
            // Six rules with statistics tests, a scale and a bar, ids and computed parts (the renderers' path).
            BenchmarkResult(
                name: "engine.resolveRows.statistics.1Mcells", value: withStatistics, unit: "ms", floor: floor,
                target: 3.0),
        ] + statisticsPass()
    }

    /// One pass of ``resolveRows(_:cells:selected:)`` (argument `rows`), ``resolveAll(_:cells:selected:)``
    /// (`cells`) or the floor (`floor`), for profiling the engine alone (`valgrind --tool=callgrind --toggle-collect=…` on the
    /// loop); prints the checksum.
    private static func probeRows(_ argument: String) {
        let table = Table()
        guard let bound = try? CompiledTheme(theme: theme()).bind(to: shape()) else { return }
        let floorIDs: [Int32] = (0..<8).map { Int32($0 * 3 + 1) }
        let checksum = table.cells.withUnsafeBufferPointer { cells in
            switch argument {
            case "cells": resolveAll(bound, cells: cells, selected: table.selected)
            case "floor": plainLoop(floorIDs, cells: cells)
            default: resolveRows(bound, cells: cells, selected: table.selected)
            }
        }
        print(checksum)
    }

    /// The benchmark table's shape: three text columns, the rest numbers, sorted descending on `sortedColumn`.
    static func shape() -> TableShape {
        TableShape(
            columns: names.enumerated().map { index, name in
                ColumnShape(name: name, kind: [1, 2, 6].contains(index) ? .text : .number)
            },
            highlightedColumn: sortedColumn, sortDirection: .descending)
    }

    /// Fastest *thread CPU time* of each body over `repetitions` rounds (after a warm-up round), in
    /// milliseconds; each round runs every body once, in order. The machine these figures come from is a
    /// shared VM: CPU time keeps time spent descheduled out, taking turns exposes every body to the same
    /// conditions, and the minimum is the run least disturbed by neighbours (medians of separate runs swung
    /// the ratio by a third between identical builds).
    static func alternatingCPUMilliseconds(repetitions: Int, _ bodies: () -> [() -> Void]) -> [Double] {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
        }
        let bodies = bodies()
        for body in bodies { body() }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<max(1, repetitions) {
            for (index, body) in bodies.enumerated() {
                let start = now()
                body()
                samples[index].append(now() - start)
            }
        }
        return samples.map { $0.min() ?? 0 }
    }

    @inline(never)
    static func resolveAll(_ bound: StyleResolver, cells: UnsafeBufferPointer<CellValue>, selected: [Bool]) -> Int64 {
        var sum: Int64 = 0
        for row in 0..<rowCount {
            // One call per cell; the row-level conditions are evaluated once, when the row is made.
            let styles = bound.rowStyles(
                forRow: row, rowCount: rowCount, isSelected: selected[row],
                values: Row(cells: cells, base: row * columnCount))
            for column in 0..<columnCount {
                sum &+= Int64(styles.styleID(column: column).rawValue)
            }
        }
        return sum
    }

    @inline(never)
    static func resolveRows(_ bound: StyleResolver, cells: UnsafeBufferPointer<CellValue>, selected: [Bool]) -> Int64 {
        var sum: Int64 = 0
        var output = Array(repeating: StyleID(rawValue: 0), count: columnCount)
        for row in 0..<rowCount {
            let values = Row(cells: cells, base: row * columnCount)
            bound.styleIDs(forRow: row, rowCount: rowCount, isSelected: selected[row], values: values, into: &output)
            for id in output { sum &+= Int64(id.rawValue) }
        }
        return sum
    }

    @inline(never)
    static func plainLoop(_ ids: [Int32], cells: UnsafeBufferPointer<CellValue>) -> Int64 {
        var sum: Int64 = 0
        for row in 0..<rowCount {
            let values = Row(cells: cells, base: row * columnCount)
            let parity = row & 1
            for column in 0..<columnCount {
                let negative = (values.value(atColumn: column).numberValue ?? 0) < 0 ? 1 : 0
                let highlighted = column == sortedColumn ? 1 : 0
                sum &+= Int64(ids[negative << 2 | parity << 1 | highlighted])
            }
        }
        return sum
    }
}
