import TableStyleEngine
import TableStyleRender
import TableStyleTheme

/// The streaming writers: JSON and the style snapshot of 1,000,000 cells written through a fixed
/// buffer to a sink, against a floor that writes the same bytes from fragments prepared once; and the
/// peak memory of doing so against the table's own.
enum StreamBenchmarks {
    static let group = BenchmarkGroup(
        name: "render.stream",
        run: run,
        probes: [
            "stream-table": { probe($0, format: nil) },
            "stream-json": { probe($0, format: .json) },
            "stream-snapshot": { probe($0, format: .snapshot) },
        ]
    )

    enum Format {
        case json, snapshot
    }

    /// A sink that only counts and hashes (FNV-1a) what it is given, so outputs can be compared without
    /// being kept.
    final class HashingSink: ByteSink {
        var count = 0
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let hashes: Bool
        /// The first bytes, to show where two outputs part.
        var head: [UInt8] = []

        init(hashes: Bool) { self.hashes = hashes }

        func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            count += bytes.count
            guard hashes else { return }
            if head.count < 1 << 20 { head.append(contentsOf: bytes.prefix((1 << 20) - head.count)) }
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
    }

    /// The floor's writer: a fixed buffer of the renderers' size, appended to by `memcpy`, handed to the
    /// sink when full.
    final class FloorBuffer {
        let start = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
        var count = 0
        let sink: HashingSink

        init(sink: HashingSink) { self.sink = sink }
        deinit { start.deallocate() }

        @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return }
            if count + bytes.count > 1 << 16 { flush() }
            (start + count).initialize(from: base, count: bytes.count)
            count += bytes.count
        }

        @inline(__always) func append(_ bytes: [UInt8]) { bytes.withUnsafeBufferPointer { append($0) } }

        @inline(__always) func append(_ text: String) {
            var text = text
            text.withUTF8 { append($0) }
        }

        func flush() {
            sink.write(UnsafeBufferPointer(start: start, count: count))
            count = 0
        }
    }

    /// Fragments prepared once for the floor: every integer a row or column number takes, each style's
    /// text, and the fixed pieces around them.
    struct Fragments {
        var numbers: [[UInt8]]
        var styles: [[UInt8]]

        init(tree: RenderTree, format: Format) {
            let largest = max(tree.columns.count, tree.cells.map(\.row).max() ?? 0) + 1
            numbers = (0..<largest).map { Array(String($0).utf8) }
            // The renderers' own style texts (written once per style there too), taken from their output.
            styles = tree.styles.indices.map { index in
                let cell = RenderCell(
                    section: .header, group: 0, row: 0, column: 0, text: "", isNumber: false, isSelected: false,
                    style: StyleID(rawValue: Int32(index)), labels: [])
                let single = RenderTree(
                    themeName: "", appearance: tree.appearance, table: tree.table, columns: tree.columns, cells: [cell],
                    rows: [], groups: [], hasFooter: false, styles: tree.styles, totalBodyRowCount: 0, firstBodyRow: 0)
                switch format {
                case .json:
                    // The table's settings have a "style" key too: look only at the cell.
                    let whole = JSONRenderer().render(single)
                    let text = whole[(whole.range(of: "\"cells\":[")?.upperBound ?? whole.startIndex)...]
                    let from = text.range(of: "\"style\":")?.upperBound ?? text.startIndex
                    let to = text.range(of: ",\"labels\":")?.lowerBound ?? text.endIndex
                    return Array(text[from..<to].utf8)
                case .snapshot:
                    let text = StyleSnapshotRenderer().render(single)
                    let line = text.split(separator: "\n").last ?? ""
                    return Array(line.dropFirst("header c0 \"\"".count).utf8)
                }
            }
        }
    }

    /// The JSON floor: the document's head written whole, then per cell its pieces copied in (the texts
    /// need no escaping, so they are copied between quotes).
    static func jsonFloor(_ tree: RenderTree, _ fragments: Fragments, _ head: String, to out: FloorBuffer) {
        out.append(head)
        for (index, cell) in tree.cells.enumerated() {
            out.append(index == 0 ? "{\"section\":\"" : ",{\"section\":\"")
            out.append(cell.section.rawValue)
            out.append("\",\"row\":")
            out.append(fragments.numbers[cell.row])
            out.append(",\"column\":")
            out.append(fragments.numbers[cell.column])
            if cell.section == .body {
                out.append(",\"group\":")
                out.append(fragments.numbers[cell.group])
            } else {
                out.append(",\"group\":null")
            }
            out.append(",\"text\":\"")
            out.append(cell.text)
            out.append("\",\"display\":\"")
            out.append(cell.display)
            out.append("\",\"style\":")
            out.append(fragments.styles[Int(cell.style.rawValue)])
            out.append(",\"labels\":[")
            for (position, label) in cell.labels.enumerated() {
                out.append(position == 0 ? "\"" : ",\"")
                out.append(label)
                out.append("\"")
            }
            out.append("]}")
        }
        out.append("]}")
        out.flush()
    }

    /// The snapshot floor: the preamble written whole, then per cell its line's pieces copied in.
    static func snapshotFloor(_ tree: RenderTree, _ fragments: Fragments, _ head: String, to out: FloorBuffer) {
        out.append(head)
        for cell in tree.cells {
            switch cell.section {
            case .header: out.append("header c")
            case .body:
                out.append("body r")
                out.append(fragments.numbers[cell.row])
                out.append(" c")
            case .footer: out.append("footer c")
            }
            out.append(fragments.numbers[cell.column])
            out.append(" \"")
            out.append(cell.text)
            out.append("\"")
            if cell.display != cell.text {
                out.append(" display=\"")
                out.append(cell.display)
                out.append("\"")
            }
            if cell.isSelected { out.append(" selected") }
            out.append(fragments.styles[Int(cell.style.rawValue)])
            if !cell.labels.isEmpty {
                out.append(" labels=[")
                for (position, label) in cell.labels.enumerated() {
                    out.append(position == 0 ? "\"" : ",\"")
                    out.append(label)
                    out.append("\"")
                }
                out.append("]")
            }
            out.append("\n")
        }
        out.flush()
    }

    static func tree() -> RenderTree? {
        guard let theme = RenderBenchmarks.compiledTheme() else { return nil }
        // 5 columns: 1,000,000 cells (no footer).
        return StyledTable(RenderBenchmarks.materialized(rows: 200_000), theme: theme).renderTree()
    }

    private static func run() -> [BenchmarkResult] {
        guard let tree = tree() else {
            Harness.note("stream benchmarks: the benchmark theme does not compile")
            return []
        }
        var results: [BenchmarkResult] = []
        for (format, name) in [(Format.json, "json"), (.snapshot, "snapshot")] {
            let fragments = Fragments(tree: tree, format: format)
            // The document without cells gives the part before them.
            let empty = RenderTree(
                themeName: tree.themeName, appearance: tree.appearance, table: tree.table, columns: tree.columns,
                cells: [], rows: [], groups: [], hasFooter: false, styles: tree.styles, totalBodyRowCount: 0,
                firstBodyRow: 0)
            let head: String
            let render: (HashingSink) -> Void
            let floor: (FloorBuffer) -> Void
            switch format {
            case .json:
                head = String(JSONRenderer().render(empty).dropLast(2))
                render = { JSONRenderer().render(tree, to: $0) }
                floor = { jsonFloor(tree, fragments, head, to: $0) }
            case .snapshot:
                head = StyleSnapshotRenderer().render(empty)
                render = { StyleSnapshotRenderer().render(tree, to: $0) }
                floor = { snapshotFloor(tree, fragments, head, to: $0) }
            }
            // The floor must write exactly the renderer's bytes, or the ratio means nothing.
            let rendered = HashingSink(hashes: true)
            render(rendered)
            let floored = HashingSink(hashes: true)
            floor(FloorBuffer(sink: floored))
            if rendered.count != floored.count || rendered.hash != floored.hash {
                let split =
                    zip(rendered.head, floored.head).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
                Harness.note(
                    "render.\(name).1Mcells: the floor does not write the renderer's bytes ("
                        + "\(rendered.count) vs \(floored.count); from \(split): "
                        + String(decoding: rendered.head.dropFirst(max(0, split - 40)).prefix(120), as: UTF8.self)
                        + " | "
                        + String(decoding: floored.head.dropFirst(max(0, split - 40)).prefix(120), as: UTF8.self))
            }
            let timing = Harness.compareMilliseconds(repetitions: 7) {
                floor(FloorBuffer(sink: HashingSink(hashes: false)))
            } value: {
                render(HashingSink(hashes: false))
            }
            results.append(
                BenchmarkResult(
                    name: "render.\(name).1Mcells", value: timing.value, unit: "ms", floor: timing.floor, target: 3.0))
        }
        if let table = Harness.peakMemoryGrowth(probe: "stream-table", argument: "200000") {
            for name in ["json", "snapshot"] {
                if let growth = Harness.peakMemoryGrowth(probe: "stream-\(name)", argument: "200000") {
                    results.append(
                        BenchmarkResult(
                            name: "render.peakMemory.\(name)1Mcells", value: Double(growth), unit: "bytes",
                            floor: Double(table), target: 2.0))
                }
            }
        }
        return results
    }

    /// Child side: builds the table and its render tree (`format == nil`: the table's own memory), then
    /// writes it to a sink that keeps nothing.
    private static func probe(_ argument: String, format: Format?) {
        let baseline = Harness.peakResidentBytes()
        guard let theme = RenderBenchmarks.compiledTheme() else { return }
        let table = RenderBenchmarks.materialized(rows: Int(argument) ?? 200_000)
        let tree = StyledTable(table, theme: theme).renderTree()
        let sink = HashingSink(hashes: false)
        switch format {
        case .json: JSONRenderer().render(tree, to: sink)
        case .snapshot: StyleSnapshotRenderer().render(tree, to: sink)
        case nil: break
        }
        Harness.reportPeakGrowth(since: baseline)
        withExtendedLifetime((table, tree, sink.count)) {}
    }
}
