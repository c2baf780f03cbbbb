/// Where a color scale's stop or a data bar's end sits (Docs/ThemeFormat.md#color-scales-and-data-bars):
/// a number, or a statistic of the cell's column population.
public enum ScaleAnchor: Sendable, Hashable {
    /// A fixed number.
    case number(Double)
    /// The population's smallest number.
    case min
    /// The population's largest number.
    case max
    /// The population's mean.
    case mean
    /// The population's median (percentile 50).
    case median
    /// A linearly interpolated percentile, 0 ≤ p ≤ 100.
    case percentile(Double)
}

/// One stop of a color scale as a theme writes it.
public struct ColorScaleStop: Sendable, Hashable {
    /// Where the stop sits.
    public var at: ScaleAnchor
    /// Its color.
    public var color: ColorSpec

    /// Creates a stop.
    ///
    /// - Parameters:
    ///   - at: Where it sits.
    ///   - color: Its color.
    public init(at: ScaleAnchor, color: ColorSpec) {
        self.at = at
        self.color = color
    }
}

/// A data bar as a theme writes it (`bar:` in a base or a rule): `none`, or its colors and ends.
public enum BarSpec: Sendable, Hashable {
    /// `bar: none`: no bar (also removes one set by a lower layer).
    case none
    /// A bar in `color` (`negativeColor` for negative numbers, `color` when nil) between `min` and `max`
    /// (nil: the smaller of 0 and the population's min / the larger of 0 and its max).
    case bar(color: ColorSpec, negativeColor: ColorSpec?, min: ScaleAnchor?, max: ScaleAnchor?)
}
