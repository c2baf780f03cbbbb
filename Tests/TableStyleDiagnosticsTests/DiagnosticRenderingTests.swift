import TableStyleDiagnostics
import TableStyleYAML
import Testing

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
                theme.yaml:3:9: error: did not find expected ',' or '}' [yaml-syntax]
                  header: x
                        ^
                theme.yaml:2:9: note: while parsing a flow mapping that started here
                  cell: {color: red
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
                theme.yaml:3:3: error: duplicate key "color" [duplicate-key]
                  color: blue
                  ^
                theme.yaml:2:3: note: first defined here
                  color: red
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
            position: SourcePosition(line: 1, column: 3),
            severity: .warning,
            code: Diagnostic.Code("unused"),
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
        let diagnostic = Diagnostic(
            file: "t.yaml", position: SourcePosition(line: 9, column: 1), code: Diagnostic.Code("x"), message: "m")
        #expect(DiagnosticRenderer().render(diagnostic, source: "a\nb\n") == "t.yaml:9:1: error: m [x]")
    }

    /// A duplicate of a rule name in another file, with its note: the note names its own file and is
    /// quoted from that file's text.
    private var crossFile: Diagnostic {
        Diagnostic(
            file: "child.yaml", position: SourcePosition(line: 2, column: 3), code: .duplicateRule,
            message: "rule name \"a\" is already used",
            notes: [Diagnostic.Note("first used", at: FileLocation(file: "parent.yaml", line: 1, column: 9))])
    }

    @Test func notesAreQuotedFromTheirOwnFile() {
        let sources = ["child.yaml": "x: 1\n  - name: a\n", "parent.yaml": "- name: a\n"]
        #expect(
            DiagnosticRenderer().render([crossFile], sources: sources) == """
                child.yaml:2:3: error: rule name "a" is already used [duplicate-rule]
                  - name: a
                  ^
                parent.yaml:1:9: note: first used here
                - name: a
                        ^
                """
        )
        #expect(
            DiagnosticRenderer().render(crossFile, source: "x: 1\n  - name: a\n") == """
                child.yaml:2:3: error: rule name "a" is already used [duplicate-rule]
                  - name: a
                  ^
                parent.yaml:1:9: note: first used here
                """
        )
    }

    @Test func descriptionIsTheRenderedTextWithoutSource() {
        #expect(
            "\(crossFile)" == """
                child.yaml:2:3: error: rule name "a" is already used [duplicate-rule]
                parent.yaml:1:9: note: first used here
                """
        )
    }

    @Test func inlineMessageFoldsNotesIn() throws {
        #expect(crossFile.inlineMessage == "rule name \"a\" is already used (first used at parent.yaml:1:9)")
        do {
            _ = try YAMLParser().parse("a: 1\na: 2\n", file: "t.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.diagnostic.inlineMessage == "duplicate key \"a\" (first defined at 1:1)")
            #expect(
                error.description == """
                    t.yaml:2:1: error: duplicate key "a" [duplicate-key]
                    t.yaml:1:1: note: first defined here
                    """
            )
        }
    }

    @Test func notesInColor() {
        #expect(
            DiagnosticRenderer(colors: true).render(crossFile)
                == "\u{1B}[1mchild.yaml:2:3:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m "
                + "\u{1B}[1mrule name \"a\" is already used [duplicate-rule]\u{1B}[0m\n"
                + "\u{1B}[1mparent.yaml:1:9:\u{1B}[0m \u{1B}[1;36mnote:\u{1B}[0m \u{1B}[1mfirst used here\u{1B}[0m"
        )
    }

    @Test func sourceLinesAreSanitisedAndCut() {
        let line = "k: \u{1B}[2J" + String(repeating: "x", count: 100_000)
        let diagnostic = Diagnostic(
            file: "t.yaml", position: SourcePosition(line: 1, column: 4), code: .schema, message: "bad")
        let shown = "k: \u{FFFD}[2J" + String(repeating: "x", count: SourceLineIndex.maximumQuoteWidth - 7)
        #expect(
            DiagnosticRenderer().render(diagnostic, source: line) == "t.yaml:1:4: error: bad [schema]\n\(shown)…\n   ^"
        )
    }

    @Test func codesPrintTheirRawValue() {
        let codes: [Diagnostic.Code] = [
            .yamlSyntax, .duplicateKey, .limit, .io, .version, .schema, .color, .paletteRef, .extends, .regex,
            .predicate, .duplicateRule, .contrast, .noEffect,
        ]
        #expect(
            codes.map(\.description) == [
                "yaml-syntax", "duplicate-key", "limit", "io", "version", "schema", "color", "palette-ref", "extends",
                "regex", "predicate", "duplicate-rule", "contrast", "no-effect",
            ])
        #expect(Diagnostic.Code(rawValue: "schema") == .schema)
    }
}
