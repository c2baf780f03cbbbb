import Foundation
import Testing

/// End-to-end: hostile inputs found by hand and by fuzzing, each ending in its exit code and message.
///
/// Inputs are generated in a temporary folder; each case is bounded by its structure (a chain, a count
/// of keys), never by a clock.
@Suite struct HostileInputTests {
    /// Writes `files` (name → text) into a fresh folder and runs themecheck there with `arguments`
    /// (killed after `timeout` seconds of wall time, which a loaded machine stretches).
    static func run(_ arguments: [String], files: [String: String], timeout: TimeInterval = 120) throws
        -> ToolRunner.Output
    {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return try ToolRunner.run(arguments, in: folder, timeout: timeout)
    }

    /// A palette whose entries refer to the next: `p0: $p1`, …, the last one a literal color.
    static func paletteChain(links: Int, end: String = "\"#112233\"") -> String {
        var text = "format: 1\nname: chain\npalette:\n"
        text.reserveCapacity(links * 16)
        for index in 0..<links { text += "  p\(index): $p\(index + 1)\n" }
        text += "  p\(links): \(end)\ncell:\n  textColor: $p0\n"
        return text
    }

    /// A chain at the limit (10,000 links; 100,000 used to overflow the stack and took cubic time) renders.
    @Test func aLongPaletteChainRenders() throws {
        let output = try Self.run(
            ["render", "--theme", "chain.yaml", "--format", "json"],
            files: ["chain.yaml": Self.paletteChain(links: 10_000)])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.standardOutput.contains(##""textColor":"#112233FF""##))
    }

    /// Past the chain limit the theme is refused at the chain's first entry, in `render` and in
    /// validation (which then skips the schema: its work grows with what the limit refuses).
    @Test func aPaletteChainPastTheLimitIsRefused() throws {
        let files = ["chain.yaml": Self.paletteChain(links: 100_000)]
        let message = """
            chain.yaml:4:7: error: the palette reference chain from $p0 is 100000 links long ($p0 → $p1 → $p2 → …), over the limit of 10000 links [limit]
              p0: $p1
                  ^

            """
        let render = try Self.run(["render", "--theme", "chain.yaml"], files: files)
        #expect(render.status == 1)
        #expect(render.standardOutput == "")
        #expect(render.standardError == message)
        let validate = try Self.run(["chain.yaml"], files: files)
        #expect(validate.status == 1)
        #expect(validate.standardOutput == message + "1 file checked: 1 error, 0 warnings.\n")
        let justOver = try Self.run(["chain.yaml"], files: ["chain.yaml": Self.paletteChain(links: 10_001)])
        #expect(justOver.status == 1)
        #expect(justOver.standardOutput.contains("is 10001 links long"))
    }

    /// A chain into a cycle: each entry's chain length is computed once, the cycle is one `palette-ref`.
    @Test func aLongPaletteChainIntoACycleIsAPaletteRef() throws {
        let output = try Self.run(
            ["render", "--theme", "chain.yaml"],
            files: ["chain.yaml": Self.paletteChain(links: 9_999, end: "$p9998")])
        #expect(output.status == 1)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError == """
                chain.yaml:10002:10: error: palette entries refer to each other in a cycle: $p9998 → $p9999 → $p9998 [palette-ref]
                  p9998: $p9999
                         ^

                """)
    }

    /// 150 two-entry cycles: the first 100 are reported, so describing cycles is bounded however many
    /// entries form one.
    @Test func paletteCyclesAreCapped() throws {
        var text = "format: 1\nname: cycles\npalette:\n"
        for index in 0..<150 { text += "  a\(index): $b\(index)\n  b\(index): $a\(index)\n" }
        let output = try Self.run(["--format", "json", "cycles.yaml"], files: ["cycles.yaml": text])
        #expect(output.status == 1)
        let report = try JSONReport(output.standardOutput)
        #expect(report.errors == 100)
        #expect(report.codes.allSatisfy { $0 == "palette-ref" })
        #expect(report.diagnostics.first?.message == "palette entries refer to each other in a cycle: $a0 → $b0 → $a0")
    }

    /// A failing theme at the end of a long `extends` chain gives one message naming the chain, not one
    /// "has errors; the first: …" nested inside another per level.
    @Test func aFailingExtendsChainIsOneMessage() throws {
        var files: [String: String] = [:]
        for index in 0..<4 {
            files["s\(index).yaml"] =
                "format: 1\nname: s\(index)\n"
                + (index < 3 ? "extends: s\(index + 1)\n" : "cell:\n  textColor: nocolor\n")
        }
        let output = try Self.run(["s0.yaml"], files: files)
        #expect(output.status == 1)
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)
        #expect(
            lines.first?.hasPrefix(#"s0.yaml:3:10: error: the parent theme "s1" ("#) == true)
        #expect(lines.first?.contains(#"has errors, inherited through "s1" → "s2" → "s3"; the first: "#) == true)
        let expected =
            ##"s3.yaml:4:14: invalid color for cell.textColor: expected a color (#RGB, #RRGGBB, #RRGGBBAA, rgb(), "##
            + ##"rgba(), a semantic name or $palette), found "nocolor" [color] [extends]"##
        #expect(lines.first?.hasSuffix(expected) == true)
        #expect(output.standardOutput.components(separatedBy: "has errors").count == 2)
    }

    @Test func anOverlongExtendsChainIsOneMessage() throws {
        var files: [String: String] = [:]
        for index in 0..<40 {
            files["t\(index).yaml"] =
                "format: 1\nname: t\(index)\n" + (index < 39 ? "extends: t\(index + 1)\n" : "")
        }
        let output = try Self.run(["--format", "json", "t0.yaml"], files: files)
        #expect(output.status == 1)
        let report = try JSONReport(output.standardOutput)
        #expect(report.codes == ["extends"])
        let message = try #require(report.diagnostics.first?.message)
        #expect(message.components(separatedBy: "has errors").count == 2)
        #expect(
            message.hasSuffix(
                #"t31.yaml:3:10: expected an extends chain of at most 32 themes, found a longer one (at "t32") [extends]"#
            ))
        #expect(message.contains(#"inherited through "t1" → "t2" → "t3""#))
    }

    /// Huge or negative column widths from a data file trapped converting to `Int` (exit 132) or tried to
    /// allocate terabytes; they are refused when the file is read.
    @Test(arguments: ["1e300", "-1e300", "1e12", "16000.5"])
    func anOutOfRangeColumnWidthIsADataError(width: String) throws {
        let json = #"{"columns":[{"name":"a","minWidth":"# + width + #"}],"rows":[[1]]}"#
        let output = try Self.run(
            ["render", "--theme", "minimal", "--data", "w.json", "--format", "ansi"], files: ["w.json": json + "\n"])
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError == """
                w.json:1:36: error: "minWidth" must be a width in points from 0 to 16000, found \(width) [data-shape]
                \(json)
                                                   ^

                """)
    }

    /// Control sequences in a CSV cell, a JSON column title, a footer row and a rule label used to reach
    /// the terminal unchanged (`ESC [2J` clears the screen, OSC 8 makes a link, BEL rings).
    @Test func ansiOutputShowsControlCharacters() throws {
        let files = [
            "lab.yaml": "format: 1\nname: lab\nrules:\n  - label: \"L\\e[2J\"\n    style: { textColor: systemRed }\n",
            "c.csv": "name,val\n\"a\u{1B}[2Jb\",1\n\"bell\u{7}\",2\n",
            "d.json": #"{"columns":[{"name":"n","title":"T\u001b]8;;http://x\u0007"}],"rows":[["x\u009b"]],"#
                + #""footer":["f\u001b[31m"]}"#,
        ]
        let csv = try Self.run(["render", "--theme", "lab.yaml", "--data", "c.csv", "--format", "ansi"], files: files)
        let json = try Self.run(
            ["render", "--theme", "lab.yaml", "--data", "d.json", "--format", "ansi"], files: files)
        for output in [csv, json] {
            #expect(output.status == 0)
            #expect(output.standardError == "")
            // Only the renderer's own color sequences (`ESC [` … `m`) remain.
            let escapes = output.standardOutput.components(separatedBy: "\u{1B}").dropFirst()
            #expect(escapes.allSatisfy { $0.hasPrefix("[0") || $0.hasPrefix("[3") })
            #expect(!output.standardOutput.unicodeScalars.contains { $0 == "\u{7}" || $0 == "\u{9B}" })
        }
        #expect(csv.standardOutput.contains(#"a\u{1B}[2Jb"#))
        #expect(csv.standardOutput.contains(#"bell\u{7}"#))
        #expect(csv.standardOutput.hasSuffix(#" L\u{1B}[2J"# + "\n"))
        #expect(json.standardOutput.contains(#"T\u{1B}]8;;http://x\u{7}"#))
        #expect(json.standardOutput.contains(#"x\u{9B}"#))
        #expect(json.standardOutput.contains(#"f\u{1B}[31m"#))
        let html = try Self.run(["render", "--theme", "lab.yaml", "--data", "c.csv", "--format", "html"], files: files)
        #expect(html.status == 0)
        #expect(!html.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
        #expect(html.standardOutput.contains(">a&#xFFFD;[2Jb<"))
        #expect(html.standardOutput.contains("<p><sup>1</sup> L&#xFFFD;[2J</p>"))
    }

    /// A value quoted in a diagnostic could print ESC and BEL and start a forged `::error` line.
    @Test func diagnosticsShowControlCharacters() throws {
        let files = ["esc.yaml": "format: 1\nname: esc\ncell:\n  textColor: \"re\\e[2J\\a\\n::error file=x::pwned\"\n"]
        let message =
            "invalid color for cell.textColor: expected a color (#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), "
            + #"a semantic name or $palette), found "re\u{1B}[2J\u{7}"#
        let human = try Self.run(["esc.yaml"], files: files)
        #expect(human.status == 1)
        #expect(
            human.standardOutput == """
                esc.yaml:4:14: error: \(message)\\u{A}::error file=x::pwned" [color]
                  textColor: "re\\e[2J\\a\\n::error file=x::pwned"
                             ^
                1 file checked: 1 error, 0 warnings.

                """)
        let github = try Self.run(["--format", "github", "esc.yaml"], files: files)
        #expect(github.status == 1)
        #expect(github.standardOutput == "::error file=esc.yaml,line=4,col=14::\(message)%0A::error file=x::pwned\"\n")
    }

    /// A full disk or a closed standard output used to pass silently with exit 0 or 1.
    @Test(arguments: [
        (["render", "--theme", "minimal"], ">/dev/full", "No space left on device"),
        (["render", "--theme", "minimal", "--format", "html"], ">/dev/full", "No space left on device"),
        (["good.yaml"], ">/dev/full", "No space left on device"),
        (["bad.yaml"], ">/dev/full", "No space left on device"),
        (["good.yaml"], ">&-", "Bad file descriptor"),
        (["render", "--theme", "minimal", "--watch"], ">/dev/full", "No space left on device"),
        (["render", "--theme", "good.yaml", "--watch"], ">&-", "Bad file descriptor"),
    ])
    func writeErrorsAreReported(arguments: [String], redirect: String, reason: String) throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("format: 1\nname: good\n".utf8).write(to: folder.appendingPathComponent("good.yaml"))
        try Data("format: 1\nname: bad\nnope: 1\n".utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        let output = try ToolRunner.run(arguments, in: folder, redirectingStandardOutput: redirect)
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "themecheck: error: cannot write output: \(reason)\n")
    }

    /// A theme of `count` unknown top-level keys.
    static func unknownKeys(_ count: Int) -> String {
        var text = "format: 1\nname: many\n"
        text.reserveCapacity(count * 10)
        for index in 0..<count { text += "k\(index): 1\n" }
        return text
    }

    /// A theme of `count` lines that are unknown `# themecheck:` directives (a warning each, no error).
    static func unknownDirectives(_ count: Int) -> String {
        "format: 1\nname: many\n" + String(repeating: "# themecheck:frob\n", count: count)
    }

    /// 100,000 unknown keys: the check stops at the file's error limit and says so (the JSON's `stopped`);
    /// the 200 are located in linear time (each diagnostic used to scan the whole mapping).
    @Test func manyFindingsAreCappedPerFile() throws {
        let output = try Self.run(["--format", "json", "many.yaml"], files: ["many.yaml": Self.unknownKeys(100_000)])
        #expect(output.status == 1)
        let report = try JSONReport(output.standardOutput)
        #expect(report.diagnostics.count == 200)
        #expect(report.errors == 200)
        #expect(report.stopped == ["many.yaml"])
        #expect(report.diagnostics.last?.line == 202)
        #expect(report.diagnostics.last?.message.hasPrefix("`k199` is not a key of the theme") == true)
        let few = try JSONReport(
            try Self.run(["--format", "json", "few.yaml"], files: ["few.yaml": Self.unknownKeys(200)]).standardOutput)
        #expect(few.errors == 200)
        #expect(few.stopped == nil)
    }

    /// More than 200 findings of a check that did not stop (warnings here): the first 200 are printed
    /// and the note counts the rest.
    @Test func theCapSaysHowManyWereLeftOut() throws {
        let files = ["many.yaml": Self.unknownDirectives(201), "few.yaml": Self.unknownKeys(2)]
        let human = try Self.run(["many.yaml", "few.yaml"], files: files)
        #expect(human.status == 1)
        let lines = human.standardOutput.split(separator: "\n")
        #expect(lines.count == 3 * 2 + 3 * 200 + 2)
        #expect(
            lines[3]
                == "few.yaml:4:1: error: `k1` is not a key of the theme [schema]"
        )
        #expect(
            lines[lines.count - 2] == "many.yaml: note: 1 more diagnostic not shown (at most 200 are printed per file)")
        #expect(lines.last == "2 files checked: 2 errors, 201 warnings.")
        let github = try Self.run(["--format", "github", "many.yaml", "few.yaml"], files: files)
        let annotations = github.standardOutput.split(separator: "\n")
        #expect(annotations.count == 2 + 200 + 1)
        #expect(
            annotations.last
                == "::notice file=many.yaml::1 more diagnostic not shown (at most 200 are printed per file)")
    }

    /// A file past its error limit: the check stops after 200 errors, the note says so, and the counts
    /// say "at least" (human), `stopped` (JSON).
    @Test func aCheckThatStoppedSaysSo() throws {
        let files = ["many.yaml": Self.unknownKeys(201), "few.yaml": Self.unknownKeys(2)]
        let human = try Self.run(["many.yaml", "few.yaml"], files: files)
        #expect(human.status == 1)
        let lines = human.standardOutput.split(separator: "\n")
        #expect(lines.count == 3 * 2 + 3 * 200 + 2)
        #expect(lines[lines.count - 5] == "many.yaml:202:1: error: `k199` is not a key of the theme [schema]")
        let note = "too many errors: the check stopped after 200, so the file may have more"
        #expect(lines[lines.count - 2] == "many.yaml: note: \(note)")
        #expect(lines.last == "2 files checked: at least 202 errors, 0 warnings.")
        let github = try Self.run(["--format", "github", "many.yaml", "few.yaml"], files: files)
        #expect(github.status == 1)
        let annotations = github.standardOutput.split(separator: "\n")
        #expect(annotations.count == 2 + 200 + 1)
        #expect(annotations.last == "::notice file=many.yaml::\(note)")
        let json = try Self.run(["--format", "json", "many.yaml", "few.yaml"], files: files)
        #expect(json.status == 1)
        #expect(json.standardOutput.hasSuffix(#"}],"errors":202,"warnings":0,"stopped":["many.yaml"]}"# + "\n"))
        // `render` refuses the theme with the same 200 errors, worded as validation words them, and the same note.
        let render = try Self.run(["render", "--theme", "many.yaml"], files: files)
        #expect(render.status == 1)
        #expect(render.standardOutput == "")
        let errors = render.standardError.split(separator: "\n")
        #expect(errors.count == 3 * 200 + 1)
        #expect(errors[0] == "many.yaml:3:1: error: `k0` is not a key of the theme [schema]")
        #expect(errors[errors.count - 4] == lines[lines.count - 5])
        #expect(errors.last.map(String.init) == "many.yaml: note: \(note)")
    }

    /// A million invalid `rowColors` entries: the loader and the schema check stop at the error limit,
    /// so the work is that of 200 messages, not of a million (120 s and 1.6 GB before).
    @Test func aMillionBadRowColorsStopAtTheErrorLimit() throws {
        let text = "format: 1\nname: rc\ntable:\n  rowColors:\n" + String(repeating: "    - nc\n", count: 1_000_000)
        let output = try Self.run(["rc.yaml"], files: ["rc.yaml": text])
        #expect(output.status == 1)
        var expected = ""
        for index in 0..<200 {
            expected += "rc.yaml:\(index + 5):7: error: invalid color for table.rowColors[\(index)]: expected a color "
            expected += "(#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), a semantic name or $palette), found \"nc\" [color]\n"
            expected += "    - nc\n      ^\n"
        }
        expected += "rc.yaml: note: too many errors: the check stopped after 200, so the file may have more\n"
        expected += "1 file checked: at least 200 errors, 0 warnings.\n"
        #expect(output.standardOutput == expected)
        #expect(output.standardError == "")
    }

    /// Huge bad values are quoted by their first 64 characters and their length, in every output format:
    /// a 10 MB color, a 1 MB unknown key, a 1 MB keyword, a 1 MB palette name and reference.
    @Test func hugeValuesAreQuotedByAPrefix() throws {
        func cut(_ character: String, _ count: Int) -> String {
            String(repeating: character, count: 64) + "… (\(count) characters)"
        }
        let files = [
            "color.yaml": "format: 1\nname: h\ncell:\n  textColor: \"\(String(repeating: "x", count: 10_000_000))\"\n",
            "key.yaml": "format: 1\nname: h\ncell:\n  ? \(String(repeating: "k", count: 1_000_000))\n  : 1\n",
            "keyword.yaml": "format: 1\nname: h\ncell:\n  alignment: \(String(repeating: "a", count: 1_000_000))\n",
            "palette.yaml":
                "format: 1\nname: h\npalette:\n  ? \(String(repeating: "p", count: 1_000_000))\n  : nocolor\n"
                + "cell:\n  textColor: $\(String(repeating: "q", count: 1_000_000))\n",
        ]
        let colorForms = "(#RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), a semantic name or $palette)"
        let json = try Self.run(["--format", "json", "."], files: files)
        #expect(json.status == 1)
        let report = try JSONReport(json.standardOutput)
        #expect(
            report.diagnostics.map { "\($0.file):\($0.line):\($0.column) \($0.code): \($0.message)" } == [
                "./color.yaml:4:14 color: invalid color for cell.textColor: expected a color \(colorForms), "
                    + "found \"\(cut("x", 10_000_000))\"",
                "./key.yaml:4:5 schema: `\(cut("k", 1_000_000))` is not a key of `cell`",
                "./keyword.yaml:4:14 schema: expected one of leading, center, trailing, natural; "
                    + "found \"\(cut("a", 1_000_000))\"",
                "./palette.yaml:5:5 color: invalid color for palette.\(cut("p", 1_000_000)): expected a color "
                    + "\(colorForms), found \"nocolor\"",
                "./palette.yaml:7:14 palette-ref: unknown palette name \"$\(cut("q", 1_000_000))\": "
                    + "the theme defines no palette",
            ])
        #expect(json.standardOutput.utf8.count < 2_000)
        let human = try Self.run(["."], files: files)
        #expect(human.status == 1)
        #expect(human.standardOutput.utf8.count < 3_000)
        let github = try Self.run(["--format", "github", "."], files: files)
        #expect(github.status == 1)
        #expect(github.standardOutput.utf8.count < 2_000)
    }

    /// An unknown palette name lists at most 20 names (the whole palette was listed once per use).
    @Test func anUnknownPaletteNameListsTwentyNames() throws {
        var text = "format: 1\nname: p\npalette:\n"
        for index in 0..<25 { text += "  n\(index): \"#123\"\n" }
        text += "cell:\n  textColor: $zz\n"
        let output = try Self.run(["--format", "json", "p.yaml"], files: ["p.yaml": text])
        let report = try JSONReport(output.standardOutput)
        #expect(output.status == 1)
        #expect(
            report.diagnostics.map(\.message) == [
                "unknown palette name \"$zz\": the palette defines $n0, $n1, $n10, $n11, $n12, $n13, $n14, $n15, $n16, "
                    + "$n17, $n18, $n19, $n2, $n20, $n21, $n22, $n23, $n24, $n3, $n4 and 5 more"
            ])
    }

    /// 150 unknown palette names among 2,000 entries: "did you mean" compares a name with every entry, so
    /// only the first 100 of a file get a suggestion (the product of the two counts took minutes).
    @Test func paletteSuggestionsAreBudgeted() throws {
        var text = "format: 1\nname: p\npalette:\n"
        for index in 0..<2_000 { text += "  p\(index): \"#123\"\n" }
        for index in 0..<150 { text += "  u\(index): $p\(index)x\n" }
        let output = try Self.run(["--format", "json", "p.yaml"], files: ["p.yaml": text])
        #expect(output.status == 1)
        let report = try JSONReport(output.standardOutput)
        #expect(report.errors == 150)
        #expect(report.diagnostics.filter { $0.message.contains("did you mean") }.count == 100)
        #expect(report.diagnostics.last?.message.hasPrefix("unknown palette name \"$p149x\"") == true)
    }

    /// Unknown column names checked against a wide data file: the columns are listed 20 at most and
    /// suggestions are budgeted per file, so the messages do not grow with the product of the counts.
    @Test func unknownColumnMessagesAreBounded() throws {
        let csv =
            (0..<30).map { "c\($0)" }.joined(separator: ",") + "\n"
            + Array(repeating: "1", count: 30)
            .joined(separator: ",") + "\n"
        var text = "format: 1\nname: cols\nrules:\n"
        for index in 0..<150 {
            text += "  - when: { column: { name: zz\(index) } }\n    style: { font: { size: 20 } }\n"
        }
        let output = try Self.run(
            ["--format", "json", "--data", "d.csv", "cols.yaml"], files: ["cols.yaml": text, "d.csv": csv])
        let report = try JSONReport(output.standardOutput)
        let unknown = report.diagnostics.filter { $0.code == "unknown-column" }
        #expect(unknown.count == 150)
        #expect(
            unknown.first?.message
                == "the data has no column `zz0` (used by `column: { name }`); its columns are "
                + (0..<20).map { "`c\($0)`" }.joined(separator: ", ") + " and 10 more")
    }

    /// Infinite and NaN numbers were "found null" (JSON has neither) or "the number inf".
    @Test func outOfRangeNumbersAreNamed() throws {
        let text = "format: 1\nname: n\ncell:\n  font: { size: -1e999 }\n  padding: .nan\n"
        let output = try Self.run(["--format", "json", "n.yaml"], files: ["n.yaml": text])
        #expect(output.status == 1)
        #expect(
            try JSONReport(output.standardOutput).diagnostics.map(\.message) == [
                "`cell.font.size` must be at least 1, found a number out of range (-infinity)",
                "expected a number ≥ 0 or { top, leading, bottom, trailing } for cell.padding, "
                    + "found the number .nan (not a number)",
            ])
    }

    /// `brand.yaml` extending a misspelt `brands` was asked whether it meant itself.
    @Test func anUnknownParentIsNotSuggestedItsOwnName() throws {
        let output = try Self.run(
            ["--format", "json", "brand.yaml"], files: ["brand.yaml": "format: 1\nname: brand\nextends: brands\n"])
        #expect(output.status == 1)
        #expect(
            try JSONReport(output.standardOutput).diagnostics.map(\.message) == [
                "unknown parent theme \"brands\": no brands.yaml beside this file, and no theme of that name "
                    + "registered in code or bundled"
            ])
    }

    /// A path that could not be read is not also counted as checked.
    @Test func anUnreadablePathIsNotCountedAsChecked() throws {
        let output = try Self.run(["/dev/zero"], files: [:])
        #expect(output.status == 2)
        #expect(output.standardOutput == "0 files checked, no problems found; 1 path could not be read.\n")
        #expect(output.standardError == "Error: cannot read '/dev/zero': not a regular file\n")
    }

    /// A folder's link to a file outside it was followed (`leak.yaml -> /etc/passwd` quoted its first line);
    /// dangling links, loops and FIFOs were skipped without a word.
    @Test func folderLinksThatLeaveTheFolderAreRefused() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let themes = folder.appendingPathComponent("t")
        let manager = FileManager.default
        try manager.createDirectory(at: themes.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("format: 1\nname: ok\n".utf8).write(to: themes.appendingPathComponent("ok.yaml"))
        try Data("format: 1\nname: out\nbogus: 1\n".utf8).write(to: folder.appendingPathComponent("out.yaml"))
        let links = [
            "leak.yaml": "/etc/passwd", "outside.yaml": "../out.yaml", "inside.yaml": "ok.yaml",
            "sub/up.yaml": "../ok.yaml", "dangling.yaml": "nowhere", "loop1.yaml": "loop2.yaml",
            "loop2.yaml": "loop1.yaml", "folder.yaml": "sub",
        ]
        for (name, target) in links {
            try manager.createSymbolicLink(
                atPath: themes.appendingPathComponent(name).path, withDestinationPath: target)
        }
        #expect(mkfifo(themes.appendingPathComponent("fifo.yaml").path, 0o600) == 0)
        let output = try ToolRunner.run(["t"], in: folder)
        #expect(output.status == 0)
        #expect(output.standardOutput == "3 files checked, no problems found.\n")
        #expect(
            output.standardError == """
                Note: skipped 't/dangling.yaml': a dangling link or a link loop
                Note: skipped 't/fifo.yaml': not a regular file
                Note: skipped 't/folder.yaml': a link to a folder (not followed)
                Note: skipped 't/leak.yaml': a link to a file outside 't' (not followed)
                Note: skipped 't/loop1.yaml': a dangling link or a link loop
                Note: skipped 't/loop2.yaml': a dangling link or a link loop
                Note: skipped 't/outside.yaml': a link to a file outside 't' (not followed)

                """)
    }

    /// An error after a U+2028 in a 4-line file was reported at line 5 with a blank excerpt.
    @Test func positionsAfterAUnicodeLineSeparatorMatchTheQuotedLine() throws {
        let text = "format: 1\nname: n\ndescription: \"a\u{2028}b\"\ncell: { textColor: nocolor }\n"
        let output = try Self.run(["ls.yaml"], files: ["ls.yaml": text])
        #expect(output.status == 1)
        #expect(
            output.standardOutput == """
                ls.yaml:4:20: error: invalid color for cell.textColor: expected a color (#RGB, #RRGGBB, #RRGGBBAA, \
                rgb(), rgba(), a semantic name or $palette), found "nocolor" [color]
                cell: { textColor: nocolor }
                                   ^
                1 file checked: 1 error, 0 warnings.

                """)
    }

    /// `explain` quotes the cell's text, the column's name and the labels: control characters are escaped.
    @Test func explainShowsControlCharacters() throws {
        let files = [
            "lab.yaml": "format: 1\nname: lab\nrules:\n  - label: \"L\\e[2J\"\n    style: { textColor: systemRed }\n",
            "c.csv": "na\u{7}me,val\n\"a\u{1B}[2J\nb\",1\n",
        ]
        let output = try Self.run(["explain", "--theme", "lab.yaml", "--data", "c.csv", "--cell", "0,0"], files: files)
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.first == #"theme lab (light), body row 0, column 0 "na\u{7}me": "a\u{1B}[2J\u{A}b""#)
        #expect(lines.last == #"labels: L\u{1B}[2J"#)
        #expect(!output.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
    }
}
