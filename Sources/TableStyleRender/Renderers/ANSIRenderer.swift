import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme

/// A terminal rendering: box-drawn table, 24-bit or 256-color SGR styles, rule labels as superscript
/// markers with a legend underneath (so meaning never rests on color alone).
///
/// Translucent backgrounds are composited over the table background (`systemBackground` of the
/// appearance) and text colors over the cell's composited background. Weights from `semibold` up are
/// bold, `light` and lighter dim; italic is italic. `natural` alignment puts numbers right. A cell that
/// does not fit is shortened as its `lineBreak` says (`wrap` wraps when rows are automatic). Columns fit
/// their content, up to ``maximumColumnWidth``; with ``maxWidth`` the widest shrink first. With
/// ``TerminalColorMode/none`` the output is plain text with the same layout.
public struct ANSIRenderer: TableRenderer {
    /// The widest a column is drawn, in character cells, whatever ``maxWidth`` and the content say: the
    /// widest a column's own `maxWidth` may be (``DataColumn/widthRange`` at
    /// ``ColumnSizer/pointsPerCharacter``), 2,000. A longer cell is shortened as its `lineBreak` says, so a
    /// line of the table costs at most this many cells a column however long the data's texts are.
    public static let maximumColumnWidth = Int(DataColumn.widthRange.upperBound / ColumnSizer.pointsPerCharacter)

    /// The color depth (``TerminalColorMode/detect(fileDescriptor:environment:force:)`` picks one for a stream).
    public var colorMode: TerminalColorMode
    /// The widest the table may be, in character cells (`nil`: as wide as the content).
    public var maxWidth: Int?
    /// Whether the label legend is printed under the table.
    public var showsLegend: Bool

    /// Creates the renderer.
    ///
    /// - Parameters:
    ///   - colorMode: The color depth.
    ///   - maxWidth: The widest the table may be.
    ///   - showsLegend: Print the label legend.
    public init(colorMode: TerminalColorMode = .trueColor, maxWidth: Int? = nil, showsLegend: Bool = true) {
        self.colorMode = colorMode
        self.maxWidth = maxWidth
        self.showsLegend = showsLegend
    }

    /// The superscript marker of the `n`th label (0-based): `ᵃ`, `ᵇ`, … `ᶻ` (one character each, so a
    /// cell's markers never read as one number), then `⁽²⁶⁾`, `⁽²⁷⁾`, ….
    ///
    /// - Parameter index: The label's index in the legend.
    /// - Returns: Its marker.
    static func marker(_ index: Int) -> String {
        let letters: [Character] = Array("ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ")
        if index >= 0, index < letters.count { return String(letters[index]) }
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return "⁽" + String(String(index).compactMap { $0.wholeNumberValue.map { digits[$0] } }) + "⁾"
    }

    public func render(_ tree: RenderTree) -> String {
        guard var writer = measuredWriter(for: tree) else { return "" }
        // The text is written straight into the string's storage (no copy of a finished byte buffer);
        // output beyond the estimate spills into the writer's own buffer.
        var spilled: ByteBuffer?
        let text = String(unsafeUninitializedCapacity: writer.byteBound()) { storage in
            HugePages.advise(storage)
            let out = ByteBuffer(external: storage)
            writer.out = out
            writer.render(showsLegend: showsLegend)
            if out.isExternal { return out.count }
            spilled = out
            return 0
        }
        return spilled?.string ?? text
    }

    /// Renders `tree` as the UTF-8 bytes a terminal receives.
    ///
    /// The same output as ``render(_:)``, without building a `String`: writing to a terminal or a file
    /// needs bytes, and skipping the `String`'s UTF-8 validation pass saves about a third of the time
    /// on large tables.
    /// - Parameter tree: The styled table.
    /// - Returns: The ANSI text's UTF-8 bytes.
    public func renderBytes(_ tree: RenderTree) -> [UInt8] {
        guard var writer = measuredWriter(for: tree) else { return [] }
        var spilled: ByteBuffer?
        let bytes = [UInt8](unsafeUninitializedCapacity: writer.byteBound()) { storage, initialized in
            HugePages.advise(storage)
            let out = ByteBuffer(external: storage)
            writer.out = out
            writer.render(showsLegend: showsLegend)
            if out.isExternal {
                initialized = out.count
            } else {
                spilled = out
                initialized = 0
            }
        }
        return spilled?.bytes ?? bytes
    }

    /// Writes the ANSI text of `tree` to `sink` as it is made, in chunks of 64 KB: the same bytes as
    /// ``renderBytes(_:)``, while memory beyond the tree stays one chunk however large the output (a
    /// million-cell table's text is tens of megabytes of new memory otherwise).
    ///
    /// Every line, the last included, ends with a newline; a tree without columns writes nothing.
    ///
    /// - Parameters:
    ///   - tree: The styled table.
    ///   - sink: Where the bytes go, in order.
    ///   - progress: Called now and then with the number of body rows written so far.
    public func render(_ tree: RenderTree, to sink: any ByteSink, progress: (Int) -> Void = { _ in }) {
        guard var writer = measuredWriter(for: tree) else { return }
        let out = ByteBuffer(flushingTo: sink)
        writer.out = out
        writer.render(showsLegend: showsLegend, progress: progress)
        out.flush()
    }

    /// The writer every output starts from: `tree`'s columns measured for ``maxWidth``; `nil` for a tree
    /// without columns, which renders as nothing.
    private func measuredWriter(for tree: RenderTree) -> Writer? {
        guard !tree.columns.isEmpty else { return nil }
        var writer = Writer(tree: tree, mode: colorMode)
        writer.measure(maxWidth: maxWidth)
        return writer
    }

    /// The state of one rendering.
    struct Writer {
        /// The tree, with control characters in its display texts made visible by ``measure(maxWidth:)``.
        var tree: RenderTree
        let mode: TerminalColorMode
        var out = ByteBuffer()
        var legend: [String] = []
        var legendIndex: [String: Int] = [:]
        var markerCache: [[String]: String] = [:]
        var sgrCache: [String?] = []
        var lastLabels: [String] = []
        var lastMarker = ""
        var lastMarkerWidth = 0
        /// Per cell: its one-line width (text and markers), or -1 when it holds a line break or computed
        /// colors or a bar (such cells are drawn by the general row path).
        var cellWidths: [Int32] = []
        var alignments: [CellAlignment?] = []
        /// Cached "color + left padding" bytes by `style × 32 + leading` (empty: not built yet).
        var prefixes: [Range<Int>] = []
        /// "Trailing spaces + padding + border" bytes by trailing space count.
        let cellSuffixes: [Range<Int>]
        let rowStart: Range<Int>
        let rowEnd: Range<Int>
        /// The bytes of the cached fragments above.
        let pool = ByteBuffer()
        var widths: [Int] = []
        let reset: String
        let borderSGR: String
        let arrowSGR: String
        let wrapRows: Bool
        /// Whether label markers and the legend are drawn (`show.labelMarkers`).
        let showsMarkers: Bool
        /// The color of the rule between consecutive body rows, when the table has a separator.
        let separatorSGR: String?

        init(tree: RenderTree, mode: TerminalColorMode) {
            self.tree = tree
            self.mode = mode
            showsMarkers = tree.showsLabelMarkers
            if let separator = tree.table.separator, separator.width > 0 {
                let color = separator.color.composited(over: tree.tableBackground)
                separatorSGR =
                    mode == .none
                    ? ""
                    : "\u{1B}[0;\(mode.parameters(color, background: false));\(mode.parameters(tree.tableBackground, background: true))m"
            } else {
                separatorSGR = nil
            }
            let background = tree.tableBackground
            reset = mode == .none ? "" : "\u{1B}[0m"
            let separator = SemanticColor.separator.color(in: tree.appearance).composited(over: background)
            borderSGR =
                mode == .none
                ? ""
                : "\u{1B}[0;\(mode.parameters(separator, background: false));\(mode.parameters(background, background: true))m"
            arrowSGR =
                mode == .none
                ? ""
                : "\u{1B}[\(mode.parameters(tree.table.sortArrowColor.composited(over: background), background: false))m"
            if case .automatic = tree.table.rowHeight { wrapRows = true } else { wrapRows = false }
            let border = borderSGR
            let pool = pool
            cellSuffixes = (0..<64).map { pool.add(Self.suffix($0, border: border)) }
            rowStart = pool.add(borderSGR + "│")
            rowEnd = pool.add(reset + "\n")
        }

        mutating func markers(_ labels: [String]) -> String {
            if labels.isEmpty || !showsMarkers { return "" }
            // Label lists come interned from the engine, so `==` is usually a buffer identity check.
            if labels == lastLabels { return lastMarker }
            if let cached = markerCache[labels] {
                lastLabels = labels
                lastMarker = cached
                lastMarkerWidth = TextMetrics.displayWidth(cached)
                return cached
            }
            var text = ""
            for label in labels {
                let index: Int
                if let known = legendIndex[label] {
                    index = known
                } else {
                    index = legend.count
                    legendIndex[label] = index
                    legend.append(label)
                }
                text += ANSIRenderer.marker(index)
            }
            markerCache[labels] = text
            lastLabels = labels
            lastMarker = text
            lastMarkerWidth = TextMetrics.displayWidth(text)
            return text
        }

        func arrow(for column: Int, footer: Bool) -> String {
            let flag: ShowFlag = footer ? .footerSortIndicator : .headerSortIndicator
            guard tree.table.show[flag] ?? true, let sort = tree.columns[column].sort,
                tree.columns[column].isHighlighted
            else { return "" }
            return sort == .ascending ? " ▲" : " ▼"
        }

        /// The SGR of a cell whose colors a scale computed (not cached: the colors vary per cell).
        func computedSGR(_ id: StyleID, _ computed: ComputedCellStyle) -> String {
            sgr(style: computed.applied(to: tree.style(id)))
        }

        /// A cell's padded content with its data bar: the bar's share of the cell's columns gets the bar's
        /// color as background (text on top); without color, spaces under the bar become `▒`.
        mutating func drawBar(_ bar: CellBar, content: String, width: Int, sgr: String) {
            let start = Int((bar.from * Double(width)).rounded())
            let end = max(start, Int((bar.to * Double(width)).rounded()))
            let barSGR: String
            if mode == .none {
                barSGR = ""
            } else {
                let cellBackground = tree.tableBackground
                barSGR = "\u{1B}[" + mode.parameters(bar.color.composited(over: cellBackground), background: true) + "m"
            }
            var column = 0
            var inBar = false
            for character in content {
                let covered = column >= start && column < end
                if covered != inBar {
                    out.append(covered ? barSGR : sgr)
                    inBar = covered
                }
                if covered && mode == .none && character == " " {
                    append("▒")
                } else {
                    append(String(character))
                }
                column += TextMetrics.displayWidth(String(character))
            }
            if inBar { out.append(sgr) }
        }

        mutating func sgr(_ id: StyleID) -> String {
            let index = Int(id.rawValue)
            if index >= 0, index < sgrCache.count, let cached = sgrCache[index] { return cached }
            guard mode != .none else { return "" }
            let bytes = sgr(style: tree.style(id))
            if index >= 0 {
                if index >= sgrCache.count {
                    sgrCache.append(contentsOf: repeatElement(nil, count: index + 1 - sgrCache.count))
                }
                sgrCache[index] = bytes
            }
            return bytes
        }

        /// The SGR sequence of a style: weight, italic, text color over the cell background over the table's.
        func sgr(style: ResolvedStyle) -> String {
            guard mode != .none else { return "" }
            let background = style.backgroundColor.composited(over: tree.tableBackground)
            let foreground = style.textColor.composited(over: background)
            var parameters = ["0"]
            switch style.font.weight {
            case .semibold, .bold, .heavy, .black: parameters.append("1")
            case .ultraLight, .thin, .light: parameters.append("2")
            case .regular, .medium: break
            }
            if style.font.italic { parameters.append("3") }
            parameters.append(mode.parameters(foreground, background: false))
            parameters.append(mode.parameters(background, background: true))
            return "\u{1B}[\(parameters.joined(separator: ";"))m"
        }

        /// The text a cell shows on one line (labels' markers are added separately).
        func headerText(_ cell: RenderCell) -> String {
            TextMetrics.singleLine(tree.columns[cell.column].title)
        }

        mutating func measure(maxWidth: Int?) {
            let count = tree.columns.count
            // Escaped control characters are wider than the measure saw: such (rare) cells widen their column.
            var escapedWidths: [Int: Int] = [:]
            for index in tree.columns.indices where ControlCharacters.contains(in: tree.columns[index].title) {
                tree.columns[index].title = ControlCharacters.escaped(tree.columns[index].title)
                escapedWidths[index] = TextMetrics.displayWidth(TextMetrics.singleLine(tree.columns[index].title))
            }
            // The legend numbers labels in drawing order: header first.
            for cell in tree.headerCells { _ = markers(cell.labels) }
            var measured = [Int32](repeating: -1, count: tree.cells.count)
            // Cells whose control characters are shown escaped: their drawn text, stored after the pass.
            var escapedTexts: [(index: Int, text: String)] = []
            do {
                // Read in place from a local copy of the cells (the pass writes nothing into the tree).
                let cells = tree.cells
                let first = tree.headerCells.count
                measured.withUnsafeMutableBufferPointer { measured in
                    cells.withUnsafeBufferPointer { cells in
                        measureBody(
                            cells, from: first, into: measured, escapedTexts: &escapedTexts,
                            escapedWidths: &escapedWidths)
                    }
                }
            }
            for (index, text) in escapedTexts { tree.cells[index].display = text }
            cellWidths = measured
            // Column widths come from the whole table's measure, so every slice is laid out alike; the
            // markers are as wide as a legend of the whole table numbers them.
            widths = [Int](repeating: 1, count: count)
            let measure = tree.columnMeasure
            for group in measure.groups where group.column < count {
                var width = group.widestText
                if showsMarkers {
                    for label in group.labels { width += Self.markerWidth(measure.labelOrder[label] ?? 0) }
                }
                if group.section != .body {
                    width += TextMetrics.displayWidth(arrow(for: group.column, footer: group.section == .footer))
                }
                if width > widths[group.column] { widths[group.column] = width }
            }
            for (column, width) in escapedWidths where column < count { widths[column] = max(widths[column], width) }
            for (index, column) in tree.columns.enumerated() {
                if let low = column.minWidth {
                    widths[index] = max(widths[index], Int((low / ColumnSizer.pointsPerCharacter).rounded(.up)))
                }
                if let high = column.maxWidth {
                    widths[index] = max(1, min(widths[index], Int(high / ColumnSizer.pointsPerCharacter)))
                }
                widths[index] = min(widths[index], ANSIRenderer.maximumColumnWidth)
            }
            if let maxWidth {
                // Each column costs its width, two padding spaces and one border; plus the last border.
                let available = Double(maxWidth - 3 * count - 1)
                widths = ColumnSizer.shrink(widths.map(Double.init), toFit: available, minimum: 1).map { Int($0) }
            }
        }

        /// Measures the body and footer cells from `first` on (see ``measure(maxWidth:)``): their one-line
        /// widths into `measured`, escaped texts and the widths they need into the two collections.
        mutating func measureBody(
            _ cells: UnsafeBufferPointer<RenderCell>, from first: Int, into measured: UnsafeMutableBufferPointer<Int32>,
            escapedTexts: inout [(index: Int, text: String)], escapedWidths: inout [Int: Int]
        ) {
            for index in first..<cells.count {
                // The displayed text (a number through its value format) is what is measured and drawn.
                if let plain = Self.plainASCIIWidth(cells[index].display) {
                    var width = plain
                    if !cells[index].labels.isEmpty, plain > 0 {
                        _ = markers(cells[index].labels)
                        width += lastMarkerWidth
                    }
                    // Computed colors and bars are drawn by the general path (see `simpleRow`).
                    if !cells[index].hasComputedStyle { measured[index] = Int32(clamping: width) }
                    continue
                }
                var text = cells[index].display
                var escaped = false
                // Only text that is not printable ASCII is scanned again, for terminal control characters
                // (`ESC [2J`, OSC 8, BEL): they are shown as `\u{1B}`, the layout's line breaks and tabs kept.
                if ControlCharacters.contains(in: text, keeping: ControlCharacters.layoutCharacters) {
                    text = ControlCharacters.escaped(text, keeping: ControlCharacters.layoutCharacters)
                    escapedTexts.append((index, text))
                    escaped = true
                }
                var width = TextMetrics.displayWidth(text)
                if !cells[index].labels.isEmpty, !text.isEmpty {
                    _ = markers(cells[index].labels)
                    width += lastMarkerWidth
                }
                if escaped {
                    let column = cells[index].column
                    escapedWidths[column] = max(escapedWidths[column] ?? 0, width)
                }
                if !TextMetrics.hasLineBreakOrTab(text), !cells[index].hasComputedStyle {
                    measured[index] = Int32(clamping: width)
                }
            }
        }

        /// The width of the `index`th label's marker (``ANSIRenderer/marker(_:)``) in character cells.
        static func markerWidth(_ index: Int) -> Int {
            index < 26 ? 1 : 2 + String(index).utf8.count
        }

        mutating func append(_ text: String) { out.append(text) }

        mutating func spaces(_ count: Int) { out.appendSpaces(count) }

        /// A horizontal rule; `above`/`below` say whether column borders continue on that side.
        mutating func rule(left: String, right: String, above: Bool, below: Bool, sgr: String? = nil) {
            out.append(sgr ?? borderSGR)
            append(left)
            for (index, width) in widths.enumerated() {
                append(String(repeating: "─", count: width + 2))
                if index < widths.count - 1 {
                    append(above && below ? "┼" : above ? "┴" : below ? "┬" : "─")
                }
            }
            append(right)
            out.append(reset)
            out.append("\n")
        }

        var innerWidth: Int { widths.reduce(0, +) + 3 * widths.count - 1 }

        /// A full-width line (search bar, section title).
        mutating func banner(_ text: String, sgr: String) {
            out.append(borderSGR)
            append("│")
            out.append(sgr)
            let fitted = TextMetrics.fit(
                TextMetrics.singleLine(ControlCharacters.escaped(text, keeping: ControlCharacters.layoutCharacters)),
                width: innerWidth - 2, mode: .tail)
            spaces(1)
            append(fitted)
            spaces(innerWidth - 1 - TextMetrics.displayWidth(fitted))
            out.append(borderSGR)
            append("│")
            out.append(reset)
            out.append("\n")
        }

        /// One table row of cells; `texts` are the cell texts already chosen (header titles or data).
        mutating func row(_ cells: ArraySlice<RenderCell>, header: Bool, footer: Bool) {
            var lines: [[String]] = []
            var markerTexts: [String] = []
            var arrows: [String] = []
            var lineCount = 1
            for cell in cells {
                let text = header ? headerText(cell) : cell.display
                // No lone marker in an empty cell.
                let marker = text.isEmpty ? "" : markers(cell.labels)
                let arrow = header || footer ? self.arrow(for: cell.column, footer: footer) : ""
                let width = widths[cell.column]
                let reserved = TextMetrics.displayWidth(marker) + TextMetrics.displayWidth(arrow)
                let style = tree.style(cell.style)
                let available = max(0, width - reserved)
                var cellLines: [String]
                if style.lineBreak == .wrap, wrapRows, !header {
                    cellLines = TextMetrics.wrap(text, width: max(1, available))
                } else {
                    let mode: TextMetrics.TruncationMode
                    switch style.lineBreak {
                    case .truncateHead: mode = .head
                    case .truncateMiddle: mode = .middle
                    case .clip: mode = .clip
                    case .truncateTail, .wrap: mode = .tail
                    }
                    cellLines = [TextMetrics.fit(TextMetrics.singleLine(text), width: available, mode: mode)]
                }
                lineCount = max(lineCount, cellLines.count)
                lines.append(cellLines)
                markerTexts.append(marker)
                arrows.append(arrow)
            }
            for lineIndex in 0..<lineCount {
                out.append(borderSGR)
                append("│")
                for (offset, cell) in cells.enumerated() {
                    let width = widths[cell.column]
                    let style = tree.style(cell.style)
                    let sgr = cell.computed.map { computedSGR(cell.style, $0) } ?? sgr(cell.style)
                    out.append(sgr)
                    let text = lineIndex < lines[offset].count ? lines[offset][lineIndex] : ""
                    let marker = lineIndex == 0 ? markerTexts[offset] : ""
                    let arrow = lineIndex == 0 ? arrows[offset] : ""
                    let used =
                        TextMetrics.displayWidth(text) + TextMetrics.displayWidth(marker)
                        + TextMetrics.displayWidth(arrow)
                    let slack = max(0, width - used)
                    let leading: Int
                    switch style.effectiveAlignment(isNumber: tree.alignsAsNumber(cell)) {
                    case .trailing: leading = slack
                    case .center: leading = slack / 2
                    case .leading, .natural: leading = 0
                    }
                    if let bar = cell.computed?.bar {
                        drawBar(
                            bar,
                            content: String(repeating: " ", count: 1 + leading) + text + marker
                                + String(repeating: " ", count: slack - leading + 1), width: width + 2, sgr: sgr)
                        out.append(borderSGR)
                        append("│")
                        continue
                    }
                    spaces(1 + leading)
                    append(text)
                    append(marker)
                    if !arrow.isEmpty {
                        append(arrowSGR)
                        append(arrow)
                        out.append(sgr)
                    }
                    spaces(slack - leading + 1)
                    out.append(borderSGR)
                    append("│")
                }
                out.append(reset)
                out.append("\n")
            }
        }

        /// The alignment of a style, from a per-style table (no style copy per cell).
        mutating func alignment(_ id: StyleID) -> CellAlignment {
            let index = Int(id.rawValue)
            if index >= 0, index < alignments.count, let known = alignments[index] { return known }
            let value = tree.style(id).alignment
            if index >= 0 {
                if index >= alignments.count {
                    alignments.append(contentsOf: repeatElement(nil, count: index + 1 - alignments.count))
                }
                alignments[index] = value
            }
            return value
        }

        /// Writes a body row whose cells all fit on one line; returns `false` (writing nothing) otherwise.
        ///
        /// The hot path: per cell one cached "color + left padding" prefix, the text, its marker and one
        /// cached "padding + border" suffix, with fields read in place (no cell copies). The caches are
        /// filled by ``fillCaches()`` beforehand and only read here, so the loop works on local copies.
        mutating func simpleRow(_ cells: ArraySlice<RenderCell>, _ caches: RowCaches) -> Bool {
            let widths = caches.widths
            let cellWidths = caches.cellWidths
            for index in cells.indices {
                // -1: a line break, or computed colors or a bar (see `measure(maxWidth:)`).
                let width = index < cellWidths.count ? Int(cellWidths[index]) : -1
                guard width >= 0, width <= widths[cells[index].column] else { return false }
            }
            let out = caches.out
            let pool = caches.pool
            let prefixes = caches.prefixes
            let alignments = caches.alignments
            let suffixes = caches.suffixes
            out.append(from: pool, rowStart)
            cells.withUnsafeBufferPointer { row in
                for offset in row.indices {
                    let style = row[offset].style
                    let raw = Int(style.rawValue)
                    let slack = widths[row[offset].column] - Int(cellWidths[cells.startIndex + offset])
                    let alignment =
                        raw >= 0 && raw < alignments.count
                        ? alignments[raw] ?? tree.style(style).alignment : tree.style(style).alignment
                    let leading: Int
                    switch alignment {
                    case .trailing: leading = slack
                    case .center: leading = slack / 2
                    case .natural: leading = row[offset].isNumber ? slack : 0
                    case .leading: leading = 0
                    }
                    let slot = raw * 32 + leading
                    if raw >= 0, leading < 32, slot < prefixes.count, !prefixes[slot].isEmpty {
                        out.append(from: pool, prefixes[slot])
                    } else {
                        out.append(sgr(style))
                        out.appendSpaces(1 + leading)
                    }
                    out.append(row[offset].display)
                    if !row[offset].labels.isEmpty, !row[offset].display.isEmpty {
                        out.append(markers(row[offset].labels))
                    }
                    let trailing = slack - leading
                    if trailing < suffixes.count {
                        out.append(from: pool, suffixes[trailing])
                    } else {
                        out.append(Self.suffix(trailing, border: borderSGR))
                    }
                }
            }
            out.append(from: pool, rowEnd)
            return true
        }

        /// What the body row loop reads, gathered once so the loop holds no references of its own.
        struct RowCaches {
            var widths: [Int]
            var cellWidths: [Int32]
            var out: ByteBuffer
            var pool: ByteBuffer
            var prefixes: [Range<Int>]
            var alignments: [CellAlignment?]
            var suffixes: [Range<Int>]
        }

        /// ``TextMetrics/plainASCIIWidth(_:)`` over the string's contiguous bytes (the measuring pass
        /// sees every cell, and a pointer scan beats iterating the UTF-8 view).
        static func plainASCIIWidth(_ text: String) -> Int? {
            let scanned: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
                return bytes.count
            }
            return scanned ?? TextMetrics.plainASCIIWidth(text)
        }

        /// Fills the per-style caches the row loop reads: alignments, and prefixes for every alignment
        /// offset a column can need.
        mutating func fillCaches() {
            let longest = min(32, (widths.max() ?? 0) + 1)
            for raw in tree.styles.indices {
                let id = StyleID(rawValue: Int32(clamping: raw))
                _ = alignment(id)
                for leading in 0..<longest { cachePrefix(id, leading: leading) }
            }
        }

        /// Caches the prefix of style `id` with `leading` alignment spaces (its color sequence, the left padding space and `leading` alignment spaces).
        mutating func cachePrefix(_ id: StyleID, leading: Int) {
            let index = Int(id.rawValue)
            guard index >= 0, leading < 32 else { return }
            let slot = index * 32 + leading
            if slot >= prefixes.count {
                prefixes.append(contentsOf: repeatElement(0..<0, count: slot + 1 - prefixes.count))
            }
            if prefixes[slot].isEmpty {
                prefixes[slot] = pool.add(sgr(id) + String(repeating: " ", count: 1 + leading))
            }
        }

        /// `count` spaces, the right padding space, then the border color and a vertical border.
        static func suffix(_ count: Int, border: String) -> String {
            String(repeating: " ", count: count + 1) + border + "│"
        }

        /// A generous estimate of the output's size in bytes (call after ``measure(maxWidth:)``): per line
        /// up to four bytes per character cell, and per cell its padding, border and SGR sequences (the
        /// longest 24-bit one is under 48 bytes). Rows that wrap onto several lines may exceed it.
        func byteBound() -> Int {
            let sgrBytes = mode == .none ? 0 : 48 + borderSGR.utf8.count
            let rowBytes = widths.reduce(0, +) * 4 + widths.count * (48 + 2 * sgrBytes) + 64
            let lines = tree.rows.count * (separatorSGR == nil ? 1 : 2)
            var bound = (lines + 4 * tree.groups.count + 16) * rowBytes + 65_536
            for label in legend { bound += label.utf8.count + 16 }
            return bound
        }

        /// Writes the table into ``out`` (call ``measure(maxWidth:)`` first).
        mutating func render(showsLegend: Bool, progress: (Int) -> Void = { _ in }) {
            // A rule is drawn lazily before the next block, so its junctions match what is above and below.
            var lastHasColumns = false
            var needsRule = false
            let showSearch = tree.table.show[.search] ?? true
            if showSearch {
                rule(left: "┌", right: "┐", above: false, below: false)
                banner("⌕ Search", sgr: tree.headerCells.first.map { sgr($0.style) } ?? "")
                needsRule = true
            } else {
                rule(left: "┌", right: "┐", above: false, below: true)
            }
            func beforeRows() {
                if needsRule { rule(left: "├", right: "┤", above: lastHasColumns, below: true) }
                needsRule = false
                lastHasColumns = true
            }
            func titleBanner(_ title: String, style: ResolvedStyle) {
                rule(left: "├", right: "┤", above: lastHasColumns, below: false)
                banner(title, sgr: sgr(style: style))
                lastHasColumns = false
                needsRule = true
            }
            fillCaches()
            let caches = RowCaches(
                widths: widths, cellWidths: cellWidths, out: out, pool: pool, prefixes: prefixes,
                alignments: alignments, suffixes: cellSuffixes)
            beforeRows()
            row(tree.headerCells, header: true, footer: false)
            needsRule = true
            var rows = tree.rows.makeIterator()
            var rowsWritten = 0
            for (position, group) in tree.groups.enumerated() {
                if position > 0, tree.table.style == .grouped { needsRule = true }
                if group.drawsHeaderTitle, let title = group.headerTitle {
                    titleBanner(title, style: tree.sectionHeaderStyle)
                }
                for position in group.drawnRows {
                    guard let next = rows.next() else { break }
                    if let separatorSGR, position > group.drawnRows.lowerBound, !needsRule {
                        rule(left: "├", right: "┤", above: true, below: true, sgr: separatorSGR)
                    }
                    beforeRows()
                    let cells = tree.cells(of: next)
                    // Rows of one-line cells take the cached fast path; the rest are laid out in full.
                    if !simpleRow(cells, caches) { row(cells, header: false, footer: false) }
                    rowsWritten += 1
                    if rowsWritten & 1023 == 0 { progress(rowsWritten) }
                }
                if group.drawsFooterTitle, let title = group.footerTitle {
                    titleBanner(title, style: tree.sectionFooterStyle)
                }
            }
            if tree.hasFooter {
                needsRule = true
                beforeRows()
                row(tree.footerCells, header: false, footer: true)
            }
            rule(left: "└", right: "┘", above: lastHasColumns, below: false)
            if showsLegend {
                for (index, label) in legend.enumerated() {
                    append(ANSIRenderer.marker(index))
                    append(" ")
                    append(ControlCharacters.escaped(label))
                    out.append("\n")
                }
            }
        }
    }
}
