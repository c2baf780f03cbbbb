import TableStyleEngine
import TableStyleTheme

/// The static analysis' questions about rules, answered by the engine's predicate kernel in three-valued
/// logic (``Theme/Predicate/possibility(on:)``): tests of the cell's position and state are decided, tests
/// of data (values, column names, plugins) are `maybe` unless no value can pass them.
enum PredicateAnalysis {
    /// Whether `rule` may style `cell`: its section applies (body only, unless `when` tests `section`) and
    /// its condition may hold.
    static func state(of rule: Rule, on cell: CellSituation) -> Possibility {
        rule.possibility(on: cell)
    }

    /// The three-valued truth of `predicate` on `cell`.
    static func evaluate(_ predicate: Theme.Predicate, on cell: CellSituation) -> Possibility {
        predicate.possibility(on: cell)
    }
}
