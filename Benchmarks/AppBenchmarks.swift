import Foundation
import SeededRandom
import TableStyleDiagnostics
import TableStyleEngine
import TableStyleRender
import TableStyleTheme

/// The calls an app makes: a cell's style by row ID and column name (every visible cell, every frame),
/// building a styled table from its own `Identifiable` rows, and live changes — each at 10k, 100k and 1M
/// rows, so the growth shows.
enum AppBenchmarks {
    static let group = BenchmarkGroup(name: "app", run: run)

    static let sizes = [10_000, 100_000, 1_000_000]

    enum Status: String { case cleared, pending, disputed }

    /// What the app shows: a ledger's transactions.
    struct Transaction: Identifiable {
        var id: UUID
        var date: Date
        var payee: String
        var amount: Decimal
        var status: Status
        var note: String?
    }

    static func transactions(_ count: Int, seed: UInt64 = 7) -> [Transaction] {
        var random = SplitMix(seed: seed)
        let payees = ["Acme", "Bolt", "Cobalt", "Delta Air", "Evergreen", "Foundry", "Globex", "Hooli"]
        let statuses: [Status] = [.cleared, .pending, .disputed]
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return (0..<count).map { index in
            let cents = Int(random.next() % 400_000) - 100_000
            return Transaction(
                id: UUID(), date: start.addingTimeInterval(Double(random.next() % 1_000) * 86_400),
                payee: payees[Int(random.next() % 8)], amount: Decimal(cents) / 100,
                status: statuses[Int(random.next() % 3)], note: index % 4 == 0 ? "receipt \(index % 97)" : nil)
        }
    }

    static func styledRows(_ rows: [Transaction], theme: CompiledTheme) -> StyledRows<Transaction> {
        StyledRows(rows, theme: theme) {
            KeyPathColumn("Payee", value: \.payee)
            KeyPathColumn("Amount", value: \.amount)
            KeyPathColumn("Date", value: \.date, format: Date.ISO8601FormatStyle().year().month().day())
            KeyPathColumn("Status", value: \.status)
            KeyPathColumn("Note", value: \.note)
        }
    }

    static let columnNames = ["Payee", "Amount", "Date", "Status", "Note"]

    /// Corporate with top 3, above average and a background scale on Amount.
    static func statisticsTheme() throws -> CompiledTheme {
        let corporate = try Theme.bundled("corporate")
        let origin = FileLocation(file: "bench-app.yaml", position: SourcePosition(line: 1, column: 1))
        func rule(_ name: String, _ test: ColumnStatisticTest?, _ build: (inout StyleSpec) -> Void) -> Rule {
            var style = StyleSpec()
            build(&style)
            var parts: [Theme.Predicate] = [.column(.name("Amount"))]
            if let test { parts.append(.value(ValueTest(conditions: [.statistic(test)]))) }
            return Rule(name: name, when: .all(parts), style: style, origin: origin)
        }
        var theme = corporate
        theme.rules += [
            rule("top", .top(3)) { $0.fontWeight = Sourced(.bold, origin: origin) },
            rule("above", .aboveAverage) { $0.italic = Sourced(true, origin: origin) },
            rule("scale", nil) {
                $0.backgroundColorScale = Sourced(
                    [
                        ColorScaleStop(at: .min, color: .withAlpha(.semantic(.systemRed), alpha: 0.3)),
                        ColorScaleStop(at: .max, color: .withAlpha(.semantic(.systemGreen), alpha: 0.3)),
                    ], origin: origin)
            },
        ]
        return try theme.compiled()
    }

    static func run() -> [BenchmarkResult] {
        guard let corporate = try? Theme.bundled("corporate").compiled(), let statistics = try? statisticsTheme()
        else {
            Harness.note("app: the corporate theme did not load")
            return []
        }
        var results: [BenchmarkResult] = []
        var lookups: [Int: Double] = [:]
        var live: [String: [Int: Double]] = [:]
        for size in sizes {
            let label = size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
            let rows = transactions(size)
            let styled = styledRows(rows, theme: corporate)
            results.append(cellStyleByID(styled, rows: rows, label: label, into: &lookups))
            if size == 100_000 { results.append(build(rows, theme: corporate)) }
            var table = LiveTable(styled)
            results.append(liveStyleByID(table, styled: styled, rows: rows, label: label))
            live["insert10", default: [:]][size] = insert10(&table, seed: UInt64(size))
            live["update1", default: [:]][size] = update1(&table, rows: rows)
            live["select1", default: [:]][size] = select1(&table, rows: rows)
            var withStatistics = LiveTable(styledRows(rows, theme: statistics))
            live["update1.statistics", default: [:]][size] = update1(&withStatistics, rows: rows)
        }
        if let small = lookups[10_000], let large = lookups[1_000_000] {
            results.append(
                BenchmarkResult(
                    name: "app.cellStyle.byID.growth.1M/10k", value: large, unit: "ns", floor: small, target: 3))
        }
        for name in ["insert10", "update1", "select1", "update1.statistics"] {
            guard let figures = live[name], let base = figures[10_000] else { continue }
            for size in sizes {
                guard let value = figures[size] else { continue }
                let label = size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1_000)k"
                // The floor is the same change at 10k rows: the ratio is the growth (target ≤ 3 at 1M);
                // the value is the median time of one change in ms (target ≤ 1 ms).
                results.append(
                    BenchmarkResult(
                        name: "app.live.\(name).\(label)", value: value, unit: "ms", floor: base,
                        target: size == 1_000_000 ? 3 : nil))
            }
        }
        return results
    }

    /// Random (row ID, column name) pairs.
    static func probes(_ rows: [Transaction], count: Int) -> [(UUID, String)] {
        var random = SplitMix(seed: 99)
        return (0..<count).map { _ in
            (rows[Int(random.next() % UInt64(rows.count))].id, columnNames[Int(random.next() % 5)])
        }
    }

    /// 1M lookups through `StyledRows.style(row:column:)` against a plain `[ID: Int]` dictionary and
    /// `StyleResolver` resolving the same cell: nanoseconds per lookup.
    static func cellStyleByID(
        _ styled: StyledRows<Transaction>, rows: [Transaction], label: String, into lookups: inout [Int: Double]
    ) -> BenchmarkResult {
        let timing = perLookup(styled, rows: rows, count: 1_000_000) { styled.style(row: $0, column: $1) }
        lookups[rows.count] = timing.value
        return BenchmarkResult(
            name: "app.cellStyle.byID.\(label)", value: timing.value, unit: "ns", floor: timing.floor, target: 2)
    }

    /// The same lookups through `LiveTable.style(row:column:)` (rows kept in chunks).
    static func liveStyleByID(
        _ table: LiveTable<Transaction>, styled: StyledRows<Transaction>, rows: [Transaction], label: String
    ) -> BenchmarkResult {
        let timing = perLookup(styled, rows: rows, count: 200_000) { table.style(row: $0, column: $1) }
        return BenchmarkResult(
            name: "app.live.cellStyle.byID.\(label)", value: timing.value, unit: "ns", floor: timing.floor)
    }

    /// Nanoseconds per lookup of `count` random (row ID, column name) pairs through `lookup`, and through
    /// the floor: the row's position from a plain `[ID: Int]` dictionary, the cell resolved by
    /// `StyleResolver` directly.
    static func perLookup(
        _ styled: StyledRows<Transaction>, rows: [Transaction], count: Int,
        _ lookup: (UUID, String) -> ResolvedStyle?
    ) -> (value: Double, floor: Double) {
        let pairs = probes(rows, count: count)
        var positions: [UUID: Int] = [:]
        for (offset, row) in rows.enumerated() { positions[row.id] = offset }
        let columns = Dictionary(uniqueKeysWithValues: columnNames.enumerated().map { ($1, $0) })
        let dataRows = styled.table.sections[0].rows
        let resolver = styled.styled.bound
        var sink = 0.0
        let timing = Harness.compareMilliseconds(
            repetitions: 5,
            floor: {
                for (id, name) in pairs {
                    let position = positions[id] ?? 0
                    let cell = CellContext(
                        section: .body, row: position, rowCount: dataRows.count, column: columns[name] ?? 0,
                        isSelected: false)
                    sink += resolver.style(resolver.styleID(for: cell, in: dataRows[position])).font.size
                }
            },
            value: {
                for (id, name) in pairs { sink += lookup(id, name)?.font.size ?? 0 }
            })
        if sink == 0 { Harness.note("app: checksum 0") }
        return (timing.value * 1e6 / Double(count), timing.floor * 1e6 / Double(count))
    }

    /// Building `StyledRows` from 100k rows against copying the same key-path values into plain arrays.
    static func build(_ rows: [Transaction], theme: CompiledTheme) -> BenchmarkResult {
        let timing = Harness.compareMilliseconds(
            repetitions: 5,
            floor: {
                (
                    rows.map(\.payee), rows.map(\.amount), rows.map(\.date), rows.map(\.status), rows.map(\.note)
                )
            },
            value: { styledRows(rows, theme: theme) })
        return BenchmarkResult(
            name: "app.build.keyPathColumns.100krows", value: timing.value, unit: "ms", floor: timing.floor,
            target: 3)
    }

    /// Median of one change, run `count` times.
    static func median(_ count: Int, _ body: (Int) -> Void) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for index in 0..<count {
            let elapsed = clock.measure { body(index) }
            samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Inserting 10 new rows at a random position in one call (then taking them out again, not timed).
    static func insert10(_ table: inout LiveTable<Transaction>, seed: UInt64) -> Double {
        var random = SplitMix(seed: seed)
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<31 {
            let batch = transactions(10, seed: random.next())
            let position = Int(random.next() % UInt64(table.count))
            let elapsed = clock.measure { table.insert(contentsOf: batch, at: position) }
            samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
            for row in batch { table.remove(id: row.id) }
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Changing one random row's amount.
    static func update1(_ table: inout LiveTable<Transaction>, rows: [Transaction]) -> Double {
        var random = SplitMix(seed: 5)
        return median(101) { _ in
            var row = rows[Int(random.next() % UInt64(rows.count))]
            row.amount = Decimal(Int(random.next() % 400_000) - 100_000) / 100
            table.update(row)
        }
    }

    /// Selecting one random row.
    static func select1(_ table: inout LiveTable<Transaction>, rows: [Transaction]) -> Double {
        var random = SplitMix(seed: 6)
        return median(101) { _ in
            table.select([rows[Int(random.next() % UInt64(rows.count))].id])
        }
    }
}
