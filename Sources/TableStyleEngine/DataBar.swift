import TableStyleTheme

/// A data bar with its colors resolved (`bar:` in a base or a rule): drawn behind body cells holding a
/// number, from the axis at 0 to the number, scaled between `min` and `max`.
public struct DataBar: Sendable, Hashable {
    /// The color of bars of numbers ≥ 0.
    public var color: ThemeColor
    /// The color of bars of negative numbers.
    public var negativeColor: ThemeColor
    /// The number at the bar's start (`nil`: the smaller of 0 and the population's min).
    public var min: ScaleAnchor?
    /// The number at the bar's end (`nil`: the larger of 0 and the population's max).
    public var max: ScaleAnchor?

    /// Creates a bar.
    ///
    /// - Parameters:
    ///   - color: The color for numbers ≥ 0.
    ///   - negativeColor: The color for negative numbers.
    ///   - min: The start's anchor.
    ///   - max: The end's anchor.
    public init(color: ThemeColor, negativeColor: ThemeColor, min: ScaleAnchor?, max: ScaleAnchor?) {
        self.color = color
        self.negativeColor = negativeColor
        self.min = min
        self.max = max
    }

    /// The bar's ends in a population; `nil` when either cannot be computed or hi ≤ lo (no bar).
    ///
    /// - Parameter statistics: The column's statistics.
    /// - Returns: The bound bar.
    public func bound(to statistics: ColumnStatistics?) -> BoundDataBar? {
        let low: Double?
        let high: Double?
        if let min {
            low = ColorScale.position(of: min, in: statistics)
        } else {
            low = statistics?.min.map { Swift.min(0, $0) }
        }
        if let max {
            high = ColorScale.position(of: max, in: statistics)
        } else {
            high = statistics?.max.map { Swift.max(0, $0) }
        }
        guard let low, let high, high > low else { return nil }
        return BoundDataBar(low: low, high: high, color: color, negativeColor: negativeColor)
    }
}

/// A data bar placed in one column's population.
public struct BoundDataBar: Sendable, Hashable {
    /// The resolved min (lo) and max (hi), lo < hi.
    public let low: Double
    public let high: Double
    @usableFromInline let color: ThemeColor
    @usableFromInline let negativeColor: ThemeColor
    /// hi − lo, the same for every cell.
    @usableFromInline let width: Double
    /// f(0), where every bar starts (the same for every cell, so computed once).
    @usableFromInline let axis: Double

    init(low: Double, high: Double, color: ThemeColor, negativeColor: ThemeColor) {
        self.low = low
        self.high = high
        self.color = color
        self.negativeColor = negativeColor
        width = high - low
        axis = Self.fraction(0, low: low, width: width)
    }

    /// f(v) = clamp((v − lo) / (hi − lo), 0, 1), with `width` = hi − lo.
    @inlinable @inline(__always)
    static func fraction(_ value: Double, low: Double, width: Double) -> Double {
        Swift.min(1, Swift.max(0, (value - low) / width))
    }

    /// The bar of `x`: from min(f(x), f(0)) to max(f(x), f(0)), in the negative color when x < 0.
    ///
    /// - Parameter x: The cell's number (not NaN).
    /// - Returns: The bar.
    @inlinable @inline(__always)
    public func bar(for x: Double) -> CellBar {
        let position = Self.fraction(x, low: low, width: width)
        return CellBar(
            color: x < 0 ? negativeColor : color, from: Swift.min(position, axis), to: Swift.max(position, axis))
    }
}

/// One cell's data bar: its color and the fractions of the cell's width it spans (0…1, from ≤ to).
public struct CellBar: Sendable, Hashable {
    /// The color.
    public var color: ThemeColor
    /// Where the bar starts, 0…1 of the width from the leading edge.
    public var from: Double
    /// Where it ends.
    public var to: Double

    /// Creates a cell bar.
    @inlinable
    public init(color: ThemeColor, from: Double, to: Double) {
        self.color = color
        self.from = from
        self.to = to
    }

    /// A fraction as the outputs write it: `floor(v × 10000 + 0.5) / 10000`.
    ///
    /// - Parameter value: The fraction.
    /// - Returns: It rounded to 4 decimals.
    public static func rounded(_ value: Double) -> Double {
        (value * 10000 + 0.5).rounded(.down) / 10000
    }
}
