/// How `duplicate` and `unique` tell values apart: numbers by numeric value (`-0` is `0`; NaN equals
/// nothing), text by code points (not by canonical equivalence), bools by value; null and empty text have
/// no key (they are neither duplicate nor unique).
package enum OccurrenceKey: Hashable, Sendable {
    case number(UInt64)
    case text(CodePointText)
    case bool(Bool)

    /// The key of `value`; `nil` for null, empty text and NaN (NaN equals no value, not even itself).
    @inlinable
    package init?(_ value: CellValue) {
        guard
            let key: OccurrenceKey = Self.reading(
                value, number: { .number($0) }, text: { .text(CodePointText($0)) }, bool: { .bool($0) })
        else { return nil }
        self = key
    }

    /// What `value`'s key is made of, handed to the closure for its case without building the key (`nil`
    /// when it has none): the one definition of keys, which per-cell lookups read directly.
    @inlinable @inline(__always)
    package static func reading<Result>(
        _ value: CellValue, number: (UInt64) -> Result, text: (String) -> Result, bool: (Bool) -> Result
    ) -> Result? {
        switch value {
        case .null: return nil
        case .bool(let flag): return bool(flag)
        case .int(let integer): return number(bits(Double(integer)))
        case .double(let double): return double.isNaN ? nil : number(bits(double))
        case .text(let string): return string.isEmpty ? nil : text(string)
        }
    }

    /// The bits of a number with `-0` folded into `0`.
    @inlinable
    package static func bits(_ number: Double) -> UInt64 {
        number == 0 ? 0 : number.bitPattern
    }
}

/// A text compared and hashed by its UTF-8 bytes (code points), without copying them.
package struct CodePointText: Hashable, Sendable {
    package let text: String

    @inlinable
    package init(_ text: String) { self.text = text }

    @inlinable
    package static func == (lhs: CodePointText, rhs: CodePointText) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    @inlinable
    package func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
