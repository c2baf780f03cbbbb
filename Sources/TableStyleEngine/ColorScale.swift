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

    /// The color of `x`: c₀ at or below p₀, cₖ at or above pₖ, else between the stops around it, each
    /// channel (R, G, B, A as 0–255) `floor(cᵢ + (cᵢ₊₁ − cᵢ) × t + 0.5)` with t = (x − pᵢ) / (pᵢ₊₁ − pᵢ).
    ///
    /// - Parameter x: The cell's number (not NaN).
    /// - Returns: The color.
    public func color(at x: Double) -> ThemeColor {
        let last = positions.count - 1
        if x <= positions[0] { return colors[0] }
        if x >= positions[last] { return colors[last] }
        var index = 0
        while index < last - 1 && !(x < positions[index + 1]) { index += 1 }
        let t = (x - positions[index]) / (positions[index + 1] - positions[index])
        return Self.mix(colors[index], colors[index + 1], t)
    }

    /// Where `x` falls between the outer stops, 0…1 (for explain).
    func fraction(of x: Double) -> Double {
        guard let first = positions.first, let last = positions.last, last > first else { return 0 }
        return min(1, max(0, (x - first) / (last - first)))
    }

    /// The color at `t` (0…1) between two stops, by the exact per-channel formula.
    package static func mix(_ low: ThemeColor, _ high: ThemeColor, _ t: Double) -> ThemeColor {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let value = (Double(a) + (Double(b) - Double(a)) * t + 0.5).rounded(.down)
            return UInt8(min(255, max(0, value)))
        }
        return ThemeColor(
            red: channel(low.red, high.red), green: channel(low.green, high.green),
            blue: channel(low.blue, high.blue),
            alpha: Double(channel(low.alphaByte, high.alphaByte)) / 255)
    }
}
