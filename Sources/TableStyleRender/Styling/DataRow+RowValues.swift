import TableStyleEngine

extension DataRow: RowValues {
    /// The typed value in `column` (null past the row's end).
    public func value(atColumn column: Int) -> CellValue { cell(at: column).value }
    /// The text as written in `column` (`""` past the row's end).
    public func text(atColumn column: Int) -> String { cell(at: column).text }
}
