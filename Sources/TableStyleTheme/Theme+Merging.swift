extension Theme {
    /// This theme (the child) laid over `parent`, as Docs/ThemeFormat.md#building-on-another-theme-extends says.
    ///
    /// The name, file and format are the child's; `description` and `appearance` are the child's when it sets
    /// them; `palette` merges key by key; `table` key by key (`show` and `float` flag by flag); base styles
    /// attribute by attribute (`font` and `padding` sub-keys separately); `columns` column by column and
    /// key by key; `rules` are the parent's, with a
    /// child rule of the same name replacing the parent's in place, then the child's other rules in order.
    ///
    /// - Parameter parent: The theme named by `extends`, already merged with its own parents.
    /// - Returns: The merged theme.
    public func merged(over parent: Theme) -> Theme {
        var result = self
        result.description = description ?? parent.description
        result.appearance = appearance ?? parent.appearance
        result.palette = parent.palette.merging(palette) { _, child in child }
        result.table = table.merged(over: parent.table)
        result.cell = cell.merged(over: parent.cell)
        result.header = header.merged(over: parent.header)
        result.footer = footer.merged(over: parent.footer)
        result.sectionHeader = sectionHeader.merged(over: parent.sectionHeader)
        result.sectionFooter = sectionFooter.merged(over: parent.sectionFooter)
        result.columns = parent.columns.merging(columns) { parent, child in child.merged(over: parent) }
        var rules = parent.rules
        for rule in self.rules {
            if let name = rule.name, let index = rules.firstIndex(where: { $0.name == name }) {
                rules[index] = rule
            } else {
                rules.append(rule)
            }
        }
        result.rules = rules
        return result
    }
}
