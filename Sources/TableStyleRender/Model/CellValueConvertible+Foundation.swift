import Foundation
import TableStyleEngine

extension Decimal: CellValueConvertible {
    /// A number cell whose text is the decimal's own digits (`12.5`), never a rounded binary double's.
    public var dataCell: DataCell {
        DataCell(.double(NSDecimalNumber(decimal: self).doubleValue), text: description)
    }
}

extension UUID: CellValueConvertible {
    /// A text cell holding the UUID string.
    public var dataCell: DataCell { DataCell(.text(uuidString)) }
}
