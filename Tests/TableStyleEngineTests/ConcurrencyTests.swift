import TableStyleEngine
import TableStyleTheme
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    static func table() -> [[CellValue]] {
        (0..<400).map { index in
            [
                .text(index % 5 == 0 ? "Overdue" : "Paid"), .double(Double(index % 11) - 4), .text("n\(index)"),
                .int(index % 3),
            ]
        }
    }

    /// Many tasks resolve the same bound theme (and bind it again themselves) and get the serial answers.
    @Test func resolvingFromManyTasksMatchesSerialAnswers() async throws {
        let theme = Theme(
            name: "t",
            rules: [
                Fixture.rule(
                    when: Fixture.value(.kind(.negative)), style: Fixture.style(textColor: .semantic(.systemRed)),
                    label: "neg"),
                Fixture.rule(when: .column(.highlighted), style: Fixture.style(weight: .bold)),
                Fixture.rule(
                    when: .rowValue(column: "Name", test: ValueTest(conditions: [.matches("^over")], ignoreCase: true)),
                    style: Fixture.style(backgroundColor: .semantic(.systemOrange)), label: "overdue"),
                Fixture.rule(when: .row(.every(3, offset: 1)), style: Fixture.style(italic: true)),
            ])
        let compiled = try CompiledTheme(theme: theme)
        let shape = Fixture.shape
        let bound = compiled.bind(to: shape)
        let rows = Self.table()
        func resolveAll(_ bound: StyleResolver) -> [ResolvedStyle] {
            var result: [ResolvedStyle] = []
            for (index, row) in rows.enumerated() {
                for column in 0..<4 {
                    let cell = CellContext(
                        section: .body, row: index, rowCount: rows.count, column: column, isSelected: index % 7 == 0)
                    result.append(bound.style(bound.styleID(for: cell, in: row)))
                }
            }
            return result
        }
        let serial = resolveAll(bound)
        let results = await withTaskGroup(of: [ResolvedStyle].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Half the tasks bind their own copy concurrently: interning is shared and must stay consistent.
                    task % 2 == 0 ? resolveAll(bound) : resolveAll(compiled.bind(to: shape))
                }
            }
            var collected: [[ResolvedStyle]] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == 8)
        for result in results { #expect(result == serial) }
        #expect(Set(serial).count > 4)
    }
}
