import TableStyleJSON

extension Theme {
    /// A rule's `when` condition, as parsed from the theme (Docs/ThemeFormat.md#conditions-when).
    ///
    /// A `when` mapping with several keys is loaded as ``all(_:)`` of its keys, in the order written.
    public indirect enum Predicate: Sendable, Hashable {
        /// `value:` — a test of the cell's own value.
        case value(ValueTest)
        /// `column:` — which column the cell is in.
        case column(ColumnTest)
        /// `row:` — the cell's row (0-based within its section).
        case row(RowTest)
        /// `rowValue: { column: C, … }` — another cell of the same row satisfies the test.
        case rowValue(column: String, test: ValueTest)
        /// `section:` — the cell's section is one of these.
        case section([TableSection])
        /// `sort:` — the table is sorted in this direction (in any column).
        case sort(SortDirection)
        /// `custom:` — a host-registered plugin predicate, with its arguments (an empty object when none).
        case custom(name: String, arguments: JSONObject)
        /// `all:` — every predicate holds (`[]` holds).
        case all([Predicate])
        /// `any:` — at least one holds (`[]` does not).
        case any([Predicate])
        /// `not:` — the predicate does not hold.
        case not(Predicate)
    }
}

/// A test of one cell's value: every condition must hold.
public struct ValueTest: Sendable, Hashable {
    /// The conditions, all of which must hold.
    public var conditions: [ValueCondition]
    /// Whether text conditions ignore case (`ignoreCase: true`).
    public var ignoreCase: Bool

    /// Creates a value test.
    ///
    /// - Parameters:
    ///   - conditions: The conditions (all must hold).
    ///   - ignoreCase: Whether text conditions ignore case.
    public init(conditions: [ValueCondition], ignoreCase: Bool = false) {
        self.conditions = conditions
        self.ignoreCase = ignoreCase
    }
}

/// One condition on a cell's value.
public enum ValueCondition: Sendable, Hashable {
    /// A keyword: `negative`, `positive`, `zero`, `null`, `empty`, `number`, `text`, `bool`.
    case kind(ValueKind)
    case lessThan(Double)
    case lessThanOrEqual(Double)
    case greaterThan(Double)
    case greaterThanOrEqual(Double)
    case equalTo(Double)
    case notEqualTo(Double)
    /// Inclusive on both ends.
    case between(Double, Double)
    /// The text as shown equals this.
    case equals(String)
    case contains(String)
    case prefix(String)
    case suffix(String)
    /// The text as shown is one of these.
    case isIn([String])
    /// The bounded regex (``BoundedRegex`` syntax) finds a match anywhere unless anchored.
    case matches(String)
    /// A test against the column's statistics (`max`, `top: 3`, `duplicate`, …).
    case statistic(ColumnStatisticTest)
}

/// The keyword value tests.
public enum ValueKind: String, Sendable, Hashable, CaseIterable {
    case negative, positive, zero, null, empty, number, text, bool
}

/// A test of the cell's column.
public enum ColumnTest: Sendable, Hashable {
    /// The table's primary sort column.
    case highlighted
    case name(String)
    case names([String])
    case index(Int)
    case kind(ColumnKind)
}

/// A column's kind: `number` when it has at least one non-null value and every non-null value is a number.
public enum ColumnKind: String, Sendable, Hashable, CaseIterable {
    case number, text
}

/// A test of the cell's row; indices are 0-based within the section.
public enum RowTest: Sendable, Hashable {
    case even, odd, first, last, selected
    case index(Int)
    /// Holds when `index ≥ offset` and `(index − offset) % every == 0`.
    case every(Int, offset: Int)
}

/// The sections of a table.
public enum TableSection: String, Sendable, Hashable, CaseIterable {
    case header, body, footer
}

/// A sort direction.
public enum SortDirection: String, Sendable, Hashable, CaseIterable {
    case ascending, descending
}
