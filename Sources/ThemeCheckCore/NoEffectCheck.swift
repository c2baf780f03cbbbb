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

    /// The warnings, one per rule without effect.
    func diagnostics() -> [Diagnostic] {
        var results: [Diagnostic] = []
        var budget = ThemeAnalysis.workBudget
        // Per cell and property, the last rule that certainly matches and sets it (-1: none).
        let lastCertain: [[Int]] = analysis.cells.indices.map { cellIndex in
            var last = [Int](repeating: -1, count: StyleAttribute.allCases.count)
            for (index, state) in analysis.states[cellIndex].enumerated() where state == .yes {
                for (property, value) in analysis.ruleValues[index].enumerated() where value != nil {
                    last[property] = index
                }
            }
            return last
        }
        for (index, rule) in analysis.theme.rules.enumerated() where rule.origin.file == file {
            guard budget > 0 else { break }
            guard let reason = uselessness(of: index, lastCertain: lastCertain, budget: &budget) else { continue }
            let message = "\(analysis.ruleName(index)) can never change a style: \(reason)"
            results.append(
                Diagnostic(
                    file: file, position: rule.origin.position, severity: .warning, code: .noEffect, message: message))
        }
        return results
    }

    /// Why rule `index` has no effect, or `nil` when it has one (or the budget ran out).
    private func uselessness(of index: Int, lastCertain: [[Int]], budget: inout Int) -> String? {
        let rule = analysis.theme.rules[index]
        let properties = StyleAttribute.allCases.filter { analysis.ruleValues[index][$0.rawValue] != nil }
        if properties.isEmpty {
            return rule.label == nil ? "it sets no style attributes" : nil
        }
        let reachable = analysis.cells.indices.filter { analysis.states[$0][index] != .no }
        budget -= analysis.cells.count
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
        _ property: StyleAttribute, rule index: Int, cells: [Int], lastCertain: [[Int]], budget: inout Int
    ) -> Reason? {
        guard let own = analysis.ruleValue(property, rule: index)?.value else { return nil }
        var overrider: Int?
        var sawEqual = false
        for cellIndex in cells {
            budget -= 1
            if budget <= 0 { return nil }
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
                budget -= 1
                if budget <= 0 { return nil }
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
