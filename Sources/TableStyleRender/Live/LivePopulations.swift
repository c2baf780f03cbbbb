import TableStyleEngine
import TableStyleTheme

/// What a live table keeps of its columns between changes, so a change updates them without a pass
/// over the rows: each column's kind counters (a column is `number` while all its non-null values are
/// numbers), and, for the columns the theme's statistics need, the population — its numbers in order
/// (``OrderedNumbers``), their exact sum (Shewchuk partials add and take out exactly), and how many
/// rows hold each value (``OccurrenceKey``).
///
/// ``statistics(rows:)`` gives the same ``TableStatistics`` the statistics pass computes from scratch.
struct LivePopulations: Sendable {
    /// One column's kept population.
    struct Population: Sendable {
        let needs: StatisticsNeeds
        var numbers = OrderedNumbers()
        var finiteSum = ExactSum()
        var positiveInfinities = 0
        var negativeInfinities = 0
        /// Per value: how many rows hold it, and the exclusive or of their identities (the one row's
        /// identity while the count is 1, which finds the other row when a value stops or starts repeating).
        var occurrences: [OccurrenceKey: (count: Int, rows: Int)] = [:]
        var repeated: Set<OccurrenceKey> = []
        /// ``repeated`` as the lookup bindings read; `nil` after it changed (made again on demand).
        var repeatedSet: OccurrenceSet?
    }

    /// Per column: non-null values, and those of them that are not numbers.
    private(set) var nonNull: [Int]
    private(set) var nonNumbers: [Int]
    private(set) var populations: [Population?]
    /// Rows whose `duplicate`/`unique` answer changed through another row's change, since last taken.
    private(set) var occurrenceFlips: Set<RowID> = []

    /// The columns of `rows` with the populations `needs` asks for.
    init(columnCount: Int, needs: [StatisticsNeeds], rows: some Sequence<DataRow>) {
        nonNull = Array(repeating: 0, count: columnCount)
        nonNumbers = Array(repeating: 0, count: columnCount)
        populations = (0..<columnCount).map { column in
            column < needs.count && !needs[column].isEmpty ? Population(needs: needs[column]) : nil
        }
        var entries = Array(repeating: [OrderedNumbers.Entry](), count: columnCount)
        for row in rows {
            count(row, by: 1)
            for column in populations.indices where populations[column] != nil {
                let value = row.cell(at: column).value
                if let number = value.numberValue, !number.isNaN {
                    entries[column].append(OrderedNumbers.Entry(number: number, row: row.id.rawValue))
                    populations[column]?.adjustSum(number, by: 1)
                }
                _ = populations[column]?.count(value, row: row.id, by: 1)
            }
        }
        for column in populations.indices where populations[column] != nil {
            populations[column]?.numbers = OrderedNumbers(entries[column])
        }
    }

    /// The column kinds the values give (``DataTable``'s rule: `number` when a column has a non-null
    /// value and every non-null value is a number).
    var kinds: [ColumnKind] {
        nonNull.indices.map { nonNull[$0] > 0 && nonNumbers[$0] == 0 ? .number : .text }
    }

    /// Adds a row's values.
    mutating func add(_ row: DataRow) { change(row, by: 1) }

    /// Takes a row's values out.
    mutating func remove(_ row: DataRow) { change(row, by: -1) }

    /// The rows whose `duplicate`/`unique` answer changed through other rows' changes since the last call.
    mutating func takeOccurrenceFlips() -> Set<RowID> {
        defer { occurrenceFlips = [] }
        return occurrenceFlips
    }

    private mutating func change(_ row: DataRow, by delta: Int) {
        count(row, by: delta)
        for column in populations.indices where populations[column] != nil {
            let value = row.cell(at: column).value
            if let number = value.numberValue, !number.isNaN {
                let entry = OrderedNumbers.Entry(number: number, row: row.id.rawValue)
                if delta > 0 {
                    populations[column]?.numbers.insert(entry)
                } else {
                    populations[column]?.numbers.remove(entry)
                }
                populations[column]?.adjustSum(number, by: delta)
            }
            if let other = populations[column]?.count(value, row: row.id, by: delta) ?? nil {
                occurrenceFlips.insert(other)
            }
        }
    }

    private mutating func count(_ row: DataRow, by delta: Int) {
        for column in nonNull.indices {
            switch row.cell(at: column).value {
            case .null: break
            case .int, .double: nonNull[column] += delta
            case .bool, .text:
                nonNull[column] += delta
                nonNumbers[column] += delta
            }
        }
    }

    /// The statistics of the kept populations, as the statistics pass over `rows` gives them; `rows` is
    /// read only for a column whose running sum overflowed (its mean then depends on the row order).
    mutating func statistics(rows: () -> [DataRow]) -> TableStatistics {
        var replayed: [DataRow]?
        var columns: [ColumnStatistics?] = []
        for column in populations.indices {
            guard var population = populations[column] else {
                columns.append(nil)
                continue
            }
            var mean: Double?
            if population.needs.contains(.numbers), population.numbers.count > 0 {
                let sum: Double
                if population.positiveInfinities > 0 || population.negativeInfinities > 0 {
                    sum =
                        population.negativeInfinities == 0
                        ? .infinity : population.positiveInfinities == 0 ? -.infinity : .nan
                } else if population.finiteSum.hasOverflowed {
                    let all = replayed ?? rows()
                    replayed = all
                    var exact = ExactSum()
                    for row in all {
                        if let number = row.cell(at: column).value.numberValue, !number.isNaN { exact.add(number) }
                    }
                    sum = exact.value
                } else {
                    sum = population.finiteSum.value
                }
                mean = sum / Double(population.numbers.count)
            }
            var occurrences: OccurrenceSet?
            if population.needs.contains(.occurrences) {
                let set = population.repeatedSet ?? OccurrenceSet(repeated: population.repeated)
                population.repeatedSet = set
                occurrences = set
            }
            populations[column] = population
            columns.append(
                ColumnStatistics(
                    numbers: population.needs.contains(.numbers) ? population.numbers : OrderedNumbers(),
                    mean: mean, occurrences: occurrences))
        }
        return TableStatistics(columns: columns)
    }
}

extension LivePopulations.Population {
    /// Adds a number to the running sum (`delta` -1 takes it out); infinities are counted apart, so
    /// taking one out is exact too.
    fileprivate mutating func adjustSum(_ number: Double, by delta: Int) {
        if number == .infinity {
            positiveInfinities += delta
        } else if number == -.infinity {
            negativeInfinities += delta
        } else {
            finiteSum.add(delta > 0 ? number : -number)
        }
    }

    /// Counts a value in (`delta` 1) or out (-1) of the occurrences; when the value starts or stops
    /// repeating, the other row holding it (whose `duplicate`/`unique` answer changed with it).
    fileprivate mutating func count(_ value: CellValue, row: RowID, by delta: Int) -> RowID? {
        guard needs.contains(.occurrences), let key = OccurrenceKey(value) else { return nil }
        var entry = occurrences[key] ?? (0, 0)
        let before = entry.count
        // Before adding to a single holder, and after taking one of two out, `rows` is the other row.
        let other = before == 1 && delta > 0 ? entry.rows : nil
        entry.count += delta
        entry.rows ^= row.rawValue
        occurrences[key] = entry.count == 0 ? nil : entry
        let remaining = entry.count == 1 && delta < 0 ? entry.rows : nil
        if before < 2 && entry.count >= 2 {
            repeated.insert(key)
            repeatedSet = nil
        } else if before >= 2 && entry.count < 2 {
            repeated.remove(key)
            repeatedSet = nil
        }
        return (other ?? remaining).map(RowID.init)
    }
}
