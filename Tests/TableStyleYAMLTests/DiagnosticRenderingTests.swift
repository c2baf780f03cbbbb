import Testing

@testable import TableStyleYAML

/// The whole rendered text of each kind of error, as a user sees it.
@Suite struct DiagnosticRenderingTests {
    private func rendered(_ bytes: [UInt8], limits: YAMLLimits = .default, colors: Bool = false) throws -> String {
        do {
            _ = try YAMLParser(limits: limits).parse(bytes: bytes, file: "theme.yaml")
        } catch {
            let source = String(decoding: bytes, as: UTF8.self)
            return DiagnosticRenderer(colors: colors).render(error.diagnostic, source: source)
        }
        Issue.record("no error")
        return ""
    }

    private func rendered(_ text: String, limits: YAMLLimits = .default, colors: Bool = false) throws -> String {
        try rendered(Array(text.utf8), limits: limits, colors: colors)
    }

    @Test func syntaxError() throws {
        let text = "theme:\n  cell: {color: red\n  header: x\n"
        #expect(
            try rendered(text) == """
                theme.yaml:3:9: error: did not find expected ',' or '}' \
                (while parsing a flow mapping that started at 2:9) [yaml-syntax]
                  header: x
                        ^
                """
        )
    }

    @Test func tabIndentation() throws {
        #expect(
            try rendered("a:\n\tb: 1\n") == """
                theme.yaml:2:1: error: found a tab character that cannot start any token \
                (YAML indents with spaces, not tabs) [yaml-syntax]
                \tb: 1
                ^
                """
        )
    }

    @Test func duplicateKey() throws {
        #expect(
            try rendered("cell:\n  color: red\n  color: blue\n") == """
                theme.yaml:3:3: error: duplicate key "color" (first defined at 2:3) [duplicate-key]
                  color: blue
                  ^
                """
        )
    }

    @Test func depthLimit() throws {
        #expect(
            try rendered("a: [[[1]]]\n", limits: YAMLLimits(maximumDepth: 2)) == """
                theme.yaml:1:5: error: nesting is deeper than the limit of 2 [limit]
                a: [[[1]]]
                    ^
                """
        )
    }

    @Test func aliasLimit() throws {
        #expect(
            try rendered("a: &a [1, 2]\nb: [*a, *a]\n", limits: YAMLLimits(maximumAliasExpansion: 5)) == """
                theme.yaml:2:9: error: alias expansion exceeds the limit of 5 nodes [limit]
                b: [*a, *a]
                        ^
                """
        )
    }

    @Test func invalidUTF8() throws {
        let bytes = Array("name: caf\u{E9}\nbad: \"x".utf8) + [0xFF, 0x22, 0x0A]
        #expect(
            try rendered(bytes) == """
                theme.yaml:2:8: error: invalid UTF-8: byte 0xFF cannot start a character [yaml-syntax]
                bad: "x\u{FFFD}"
                       ^
                """
        )
    }

    @Test func truncatedUTF8AtTheEnd() throws {
        let bytes = Array("a: b\nc: d".utf8) + [0xC3]
        #expect(
            try rendered(bytes) == """
                theme.yaml:2:5: error: invalid UTF-8: the input ends in the middle of a character [yaml-syntax]
                c: d\u{FFFD}
                    ^
                """
        )
    }

    @Test func caretFollowsTabsAndWideCharacters() throws {
        #expect(
            try rendered("é: [\t!!int abc]\n") == """
                theme.yaml:1:6: error: "abc" is not a valid !!int [yaml-syntax]
                é: [\t!!int abc]
                    \t^
                """
        )
    }

    @Test func ioErrorHasOnlyTheHeader() throws {
        do {
            _ = try YAMLParser().parse(contentsOf: "/nonexistent/theme.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.code == .io)
            #expect(
                DiagnosticRenderer().render(error.diagnostic)
                    == "/nonexistent/theme.yaml:1:1: error: cannot read the file: no such file [io]"
            )
        }
    }

    @Test func colorsAndWarnings() throws {
        let diagnostic = Diagnostic(
            file: "t.yaml",
            mark: SourcePosition(line: 1, column: 3),
            severity: .warning,
            code: "unused",
            message: "never used"
        )
        #expect(
            DiagnosticRenderer(colors: true).render(diagnostic, source: "a: b")
                == "\u{1B}[1mt.yaml:1:3:\u{1B}[0m \u{1B}[1;35mwarning:\u{1B}[0m \u{1B}[1mnever used [unused]\u{1B}[0m\n"
                + "a: b\n  \u{1B}[1;32m^\u{1B}[0m"
        )
        #expect(
            DiagnosticRenderer().render([diagnostic, diagnostic], source: "x\r\na: b")
                == "t.yaml:1:3: warning: never used [unused]\nx\n  ^\n"
                + "t.yaml:1:3: warning: never used [unused]\nx\n  ^"
        )
    }

    @Test func lineBeyondTheSourceRendersTheHeaderOnly() {
        let diagnostic = Diagnostic(file: "t.yaml", mark: SourcePosition(line: 9, column: 1), code: "x", message: "m")
        #expect(DiagnosticRenderer().render(diagnostic, source: "a\nb\n") == "t.yaml:9:1: error: m [x]")
        #expect(DiagnosticRenderer.line(2, of: "a\r\nb\rc") == "b")
        #expect(DiagnosticRenderer.line(3, of: "a\r\nb\rc") == "c")
    }
}
