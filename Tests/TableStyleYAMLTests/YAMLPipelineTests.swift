import Foundation
import Testing

@testable import TableStyleYAML

/// The two-thread parse (libyaml on one thread, the tree on the caller's) must give exactly the
/// single-thread result: the same nodes with the same positions, or the same error.
@Suite struct YAMLPipelineTests {
    private static func parser(_ base: YAMLParser, threshold: Int, batch: Int = 4096) -> YAMLParser {
        var parser = base
        parser.pipelineThreshold = threshold
        parser.pipelineBatchEvents = batch
        return parser
    }

    private static func result(_ parser: YAMLParser, _ bytes: [UInt8]) -> Result<[YAMLNode], YAMLError> {
        Result { () throws(YAMLError) in try parser.parse(bytes: bytes, file: "in.yaml") }
    }

    /// Compares the single-thread result with the pipeline's at several batch sizes (1 puts every event
    /// on its own batch boundary), returning the single-thread result.
    @discardableResult
    private static func expectSame(
        _ bytes: [UInt8], base: YAMLParser = YAMLParser(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> Result<[YAMLNode], YAMLError> {
        let single = result(parser(base, threshold: .max), bytes)
        for batch in [1, 2, 7, 4096] {
            let piped = result(parser(base, threshold: 0, batch: batch), bytes)
            #expect(piped == single, "batch size \(batch)", sourceLocation: sourceLocation)
        }
        return single
    }

    private static let samples: [String] = [
        "",
        "# only a comment\n",
        "a: 1\nb: [x, y, {c: d}]\n",
        "--- 1\n--- [a]\n...\n--- {k: v}\n",
        "base: &b {color: red, bold: true}\nrule:\n  <<: *b\n  color: blue\n",
        "? [complex, key]\n: value\n!!str 12: !!int 12\n",
        "text: |\n  literal\n  block\nfolded: >\n  folded\n  text\n'single': \"double \\u00e9\"\n",
        "é: ü\n\"ß\": [日本, 語]\nkey: caf\u{e9} \u{1F600}\n",
        "a: x\u{2028}y\nb: \"\u{85}\u{2029}\"\n\u{2028}c: d\n",
        "\u{FEFF}a: 1\n",
        "anchor: &a [1, 2]\nalias: *a\nagain: *a\n",
        "a: 1\na: 2\n",
        "a: [1, 2\n",
        "a: b: c\n",
        "\tkey: value\n",
        "x: !!int abc\n",
        "x: *missing\n",
        "a:\n  - b\n - c\n",
        "é: [1, 2\n",
        "\"unterminated\n",
    ]

    @Test func samplesMatchTheSingleThreadParse() {
        for sample in Self.samples {
            Self.expectSame(Array(sample.utf8))
            Self.expectSame(Array(sample.utf8), base: YAMLParser(options: .init(mergeKeys: false)))
        }
    }

    @Test func invalidUTF8AndControlCharactersMatch() {
        let inputs: [[UInt8]] = [
            [0x61, 0x3A, 0x20, 0xFF, 0x0A],
            [0x61, 0x3A, 0x20, 0xC3],
            [0x61, 0x3A, 0x20, 0xE2, 0x28, 0xA1, 0x0A],
            [0x61, 0x3A, 0x20, 0xC0, 0x80, 0x0A],
            [0x61, 0x3A, 0x20, 0x07, 0x0A],
            Array("é: 1\nb: ".utf8) + [0xFF],
        ]
        for input in inputs {
            guard case .failure = Self.expectSame(input) else {
                Issue.record("\(input) should be refused")
                continue
            }
        }
    }

    @Test func limitsStopThePipeline() {
        // An alias bomb: the builder's budget error stops the libyaml thread, which must not hang.
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            let previous = level == 1 ? "a" : "l\(level - 1)"
            let items = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
            bomb += "l\(level): &l\(level) [\(items)]\n"
        }
        bomb += String(repeating: "tail: [1, 2, 3]\n", count: 2000)
        let bombResult = Self.expectSame(Array(bomb.utf8))
        guard case .failure(let error) = bombResult else {
            Issue.record("the alias bomb should hit the budget")
            return
        }
        #expect(error.code == .limit)

        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        guard case .failure(let depthError) = Self.expectSame(Array(deep.utf8)) else {
            Issue.record("nesting beyond the limit should be refused")
            return
        }
        #expect(depthError.code == .limit)
        Self.expectSame(Array(deep.utf8), base: YAMLParser(limits: YAMLLimits(maximumDepth: 400)))
    }

    /// A builder error at an early event wins over libyaml's error at a later one, and libyaml's error
    /// is reported when every event before it built.
    @Test func errorsKeepStreamOrder() {
        // The duplicate is found when its mapping closes, thousands of events before the syntax error.
        let builderFirst = "first: {k: 1, k: 2}\n" + String(repeating: "k: [v]\n", count: 500) + "broken: [\n"
        guard case .failure(let first) = Self.expectSame(Array(builderFirst.utf8)) else {
            Issue.record("should be refused")
            return
        }
        #expect(first.code == .duplicateKey)

        var lines = (0..<2000).map { "key\($0): {color: red, n: \($0)}\n" }
        lines.append("broken: [\n")
        guard case .failure(let syntax) = Self.expectSame(Array(lines.joined().utf8)) else {
            Issue.record("should be refused")
            return
        }
        #expect(syntax.code == .yamlSyntax)
        #expect(syntax.mark.line == 2001 || syntax.mark.line == 2002)
    }

    /// The default threshold sends a large theme-like input through the pipeline without being told.
    @Test func largeInputUsesThePipelineAndMatches() throws {
        var text = "base: &base {color: \"#336699\", bold: true}\n"
        var index = 0
        while text.utf8.count < 300_000 {
            text += "rule\(index):\n  <<: *base\n  when: {column: c\(index % 17)}\n  weight: \(index)\n"
            index += 1
        }
        let bytes = Array(text.utf8)
        let parser = YAMLParser(limits: YAMLLimits(maximumAliasExpansion: 10_000_000))
        #expect(bytes.count >= parser.pipelineThreshold)
        let single = Self.result(Self.parser(parser, threshold: .max), bytes)
        let piped = Self.result(parser, bytes)
        #expect(piped == single)
        #expect(try piped.get().count == 1)
    }

    /// Every yaml-test-suite input, with the conformance run's options and with the defaults.
    @Test(
        .enabled(
            if: YAMLTestSuiteConformanceTests.suitePresent,
            "no yaml-test-suite data at ../shared/conformance/yaml-test-suite next to the package"))
    func yamlTestSuiteInputsMatch() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/conformance/yaml-test-suite").standardizedFileURL
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else {
            Issue.record("cannot list \(root.path)")
            return
        }
        var count = 0
        let syntaxOnly = YAMLParser(options: .init(mergeKeys: false, rejectDuplicateKeys: false))
        for case let url as URL in walker where url.lastPathComponent == "in.yaml" {
            let bytes = try [UInt8](Data(contentsOf: url))
            Self.expectSame(bytes, base: syntaxOnly)
            Self.expectSame(bytes)
            count += 1
        }
        #expect(count >= 402)
    }
}
