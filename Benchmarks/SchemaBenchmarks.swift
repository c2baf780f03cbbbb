import TableStyleJSON
import TableStyleSchema
import TableStyleTheme
import TableStyleYAML

/// Validating a large generated theme against the bundled theme schema, against the floor of walking
/// the same `JSONValue` tree and counting its nodes.
enum SchemaBenchmarks {
    static let group = BenchmarkGroup(name: "schema", run: run)

    /// Rule counts: 20,000 rules make a theme of about 2.4 MB.
    static let ruleCounts = [2_000, 20_000]

    private static func run() -> [BenchmarkResult] {
        guard let schema = try? JSONSchema(jsonText: BundledResources.themeSchemaText) else {
            Harness.note("schema: the bundled theme schema does not compile; skipped")
            return []
        }
        let validator = SchemaValidator(schema: schema, options: .init(rootName: "the theme"))
        var results: [BenchmarkResult] = []
        for rules in ruleCounts {
            let text = themeYAML(rules: rules, mistakes: false)
            guard let document = try? YAMLParser().parse(text).first?.jsonValue else {
                Harness.note("schema: the generated theme does not parse; skipped")
                return results
            }
            let repetitions = rules >= 20_000 ? 3 : 7
            let valid = Harness.compareMilliseconds(
                repetitions: repetitions, floor: { nodeCount(document) }, value: { validator.validate(document) })
            results.append(
                BenchmarkResult(
                    name: "schema.validate.\(rules)rules.\(text.utf8.count / 1_000)KB", value: valid.value,
                    unit: "ms", floor: valid.floor, target: nil))
            // The same theme with a misspelt key, a bad color and a bad predicate in every 500th rule: the
            // cost of explaining errors must stay proportional to the errors reported.
            let flawedText = themeYAML(rules: rules, mistakes: true)
            guard let flawed = try? YAMLParser().parse(flawedText).first?.jsonValue else { return results }
            let invalid = Harness.compareMilliseconds(
                repetitions: repetitions, floor: { nodeCount(flawed) }, value: { validator.validate(flawed) })
            results.append(
                BenchmarkResult(
                    name: "schema.validate.\(rules)rules.errors\(validator.validate(flawed).count)",
                    value: invalid.value, unit: "ms", floor: invalid.floor, target: nil))
        }
        return results
    }

    /// The floor: visit every node of the tree once.
    static func nodeCount(_ value: JSONValue) -> Int {
        switch value {
        case .array(let elements): return elements.reduce(1) { $0 + nodeCount($1) }
        case .object(let object): return object.reduce(1) { $0 + nodeCount($1.value) }
        default: return 1
        }
    }

    /// A theme with `rules` rules cycling through the predicate and style forms of
    /// Docs/ThemeFormat.md#rules-and-conditions.
    static func themeYAML(rules: Int, mistakes: Bool) -> String {
        var text = """
            format: 1
            name: bench
            description: Generated for the schema benchmark
            palette:
              brand: "#3366FF"
              negative: systemRed
            table:
              style: plain
              rowColors: [systemBackground, secondarySystemBackground]
            cell:
              font: { family: system, size: 13, weight: regular }
              textColor: label
            rules:

            """
        let predicates = [
            "{ value: negative }",
            "{ column: highlighted }",
            "{ column: { kind: number }, row: even }",
            "{ section: header, column: { name: Amount } }",
            "{ value: { lt: -100 }, row: { every: 3, offset: 1 } }",
            "{ value: { equals: Overdue, ignoreCase: true }, column: { index: 2 } }",
            "{ any: [{ value: zero }, { value: null }] }",
            "{ not: { row: selected }, value: { between: [1, 10] } }",
        ]
        let styles = [
            "{ textColor: $negative }",
            "{ font: { weight: bold } }",
            "{ backgroundColor: { color: $brand, alpha: 0.2 } }",
            "{ textColor: \"#112233\", alignment: trailing }",
            "{ font: { monospacedDigits: true }, padding: [2, 4] }",
        ]
        for index in 0..<rules {
            let flawed = mistakes && index % 500 == 7
            text += "  - name: rule-\(index)\n"
            text += "    when: \(flawed ? "{ value: negatve }" : predicates[index % predicates.count])\n"
            text += "    style: \(flawed ? "{ textColour: red }" : styles[index % styles.count])\n"
            text += "    label: rule number \(index)\n"
        }
        return text
    }
}
