import Foundation
import Testing

/// Every control code point — C0, DEL and C1 — fed through each output and message that echoes a theme's,
/// a data file's or the command line's text: none reaches standard output or error raw.
@Suite struct ControlCharacterOutputTests {
    /// U+0000–U+001F, U+007F, U+0080–U+009F, written out here rather than taken from the code under test.
    static let controls: [UInt32] = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)

    /// Each control as a YAML double-quoted escape (`\x1B`).
    static let yamlEscapes = controls.map { "\\x" + String(format: "%02X", $0) }.joined()
    /// Each control as a JSON escape (`\u001b`).
    static let jsonEscapes = controls.map { "\\u" + String(format: "%04x", $0) }.joined()

    /// The control scalars of `text`, other than the line feeds that end its lines (and those in `kept`).
    static func rawControls(_ text: String, keeping kept: Set<UInt32> = []) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { $0 != 0x0A && !kept.contains($0) && controls.contains($0) }
    }

    /// A theme whose rule label and font family hold every control, a data file whose column name and
    /// cell hold every control, and a theme whose bad color does.
    static func files() -> [String: String] {
        [
            "ctl.yaml": """
            format: 1
            name: ctl
            rules:
              - name: "rule\(yamlEscapes)"
                label: "L\(yamlEscapes)"
                style: { font: { family: "F\(yamlEscapes)" } }

            """,
            "bad.yaml": "format: 1\nname: bad\ncell:\n  textColor: \"c\(yamlEscapes)\"\n",
            "d.json": #"{"columns":[{"name":"n\#(jsonEscapes)"}],"rows":[["v\#(jsonEscapes)"]]}"#,
        ]
    }

    @Test(arguments: ["snapshot", "json", "html", "ansi"])
    func renderOutputsEscapeEveryControl(format: String) throws {
        let output = try HostileInputTests.run(
            ["render", "--theme", "ctl.yaml", "--data", "d.json", "--format", format], files: Self.files())
        #expect(output.status == 0, "\(output)")
        var text = output.standardOutput
        // The ANSI renderer's own color sequences are its output, not echoed text.
        if format == "ansi" {
            text = text.replacingOccurrences(of: #"\x{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
        }
        // HTML text may hold tab and CR (white space to a browser); every other control is `&#xFFFD;`.
        #expect(Self.rawControls(text, keeping: format == "html" ? [0x09, 0x0D] : []) == [])
        #expect(Self.rawControls(output.standardError) == [])
        #expect(text.lowercased().contains(format == "html" ? "&#xfffd;" : "9f"))
    }

    @Test(arguments: [
        ["render", "--theme", "ctl.yaml", "--data", "d.json", "--sort", "Amout"],
        ["explain", "--theme", "ctl.yaml", "--data", "d.json", "--cell", "0,zz"],
        ["explain", "--theme", "ctl.yaml", "--data", "d.json", "--cell", "0,0", "--rule", "zz"],
    ])
    func usageErrorsEscapeDataAndThemeNames(arguments: [String]) throws {
        let output = try HostileInputTests.run(arguments, files: Self.files())
        #expect(output.status == 2, "\(output)")
        #expect(Self.rawControls(output.standardError) == [])
        #expect(output.standardError.contains(#"\u{9F}"#))
    }

    /// An argument holding every control but NUL (which a command line cannot hold), where `CTL` stands, is
    /// echoed escaped.
    @Test(arguments: [
        ["render", "--theme", "ctl.yaml", "--xCTL"], ["explain", "--theme", "ctl.yaml", "--cell", "0,CTL"],
        ["explain", "--theme", "ctl.yaml", "--cell", "CTL"], ["render", "--theme", "ctl.yaml", "--sort", ":CTL"],
        ["render", "--theme", "ctl.yaml", "--format", "CTL"], ["render", "--theme", "ctl.yaml", "--rows", "CTL"],
        ["render", "--theme", "ctl.yaml", "--select", "CTL"], ["render", "--theme", "ctl.yaml", "CTL"],
        ["render", "--theme", "ctl.yaml", "--data-limit", "CTL"],
    ])
    func usageErrorsEscapeTheArguments(arguments: [String]) throws {
        let text = String(String.UnicodeScalarView(Self.controls.dropFirst().compactMap(Unicode.Scalar.init)))
        let line = arguments.map { $0.replacingOccurrences(of: "CTL", with: text) }
        let output = try HostileInputTests.run(line, files: Self.files())
        #expect(output.status == 2, "\(output)")
        #expect(Self.rawControls(output.standardError) == [])
        #expect(output.standardError.contains(#"\u{1}\u{2}"#), "\(output)")
    }

    @Test(arguments: ["human", "json", "github"])
    func validationEscapesEveryControl(format: String) throws {
        let output = try HostileInputTests.run(["--format", format, "bad.yaml", "ctl.yaml"], files: Self.files())
        #expect(output.status == 1, "\(output)")
        #expect(Self.rawControls(output.standardOutput) == [])
        #expect(Self.rawControls(output.standardError) == [])
    }

    /// A raw NEL (U+0085, an ordinary character in YAML 1.2) in a quoted source line.
    @Test func quotedSourceLinesShowNoControl() throws {
        let output = try HostileInputTests.run(
            ["bad.yaml"], files: ["bad.yaml": "format: 1\nname: bad\ncell:\n  textColor: \"a\u{85}b\u{9B}c\"\n"])
        #expect(output.status == 1, "\(output)")
        #expect(Self.rawControls(output.standardOutput) == [])
        #expect(output.standardOutput.contains("textColor: \"a\u{FFFD}b\u{FFFD}c\""))
    }

    @Test(arguments: ["out.json", "Out.swift"])
    func compileOutputEscapesEveryControl(name: String) throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, text) in Self.files() { try Data(text.utf8).write(to: folder.appendingPathComponent(file)) }
        let standard = try ToolRunner.run(["compile", "ctl.yaml"], in: folder)
        #expect(standard.status == 0)
        #expect(Self.rawControls(standard.standardOutput) == [])
        #expect(try ToolRunner.run(["compile", "ctl.yaml", "--output", name], in: folder).status == 0)
        let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        #expect(Self.rawControls(written) == [])
        #expect(written.contains("9f"))
    }

    /// A theme file named with a line break: the generated Swift's comments stay comments.
    @Test func compiledSwiftEscapesTheFileName() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("format: 1\nname: n\n".utf8).write(to: folder.appendingPathComponent("a\nfatalError()\u{85}.yaml"))
        let output = try ToolRunner.run(["compile", "a\nfatalError()\u{85}.yaml", "--output", "A.swift"], in: folder)
        #expect(output.status == 0, "\(output)")
        let written = try String(contentsOf: folder.appendingPathComponent("A.swift"), encoding: .utf8)
        #expect(Self.rawControls(written) == [])
        #expect(written.contains(#"from a\u{A}fatalError()\u{85}.yaml."#))
    }
}
