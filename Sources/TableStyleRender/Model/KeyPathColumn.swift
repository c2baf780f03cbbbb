/// A column built from a property of your own row type, as SwiftUI's `TableColumn("Given Name", value:
/// \.givenName)` is.
///
/// ```swift
/// let table = DataTable(people) {
///     KeyPathColumn("Given Name", value: \Person.givenName)
///     KeyPathColumn("Age", value: \.age)
/// }
/// ```
public struct KeyPathColumn<Root> {
    /// The column (its kind is derived when the table is built).
    public var column: DataColumn
    /// Reads the cell of one row.
    public let cell: (Root) -> DataCell
    /// Reads the column's cells of many rows at once, in one pass: the key path read in a loop the
    /// compiler specializes, and, for a formatted value, each distinct value formatted once.
    @usableFromInline var cells: ([Root]) -> [DataCell]
    /// The property the column shows, when it was built from a key path: how a sort order given as
    /// `KeyPathComparator`s or `SortDescriptor`s finds its column.
    public var keyPath: PartialKeyPath<Root>?

    /// Creates a column from a key path.
    ///
    /// - Parameters:
    ///   - name: The column's name (also its title).
    ///   - keyPath: The property holding the cell's value.
    ///   - minWidth: The narrowest width in points.
    ///   - maxWidth: The widest width in points.
    @inlinable
    public init<Value: CellValueConvertible>(
        _ name: String, value keyPath: KeyPath<Root, Value>, minWidth: Double? = nil, maxWidth: Double? = nil
    ) {
        self.column = DataColumn(name, minWidth: minWidth, maxWidth: maxWidth)
        self.cell = { $0[keyPath: keyPath].dataCell }
        self.cells = { rows in rows.map { $0[keyPath: keyPath].dataCell } }
        self.keyPath = keyPath
    }

    /// Creates a column from a closure.
    ///
    /// - Parameters:
    ///   - name: The column's name (also its title).
    ///   - minWidth: The narrowest width in points.
    ///   - maxWidth: The widest width in points.
    ///   - compute: Computes the cell's value from a row.
    @inlinable
    public init<Value: CellValueConvertible>(
        _ name: String, minWidth: Double? = nil, maxWidth: Double? = nil, compute: @escaping (Root) -> Value
    ) {
        self.column = DataColumn(name, minWidth: minWidth, maxWidth: maxWidth)
        let cell = { (row: Root) in compute(row).dataCell }
        self.cell = cell
        self.cells = { rows in rows.map(cell) }
    }
}

/// Collects ``KeyPathColumn``s written one per line, as SwiftUI's table column builder does: `if`,
/// `if`/`else`, `switch` and `for … in` over column descriptions are accepted too.
///
/// ```swift
/// StyledRows(payments, theme: theme) {
///     KeyPathColumn("Payee", value: \.payee)
///     if showNotes { KeyPathColumn("Note", value: \.note) }
///     for field in extraFields { KeyPathColumn(field.name) { field.value(of: $0) } }
/// }
/// ```
@resultBuilder
public enum ColumnBuilder<Root> {
    /// Gives each column expression its row type, so `\.property` key paths need no root type.
    public static func buildExpression(_ column: KeyPathColumn<Root>) -> [KeyPathColumn<Root>] { [column] }

    /// Accepts columns already collected (an array of columns written as one expression).
    public static func buildExpression(_ columns: [KeyPathColumn<Root>]) -> [KeyPathColumn<Root>] { columns }

    /// Collects the columns, in order.
    public static func buildBlock(_ columns: [KeyPathColumn<Root>]...) -> [KeyPathColumn<Root>] {
        columns.flatMap { $0 }
    }

    /// The columns of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ columns: [KeyPathColumn<Root>]?) -> [KeyPathColumn<Root>] { columns ?? [] }

    /// The columns of an `if`/`else` or `switch` branch taken.
    public static func buildEither(first columns: [KeyPathColumn<Root>]) -> [KeyPathColumn<Root>] { columns }

    /// The columns of an `if`/`else` or `switch` branch taken.
    public static func buildEither(second columns: [KeyPathColumn<Root>]) -> [KeyPathColumn<Root>] { columns }

    /// The columns of every pass of a `for … in` loop, in order.
    public static func buildArray(_ columns: [[KeyPathColumn<Root>]]) -> [KeyPathColumn<Root>] {
        columns.flatMap { $0 }
    }

    /// The columns of an `if #available` branch.
    public static func buildLimitedAvailability(_ columns: [KeyPathColumn<Root>]) -> [KeyPathColumn<Root>] {
        columns
    }
}

extension DataTable {
    /// Creates a one-section table from a collection of your own values, one row per element,
    /// identified 0, 1, 2, … in order.
    ///
    /// - Parameters:
    ///   - data: The elements, one per row.
    ///   - sortOrder: The sort keys (rows are not reordered).
    ///   - columns: The columns.
    public init<Data: Sequence>(
        _ data: Data, sortOrder: [ColumnSort] = [],
        @ColumnBuilder<Data.Element> columns: () -> [KeyPathColumn<Data.Element>]
    ) {
        self.init(data, sortOrder: sortOrder, columns: columns())
    }

    /// Creates a one-section table from a collection of your own values and columns already built.
    ///
    /// - Parameters:
    ///   - data: The elements, one per row.
    ///   - sortOrder: The sort keys (rows are not reordered).
    ///   - columns: The columns.
    init<Data: Sequence>(_ data: Data, sortOrder: [ColumnSort], columns: [KeyPathColumn<Data.Element>]) {
        let elements = Array(data)
        // Column by column, so each column's reads run in one loop; then assembled into rows.
        let read = columns.map { $0.cells(elements) }
        let rows = elements.indices.map { index in
            DataRow(id: RowID(index), cells: read.map { $0[index] })
        }
        self.init(columns: columns.map(\.column), rows: rows, sortOrder: sortOrder)
    }

    /// Creates a one-section table from `Identifiable` values with a selection of their identifiers.
    ///
    /// - Parameters:
    ///   - data: The elements, one per row.
    ///   - selection: The identifiers of the selected elements.
    ///   - sortOrder: The sort keys (rows are not reordered).
    ///   - columns: The columns.
    public init<Data: Sequence>(
        _ data: Data, selection: Set<Data.Element.ID>, sortOrder: [ColumnSort] = [],
        @ColumnBuilder<Data.Element> columns: () -> [KeyPathColumn<Data.Element>]
    ) where Data.Element: Identifiable {
        let elements = Array(data)
        self.init(elements, sortOrder: sortOrder, columns: columns)
        self.selection = Set(elements.indices.filter { selection.contains(elements[$0].id) }.map { RowID($0) })
    }
}
