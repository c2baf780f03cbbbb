import TableStyleDiagnostics
import TableStyleTheme

/// The work one phase of the `contrast` and `no-effect` analysis may do for one file, counted in steps
/// (a palette link followed, a predicate node evaluated on a cell, a pair of sources compared), so the
/// cut-off is the same on every machine.
///
/// There are three phases, each with its own budget: preparing the analysis (resolving colors, evaluating
/// every rule on every enumerated cell), the `contrast` warnings and the `no-effect` warnings. A theme too
/// large for a phase is analysed partially (or, when preparing runs out, not at all) and the file gets
/// one ``exceededDiagnostic(file:position:)`` so a missing warning is never mistaken for a clean theme.
struct AnalysisBudget: Sendable {
    /// The steps each phase may take.
    static let stepsPerPhase = 4_000_000
    /// The steps one palette link followed costs while preparing: a dictionary lookup and an origin
    /// kept for the message, far more than a predicate node (so at most 200,000 links are followed).
    static let stepsPerPaletteLink = 20

    /// The steps left.
    private(set) var remaining: Int
    /// Whether the phase ran out of steps (its results are partial).
    private(set) var isExceeded = false

    /// Creates a budget of `steps`.
    init(steps: Int = Self.stepsPerPhase) {
        remaining = steps
        isExceeded = steps <= 0
    }

    /// Takes `steps` from the budget.
    ///
    /// - Parameter steps: The work about to be (or just) done.
    /// - Returns: `false` once the budget is spent, and from then on.
    @discardableResult
    mutating func spend(_ steps: Int = 1) -> Bool {
        remaining -= steps
        if remaining <= 0 { isExceeded = true }
        return !isExceeded
    }

    /// The steps one evaluation of `rule`'s condition on a cell takes: one per predicate node.
    static func cost(of rule: Rule) -> Int {
        1 + (rule.when.map(cost(of:)) ?? 0)
    }

    private static func cost(of predicate: Theme.Predicate) -> Int {
        // A loop over an explicit stack: nesting is bounded by the YAML depth, but the count is not.
        var count = 0
        var pending = [predicate]
        while let next = pending.popLast() {
            count += 1
            switch next {
            case .all(let items), .any(let items): pending += items
            case .not(let inner): pending.append(inner)
            default: break
            }
        }
        return count
    }

    /// The warning a file gets when some phase ran out: warnings may be missing.
    ///
    /// - Parameters:
    ///   - file: The checked file.
    ///   - position: Where to point (the document).
    /// - Returns: A `limit` warning.
    static func exceededDiagnostic(file: String, position: SourcePosition) -> Diagnostic {
        Diagnostic(
            file: file, position: position, severity: .warning, code: .limit,
            message: "the theme is too large to check completely for contrast and rules without effect "
                + "(the analysis stopped after \(stepsPerPhase / 1_000_000) million steps); some of those warnings may be missing"
        )
    }
}
