import Foundation
import TableStyleTheme
import TableStyleYAML
import Testing

@Suite("Plugin manifest")
struct PluginManifestTests {
    static let manifest = """
        predicates:
          - name: overdue
            description: The invoice is past due
            args: { days: integer, status: "string?" }
          - name: flagged
          - name: tagged
            args:
              tags: stringList
              weight: number?
              strict: bool?
        """

    @Test func loadsDeclarations() throws {
        let result = PluginManifest.load(source: Self.manifest, file: "<m>")
        #expect(result.diagnostics == [])
        let declarations = result.declarations
        #expect(
            declarations == [
                PredicateDeclaration(
                    name: "overdue",
                    parameters: [
                        .init(name: "days", type: .integer), .init(name: "status", type: .string, isRequired: false),
                    ]),
                PredicateDeclaration(name: "flagged"),
                PredicateDeclaration(
                    name: "tagged",
                    parameters: [
                        .init(name: "tags", type: .stringList), .init(name: "weight", type: .number, isRequired: false),
                        .init(name: "strict", type: .bool, isRequired: false),
                    ]),
            ])
    }

    @Test func manifestDrivesCustomPredicateChecks() throws {
        let manifest = try #require(PluginManifest.load(source: Self.manifest, file: "<m>").manifest)
        let registry = ThemeRegistry().adding(manifest: manifest)
        let good = theme(
            "t",
            """
            rules:
              - when: { custom: { name: overdue, args: { days: 30 } } }
                style: { textColor: systemRed }
              - when: { custom: flagged }
                style: { font: { weight: bold } }
              - when: { custom: { name: tagged, args: { tags: [a, b], weight: 0.5 } } }
                style: { accessory: checkmark }
            """)
        #expect(registry.load(source: good, file: "<t>").diagnostics == [])
        let bad = theme(
            "t",
            """
            rules:
              - when: { custom: { name: overdue, args: { days: soon } } }
              - when: { custom: { name: tagged } }
              - when: { custom: unknown }
            """)
        let result = registry.load(source: bad, file: "<t>")
        #expect(positions(result) == ["predicate@4:52", "predicate@5:29", "predicate@6:21"])
        #expect(result.diagnostics[1].message.contains("tags (stringList)"))
    }

    @Test func manifestFromFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(Self.manifest, named: "plugins.yaml", in: directory)
        let (registry, diagnostics) = ThemeRegistry().adding(manifestAt: path)
        #expect(diagnostics == [])
        #expect(registry.predicates.keys.sorted() == ["flagged", "overdue", "tagged"])
        let missing = ThemeRegistry().adding(manifestAt: directory.appending(path: "none.yaml").path)
        #expect(missing.registry.predicates.isEmpty)
        #expect(missing.diagnostics.map(\.code.rawValue) == ["io"])
    }

    static let invalid: [DiagnosticCase] = [
        .init(yaml: "predicate: []\n", expected: ["schema@1:1", "schema@1:1"]),
        .init(yaml: "predicates: {}\n", expected: ["schema@1:13"]),
        .init(yaml: "predicates:\n  - args: {}\n", expected: ["schema@2:5"]),
        .init(yaml: "predicates:\n  - name: a\n    args: { x: date }\n", expected: ["schema@3:16"]),
        .init(yaml: "predicates:\n  - name: a\n    args: [x]\n", expected: ["schema@3:11"]),
        .init(yaml: "predicates:\n  - name: a\n    kind: x\n", expected: ["schema@3:5"]),
        .init(yaml: "predicates:\n  - name: a\n  - name: a\n", expected: ["predicate@3:11"]),
        .init(yaml: "predicates:\n  - name: two words\n", expected: ["schema@2:11"]),
        .init(yaml: "- a\n", expected: ["schema@1:1"]),
        .init(yaml: "", expected: ["schema@1:1"]),
        .init(yaml: "predicates: [\n", expected: ["yaml-syntax@2:1"]),
    ]

    @Test(arguments: invalid)
    func invalidManifest(_ testCase: DiagnosticCase) {
        let result = PluginManifest.load(source: testCase.yaml, file: "<m>")
        let found = result.diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column)" }
        #expect(found == testCase.expected, "\(result.diagnostics.map(\.message))")
        #expect(result.manifest == nil)
    }

    @Test func typeSuggestion() throws {
        let result = PluginManifest.load(source: "predicates:\n  - name: a\n    args: { x: strng }\n", file: "<m>")
        #expect(result.diagnostics.first?.message.contains("did you mean \"string\"?") == true)
    }
}
