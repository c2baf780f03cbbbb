/// The classes of cell values a value-only condition cannot tell apart, for a set of breakpoints (the
/// numbers where the kernel says its answers change): null, bool, non-empty text, empty text, NaN, then
/// for each sorted point `p[k]` (with −∞ and +∞ added) the class of `p[k]` itself and of the numbers
/// between it and the next point. A value-only condition is constant on each class, so evaluating the
/// kernel on one representative per class tabulates it exactly (value classes, value flags, intervals).
struct OwnValueClasses: Sendable {
    /// The sorted points, −∞ and +∞ included, no NaN.
    let points: [Double]
    /// One value per class, in class order (see ``ResolverTables/numberClass(_:points:count:)``).
    let representatives: [CellValue]

    init(breakpoints: [Double]) {
        let points = Array(Set(breakpoints + [-.infinity, .infinity])).filter { !$0.isNaN }.sorted()
        var representatives = ValueFacts.nonNumberRepresentatives
        for (index, point) in points.enumerated() {
            representatives.append(.double(point))
            if index + 1 < points.count {
                let low = point.nextUp
                let high = points[index + 1].nextDown
                representatives.append(.double(low <= high ? low / 2 + high / 2 : point))
            }
        }
        self.points = points
        self.representatives = representatives
    }

    /// `points` padded with NaN to a multiple of four, for the four-wide class search (no comparison with
    /// NaN holds, so padding counts for nothing).
    var paddedPoints: [Double] {
        points + Array(repeating: .nan, count: (4 - points.count % 4) % 4)
    }

    /// Whether class `index` is a gap between two points that holds no number (neighbouring doubles).
    func isEmptyGap(_ index: Int) -> Bool {
        let offset = index - ValueFacts.nonNumberRepresentatives.count
        guard offset > 0, offset % 2 == 1 else { return false }
        let point = points[offset / 2]
        return point.nextUp > points[offset / 2 + 1].nextDown
    }
}
