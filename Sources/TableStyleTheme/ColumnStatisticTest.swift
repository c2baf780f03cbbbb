/// A value test that compares a cell with its column's statistics (Docs/ThemeFormat.md#statistics-tests):
/// the population is the column's values in every body row of the table, whatever part of it is shown.
public enum ColumnStatisticTest: Sendable, Hashable {
    /// The largest number of the population.
    case max
    /// The smallest number of the population.
    case min
    /// A number greater than the population's mean.
    case aboveAverage
    /// A number less than the population's mean.
    case belowAverage
    /// A value that occurs in at least one other body row of the column.
    case duplicate
    /// A value (not null, not empty text) that occurs in no other body row of the column.
    case unique
    /// A number with fewer than N numbers of the population strictly greater (ties are all in); N ≥ 1.
    case top(Int)
    /// A number with fewer than N numbers of the population strictly smaller; N ≥ 1.
    case bottom(Int)
    /// `top` with N = max(1, floor(n × P / 100)), n the population's count of numbers; 0 < P ≤ 100.
    case topPercent(Double)
    /// `bottom` with N = max(1, floor(n × P / 100)); 0 < P ≤ 100.
    case bottomPercent(Double)

    /// The keyword forms, as a theme writes them (`value: max`), in the order the documentation lists
    /// them: the one list ``keywords`` and ``keywordNames`` are read from.
    private static let keywordForms: [(name: String, test: ColumnStatisticTest)] = [
        ("max", .max), ("min", .min), ("aboveAverage", .aboveAverage), ("belowAverage", .belowAverage),
        ("duplicate", .duplicate), ("unique", .unique),
    ]

    /// The keyword forms by name.
    public static let keywords = Dictionary(uniqueKeysWithValues: keywordForms.map { ($0.name, $0.test) })

    /// The keyword names in the order the documentation lists them.
    public static let keywordNames = keywordForms.map(\.name)
}
