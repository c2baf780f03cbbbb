import Foundation
import TableStyleEngine

extension UUID: CellValueConvertible {
    /// A text cell holding the UUID string.
    public var dataCell: DataCell { DataCell(.text(uuidString)) }
}
