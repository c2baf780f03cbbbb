import Foundation
import TableStyleTheme
import TableStyleYAML
import Testing

@Suite("Malformed themes never crash")
struct RobustnessTests {
    static let malformed: [String] = [
        "",
        "   \n\n",
        "---\n...\n",
        "~",
        "42",
        "\"just a string\"",
        "[1, 2, 3]",
        "format: 1\nname: t\ntable: []\n",
        "format: 1\nname: t\ncell: null\n",
        "format: 1\nname: t\nrules: null\n",
        "format: 1\nname: t\nrules: [1, \"x\", [], {}]\n",
        "format: 1\nname: t\nrules:\n  - when: null\n",
        "format: 1\nname: t\npalette: [a, b]\n",
        "format: 1\nname: t\npalette: { \"$x\": red }\n",
        "format: 1\nname: t\npalette: { [a]: red }\n",
        "format: 1\nname: t\ncell: { ? [a] : b }\n",
        "format: 1\nname: t\ncell: { textColor: { color: { color: { color: $x, alpha: 2 } } } }\n",
        "format: 1\nname: t\ncell: { font: { size: .nan } }\n",
        "format: 1\nname: t\ncell: { font: { size: .inf } }\n",
        "format: 1\nname: t\ncell: { borderWidth: 1e400 }\n",
        "format: 9223372036854775807\nname: t\n",
        "format: -9223372036854775808\nname: t\n",
        "format: 1\nname: t\nrules:\n  - when: { row: { index: 99999999999999999999 } }\n",
        "format: 1\nname: t\nextends: [a]\n",
        "format: 1\nname: t\nextends: \"\"\n",
        "format: 1\nname: \"\"\n",
        "format: 1\nname: t\nrules:\n  - name: [x]\n  - name: \"\"\n  - label: {a: 1}\n",
        "format: 1\nname: t\nanchors: &a { x: *a }\n",
        "format: 1\nname: t\ncell: { textColor: \"#\u{1F600}\" }\n",
        "format: 1\nname: t\ncell: { textColor: \"rgb(\u{0}, 0, 0)\" }\n",
        "format: 1\nname: t\nrules:\n  - when: { value: { matches: \"(a+)+$\" } }\n    style: { textColor: \"#\" }\n",
        "format: 1\nname: t\ntable: { show: { search: 1 } }\n",
        "format: 1\nname: t\ntable: { float: [header] }\n",
        "format: 1\nname: t\ntable: { highlightedRowColors: [[red]] }\n",
        "\t- tabs\n",
        "a: b: c\n",
        "format: 1\nname: t\n<<: { x: 1 }\n",
    ]

    @Test(arguments: malformed)
    func givesDiagnosticsNotACrash(yaml: String) {
        let result = load(yaml)
        #expect(result.theme == nil)
        #expect(!result.diagnostics.isEmpty)
        for diagnostic in result.diagnostics {
            #expect(diagnostic.severity == .error)
            #expect(!diagnostic.code.rawValue.isEmpty)
            #expect(!diagnostic.message.isEmpty)
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
        }
    }

    @Test func deeplyNestedPredicatesAreBoundedByTheParser() {
        let depth = 5_000
        let when =
            String(repeating: "{ not: ", count: depth) + "{ value: zero }" + String(repeating: " }", count: depth)
        let result = load(theme("t", "rules:\n  - when: \(when)\n"))
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["limit"])
    }

    @Test func nestingWithinTheLimitLoads() throws {
        let depth = 50
        let when =
            String(repeating: "{ not: ", count: depth) + "{ value: zero }" + String(repeating: " }", count: depth)
        let result = load(theme("t", "rules:\n  - when: \(when)\n"))
        #expect(result.diagnostics == [])
        var predicate = try #require(result.theme?.rules.first?.when)
        var count = 0
        while case .not(let inner) = predicate {
            predicate = inner
            count += 1
        }
        #expect(count == depth)
    }

    @Test func billionLaughsIsALimitError() {
        var yaml = "format: 1\nname: t\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<12 {
            yaml +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let result = load(yaml)
        #expect(result.theme == nil)
        #expect(result.diagnostics.map(\.code.rawValue) == ["limit"])
    }

    /// A cycle as long as the chain limit allows (`PaletteChecker.maximumChainLength`; longer is `limit`).
    @Test func largePaletteCycleDoesNotRecurse() {
        let count = 10_000
        var yaml = "format: 1\nname: t\npalette:\n"
        for index in 0..<count {
            yaml += "  p\(index): $p\((index + 1) % count)\n"
        }
        let result = load(yaml)
        #expect(positions(result) == ["palette-ref@4:7"])
    }

    /// Deterministic pseudo-random edits (a fixed-seed linear congruential generator, so failures reproduce).
    @Test(arguments: ["corporate", "minimal", "dark"])
    func randomEditsOfBundledThemesAreHandled(name: String) throws {
        let original = Array(try #require(BundledResources.themeText(named: name)).utf8)
        let alphabet = Array("{}[],:-#$'\"!&*|>? \n\t0a.~".utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<150 {
            var bytes = original
            for _ in 0..<(1 + next(4)) {
                let index = next(bytes.count)
                switch next(3) {
                case 0: bytes[index] = alphabet[next(alphabet.count)]
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet[next(alphabet.count)], at: index)
                }
            }
            let result = load(String(decoding: bytes, as: UTF8.self))
            #expect((result.theme != nil) == result.diagnostics.isEmpty)
            #expect(
                result.diagnostics.allSatisfy {
                    $0.location.line >= 1 && $0.location.column >= 1 && !$0.code.rawValue.isEmpty
                })
        }
    }

    @Test func everyPrefixOfABundledThemeIsHandled() throws {
        let text = try #require(BundledResources.themeText(named: "corporate"))
        let scalars = Array(text.unicodeScalars)
        for end in stride(from: 0, to: scalars.count, by: 7) {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<end])
            let result = load(String(prefix))
            // Either it loads cleanly or it explains why; never both, never neither.
            #expect((result.theme != nil) == result.diagnostics.isEmpty)
        }
    }
}
