import TableStyleDiagnostics
import TableStyleTheme

extension Rule {
    /// Whether the rule may style cells in `situation`: its section applies (body only, unless `when`
    /// tests `section`) and its condition may hold.
    package func possibility(on situation: CellSituation) -> Possibility {
        guard let when else { return Possibility(situation.section == .body) }
        if !when.mentionsSection && situation.section != .body { return .no }
        return when.possibility(on: situation)
    }
}

extension Theme.Predicate {
    /// Whether a `section` test appears anywhere (then the rule is not limited to body cells).
    package var mentionsSection: Bool {
        switch self {
        case .section: return true
        case .all(let parts), .any(let parts): return parts.contains(where: \.mentionsSection)
        case .not(let inner): return inner.mentionsSection
        default: return false
        }
    }

    /// The predicate's three-valued truth in `situation`, from the kernel: tests of the cell's position and
    /// state are decided by the same functions the engine runs; tests of data (values, column names and
    /// kinds, plugins) are `maybe` unless no value at all can pass them.
    package func possibility(on situation: CellSituation) -> Possibility {
        switch self {
        case .value(let test), .rowValue(_, let test):
            // Header and footer cells never hold a statistics test.
            if test.hasStatistics && situation.section != .body { return .no }
            return test.possibility(isHeader: situation.section == .header)
        case .column(let test):
            switch test {
            case .highlighted: return Possibility(situation.isHighlighted)
            case .name, .names, .index, .kind: return .maybe
            }
        case .row(let test):
            return test.possibility(on: situation)
        case .section(let sections):
            return Possibility(sections.contains(situation.section))
        case .sort(let direction):
            return Possibility(situation.sort == direction)
        case .custom:
            return .maybe
        case .all(let parts):
            return Self.conjunction(parts, on: situation)
        case .any(let parts):
            return parts.reduce(Possibility.no) { max($0, $1.possibility(on: situation)) }
        case .not(let inner):
            return inner.possibility(on: situation).negated
        }
    }
}

extension Theme.Predicate {
    /// The truth of `parts` all holding. Value tests of the same value are judged together, so tests that
    /// exclude each other (`{ gt: 1000 }` and `{ lt: 0 }` of the cell's own value, or of one `rowValue`
    /// column) make the conjunction `no` even though each alone is `maybe`.
    package static func conjunction(_ parts: [Theme.Predicate], on situation: CellSituation) -> Possibility {
        var flat: [Theme.Predicate] = []
        func flatten(_ predicates: [Theme.Predicate]) {
            for predicate in predicates {
                if case .all(let inner) = predicate { flatten(inner) } else { flat.append(predicate) }
            }
        }
        flatten(parts)
        var result = Possibility.yes
        var ownValue: [ValueTest] = []
        var otherValues: [String: [ValueTest]] = [:]
        for part in flat {
            switch part {
            case .value(let test): ownValue.append(test)
            case .rowValue(let column, let test): otherValues[column, default: []].append(test)
            default: result = min(result, part.possibility(on: situation))
            }
        }
        let isHeader = situation.section == .header
        for tests in [ownValue] + otherValues.keys.sorted().compactMap({ otherValues[$0] }) where !tests.isEmpty {
            // `ignoreCase` belongs to a test's text conditions: tests that differ in it are judged apart.
            for flag in [false, true] {
                let same = tests.filter { $0.ignoreCase == flag }
                guard !same.isEmpty else { continue }
                let merged = ValueTest(conditions: same.flatMap(\.conditions), ignoreCase: flag)
                result = min(result, merged.possibility(isHeader: isHeader))
            }
        }
        return result
    }
}

extension RowTest {
    /// The kernel's answer for the situation's row; `maybe` where the situation leaves the row open: `last`
    /// in the body (the row count is data), and an index or offset past a row that stands for later rows.
    package func possibility(on situation: CellSituation) -> Possibility {
        let row = situation.row
        switch self {
        case .last where situation.section == .body: return .maybe
        case .index(let index) where situation.standsForLaterRows && index > row: return .maybe
        case .every(_, let offset) where situation.standsForLaterRows && offset > row: return .maybe
        default:
            // Header and footer rows are row 0 of 1.
            let rowCount = situation.section == .body ? row + 1 : 1
            return Possibility(holds(row: row, rowCount: rowCount, isSelected: situation.isSelected))
        }
    }
}

extension ValueTest {
    /// Whether a statistics test (`max`, `top`, `duplicate`, …) is among the conditions.
    package var hasStatistics: Bool {
        conditions.contains { if case .statistic = $0 { true } else { false } }
    }

    /// `maybe` when some value passes every condition (by the kernel), else `no`. `matches` is assumed to
    /// pass any text; header cells hold their column name, so only text can pass a header value test.
    package func possibility(isHeader: Bool) -> Possibility {
        // `contains: ""` passes exactly the non-null values: what an unknown regex leaves of a text test.
        // A statistics test can hold on some population for any number (`top`, `max`, …) or any value
        // but null and empty text (`duplicate`, `unique`): what the kernel's bound forms take in.
        let assumed = ValueTest(
            conditions: conditions.map { condition in
                if case .matches = condition { return .contains("") }
                if case .statistic(let statistic) = condition {
                    return statistic.needs == .occurrences ? .contains("") : .kind(.number)
                }
                return condition
            }, ignoreCase: ignoreCase)
        let origin = FileLocation(file: "", line: 1, column: 1)
        guard let compiled = try? CompiledValueTest(assumed, origin: origin) else { return .maybe }
        let passes = sampleValues().contains { value in
            if isHeader {
                guard case .text = value else { return false }
            }
            return compiled.holds(value) { value.defaultText }
        }
        return passes ? .maybe : .no
    }

    /// Values that exercise every boundary the conditions mention: each comparison's bound and its
    /// neighbours, each text and the texts made of the prefixes, parts and suffixes together.
    private func sampleValues() -> [CellValue] {
        var numbers: Set<Double> = [-.infinity, -1, 0, 1, .infinity]
        // Texts are told apart by their bytes, as the kernel compares them (a `Set<String>` would merge
        // canonically equivalent spellings).
        var texts: [String] = ["", "x"]
        var seen: Set<[UInt8]> = [[], Array("x".utf8)]
        func addText(_ text: String) {
            if seen.insert(Array(text.utf8)).inserted { texts.append(text) }
        }
        var prefix = ""
        var middle = ""
        var suffix = ""
        // The neighbouring doubles too: `value ± 1` is `value` itself past 2⁵³.
        func addNumber(_ value: Double) {
            for delta in [-1, -0.5, 0, 0.5, 1] { numbers.insert(value + delta) }
            numbers.insert(value.nextDown)
            numbers.insert(value.nextUp)
        }
        for condition in conditions {
            if let (_, bound, upper) = Comparison.of(condition) {
                addNumber(bound)
                if case .between = condition {
                    addNumber(upper)
                    numbers.insert((bound + upper) / 2)
                }
                continue
            }
            switch condition {
            case .equals(let text), .contains(let text), .prefix(let text), .suffix(let text):
                addText(text)
                if let number = Double(text) { numbers.insert(number) }
                if case .prefix = condition { prefix += text }
                if case .contains = condition { middle += text }
                if case .suffix = condition { suffix += text }
            case .isIn(let items):
                for item in items {
                    addText(item)
                    if let number = Double(item) { numbers.insert(number) }
                }
            default: break
            }
        }
        addText(prefix + middle + suffix)
        var values: [CellValue] = [.null, .bool(true), .bool(false)]
        values += numbers.sorted().map { CellValue.double($0) }
        values += texts.map { CellValue.text($0) }
        return values
    }
}
