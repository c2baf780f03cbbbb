import TableStyleDiagnostics
import TableStyleJSON
import Testing

@testable import TableStyleYAML

@Suite struct YAMLParserTests {
    @Test func parsesNestedDocumentWithPositions() throws {
        let text = "cell:\n  color: red\n  size: 12\nrows: [1, 2.5, true, ~, 'x']\n"
        let documents = try YAMLParser().parse(text, file: "t.yaml")
        let root = try #require(documents.first)
        #expect(documents.count == 1)
        let cell = try #require(root["cell"])
        #expect(cell.mark == SourcePosition(line: 2, column: 3, offset: 8))
        let color = try #require(cell["color"])
        #expect(color.scalar?.value == .string("red"))
        #expect(color.mark == SourcePosition(line: 2, column: 10, offset: 15))
        let keyMark = try #require(cell.mapping?.first?.key.mark)
        #expect(keyMark == SourcePosition(line: 2, column: 3, offset: 8))
        #expect(cell["size"]?.scalar?.value == .int(12))
        let rows = try #require(root["rows"]?.sequence)
        #expect(rows.map { $0.scalar?.value } == [.int(1), .double(2.5), .bool(true), .null, .string("x")])
        #expect(rows[4].scalar?.style == .singleQuoted)
        #expect(rows[1].mark == SourcePosition(line: 4, column: 11, offset: 40))
    }

    @Test func columnsCountUnicodeScalarsAndOffsetsCountBytes() throws {
        let text = "é: ü\n\"日本\": {a: b}\n"
        let root = try #require(try YAMLParser().parse(text).first)
        let first = try #require(root.mapping?.first)
        #expect(first.value.mark == SourcePosition(line: 1, column: 4, offset: 4))
        let second = try #require(root.mapping?.last)
        #expect(second.key.mark == SourcePosition(line: 2, column: 1, offset: 7))
        #expect(second.value.mark == SourcePosition(line: 2, column: 7, offset: 17))
        let inner = try #require(second.value.mapping?.first)
        #expect(inner.key.mark == SourcePosition(line: 2, column: 8, offset: 18))
    }
}
