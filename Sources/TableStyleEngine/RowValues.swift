/// A table row as the rule engine reads it: the cell's own value and, for `rowValue` tests, the values
/// of the other cells of the same row.
///
/// For header and footer cells without data, return the column name as `.text` (the header row's
/// "values" are its titles).
public protocol RowValues {
    /// The typed value at `column` (`.null` when there is none).
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The value.
    func value(atColumn column: Int) -> CellValue

    /// The value's text as shown (as written in the data file); text tests look at this.
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The text (`""` for null).
    func text(atColumn column: Int) -> String
}

/// An array of values is a row: text is each value's ``CellValue/defaultText``; out-of-range columns are null.
extension Array: RowValues where Element == CellValue {
    /// The value at `column`, or `.null` when out of range.
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The value.
    public func value(atColumn column: Int) -> CellValue {
        column >= 0 && column < count ? self[column] : .null
    }

    /// The default text of the value at `column`.
    ///
    /// - Parameter column: The 0-based column index.
    /// - Returns: The text.
    public func text(atColumn column: Int) -> String {
        value(atColumn: column).defaultText
    }
}
