import TableStyleTheme

extension ResolverTables {
    /// What resolving needs besides the flat tables: the memo table's inputs and the interned styles and
    /// label lists the ids index (a snapshot taken when the tables were built).
    struct Resolving: Sendable {
        var compiled: CompiledTheme
        var planInfos: [StyleResolver.SlotPlanInputs]
        var styles: [ResolvedStyle]
        var labelSets: [[String]]
    }

    var planInfos: [StyleResolver.SlotPlanInputs] { resolving.planInfos }
    var styles: [ResolvedStyle] { resolving.styles }
    var labelSets: [[String]] { resolving.labelSets }

    /// The (style, labels) ids of the cell in `column` of a row whose row-level answers are `facts`: the
    /// one resolution every single-cell and row API goes through.
    @inlinable @inline(__always)
    func entry<Row: RowValues>(column: Int, facts: RowFacts, row: Row) -> (style: Int32, labels: Int32) {
        if let bases = facts.bases {
            // The row's part of the table index is known: add the cell's value class and other rules.
            let index = wholeRowIndex(
                column: column, section: facts.section, bases: bases, rowContext: facts.context,
                rowConditionBits: facts.rowConditionBits, flags: facts.flags, row: row)
            return (directStyles[index], directLabels[index])
        }
        return entryWithoutRowStateTable(column: column, facts: facts, row: row)
    }

    /// ``entry(column:facts:row:)`` in a section without row state tables: the plan's tables when it has
    /// them (row-level candidates read from the row's bits and flags), else the memo table.
    @inlinable @inline(never)
    func entryWithoutRowStateTable<Row: RowValues>(column: Int, facts: RowFacts, row: Row)
        -> (style: Int32, labels: Int32)
    {
        let cell = facts.cell(column: column)
        if let found = precomputed(cell, row: row, rowConditionBits: facts.rowConditionBits, rowFlags: facts.flags) {
            return found
        }
        return memoizedEntry(cell, row: row)
    }

    /// A cell's (style, labels) ids from the memo table: its plan's candidates evaluated by the bytecode
    /// interpreter, the style of the matched rules made and interned on first use (under the store's lock).
    @usableFromInline
    func memoizedEntry<Row: RowValues>(_ cell: CellContext, row: Row) -> (style: Int32, labels: Int32) {
        let compiled = resolving.compiled
        let info = planInfos[Int(slots[slot(for: cell)])]
        var matched = info.alwaysRules
        for (position, root) in info.roots.enumerated() where holds(root, cell: cell, row: row) {
            matched.append(info.candidates[position])
        }
        matched.sort()
        let background = info.backgroundColor(
            slot: Self.backgroundSlot(
                SlotPlan(backgroundCount: Int32(info.backgrounds.count), selectedSlot: Int32(info.selectedSlot)), cell))
        let key = StyleStore.MemoKey(section: info.section, background: background, rules: matched.map { Int32($0) })
        let entry = compiled.store.memoized(key) {
            (
                StyleResolver.makeStyle(compiled, info, background: background, rules: matched),
                matched.compactMap { compiled.rules[$0].label }
            )
        }
        return (entry.style, entry.labels)
    }

    /// The style an id stands for: the snapshot's, else the compiled theme's (ids interned later).
    func style(_ id: StyleID) -> ResolvedStyle {
        let index = Int(id.rawValue)
        if index >= 0 && index < styles.count { return styles[index] }
        return resolving.compiled.style(id)
    }

    /// The label list an id stands for: the snapshot's, else the compiled theme's.
    @usableFromInline
    func labels(id: Int32) -> [String] {
        let index = Int(id)
        if index >= 0 && index < labelSets.count { return labelSets[index] }
        return resolving.compiled.store.labels(id)
    }
}
