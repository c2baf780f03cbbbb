/// `row: { every: step, offset: offset }`: the rows `offset`, `offset + step`, `offset + 2·step`, …
///
/// ``contains(_:)`` is the one definition (``RowTest/holds(row:rowCount:isSelected:)`` and the bytecode
/// both call it): `row ≥ offset` and `(row − offset) % step == 0`, no row when `step < 1`. It decides
/// divisibility with one multiply by a constant computed once (Lemire's test: for `n < 2³²`, `n` is a
/// multiple of `step` iff `n · c ≤ c − 1 (mod 2⁶⁴)` with `c = ⌊(2⁶⁴ − 1) / step⌋ + 1`), not a division.
@usableFromInline
package struct RowPeriod: Sendable, Hashable {
    @usableFromInline package var step: Int
    @usableFromInline package var offset: Int
    /// Lemire's divisibility constant for `step` (unused when `step < 1`).
    @usableFromInline package var divisibility: UInt64

    @inlinable
    package init(step: Int, offset: Int) {
        self.step = step
        self.offset = offset
        divisibility = step > 0 ? UInt64.max / UInt64(step) &+ 1 : 0
    }

    @inlinable @inline(__always)
    package init(step: Int, offset: Int, divisibility: UInt64) {
        (self.step, self.offset, self.divisibility) = (step, offset, divisibility)
    }

    /// Whether `row` is one of the rows.
    @inlinable @inline(__always)
    package func contains(_ row: Int) -> Bool {
        guard step > 0 && row >= offset else { return false }
        // `row − offset` lies in 0..<2⁶⁴, so the wrapping difference read as unsigned is exact.
        let distance = UInt(bitPattern: row &- offset)
        if distance <= UInt(UInt32.max) {
            return UInt64(distance) &* divisibility <= divisibility &- 1
        }
        return distance % UInt(step) == 0
    }
}
