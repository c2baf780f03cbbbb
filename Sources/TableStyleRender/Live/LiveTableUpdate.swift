/// What one change to a ``LiveTable`` did: which rows it restyled and where to scroll to keep the
/// content in place.
public struct LiveTableUpdate: Sendable, Hashable {
    /// The rows whose styles were resolved again, in display order. Rows whose values, selection and
    /// style-relevant position did not change keep their styles and are not listed.
    public var restyledRows: [RowID]
    /// Whether every row was restyled because something the theme reads from whole columns changed (the
    /// table shape: a column's kind, the sort key), or because ``LiveTable/restyleAll()`` asked for it.
    public var restyledAllRows: Bool
    /// The scroll offset that keeps the first visible row of the viewport passed in where it was on screen;
    /// `nil` when no viewport was passed.
    public var offset: Double?
    /// The changes that could not be applied: a remove or update of an unknown identity, an insert of an
    /// identity already present or into a section that does not exist.
    public var ignored: [RowChange]

    /// Creates an update.
    ///
    /// - Parameters:
    ///   - restyledRows: The restyled rows.
    ///   - restyledAllRows: Whether all rows were restyled.
    ///   - offset: The anchored scroll offset.
    ///   - ignored: The changes not applied.
    public init(restyledRows: [RowID], restyledAllRows: Bool, offset: Double? = nil, ignored: [RowChange] = []) {
        self.restyledRows = restyledRows
        self.restyledAllRows = restyledAllRows
        self.offset = offset
        self.ignored = ignored
    }
}
