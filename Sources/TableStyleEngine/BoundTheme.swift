import TableStyleTheme

/// A compiled theme bound to one table's shape: the fast per-cell resolver.
///
/// Binding partially evaluates every rule for each (section, column): section, column and sort tests
/// become constants, so each cell only evaluates the row and value tests of the rules that can still
/// apply to it ("candidate" rules). Columns with the same candidates share one *plan*. For each plan the
/// styles of every combination of (row background, set of matched candidates) are computed and interned
/// up front, so resolving a cell is: evaluate the candidates' residual tests into a bitset, then index a
/// table — no allocation, no lock. Plans with more than 10 value-dependent candidates (or bindings whose
/// tables would exceed 65,536 entries) resolve through a lock-protected memo table instead: still correct,
/// slower, and allocating per cell.
///
/// Immutable and `Sendable`: resolve from as many tasks as you like.
public struct BoundTheme: Sendable {
    struct Plan: Sendable {
        var section: TableSection
        var alwaysRules: [Int]
        var dynamicRules: [Int]
        var roots: [Int32]
        var backgrounds: [ThemeColor]
        var selectedColor: ThemeColor?
        /// The background slot of selected rows (-1 when selection does not change the background).
        var selectedSlot: Int
        var tableOffset: Int
        var isEager: Bool

        var backgroundCount: Int { max(1, backgrounds.count) + (selectedSlot >= 0 ? 1 : 0) }
    }

    private struct PlanKey: Hashable {
        var section: TableSection
        var alwaysRules: [Int]
        var dynamic: [Int]
        var residuals: [Condition]
        var backgrounds: [ThemeColor]
    }

    static let maximumEagerCandidates = 10
    static let maximumEagerEntries = 65_536

    /// The compiled theme this binding belongs to.
    public let compiled: CompiledTheme
    /// The table shape it was bound to.
    public let shape: TableShape

    let plans: [Plan]
    /// Plan per slot: `sectionIndex * (columns + 1) + column`, the last slot of a section for columns outside the shape.
    let slots: [Int32]
    let program: ResidualProgram
    let entries: [StyleStore.Entry]
    let styles: [ResolvedStyle]
    let labelSets: [[String]]

    init(compiled: CompiledTheme, shape: TableShape) {
        self.compiled = compiled
        self.shape = shape
        var program = ResidualProgram()
        var plans: [Plan] = []
        var planIDs: [PlanKey: Int32] = [:]
        var slots: [Int32] = []
        let columnCount = shape.columns.count
        for section in [TableSection.header, .body, .footer] {
            for column in 0...columnCount {
                let facts = StaticFacts(shape: shape, section: section, column: column < columnCount ? column : -1)
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
                let key = PlanKey(
                    section: section, alwaysRules: always, dynamic: dynamic, residuals: residuals,
                    backgrounds: backgrounds)
                if let existing = planIDs[key] {
                    slots.append(existing)
                    continue
                }
                let selected = section == .body ? compiled.table.selectedRowColor : nil
                let plan = Plan(
                    section: section, alwaysRules: always, dynamicRules: dynamic,
                    roots: residuals.map { program.add($0, plugins: compiled.plugins) },
                    backgrounds: backgrounds, selectedColor: selected,
                    selectedSlot: selected == nil ? -1 : max(1, backgrounds.count), tableOffset: 0, isEager: false)
                planIDs[key] = Int32(plans.count)
                slots.append(Int32(plans.count))
                plans.append(plan)
            }
        }
        // Precompute the style tables, smallest plans first so a budget overrun only costs the biggest.
        var entries: [StyleStore.Entry] = []
        for index in plans.indices.sorted(by: { plans[$0].dynamicRules.count < plans[$1].dynamicRules.count }) {
            var plan = plans[index]
            let combinations = plan.backgroundCount << plan.dynamicRules.count
            guard plan.dynamicRules.count <= Self.maximumEagerCandidates,
                entries.count + combinations <= Self.maximumEagerEntries
            else { continue }
            plan.tableOffset = entries.count
            plan.isEager = true
            for background in 0..<plan.backgroundCount {
                for bits in 0..<(1 << plan.dynamicRules.count) {
                    let matched = Self.merge(plan.alwaysRules, plan.dynamicRules, bits: UInt64(bits))
                    let (style, labels) = Self.makeStyle(compiled, plan: plan, background: background, rules: matched)
                    entries.append(compiled.store.intern(style, labels: labels))
                }
            }
            plans[index] = plan
        }
        self.plans = plans
        self.slots = slots
        self.program = program
        self.entries = entries
        (styles, labelSets) = compiled.store.snapshot()
    }

    /// `always` and the `dynamic` rules whose bit is set, in rule order.
    static func merge(_ always: [Int], _ dynamic: [Int], bits: UInt64) -> [Int] {
        var result = always
        for (position, rule) in dynamic.enumerated() where bits & (1 << UInt64(position)) != 0 {
            result.append(rule)
        }
        result.sort()
        return result
    }

    static func makeStyle(_ compiled: CompiledTheme, plan: Plan, background: Int, rules: [Int])
        -> (ResolvedStyle, [String])
    {
        var style = compiled.bases[CompiledTheme.sectionIndex(plan.section)]
        if background == plan.selectedSlot, let selected = plan.selectedColor {
            style.backgroundColor = selected
        } else if !plan.backgrounds.isEmpty {
            style.backgroundColor = plan.backgrounds[background]
        }
        var labels: [String] = []
        for rule in rules {
            compiled.rules[rule].style.apply(to: &style)
            if let label = compiled.rules[rule].label { labels.append(label) }
        }
        return (style, labels)
    }

    @inline(__always)
    func slot(for cell: CellContext) -> Int {
        let columnCount = shape.columns.count
        let column = cell.column >= 0 && cell.column < columnCount ? cell.column : columnCount
        return CompiledTheme.sectionIndex(cell.section) * (columnCount + 1) + column
    }

    @inline(__always)
    static func backgroundSlot(_ plan: Plan, _ cell: CellContext) -> Int {
        if plan.selectedSlot >= 0 && cell.isSelected { return plan.selectedSlot }
        let count = plan.backgrounds.count
        if count < 2 { return 0 }
        let remainder = cell.row % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// The entry (style and labels ids) of a cell: the hot path.
    @inline(__always)
    func entry<Row: RowValues>(for cell: CellContext, in row: Row) -> StyleStore.Entry {
        let plan = plans[Int(slots[slot(for: cell)])]
        let background = Self.backgroundSlot(plan, cell)
        if !plan.isEager { return memoizedEntry(plan, background: background, cell: cell, row: row) }
        var bits = 0
        if !plan.roots.isEmpty {
            bits = program.nodes.withUnsafeBufferPointer { nodes in
                program.children.withUnsafeBufferPointer { children in
                    var evaluator = ResidualEvaluator(
                        nodes: nodes, children: children, program: program, cell: cell, row: row, shape: shape)
                    var bits = 0
                    for (position, root) in plan.roots.enumerated() where evaluator.holds(root) {
                        bits |= 1 << position
                    }
                    return bits
                }
            }
        }
        return entries[plan.tableOffset + (background << plan.dynamicRules.count) + bits]
    }

    private func memoizedEntry<Row: RowValues>(_ plan: Plan, background: Int, cell: CellContext, row: Row)
        -> StyleStore.Entry
    {
        var matched = plan.alwaysRules
        program.nodes.withUnsafeBufferPointer { nodes in
            program.children.withUnsafeBufferPointer { children in
                var evaluator = ResidualEvaluator(
                    nodes: nodes, children: children, program: program, cell: cell, row: row, shape: shape)
                for (position, root) in plan.roots.enumerated() where evaluator.holds(root) {
                    matched.append(plan.dynamicRules[position])
                }
            }
        }
        matched.sort()
        let backgroundColor: ThemeColor? =
            background == plan.selectedSlot
            ? plan.selectedColor
            : (plan.backgrounds.isEmpty ? nil : plan.backgrounds[background])
        let key = StyleStore.MemoKey(
            section: plan.section, background: backgroundColor, rules: matched.map { Int32($0) })
        return compiled.store.memoized(key) {
            Self.makeStyle(compiled, plan: plan, background: background, rules: matched)
        }
    }

    /// The interned style of a cell — the hot path: no allocation and no lock per cell.
    ///
    /// - Parameters:
    ///   - cell: The cell's position and state.
    ///   - row: The cell's row (its own value and, for `rowValue`, the others).
    /// - Returns: The style's id; ``style(_:)`` gives the style.
    public func styleID(for cell: CellContext, in row: some RowValues) -> StyleID {
        StyleID(rawValue: entry(for: cell, in: row).style)
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
        let index = Int(id.rawValue)
        if index >= 0 && index < styles.count { return styles[index] }
        return compiled.style(id)
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

    private func labels(id: Int32) -> [String] {
        let index = Int(id)
        if index >= 0 && index < labelSets.count { return labelSets[index] }
        return compiled.store.labels(id)
    }

    /// How many distinct plans the binding made and how many were precomputed (for diagnostics and tests).
    public var planCount: (total: Int, precomputed: Int) {
        (plans.count, plans.filter(\.isEager).count)
    }
}
