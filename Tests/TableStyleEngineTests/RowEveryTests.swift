import TableStyleEngine
import TableStyleTheme
import Testing

/// `row: { every: n, offset: k }` is decided with a multiply (a divisibility constant) rather than a
/// division for rows below 2³²; every step must agree with plain arithmetic, near 2³² and beyond too.
@Suite struct RowEveryTests {
    static let rows = Array(0..<150) + [4_294_967_290, 4_294_967_295, 4_294_967_296, 4_294_967_300, 9_000_000_011]

    @Test(arguments: [1, 2, 3, 5, 7, 10, 12, 64, 1000, 65_537])
    func everyAgreesWithArithmetic(step: Int) throws {
        for offset in [0, 1, 4] {
            let theme = Theme(
                name: "every", table: TableSettings(),
                rules: [
                    Fixture.rule(
                        "every", when: .row(.every(step, offset: offset)), style: Fixture.style(italic: true),
                        label: "hit")
                ],
                file: Fixture.file)
            let bound = try CompiledTheme(theme: theme).bind(to: Fixture.shape)
            var ids = Array(repeating: StyleID(rawValue: 0), count: Fixture.columns.count)
            for row in Self.rows {
                let expected = row >= offset && (row - offset) % step == 0
                let cell = Fixture.body(row, of: Int.max, column: 0)
                #expect(bound.labels(for: cell, in: Fixture.row) == (expected ? ["hit"] : []), "row \(row)")
                bound.styleIDs(forRow: row, rowCount: Int.max, values: Fixture.row, into: &ids)
                #expect(bound.style(ids[0]).font.italic == expected, "whole row \(row)")
            }
        }
    }
}
