import TableStyleTheme

/// One row of a table, ready to resolve its cells one at a time: the row's position, selection and
/// values, with every row-level condition — row patterns (`every`, `even`, `odd`, `first`, `last`, `index`),
/// `selected` and `rowValue` tests — evaluated once, when it is made.
///
/// Make one with ``StyleResolver/rowStyles(forRow:rowCount:section:isSelected:values:)``, then ask it for
/// each cell you visit: ``styleID(column:)`` costs about what one cell of
/// ``StyleResolver/styleIDs(forRow:rowCount:section:isSelected:values:into:)`` costs, with no output array —
/// the call for code that walks cells one by one (a renderer measuring or drawing cell by cell, a grid
/// that asks for the visible cells). ``StyleResolver/styleID(for:in:)`` gives the same answers but
/// evaluates the row-level conditions again for every cell.
///
/// It is a plain value made from its inputs and holds no cache, so it cannot go stale: every answer is the
/// one ``StyleResolver/styleID(for:in:)`` gives for the same cell and values. When a row's values,
/// selection, index or row count change, make a new one. Its row-level answers are those of `values` as
/// they were when it was made: a `RowValues` type that reads storage shared with other code (a class)
/// should be given to a new `RowStyles` after that storage changes; arrays and other value types are copied.
///
/// ```swift
/// let row = resolver.rowStyles(forRow: 3, rowCount: 100, isSelected: false, values: values)
/// for column in visibleColumns {
///     draw(values[column], style: row.style(column: column))
/// }
/// ```
public struct RowStyles<Values: RowValues> {
    /// The binding's tables the row resolves with (this also keeps the tables `facts` points into alive).
    @usableFromInline let tables: ResolverTables
    /// The row's row-level answers.
    @usableFromInline let facts: RowFacts
    /// The row's values.
    public let values: Values

    @inlinable @inline(__always)
    init(tables: ResolverTables, row: CellContext, values: Values) {
        self.tables = tables
        self.values = values
        facts = RowFacts(row, row: values, tables: tables)
    }

    /// The row's section.
    public var section: TableSection { facts.context.section }
    /// The 0-based row index within the section.
    public var row: Int { facts.context.row }
    /// The number of rows in the section.
    public var rowCount: Int { facts.context.rowCount }
    /// Whether the row is selected.
    public var isSelected: Bool { facts.context.isSelected }

    /// The context of the row's cell in `column` (what ``StyleResolver/styleID(for:in:)`` takes).
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The cell's context.
    public func cell(column: Int) -> CellContext { facts.cell(column: column) }

    /// The interned style of the row's cell in `column`: no allocation, no lock, and no row-level test
    /// evaluated again.
    ///
    /// - Parameter column: The 0-based column index (columns outside the bound shape resolve as the
    ///   binding resolves them for ``StyleResolver/styleID(for:in:)``).
    /// - Returns: The style's id; ``StyleResolver/style(_:)`` or ``style(column:)`` gives the style.
    @inlinable @inline(__always)
    public func styleID(column: Int) -> StyleID {
        StyleID(rawValue: tables.entry(column: column, facts: facts, row: values).style)
    }

    /// The resolved style of the row's cell in `column` (``styleID(column:)`` then ``StyleResolver/style(_:)``).
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The complete style.
    public func style(column: Int) -> ResolvedStyle {
        tables.style(styleID(column: column))
    }

    /// The labels of the rules that matched the row's cell in `column`, in rule order.
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The labels (an interned array: no copy per cell).
    public func labels(column: Int) -> [String] {
        resolve(column: column).labels
    }

    /// The style id and the labels of the row's cell in `column` at once.
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The style id and the labels of the matched rules, in rule order.
    @inlinable
    public func resolve(column: Int) -> (style: StyleID, labels: [String]) {
        let found = tables.entry(column: column, facts: facts, row: values)
        return (StyleID(rawValue: found.style), tables.labels(id: found.labels))
    }
}

/// Sendable when its values are: the rest is immutable.
extension RowStyles: Sendable where Values: Sendable {}
