import TableStyleTheme

/// A compiled theme bound to one table's shape: the fast per-cell resolver.
///
/// Binding partially evaluates every rule for each (section, column): section, column and sort tests
/// become constants, so a cell only evaluates the row and value tests of the rules that can still apply
/// to it (its *candidates*). Slots with the same candidates share one *plan*. A plan's candidates are
/// grouped into clusters of rules that set overlapping attributes; each cluster's matched subset maps to
/// one of a few outcomes, and the styles of every (row background, outcome combination) are computed and
/// interned at bind time. Resolving a cell is then: evaluate the candidates into a bitset, turn it into a
/// table index, read the style id — no allocation, no lock, no reference counting.
///
/// A plan whose tables would be too large (more than 64 candidates, a cluster of more than 12 rules, more
/// than 12 labelled candidates, or more than 16,384 styles) resolves through a lock-protected memo table
/// instead: same answers, slower, and allocating per cell.
///
/// Immutable and `Sendable`: resolve from as many tasks as you like.
public struct StyleResolver: Sendable {
    /// What building and the memo path need about a plan.
    struct SlotPlanInputs: Sendable {
        var section: TableSection
        var alwaysRules: [Int]
        /// The candidates in bit order (clusters contiguous).
        var candidates: [Int]
        var roots: [Int32]
        /// The candidates' residual conditions, in the same order.
        var residuals: [Condition]
        var backgrounds: [ThemeColor]
        var selectedColor: ThemeColor?

        var selectedSlot: Int { selectedColor == nil ? -1 : max(1, backgrounds.count) }
        var backgroundSlots: Int { max(1, backgrounds.count) + (selectedColor == nil ? 0 : 1) }

        func backgroundColor(slot: Int) -> ThemeColor? {
            if slot == selectedSlot { return selectedColor }
            return backgrounds.isEmpty ? nil : backgrounds[slot]
        }
    }

    private struct SlotPlanKey: Hashable {
        var section: TableSection
        var alwaysRules: [Int]
        var dynamic: [Int]
        var residuals: [Condition]
        var backgrounds: [ThemeColor]
    }

    static let maximumCandidates = 64
    static let maximumClusterWidth = 12
    static let maximumLabelledCandidates = 12
    static let maximumStylesPerPlan = 16_384
    static let maximumTableEntries = 262_144

    /// The compiled theme this binding belongs to.
    public let compiled: CompiledTheme
    /// The table shape it was bound to.
    public let shape: TableShape
    /// The table's column statistics the binding's statistics tests, scales and bars use (`nil`: none given).
    public let statistics: TableStatistics?

    @usableFromInline let storage: ResolverTables
    /// The plans' inputs, and the styles and label lists interned when the tables were built (kept by
    /// `storage`, so that a ``RowStyles`` holds a single reference).
    var planInfos: [SlotPlanInputs] { storage.planInfos }
    var styles: [ResolvedStyle] { storage.styles }
    var labelSets: [[String]] { storage.labelSets }
    /// The scales and bars of the interned styles bound to each column (empty for themes without them).
    @usableFromInline let computed: ComputedStyles

    init(compiled: CompiledTheme, shape: TableShape, statistics: TableStatistics? = nil, forWholeRows: Bool = true) {
        self.compiled = compiled
        self.shape = shape
        self.statistics = statistics
        var program = ConditionBytecode()
        var infos: [SlotPlanInputs] = []
        var planIDs: [SlotPlanKey: Int32] = [:]
        var slots: [Int32] = []
        let columnCount = shape.columns.count
        for section in [TableSection.header, .body, .footer] {
            for column in 0...columnCount {
                let facts = StaticFacts(
                    shape: shape, section: section, column: column < columnCount ? column : -1, statistics: statistics)
                var always: [Int] = []
                var dynamic: [Int] = []
                var residuals: [Condition] = []
                for rule in compiled.rules where rule.isSectionScoped || section == .body {
                    guard let condition = rule.condition else {
                        always.append(rule.index)
                        continue
                    }
                    let residual = condition.partiallyEvaluated(facts) { compiled.plugins[$0]?.evaluate != nil }
                    switch residual {
                    case .constant(true): always.append(rule.index)
                    case .constant(false): continue
                    default:
                        dynamic.append(rule.index)
                        residuals.append(residual)
                    }
                }
                var backgrounds: [ThemeColor] = []
                if section == .body {
                    backgrounds = compiled.rowBackgrounds(highlighted: facts.isInShape && facts.isHighlighted).colors
                }
                let key = SlotPlanKey(
                    section: section, alwaysRules: always, dynamic: dynamic, residuals: residuals,
                    backgrounds: backgrounds)
                if let existing = planIDs[key] {
                    slots.append(existing)
                    continue
                }
                let order = Self.clusterOrder(dynamic, compiled: compiled)
                let info = SlotPlanInputs(
                    section: section, alwaysRules: always, candidates: order.map { dynamic[$0] },
                    roots: order.map { program.add(residuals[$0], plugins: compiled.plugins) },
                    residuals: order.map { residuals[$0] }, backgrounds: backgrounds,
                    selectedColor: section == .body ? compiled.table.selectedRowColor : nil)
                planIDs[key] = Int32(infos.count)
                slots.append(Int32(infos.count))
                infos.append(info)
            }
        }
        var builder = TableBuilder(compiled: compiled, shape: shape)
        for info in infos { builder.add(info, program: program) }
        let (styles, labelSets) = compiled.store.snapshot()
        storage = ResolverTables(
            program: program, slots: slots, plans: builder.plans, planRules: builder.planRules,
            clusters: builder.clusters, outcomes: builder.outcomes, styleTable: builder.styleTable,
            labelTable: builder.labelTable, rowConditions: builder.rowConditionRoots,
            functionIntervals: builder.functionIntervals, direct: builder.direct, shape: shape,
            resolving: ResolverTables.Resolving(
                compiled: compiled, planInfos: infos, styles: styles, labelSets: labelSets),
            buildsNumberClassTables: forWholeRows)
        computed = ComputedStyles(styles: styles, compiled: compiled, shape: shape, statistics: statistics)
    }

    /// The candidates' positions reordered so rules setting overlapping attributes are contiguous
    /// (clusters in order of their first rule; rules that set nothing last).
    static func clusterOrder(_ dynamic: [Int], compiled: CompiledTheme) -> [Int] {
        let clusters = Self.clusters(dynamic, compiled: compiled)
        var order = clusters.flatMap { $0 }
        let clustered = Set(order)
        order += dynamic.indices.filter { !clustered.contains($0) }
        return order
    }

    /// Groups candidate positions whose rules set at least one common attribute (transitively).
    static func clusters(_ dynamic: [Int], compiled: CompiledTheme) -> [[Int]] {
        var parent = Array(dynamic.indices)
        func find(_ position: Int) -> Int {
            var root = position
            while parent[root] != root { root = parent[root] }
            return root
        }
        var owner: [StyleAttribute: Int] = [:]
        var setsSomething = Array(repeating: false, count: dynamic.count)
        for (position, rule) in dynamic.enumerated() {
            for attribute in StyleAttribute.allCases where compiled.rules[rule].style.sets(attribute) {
                setsSomething[position] = true
                if let other = owner[attribute] {
                    let (first, second) = (find(other), find(position))
                    if first != second { parent[max(first, second)] = min(first, second) }
                } else {
                    owner[attribute] = position
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        var roots: [Int] = []
        for position in dynamic.indices where setsSomething[position] {
            let root = find(position)
            if groups[root] == nil { roots.append(root) }
            groups[root, default: []].append(position)
        }
        return roots.compactMap { groups[$0] }
    }

    /// `always` and the given candidates, in rule order.
    static func matched(_ always: [Int], _ candidates: [Int], bits: UInt64) -> [Int] {
        var result = always
        for (position, rule) in candidates.enumerated() where bits & (1 << UInt64(position)) != 0 {
            result.append(rule)
        }
        result.sort()
        return result
    }

    static func makeStyle(_ compiled: CompiledTheme, _ info: SlotPlanInputs, background: ThemeColor?, rules: [Int])
        -> ResolvedStyle
    {
        var style = compiled.bases[CompiledTheme.sectionIndex(info.section)]
        if let background { style.backgroundColor = background }
        for rule in rules { compiled.rules[rule].style.apply(to: &style) }
        return style
    }

    /// The (style, labels) ids of a cell: precomputed tables when possible, else the memo table.
    @inlinable @inline(__always)
    func entry<Row: RowValues>(for cell: CellContext, in row: Row) -> (style: Int32, labels: Int32) {
        storage.entry(column: cell.column, facts: RowFacts(cell, row: row, tables: storage), row: row)
    }

    /// The memo table's (style, labels) ids of a cell (see ``ResolverTables/memoizedEntry(_:row:)``).
    func memoizedEntry<Row: RowValues>(_ cell: CellContext, row: Row) -> (style: Int32, labels: Int32) {
        storage.memoizedEntry(cell, row: row)
    }

    /// The interned style of a cell: no allocation and no lock per cell.
    ///
    /// Evaluates the cell's row-level conditions (row patterns, selection, `rowValue`) for this cell; to
    /// resolve several cells of a row one at a time, make the row once with
    /// ``rowStyles(forRow:rowCount:section:isSelected:values:)`` and ask it for each cell (same ids).
    ///
    /// - Parameters:
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row (its own value and, for `rowValue`, the others).
    /// - Returns: The style's id; ``style(_:)`` gives the style.
    @inlinable
    public func styleID(for cell: CellContext, in row: some RowValues) -> StyleID {
        StyleID(rawValue: entry(for: cell, in: row).style)
    }

    /// One row, ready to resolve its cells one at a time (``RowStyles``): its row-level conditions — row
    /// patterns, selection, `rowValue` — are evaluated here, once, and each cell then costs what a cell of
    /// ``styleIDs(forRow:rowCount:section:isSelected:values:into:)`` costs.
    ///
    /// Use it when cells are visited one by one; use `styleIDs(forRow:…)` to fill a whole row into an
    /// array, and ``styleID(for:in:)`` for an isolated cell (it evaluates the row-level conditions for
    /// that cell alone). All three give the same ids.
    ///
    /// - Parameters:
    ///   - row: The 0-based row index within the section.
    ///   - rowCount: The number of rows in the section.
    ///   - section: The section (body by default).
    ///   - isSelected: Whether the row is selected.
    ///   - values: The row's values.
    /// - Returns: The row, which answers ``RowStyles/styleID(column:)`` and ``RowStyles/resolve(column:)``.
    @inlinable @inline(__always)
    public func rowStyles<Values: RowValues>(
        forRow row: Int, rowCount: Int, section: TableSection = .body, isSelected: Bool = false, values: Values
    ) -> RowStyles<Values> {
        RowStyles(
            tables: storage,
            row: CellContext(section: section, row: row, rowCount: rowCount, column: 0, isSelected: isSelected),
            values: values)
    }

    /// Resolves the cells of one row at once — the fastest way to style a table: the row-level tests
    /// (row patterns such as `every`, selection, `rowValue`) are evaluated once for the row instead of once
    /// per cell. Gives the same ids as ``styleID(for:in:)`` cell by cell; no allocation.
    ///
    /// - Parameters:
    ///   - row: The 0-based row index within the section.
    ///   - rowCount: The number of rows in the section.
    ///   - section: The section (body by default).
    ///   - isSelected: Whether the row is selected.
    ///   - values: The row's values.
    ///   - output: Receives the style id of column `i` at index `i`, for every index of the array.
    @inlinable @inline(__always)  // into the caller's row loop: the row's facts stay in registers
    public func styleIDs(
        forRow row: Int, rowCount: Int, section: TableSection = .body, isSelected: Bool = false,
        values: some RowValues, into output: inout [StyleID]
    ) {
        let facts = RowFacts(
            CellContext(section: section, row: row, rowCount: rowCount, column: 0, isSelected: isSelected),
            row: values, tables: storage, inlinesRowConditions: true)
        // The facts are read in place: a copy of their context was copied again for every use.
        let (rowConditionBits, flags, rowState) = (facts.rowConditionBits, facts.flags, facts.rowState)
        let columnCount = storage.columnCount
        let sectionIndex = facts.section
        let sectionBase = sectionIndex &* (columnCount &+ 1)
        if let bases = facts.bases {
            // The row's part of every cell's table index is precomputed for its row state. The tables are
            // read into locals once: the loop's stores could otherwise alias them, and they were reloaded.
            let tables = storage
            let styles = tables.directStyles
            output.withUnsafeMutableBufferPointer { output in
                if output.count == columnCount {
                    tables.writeWholeRow(
                        section: sectionIndex, bases: bases, rowContext: facts.context,
                        rowConditionBits: rowConditionBits, flags: flags, row: values, into: output)
                    return
                }
                for column in output.indices {
                    let index = tables.wholeRowIndex(
                        column: column, section: sectionIndex, bases: bases, rowContext: facts.context,
                        rowConditionBits: rowConditionBits, flags: flags, row: values)
                    output[column] = StyleID(rawValue: styles[index])
                }
            }
            return
        }
        if storage.rowTabulatedSections[sectionIndex] {
            // Every plan reads its row-level pattern from the row state: no per-row cache.
            output.withUnsafeMutableBufferPointer { output in
                for column in output.indices {
                    let planIndex = Int(storage.slots[sectionBase &+ (column < columnCount ? column : columnCount)])
                    output[column] = StyleID(
                        rawValue: storage.rowDirectStyle(
                            storage.plans + planIndex, planIndex: planIndex, column: column, rowContext: facts.context,
                            rowConditionBits: rowConditionBits, flags: flags, rowState: rowState, row: values,
                            patterns: nil))
                }
            }
            return
        }
        // Per plan, the row-level rules' pattern is the same for every cell of the row: computed once.
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, storage.planCount)) { patterns in
            guard let base = patterns.baseAddress else { return }
            base.initialize(repeating: -1, count: patterns.count)
            output.withUnsafeMutableBufferPointer { output in
                for column in output.indices {
                    let planIndex = Int(storage.slots[sectionBase &+ (column < columnCount ? column : columnCount)])
                    let plan = storage.plans + planIndex
                    if plan.pointee.hasRowSources && column < columnCount {
                        output[column] = StyleID(
                            rawValue: storage.rowDirectStyle(
                                plan, planIndex: planIndex, column: column, rowContext: facts.context,
                                rowConditionBits: rowConditionBits,
                                flags: flags, rowState: rowState, row: values, patterns: base))
                        continue
                    }
                    let cell = facts.cell(column: column)
                    if let found = storage.precomputed(
                        cell, row: values, rowConditionBits: rowConditionBits, rowFlags: flags, patterns: base)
                    {
                        output[column] = StyleID(rawValue: found.style)
                    } else {
                        output[column] = StyleID(rawValue: storage.memoizedEntry(cell, row: values).style)
                    }
                }
            }
        }
    }

    /// Resolves the cells of one row at once with their labels — ``resolve(_:in:)`` for a whole row, with the
    /// row-level conditions evaluated once (see ``styleIDs(forRow:rowCount:section:isSelected:values:into:)``).
    ///
    /// - Parameters:
    ///   - row: The 0-based row index within the section.
    ///   - rowCount: The number of rows in the section.
    ///   - section: The section (body by default).
    ///   - isSelected: Whether the row is selected.
    ///   - values: The row's values.
    ///   - columnCount: How many cells to resolve (columns `0..<columnCount`).
    /// - Returns: Each cell's style id and the labels of its matched rules, in rule order.
    public func resolveRow(
        _ row: Int, rowCount: Int, section: TableSection = .body, isSelected: Bool = false,
        values: some RowValues, columnCount: Int
    ) -> [(style: StyleID, labels: [String])] {
        let facts = RowFacts(
            CellContext(section: section, row: row, rowCount: rowCount, column: 0, isSelected: isSelected),
            row: values, tables: storage)
        return (0..<max(0, columnCount)).map { column in
            let found = storage.entry(column: column, facts: facts, row: values)
            return (StyleID(rawValue: found.style), labels(id: found.labels))
        }
    }

    /// The labels of the rules that matched a cell, in rule order (an interned array: no copy per cell).
    ///
    /// - Parameters:
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row.
    /// - Returns: The labels.
    public func labels(for cell: CellContext, in row: some RowValues) -> [String] {
        labels(id: entry(for: cell, in: row).labels)
    }

    /// A cell's style id and labels at once.
    ///
    /// - Parameters:
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row.
    /// - Returns: The style id and the labels of the matched rules, in rule order.
    public func resolve(_ cell: CellContext, in row: some RowValues) -> (style: StyleID, labels: [String]) {
        let found = entry(for: cell, in: row)
        return (StyleID(rawValue: found.style), labels(id: found.labels))
    }

    /// The style an id stands for.
    ///
    /// - Parameter id: An id returned by this binding (or another binding of the same compiled theme).
    /// - Returns: The style.
    public func style(_ id: StyleID) -> ResolvedStyle {
        storage.style(id)
    }

    /// A cell's resolved style (``styleID(for:in:)`` then ``style(_:)``).
    ///
    /// - Parameters:
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row.
    /// - Returns: The complete style.
    public func resolvedStyle(for cell: CellContext, in row: some RowValues) -> ResolvedStyle {
        style(styleID(for: cell, in: row))
    }

    func labels(id: Int32) -> [String] {
        storage.labels(id: id)
    }

    /// Whether every cell resolves from the tables made when binding (no plan falls back to the memo
    /// table, which interns styles on first use): then cells may be resolved on several threads at once
    /// and get the same ids in any order.
    package var resolvesFromTablesOnly: Bool {
        (0..<storage.planCount).allSatisfy { storage.plans[$0].isPrecomputed }
    }

    /// How many distinct plans the binding made and how many resolve from precomputed tables.
    var planCount: (total: Int, precomputed: Int) {
        (planInfos.count, (0..<planInfos.count).filter { storage.plans[$0].isPrecomputed }.count)
    }
}
