import TableStyleEngine
import TableStyleTheme

/// Evaluates a rule's `when` on an ``CellSituation`` in three-valued logic: tests of the cell's position
/// and state are decided, tests of data (values, column names, plugins) are `maybe` unless they are
/// self-contradictory.
enum PredicateAnalysis {
    /// Whether `rule` may style `cell`: its section applies (body only, unless `when` tests `section`) and
    /// its condition may hold.
    static func state(of rule: Rule, on cell: CellSituation) -> Possibility {
        guard let when = rule.when else { return cell.section == .body ? .yes : .no }
        if !testsSection(when) && cell.section != .body { return .no }
        return evaluate(when, on: cell)
    }

    /// Whether `predicate` contains a `section` test anywhere.
    static func testsSection(_ predicate: Theme.Predicate) -> Bool {
        switch predicate {
        case .section: return true
        case .all(let items), .any(let items): return items.contains(where: testsSection)
        case .not(let inner): return testsSection(inner)
        default: return false
        }
    }

    /// The three-valued truth of `predicate` on `cell`.
    static func evaluate(_ predicate: Theme.Predicate, on cell: CellSituation) -> Possibility {
        switch predicate {
        case .value(let test):
            return valueTest(test, isHeader: cell.section == .header)
        case .column(let test):
            switch test {
            case .highlighted: return Possibility(cell.isHighlighted)
            case .name, .names, .index, .kind: return .maybe
            }
        case .row(let test):
            switch test {
            case .even: return Possibility(cell.row % 2 == 0)
            case .odd: return Possibility(cell.row % 2 == 1)
            case .first: return Possibility(cell.row == 0)
            case .last: return cell.section == .body ? .maybe : .yes
            case .selected: return Possibility(cell.isSelected)
            case .index(let index):
                if cell.standsForLaterRows && index > cell.row { return .maybe }
                return Possibility(cell.row == index)
            case .every(let every, let offset):
                if cell.standsForLaterRows && offset > cell.row { return .maybe }
                guard every > 0 else { return Possibility(cell.row == offset) }
                return Possibility(cell.row >= offset && (cell.row - offset) % every == 0)
            }
        case .rowValue(_, let test):
            return valueTest(test, isHeader: cell.section == .header)
        case .section(let sections):
            return Possibility(sections.contains(cell.section))
        case .sort(let direction):
            return Possibility(cell.sort == direction)
        case .custom:
            return .maybe
        case .all(let items):
            return items.reduce(Possibility.yes) { min($0, evaluate($1, on: cell)) }
        case .any(let items):
            return items.reduce(Possibility.no) { max($0, evaluate($1, on: cell)) }
        case .not(let inner):
            return evaluate(inner, on: cell).negated
        }
    }

    /// `maybe` when some value can satisfy every condition of `test`, else `no`.
    ///
    /// Header cells hold their column name, so only text can satisfy a header value test.
    static func valueTest(_ test: ValueTest, isHeader: Bool) -> Possibility {
        let candidates = sampleValues(for: test).filter { value in
            if isHeader, case .text = value { return true }
            return !isHeader
        }
        return candidates.contains { value in test.conditions.allSatisfy { holds($0, value, test.ignoreCase) } }
            ? .maybe : .no
    }

    /// Values that exercise every boundary the conditions mention.
    private static func sampleValues(for test: ValueTest) -> [CellValue] {
        var numbers: Set<Double> = [-1, 0, 1]
        var texts: Set<String> = ["", "x"]
        var prefix = ""
        var middle = ""
        var suffix = ""
        func addNumber(_ value: Double) {
            for delta in [-1, -0.5, 0, 0.5, 1] { numbers.insert(value + delta) }
        }
        for condition in test.conditions {
            switch condition {
            case .kind: break
            case .lessThan(let value), .lessThanOrEqual(let value), .greaterThan(let value),
                .greaterThanOrEqual(let value), .equalTo(let value), .notEqualTo(let value):
                addNumber(value)
            case .between(let low, let high):
                addNumber(low)
                addNumber(high)
                numbers.insert((low + high) / 2)
            case .equals(let text), .contains(let text), .prefix(let text), .suffix(let text):
                texts.insert(text)
                if let number = Double(text) { numbers.insert(number) }
                if case .prefix = condition { prefix += text }
                if case .contains = condition { middle += text }
                if case .suffix = condition { suffix += text }
            case .isIn(let items):
                for item in items {
                    texts.insert(item)
                    if let number = Double(item) { numbers.insert(number) }
                }
            case .matches: break
            }
        }
        texts.insert(prefix + middle + suffix)
        var values: [CellValue] = [.null, .bool(true), .bool(false)]
        values += numbers.sorted().map { CellValue.double($0) }
        values += texts.sorted().map { CellValue.text($0) }
        return values
    }

    /// Whether one condition holds for a concrete value (`matches` is assumed satisfiable).
    static func holds(_ condition: ValueCondition, _ value: CellValue, _ ignoreCase: Bool) -> Bool {
        let number = value.numberValue
        let isText: Bool
        if case .text = value { isText = true } else { isText = false }
        func text() -> String? {
            if case .null = value { return nil }
            let shown = value.defaultText
            return ignoreCase ? shown.lowercased() : shown
        }
        func key(_ string: String) -> String { ignoreCase ? string.lowercased() : string }
        switch condition {
        case .kind(let kind):
            switch kind {
            case .negative: return number.map { $0 < 0 } ?? false
            case .positive: return number.map { $0 > 0 } ?? false
            case .zero: return number.map { $0 == 0 } ?? false
            case .null: return value == .null
            case .empty: return value == .null || value == .text("")
            case .number: return number != nil
            case .text: return isText
            case .bool:
                if case .bool = value { return true }
                return false
            }
        case .lessThan(let bound): return number.map { $0 < bound } ?? false
        case .lessThanOrEqual(let bound): return number.map { $0 <= bound } ?? false
        case .greaterThan(let bound): return number.map { $0 > bound } ?? false
        case .greaterThanOrEqual(let bound): return number.map { $0 >= bound } ?? false
        case .equalTo(let bound): return number.map { $0 == bound } ?? false
        case .notEqualTo(let bound): return number.map { $0 != bound } ?? false
        case .between(let low, let high): return number.map { $0 >= low && $0 <= high } ?? false
        case .equals(let expected): return text().map { $0 == key(expected) } ?? false
        case .contains(let part): return text().map { key(part).isEmpty || $0.contains(key(part)) } ?? false
        case .prefix(let part): return text().map { $0.hasPrefix(key(part)) } ?? false
        case .suffix(let part): return text().map { $0.hasSuffix(key(part)) } ?? false
        case .isIn(let items): return text().map { shown in items.contains { key($0) == shown } } ?? false
        case .matches: return text() != nil
        }
    }
}
