import TableStyleDiagnostics
import Testing

/// Control characters are written as visible escapes; everything else, including non-ASCII text, is kept.
@Suite("Control characters")
struct ControlCharactersTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a\u{1B}[2Jb", "a\\u{1B}[2Jb"),
        ("bell\u{7}", "bell\\u{7}"),
        ("nul\u{0}", "nul\\u{0}"),
        ("del\u{7F}", "del\\u{7F}"),
        ("csi\u{9B}31m", "csi\\u{9B}31m"),
        ("two\nlines\r\tx", "two\\u{A}lines\\u{D}\\u{9}x"),
        ("größe ¡ \u{A0} 表", "größe ¡ \u{A0} 表"),
    ])
    func escapesEveryControlCharacter(text: String, expected: String) {
        #expect(ControlCharacters.escaped(text) == expected)
        #expect(ControlCharacters.contains(in: text) == (text != expected))
    }

    @Test func keptCharactersStay() {
        let text = "two\nlines\r\tand\u{1B}"
        #expect(
            ControlCharacters.escaped(text, keeping: ControlCharacters.layoutCharacters) == "two\nlines\r\tand\\u{1B}")
        #expect(!ControlCharacters.contains(in: "a\nb\tc", keeping: ControlCharacters.layoutCharacters))
    }

    /// A message quoting a value from a theme cannot start a line of its own or drive the terminal.
    @Test func renderedDiagnosticsEscapeControlCharacters() {
        let location = FileLocation(file: "t\u{1B}.yaml", position: SourcePosition(line: 1, column: 1))
        let diagnostic = Diagnostic(location: location, code: .color, message: "found \"a\u{7}\n::error::x\"")
        #expect(
            DiagnosticRenderer().render(diagnostic)
                == "t\\u{1B}.yaml:1:1: error: found \"a\\u{7}\\u{A}::error::x\" [color]")
    }
}
