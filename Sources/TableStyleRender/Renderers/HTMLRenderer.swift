import TableStyleDiagnostics
import TableStyleEngine
import TableStyleJSON
import TableStyleTheme

/// A standalone HTML page: one `<table>` with a CSS class per interned style (no inline style per cell),
/// `position: sticky` for the floating header, footer and search bar, escaped text, and rule labels as
/// `title`/`aria-label` plus a small numbered marker with a legend under the table.
///
/// Colors are composited over the table background (`systemBackground` of the appearance), as the
/// other outputs do, so sticky bands stay opaque. Column widths fit their content between the columns'
/// limits (points, estimated from each cell's font). `truncateTail` ends a long text with an ellipsis;
/// `truncateHead` lays the cell out right to left around an isolated left-to-right text, so the ellipsis
/// replaces its beginning; `truncateMiddle` splits the text at its middle character into two boxes that
/// shrink together, the first ending with an ellipsis and the second clipped at its start; `clip` clips;
/// `wrap` wraps.
public struct HTMLRenderer: TableRenderer {
    /// The page title (default: the theme's name).
    public var title: String?

    /// Creates the renderer.
    ///
    /// - Parameter title: The page title.
    public init(title: String? = nil) {
        self.title = title
    }

    public func render(_ tree: RenderTree) -> String {
        // The page goes into one reserved string a buffer's chunk at a time (see ``StringSink``).
        var page: StringSink?
        write(tree, measuring: true) { bound in
            let sink = StringSink(capacity: bound)
            page = sink
            return sink
        }
        return page?.finish() ?? ""
    }

    /// Writes the page of `tree` to `sink` as it is made, in chunks of 64 KB: the same bytes as
    /// ``render(_:)`` without building a `String` (no copy of the page, no UTF-8 validation of it), so
    /// memory beyond the tree stays one chunk however large the page.
    ///
    /// - Parameters:
    ///   - tree: The styled table.
    ///   - sink: Where the page's bytes go, in order.
    ///   - progress: Called now and then with the number of body rows written so far.
    public func render(_ tree: RenderTree, to sink: any ByteSink, progress: (Int) -> Void = { _ in }) {
        write(tree, measuring: false, progress: progress) { _ in sink }
    }

    /// Writes the page into the sink `sink` makes, given an upper bound of the page's size in bytes when
    /// `measuring` (else 0: a sink that streams needs none, and the estimate costs a read of every text).
    private func write(
        _ tree: RenderTree, measuring: Bool, progress: (Int) -> Void = { _ in }, to sink: (Int) -> any ByteSink
    ) {
        var writer = Writer(tree: tree)
        let bound = writer.prepare(measuring: measuring)
        let out = ByteBuffer(flushingTo: sink(bound))
        writer.out = out
        writer.render(title: title ?? "\(tree.themeName) — TableStyleKit", progress: progress)
        out.flush()
    }

    /// Escapes text for HTML content and attribute values (as a `String`, for text kept in the writer's
    /// pool; the page itself is escaped straight into its buffer by `ByteBuffer.appendHTMLEscaped`).
    ///
    /// HTML escaping is not JSON escaping (``JSONWriter/writeString(_:into:)``, which the JSON and
    /// snapshot renderers share): entities for markup characters, no backslash escapes, control
    /// characters other than tab and line breaks replaced by `&#xFFFD;` (HTML text may not hold them).
    ///
    /// - Parameter text: The text.
    /// - Returns: The text with `&`, `<`, `>`, `"`, `'` and control characters replaced by entities.
    package static func escape(_ text: String) -> String {
        let out = ByteBuffer()
        out.appendHTMLEscaped(text)
        return out.string
    }

    /// The CSS `font-family` list for a theme font family.
    ///
    /// - Parameter family: `system`, `monospaced` or a font name.
    /// - Returns: The CSS value.
    static func cssFontFamily(_ family: String) -> String {
        switch family {
        case "system": return "system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif"
        case "monospaced": return "ui-monospace, SFMono-Regular, Menlo, Consolas, \"DejaVu Sans Mono\", monospace"
        default:
            // What could end the string, the declaration or the style element goes, and so do control characters.
            let cleaned = family.unicodeScalars.filter {
                !"\"\\<>;{}".unicodeScalars.contains($0) && !ControlCharacters.isControl($0)
            }
            return "\"\(String(String.UnicodeScalarView(cleaned)))\", system-ui, sans-serif"
        }
    }

    /// The CSS weight (100…900) of a font weight.
    ///
    /// - Parameter weight: The weight.
    /// - Returns: Its number.
    static func cssWeight(_ weight: FontWeight) -> Int {
        switch weight {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    struct Writer {
        let tree: RenderTree
        var out = ByteBuffer()
        var usedStyles: [StyleID] = []
        var legend: [String] = []
        var legendIndex: [String: Int] = [:]
        /// Opening `<td …>` bytes of unlabelled body cells and their styles' truncation, by
        /// `style × 2 + isNumber`, made by ``makeOpenTags()`` for every style in use before the body is
        /// written, so the body loop only reads them (empty bytes: not a style in use).
        var openTags: [OpenTag] = []
        /// Labelled cells' markup pieces, by `style × 2 + isNumber`, one entry per label list seen.
        var labelledTags: [[LabelledTag]] = []
        /// The bytes of the cached tags above.
        let pool = ByteBuffer()
        /// How each style shortens its text where markup is needed, by style id (see ``Truncation``).
        let truncation: [Truncation]
        /// Each style's own colors, by style id, for cells whose scales replace some of them.
        let baseColors: [BaseColors]
        /// Whether any style needs that markup (the body loop skips the lookup otherwise).
        let marksUpTruncation: Bool
        static let closeTD = "</td>"
        static let closeTH = "</th>"

        init(tree: RenderTree) {
            self.tree = tree
            truncation = tree.styles.map { style in
                switch style.lineBreak {
                case .truncateHead: return .head
                case .truncateMiddle: return .middle
                default: return .none
                }
            }
            marksUpTruncation = truncation.contains { $0 != .none }
            baseColors = tree.styles.map(BaseColors.init)
        }

        /// Text shortening that CSS alone cannot do on a cell: it needs markup around the text.
        enum Truncation {
            case none, head, middle
        }

        func truncation(ofStyle style: Int) -> Truncation {
            style >= 0 && style < truncation.count ? truncation[style] : .none
        }

        /// Opens a cell's visible content in `out`: nothing, an isolate for `truncateHead`, or the
        /// middle-truncation boxes around `text`, which it writes. Returns whether `text` still needs writing.
        /// Static, so loops that call it never pass `self` along.
        @inline(never)
        static func openContent(_ text: String, _ mode: Truncation, to out: ByteBuffer) -> Bool {
            switch mode {
            case .none:
                return true
            case .head:
                out.append("<bdi>")
                return true
            case .middle:
                let characters = text.count
                guard characters > 1 else { return true }
                let middle = text.index(text.startIndex, offsetBy: characters / 2)
                out.append("<span class=tsk-mid><span>")
                out.appendHTMLEscaped(String(text[..<middle]))
                out.append("</span><span><bdi>")
                out.appendHTMLEscaped(String(text[middle...]))
                out.append("</bdi></span></span>")
                return false
            }
        }

        /// Closes what ``openContent(_:_:to:)`` opened after the text.
        static func closeContent(_ mode: Truncation, to out: ByteBuffer) {
            if mode == .head { out.append("</bdi>") }
        }

        /// A cell's visible text as its style shortens it.
        static func content(_ text: String, _ mode: Truncation, to out: ByteBuffer) {
            if openContent(text, mode, to: out) { out.appendHTMLEscaped(text) }
            closeContent(mode, to: out)
        }

        mutating func append(_ text: String) { out.append(text) }

        mutating func escaped(_ text: String) { out.appendHTMLEscaped(text) }

        func px(_ value: Double) -> String { JSONWriter.format(value) + "px" }

        var background: ThemeColor { tree.tableBackground }

        /// Estimated column widths in points: text width from each cell's font plus its padding, over the
        /// whole table's measure (every body row, also those a slice leaves out).
        func columnWidths() -> [Double] {
            var widths = [Double](repeating: 24, count: tree.columns.count)
            // The measure groups cells by style and labels, so the style arithmetic runs once per group.
            for group in tree.columnMeasure.groups where group.column < tree.columns.count {
                let style = tree.style(group.style)
                // Average advance per character as a fraction of the font size (measured against common
                // sans-serif fonts in Chromium); heavier weights run wider.
                var factor = style.font.family == "monospaced" ? 0.62 : 0.6
                if HTMLRenderer.cssWeight(style.font.weight) >= 600 { factor *= 1.08 }
                var width =
                    Double(group.widestText) * style.font.size * factor
                    + style.padding.leading + style.padding.trailing
                    + style.borderWidth * Double(style.borderSides.intersection([.leading, .trailing]).list.count)
                width += 6  // rounding slack, so an estimate a little short does not truncate
                if group.section != .body, tree.columns[group.column].isHighlighted { width += style.font.size * 1.4 }
                if !group.labels.isEmpty, tree.showsLabelMarkers {
                    width += style.font.size * 0.45 * Double(2 * group.labels.count)
                }
                if style.accessory != .none { width += style.font.size * 1.2 }
                widths[group.column] = max(widths[group.column], width.rounded(.up))
            }
            for (index, column) in tree.columns.enumerated() {
                if let low = column.minWidth { widths[index] = max(widths[index], low) }
                if let high = column.maxWidth { widths[index] = min(widths[index], high) }
            }
            return widths
        }

        /// Collects the styles in use (and makes their body tags) and returns a generous estimate of the
        /// page's size in bytes: per cell its tag and text (escaping can grow text six times; a labelled
        /// cell writes it twice plus its labels), per row its `<tr>`, and room for the style sheet and
        /// titles. One pass over the cells does both, reading them in place; without `measuring` it only
        /// collects the styles and returns 0.
        mutating func prepare(measuring: Bool) -> Int {
            var bound = 65_536 + 2_048 * tree.styles.count + 256 * (tree.columns.count + tree.groups.count)
            for group in tree.groups {
                bound += 6 * ((group.headerTitle?.utf8.count ?? 0) + (group.footerTitle?.utf8.count ?? 0))
            }
            for column in tree.columns { bound += 12 * column.title.utf8.count }
            bound += 48 * tree.rows.count
            var seen = [Bool](repeating: false, count: tree.styles.count)
            var used: [StyleID] = []
            var unknown: Set<StyleID> = []
            let cellBytes: Int = tree.cells.withUnsafeBufferPointer { cells in
                var bytes = 0
                for index in cells.indices {
                    if measuring {
                        let text = cells[index].display.utf8.count
                        if cells[index].labels.isEmpty {
                            bytes += 24 + 6 * text
                        } else {
                            var labels = 0
                            for label in cells[index].labels { labels += label.utf8.count + 8 }
                            bytes += 96 + 12 * text + 12 * labels
                        }
                    }
                    let id = cells[index].style
                    let raw = Int(id.rawValue)
                    if raw >= 0, raw < seen.count {
                        if !seen[raw] {
                            seen[raw] = true
                            used.append(id)
                        }
                    } else {
                        unknown.insert(id)
                    }
                }
                return bytes
            }
            // Ids outside the snapshot (never produced by the engine) are drawn with the fallback style.
            usedStyles = (used + unknown).sorted { $0.rawValue < $1.rawValue }
            makeOpenTags()
            return measuring ? bound + cellBytes : 0
        }

        func css(_ id: StyleID) -> String {
            let style = tree.style(id)
            let cellBackground = style.backgroundColor.composited(over: background)
            let text = style.textColor.composited(over: cellBackground)
            let name = ".s\(id.rawValue)"
            var declarations = "color: \(text.hex); background-color: \(cellBackground.hex); "
            declarations += "font: \(style.font.italic ? "italic " : "")\(HTMLRenderer.cssWeight(style.font.weight)) "
            declarations += "\(px(style.font.size))/1.25 \(HTMLRenderer.cssFontFamily(style.font.family)); "
            if style.font.monospacedDigits { declarations += "font-variant-numeric: tabular-nums; " }
            let padding = style.padding
            declarations +=
                "padding: \(px(padding.top)) \(px(padding.trailing)) \(px(padding.bottom)) \(px(padding.leading)); "
            switch style.lineBreak {
            case .wrap: declarations += "white-space: normal; overflow-wrap: anywhere; "
            case .clip: declarations += "white-space: nowrap; overflow: hidden; text-overflow: clip; "
            case .truncateTail:
                declarations += "white-space: nowrap; overflow: hidden; text-overflow: ellipsis; "
            case .truncateHead:
                declarations += "white-space: nowrap; overflow: hidden; text-overflow: ellipsis; direction: rtl; "
            case .truncateMiddle:
                declarations += "white-space: nowrap; overflow: hidden; "
            }
            declarations += borderDeclarations(style)
            func align(_ isNumber: Bool) -> String {
                switch style.effectiveAlignment(isNumber: isNumber) {
                case .leading, .natural: return "left"
                case .center: return "center"
                case .trailing: return "right"
                }
            }
            // `.sN` is the style on text, `.sNn` the same style on a number (`natural` differs).
            var rule = "\(name) { \(declarations)text-align: \(align(false)); }\n"
            rule += "\(name)n { \(declarations)text-align: \(align(true)); }\n"
            let accessory: String
            switch style.accessory {
            case .none: accessory = ""
            case .checkmark: accessory = "✓"
            case .disclosure: accessory = "›"
            case .detail: accessory = "ⓘ"
            }
            if !accessory.isEmpty {
                rule += "\(name)::after, \(name)n::after { content: \"\(accessory)\"; float: right; margin-left: 6px; "
                rule += "color: \(tree.table.sortArrowColor.composited(over: cellBackground).hex); }\n"
            }
            return rule
        }

        /// The CSS borders of a style: `border` on all four sides, else one declaration per side drawn
        /// (leading is left, trailing right: the page is left to right).
        func borderDeclarations(_ style: ResolvedStyle) -> String {
            guard style.borderWidth > 0, !style.borderSides.isEmpty else { return "" }
            let value = "\(px(style.borderWidth)) solid \(style.borderColor.composited(over: background).hex); "
            if style.borderSides == .all { return "border: " + value }
            var declarations = ""
            for side in style.borderSides.list {
                switch side {
                case .top: declarations += "border-top: " + value
                case .leading: declarations += "border-left: " + value
                case .bottom: declarations += "border-bottom: " + value
                case .trailing: declarations += "border-right: " + value
                }
            }
            return declarations
        }

        /// The CSS of a section title row's cell: the title style's colors (its background over `ground`,
        /// the table's or the grouped background), font, padding, alignment and borders.
        func titleDeclarations(_ style: ResolvedStyle, over ground: ThemeColor) -> String {
            let cellBackground = style.backgroundColor.composited(over: ground)
            let text = style.textColor.composited(over: cellBackground)
            var declarations = "color: \(text.hex); background: \(cellBackground.hex); "
            declarations += "font: \(style.font.italic ? "italic " : "")\(HTMLRenderer.cssWeight(style.font.weight)) "
            declarations += "\(px(style.font.size))/1.25 \(HTMLRenderer.cssFontFamily(style.font.family)); "
            let padding = style.padding
            declarations +=
                "padding: \(px(padding.top)) \(px(padding.trailing)) \(px(padding.bottom)) \(px(padding.leading)); "
            switch style.effectiveAlignment(isNumber: false) {
            case .leading, .natural: declarations += "text-align: left; "
            case .center: declarations += "text-align: center; "
            case .trailing: declarations += "text-align: right; "
            }
            return declarations + borderDeclarations(style)
        }

        mutating func stylesheet(widths: [Double]) {
            let table = tree.table
            let showSearch = table.show[.search] ?? true
            let floatSearch = table.float[.search] ?? true
            let floatHeader = table.float[.header] ?? true
            let floatFooter = table.float[.footer] ?? false
            let separator = SemanticColor.separator.color(in: tree.appearance).composited(over: background)
            let secondary = SemanticColor.secondaryLabel.color(in: tree.appearance).composited(over: background)
            let grouped = SemanticColor.systemGroupedBackground.color(in: tree.appearance)
            append("<style>\n")
            append(":root { color-scheme: \(tree.appearance.rawValue); }\n")
            append("html, body { margin: 0; height: 100%; }\n")
            append(
                "body { background: \(background.hex); color: \(SemanticColor.label.color(in: tree.appearance).hex); ")
            append("font-family: \(HTMLRenderer.cssFontFamily("system")); }\n")
            append(".tsk-scroll { height: 100vh; overflow: auto; position: relative; }\n")
            let hideVertical = !(table.show[.verticalScrollBar] ?? true)
            let hideHorizontal = !(table.show[.horizontalScrollBar] ?? true)
            if hideVertical && hideHorizontal { append(".tsk-scroll { scrollbar-width: none; }\n") }
            if hideVertical { append(".tsk-scroll::-webkit-scrollbar:vertical { width: 0; }\n") }
            if hideHorizontal { append(".tsk-scroll::-webkit-scrollbar:horizontal { height: 0; }\n") }
            if showSearch {
                append(".tsk-search { \(floatSearch ? "position: sticky; top: 0; " : "")z-index: 3; ")
                append(
                    "height: \(px(table.searchHeight)); box-sizing: border-box; display: flex; align-items: center; ")
                append("padding: 0 8px; background: \(background.hex); }\n")
                append(
                    ".tsk-search input { flex: 1; height: 70%; box-sizing: border-box; border: 0; border-radius: 8px; ")
                append(
                    "padding: 0 10px; font: inherit; background: \(SemanticColor.secondarySystemBackground.color(in: tree.appearance).hex); "
                )
                append("color: inherit; }\n")
            }
            append("table.tsk { border-collapse: separate; border-spacing: 0 \(px(table.interRowSpacing)); ")
            append("table-layout: fixed; width: \(px(widths.reduce(0, +))); }\n")
            for (index, width) in widths.enumerated() { append("table.tsk col.c\(index) { width: \(px(width)); }\n") }
            append("table.tsk th, table.tsk td { box-sizing: border-box; overflow: hidden; vertical-align: middle; }\n")
            append("table.tsk thead th { height: \(px(table.headerHeight)); ")
            if floatHeader {
                append("position: sticky; top: \(px(showSearch && floatSearch ? table.searchHeight : 0)); z-index: 2; ")
            }
            append("box-shadow: inset 0 -1px 0 \(separator.hex); }\n")
            append("table.tsk tfoot td { height: \(px(table.footerHeight)); ")
            if floatFooter { append("position: sticky; bottom: 0; z-index: 2; ") }
            append("box-shadow: inset 0 1px 0 \(separator.hex); }\n")
            if case .fixed(let height) = table.rowHeight {
                append("table.tsk tbody tr.r { height: \(px(height)); }\n")
            }
            let titleGround = table.style == .grouped ? grouped : background
            append("table.tsk tr.gh th { \(titleDeclarations(tree.sectionHeaderStyle, over: titleGround))}\n")
            append("table.tsk tr.gf th { \(titleDeclarations(tree.sectionFooterStyle, over: titleGround))}\n")
            if let separator = table.separator, separator.width > 0 {
                // Between consecutive body rows of a section: each group is its own `tbody`.
                append("table.tsk tbody tr.r + tr.r > td { box-shadow: inset 0 \(px(separator.width)) 0 ")
                append("\(separator.color.composited(over: background).hex); }\n")
            }
            append("table.tsk tr.gap td { height: 20px; padding: 0; background: \(grouped.hex); }\n")
            append(".tsk-arrow { color: \(table.sortArrowColor.composited(over: background).hex); }\n")
            append(".tsk-mark { font-size: 0.7em; vertical-align: super; margin-left: 2px; }\n")
            append(".tsk-legend { margin: 8px; font-size: 13px; color: \(secondary.hex); }\n")
            append(".tsk-legend p { margin: 2px 0; }\n")
            append(".tsk-index { position: fixed; right: 4px; top: 50%; transform: translateY(-50%); z-index: 4; ")
            append("display: flex; flex-direction: column; font-size: 11px; }\n")
            append(".tsk-index a { color: \(table.sortArrowColor.hex); text-decoration: none; }\n")
            if usedStyles.contains(where: { truncation(ofStyle: Int($0.rawValue)) == .middle }) {
                // Two boxes that shrink together: the first ends with an ellipsis, the second (laid out right
                // to left around its isolated text) loses its start.
                append(".tsk-mid { display: inline-flex; max-width: 100%; vertical-align: bottom; }\n")
                append(".tsk-mid > span { min-width: 0; overflow: hidden; white-space: pre; flex: 0 1 auto; }\n")
                append(".tsk-mid > span:first-child { text-overflow: ellipsis; }\n")
                append(".tsk-mid > span:last-child { direction: rtl; }\n")
            }
            for id in usedStyles { append(css(id)) }
            append("</style>\n")
        }

        mutating func marker(for labels: [String]) -> String {
            labels.map { label -> String in
                if let known = legendIndex[label] { return String(known + 1) }
                legend.append(label)
                legendIndex[label] = legend.count - 1
                return String(legend.count)
            }.joined(separator: ",")
        }

        /// A header or footer cell (body cells go through ``bodyRows(_:)``).
        mutating func cell(_ cell: RenderCell, tag: String, header: Bool) {
            var open = "<\(tag) class=\"s\(cell.style.rawValue)\(tree.alignsAsNumber(cell) ? "n" : "")\""
            if header {
                open += " scope=\"col\""
                if let sort = tree.columns[cell.column].sort, tree.columns[cell.column].isHighlighted {
                    open += " aria-sort=\"\(sort.rawValue)\""
                }
            }
            append(open)
            if cell.labels.isEmpty {
                append(">")
            } else {
                let labels = cell.labels.joined(separator: ", ")
                append(" title=\"")
                escaped(labels)
                append("\" aria-label=\"")
                escaped(header ? tree.columns[cell.column].title : cell.display)
                append(" (")
                escaped(labels)
                append(")\">")
            }
            let mode = truncation(ofStyle: Int(cell.style.rawValue))
            let text = header ? tree.columns[cell.column].title : cell.display
            if Self.openContent(text, mode, to: out) { escaped(text) }
            defer { out.append(header ? Self.closeTH : Self.closeTD) }
            defer { Self.closeContent(mode, to: out) }
            if cell.section == .body, cell.labels.isEmpty { return }
            if cell.section != .body {
                let flag: ShowFlag = header ? .headerSortIndicator : .footerSortIndicator
                if let sort = tree.columns[cell.column].sort, tree.columns[cell.column].isHighlighted,
                    tree.table.show[flag] ?? true
                {
                    append("<span class=\"tsk-arrow\" aria-hidden=\"true\"> \(sort == .ascending ? "▲" : "▼")</span>")
                }
            }
            if !cell.labels.isEmpty, tree.showsLabelMarkers, !text.isEmpty {
                let marks = marker(for: cell.labels)
                append("<sup class=\"tsk-mark\" aria-hidden=\"true\">\(marks)</sup>")
            }
        }

        /// The cached opening of an unlabelled body cell: its tag's bytes in ``pool`` and how its style
        /// shortens text.
        struct OpenTag {
            var bytes: Range<Int>
            var truncation: Truncation
        }

        /// Fills ``openTags`` for the styles in use (call after ``prepare(measuring:)``).
        mutating func makeOpenTags() {
            let highest = usedStyles.last.map { Int($0.rawValue) } ?? -1
            guard highest >= 0 else { return }
            openTags = [OpenTag](repeating: OpenTag(bytes: 0..<0, truncation: .none), count: 2 * (highest + 1))
            for id in usedStyles where id.rawValue >= 0 {
                let style = Int(id.rawValue)
                for number in [false, true] {
                    openTags[2 * style + (number ? 1 : 0)] = OpenTag(
                        bytes: pool.add(Self.openTag(style: style, number: number)),
                        truncation: truncation(ofStyle: style))
                }
            }
        }

        /// Body rows (indices into `tree.rows`), the hot loop: rows and cells are read in place, every
        /// opening tag comes from ``openTags``, and the buffers are held in locals, so nothing is retained
        /// per row or cell.
        mutating func bodyRows(_ range: Range<Int>, progress: (Int) -> Void) {
            let all = tree.cells
            let rows = tree.rows
            let tags = openTags
            let buffer = out
            let pool = pool
            rows.withUnsafeBufferPointer { rows in
                all.withUnsafeBufferPointer { cells in
                    for row in range {
                        let open: StaticString =
                            rows[row].isSelected ? "<tr class=\"r\" aria-selected=\"true\">" : "<tr class=\"r\">"
                        buffer.append(literal: open)
                        for index in rows[row].cells {
                            let style = Int(cells[index].style.rawValue)
                            let key = style * 2 + (cells[index].isNumber ? 1 : 0)
                            guard !cells[index].hasComputedStyle else {
                                computedCell(index, key: key)
                                continue
                            }
                            guard cells[index].labels.isEmpty else {
                                let pieces = labelledPieces(index, key: key)
                                let written =
                                    !marksUpTruncation
                                    && Self.writeLabelledPlain(pieces, cells, index, pool: pool, to: buffer)
                                if !written { writeLabelled(index, pieces) }
                                continue
                            }
                            if key >= 0, key < tags.count, case let tag = tags[key], !tag.bytes.isEmpty {
                                if tag.truncation == .none {
                                    let bytes = pool.bytes(tag.bytes)
                                    guard !Self.writePlain(bytes, cells, index, to: buffer) else { continue }
                                    buffer.append(bytes)
                                    buffer.appendHTMLEscaped(cells[index].display)
                                } else {
                                    buffer.append(pool.bytes(tag.bytes))
                                    Self.content(cells[index].display, tag.truncation, to: buffer)
                                }
                            } else {
                                // Not an interned style (never produced by the engine): build the tag on the spot.
                                buffer.append(Self.openTag(style: style, number: key & 1 == 1))
                                Self.content(cells[index].display, truncation(ofStyle: style), to: buffer)
                            }
                        }
                        buffer.append(literal: "</tr>\n")
                        if row & 1023 == 1023 { progress(row + 1) }
                    }
                }
            }
        }

        /// Writes `tag` and the cell's text when the text needs no entity and both fit in the buffer as it
        /// stands (the usual cell); returns `false` without writing otherwise. Nothing is called while the
        /// text's bytes are read, so they are read in place, with no retain of the text.
        @inline(__always)
        static func writePlain(
            _ tag: UnsafeBufferPointer<UInt8>, _ cells: UnsafeBufferPointer<RenderCell>, _ index: Int,
            to buffer: ByteBuffer
        ) -> Bool {
            let written: Bool? = cells[index].display.utf8.withContiguousStorageIfAvailable { source in
                let length = source.count
                let total = tag.count &+ length
                guard let target = buffer.room(for: total) else { return false }
                if length > 0 {
                    guard let base = source.baseAddress, HTMLScan.isPlain(base, count: length) else { return false }
                    ByteBuffer.copy(base, to: target + tag.count, count: length)
                }
                if let start = tag.baseAddress { ByteBuffer.copy(start, to: target, count: tag.count) }
                buffer.commit(total)
                return true
            }
            return written == true
        }

        /// The opening tag of an unlabelled body cell. Compact markup on purpose: unquoted class (our own
        /// token) and no `</td>`, which HTML5 makes optional; the page is mostly cells, so bytes per cell
        /// decide speed.
        static func openTag(style: Int, number: Bool) -> String {
            "<td class=s\(style)\(number ? "n" : "")>"
        }

        /// A body cell with computed colors or a data bar: its class, plus an inline style with the scale's
        /// colors and the bar as a hard-edged gradient behind the text, over the cell's background.
        mutating func computedCell(_ index: Int, key: Int) {
            let cell = tree.cells[index]
            guard let computed = cell.computed else { return }
            // The interned style's colors, under what the scales computed (as `computed.applied(to:)`).
            let raw = Int(cell.style.rawValue)
            let base = raw >= 0 && raw < baseColors.count ? baseColors[raw] : BaseColors(tree.style(cell.style))
            let cellBackground = (computed.backgroundColor ?? base.background).composited(over: background)
            let text = (computed.textColor ?? base.text).composited(over: cellBackground)
            // Written straight into the page: the colors' hex and the markup need no string per cell.
            let out = out
            out.append(literal: "<td class=s")
            out.append(int: key / 2)
            if key & 1 == 1 { out.append(byte: UInt8(ascii: "n")) }
            out.append(literal: " style=\"color: ")
            Self.appendHex(text, to: out)
            out.append(literal: "; background-color: ")
            Self.appendHex(cellBackground, to: out)
            out.append(byte: UInt8(ascii: ";"))
            if let bar = computed.bar {
                let color = bar.color.composited(over: cellBackground)
                func percent(_ value: Double) -> String { JSONWriter.format(CellBar.rounded(value) * 100) + "%" }
                let (from, to) = (percent(bar.from), percent(bar.to))
                out.append(literal: " background-image: linear-gradient(to right, transparent ")
                out.append(from)
                out.append(literal: ", ")
                Self.appendHex(color, to: out)
                out.append(byte: UInt8(ascii: " "))
                out.append(from)
                out.append(literal: ", ")
                Self.appendHex(color, to: out)
                out.append(byte: UInt8(ascii: " "))
                out.append(to)
                out.append(literal: ", transparent ")
                out.append(to)
                out.append(literal: ");")
            }
            out.append(byte: UInt8(ascii: "\""))
            if !cell.labels.isEmpty {
                let labels = cell.labels.joined(separator: ", ")
                append(" title=\"")
                escaped(labels)
                append("\" aria-label=\"")
                escaped(cell.text)
                append(" (")
                escaped(labels)
                append(")\"")
            }
            append(">")
            Self.content(cell.display, truncation(ofStyle: key / 2), to: out)
            if !cell.labels.isEmpty {
                append("<sup class=tsk-mark aria-hidden=true>\(marker(for: cell.labels))</sup>")
            }
        }

        /// A style's own text and background colors, which computed colors replace.
        struct BaseColors {
            var text: ThemeColor
            var background: ThemeColor

            init(_ style: ResolvedStyle) {
                text = style.textColor
                background = style.backgroundColor
            }
        }

        /// Appends `color` as ``ThemeColor/hex`` spells it (`#RRGGBBAA`, upper-case digits), without
        /// making the string.
        static func appendHex(_ color: ThemeColor, to out: ByteBuffer) {
            // Two digits per component, packed into one word in page order and appended at once.
            func pair(_ value: UInt8) -> UInt64 {
                func digit(_ nibble: UInt8) -> UInt64 { UInt64(nibble < 10 ? 0x30 + nibble : 0x37 + nibble) }
                return digit(value >> 4) | digit(value & 0x0F) << 8
            }
            let word = pair(color.red) | pair(color.green) << 16 | pair(color.blue) << 32 | pair(color.alphaByte) << 48
            out.append(byte: UInt8(ascii: "#"))
            withUnsafeBytes(of: word.littleEndian) { out.append($0.assumingMemoryBound(to: UInt8.self)) }
        }

        /// The markup pieces of a labelled body cell (`title`, `aria-label` with the labels, a numbered
        /// marker), made once per style and label list.
        mutating func labelledPieces(_ index: Int, key: Int) -> LabelledPieces {
            let labels = tree.cells[index].labels
            if key >= 0, key < labelledTags.count {
                // Label lists come interned from the engine, so `==` is mostly a storage identity check.
                for slot in labelledTags[key].indices where labelledTags[key][slot].labels == labels {
                    return labelledTags[key][slot].pieces
                }
            }
            let joined = HTMLRenderer.escape(labels.joined(separator: ", "))
            let pieces = LabelledPieces(
                prefix: pool.add("<td class=s\(key / 2)\(key & 1 == 1 ? "n" : "") title=\"\(joined)\" aria-label=\""),
                middle: pool.add(" (\(joined))\">"),
                suffix: tree.showsLabelMarkers
                    ? pool.add("<sup class=tsk-mark aria-hidden=true>\(marker(for: labels))</sup>") : 0..<0)
            if key >= 0 {
                if key >= labelledTags.count {
                    labelledTags.append(contentsOf: repeatElement([], count: key + 1 - labelledTags.count))
                }
                labelledTags[key].append(LabelledTag(labels: labels, pieces: pieces))
            }
            return pieces
        }

        /// Writes a labelled cell whose style shortens text without markup, when its text needs no entity
        /// and the whole cell fits in the buffer as it stands; returns `false` without writing otherwise.
        /// Like ``writePlain(_:_:_:to:)``, nothing is called while the text's bytes are read.
        @inline(__always)
        static func writeLabelledPlain(
            _ pieces: LabelledPieces, _ cells: UnsafeBufferPointer<RenderCell>, _ index: Int, pool: ByteBuffer,
            to buffer: ByteBuffer
        ) -> Bool {
            let prefix = pool.bytes(pieces.prefix)
            let middle = pool.bytes(pieces.middle)
            let suffix = pool.bytes(pieces.suffix)
            let written: Bool? = cells[index].display.utf8.withContiguousStorageIfAvailable { source in
                let length = source.count
                // No lone marker in an empty cell (as ``writeLabelled(_:_:)``).
                let marker = length > 0 ? suffix.count : 0
                let total = prefix.count &+ middle.count &+ 2 &* length &+ marker
                guard var target = buffer.room(for: total) else { return false }
                var text: UnsafePointer<UInt8>?
                if length > 0 {
                    guard let base = source.baseAddress, HTMLScan.isPlain(base, count: length) else { return false }
                    text = base
                }
                func put(_ bytes: UnsafePointer<UInt8>?, _ count: Int) {
                    if let bytes { ByteBuffer.copy(bytes, to: target, count: count) }
                    target += count
                }
                put(prefix.baseAddress, prefix.count)
                put(text, length)
                put(middle.baseAddress, middle.count)
                put(text, length)
                put(suffix.baseAddress, marker)
                buffer.commit(total)
                return true
            }
            return written == true
        }

        /// Writes a labelled cell from its cached pieces. Mutating, like its callers: a non-mutating call
        /// from them would copy the whole writer per cell.
        mutating func writeLabelled(_ index: Int, _ pieces: LabelledPieces) {
            let text = tree.cells[index].display
            let style = Int(tree.cells[index].style.rawValue)
            let out = out
            out.append(pool.bytes(pieces.prefix))
            out.appendHTMLEscaped(text)
            out.append(pool.bytes(pieces.middle))
            let mode = marksUpTruncation && style >= 0 && style < truncation.count ? truncation[style] : .none
            if mode == .none || Self.openContent(text, mode, to: out) { out.appendHTMLEscaped(text) }
            // No lone marker in an empty cell: the labels stay in its `title` and `aria-label`.
            if !text.isEmpty { out.append(pool.bytes(pieces.suffix)) }
            if mode != .none { Self.closeContent(mode, to: out) }
        }

        /// The cached markup pieces of a labelled cell, as byte ranges in ``pool``.
        struct LabelledPieces {
            var prefix: Range<Int>
            var middle: Range<Int>
            var suffix: Range<Int>
        }

        /// A label list seen with a style, and its pieces.
        struct LabelledTag {
            var labels: [String]
            var pieces: LabelledPieces
        }

        /// Writes the page into ``out`` (call ``prepare(measuring:)`` first).
        mutating func render(title: String, progress: (Int) -> Void) {
            let widths = columnWidths()
            append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
            append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
            escaped(title)
            append("</title>\n")
            stylesheet(widths: widths)
            append("</head>\n<body>\n<div class=\"tsk-scroll\">\n")
            if tree.table.show[.search] ?? true {
                append(
                    "<div class=\"tsk-search\"><input type=\"search\" placeholder=\"Search\" aria-label=\"Search\"></div>\n"
                )
            }
            let columnCount = tree.columns.count
            append("<table class=\"tsk\" role=\"grid\" aria-multiselectable=\"true\" aria-rowcount=\"")
            append("\(tree.totalBodyRowCount + 1 + (tree.hasFooter ? 1 : 0))\">\n<colgroup>")
            for index in 0..<columnCount { append("<col class=\"c\(index)\">") }
            append("</colgroup>\n<thead><tr>")
            for header in tree.headerCells { cell(header, tag: "th", header: true) }
            append("</tr></thead>\n")
            var nextRow = 0
            let indexed = tree.table.style == .plain && tree.groups.contains { $0.indexTitle != nil }
            for (position, group) in tree.groups.enumerated() {
                append("<tbody id=\"g\(group.index)\">")
                if position > 0, tree.table.style == .grouped {
                    append("<tr class=\"gap\" aria-hidden=\"true\"><td colspan=\"\(columnCount)\"></td></tr>")
                }
                if group.drawsHeaderTitle, let title = group.headerTitle {
                    append("<tr class=\"g gh\"><th colspan=\"\(columnCount)\" scope=\"rowgroup\">")
                    escaped(title)
                    append("</th></tr>")
                }
                append("\n")
                let end = min(nextRow + group.drawnRows.count, tree.rows.count)
                bodyRows(nextRow..<end, progress: progress)
                nextRow = end
                if group.drawsFooterTitle, let title = group.footerTitle {
                    append("<tr class=\"g gf\"><th colspan=\"\(columnCount)\" scope=\"rowgroup\">")
                    escaped(title)
                    append("</th></tr>\n")
                }
                append("</tbody>\n")
            }
            if tree.hasFooter {
                append("<tfoot><tr>")
                for footer in tree.footerCells { cell(footer, tag: "td", header: false) }
                append("</tr></tfoot>\n")
            }
            append("</table>\n")
            if !legend.isEmpty {
                append("<div class=\"tsk-legend\" aria-hidden=\"true\">")
                for (index, label) in legend.enumerated() {
                    append("<p><sup>\(index + 1)</sup> ")
                    escaped(label)
                    append("</p>")
                }
                append("</div>\n")
            }
            if indexed {
                append("<nav class=\"tsk-index\" aria-label=\"Section index\">")
                for group in tree.groups {
                    guard let index = group.indexTitle else { continue }
                    append("<a href=\"#g\(group.index)\">")
                    escaped(index)
                    append("</a>")
                }
                append("</nav>\n")
            }
            append("</div>\n</body>\n</html>\n")
        }
    }
}
