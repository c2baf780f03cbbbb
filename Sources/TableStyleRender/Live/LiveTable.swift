import TableStyleEngine
import TableStyleTheme

/// A table whose rows change while it is shown — rows of your own `Identifiable` type, changed by your
/// own values and IDs — where a change costs what changed, not the table's size.
///
/// ```swift
/// var live = LiveTable(styledRows)                       // or LiveTable(transactions, theme: theme) { … }
/// live.insert(newTransaction, at: 0)
/// live.update(editedTransaction)
/// live.select([picked.id])
/// let style = live.style(row: picked.id, column: "Amount")
/// ```
///
/// **Cost.** Rows are kept in chunks with Fenwick trees over their counts and heights, and each column
/// that a statistics test, scale or bar reads keeps its population (numbers in order, an exact running
/// sum, occurrence counts). An insert, remove, update, move or selection costs O(log n + chunk) for the
/// rows, plus binding the theme to the new statistics when a column the theme's statistics read changed
/// (independent of n). Styles are resolved when read — ``style(row:column:)``, ``cells(of:)`` — so a row
/// that moves needs no work until it is drawn. The exceptions, each O(n): a change that flips a column's
/// kind (its first text value in a `number` column), a whole new array (``setRows(_:)``: O(n log n)
/// to compare, then the changes), ``restyleAll()``, and, with automatic row heights, a move when a
/// rule that changes a row's size tests its position (`row: even` with a larger font).
///
/// **What a change reports** (``LiveTableUpdate``): the rows whose values, selection or statistics
/// answers changed (an update that leaves `top: 3` as it was restyles that one row; one that changes it
/// also the rows entering or leaving), where position-dependent styles start to differ, and the columns
/// whose scales or bars span a new range.
///
/// Column widths are measured once, when the live table is made, so columns do not jump while rows
/// arrive; make a new live table to refit them. Row IDs must be unique.
///
/// A live table holds the closures that read your rows' columns, so it is not `Sendable`: keep it where
/// the table is shown (the main actor), as a SwiftUI model or a view controller does.
public struct LiveTable<Element: Identifiable> {
    /// Points or characters.
    public let unit: LayoutUnit
    /// The compiled theme.
    public let theme: CompiledTheme

    private var store: LiveRowStore
    private var populations: LivePopulations
    private var resolver: StyleResolver
    private var statisticsTests: [[ColumnStatisticTest]]
    private let dependence: RowPositionDependence
    /// Whether a row's automatic height can change with its position alone.
    private let heightsReadPosition: Bool
    private let settings: LayoutSettings
    private let columnWidths: [Double]
    private let makeCells: (Element) -> [DataCell]
    private var rowIDs: [Element.ID: RowID] = [:]
    private var elementIDs: [RowID: Element.ID] = [:]
    private var nextRowID = 0
    private var columnIndex: [String: Int] = [:]

    /// Styles and lays out rows.
    ///
    /// - Parameters:
    ///   - table: The rows as a table model, row `i` of `elements` in global row order.
    ///   - elements: The IDs of the rows.
    ///   - theme: The compiled theme.
    ///   - unit: Points or characters.
    ///   - makeCells: Reads an element's cells.
    init(
        _ table: DataTable, ids: [Element.ID], theme: CompiledTheme, unit: LayoutUnit,
        makeCells: @escaping (Element) -> [DataCell]
    ) {
        self.unit = unit
        self.theme = theme
        self.makeCells = makeCells
        let styled = StyledTable(table, theme: theme)
        let layout = styled.layout(unit: unit)
        settings = layout.settings
        columnWidths = layout.columnWidths
        dependence = RowPositionDependence(theme)
        heightsReadPosition = RowPositionDependence(sizingRulesOf: theme).readsPosition
        let heights = (0..<layout.rowIndex.count).map { layout.rowIndex.height(of: $0) }
        store = LiveRowStore(table, heights: heights)
        let shape = StyledTable.shape(of: table)
        statisticsTests = theme.statisticsTests(for: shape)
        populations = LivePopulations(
            columnCount: table.columns.count, needs: Self.needs(theme, shape), rows: table.sections.lazy.flatMap(\.rows)
        )
        resolver = styled.bound
        for (offset, column) in table.columns.enumerated() where columnIndex[column.name] == nil {
            columnIndex[column.name] = offset
        }
        for (row, id) in zip(table.sections.lazy.flatMap(\.rows), ids) {
            rowIDs[id] = row.id
            elementIDs[row.id] = id
            nextRowID = max(nextRowID, row.id.rawValue + 1)
        }
    }

    private static func needs(_ theme: CompiledTheme, _ shape: TableShape) -> [StatisticsNeeds] {
        theme.usesStatistics ? theme.statisticsNeeds(for: shape) : []
    }

    // MARK: Reading

    /// The number of body rows.
    public var count: Int { store.count }

    /// The table bound to the theme (for the renderers; cheap to make, resolves nothing until asked).
    public var styled: StyledTable { StyledTable(store, bound: resolver) }

    /// The layout, as the rows are now (O(sections) to make: it reads the kept heights).
    public var layout: TableLayout {
        let index: RowOffsetIndex
        switch settings.rowHeight {
        case .fixed(let height): index = RowOffsetIndex(fixedHeight: height, count: store.count)
        case .automatic: index = RowOffsetIndex(store.heights)
        }
        return TableLayout(content: store, settings: settings, columnWidths: columnWidths, rowIndex: index)
    }

    /// What is visible at a scroll offset (see ``TableLayout/viewport(offset:height:)``).
    ///
    /// - Parameters:
    ///   - offset: The scroll offset.
    ///   - height: The viewport's height.
    /// - Returns: The viewport.
    public func viewport(offset: Double, height: Double) -> Viewport {
        layout.viewport(offset: offset, height: height)
    }

    /// The styled cells of the body rows a viewport shows, resolved now (only those rows are read).
    ///
    /// - Parameter viewport: A viewport of this table's current layout.
    /// - Returns: The cells, one per column for each visible row.
    public func cells(of viewport: Viewport) -> [RenderCell] {
        styled.cells(of: viewport)
    }

    /// The position of a row in display order (0 is the first body row), or `nil` for an unknown ID.
    ///
    /// - Parameter id: The row's ID.
    /// - Returns: Its position.
    public func position(of id: Element.ID) -> Int? {
        rowIDs[id].flatMap(store.globalIndex(of:))
    }

    /// The index path of a row (its section and its index there), or `nil` for an unknown ID.
    ///
    /// - Parameter id: The row's ID.
    /// - Returns: Its index path.
    public func indexPath(of id: Element.ID) -> RowIndexPath? {
        rowIDs[id].flatMap(store.indexPath(of:))
    }

    /// The ID of the row at a position in display order, or `nil` outside the table.
    ///
    /// - Parameter position: The position.
    /// - Returns: The ID.
    public func id(atPosition position: Int) -> Element.ID? {
        guard position >= 0, position < store.count else { return nil }
        return elementIDs[store.row(atGlobal: position).id]
    }

    /// Where a row is laid out: its top in content coordinates (where to scroll to show it) and height.
    ///
    /// - Parameter id: The row's ID.
    /// - Returns: Its frame, or `nil` for an unknown ID.
    public func frame(ofRow id: Element.ID) -> (y: Double, height: Double)? {
        indexPath(of: id).flatMap { layout.frame(of: $0) }
    }

    /// The body cell of a row in the column named `column`: O(log n + chunk) to find the row, then one
    /// cell resolved.
    ///
    /// - Parameters:
    ///   - row: The row's ID.
    ///   - column: The column's name.
    /// - Returns: The cell, or `nil` for an unknown row or column.
    public func cell(row: Element.ID, column: String) -> RenderCell? {
        guard let id = rowIDs[row], let column = columnIndex[column], let found = store.located(id) else {
            return nil
        }
        let path = store.indexPath(ofGlobal: found.global)
        return styled.bodyCell(
            of: found.row, at: path, rowCount: store.sectionInfo(path.section).rowCount, column: column)
    }

    /// The resolved style of a row's body cell in the column named `column`.
    ///
    /// - Parameters:
    ///   - row: The row's ID.
    ///   - column: The column's name.
    /// - Returns: The style, or `nil` for an unknown row or column.
    public func style(row: Element.ID, column: String) -> ResolvedStyle? {
        guard let id = rowIDs[row], let column = columnIndex[column], let found = store.located(id) else {
            return nil
        }
        let path = store.indexPath(ofGlobal: found.global)
        return resolver.rowStyles(
            forRow: path.row, rowCount: store.sectionInfo(path.section).rowCount, isSelected: store.isSelected(id),
            values: found.row
        ).style(column: column)
    }

    /// The resolved style of the header cell of the column named `column`.
    ///
    /// - Parameter column: The column's name.
    /// - Returns: The style, or `nil` when no column has that name.
    public func headerStyle(column: String) -> ResolvedStyle? {
        columnIndex[column].map { resolver.style(styled.headerCell($0).style) }
    }

    /// The resolved style of the footer cell of the column named `column`.
    ///
    /// - Parameter column: The column's name.
    /// - Returns: The style, or `nil` when there is no such column or no footer is drawn.
    public func footerStyle(column: String) -> ResolvedStyle? {
        guard let index = columnIndex[column] else { return nil }
        return styled.footerCells.first { $0.column == index }.map { resolver.style($0.style) }
    }

    // MARK: Changing

    /// Inserts a row at a position (clamped to the end); an ID already present is ignored.
    ///
    /// - Parameters:
    ///   - element: The row.
    ///   - position: Its position in display order (for a grouped table, within the first section).
    /// - Returns: What looks different now.
    @discardableResult
    public mutating func insert(_ element: Element, at position: Int) -> LiveTableUpdate<Element.ID> {
        perform { live, changes in
            _ = live.record(.insert(element, RowIndexPath(section: 0, row: position)), into: &changes)
        }
    }

    /// Inserts rows at a position, in order.
    ///
    /// - Parameters:
    ///   - elements: The rows.
    ///   - position: The position of the first.
    /// - Returns: What looks different now.
    @discardableResult
    public mutating func insert(contentsOf elements: some Sequence<Element>, at position: Int)
        -> LiveTableUpdate<Element.ID>
    {
        perform { live, changes in
            var index = position
            for element in elements
            where live.record(.insert(element, RowIndexPath(section: 0, row: index)), into: &changes) {
                index += 1
            }
        }
    }

    /// Removes the row with this ID (an unknown ID is ignored).
    ///
    /// - Parameter id: The row's ID.
    /// - Returns: What looks different now.
    @discardableResult
    public mutating func remove(id: Element.ID) -> LiveTableUpdate<Element.ID> {
        perform { live, changes in _ = live.record(.remove(id), into: &changes) }
    }

    /// Replaces the values of the row with the same ID, where it stands (an unknown ID is ignored).
    ///
    /// - Parameter element: The row's new values.
    /// - Returns: What looks different now.
    @discardableResult
    public mutating func update(_ element: Element) -> LiveTableUpdate<Element.ID> {
        perform { live, changes in _ = live.record(.update(element), into: &changes) }
    }

    /// Moves the row with this ID to a position in display order (clamped to the end).
    ///
    /// - Parameters:
    ///   - id: The row's ID.
    ///   - position: Its new position (for a grouped table, within the first section).
    /// - Returns: What looks different now.
    @discardableResult
    public mutating func move(id: Element.ID, to position: Int) -> LiveTableUpdate<Element.ID> {
        perform { live, changes in _ = live.record(.move(id, RowIndexPath(section: 0, row: position)), into: &changes) }
    }

    /// Selects rows by ID (unknown IDs are ignored); the rows whose selection changed restyle.
    ///
    /// - Parameter ids: The selected rows.
    /// - Returns: What looks different now.
    @discardableResult
    public mutating func select(_ ids: Set<Element.ID>) -> LiveTableUpdate<Element.ID> {
        perform { live, changes in
            let selection = Set(ids.compactMap { live.rowIDs[$0] })
            changes.restyled.formUnion(selection.symmetricDifference(live.store.selection))
            live.store.selection = selection
        }
    }

    /// Replaces the rows with a whole new array, compared by ID: rows no longer present are removed,
    /// new ones inserted, changed ones updated and moved ones moved. O(n log n) to compare, plus the cost of
    /// each change.
    ///
    /// - Parameter elements: The rows, in display order (one section).
    /// - Returns: What looks different now.
    @discardableResult
    public mutating func setRows(_ elements: some Sequence<Element>) -> LiveTableUpdate<Element.ID> {
        let elements = Array(elements)
        let wanted = Set(elements.map(\.id))
        return perform { live, changes in
            for id in Array(live.rowIDs.keys) where !wanted.contains(id) {
                _ = live.record(.remove(id), into: &changes)
            }
            for (position, element) in elements.enumerated() {
                let target = RowIndexPath(section: 0, row: position)
                guard let id = live.rowIDs[element.id] else {
                    _ = live.record(.insert(element, target), into: &changes)
                    continue
                }
                if live.store.row(atGlobal: position).id != id {
                    _ = live.record(.move(element.id, target), into: &changes)
                }
                // An update whose cells are unchanged records nothing.
                _ = live.record(.update(element), into: &changes)
            }
        }
    }

    /// Sets the footer row (totals, summaries) from a value of the rows' type, or removes it.
    ///
    /// - Parameter element: The footer's values.
    public mutating func setFooter(_ element: Element?) {
        store.footerRow = element.map { DataRow(id: RowID(-1), cells: makeCells($0)) }
    }

    /// Makes several changes and reports them as one, keeping a viewport's first visible row in place:
    /// statistics, the binding and heights are brought up to date once, when `body` returns. The changes
    /// made inside return empty updates; this call returns what they did together.
    ///
    /// - Parameters:
    ///   - viewport: The viewport on screen before the changes; the update's ``LiveTableUpdate/offset``
    ///     keeps its first visible row that still exists at the same place on screen.
    ///   - body: The changes.
    /// - Returns: What looks different now, and the anchored offset.
    @discardableResult
    public mutating func batch(keeping viewport: Viewport?, _ body: (inout LiveTable) -> Void)
        -> LiveTableUpdate<Element.ID>
    {
        guard batching == nil else {
            body(&self)
            return LiveTableUpdate()
        }
        let anchors = viewport.map { $0.rows.map { (id: store.row(at: $0.indexPath).id, y: $0.y) } } ?? []
        batching = Changes()
        body(&self)
        let changes = batching ?? Changes()
        batching = nil
        var update = finish(changes)
        if let viewport { update.offset = anchoredOffset(anchors, viewport: viewport) }
        return update
    }

    /// Restyles every row (for a plugin predicate that reads state outside the table): binds the theme
    /// again and measures every automatic height.
    ///
    /// - Returns: The update (every row restyled).
    @discardableResult
    public mutating func restyleAll() -> LiveTableUpdate<Element.ID> {
        perform { _, changes in changes.restylesAll = true }
    }

    // MARK: The one path every change takes

    /// One change, by the rows' own IDs.
    private enum Change {
        case insert(Element, RowIndexPath)
        case remove(Element.ID)
        case update(Element)
        case move(Element.ID, RowIndexPath)
    }

    /// What changes so far touched.
    private struct Changes {
        var restyled = Set<RowID>()
        var valuesChanged = false
        var from: RowIndexPath?
        var ignored = false
        /// Bind and measure everything again (``LiveTable/restyleAll()``).
        var restylesAll = false

        mutating func moved(at path: RowIndexPath) {
            from = min(from ?? path, path)
        }
    }

    /// What the changes of a running ``batch(keeping:_:)`` did so far; `nil` outside a batch.
    private var batching: Changes?

    /// The one way in for every change: `body` records into the running batch (finished when it ends), or
    /// into changes of its own that are finished now.
    @discardableResult
    private mutating func perform(_ body: (inout LiveTable, inout Changes) -> Void) -> LiveTableUpdate<Element.ID> {
        let inBatch = batching != nil
        var pending = batching ?? Changes()
        batching = nil
        body(&self, &pending)
        guard !inBatch else {
            batching = pending
            return LiveTableUpdate()
        }
        return finish(pending)
    }

    /// Applies one change to the rows, the populations and the heights' slots; `false` when it cannot be
    /// applied. Styles, statistics and heights are brought up to date by ``finish(_:)``.
    private mutating func record(_ change: Change, into changes: inout Changes) -> Bool {
        switch change {
        case .insert(let element, let path):
            guard rowIDs[element.id] == nil, path.section >= 0, path.section < store.sectionCount else {
                changes.ignored = true
                return false
            }
            let id = newRowID(for: element)
            let row = DataRow(id: id, cells: makeCells(element))
            let placed = store.insert(row, height: 0, at: path)
            rowIDs[element.id] = id
            elementIDs[id] = element.id
            populations.add(row)
            changes.valuesChanged = true
            changes.restyled.insert(id)
            changes.moved(at: placed)
            noteLastRow(before: placed, into: &changes)
        case .remove(let elementID):
            guard let id = rowIDs[elementID], let global = store.globalIndex(of: id) else {
                changes.ignored = true
                return false
            }
            populations.remove(store.row(atGlobal: global))
            guard let path = store.remove(id) else { return false }
            rowIDs[elementID] = nil
            elementIDs[id] = nil
            changes.restyled.remove(id)
            changes.valuesChanged = true
            changes.moved(at: path)
            noteLastRow(before: path, into: &changes)
        case .update(let element):
            guard let id = rowIDs[element.id], let global = store.globalIndex(of: id) else {
                changes.ignored = true
                return false
            }
            let old = store.row(atGlobal: global)
            let row = DataRow(id: id, cells: makeCells(element))
            guard old.cells != row.cells else { return true }
            populations.remove(old)
            populations.add(row)
            store.replace(row, height: store.heights.height(of: global))
            changes.valuesChanged = true
            changes.restyled.insert(id)
        case .move(let elementID, let path):
            guard let id = rowIDs[elementID], let global = store.globalIndex(of: id),
                path.section >= 0, path.section < store.sectionCount
            else {
                changes.ignored = true
                return false
            }
            let row = store.row(atGlobal: global)
            let height = store.heights.height(of: global)
            let wasSelected = store.isSelected(id)
            guard let old = store.remove(id) else { return false }
            noteLastRow(before: old, into: &changes)
            let placed = store.insert(row, height: height, at: path)
            if wasSelected { store.selection.insert(id) }
            changes.restyled.insert(id)
            changes.moved(at: min(old, placed))
            noteLastRow(before: placed, into: &changes)
        }
        return true
    }

    /// With a `row: last` test: after a row went in or out at `path`, the row before it, when that row
    /// is now or was until now the section's last one.
    private func noteLastRow(before path: RowIndexPath, into changes: inout Changes) {
        guard dependence.readsLast else { return }
        let count = store.sectionInfo(path.section).rowCount
        // Inserted as the new last row (the one before was last), or removed the last (the one before is).
        guard path.row >= count - 1, path.row >= 1, path.row - 1 < count else { return }
        changes.restyled.insert(store.row(at: RowIndexPath(section: path.section, row: path.row - 1)).id)
    }

    /// The internal identity of a new row: a ``DataRow``'s own, else the next unused number.
    private mutating func newRowID(for element: Element) -> RowID {
        if let own = element.id as? RowID, elementIDs[own] == nil {
            nextRowID = max(nextRowID, own.rawValue + 1)
            return own
        }
        defer { nextRowID += 1 }
        return RowID(nextRowID)
    }

    /// Brings kinds, statistics, the binding and heights up to date after changes, and reports them.
    private mutating func finish(_ changes: Changes) -> LiveTableUpdate<Element.ID> {
        var changes = changes
        if changes.restylesAll || (changes.valuesChanged && populations.kinds != store.columns.map(\.kind)) {
            rebuildFromScratch()
            return LiveTableUpdate(restyledAllRows: true)
        }
        var computedColumns: [String] = []
        if changes.valuesChanged, populations.populations.contains(where: { $0 != nil }) {
            let old = resolver.statistics
            let statistics = populations.statistics(rows: { store.allRows })
            for column in populations.populations.indices where populations.populations[column] != nil {
                let before = old?[column: column]
                let after = statistics[column: column]
                for test in statisticsTests[column] where test.needs == .numbers {
                    for range in Self.changedRanges(test.bound(to: before), test.bound(to: after)) {
                        for raw in populations.populations[column]?.numbers.rows(in: range) ?? [] {
                            changes.restyled.insert(RowID(raw))
                        }
                    }
                }
                if theme.computedAnswers(on: before) != theme.computedAnswers(on: after) {
                    computedColumns.append(store.columns[column].name)
                }
            }
            changes.restyled.formUnion(populations.takeOccurrenceFlips())
            resolver = theme.bindForCells(to: StyledTable.shape(of: store), statistics: statistics)
        }
        changes.restyled = changes.restyled.filter(store.contains)
        if case .automatic = settings.rowHeight {
            var measured = changes.restyled.compactMap(store.globalIndex(of:))
            if heightsReadPosition, let from = changes.from {
                let start = store.firstGlobalIndex(ofSection: from.section) + from.row
                measured += Array(start..<(store.firstGlobalIndex(ofSection: from.section + 1)))
            }
            measure(measured)
        }
        return LiveTableUpdate(
            restyledRows: ordered(Set(changes.restyled.compactMap { elementIDs[$0] })),
            restyledFrom: dependence.shiftsRestyle ? changes.from : nil,
            restyledComputedColumns: computedColumns)
    }

    /// The numbers whose answer differs between two bindings of one statistics test: between the two
    /// thresholds (each end included as the comparison says), or every number when either never holds.
    static func changedRanges(_ before: BoundStatistic, _ after: BoundStatistic) -> [NumberRange] {
        guard before != after else { return [] }
        let everything = [NumberRange(lower: -.infinity, includesLower: true, upper: .infinity, includesUpper: true)]
        guard case .numeric(let old) = before, case .numeric(let new) = after, old.comparison == new.comparison
        else { return everything }
        let (low, high) = (min(old.bound, new.bound), max(old.bound, new.bound))
        switch old.comparison {
        case .greaterThanOrEqual, .lessThan:
            return [NumberRange(lower: low, includesLower: true, upper: high, includesUpper: false)]
        case .greaterThan, .lessThanOrEqual:
            return [NumberRange(lower: low, includesLower: false, upper: high, includesUpper: true)]
        case .equalTo:
            return [old.bound, new.bound].map {
                NumberRange(lower: $0, includesLower: true, upper: $0, includesUpper: true)
            }
        default: return everything
        }
    }

    /// Measures the automatic heights of rows at global indices.
    private mutating func measure(_ globals: [Int]) {
        guard !globals.isEmpty else { return }
        let height = styled.bodyRowHeights(unit: unit, columnWidths: columnWidths)
        let updates = globals.map { ($0, height(store.indexPath(ofGlobal: $0))) }
        for (global, value) in updates { store.setHeight(value, atGlobal: global) }
    }

    /// Binds the theme, the populations and every height again from the rows (O(n)).
    private mutating func rebuildFromScratch() {
        for index in store.columns.indices { store.columns[index].kind = populations.kinds[index] }
        let shape = StyledTable.shape(of: store)
        statisticsTests = theme.statisticsTests(for: shape)
        populations = LivePopulations(
            columnCount: store.columns.count, needs: Self.needs(theme, shape), rows: store.allRows)
        resolver = StyledTable(store, theme: theme).bound
        if case .automatic = settings.rowHeight { measure(Array(0..<store.count)) }
    }

    /// IDs in display order.
    private func ordered(_ ids: Set<Element.ID>) -> [Element.ID] {
        ids.compactMap { id in position(of: id).map { (id, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// The offset that puts the first surviving anchor row where it was in the viewport.
    private func anchoredOffset(_ anchors: [(id: RowID, y: Double)], viewport: Viewport) -> Double {
        let layout = layout
        let maxOffset = max(0, layout.contentHeight - viewport.height)
        for anchor in anchors {
            guard let path = store.indexPath(of: anchor.id), let frame = layout.frame(of: path) else { continue }
            return min(max(0, frame.y - anchor.y), maxOffset)
        }
        return min(max(0, viewport.offset), maxOffset)
    }
}

extension LiveTable where Element == DataRow {
    /// Styles and lays out a table model (grouped or not); rows are identified by their ``RowID``s.
    ///
    /// - Parameters:
    ///   - table: The rows; identities must be unique.
    ///   - theme: The compiled theme.
    ///   - unit: Points (apps) or characters (terminal).
    public init(_ table: DataTable, theme: CompiledTheme, unit: LayoutUnit = .points) {
        self.init(
            table, ids: table.sections.flatMap { $0.rows.map(\.id) }, theme: theme, unit: unit, makeCells: \.cells)
    }

    /// The rows as they are now, as a table model (O(n): for export and tests).
    public var table: DataTable { store.table }

    /// Applies changes in order, keeping a viewport's first visible row in place.
    ///
    /// - Parameters:
    ///   - changes: The changes.
    ///   - viewport: The viewport on screen before the changes; the update's ``LiveTableUpdate/offset``
    ///     keeps its first visible row that still exists at the same place on screen.
    /// - Returns: What looks different now, the anchored offset and the changes not applied.
    @discardableResult
    public mutating func apply(_ changes: [RowChange], keeping viewport: Viewport? = nil) -> LiveTableUpdate<RowID> {
        var ignored: [RowChange] = []
        var update = batch(keeping: viewport) { live in
            live.perform { live, recorded in
                for change in changes {
                    let applied: Bool
                    switch change {
                    case .insert(let row, let path): applied = live.record(.insert(row, path), into: &recorded)
                    case .remove(let id): applied = live.record(.remove(id), into: &recorded)
                    case .update(let row): applied = live.record(.update(row), into: &recorded)
                    }
                    if !applied { ignored.append(change) }
                }
            }
        }
        update.ignored = ignored
        return update
    }
}

extension LiveTable {
    /// A live table of the rows a ``StyledRows`` shows, with its theme, columns, selection, sort order
    /// and footer.
    ///
    /// - Parameters:
    ///   - rows: The styled rows.
    ///   - unit: Points (apps) or characters (terminal).
    public init(_ rows: StyledRows<Element>, unit: LayoutUnit = .points) {
        let columns = rows.columns
        self.init(rows.table, ids: rows.ids, theme: rows.styled.compiled, unit: unit) { element in
            columns.map { $0.cell(element) }
        }
    }
}
