/// What resolving any cell of one row needs to know about the row itself, computed once from the row's
/// position, selection and values: the row condition bits, the row flags, the row state and, when the
/// section has row state tables, the row's bases in them (see ``CellFlags`` for the words).
///
/// Plain data derived from its inputs: it holds no cache that could go stale. `bases` points into the
/// binding's tables, so a value must not outlive the ``ResolverTables`` that made it (``RowStyles`` keeps
/// its resolver for that reason).
@usableFromInline
struct RowFacts: @unchecked Sendable {  // `bases` points at immutable tables
    /// The row's position and selection (column 0).
    @usableFromInline let context: CellContext
    /// The section's index (``CompiledTheme/sectionIndex(_:)``).
    @usableFromInline let section: Int
    /// The row's row-level residuals' answers (``ResolverTables/rowConditionBits(_:row:)``).
    @usableFromInline let rowConditionBits: UInt64
    /// The row flags (``CellFlags/rowFlags(_:)``).
    @usableFromInline let flags: UInt32
    /// The row state (``CellFlags/rowState(flags:rowConditionBits:)``).
    @usableFromInline let rowState: Int
    /// The row's bases in the row state table, when the section has one.
    @usableFromInline let bases: UnsafeMutablePointer<Int32>?

    /// Evaluates the row-level conditions of a row once.
    ///
    /// - Parameters:
    ///   - context: The row's section, index, row count and selection (the column is ignored).
    ///   - row: The row's values.
    ///   - tables: The binding's tables.
    ///   - inlinesRowConditions: Whether the row-level residuals are evaluated inline (whole rows) or by
    ///     one call (single cells, whose callers inline the cell path).
    @inlinable @inline(__always)
    init<Row: RowValues>(_ context: CellContext, row: Row, tables: ResolverTables, inlinesRowConditions: Bool = false) {
        self.context = CellContext(
            section: context.section, row: context.row, rowCount: context.rowCount, column: 0,
            isSelected: context.isSelected)
        section = CompiledTheme.sectionIndex(context.section)
        // Most sections have no row-level residual: no call for them.
        rowConditionBits =
            tables.rowConditionCount[section] == 0
            ? 0
            : inlinesRowConditions
                ? tables.rowConditionBits(context, row: row) : tables.rowConditionBitsOutOfLine(context, row: row)
        flags = CellFlags.rowFlags(context)
        rowState = CellFlags.rowState(flags: flags, rowConditionBits: rowConditionBits)
        bases = tables.rowStateBases(section: section, rowState: rowState)
    }

    /// The context of the row's cell in `column`.
    @inlinable @inline(__always)
    func cell(column: Int) -> CellContext {
        CellContext(
            section: context.section, row: context.row, rowCount: context.rowCount, column: column,
            isSelected: context.isSelected)
    }
}
