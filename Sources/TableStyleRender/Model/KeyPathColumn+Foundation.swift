import Foundation

extension KeyPathColumn {
    /// Creates a column from a key path to a value shown through a format (a `Date` with
    /// `.dateTime.year().month().day()`, a number with `.percent`, …): a text cell holding the formatted value.
    /// While ``PinnedFormatting/current`` is set, its locale, time zone and calendar replace the format's.
    ///
    /// - Parameters:
    ///   - name: The column's name (also its title).
    ///   - keyPath: The property holding the value.
    ///   - format: The format that gives the cell's text.
    @inlinable
    public init<Value, Format: FormatStyle>(
        _ name: String, value keyPath: KeyPath<Root, Value>, format: Format
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
        self.init(name, compute: { PinnedFormatting.resolve(format).format($0[keyPath: keyPath]) })
        self.keyPath = keyPath
    }

    /// Creates a column from a key path to a value shown through a format, formatting each distinct value
    /// once per table built (dates of a ledger repeat by the day). While ``PinnedFormatting/current`` is
    /// set, its locale, time zone and calendar replace the format's.
    ///
    /// - Parameters:
    ///   - name: The column's name (also its title).
    ///   - keyPath: The property holding the value.
    ///   - format: The format that gives the cell's text.
    @inlinable
    public init<Value: Hashable, Format: FormatStyle>(
        _ name: String, value keyPath: KeyPath<Root, Value>, format: Format
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
        self.init(name, compute: { PinnedFormatting.resolve(format).format($0[keyPath: keyPath]) })
        self.keyPath = keyPath
        self.cells = { rows in
            let format = PinnedFormatting.resolve(format)
            var formatted: [Value: DataCell] = [:]
            return rows.map { row in
                let value = row[keyPath: keyPath]
                if let known = formatted[value] { return known }
                let cell = format.format(value).dataCell
                formatted[value] = cell
                return cell
            }
        }
    }

    /// Creates a column from a key path to an optional value shown through a format; `nil` is an empty cell.
    /// While ``PinnedFormatting/current`` is set, its locale, time zone and calendar replace the format's.
    ///
    /// - Parameters:
    ///   - name: The column's name (also its title).
    ///   - keyPath: The property holding the value.
    ///   - format: The format that gives the cell's text.
    @inlinable
    public init<Value, Format: FormatStyle>(
        _ name: String, value keyPath: KeyPath<Root, Value?>, format: Format
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
        self.init(name, compute: { $0[keyPath: keyPath].map(PinnedFormatting.resolve(format).format) })
        self.keyPath = keyPath
    }

    /// Creates a column from a key path to an enum (or any `RawRepresentable`): the cell holds its raw value.
    ///
    /// - Parameters:
    ///   - name: The column's name (also its title).
    ///   - keyPath: The property holding the value.
    @inlinable
    public init<Value: RawRepresentable>(_ name: String, value keyPath: KeyPath<Root, Value>)
    where Value.RawValue: CellValueConvertible {
        self.init(name, compute: { $0[keyPath: keyPath].rawValue })
        self.keyPath = keyPath
    }

    /// Creates a column from a key path to an optional enum: the cell holds its raw value, `nil` is empty.
    ///
    /// - Parameters:
    ///   - name: The column's name (also its title).
    ///   - keyPath: The property holding the value.
    @inlinable
    public init<Value: RawRepresentable>(_ name: String, value keyPath: KeyPath<Root, Value?>)
    where Value.RawValue: CellValueConvertible {
        self.init(name, compute: { $0[keyPath: keyPath]?.rawValue })
        self.keyPath = keyPath
    }
}
