import TableStyleTheme
import TableStyleYAML

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
        for (index, rule) in analysis.theme.rules.enumerated() where rule.origin.file == file {
            guard let reason = uselessness(of: index) else { continue }
            let message = "\(analysis.ruleName(index)) can never change a style: \(reason)"
            results.append(
                Diagnostic(file: file, mark: rule.origin.mark, severity: .warning, code: "no-effect", message: message))
        }
        return results
    }

    /// Why rule `index` has no effect, or `nil` when it has one.
    private func uselessness(of index: Int) -> String? {
        let rule = analysis.theme.rules[index]
        let properties = StyleProperty.allCases.filter { $0.isSet(in: rule.style) }
        if properties.isEmpty {
            return rule.label == nil ? "it sets no style attributes" : nil
        }
        let reachable = analysis.cells.indices.filter { analysis.states[$0][index] != .no }
        if reachable.isEmpty {
            return "its condition holds for no cell the theme can style"
        }
        var reasons: [(StyleProperty, Reason)] = []
        for property in properties {
            guard let reason = reason(property, rule: index, cells: reachable) else { return nil }
            reasons.append((property, reason))
        }
        return reasons.map { property, reason in
            switch reason {
            case .overridden(let later):
                let origin = analysis.theme.rules[later].origin
                return "\(property.rawValue) is always overridden by \(analysis.ruleName(later)) "
                    + "(\(ThemeAnalysis.place(origin, relativeTo: file)))"
            case .alreadySet(let value):
                return "\(property.rawValue) is already \(value)"
            }
        }.joined(separator: "; ")
    }

    /// Why `property` of rule `index` never changes a style on `cells`, or `nil` when it can.
    private func reason(_ property: StyleProperty, rule index: Int, cells: [Int]) -> Reason? {
        guard let own = analysis.ruleValue(property, rule: index)?.value else { return nil }
        let rules = analysis.theme.rules
        var overriders: [Int] = []
        var sawEqual = false
        for cellIndex in cells {
            let states = analysis.states[cellIndex]
            if let later = rules.indices.first(where: {
                $0 > index && states[$0] == .yes && property.isSet(in: rules[$0].style)
            }) {
                overriders.append(later)
                continue
            }
            var prior = [analysis.baseValue(property, on: analysis.cells[cellIndex]).value]
            for earlier in 0..<index where states[earlier] != .no {
                guard let value = analysis.ruleValue(property, rule: earlier)?.value else { continue }
                prior = states[earlier] == .yes ? [value] : prior + [value]
            }
            guard prior.allSatisfy({ $0.same(as: own) }) else { return nil }
            sawEqual = true
        }
        if sawEqual || overriders.isEmpty { return .alreadySet(own) }
        return .overridden(by: overriders[0])
    }
}
