import TableStyleEngine
import TableStyleTheme

/// One sort key's values for every row, extracted once into flat arrays whose integer order is the
/// sort order (see ``CellValueOrder``): a rank per row (the value's kind in the key's direction, nulls
/// last) and a 64-bit key within the rank, already reversed for descending keys.
///
/// Numbers map to their `Double`'s bits made unsigned-ordered (`-0` as `0`, every NaN after
/// `+infinity`), bools to 0 and 1, texts to their first eight UTF-8 bytes (UTF-8 byte order is code
/// point order). Where two keys are equal, ``compareTied(_:_:)`` settles what the 64 bits cannot
/// hold: longer texts, and integers too large for a `Double` to tell apart.
struct SortKeyColumn {
    /// Per row: 0…2 for numbers, bools and texts in the key's order, 3 for null.
    var ranks: [UInt8]
    /// Per row: the order within its rank.
    var keys: [UInt64]
    /// Per row: the text of text values (empty for the others).
    var texts: [String]
    /// Per row: the integer of integer values from ±2⁵³ on (empty when the column has none).
    var largeIntegers: [Int?]
    let descending: Bool

    static let nullRank: UInt8 = 3

    init(_ rows: [DataRow], key: ColumnSort) {
        descending = key.direction == .descending
        let numberRank: UInt8 = descending ? 2 : 0
        let textRank: UInt8 = descending ? 0 : 2
        let flip: UInt64 = descending ? ~0 : 0
        // Filled in locals (one uniqueness check per array, not per write), then stored.
        var ranks = [UInt8](repeating: Self.nullRank, count: rows.count)
        var keys = [UInt64](repeating: 0, count: rows.count)
        var texts: [String] = []
        var largeIntegers: [Int?] = []
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                let cells = rows[index].cells
                guard key.column >= 0, key.column < cells.count else { continue }
                switch cells[key.column].value {
                case .null:
                    continue
                case .int(let value):
                    ranks[index] = numberRank
                    keys[index] = Self.orderedBits(Double(value)) ^ flip
                    if value.magnitude >= Self.exactIntegerLimit {
                        if largeIntegers.isEmpty { largeIntegers = [Int?](repeating: nil, count: rows.count) }
                        largeIntegers[index] = value
                    }
                case .double(let value):
                    ranks[index] = numberRank
                    keys[index] = Self.orderedBits(value) ^ flip
                case .bool(let flag):
                    ranks[index] = 1
                    keys[index] = (flag ? 1 : 0) ^ flip
                case .text(let text):
                    if texts.isEmpty { texts = [String](repeating: "", count: rows.count) }
                    ranks[index] = textRank
                    keys[index] = Self.prefix(text) ^ flip
                    texts[index] = text
                }
            }
        }
        self.ranks = ranks
        self.keys = keys
        self.texts = texts
        self.largeIntegers = largeIntegers
    }

    /// Integers below this magnitude convert to distinct `Double`s; from it on, neighbours can share one.
    static let exactIntegerLimit: UInt = 1 << 53

    /// A `Double`'s bits as an unsigned integer in the value's order: `-0` equals `0`, NaNs equal each
    /// other and follow `+infinity`.
    static func orderedBits(_ value: Double) -> UInt64 {
        if value.isNaN { return .max }
        let bits = (value == 0 ? 0 : value).bitPattern
        return bits & (1 << 63) == 0 ? bits | (1 << 63) : ~bits
    }

    /// The first eight UTF-8 bytes, big-endian, zero-padded.
    static func prefix(_ text: String) -> UInt64 {
        var key: UInt64 = 0
        var shift: UInt64 = 56
        for byte in text.utf8 {
            key |= UInt64(byte) << shift
            if shift == 0 { break }
            shift -= 8
        }
        return key
    }

    /// The order of two rows on this key: negative when `lhs` goes first.
    func compare(_ lhs: Int, _ rhs: Int) -> Int {
        if ranks[lhs] != ranks[rhs] { return ranks[lhs] < ranks[rhs] ? -1 : 1 }
        if keys[lhs] != keys[rhs] { return keys[lhs] < keys[rhs] ? -1 : 1 }
        return compareTied(lhs, rhs)
    }

    /// The order of two rows whose rank and key are equal: texts by all their code points, integers
    /// from ±2⁵³ on exactly; otherwise a tie.
    func compareTied(_ lhs: Int, _ rhs: Int) -> Int {
        if !texts.isEmpty, ranks[lhs] == (descending ? 0 : 2) {
            let order = Self.compareUTF8(texts[lhs], texts[rhs])
            return descending ? -order : order
        }
        if !largeIntegers.isEmpty, let left = largeIntegers[lhs], let right = largeIntegers[rhs], left != right {
            return (left < right) != descending ? -1 : 1
        }
        return 0
    }

    /// Compares by UTF-8 bytes, which is Unicode code point order.
    static func compareUTF8(_ lhs: String, _ rhs: String) -> Int {
        let fast: Int?? = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
                return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
            }
        }
        if let order = fast ?? nil { return order }
        return CellValueOrder.compareCodePoints(lhs, rhs)
    }
}
