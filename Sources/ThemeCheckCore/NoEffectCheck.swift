import TableStyleDiagnostics
import TableStyleEngine
import TableStyleTheme

/// The `no-effect` warning: a rule that can never change any resolved style.
///
/// A rule has no effect when it sets nothing (and has no label, which is an effect of its own), when its
/// condition holds on no cell the theme can style, or when, on every cell it may match, each property it
/// sets is overridden by a later rule that certainly matches there, or equals every value the property
/// can already have at that point of the cascade.
struct NoEffectCheck: Sendable {
    let analysis: ThemeAnalysis
    /// The checked file: only rules written there are reported.
    let file: String

    /// Why one property of a rule never changes anything.
    private enum Reason: Hashable {
        case overridden(by: Int)
        case alreadySet(PropertyValue)
    }

    /// The warnings, one per rule without effect, as far as `budget` reaches (one step per cell a rule is
    /// looked at on and per earlier writer walked back over).
    func diagnostics(budget: inout AnalysisBudget) -> [Diagnostic] {
        var results: [Diagnostic] = []
        // An analysis left empty by its own budget has nothing to check.
        guard !analysis.cells.isEmpty else { return results }
        // Per cell and property, the last rule that certainly matches and sets it (-1: none).
        // Locals, not `analysis.…` in the closures: each access would copy the whole analysis.
        let states = analysis.states
        let ruleValues = analysis.ruleValues
        let lastCertain: [[Int]] = states.map { cellStates in
            var last = [Int](repeating: -1, count: StyleAttribute.allCases.count)
            for (index, state) in cellStates.enumerated() where state == .yes {
                for (property, value) in ruleValues[index].enumerated() where value != nil {
                    last[property] = index
                }
            }
            return last
        }
        for (index, rule) in analysis.theme.rules.enumerated() where rule.origin.file == file {
            guard !budget.isExceeded else { break }
            guard let reason = uselessness(of: index, lastCertain: lastCertain, budget: &budget) else { continue }
            let message = "\(analysis.ruleName(index)) can never change a style: \(reason)"
            results.append(
                Diagnostic(
                    file: file, position: rule.origin.position, severity: .warning, code: .noEffect, message: message))
        }
        return results
    }

    /// Why rule `index` has no effect, or `nil` when it has one (or the budget ran out).
    private func uselessness(of index: Int, lastCertain: [[Int]], budget: inout AnalysisBudget) -> String? {
        let rule = analysis.theme.rules[index]
        let properties = StyleAttribute.allCases.filter { analysis.ruleValues[index][$0.rawValue] != nil }
        if properties.isEmpty {
            return rule.label == nil ? "it sets no style attributes" : nil
        }
        let states = analysis.states
        let reachable = states.indices.filter { states[$0][index] != .no }
        budget.spend(analysis.cells.count)
        if reachable.isEmpty {
            return "its condition holds for no cell the theme can style"
        }
        var reasons: [(StyleAttribute, Reason)] = []
        for property in properties {
            guard
                let reason = reason(
                    property, rule: index, cells: reachable, lastCertain: lastCertain, budget: &budget)
            else { return nil }
            reasons.append((property, reason))
        }
        return reasons.map { property, reason in
            switch reason {
            case .overridden(let later):
                let origin = analysis.theme.rules[later].origin
                return "\(property.name) is always overridden by \(analysis.ruleName(later)) "
                    + "(\(ThemeAnalysis.place(origin, relativeTo: file)))"
            case .alreadySet(let value):
                return "\(property.name) is already \(value)"
            }
        }.joined(separator: "; ")
    }

    /// Why `property` of rule `index` never changes a style on `cells`, or `nil` when it can.
    private func reason(
        _ property: StyleAttribute, rule index: Int, cells: [Int], lastCertain: [[Int]], budget: inout AnalysisBudget
    ) -> Reason? {
        guard let own = analysis.ruleValue(property, rule: index)?.value else { return nil }
        var overrider: Int?
        var sawEqual = false
        for cellIndex in cells {
            guard budget.spend() else { return nil }
            let later = lastCertain[cellIndex][property.rawValue]
            if later > index {
                // The last certain writer is later; report the first later certain writer for clarity.
                let states = analysis.states[cellIndex]
                let first = ((index + 1)...later).first { candidate in
                    states[candidate] == .yes && analysis.ruleValues[candidate][property.rawValue] != nil
                }
                overrider = overrider ?? first ?? later
                continue
            }
            // Walk back over the earlier writers: maybe-rules add possible values, a certain one ends the walk.
            let states = analysis.states[cellIndex]
            var earlier = index - 1
            var reachedCertain = false
            while earlier >= 0 {
                guard budget.spend() else { return nil }
                if states[earlier] != .no, let value = analysis.ruleValues[earlier][property.rawValue] {
                    guard value.value.same(as: own) else { return nil }
                    if states[earlier] == .yes {
                        reachedCertain = true
                        break
                    }
                }
                earlier -= 1
            }
            if !reachedCertain {
                guard analysis.baseValue(property, on: analysis.cells[cellIndex]).value.same(as: own) else {
                    return nil
                }
            }
            sawEqual = true
        }
        if sawEqual { return .alreadySet(own) }
        return overrider.map { .overridden(by: $0) } ?? .alreadySet(own)
    }
}
