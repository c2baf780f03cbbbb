import TableStyleEngine
import TableStyleTheme

extension StyledTable {
    /// Binds `theme` to the table, with the column statistics its rules need.
    ///
    /// When the theme uses statistics tests, color scales or bars, every body row of every section is read
    /// once here, for the columns that need it (the population is the whole table, whatever is drawn
    /// later): a ``TableContent`` that produces rows on demand pays for producing each row once, plus
    /// sorting each needed column's numbers (O(n log n)) and, for `duplicate`/`unique`, hashing its values.
    /// After that, drawing a viewport costs the same per row as without statistics.
    static func bind(_ theme: CompiledTheme, to shape: TableShape, content: some TableContent) -> StyleResolver {
        guard theme.usesStatistics else { return theme.bind(to: shape) }
        let needs = theme.statisticsNeeds(for: shape)
        guard needs.contains(where: { !$0.isEmpty }) else { return theme.bind(to: shape) }
        var builder = TableStatistics.Builder(needs: needs)
        for group in 0..<content.sectionCount {
            for index in 0..<content.sectionInfo(group).rowCount {
                builder.add(content.row(at: RowIndexPath(section: group, row: index)))
            }
        }
        return theme.bind(to: shape, statistics: builder.statistics())
    }
}
