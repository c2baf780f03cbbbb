import TableStyleDiagnostics
import TableStyleEngine
import TableStyleRender
import TableStyleTheme

/// Rendering 1,000,000 cells to HTML and ANSI against writing the same texts unstyled; viewport
/// layout + styling of a 10,000,000-row table against a 1,000-row one; memory of styling 10M cells.
enum RenderBenchmarks {
    static let group = BenchmarkGroup(
        name: "render",
        run: run,
        probes: [
            "render-stream-10M": probeStream, "render-viewport-10M": probeViewport, "render-once": probeRenderOnce,
        ]
    )

    /// A generated table: rows are computed when asked for, so 10,000,000 rows cost no memory.
    struct GeneratedTable: TableContent {
        var rowCount: Int
        var columns: [DataColumn] {
            [
                DataColumn("ID", kind: .number), DataColumn("Name"), DataColumn("Amount", kind: .number),
                DataColumn("Status"), DataColumn("Balance", kind: .number),
            ]
        }
        var sectionCount: Int { 1 }
        func sectionInfo(_ section: Int) -> SectionInfo { SectionInfo(rowCount: rowCount) }
        func row(at indexPath: RowIndexPath) -> DataRow {
            let index = indexPath.row
            let amount = (index * 7919 % 20001) - 10000
            return DataRow(
                id: RowID(index),
                cells: [
                    DataCell(.int(index)), DataCell(.text(Self.names[index % Self.names.count])),
                    DataCell(.int(amount)), DataCell(.text(index % 5 == 0 ? "overdue" : "paid")),
                    DataCell(.double(Double(amount) * 1.5)),
                ])
        }
        var footerRow: DataRow? { nil }
        var sortOrder: [ColumnSort] { [ColumnSort(column: 2, direction: .descending)] }
        func isSelected(_ id: RowID) -> Bool { id.rawValue % 97 == 0 }
        static let names = ["Juan Chavez", "Mei Chen", "Tom Clark", "Gita Kumar", "Ada Lovelace", "Alan Turing"]
    }

    /// The benchmark theme; `formatted` adds a value format on every number column (two decimals,
    /// grouped, `$`) and parentheses for negatives.
    static func compiledTheme(formatted: Bool = false) -> CompiledTheme? {
        let origin = FileLocation(file: "<bench>", position: SourcePosition(line: 1, column: 1))
        var negative = StyleSpec()
        negative.textColor = Sourced(.semantic(.systemRed), origin: origin)
        if formatted { negative.formatNegative = Sourced(.parentheses, origin: origin) }
        var bold = StyleSpec()
        bold.fontWeight = Sourced(.bold, origin: origin)
        var table = TableSettings()
        table.rowHeight = .fixed(44)
        table.selectedRowColor = Sourced(.withAlpha(.semantic(.systemBlue), alpha: 0.15), origin: origin)
        let theme = Theme(
            name: "bench", table: table,
            rules: [
                Rule(
                    name: "negative", when: .value(ValueTest(conditions: [.kind(.negative)])), style: negative,
                    label: "negative", origin: origin),
                Rule(name: "sorted", when: .column(.highlighted), style: bold, origin: origin),
            ] + (formatted ? [numberFormatRule(origin: origin)] : []))
        return try? CompiledTheme(theme: theme)
    }

    /// `when: { column: { kind: number } }` → `format: { decimals: 2, grouping: true, prefix: "$" }`.
    static func numberFormatRule(origin: FileLocation) -> Rule {
        var money = StyleSpec()
        money.formatDecimals = Sourced(2, origin: origin)
        money.formatGrouping = Sourced(true, origin: origin)
        money.formatPrefix = Sourced("$", origin: origin)
        return Rule(name: "money", when: .column(.kind(.number)), style: money, origin: origin)
    }

    static func materialized(rows: Int) -> DataTable {
        let source = GeneratedTable(rowCount: rows)
        let data = (0..<rows).map { source.row(at: RowIndexPath(section: 0, row: $0)) }
        return DataTable(columns: source.columns, rows: data, sortOrder: source.sortOrder, selection: [RowID(3)])
    }

    /// The floor: every cell's text followed by a tab, each row ended by a newline, no styling, written
    /// the way the renderers write: UTF-8 bytes copied straight into one string's storage (sized up
    /// front; here exactly, from a pass over the texts), validated once. It reads the same texts from
    /// the same rows, so the ratio is what styling markup adds over the texts themselves.
    static func plainText(_ table: DataTable) -> String {
        String(unsafeUninitializedCapacity: plainSize(table)) { writePlain(table, into: $0) }
    }

    /// The byte floor for outputs written as bytes (``ANSIRenderer/renderBytes(_:)``): the same texts,
    /// tabs and newlines as ``plainText(_:)``, copied into one exactly sized `[UInt8]`, no `String` built.
    static func plainBytes(_ table: DataTable) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: plainSize(table)) { storage, initialized in
            initialized = writePlain(table, into: storage)
        }
    }

    /// The byte count of the floors' output: every text plus a tab, plus a newline per row.
    static func plainSize(_ table: DataTable) -> Int {
        var size = 0
        for row in table.rows {
            for cell in row.cells { size += cell.text.utf8.count + 1 }
            size += 1
        }
        return size
    }

    /// Writes the floors' output into `storage` (never past its end); returns the bytes written.
    static func writePlain(_ table: DataTable, into storage: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        for row in table.rows {
            for cell in row.cells {
                for byte in cell.text.utf8 where count < storage.count {
                    storage[count] = byte
                    count += 1
                }
                if count < storage.count {
                    storage[count] = 0x09
                    count += 1
                }
            }
            if count < storage.count {
                storage[count] = 0x0A
                count += 1
            }
        }
        return count
    }

    /// The previous floor, kept for comparison: the same bytes appended to a reserved `[UInt8]`, then
    /// converted with `String(decoding:as:)` (one extra copy of the result).
    static func plainTextViaArray(_ table: DataTable) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(table.rows.count * 64)
        for row in table.rows {
            for cell in row.cells {
                out.append(contentsOf: cell.text.utf8)
                out.append(0x09)
            }
            out.append(0x0A)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func run() -> [BenchmarkResult] {
        guard let theme = compiledTheme() else {
            Harness.note("render benchmarks: the benchmark theme does not compile")
            return []
        }
        var results: [BenchmarkResult] = []
        let table = materialized(rows: 200_000)  // 5 columns: 1,000,000 cells
        // Rendering proper: the render tree (styles resolved) is built once; the figure is writing it out.
        let tree = StyledTable(table, theme: theme).renderTree()
        let html = Harness.compareMilliseconds(repetitions: 7) {
            plainText(table)
        } value: {
            HTMLRenderer().render(tree)
        }
        results.append(
            BenchmarkResult(name: "render.html.1Mcells", value: html.value, unit: "ms", floor: html.floor, target: 3.0))
        // The same table with a value format on every number column, against the same floor (the texts as
        // written): the display texts are computed with the tree, so this is writing the longer texts.
        if let formattedTheme = compiledTheme(formatted: true) {
            let formattedTree = StyledTable(table, theme: formattedTheme).renderTree()
            let formatted = Harness.compareMilliseconds(repetitions: 7) {
                plainText(table)
            } value: {
                HTMLRenderer().render(formattedTree)
            }
            results.append(
                BenchmarkResult(
                    name: "render.html.1Mcells.formatted", value: formatted.value, unit: "ms",
                    floor: formatted.floor, target: 3.5))
            // For information: resolving styles and computing every display text, then writing HTML.
            let formattedEndToEnd = Harness.compareMilliseconds(repetitions: 5) {
                plainText(table)
            } value: {
                HTMLRenderer().render(StyledTable(table, theme: formattedTheme).renderTree())
            }
            results.append(
                BenchmarkResult(
                    name: "render.html.1Mcells.formatted.withStyling", value: formattedEndToEnd.value, unit: "ms",
                    floor: formattedEndToEnd.floor, target: nil))
        }
        // A terminal receives bytes: the ANSI figure is the byte output against the byte floor.
        let ansi = Harness.compareMilliseconds(repetitions: 7) {
            plainBytes(table)
        } value: {
            ANSIRenderer(colorMode: .trueColor).renderBytes(tree)
        }
        results.append(
            BenchmarkResult(name: "render.ansi.1Mcells", value: ansi.value, unit: "ms", floor: ansi.floor, target: 3.0))
        // For information: measuring column widths over every cell of the table (once per table,
        // shared by every output and `--rows` slice) against copying the same texts out.
        let measure = Harness.compareMilliseconds(repetitions: 7) {
            plainBytes(table)
        } value: {
            ColumnMeasure(cells: tree.cells, columns: tree.columns)
        }
        results.append(
            BenchmarkResult(
                name: "render.measure.1Mcells", value: measure.value, unit: "ms", floor: measure.floor, target: nil))
        // For information: the same output as a `String` (one UTF-8 validation pass more) against the text floor.
        let ansiString = Harness.compareMilliseconds(repetitions: 7) {
            plainText(table)
        } value: {
            ANSIRenderer(colorMode: .trueColor).render(tree)
        }
        results.append(
            BenchmarkResult(
                name: "render.ansi.1Mcells.string", value: ansiString.value, unit: "ms", floor: ansiString.floor))
        // The two floors against each other (informational): how much the byte-array floor cost more.
        let floors = Harness.compareMilliseconds(repetitions: 7) {
            plainText(table)
        } value: {
            plainTextViaArray(table)
        }
        results.append(
            BenchmarkResult(
                name: "render.floor.arrayVsStorage", value: floors.value, unit: "ms", floor: floors.floor, target: nil))
        // End to end: resolving every cell's style through the engine, then writing HTML.
        let endToEnd = Harness.compareMilliseconds(repetitions: 5) {
            plainText(table)
        } value: {
            HTMLRenderer().render(StyledTable(table, theme: theme).renderTree())
        }
        results.append(
            BenchmarkResult(
                name: "render.html.1Mcells.withStyling", value: endToEnd.value, unit: "ms", floor: endToEnd.floor,
                target: nil))

        let small = ViewportScroller(rows: 1_000, theme: theme)
        let large = ViewportScroller(rows: 10_000_000, theme: theme)
        let viewport = Harness.compareMilliseconds(repetitions: 15) {
            small.scroll(frames: 2_000)
        } value: {
            large.scroll(frames: 2_000)
        }
        results.append(
            BenchmarkResult(
                name: "render.viewport.10M-vs-1k.2000frames", value: viewport.value, unit: "ms", floor: viewport.floor,
                target: 1.5))

        if let growth = Harness.peakMemoryGrowth(probe: "render-stream-10M", argument: "2000000") {
            results.append(
                BenchmarkResult(
                    name: "render.peakMemory.style10Mcells", value: Double(growth), unit: "bytes",
                    floor: Double(10_000_000 * MemoryLayout<ResolvedStyle>.stride), target: nil))
        }
        if let growth = Harness.peakMemoryGrowth(probe: "render-viewport-10M", argument: "10000000") {
            results.append(
                BenchmarkResult(
                    name: "render.peakMemory.viewport10Mrows", value: Double(growth), unit: "bytes",
                    floor: Double(50_000_000 * MemoryLayout<ResolvedStyle>.stride), target: nil))
        }
        return results
    }

    /// Lays a generated table out once, then styles the visible rows of many viewports.
    struct ViewportScroller {
        let styled: StyledTable
        let layout: TableLayout
        let content: GeneratedTable

        init(rows: Int, theme: CompiledTheme) {
            content = GeneratedTable(rowCount: rows)
            styled = StyledTable(content, theme: theme)
            let settings = LayoutSettings(table: styled.settings, unit: .points)
            layout = TableLayout(content: content, settings: settings, columnWidths: [60, 160, 90, 90, 100])
        }

        /// Styles `frames` viewports at offsets spread over the whole table; returns a checksum.
        func scroll(frames: Int) -> Int {
            var checksum = 0
            let span = max(1, layout.contentHeight - 700)
            var cells: [RenderCell] = []
            for frame in 0..<frames {
                let offset = span * Double((frame * 7_919) % frames) / Double(frames)
                let viewport = layout.viewport(offset: offset, height: 700)
                cells.removeAll(keepingCapacity: true)
                for placed in viewport.rows {
                    let row = content.row(at: placed.indexPath)
                    styled.appendCells(of: row, at: placed.indexPath, rowCount: content.rowCount, into: &cells)
                }
                for cell in cells { checksum &+= Int(cell.style.rawValue) &+ cell.labels.count }
            }
            return checksum
        }
    }

    /// Child side: streams the styles of `argument` rows × 5 columns, keeping nothing per cell.
    private static func probeStream(_ argument: String) {
        guard let theme = compiledTheme() else { return }
        let content = GeneratedTable(rowCount: Int(argument) ?? 2_000_000)
        let baseline = Harness.peakResidentBytes()
        let styled = StyledTable(content, theme: theme)
        var checksum = 0
        var cells: [RenderCell] = []
        for index in 0..<content.rowCount {
            let path = RowIndexPath(section: 0, row: index)
            cells.removeAll(keepingCapacity: true)
            styled.appendCells(of: content.row(at: path), at: path, rowCount: content.rowCount, into: &cells)
            for cell in cells { checksum &+= Int(cell.style.rawValue) }
        }
        Harness.reportPeakGrowth(since: baseline)
        withExtendedLifetime(checksum) {}
    }

    /// One rendering of the 1,000,000-cell table, for profiling the renderers alone
    /// (`valgrind --tool=callgrind --toggle-collect=…` on the renderer's entry point): `html`,
    /// `formatted` (HTML of the formatted table) or `ansi`.
    private static func probeRenderOnce(_ argument: String) {
        guard let theme = compiledTheme(formatted: argument == "formatted") else { return }
        let tree = StyledTable(materialized(rows: 200_000), theme: theme).renderTree()
        let size: Int
        switch argument {
        case "ansi": size = ANSIRenderer(colorMode: .trueColor).renderBytes(tree).count
        default: size = HTMLRenderer().render(tree).utf8.count
        }
        print(size)
    }

    /// Child side: lays out a 10M-row table and styles 2,000 viewports of it.
    private static func probeViewport(_ argument: String) {
        guard let theme = compiledTheme() else { return }
        let baseline = Harness.peakResidentBytes()
        let scroller = ViewportScroller(rows: Int(argument) ?? 10_000_000, theme: theme)
        let checksum = scroller.scroll(frames: 2_000)
        Harness.reportPeakGrowth(since: baseline)
        withExtendedLifetime((scroller, checksum)) {}
    }
}
