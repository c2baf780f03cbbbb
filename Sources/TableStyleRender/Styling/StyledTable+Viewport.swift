import TableStyleEngine
import TableStyleTheme

extension StyledTable {
    /// The color behind every cell: the appearance's system background, as ``RenderTree/tableBackground``
    /// gives it, so translucent fills can be composited before a render tree exists.
    public var tableBackground: ThemeColor { SemanticColor.systemBackground.color(in: compiled.appearance) }

    /// Every styled cell a viewport shows: the header band's cells when it is placed, the visible body
    /// rows', then the footer band's when it is placed — in that order.
    ///
    /// - Parameter viewport: A viewport of this table's layout.
    /// - Returns: The cells.
    public func cellsIncludingBands(of viewport: Viewport) -> [RenderCell] {
        var cells: [RenderCell] = []
        if viewport.header != nil { cells += content.columns.indices.map(headerCell) }
        cells += self.cells(of: viewport)
        if viewport.footer != nil { cells += footerCells }
        return cells
    }
}
