import TableStyleTheme

/// A residual that depends only on the cell's own value through keyword and numeric tests (`any: [{ value:
/// { lt: -100 } }, { value: { gt: 100 } }]`, `not: { value: zero }`…), tabulated at bind time: its answer for
/// each kind of non-number, and the closed intervals of numbers where it holds.
///
/// Such a condition is constant between the bounds it compares with, so evaluating it at every bound and
/// once between each pair of neighbouring bounds gives it exactly.
struct OwnValueIntervals: Sendable, Hashable {
    /// Whether each of ``ValueFacts/nonNumberRepresentatives`` passes: bit 0 null, 1 bool, 2 non-empty text,
    /// 3 empty text, 4 NaN.
    var otherMask: UInt8
    /// The closed intervals (low, high) where a number passes, sorted and disjoint.
    var intervals: [(Double, Double)]

    static func == (lhs: OwnValueIntervals, rhs: OwnValueIntervals) -> Bool {
        lhs.otherMask == rhs.otherMask && lhs.intervals.elementsEqual(rhs.intervals) { $0 == $1 }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(otherMask)
        for (low, high) in intervals {
            hasher.combine(low)
            hasher.combine(high)
        }
    }

    /// Tabulates `condition`, or returns `nil` when it looks at anything but the own value's kind and number.
    init?(_ condition: Condition, shape: TableShape) {
        var bounds: [Double] = []
        guard Self.collectBounds(condition, into: &bounds) else { return nil }
        let facts = StaticFacts(shape: shape, section: .body, column: 0)
        func holds(_ value: CellValue) -> Bool {
            condition.holds(
                facts: facts, cell: CellContext(section: .body, row: 0, rowCount: 1, column: 0), row: [value],
                plugins: PluginPredicates())
        }
        var mask: UInt8 = 0
        for (bit, value) in ValueFacts.nonNumberRepresentatives.enumerated() where holds(value) {
            mask |= 1 << UInt8(bit)
        }
        otherMask = mask
        let classes = OwnValueClasses(breakpoints: bounds)
        var pieces: [(Double, Double)] = []
        func add(_ low: Double, _ high: Double) {
            guard low <= high else { return }
            if let last = pieces.last, last.1.nextUp >= low {
                pieces[pieces.count - 1].1 = max(last.1, high)
            } else {
                pieces.append((low, high))
            }
        }
        let points = classes.points
        let firstPointClass = ValueFacts.nonNumberRepresentatives.count
        for (index, point) in points.enumerated() {
            if holds(.double(point)) { add(point, point) }
            guard index + 1 < points.count else { continue }
            let low = point.nextUp
            let high = points[index + 1].nextDown
            guard low <= high else { continue }
            if holds(classes.representatives[firstPointClass + 2 * index + 1]) { add(low, high) }
        }
        intervals = pieces
    }

    /// The function as one closed range the own number must fall in (or, when `negated`, outside), when it
    /// is that simple: non-numbers never pass, and NaN passes exactly when negated (no comparison with NaN
    /// holds, so "outside" takes it in).
    var singleInterval: (low: Double, high: Double, negated: Bool)? {
        guard otherMask & 0b1111 == 0 else { return nil }
        guard otherMask & 0b1_0000 != 0 else {
            guard intervals.count == 1 else { return nil }
            return (intervals[0].0, intervals[0].1, false)
        }
        var gaps: [(Double, Double)] = []
        var next = -Double.infinity
        for (low, high) in intervals {
            if low > next { gaps.append((next, low.nextDown)) }
            next = high.nextUp
        }
        if intervals.last.map({ $0.1 < .infinity }) ?? true { gaps.append((next, .infinity)) }
        guard gaps.count == 1 else { return nil }
        return (gaps[0].0, gaps[0].1, true)
    }

    /// Collects the numbers where the condition's answer can change (the kernel's breakpoints of its
    /// keywords and comparisons); false when the condition tests anything but the own value's kind and number.
    static func collectBounds(_ condition: Condition, into bounds: inout [Double]) -> Bool {
        switch condition {
        case .constant: return true
        case .value(let test):
            guard test.texts.isEmpty, test.isPlain else { return false }
            bounds += test.breakpoints
            return true
        case .all(let parts), .any(let parts):
            return parts.allSatisfy { collectBounds($0, into: &bounds) }
        case .not(let inner):
            return collectBounds(inner, into: &bounds)
        default:
            return false
        }
    }
}
