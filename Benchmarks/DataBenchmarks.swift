import Foundation
import TableStyleEngine
import TableStyleRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Data work at the scale a user runs `themecheck render` on: reading a 100,000-row CSV against
/// splitting its bytes and converting its numbers with `strtod`; sorting the table against sorting an
/// index array by the same `Double` keys with the standard library.
enum DataBenchmarks {
    static let group = BenchmarkGroup(name: "data", run: run)

    /// A 100,000-row × 10-column CSV (7 numeric columns, about 30 % of the amounts negative), the
    /// shape of a bank export.
    static func csvText(rows: Int) -> String {
        let payees = ["Juan Chavez", "Mei Chen", "\"Clark, Tom\"", "Gita Kumar", "Ada Lovelace", "Zoë Åberg"]
        let statuses = ["paid", "overdue", "pending", "void"]
        var text = "ID,Date,Payee,Amount,Tax,Qty,Status,Rate,Balance,Score\n"
        text.reserveCapacity(rows * 70)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        for index in 0..<rows {
            let cents = next() % 2_000_000 - (next() % 10 < 3 ? 1_400_000 : 0)
            let amount = "\(cents / 100).\(String(abs(cents % 100) + 100).dropFirst())"
            let day = 1 + index % 28
            text += "\(index),2024-\(index % 12 + 1 < 10 ? "0" : "")\(index % 12 + 1)-\(day < 10 ? "0" : "")\(day),"
            text += "\(payees[next() % payees.count]),\(cents < 0 && cents > -100 ? "-" : "")\(amount),"
            text += "\(Double(next() % 10_000) / 100),\(next() % 50),\(statuses[next() % statuses.count]),"
            text += "\(Double(next() % 1_000) / 1_000),\(next() % 1_000_000 - 500_000),\(next() % 100)\n"
        }
        return text
    }

    private static func run() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        let text = csvText(rows: 100_000)
        let bytes = Array(text.utf8)
        guard let table = try? CSVReader().read(bytes: bytes) else {
            Harness.note("data benchmarks: the generated CSV does not read")
            return []
        }
        let terminated = bytes + [0]
        let read = Harness.compareMilliseconds(repetitions: 7) {
            splitAndConvert(terminated)
        } value: {
            try? CSVReader().read(bytes: bytes)
        }
        results.append(
            BenchmarkResult(
                name: "data.csv.read.100krows", value: read.value, unit: "ms", floor: read.floor, target: 3.0))
        // The same table as a JSON data file (`{"columns", "rows": [[...]]}`), against splitting its bytes
        // at JSON separators and converting numbers with `strtod`.
        let json = Array(jsonText(table).utf8)
        if (try? JSONDataReader().read(bytes: json))?.rows.count != table.rows.count {
            Harness.note("data benchmarks: the generated JSON does not read")
        }
        let jsonTerminated = json + [0]
        let readJSON = Harness.compareMilliseconds(repetitions: 7) {
            splitAndConvertJSON(jsonTerminated)
        } value: {
            try? JSONDataReader().read(bytes: json)
        }
        results.append(
            BenchmarkResult(
                name: "data.json.read.100krows", value: readJSON.value, unit: "ms", floor: readJSON.floor, target: 3.0))
        // Sorting by one numeric column (Amount) against the standard library sorting row indices by
        // the same `Double` keys (extracted beforehand, so the floor is the sort alone).
        let amount = 3
        let keys = table.rows.map { $0.cell(at: amount).value.numberValue ?? 0 }
        let sort = Harness.compareMilliseconds(repetitions: 7) {
            var order = Array(keys.indices)
            order.sort { keys[$0] < keys[$1] }
            return order
        } value: {
            table.sorted(by: ColumnSort(column: amount))
        }
        results.append(
            BenchmarkResult(name: "data.sort.100krows", value: sort.value, unit: "ms", floor: sort.floor, target: 2.0))
        // For information: the comparison sort this replaced (every comparison switches over two
        // `CellValue`s), against the same floor.
        let previous = Harness.compareMilliseconds(repetitions: 5) {
            var order = Array(keys.indices)
            order.sort { keys[$0] < keys[$1] }
            return order
        } value: {
            comparingValues(table.rows, column: amount)
        }
        results.append(
            BenchmarkResult(
                name: "data.sort.100krows.comparingValues", value: previous.value, unit: "ms", floor: previous.floor,
                target: nil))
        // For information: a text column (Payee, six distinct names: many ties) against the same floor.
        let byText = Harness.compareMilliseconds(repetitions: 5) {
            var order = Array(keys.indices)
            order.sort { keys[$0] < keys[$1] }
            return order
        } value: {
            table.sorted(by: ColumnSort(column: 2, direction: .descending))
        }
        results.append(
            BenchmarkResult(
                name: "data.sort.100krows.text", value: byText.value, unit: "ms", floor: byText.floor, target: nil))
        return results
    }

    /// The reading floor: split NUL-terminated CSV bytes at commas and line breaks and convert every
    /// field that starts like a number with `strtod` (which stops at the separator); returns the sum and
    /// field count so the work cannot be dropped.
    static func splitAndConvert(_ bytes: [UInt8]) -> (Double, Int) {
        bytes.withUnsafeBufferPointer { buffer -> (Double, Int) in
            guard let base = buffer.baseAddress else { return (0, 0) }
            var sum = 0.0
            var fields = 0
            var start = 0
            for index in 0..<(buffer.count - 1) {
                let byte = buffer[index]
                guard byte == 0x2C || byte == 0x0A else { continue }
                fields += 1
                let first = buffer[start]
                if (first >= 0x30 && first <= 0x39) || first == 0x2D || first == 0x2B || first == 0x2E {
                    base.advanced(by: start).withMemoryRebound(to: CChar.self, capacity: index - start) {
                        sum += strtod($0, nil)
                    }
                }
                start = index + 1
            }
            return (sum, fields)
        }
    }

    /// The JSON reading floor: ``splitAndConvert(_:)`` with `[` and `]` as separators too.
    static func splitAndConvertJSON(_ bytes: [UInt8]) -> (Double, Int) {
        bytes.withUnsafeBufferPointer { buffer -> (Double, Int) in
            guard let base = buffer.baseAddress else { return (0, 0) }
            var sum = 0.0
            var fields = 0
            var start = 0
            for index in 0..<(buffer.count - 1) {
                let byte = buffer[index]
                guard byte == 0x2C || byte == 0x0A || byte == 0x5B || byte == 0x5D else { continue }
                fields += 1
                let first = buffer[start]
                if (first >= 0x30 && first <= 0x39) || first == 0x2D {
                    base.advanced(by: start).withMemoryRebound(to: CChar.self, capacity: index - start) {
                        sum += strtod($0, nil)
                    }
                }
                start = index + 1
            }
            return (sum, fields)
        }
    }

    /// A table as a JSON data file: one row per line, numbers as their literals, text quoted.
    static func jsonText(_ table: DataTable) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var text =
            "{\"columns\": [" + table.columns.map { quoted($0.name) }.joined(separator: ", ") + "],\n\"rows\": [\n"
        for (index, row) in table.rows.enumerated() {
            let values = row.cells.map { cell -> String in
                switch cell.value {
                case .int, .double: return cell.text
                case .null: return "null"
                case .bool(let flag): return flag ? "true" : "false"
                default: return quoted(cell.text)
                }
            }
            text += (index == 0 ? "[" : ",\n[") + values.joined(separator: ",") + "]"
        }
        return text + "\n]}\n"
    }

    /// Rows sorted by comparing their cell values pairwise with ``CellValueOrder``, position breaking ties.
    static func comparingValues(_ rows: [DataRow], column: Int) -> [DataRow] {
        rows.enumerated().sorted { lhs, rhs in
            let order = CellValueOrder.compare(
                lhs.element.cell(at: column).value, rhs.element.cell(at: column).value, direction: .ascending)
            return order != 0 ? order < 0 : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
