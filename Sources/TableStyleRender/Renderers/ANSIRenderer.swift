import TableStyleEngine
import TableStyleTheme

/// A terminal rendering: box-drawn table, 24-bit or 256-color SGR styles, rule labels as superscript
/// markers with a legend underneath (so meaning never rests on color alone).
///
/// Translucent backgrounds are composited over the table background (`systemBackground` of the
/// appearance) and text colors over the cell's composited background. Weights from `semibold` up are
/// bold, `light` and lighter dim; italic is italic. `natural` alignment puts numbers right. A cell that
/// does not fit is shortened as its `lineBreak` says (`wrap` wraps when rows are automatic). Columns fit
/// their content; with ``maxWidth`` the widest shrink first. With ``TerminalColorMode/none`` the output
/// is plain text with the same layout.
public struct ANSIRenderer: TableRenderer {
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
    public static func marker(_ index: Int) -> String {
        let letters: [Character] = Array("ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ")
        if index >= 0, index < letters.count { return String(letters[index]) }
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return "⁽" + String(String(index).compactMap { $0.wholeNumberValue.map { digits[$0] } }) + "⁾"
    }

    public func render(_ tree: RenderTree) -> String {
        var writer = Writer(tree: tree, mode: colorMode)
        return writer.render(maxWidth: maxWidth, showsLegend: showsLegend)
    }

    /// The state of one rendering.
    struct Writer {
        let tree: RenderTree
        let mode: TerminalColorMode
        var out = ""
        var legend: [String] = []
        var legendIndex: [String: Int] = [:]
        var markerCache: [[String]: String] = [:]
        var sgrCache: [String?] = []
        var lastLabels: [String] = []
        var lastMarker = ""
        var lastMarkerWidth = 0
        var textWidths: [Int] = []
        var alignments: [TextAlignment?] = []
        var prefixes: [String?] = []
        let cellSuffixes: [String]
        let rowStart: String
        let rowEnd: String
        var widths: [Int] = []
        let reset: String
        let borderSGR: String
        let arrowSGR: String
        let wrapRows: Bool
        /// Runs of spaces, so padding is one append.
        static let spaceRuns: [String] = (0..<128).map { String(repeating: " ", count: $0) }

        init(tree: RenderTree, mode: TerminalColorMode) {
            self.tree = tree
            self.mode = mode
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
            cellSuffixes = (0..<64).map { Self.suffix($0, border: border) }
            rowStart = borderSGR + "│"
            rowEnd = reset + "\n"
        }

        mutating func markers(_ labels: [String]) -> String {
            if labels.isEmpty { return "" }
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

        mutating func sgr(_ id: StyleID) -> String {
            let index = Int(id.rawValue)
            if index >= 0, index < sgrCache.count, let cached = sgrCache[index] { return cached }
            guard mode != .none else { return "" }
            let style = tree.style(id)
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
            let bytes = "\u{1B}[\(parameters.joined(separator: ";"))m"
            if index >= 0 {
                if index >= sgrCache.count {
                    sgrCache.append(contentsOf: repeatElement(nil, count: index + 1 - sgrCache.count))
                }
                sgrCache[index] = bytes
            }
            return bytes
        }

        /// The text a cell shows on one line (labels' markers are added separately).
        func headerText(_ cell: RenderCell) -> String {
            TextMetrics.singleLine(tree.columns[cell.column].title)
        }

        mutating func measure(maxWidth: Int?) {
            let count = tree.columns.count
            widths = [Int](repeating: 1, count: count)
            for cell in tree.headerCells {
                let width =
                    TextMetrics.displayWidth(headerText(cell))
                    + TextMetrics.displayWidth(arrow(for: cell.column, footer: false))
                    + TextMetrics.displayWidth(markers(cell.labels))
                widths[cell.column] = max(widths[cell.column], width)
            }
            for index in tree.headerCells.count..<tree.cells.count {
                let text = tree.cells[index].text
                var width = TextMetrics.plainASCIIWidth(text) ?? TextMetrics.displayWidth(text)
                if !tree.cells[index].labels.isEmpty {
                    _ = markers(tree.cells[index].labels)
                    width += lastMarkerWidth
                }
                let column = tree.cells[index].column
                if tree.cells[index].section == .footer {
                    width += TextMetrics.displayWidth(arrow(for: column, footer: true))
                }
                if width > widths[column] { widths[column] = width }
            }
            for (index, column) in tree.columns.enumerated() {
                if let low = column.minWidth {
                    widths[index] = max(widths[index], Int((low / ColumnSizer.pointsPerCharacter).rounded(.up)))
                }
                if let high = column.maxWidth {
                    widths[index] = max(1, min(widths[index], Int(high / ColumnSizer.pointsPerCharacter)))
                }
            }
            if let maxWidth {
                // Each column costs its width, two padding spaces and one border; plus the last border.
                let available = Double(maxWidth - 3 * count - 1)
                widths = ColumnSizer.shrink(widths.map(Double.init), toFit: available, minimum: 1).map { Int($0) }
            }
        }

        mutating func append(_ text: String) { out += text }

        mutating func spaces(_ count: Int) {
            if count > 0 {
                out += count < Self.spaceRuns.count ? Self.spaceRuns[count] : String(repeating: " ", count: count)
            }
        }

        /// A horizontal rule; `above`/`below` say whether column borders continue on that side.
        mutating func rule(left: String, right: String, above: Bool, below: Bool) {
            out += borderSGR
            append(left)
            for (index, width) in widths.enumerated() {
                append(String(repeating: "─", count: width + 2))
                if index < widths.count - 1 {
                    append(above && below ? "┼" : above ? "┴" : below ? "┬" : "─")
                }
            }
            append(right)
            out += reset
            out += "\n"
        }

        var innerWidth: Int { widths.reduce(0, +) + 3 * widths.count - 1 }

        /// A full-width line (search bar, section title).
        mutating func banner(_ text: String, sgr: String) {
            out += borderSGR
            append("│")
            out += sgr
            let fitted = TextMetrics.fit(TextMetrics.singleLine(text), width: innerWidth - 2, mode: .tail)
            spaces(1)
            append(fitted)
            spaces(innerWidth - 1 - TextMetrics.displayWidth(fitted))
            out += borderSGR
            append("│")
            out += reset
            out += "\n"
        }

        /// One table row of cells; `texts` are the cell texts already chosen (header titles or data).
        mutating func row(_ cells: ArraySlice<RenderCell>, header: Bool, footer: Bool) {
            if !header, !footer, simpleRow(cells) { return }
            var lines: [[String]] = []
            var markerTexts: [String] = []
            var arrows: [String] = []
            var lineCount = 1
            for cell in cells {
                let marker = markers(cell.labels)
                let arrow = header || footer ? self.arrow(for: cell.column, footer: footer) : ""
                let width = widths[cell.column]
                let reserved = TextMetrics.displayWidth(marker) + TextMetrics.displayWidth(arrow)
                let text = header ? headerText(cell) : cell.text
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
                out += borderSGR
                append("│")
                for (offset, cell) in cells.enumerated() {
                    let width = widths[cell.column]
                    let style = tree.style(cell.style)
                    let sgr = sgr(cell.style)
                    out += sgr
                    let text = lineIndex < lines[offset].count ? lines[offset][lineIndex] : ""
                    let marker = lineIndex == 0 ? markerTexts[offset] : ""
                    let arrow = lineIndex == 0 ? arrows[offset] : ""
                    let used =
                        TextMetrics.displayWidth(text) + TextMetrics.displayWidth(marker)
                        + TextMetrics.displayWidth(arrow)
                    let slack = max(0, width - used)
                    let leading: Int
                    switch style.effectiveAlignment(isNumber: cell.isNumber) {
                    case .trailing: leading = slack
                    case .center: leading = slack / 2
                    case .leading, .natural: leading = 0
                    }
                    spaces(1 + leading)
                    append(text)
                    append(marker)
                    if !arrow.isEmpty {
                        append(arrowSGR)
                        append(arrow)
                        out += sgr
                    }
                    spaces(slack - leading + 1)
                    out += borderSGR
                    append("│")
                }
                out += reset
                out += "\n"
            }
        }

        /// The alignment of a style, from a per-style table (no style copy per cell).
        mutating func alignment(_ id: StyleID) -> TextAlignment {
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
        /// cached "padding + border" suffix, with fields read in place (no cell copies).
        mutating func simpleRow(_ cells: ArraySlice<RenderCell>) -> Bool {
            textWidths.removeAll(keepingCapacity: true)
            for index in cells.indices {
                let text = cells[index].text
                let width: Int
                if let plain = TextMetrics.plainASCIIWidth(text) {
                    width = plain
                } else {
                    guard !TextMetrics.hasLineBreakOrTab(text) else { return false }
                    width = TextMetrics.displayWidth(text)
                }
                var markerWidth = 0
                if !cells[index].labels.isEmpty {
                    _ = markers(cells[index].labels)
                    markerWidth = lastMarkerWidth
                }
                guard width + markerWidth <= widths[cells[index].column] else { return false }
                textWidths.append(width + markerWidth)
            }
            out += rowStart
            var position = 0
            for index in cells.indices {
                let style = cells[index].style
                let slack = widths[cells[index].column] - textWidths[position]
                position += 1
                let leading: Int
                switch alignment(style) {
                case .trailing: leading = slack
                case .center: leading = slack / 2
                case .natural: leading = cells[index].isNumber ? slack : 0
                case .leading: leading = 0
                }
                out += cellPrefix(style, leading: leading)
                out += cells[index].text
                if !cells[index].labels.isEmpty { out += markers(cells[index].labels) }
                let trailing = slack - leading
                out += trailing < cellSuffixes.count ? cellSuffixes[trailing] : Self.suffix(trailing, border: borderSGR)
            }
            out += rowEnd
            return true
        }

        /// The cell's color sequence, its left padding space and `leading` alignment spaces, cached per
        /// style and alignment offset (so a right-aligned number costs no extra append).
        mutating func cellPrefix(_ id: StyleID, leading: Int) -> String {
            let index = Int(id.rawValue)
            guard index >= 0, leading < 32 else {
                return sgr(id) + Self.spaceRuns[1] + String(repeating: " ", count: leading)
            }
            let slot = index * 32 + leading
            if slot < prefixes.count, let known = prefixes[slot] { return known }
            let value = sgr(id) + String(repeating: " ", count: 1 + leading)
            if slot >= prefixes.count {
                prefixes.append(contentsOf: repeatElement(nil, count: slot + 1 - prefixes.count))
            }
            prefixes[slot] = value
            return value
        }

        /// `count` spaces, the right padding space, then the border color and a vertical border.
        static func suffix(_ count: Int, border: String) -> String {
            String(repeating: " ", count: count + 1) + border + "│"
        }

        mutating func render(maxWidth: Int?, showsLegend: Bool) -> String {
            guard !tree.columns.isEmpty else { return "" }
            measure(maxWidth: maxWidth)
            // Each row: its text widths, and per cell padding, a border and at most one SGR sequence
            // of each kind (the longest 24-bit one is under 48 bytes).
            let sgrBytes = mode == .none ? 0 : 48 + borderSGR.utf8.count
            let rowBytes = widths.reduce(0, +) * 2 + widths.count * (6 + sgrBytes) + 16
            out.reserveCapacity((tree.rows.count + 8) * rowBytes)
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
            func titleBanner(_ title: String) {
                rule(left: "├", right: "┤", above: lastHasColumns, below: false)
                banner(title, sgr: "")
                lastHasColumns = false
                needsRule = true
            }
            beforeRows()
            row(tree.headerCells, header: true, footer: false)
            needsRule = true
            var rows = tree.rows.makeIterator()
            for (position, group) in tree.groups.enumerated() {
                if position > 0, tree.table.style == .grouped { needsRule = true }
                if group.drawsHeaderTitle, let title = group.headerTitle { titleBanner(title) }
                for _ in group.drawnRows {
                    guard let next = rows.next() else { break }
                    beforeRows()
                    row(tree.cells(of: next), header: false, footer: false)
                }
                if group.drawsFooterTitle, let title = group.footerTitle { titleBanner(title) }
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
                    append(label)
                    out += "\n"
                }
            }
            return out
        }
    }
}
