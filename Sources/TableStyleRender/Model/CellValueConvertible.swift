import Foundation
import TableStyleEngine

/// A Swift value that can stand in a table cell.
public protocol CellValueConvertible {
    /// The cell for this value.
    var dataCell: DataCell { get }
}

extension String: CellValueConvertible {
    /// A text cell.
    @inlinable public var dataCell: DataCell { DataCell(.text(self), text: self) }
}

extension Substring: CellValueConvertible {
    /// A text cell.
    public var dataCell: DataCell { DataCell(.text(String(self))) }
}

extension Int: CellValueConvertible {
    /// An integer cell.
    public var dataCell: DataCell { DataCell(.int(self)) }
}

extension Double: CellValueConvertible {
    /// A number cell (integral values are kept as doubles; the text is the shortest form).
    public var dataCell: DataCell { DataCell(.double(self)) }
}

extension Decimal: CellValueConvertible {
    /// A number cell whose text is the decimal's exact text (its `description`), so a value format
    /// displays it digit for digit (`Decimal(string: "2.675")` with two decimals is `2.68`); rules compare
    /// its value as the nearest double. Money-like decimals (a significand below 2⁵³, an exponent within
    /// ±22) are written and converted without a string round trip.
    public var dataCell: DataCell {
        if let exact = exactTextAndNumber { return DataCell(.double(exact.number), text: exact.text) }
        let text = description
        return DataCell(.double(Double(text) ?? .nan), text: text)
    }
}

extension Float: CellValueConvertible {
    /// A number cell.
    public var dataCell: DataCell { Double(self).dataCell }
}

extension Bool: CellValueConvertible {
    /// A bool cell.
    public var dataCell: DataCell { DataCell(.bool(self)) }
}

extension DataCell: CellValueConvertible {
    /// The cell itself.
    public var dataCell: DataCell { self }
}

extension CellValue: CellValueConvertible {
    /// The value with its default text.
    public var dataCell: DataCell { DataCell(self) }
}

extension Optional: CellValueConvertible where Wrapped: CellValueConvertible {
    /// The wrapped value's cell, or a null cell.
    @inlinable public var dataCell: DataCell {
        switch self {
        case .some(let value): return value.dataCell
        case .none: return .null
        }
    }
}
