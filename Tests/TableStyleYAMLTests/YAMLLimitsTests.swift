import TableStyleDiagnostics
import Testing

@testable import TableStyleYAML

@Suite struct YAMLLimitsTests {
    private func error(_ text: String, limits: YAMLLimits = .default) -> YAMLError? {
        do {
            _ = try YAMLParser(limits: limits).parse(text, file: "x.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func tenThousandDeepFlowSequenceIsRefused() throws {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let failure = try #require(error(text))
        #expect(failure.code == .limit)
        #expect(failure.mark == SourcePosition(line: 1, column: 257, offset: 256))
        #expect(failure.message == "nesting is deeper than the limit of 256")
    }

    @Test func tenThousandDeepFlowMappingIsRefused() throws {
        let text = String(repeating: "{a: ", count: 10_000) + "1" + String(repeating: "}", count: 10_000)
        let failure = try #require(error(text))
        #expect(failure.code == .limit)
        #expect(failure.mark.line == 1)
        #expect(failure.mark.column == 256 * 4 + 1)
    }

    @Test func deepBlockMappingIsRefused() throws {
        var text = ""
        for level in 0..<1_000 { text += String(repeating: " ", count: level) + "a:\n" }
        let failure = try #require(error(text))
        #expect(failure.code == .limit)
        #expect(failure.mark.line == 257)
    }

    @Test func nestingAtTheLimitIsAccepted() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(error(text) == nil)
        let smaller = YAMLLimits(maximumDepth: 3)
        #expect(error("[[[1]]]", limits: smaller) == nil)
        #expect(error("[[[[1]]]]", limits: smaller)?.code == .limit)
    }

    @Test func inputSizeLimit() throws {
        let limits = YAMLLimits(maximumInputBytes: 10)
        #expect(error("a: 1234567", limits: limits) == nil)
        let failure = try #require(error("a: 12345678", limits: limits))
        #expect(failure.code == .limit)
        #expect(failure.mark == SourcePosition(line: 1, column: 1))
        #expect(failure.message == "the input is 11 bytes, over the limit of 10 bytes")
    }

    @Test func billionLaughsIsRefusedQuickly() throws {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let aliases = Array(repeating: "*\(previous)", count: 10).joined(separator: ",")
            text += "\(name): &\(name) [\(aliases)]\n"
        }
        let failure = try #require(error(text))
        #expect(failure.code == .limit)
        #expect(failure.message == "alias expansion exceeds the limit of 100000 nodes")
        // a: 11 nodes; b: 111; c: 1,111; d: 11,111; the 9th *d pushes the total past 100,000.
        #expect(failure.mark.line == 5)
    }

    @Test func aliasesWithinTheBudgetExpand() throws {
        let text = "base: &b {x: 1, y: [2, 3]}\nuse: *b\n"
        let root = try #require(try YAMLParser().parse(text).first)
        let base = try #require(root["base"])
        let use = try #require(root["use"])
        #expect(use.content == base.content)
        #expect(use.mark == SourcePosition(line: 2, column: 6, offset: 32))
        #expect(base.anchor == "b")
        let tight = YAMLLimits(maximumAliasExpansion: 7)
        #expect(error(text, limits: tight) == nil)
        #expect(error(text + "again: *b\n", limits: tight)?.code == .limit)
    }

    @Test func aliasCannotNestBeyondTheDepthLimit() throws {
        let limits = YAMLLimits(maximumDepth: 4)
        #expect(error("a: &a [[1]]\nb: [*a]\n", limits: limits) == nil)
        let failure = try #require(error("a: &a [[1]]\nb: [[*a]]\n", limits: limits))
        #expect(failure.code == .limit)
        #expect(failure.mark == SourcePosition(line: 2, column: 6, offset: 17))
    }

    @Test func unknownAliasIsASyntaxError() throws {
        let failure = try #require(error("a: *nowhere\n"))
        #expect(failure.code == .yamlSyntax)
        #expect(failure.message == "unknown alias *nowhere (no anchor &nowhere before it)")
        #expect(failure.mark == SourcePosition(line: 1, column: 4, offset: 3))
    }
}
