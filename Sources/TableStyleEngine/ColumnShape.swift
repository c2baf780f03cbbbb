import TableStyleTheme

/// One column of a ``TableShape``: its name and kind.
public struct ColumnShape: Sendable, Hashable {
    /// The column name (header text; `column: { name: }` and `rowValue` match it exactly).
    public var name: String
    /// `number` or `text` (`column: { kind: }`).
    public var kind: ColumnKind

    /// Creates a column shape.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - kind: The kind.
    public init(name: String, kind: ColumnKind) {
        self.name = name
        self.kind = kind
    }

    /// The kind of a column holding `values` (Docs/ThemeFormat.md#conditions-when): `number` when at least
    /// one value is non-null and
    /// every non-null value is a number, else `text`.
    ///
    /// - Parameter values: The column's values.
    /// - Returns: The kind.
    public static func kind(of values: some Sequence<CellValue>) -> ColumnKind {
        var sawNumber = false
        for value in values {
            switch value {
            case .null: continue
            case .int, .double: sawNumber = true
            case .bool, .text: return .text
            }
        }
        return sawNumber ? .number : .text
    }
}
