/// A parsed pattern.
indirect enum RegexNode: Sendable {
    case empty
    case set(Int)  // index into the parser's sets (literals compile to sets too when case-folded)
    case scalar(UInt32)
    case any
    case start
    case end
    case concat([RegexNode])
    case alternate([RegexNode])
    case repetition(RegexNode, min: Int, max: Int?)

    /// Instructions this node compiles to (saturating, so huge nestings cannot overflow).
    var programSize: Int {
        let cap = BoundedRegex.maximumProgramSize + 1
        switch self {
        case .empty: return 0
        case .set, .scalar, .any, .start, .end: return 1
        case .concat(let parts): return min(cap, parts.reduce(0) { min(cap, $0 + $1.programSize) })
        case .alternate(let options):
            // Each option but the last needs a split and a jump.
            let body = options.reduce(0) { min(cap, $0 + $1.programSize) }
            return min(cap, body + 2 * (options.count - 1))
        case .repetition(let node, let minimum, let maximum):
            let unit = node.programSize
            let required = min(cap, unit * minimum)
            if let maximum {
                return min(cap, required + (maximum - minimum) * (unit + 1))
            }
            return min(cap, required + unit + 2)
        }
    }

    /// Whether every match must begin at the start of the text.
    var isAnchoredAtStart: Bool {
        switch self {
        case .start: return true
        case .concat(let parts):
            for part in parts {
                if part.isAnchoredAtStart { return true }
                if !part.isZeroWidthAnchorFree { return false }
            }
            return false
        case .alternate(let options): return !options.isEmpty && options.allSatisfy(\.isAnchoredAtStart)
        case .repetition(let node, let minimum, _): return minimum > 0 && node.isAnchoredAtStart
        default: return false
        }
    }

    /// Whether the node matches only the empty string and asserts nothing (so an anchor after it still anchors).
    private var isZeroWidthAnchorFree: Bool {
        switch self {
        case .empty: return true
        case .concat(let parts): return parts.allSatisfy(\.isZeroWidthAnchorFree)
        default: return false
        }
    }

    /// The literal text when the whole pattern is a plain, unanchored, case-sensitive literal (searched directly).
    func plainLiteral(ignoreCase: Bool) -> [UInt32]? {
        if ignoreCase { return nil }
        switch self {
        case .scalar(let value): return [value]
        case .concat(let parts):
            var result: [UInt32] = []
            for part in parts {
                guard case .scalar(let value) = part else { return nil }
                result.append(value)
            }
            return result.isEmpty ? nil : result
        default: return nil
        }
    }
}
