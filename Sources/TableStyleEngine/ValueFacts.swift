/// What keyword and numeric tests see of a value, as plain data (no string is copied): the input of the
/// value kernel (``ValueKind/holds(_:)-swift.method``, ``Comparison``).
@usableFromInline
package struct ValueFacts: Sendable, Hashable {
    /// The value's type as tests see it (an integer and a double are both numbers).
    @usableFromInline
    package enum Kind: UInt8, Sendable, Hashable {
        case null, bool, number, text
    }

    @usableFromInline package var kind: Kind
    /// The number (for `.number`; 0 otherwise).
    @usableFromInline package var number: Double
    /// Whether a `.text` value is the empty string.
    @usableFromInline package var isEmptyText: Bool

    @inlinable @inline(__always)
    package init(_ value: CellValue) {
        switch value {
        case .null: (kind, number, isEmptyText) = (.null, 0, false)
        case .bool: (kind, number, isEmptyText) = (.bool, 0, false)
        case .int(let integer): (kind, number, isEmptyText) = (.number, Double(integer), false)
        case .double(let double): (kind, number, isEmptyText) = (.number, double, false)
        case .text(let text): (kind, number, isEmptyText) = (.text, 0, text.isEmpty)
        }
    }

    @inlinable @inline(__always)
    package init() {
        (kind, number, isEmptyText) = (.null, 0, false)
    }

    /// One value of every class a value test can tell apart without looking at the number: null, a bool,
    /// non-empty text, empty text, NaN (in this order, which value classes and interval masks follow).
    package static let nonNumberRepresentatives: [CellValue] = [
        .null, .bool(true), .text("x"), .text(""), .double(.nan),
    ]
}
