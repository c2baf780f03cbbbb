import TableStyleDiagnostics

/// How many more failing values an explanation may describe (``SchemaValidator/Options/maximumExplainedFailures``).
///
/// A reference shared by every copy of the evaluator (a value copied into each recursion), so the count
/// spans the whole instance. Once a failure past the limit is met, ``isExceeded`` is set and every loop
/// over an instance's items or keys stops: the work of explaining is bounded by the limit, not by the
/// number of bad values.
final class ExplanationBudget {
    private var limit: ErrorLimit

    /// A budget of `count` failing values.
    init(_ count: Int) {
        limit = ErrorLimit(count)
    }

    /// Whether one more failing value may be explained; past the limit `false`, and the explanation stops.
    func admit() -> Bool {
        limit.admit()
    }

    /// Whether a failing value past the limit was met.
    var isExceeded: Bool { limit.isExceeded }
}
