import TableStyleTheme

/// One cell's position and state, as the rule engine needs it.
///
/// Header and footer cells use `row: 0, rowCount: 1`. Row indices are 0-based within the section and
/// count rows as displayed (after sorting).
public struct CellContext: Sendable, Hashable {
    // The one-byte fields last: first, each needed seven bytes of padding, and copies of the context moved
    // the padding byte by byte.
    /// The 0-based row index within the section.
    public var row: Int
    /// The number of rows in that section (for `row: last`).
    public var rowCount: Int
    /// The 0-based column index.
    public var column: Int
    /// The cell's section.
    public var section: TableSection
    /// Whether the cell's row is selected.
    public var isSelected: Bool

    /// Creates a cell context.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - row: The 0-based row index within the section.
    ///   - rowCount: The number of rows in the section.
    ///   - column: The 0-based column index.
    ///   - isSelected: Whether the row is selected.
    public init(section: TableSection, row: Int, rowCount: Int, column: Int, isSelected: Bool = false) {
        self.section = section
        self.row = row
        self.rowCount = rowCount
        self.column = column
        self.isSelected = isSelected
    }
}
