import TableStyleTheme

/// A residual that depends only on the cell's own value through keyword and numeric tests (`any: [{ value:
/// { lt: -100 } }, { value: { gt: 100 } }]`, `not: { value: zero }`…), tabulated at bind time: its answer for
/// each kind of non-number, and the closed intervals of numbers where it holds.
///
/// Such a condition is constant between the bounds it compares with, so evaluating it at every bound and
/// once between each pair of neighbouring bounds gives it exactly.
struct OwnValueIntervals: Sendable, Hashable {
    /// Bit 0: null, 1: bool, 2: non-empty text, 3: empty text, 4: NaN.
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
        for (bit, value) in [CellValue.null, .bool(true), .text("x"), .text(""), .double(.nan)].enumerated()
        where holds(value) {
            mask |= 1 << UInt8(bit)
        }
        otherMask = mask
        // 0 is where the keywords negative/positive/zero change their answer.
        let points = Array(Set(bounds + [-.infinity, 0, .infinity])).filter { !$0.isNaN }.sorted()
        var pieces: [(Double, Double)] = []
        func add(_ low: Double, _ high: Double) {
            guard low <= high else { return }
            if let last = pieces.last, last.1.nextUp >= low {
                pieces[pieces.count - 1].1 = max(last.1, high)
            } else {
                pieces.append((low, high))
            }
        }
        for (index, point) in points.enumerated() {
            if holds(.double(point)) { add(point, point) }
            guard index + 1 < points.count else { continue }
            let next = points[index + 1]
            let low = point.nextUp
            let high = next.nextDown
            guard low <= high else { continue }
            let middle = low / 2 + high / 2
            if holds(.double(middle)) { add(low, high) }
        }
        intervals = pieces
    }

    /// Collects the numeric bounds; false when the condition tests anything else.
    static func collectBounds(_ condition: Condition, into bounds: inout [Double]) -> Bool {
        switch condition {
        case .constant: return true
        case .value(let test):
            guard test.texts.isEmpty else { return false }
            for numeric in test.numeric {
                switch numeric {
                case .lessThan(let bound), .lessThanOrEqual(let bound), .greaterThan(let bound),
                    .greaterThanOrEqual(let bound), .equalTo(let bound), .notEqualTo(let bound):
                    bounds.append(bound)
                case .between(let low, let high):
                    bounds.append(low)
                    bounds.append(high)
                }
            }
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
