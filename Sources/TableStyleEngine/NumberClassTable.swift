/// A number's class among a slot's points (``ResolverTables/numberClass(_:points:count:)``) looked up by
/// the top 16 bits of its bit pattern — sign, exponent and four bits of mantissa: 65,536 buckets, each a
/// closed interval of doubles. A bucket that holds no point lies between two neighbouring points, where
/// the class is constant, so it stores that class; a bucket that holds a point (or both infinity and NaNs)
/// stores ``undecided`` and the caller compares with the points as before. Typical columns touch a few
/// hundred neighbouring buckets (a few cache lines), and a lookup is one shift and one byte load.
///
/// Every stored class is the value of ``ResolverTables/numberClass(_:points:count:)`` itself, asked once
/// per run of buckets between two points, so the table cannot disagree with the comparison.
@usableFromInline
struct NumberClassTable: Sendable {
    /// The class of a bucket that holds a point: compare with the points.
    @usableFromInline static let undecided: UInt8 = 0xFF
    /// Buckets: one per value of the top 16 bits.
    static let bucketCount = 1 << 16

    /// The classes, one byte per bucket.
    let classes: [UInt8]

    /// The bucket of a double's bit pattern.
    @inlinable @inline(__always)
    static func bucket(_ bits: UInt64) -> Int { Int(truncatingIfNeeded: bits &>> 48) }

    /// The table for sorted, distinct points padded with NaN to a multiple of four (a direct plan's
    /// points); `nil` when a class does not fit in a byte below ``undecided``.
    init?(paddedPoints: [Double]) {
        let points = paddedPoints.filter { !$0.isNaN }
        // Classes run from 4 to 4 + 2 × points.
        guard 4 + 2 * points.count < Int(Self.undecided) else { return nil }
        var classes = [UInt8](repeating: Self.undecided, count: Self.bucketCount)
        var holdsPoint = [Bool](repeating: false, count: Self.bucketCount)
        for point in points { holdsPoint[Self.bucket(point.bitPattern)] = true }
        if points.contains(0) {
            // -0 is 0: both zeros' buckets hold the point.
            holdsPoint[Self.bucket(Double(0).bitPattern)] = true
            holdsPoint[Self.bucket((-Double(0)).bitPattern)] = true
        }
        var padded = paddedPoints
        padded.withUnsafeMutableBufferPointer { padded in
            guard let pointer = padded.baseAddress else { return }
            func classOf(_ number: Double) -> UInt8 {
                UInt8(ResolverTables.numberClass(number, points: pointer, count: padded.count))
            }
            let nanClass = classOf(.nan)
            // Each sign's half in order of magnitude: within a half, buckets are consecutive intervals, so
            // the buckets between two that hold points share one class.
            for signBit in [0, 0x8000] {
                var current: UInt8?
                for magnitude in 0..<0x8000 {
                    let bucket = signBit | magnitude
                    let low = Double(bitPattern: UInt64(bucket) << 48)
                    let high = Double(bitPattern: UInt64(bucket) << 48 | 0xFFFF_FFFF_FFFF)
                    if low.isNaN && high.isNaN {
                        classes[bucket] = nanClass
                    } else if low.isNaN || high.isNaN || holdsPoint[bucket] {
                        current = nil  // the next run lies past a point: ask again
                    } else {
                        let found = current ?? classOf(low)
                        current = found
                        classes[bucket] = found
                    }
                }
            }
        }
        self.classes = classes
    }
}
