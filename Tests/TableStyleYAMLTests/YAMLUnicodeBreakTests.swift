import TableStyleDiagnostics
import TableStyleJSON
import Testing

@testable import TableStyleYAML

/// U+0085, U+2028 and U+2029 are line breaks in libyaml's YAML 1.1 and ordinary printable characters in
/// YAML 1.2 and editors: they are read as the latter everywhere, in comments and in every scalar style.
@Suite struct YAMLUnicodeBreakTests {
    private static let characters = ["\u{85}", "\u{2028}", "\u{2029}"]

    private func root(_ text: String) throws -> YAMLNode {
        try #require(try YAMLParser().parse(text).first)
    }

    private func text(_ node: YAMLNode?) -> String? {
        node?.scalar?.text
    }

    @Test(arguments: characters)
    func aCommentGoesOnToTheEndOfTheLine(character: String) throws {
        let root = try root("a: 1 # note\(character)b: 2\nc: 3\n")
        #expect(root.jsonValue == .object(["a": .int(1), "c": .int(3)]))
        #expect(
            root["c"]?.mark
                == SourcePosition(line: 2, column: 4, offset: Array("a: 1 # note\(character)b: 2\nc: ".utf8).count))
        // A comment line of its own, and the comment of a block scalar's header.
        let other = try self.root("# x\(character)b: 2\na: |  # x\(character)c: 3\n  text\n")
        #expect(other.jsonValue == .object(["a": .string("text\n")]))
    }

    @Test(arguments: characters)
    func plainScalarsKeepTheCharacter(character: String) throws {
        let root = try root(
            "a: x\(character)y\nb: x\(character)\nc: \(character)x\nd: x\(character) y\n  z\nk\(character)ey: 1\n")
        #expect(text(root["a"]) == "x\(character)y")
        #expect(text(root["b"]) == "x\(character)")
        #expect(text(root["c"]) == "\(character)x")
        #expect(text(root["d"]) == "x\(character) y z")
        #expect(root["k\(character)ey"]?.jsonValue == .int(1))
        // `12` followed by the character is a string, not the integer 12.
        #expect(try self.root("n: 12\(character)\n")["n"]?.jsonValue == .string("12\(character)"))
    }

    @Test(arguments: characters)
    func quotedScalarsKeepTheCharacter(character: String) throws {
        let root = try root("a: 'x\(character)y'\nb: \"x\(character)y\"\nc: [\"\(character)\", '\(character)']\n")
        #expect(text(root["a"]) == "x\(character)y")
        #expect(text(root["b"]) == "x\(character)y")
        #expect(root["c"]?.jsonValue == .array([.string(character), .string(character)]))
        // The escapes still give the characters beside written-out ones.
        let escaped = try self.root("e: \"\\N\\L\\P\(character)\"\n")
        #expect(text(escaped["e"]) == "\u{85}\u{2028}\u{2029}\(character)")
    }

    @Test(arguments: characters)
    func blockScalarsKeepTheCharacter(character: String) throws {
        let root = try root("a: |\n  x\(character)y\n  z\nb: >\n  x\(character)y\n  z\nc: end\n")
        #expect(text(root["a"]) == "x\(character)y\nz\n")
        #expect(text(root["b"]) == "x\(character)y z\n")
        #expect(root["c"]?.mark.line == 7)
    }

    @Test(arguments: characters)
    func positionsAfterTheCharacterAreEditorPositions(character: String) throws {
        let prefix = "a: x\(character)\(character)y # c\(character)\n"
        let root = try root(prefix + "b: [1, 2]\n")
        let offset = Array(prefix.utf8).count
        #expect(root["b"]?.mark == SourcePosition(line: 2, column: 4, offset: offset + 3))
        #expect(root["b"]?.sequence?.last?.mark == SourcePosition(line: 2, column: 8, offset: offset + 7))
        // On the same line: the character is one column.
        let sameLine = try self.root("{a: \(character)x, b: 1}")
        #expect(sameLine["b"]?.mark == SourcePosition(line: 1, column: 12, offset: 10 + Array(character.utf8).count))
        do {
            _ = try YAMLParser().parse("a: x\(character)y: z\n")
            Issue.record("a mapping value inside a plain scalar accepted")
        } catch {
            #expect(error.code == .yamlSyntax)
            #expect(error.mark.line == 1)
            #expect(error.mark.column == 7)
        }
        // A line break escaped with `\` is one of LF or CR; before this character `\` is an unknown escape.
        do {
            _ = try YAMLParser().parse("a: \"x\\\(character)y\"\n")
            Issue.record("an escaped \(character.unicodeScalars.first?.value ?? 0) accepted")
        } catch {
            #expect(error.mark.line == 1)
            #expect(error.mark.column == 6)
        }
    }

    @Test func aByteOrderMarkAndTheCharacterTogether() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: x\u{85}y\nb: é\u{2028}\n".utf8)
        let root = try #require(try YAMLParser().parse(bytes: bytes, file: "bom.yaml").first)
        #expect(root.jsonValue == .object(["a": .string("x\u{85}y"), "b": .string("é\u{2028}")]))
        #expect(root["b"]?.mark == SourcePosition(line: 2, column: 4, offset: 14))
    }

    /// The stand-ins libyaml reads are characters the input does not hold: here the first choices
    /// (U+00A0, U+00A1 for U+0085; U+FDD0, U+FDD1 for U+2028 and U+2029) are taken, written out or escaped.
    @Test func charactersThatCouldStandInAreKept() throws {
        // Swift string literals cannot spell noncharacters.
        let fdd0 = String(try #require(Unicode.Scalar(0xFDD0 as UInt32)))
        let fdd1 = String(try #require(Unicode.Scalar(0xFDD1 as UInt32)))
        let text = "a: \"\\xA1\\uFDD1\\_\"\nb: \u{A0}\(fdd0)\u{85}\u{2028}\u{2029}\nc: '\\U0000FDD2'\n"
        let root = try root(text)
        #expect(self.text(root["a"]) == "\u{A1}\(fdd1)\u{A0}")
        #expect(self.text(root["b"]) == "\u{A0}\(fdd0)\u{85}\u{2028}\u{2029}")
        #expect(self.text(root["c"]) == "\\U0000FDD2")
        // The escape is found wherever it sits among the eight-byte words the input is scanned in.
        for padding in 0..<17 {
            let padded = try self.root("p: \(String(repeating: "x", count: padding))\na: \"\\xA0\"\nb: \u{85}\n")
            #expect(self.text(padded["a"]) == "\u{A0}", "padding \(padding)")
            #expect(self.text(padded["b"]) == "\u{85}", "padding \(padding)")
        }
    }

    /// A file that holds every character that could stand in for U+0085 cannot be read as YAML 1.2
    /// reads it, so it is refused at the U+0085 (it loads when it has none).
    @Test func aFileWithoutAFreeStandInIsRefused() throws {
        let everyCandidate = String(String.UnicodeScalarView((0xA0...0x7FF).compactMap(Unicode.Scalar.init)))
        let header = "# \(everyCandidate)\n"
        #expect(try root(header + "a: x\n").jsonValue == .object(["a": .string("x")]))
        do {
            _ = try YAMLParser().parse(header + "a: x\u{85}\n")
            Issue.record("a file without a free stand-in accepted")
        } catch {
            #expect(error.code == .limit)
            #expect(error.mark == SourcePosition(line: 2, column: 5, offset: Array(header.utf8).count + 4))
            #expect(
                error.message
                    == "U+0085 cannot be read as an ordinary character: the file holds every character that could "
                    + "stand in for it while it is parsed")
        }
        // U+2028 has its own stand-ins, so the same file with U+2028 loads.
        #expect(try root(header + "a: x\u{2028}\n")["a"]?.scalar?.text == "x\u{2028}")
    }

    /// Malformed UTF-8 is described by the input's own bytes, also where U+2028 follows an unfinished
    /// character (its stand-in would start with another byte).
    @Test func malformedUTF8IsDescribedByTheInputsBytes() throws {
        let line = Array("a: x\u{85}y # c\u{2028}\n".utf8)
        do {
            _ = try YAMLParser().parse(bytes: line + [0xF0, 0xE2, 0x80, 0xA8, 0x0A], file: "bad.yaml")
            Issue.record("malformed UTF-8 accepted")
        } catch {
            #expect(error.message == "invalid UTF-8: byte 0xE2 cannot continue the character started here")
            #expect(error.mark == SourcePosition(line: 2, column: 2, offset: line.count + 1))
        }
    }

    @Test func keysWithDifferentCharactersAreDifferent() throws {
        let root = try root("k\u{85}: 1\nk\u{2028}: 2\nk\u{2029}: 3\nk: 4\n")
        #expect(root.mapping?.count == 4)
        do {
            _ = try YAMLParser().parse("k\u{2028}: 1\nk\u{2028}: 2\n")
            Issue.record("duplicate key accepted")
        } catch {
            #expect(error.code == .duplicateKey)
            #expect(error.message == "duplicate key \"k\u{2028}\"")
            #expect(error.mark.line == 2)
        }
    }
}
