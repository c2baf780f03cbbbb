/// What one change to a ``LiveTable`` did: which rows look different now, and where to scroll to keep the
/// content in place.
///
/// A live table resolves styles when they are read, so this is what an app reconfigures (a diffable data
/// source's `reconfigureItems`), not work the table did.
public struct LiveTableUpdate<ID: Hashable>: Hashable {
    /// The rows whose values, selection or statistics answers (`top`, `aboveAverage`, `duplicate`, …)
    /// changed, in display order; a removed row is not listed.
    public var restyledRows: [ID]
    /// Whether every row may look different: something the theme reads from whole columns changed (a
    /// column's kind, so its `number`/`text` tests), or ``LiveTable/restyleAll()`` asked for it.
    public var restyledAllRows: Bool
    /// Rows at and after this index path (in its section) may look different because their position
    /// changed — row colors' cycle, `row` tests, plugin predicates; `nil` when no row moved or the theme
    /// reads no position.
    public var restyledFrom: RowIndexPath?
    /// The columns (by name) whose color scales or data bars now span a different range: their computed
    /// parts (scale colors, bar lengths) changed in every row, though no rule's answer did.
    public var restyledComputedColumns: [String]
    /// The scroll offset that keeps the first visible row of the viewport passed in where it was on screen;
    /// `nil` when no viewport was passed.
    public var offset: Double?
    /// The changes that could not be applied: a remove or update of an unknown identity, an insert of an
    /// identity already present or into a section that does not exist.
    public var ignored: [RowChange]

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - restyledRows: The rows that look different.
    ///   - restyledAllRows: Whether all rows may.
    ///   - restyledFrom: Where rows restyled by their position start.
    ///   - restyledComputedColumns: The columns whose computed parts changed.
    ///   - offset: The anchored scroll offset.
    ///   - ignored: The changes not applied.
    public init(
        restyledRows: [ID] = [], restyledAllRows: Bool = false, restyledFrom: RowIndexPath? = nil,
        restyledComputedColumns: [String] = [], offset: Double? = nil, ignored: [RowChange] = []
    ) {
        self.restyledRows = restyledRows
        self.restyledAllRows = restyledAllRows
        self.restyledFrom = restyledFrom
        self.restyledComputedColumns = restyledComputedColumns
        self.offset = offset
        self.ignored = ignored
    }
}

extension LiveTableUpdate: Sendable where ID: Sendable {}
