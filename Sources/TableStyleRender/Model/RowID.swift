/// A row's stable identity: it stays with the row when the table is sorted, so a selection follows
/// its rows (as SwiftUI's `Table` selection does).
///
/// The readers number data rows 0, 1, 2, … in file order, which is what `themecheck render --select`
/// refers to.
public struct RowID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The identity's value.
    public var rawValue: Int

    /// Creates an identity.
    ///
    /// - Parameter rawValue: The value (the readers use the row's 0-based position in the file).
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// Where a body row is: its section and its 0-based index within that section.
public struct RowIndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The row's index within its section.
    public var row: Int

    /// Creates an index path.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - row: The row within the section.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: RowIndexPath, rhs: RowIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "\(section).\(row)" }
}
