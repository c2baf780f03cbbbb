import TableStyleEngine

/// One cell of a table: its typed value and the text shown for it.
///
/// The text is the value as written in the data file (`"007"` stays `"007"` though its value is the
/// integer 7); rules that test text (`equals`, `contains`, …) and every output use it.
public struct DataCell: Sendable, Hashable {
    /// The typed value.
    public var value: CellValue
    /// The text as written in the data file (`""` for null).
    public var text: String

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - value: The typed value.
    ///   - text: The text shown; `nil` uses the value's default text.
    public init(_ value: CellValue, text: String? = nil) {
        self.value = value
        self.text = text ?? value.defaultText
    }

    /// A null cell with empty text.
    public static let null = DataCell(.null, text: "")
}

extension DataCell: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    /// A text cell.
    public init(stringLiteral value: String) { self.init(.text(value)) }
    /// An integer cell.
    public init(integerLiteral value: Int) { self.init(.int(value)) }
    /// A double cell.
    public init(floatLiteral value: Double) { self.init(.double(value)) }
    /// A bool cell.
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
    /// A null cell.
    public init(nilLiteral: ()) { self.init(.null, text: "") }
}
