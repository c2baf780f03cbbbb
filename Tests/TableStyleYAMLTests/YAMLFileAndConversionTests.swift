import Foundation
import TableStyleDiagnostics
import TableStyleJSON
import Testing

@testable import TableStyleYAML

@Suite struct YAMLFileAndConversionTests {
    private func temporaryFile(_ contents: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablestyle-yaml-\(UUID().uuidString).yaml").path
        try Data(contents).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func parsesAFileAndNamesItInErrors() throws {
        let path = try temporaryFile(Array("a: 1\nb: [x, y]\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let documents = try YAMLParser().parse(contentsOf: path)
        #expect(documents.jsonValues == [.object(["a": .int(1), "b": .array([.string("x"), .string("y")])])])

        let bad = try temporaryFile(Array("a: 1\na: 2\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: bad) }
        do {
            _ = try YAMLParser().parse(contentsOf: bad)
            Issue.record("duplicate key accepted")
        } catch {
            #expect(error.file == bad)
            #expect(error.code == .duplicateKey)
            #expect(error.diagnostic.code == .duplicateKey)
            #expect(error.diagnostic.location.position == SourcePosition(line: 2, column: 1, offset: 5))
        }
    }

    @Test func directoriesAndOversizedFilesAreRefused() throws {
        let directory = FileManager.default.temporaryDirectory.path
        do {
            _ = try YAMLParser().parse(contentsOf: directory)
            Issue.record("directory accepted")
        } catch {
            #expect(error.code == .io)
            #expect(error.mark == SourcePosition(line: 1, column: 1))
            #expect(error.message == "cannot read the file: it is a directory")
        }
        do {
            _ = try YAMLParser().parse(contentsOf: "/dev/zero")
            Issue.record("device accepted")
        } catch {
            #expect(error.code == .io)
            #expect(error.message == "cannot read the file: not a regular file")
        }
        let path = try temporaryFile(Array(repeating: UInt8(ascii: "a"), count: 100))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try YAMLParser(limits: YAMLLimits(maximumInputBytes: 99)).parse(contentsOf: path)
            Issue.record("oversized file accepted")
        } catch {
            #expect(error.code == .limit)
            #expect(error.message == "the input is 100 bytes, over the limit of 99 bytes")
        }
    }

    @Test func byteOrderMarkIsSkippedInPositions() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: é\nc: 3\n".utf8)
        let root = try #require(try YAMLParser().parse(bytes: bytes, file: "bom.yaml").first)
        #expect(root["a"]?.mark == SourcePosition(line: 1, column: 4, offset: 6))
        #expect(root["c"]?.mark == SourcePosition(line: 3, column: 4, offset: 17))
    }

    @Test func crlfLineEndings() throws {
        let root = try #require(try YAMLParser().parse("a: 1\r\nb: 2\r\n").first)
        #expect(root["b"]?.mark == SourcePosition(line: 2, column: 4, offset: 9))
    }

    /// libyaml (YAML 1.1) counts U+0085, U+2028 and U+2029 as line breaks; editors and the quoted source line
    /// do not, so positions are recounted with LF, CRLF and CR only.
    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func unicodeLineBreaksDoNotCountAsLines(separator: String) throws {
        let text = "a: \"x\(separator)y\"\r\nb: é\rc: [1, 2]\n"
        let root = try #require(try YAMLParser().parse(text).first)
        let bOffset = Array("a: \"x\(separator)y\"\r\nb: ".utf8).count
        #expect(root["b"]?.mark == SourcePosition(line: 2, column: 4, offset: bOffset))
        #expect(root["c"]?.sequence?.last?.mark == SourcePosition(line: 3, column: 8, offset: bOffset + 3 + 7))
        do {
            _ = try YAMLParser().parse("a: \"x\(separator)y\"\nb: [\n")
            Issue.record("unterminated flow sequence accepted")
        } catch {
            #expect(error.mark.line == 3)
        }
    }

    @Test func errorDescriptionAndDiagnostic() {
        let error = YAMLError(
            code: .limit, message: "too deep", file: "f.yaml", mark: SourcePosition(line: 2, column: 5))
        #expect(error.description == "f.yaml:2:5: error: too deep [limit]")
        #expect(
            error.diagnostic
                == Diagnostic(
                    file: "f.yaml", position: SourcePosition(line: 2, column: 5), code: .limit, message: "too deep")
        )
        #expect(
            [Diagnostic.Code.yamlSyntax, .duplicateKey, .limit, .io].map(\.rawValue) == [
                "yaml-syntax", "duplicate-key", "limit", "io",
            ])
    }

    @Test func deepTreeConvertsToJSONWithoutRecursion() throws {
        let depth = 256
        let text = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let root = try #require(try YAMLParser().parse(text).first)
        var value = root.jsonValue
        var levels = 0
        while case .array(let items) = value, let first = items.first {
            levels += 1
            value = first
        }
        #expect(levels == depth)
        #expect(value == .int(1))
    }

    @Test func aliasesAreExpandedInJSON() throws {
        let root = try #require(try YAMLParser().parse("a: &x {k: [1, 2]}\nb: *x\nc: [*x, *x]\n").first)
        let shared: JSONValue = .object(["k": .array([.int(1), .int(2)])])
        #expect(root.jsonValue == .object(["a": shared, "b": shared, "c": .array([shared, shared])]))
    }

    @Test func scalarValueSetterKeepsTextInStep() {
        var scalar = YAMLScalar(text: "12", style: .plain, value: .int(12))
        #expect(scalar.value == .int(12))
        scalar.value = .string("twelve")
        #expect(scalar.text == "twelve")
        #expect(scalar.value == .string("twelve"))
        var node = YAMLNode(
            content: .scalar(scalar), tag: "!t", anchor: "a", mark: SourcePosition(line: 3, column: 4, offset: 9))
        #expect(node.tag == "!t")
        #expect(node.anchor == "a")
        node.tag = nil
        #expect(node.tag == nil)
        #expect(node.anchor == "a")
        #expect(node.mark == SourcePosition(line: 3, column: 4, offset: 9))
    }

    /// A number's value is read from its text, so text and number cannot disagree, whichever is set.
    @Test func numbersAreReadFromTheirText() throws {
        let parsed = try #require(
            try YAMLParser().parse("[0x1F, !!float 2, 1e3, 123456789012345678901234, .NaN, -.inf, 1., 7]\n").first?
                .sequence
        )
        let values = parsed.compactMap(\.scalar?.value)
        #expect(values.count == 8)
        #expect(values[0] == .int(31))
        #expect(values[1] == .double(2))
        #expect(values[2] == .double(1000))
        #expect(values[3] == .double(Double("123456789012345678901234") ?? 0))
        if case .double(let number) = values[4] { #expect(number.isNaN) } else { Issue.record("\(values[4])") }
        #expect(values[5] == .double(-.infinity))
        #expect(values[6] == .double(1))

        // A written spelling of the number is kept; another number replaces the text with its spelling.
        var scalar = try #require(parsed[0].scalar)
        scalar.value = .int(31)
        #expect(scalar.text == "0x1F")
        scalar.value = .int(-5)
        #expect(scalar.text == "-5")
        scalar.value = .double(0.1)
        #expect(scalar.text == "0.1")
        #expect(scalar.value == .double(0.1))
        scalar.value = .double(0)
        #expect(scalar.text == "0.0")
        scalar.value = .double(-0.0)
        #expect(scalar.text == "-0.0")
        scalar.value = .double(.nan)
        #expect(scalar.text == ".nan")
        scalar.value = .double(-.infinity)
        #expect((scalar.text, scalar.value) == ("-.inf", .double(-.infinity)))

        // Setting the text of a number reads the number again; text that spells none is a string.
        var seven = try #require(parsed[7].scalar)
        seven.text = "8"
        #expect(seven.value == .int(8))
        seven.text = "eight"
        #expect(seven.value == .string("eight"))
        let fromText = YAMLScalar(text: "two and a half", style: .plain, value: .double(2.5))
        #expect((fromText.text, fromText.value) == ("2.5", .double(2.5)))
        var flag = YAMLScalar(text: "yes", style: .plain, value: .bool(true))
        flag.text = "no"
        #expect(flag.value == .bool(true))
    }
}
