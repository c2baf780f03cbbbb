// Benchmark executable: `swift run -c release Benchmarks [--json] [--filter NAME]`.
// Each file adds one group; register it here with one line.
Harness.main(groups: [
    YAMLBenchmarks.group,
    EngineBenchmarks.group,
    RenderBenchmarks.group,
    SchemaBenchmarks.group,
    DataBenchmarks.group,
    StreamBenchmarks.group,
    AppBenchmarks.group,
])
