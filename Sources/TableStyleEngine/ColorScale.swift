import TableStyleTheme

/// A color scale with its colors resolved for the appearance: what a rule's `textColor: { scale: … }` or
/// `backgroundColor: { scale: … }` computes per number cell from the cell's column population.
public struct ColorScale: Sendable, Hashable {
    /// One stop.
    public struct Stop: Sendable, Hashable {
        /// Where it sits.
        public var at: ScaleAnchor
        /// Its color.
        public var color: ThemeColor

        /// Creates a stop.
        ///
        /// - Parameters:
        ///   - at: Where it sits.
        ///   - color: Its color.
        public init(at: ScaleAnchor, color: ThemeColor) {
            self.at = at
            self.color = color
        }
    }

    /// The stops as written (2 to 5).
    public var stops: [Stop]

    /// Creates a scale.
    ///
    /// - Parameter stops: The stops, in any order.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// The scale's stops placed in a population, ordered by position (stably); `nil` when a stop's
    /// position cannot be computed.
    ///
    /// - Parameter statistics: The column's statistics.
    /// - Returns: The bound scale.
    public func bound(to statistics: ColumnStatistics?) -> BoundColorScale? {
        var placed: [(position: Double, color: ThemeColor)] = []
        for stop in stops {
            guard let position = Self.position(of: stop.at, in: statistics) else { return nil }
            placed.append((position, stop.color))
        }
        // A stable sort: stops at equal positions keep their written order.
        let order = placed.indices.sorted {
            placed[$0].position < placed[$1].position || (placed[$0].position == placed[$1].position && $0 < $1)
        }
        return BoundColorScale(positions: order.map { placed[$0].position }, colors: order.map { placed[$0].color })
    }

    /// Where an anchor sits; a fixed number needs no population.
    static func position(of anchor: ScaleAnchor, in statistics: ColumnStatistics?) -> Double? {
        if case .number(let number) = anchor { return number }
        return statistics?.position(of: anchor)
    }
}

/// A color scale placed in one column's population: sorted positions p₀ ≤ … ≤ pₖ and their colors.
public struct BoundColorScale: Sendable, Hashable {
    /// The stops' positions, ascending.
    public let positions: [Double]
    /// The stops' colors, in the same order.
    public let colors: [ThemeColor]
    /// The same stops with their alpha bytes, what ``color(at:)`` reads.
    let stops: [PlacedStop]

    /// Creates a bound scale from stops already ordered by position.
    ///
    /// - Parameters:
    ///   - positions: The positions, ascending.
    ///   - colors: The colors, one per position.
    public init(positions: [Double], colors: [ThemeColor]) {
        self.positions = positions
        self.colors = colors
        stops = zip(positions, colors).map { PlacedStop(position: $0, color: $1) }
    }

    /// The color of `x`: c₀ at or below p₀, cₖ at or above pₖ, else between the stops around it, each
    /// channel (R, G, B, A as 0–255) `floor(cᵢ + (cᵢ₊₁ − cᵢ) × t + 0.5)` with t = (x − pᵢ) / (pᵢ₊₁ − pᵢ).
    ///
    /// - Parameter x: The cell's number (not NaN).
    /// - Returns: The color.
    public func color(at x: Double) -> ThemeColor {
        stops.withUnsafeBufferPointer { Self.color(at: x, stops: $0) }
    }

    /// ``color(at:)`` over stops ordered by position (at least one): the one definition, which a binding's
    /// flat tables of placed stops call too.
    @inline(__always)
    static func color(at x: Double, stops: UnsafeBufferPointer<PlacedStop>) -> ThemeColor {
        let last = stops.count - 1
        if x <= stops[0].position { return stops[0].color }
        if x >= stops[last].position { return stops[last].color }
        var index = 0
        while index < last - 1 && !(x < stops[index + 1].position) { index += 1 }
        let low = stops[index]
        let high = stops[index + 1]
        let t = (x - low.position) / (high.position - low.position)
        return ThemeColor(
            red: channel(low.color.red, high.color.red, t), green: channel(low.color.green, high.color.green, t),
            blue: channel(low.color.blue, high.color.blue, t),
            alpha: alphaOfByte[Int(channel(low.alphaByte, high.alphaByte, t))])
    }

    /// Where `x` falls between the outer stops, 0…1 (for explain).
    func fraction(of x: Double) -> Double {
        guard let first = positions.first, let last = positions.last, last > first else { return 0 }
        return min(1, max(0, (x - first) / (last - first)))
    }

    /// The color at `t` (0…1) between two stops, by the exact per-channel formula.
    package static func mix(_ low: ThemeColor, _ high: ThemeColor, _ t: Double) -> ThemeColor {
        ThemeColor(
            red: channel(low.red, high.red, t), green: channel(low.green, high.green, t),
            blue: channel(low.blue, high.blue, t),
            alpha: alphaOfByte[Int(channel(low.alphaByte, high.alphaByte, t))])
    }

    /// `Double(byte) / 255` for every byte: an interpolated alpha is a table read, not a division.
    static let alphaOfByte: [Double] = (0...255).map { Double($0) / 255 }

    /// One channel (0–255) at `t` between `a` and `b`: `floor(a + (b − a) × t + 0.5)`, clamped to 0…255.
    @inline(__always)
    static func channel(_ a: UInt8, _ b: UInt8, _ t: Double) -> UInt8 {
        let value = Double(a) + (Double(b) - Double(a)) * t + 0.5
        // Clamping first and then truncating is the same as flooring then clamping, for every double (the
        // bounds are whole numbers; NaN clamps to 0 either way), and needs no call to `floor`.
        return UInt8(min(255, max(0, value)))
    }
}

/// One stop of a bound scale as the per-cell interpolation reads it: its position, its color, and the
/// color's alpha as a byte (computed once, not per cell).
struct PlacedStop: Sendable, Hashable {
    var position: Double
    var color: ThemeColor
    var alphaByte: UInt8

    init(position: Double, color: ThemeColor) {
        self.position = position
        self.color = color
        alphaByte = color.alphaByte
    }
}
