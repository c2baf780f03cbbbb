import SeededRandom
import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Statistics tests, a color scale and a data bar over the engine benchmark's table, and the statistics
/// pass itself over 10,000,000 rows.
extension EngineBenchmarks {
    /// Six rules: four statistics tests (top 3 %, bottom 10, above average, duplicate text), a color scale
    /// and a data bar, each on its own column.
    static func statisticsTheme() -> Theme {
        let origin = FileLocation(file: "bench-statistics.yaml", position: SourcePosition(line: 1, column: 1))
        func rule(_ name: String, _ column: String, _ test: ColumnStatisticTest?, _ build: (inout StyleSpec) -> Void)
            -> Rule
        {
            var style = StyleSpec()
            build(&style)
            var parts: [Theme.Predicate] = [.column(.name(column))]
            if let test { parts.append(.value(ValueTest(conditions: [.statistic(test)]))) }
            return Rule(name: name, when: .all(parts), style: style, label: test == nil ? nil : name, origin: origin)
        }
        func color(_ name: SemanticColor, _ alpha: Double = 1) -> ColorSpec {
            alpha == 1 ? .semantic(name) : .withAlpha(.semantic(name), alpha: alpha)
        }
        let rules = [
            rule("top", "Amount", .topPercent(3)) { $0.borderWidth = Sourced(2, origin: origin) },
            rule("bottom", "Delta", .bottom(10)) { $0.textColor = Sourced(color(.systemRed), origin: origin) },
            rule("above", "Price", .aboveAverage) { $0.fontWeight = Sourced(.bold, origin: origin) },
            rule("repeated", "Name", .duplicate) { $0.italic = Sourced(true, origin: origin) },
            rule("scale", "Change", nil) {
                $0.backgroundColorScale = Sourced(
                    [
                        ColorScaleStop(at: .min, color: color(.systemRed, 0.4)),
                        ColorScaleStop(at: .number(0), color: .semantic(.clear)),
                        ColorScaleStop(at: .max, color: color(.systemGreen, 0.4)),
                    ], origin: origin)
            },
            rule("bar", "Qty", nil) {
                $0.bar = Sourced(
                    .bar(color: color(.systemBlue, 0.3), negativeColor: color(.systemOrange, 0.3), min: nil, max: nil),
                    origin: origin)
            },
        ]
        return Theme(name: "bench-statistics", table: TableSettings(), rules: rules, file: "bench-statistics.yaml")
    }

    /// Binds the statistics theme to the benchmark table (the statistics pass over its 100,000 rows).
    static func statisticsBinding(_ table: Table, shape: TableShape) -> StyleResolver? {
        guard let compiled = try? CompiledTheme(theme: statisticsTheme()) else {
            Harness.note("engine statistics benchmark theme does not compile")
            return nil
        }
        let needs = compiled.statisticsNeeds(for: shape)
        return table.cells.withUnsafeBufferPointer { cells in
            var builder = TableStatistics.Builder(needs: needs)
            for row in 0..<rowCount { builder.add(Row(cells: cells, base: row * columnCount)) }
            return compiled.bind(to: shape, statistics: builder.statistics())
        }
    }

    /// Whole rows as a renderer styles them: the interned ids, then the computed part (scale, bar) of each
    /// cell whose style has one (``StyleResolver/hasComputedPart(_:)`` skips the others).
    @inline(never)
    static func resolveRowsComputed(
        _ bound: StyleResolver, cells: UnsafeBufferPointer<CellValue>, selected: [Bool]
    ) -> Int64 {
        var sum: Int64 = 0
        var output = Array(repeating: StyleID(rawValue: 0), count: columnCount)
        for row in 0..<rowCount {
            let values = Row(cells: cells, base: row * columnCount)
            let isSelected = selected[row]
            bound.styleIDs(forRow: row, rowCount: rowCount, isSelected: isSelected, values: values, into: &output)
            for (column, id) in output.enumerated() {
                sum &+= Int64(id.rawValue)
                guard bound.hasComputedPart(id) else { continue }
                let cell = CellContext(
                    section: .body, row: row, rowCount: rowCount, column: column, isSelected: isSelected)
                if let computed = bound.computedStyle(id, for: cell, value: values.value(atColumn: column)) {
                    sum &+= Int64(computed.backgroundColor?.red ?? 0) &+ Int64((computed.bar?.to ?? 0) * 1000)
                }
            }
        }
        return sum
    }

    /// One pass of ``resolveRowsComputed(_:cells:selected:)`` (argument `computed`) or of the ids alone
    /// with the statistics theme (`ids`), for profiling it alone
    /// (`valgrind --tool=callgrind --toggle-collect='*resolveRowsComputed*'`); prints the checksum.
    static func probeStatistics(_ argument: String) {
        let table = Table()
        guard let bound = statisticsBinding(table, shape: shape()) else { return }
        let sum = table.cells.withUnsafeBufferPointer { cells in
            argument == "ids"
                ? resolveRows(bound, cells: cells, selected: table.selected)
                : resolveRowsComputed(bound, cells: cells, selected: table.selected)
        }
        print(sum)
    }

    /// The statistics pass over 10,000,000 numbers (sorting, the exact sum, duplicates among them) against
    /// sorting the same doubles once; CPU milliseconds of one run each (fastest of two).
    static func statisticsPass() -> [BenchmarkResult] {
        let count = 10_000_000
        var random = SplitMix(seed: 7)
        let numbers = (0..<count).map { _ in
            Double(Int64(bitPattern: random.next() % 2_000_000_000) - 1_000_000_000) / 100
        }
        var checksum = 0.0
        let times = alternatingCPUMilliseconds(repetitions: 2) {
            [
                {
                    var sorted = numbers
                    sorted.sort()
                    checksum += sorted[count / 2]
                },
                {
                    var builder = ColumnStatistics.Builder(needs: [.numbers, .occurrences])
                    for number in numbers { builder.add(.double(number)) }
                    let statistics = builder.statistics()
                    checksum += (statistics.mean ?? 0) + (statistics.percentile(50) ?? 0)
                },
            ]
        }
        let (sort, pass) = (times[0], times[1])
        Harness.note(
            "engine statistics pass: \(Int(pass * 1_000_000 / Double(count))) ns/row over 10,000,000 rows "
                + "(sorting the doubles once: \(Int(sort * 1_000_000 / Double(count))) ns/row); checksum \(checksum)")
        return [
            BenchmarkResult(
                name: "engine.statistics.10Mrows", value: pass, unit: "ms", floor: sort, target: nil),
            BenchmarkResult(
                name: "engine.statistics.nsPerRow", value: pass * 1_000_000 / Double(count), unit: "ns/row",
                floor: sort * 1_000_000 / Double(count), target: nil),
        ]
    }
}
