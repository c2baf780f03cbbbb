import TableStyleEngine

/// The header row as the rule engine reads it: every column's value is its name, as text.
public struct TitleRowValues: RowValues, Sendable {
    /// The column names.
    public var names: [String]

    /// Creates the header row's values.
    ///
    /// - Parameter names: The column names.
    public init(names: [String]) {
        self.names = names
    }

    /// The column's name as text (null past the last column).
    public func value(atColumn column: Int) -> CellValue {
        names.indices.contains(column) ? .text(names[column]) : .null
    }

    /// The column's name (`""` past the last column).
    public func text(atColumn column: Int) -> String {
        names.indices.contains(column) ? names[column] : ""
    }
}
