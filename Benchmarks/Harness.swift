import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One measured figure: a value and the floor it is compared against, both measured in the same run.
struct BenchmarkResult: Sendable {
    /// Stable dotted name (`yaml.load.1MB`).
    var name: String
    /// The measured value (median of repetitions for times).
    var value: Double
    /// The unit of `value` and `floor` (`ms`, `bytes`).
    var unit: String
    /// The reference measured in the same run (raw libyaml event parsing, the input size, …).
    var floor: Double
    /// The target for `ratio`, if the issue sets one; shown in the human table only.
    var target: Double?

    /// `value / floor`.
    var ratio: Double { floor > 0 ? value / floor : 0 }
}

/// A named set of benchmarks; register one per file in `main.swift`.
struct BenchmarkGroup: Sendable {
    /// Group name, matched by `--filter`.
    var name: String
    /// Runs the benchmarks and returns their figures.
    var run: @Sendable () -> [BenchmarkResult]
    /// Work that `Harness.peakMemoryGrowth` runs in a fresh child process, by name; each probe
    /// receives its argument and must keep what it builds alive until it returns.
    var probes: [String: @Sendable (String) -> Void] = [:]
}

/// The benchmark driver: timing, memory probes and output.
enum Harness {
    /// Median wall-clock time of `repetitions` runs of `body`, in milliseconds (after one warm-up run).
    static func medianMilliseconds(repetitions: Int, _ body: () -> Void) -> Double {
        body()
        let clock = ContinuousClock()
        return median((0..<max(1, repetitions)).map { _ in milliseconds(clock.measure(body)) })
    }

    /// Medians (in milliseconds) of `floor` and `value`, run alternately `repetitions` times after one
    /// warm-up each, so load from other processes affects both alike. What a closure returns is
    /// released after its clock stops: freeing a result is not part of producing it.
    static func compareMilliseconds<Floor, Value>(
        repetitions: Int,
        floor: () -> Floor,
        value: () -> Value
    ) -> (value: Double, floor: Double) {
        withExtendedLifetime((floor(), value())) {}
        let clock = ContinuousClock()
        var floors: [Double] = []
        var values: [Double] = []
        for _ in 0..<max(1, repetitions) {
            var start = clock.now
            let floorResult = floor()
            floors.append(milliseconds(clock.now - start))
            withExtendedLifetime(floorResult) {}
            start = clock.now
            let valueResult = value()
            values.append(milliseconds(clock.now - start))
            withExtendedLifetime(valueResult) {}
        }
        return (median(values), median(floors))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1_000 + Double(parts.attoseconds) / 1e15
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The process's peak resident set size so far, in bytes (0 where unsupported).
    ///
    /// On Linux this reads `VmHWM` from `/proc/self/status`: `ru_maxrss` survives `exec` there, so a
    /// child spawned from a large parent would start with the parent's peak and show no growth.
    static func peakResidentBytes() -> Int {
        #if os(Linux)
            if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
            {
                return kilobytes * 1024
            }
        #endif
        #if canImport(Glibc) || canImport(Darwin)
            guard let usage = ownResourceUsage() else { return 0 }
            #if canImport(Darwin)
                return Int(usage.ru_maxrss)  // bytes on Darwin
            #else
                return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
            #endif
        #else
            return 0
        #endif
    }

    /// The page faults this process has taken so far that needed no disk (first touches of new memory),
    /// or 0 where unsupported: the cost of memory a benchmark gets fresh from the system, which its time
    /// includes.
    static func minorPageFaults() -> Int {
        #if canImport(Glibc) || canImport(Darwin)
            return ownResourceUsage().map { Int($0.ru_minflt) } ?? 0
        #else
            return 0
        #endif
    }

    #if canImport(Glibc) || canImport(Darwin)
        /// `getrusage` for this process, or `nil` when it fails.
        private static func ownResourceUsage() -> rusage? {
            var usage = rusage()
            #if canImport(Glibc)
                let who = RUSAGE_SELF.rawValue
            #else
                let who = RUSAGE_SELF
            #endif
            return getrusage(who, &usage) == 0 ? usage : nil
        }
    #endif

    /// How much the peak resident size grows while `probe` runs, measured in a fresh child process
    /// so earlier benchmarks' high-water mark does not hide it. Returns `nil` when it cannot run.
    static func peakMemoryGrowth(probe: String, argument: String) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL?.path ?? "") {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = ["--probe", probe, argument]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Prints a remark (a skipped figure, a checksum line) to standard error, so standard output stays the
    /// table or, with `--json`, valid JSON.
    static func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Entry point: `--json` prints a JSON array, `--filter NAME` runs matching groups only,
    /// `--probe NAME ARG` is the child side of ``peakMemoryGrowth(probe:argument:)``.
    static func main(groups: [BenchmarkGroup]) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--probe", arguments.count == 3 {
            runProbe(groups: groups, name: arguments[1], argument: arguments[2])
            return
        }
        let json = arguments.contains("--json")
        var filter: String?
        if let index = arguments.firstIndex(of: "--filter"), index + 1 < arguments.count {
            filter = arguments[index + 1]
        }
        var results: [BenchmarkResult] = []
        for group in groups where filter.map({ group.name.contains($0) }) ?? true {
            results += group.run()
        }
        print(json ? jsonText(results) : table(results))
    }

    private static func runProbe(groups: [BenchmarkGroup], name: String, argument: String) {
        guard let probe = groups.lazy.compactMap({ $0.probes[name] }).first else { exit(2) }
        probe(argument)
    }

    /// Prints the peak growth since `baseline` for the parent; probes call this last.
    static func reportPeakGrowth(since baseline: Int) {
        print(peakResidentBytes() - baseline)
    }

    static func jsonText(_ results: [BenchmarkResult]) -> String {
        let items = results.map { result in
            "{\"name\": \(quoted(result.name)), \"value\": \(number(result.value)), "
                + "\"unit\": \(quoted(result.unit)), \"floor\": \(number(result.floor)), "
                + "\"ratio\": \(number(result.ratio))}"
        }
        return "[\n  " + items.joined(separator: ",\n  ") + "\n]"
    }

    static func table(_ results: [BenchmarkResult]) -> String {
        let nameWidth = max(4, results.map(\.name.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        func left(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
        }
        var lines = [
            pad("name", nameWidth) + "  " + left("value", 14) + "  " + left("floor", 14) + "  "
                + pad("unit", 6) + "  " + left("ratio", 7) + "  target"
        ]
        for result in results {
            let target = result.target.map { String(format: "<= %.1f %@", $0, result.ratio <= $0 ? "ok" : "MISSED") }
            lines.append(
                pad(result.name, nameWidth) + "  " + left(String(format: "%.3f", result.value), 14) + "  "
                    + left(String(format: "%.3f", result.floor), 14) + "  " + pad(result.unit, 6) + "  "
                    + left(String(format: "%.2f", result.ratio), 7) + "  " + (target ?? "")
            )
        }
        return lines.joined(separator: "\n")
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? String(format: "%.4f", value) : "null"
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }
}
