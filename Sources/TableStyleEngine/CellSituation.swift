import TableStyleTheme

/// A class of cells static analysis reasons about: everything a rule can know about a cell except its
/// data (values, column names and kinds, plugins), which ``Theme/Predicate/possibility(on:)`` treats as
/// unknown.
package struct CellSituation: Sendable, Hashable {
    package var section: TableSection
    /// 0-based row within the section (header and footer rows are row 0 of 1).
    package var row: Int
    package var isSelected: Bool
    package var isHighlighted: Bool
    /// The table's sort direction (`nil`: unsorted, so no column is highlighted).
    package var sort: SortDirection?
    /// Whether this body row also stands for the rows after the enumerated ones that share its row colors
    /// (the last full cycle does), so a test of a row index past them may hold here.
    package var standsForLaterRows = false

    package init(
        section: TableSection, row: Int, isSelected: Bool, isHighlighted: Bool, sort: SortDirection?,
        standsForLaterRows: Bool = false
    ) {
        self.section = section
        self.row = row
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.sort = sort
        self.standsForLaterRows = standsForLaterRows
    }
}
