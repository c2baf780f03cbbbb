/// The correctly rounded sum of doubles (Shewchuk's exact partials, as Python's `math.fsum`): the one
/// definition of a column's sum, so a mean is the same as an independent implementation's.
///
/// Infinities sum as IEEE does (`+∞` and `−∞` together give NaN); an intermediate overflow of finite
/// numbers gives the infinity of its sign (where `math.fsum` raises).
package struct ExactSum: Sendable {
    /// Non-overlapping partials, smallest magnitude first: the first `used` entries (the array only grows,
    /// so adding a number never allocates once it has room).
    private var partials: [Double] = []
    private var used = 0
    private var special = 0.0
    private var sawSpecial = false
    private var overflow = 0.0

    package init() {}

    /// Whether a running total left the range of doubles: then the sum depends on the order numbers came
    /// in, and a kept sum that numbers are also taken out of must be summed again in row order.
    package var hasOverflowed: Bool { overflow != 0 }

    /// Adds `value` exactly.
    package mutating func add(_ value: Double) {
        var x = value
        var kept = 0
        let count = used
        partials.withUnsafeMutableBufferPointer { partials in
            for index in 0..<count {
                var y = partials[index]
                if abs(x) < abs(y) { swap(&x, &y) }
                let high = x + y
                let low = y - (high - x)
                if low != 0 {
                    partials[kept] = low
                    kept += 1
                }
                x = high
            }
        }
        if x.isFinite {
            if kept < partials.count { partials[kept] = x } else { partials.append(x) }
            used = kept + 1
        } else if value.isFinite {
            // The exact sum left the range of doubles.
            overflow = x
            used = 0
        } else {
            special += value
            sawSpecial = true
            used = 0
        }
    }

    /// The sum, correctly rounded to the nearest double (halves to even).
    package var value: Double {
        if sawSpecial { return special }
        if overflow != 0 { return overflow }
        let partials = self.partials[0..<used]
        var count = partials.count
        guard count > 0 else { return 0 }
        count -= 1
        var high = partials[count]
        var low = 0.0
        while count > 0 {
            let x = high
            count -= 1
            let y = partials[count]
            high = x + y
            let rounded = high - x
            low = y - rounded
            if low != 0 { break }
        }
        // Half-way cases: when the rest has the same sign as the rounding error, round away.
        if count > 0 && ((low < 0 && partials[count - 1] < 0) || (low > 0 && partials[count - 1] > 0)) {
            let y = low * 2
            let x = high + y
            if y == x - high { high = x }
        }
        return high
    }
}
