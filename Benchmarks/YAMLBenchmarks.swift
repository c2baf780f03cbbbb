import CYAML
import TableStyleYAML

/// Loading theme-like YAML into nodes, against libyaml's bare event loop over the same bytes.
enum YAMLBenchmarks {
    static let group = BenchmarkGroup(
        name: "yaml",
        run: run,
        probes: ["yaml-load": probeLoad, "yaml-time": probeTime]
    )

    private static let sizes: [(label: String, bytes: Int, repetitions: Int)] = [
        ("10KB", 10_000, 301), ("1MB", 1_000_000, 15), ("10MB", 10_000_000, 7),
    ]

    /// Default limits except the alias budget: every generated rule merges `*base`, so the large
    /// inputs expand far more than the 100,000 nodes a theme file is allowed by default.
    private static let loader = YAMLParser(limits: YAMLLimits(maximumAliasExpansion: 100_000_000))

    private static func run() -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        let parser = loader
        for size in sizes {
            let input = themeLikeYAML(bytes: size.bytes)
            do {
                _ = try parser.parse(bytes: input, file: "bench.yaml")
            } catch {
                Harness.note("benchmark input does not load: \(error)")
                return results
            }
            let (value, floor) = Harness.compareMilliseconds(repetitions: size.repetitions) {
                libyamlEventCount(input)
            } value: {
                try? parser.parse(bytes: input, file: "bench.yaml")
            }
            // What the time includes beyond instructions: the tree's pages, which the C allocator gives back
            // to the system when a tree is freed, so every load touches them for the first time again.
            let faultsBefore = Harness.minorPageFaults()
            for _ in 0..<3 { _ = try? parser.parse(bytes: input, file: "bench.yaml") }
            let faultsPerLoad = (Harness.minorPageFaults() - faultsBefore) / 3
            Harness.note("yaml.load.\(size.label): \(faultsPerLoad) page faults per load (new memory)")
            results.append(
                BenchmarkResult(
                    name: "yaml.load.\(size.label)",
                    value: value,
                    unit: "ms",
                    floor: floor,
                    target: 1.6
                )
            )
        }
        for size in sizes where size.bytes >= 1_000_000 {
            if let growth = Harness.peakMemoryGrowth(probe: "yaml-load", argument: String(size.bytes)) {
                let inputBytes = themeLikeYAML(bytes: size.bytes).count
                results.append(
                    BenchmarkResult(
                        name: "yaml.peakMemory.\(size.label)",
                        value: Double(growth),
                        unit: "bytes",
                        floor: Double(inputBytes),
                        target: 10.0
                    )
                )
            }
        }
        return results
    }

    /// Child-process side of the memory figure: peak growth while loading (result kept alive).
    private static func probeLoad(_ argument: String) {
        let input = themeLikeYAML(bytes: Int(argument) ?? 1_000_000)
        let baseline = Harness.peakResidentBytes()
        let documents = try? loader.parse(bytes: input, file: "bench.yaml")
        Harness.reportPeakGrowth(since: baseline)
        withExtendedLifetime(documents) {}
    }

    /// The load figure alone for one size (`--probe yaml-time BYTES[:REPETITIONS]`), timed as in the run,
    /// so the parser can be profiled or compared without the other sizes.
    private static func probeTime(_ argument: String) {
        let parts = argument.split(separator: ":")
        let input = themeLikeYAML(bytes: parts.first.flatMap { Int($0) } ?? 1_000_000)
        let repetitions = parts.count > 1 ? Int(parts[1]) ?? 7 : 7
        let parser = loader
        let (value, floor) = Harness.compareMilliseconds(repetitions: repetitions) {
            libyamlEventCount(input)
        } value: {
            try? parser.parse(bytes: input, file: "bench.yaml")
        }
        print("load \(value) ms, floor \(floor) ms, ratio \(value / floor)")
    }

    /// The floor: every event pulled through libyaml's event API, nothing built.
    static func libyamlEventCount(_ input: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else { return 0 }
        defer { yaml_parser_delete(&parser) }
        var count = 0
        input.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) != 0 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { break }
            }
        }
        return count
    }

    /// A theme-like document of about `bytes` bytes: palette, nested style blocks, rule lists with
    /// predicates, merge keys, comments, numbers, booleans and quoted colours.
    static func themeLikeYAML(bytes target: Int) -> [UInt8] {
        // Built straight into a byte array of the final capacity, so generating the input leaves no
        // freed high-water mark behind that would hide the parser's memory growth.
        var text: [UInt8] = []
        text.reserveCapacity(target + 2_000)
        text +=
            """
            # yaml-language-server: $schema=../Schemas/theme.schema.json
            version: 1
            name: "Benchmark Theme"
            extends: corporate
            palette:
              accent: "#3366ff"
              negative: "#cc0000"
              muted: "#8a8f98"
              zebra: "#f5f7fa"
            base: &base
              font: {family: "SF Mono", size: 13, weight: regular}
              padding: [4, 8]
              alignment: leading
            cell:
              <<: *base
              foreground: "#1d1d1f"
              background: null
            rules:

            """.utf8
        var index = 0
        while text.count < target {
            text +=
                """
                  # rule \(index)
                  - name: "rule-\(index)"
                    when:
                      column: amount_\(index % 17)
                      value: {lessThan: \(index % 100 - 50), greaterThan: -\(index % 7).5}
                      rows: [\(index % 3), \(index % 5), \(index % 11)]
                      selected: \(index % 2 == 0 ? "true" : "false")
                    style:
                      <<: *base
                      foreground: "#\(String(0x100000 + index * 97 % 0xEFFFFF, radix: 16))"
                      bold: \(index % 3 == 0 ? "true" : "false")
                      opacity: 0.\(index % 10)5
                      border: {width: 1, color: '#e0e0e0', style: solid}

                """.utf8
            index += 1
        }
        return text
    }
}
