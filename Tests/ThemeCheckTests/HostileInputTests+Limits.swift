import Foundation
import Testing

/// The limits that bound work the input controls: the analysis budget, the data-file size, the regex
/// work of one render. Each case is sized by its structure so that it crosses (or stays under) a limit
/// by a wide margin; none asserts a time.
extension HostileInputTests {
    /// The `limit` warning a theme too large to analyse completely gets, at the document's start.
    static let analysisLimitMessage =
        "the theme is too large to check completely for contrast and rules without effect (the analysis "
        + "stopped after 4 million steps); some of those warnings may be missing"

    /// 150 rules each colored through a different entry of a 3,000-link palette chain: resolving them all
    /// follows some 440,000 links, over the 200,000 the analysis budget allows.
    @Test func aPaletteChainPastTheAnalysisBudgetIsALimitWarning() throws {
        var text = Self.paletteChain(links: 3_000) + "rules:\n"
        for index in 0..<150 { text += "  - style: { backgroundColor: $p\(index) }\n" }
        let output = try Self.run(["--format", "json", "chain.yaml"], files: ["chain.yaml": text])
        #expect(output.status == 0)
        let report = try JSONReport(output.standardOutput)
        #expect(report.errors == 0)
        let limits = report.diagnostics.filter { $0.code == "limit" }
        #expect(limits.count == 1)
        #expect(limits.first?.severity == "warning")
        #expect(limits.first?.line == 1)
        #expect(limits.first?.column == 1)
        #expect(limits.first?.message == Self.analysisLimitMessage)
        let strict = try Self.run(["--strict", "chain.yaml"], files: ["chain.yaml": text])
        #expect(strict.status == 1)
    }

    /// 50 rules of 100 row tests each: evaluating them on every enumerated cell (rows up to the period of
    /// 2…101) is past the state budget, so fewer cells are analysed and the file says so.
    @Test func conditionsTooLargeToAnalyseAreALimitWarning() throws {
        var text = "format: 1\nname: rows\nrules:\n"
        let tests = (2..<102).map { "{ row: { every: \($0) } }" }.joined(separator: ", ")
        for _ in 0..<50 { text += "  - when: { any: [\(tests)] }\n    style: { textColor: \"#FF0000\" }\n" }
        let output = try Self.run(["--format", "json", "rows.yaml"], files: ["rows.yaml": text])
        #expect(output.status == 0)
        let report = try JSONReport(output.standardOutput)
        #expect(report.errors == 0)
        let limits = report.diagnostics.filter { $0.code == "limit" }
        #expect(limits.count == 1)
        #expect(limits.first.map { [$0.line, $0.column] } == [1, 1])
        #expect(limits.first?.message == Self.analysisLimitMessage)
        // The cells that fit are still analysed: the red text is found on the default background.
        #expect(report.codes.contains("contrast"))
    }

    /// A theme the budget covers gets no `limit` warning: the same chain, three rules.
    @Test func aThemeWithinTheBudgetHasNoLimitWarning() throws {
        var text = Self.paletteChain(links: 3_000) + "rules:\n"
        for index in 0..<3 { text += "  - style: { backgroundColor: $p\(index) }\n" }
        let output = try Self.run(["--format", "json", "chain.yaml"], files: ["chain.yaml": text])
        #expect(output.status == 0)
        #expect(try JSONReport(output.standardOutput).codes.allSatisfy { $0 == "contrast" || $0 == "no-effect" })
    }

    /// A sparse 100 MB data file is refused from its size, before a byte is read.
    @Test func aHundredMegabyteDataFileIsRefused() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("huge.csv")
        _ = FileManager.default.createFile(atPath: url.path, contents: Data("Name,Amount\n".utf8))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 100 * 1_024 * 1_024)
        try handle.close()
        let output = try ToolRunner.run(["render", "--theme", "minimal", "--data", "huge.csv"], in: folder)
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError == """
                huge.csv:1:1: error: the data file is 104857600 bytes, over the limit of 16777216 bytes (--data-limit raises it) [data-limit]

                """)
    }

    @Test(arguments: [
        ("1K", 2, "over the limit of 1024 bytes"), ("4K", 0, ""), ("2000", 2, "over the limit of 2000 bytes"),
        ("1G", 0, ""),
    ])
    func theDataLimitIsAnOption(limit: String, status: Int32, message: String) throws {
        let csv = "Name,Amount\n" + String(repeating: "abcdefghij,1\n", count: 160)
        for command in ["render", "explain"] {
            let extra = command == "explain" ? ["--cell", "0,0"] : []
            let output = try Self.run(
                [command, "--theme", "minimal", "--data", "d.csv", "--data-limit", limit] + extra,
                files: ["d.csv": csv])
            #expect(output.status == status, "\(command) \(limit)")
            if status == 2 {
                #expect(
                    output.standardError
                        == "d.csv:1:1: error: the data file is 2092 bytes, \(message) (--data-limit raises it) [data-limit]\n"
                )
            } else {
                #expect(output.standardError == "")
            }
        }
    }

    @Test(arguments: ["0", "-5", "1X", "K", "99999999999999999999G", "１K"])
    func aBadDataLimitIsAUsageError(value: String) throws {
        let output = try Self.run(["render", "--theme", "minimal", "--data-limit", value], files: [:])
        #expect(output.status == 2)
        #expect(
            output.standardError.hasPrefix(
                "Error: The value '\(value)' is invalid for '--data-limit <bytes>'. Please provide a positive number "
                    + "of bytes, optionally followed by K, M or G.\n"))
    }

    /// `(?:.{0,999}){9}z` compiles to 17,984 instructions on the Pike VM; over 2,000 cells of 100
    /// characters that is past the regex work one render may do, so the render is refused up front.
    @Test func regexWorkPastTheLimitIsRefused() throws {
        let theme = """
            format: 1
            name: slow
            rules:
              - name: slow
                when: { value: { matches: "(?:.{0,999}){9}z" } }
                style: { textColor: "#FF0000" }

            """
        let csv = "Name\n" + String(repeating: String(repeating: "a", count: 100) + "\n", count: 2_000)
        let output = try Self.run(
            ["render", "--theme", "slow.yaml", "--data", "d.csv"], files: ["slow.yaml": theme, "d.csv": csv])
        #expect(output.status == 1)
        #expect(output.standardOutput == "")
        // 17,984 instructions × ("Name" and 2,000 cells of 100 characters, one byte more per cell).
        let steps = 17_984 * (5 + 2_000 * 101)
        #expect(
            output.standardError.hasPrefix(
                "slow.yaml:4:5: error: the `matches` tests would take about \(steps) steps on this table's text "
                    + "(each pattern's compiled size times the text it searches), over the limit of 500000000 for "
                    + "one command; the costliest is this rule's, \(steps) steps: shorten the pattern or the data "
                    + "[limit]\n"))
    }

    /// The classic catastrophic pattern on a 100,000-character cell: linear matching, well under the
    /// regex work limit, and the cell does not match.
    @Test func aCatastrophicRegexOnALongCellRenders() throws {
        let theme = """
            format: 1
            name: catastrophic
            rules:
              - when: { value: { matches: "(a+)+$" } }
                style: { textColor: "#FF0000" }

            """
        let csv = "Name\n" + String(repeating: "a", count: 100_000) + "!\n"
        let output = try Self.run(
            ["render", "--theme", "c.yaml", "--data", "d.csv", "--format", "json"],
            files: ["c.yaml": theme, "d.csv": csv])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(!output.standardOutput.contains("#FF0000FF"))
    }

    /// Hostile data files end in their data code, exit 2.
    @Test(arguments: [
        (
            "deep.json", Array((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8),
            "data-limit"
        ),
        (
            "deep-objects.json",
            Array((String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)).utf8),
            "data-limit"
        ),
        ("utf16.csv", [0xFF, 0xFE, 0x4E, 0x00, 0x0A, 0x00], "data-encoding"),
    ])
    func hostileDataFilesAreDataErrors(name: String, bytes: [UInt8], code: String) throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        let output = try ToolRunner.run(["render", "--theme", "minimal", "--data", name], in: folder)
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        let firstLine = output.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("\(name):"))
        #expect(firstLine.hasSuffix("[\(code)]"))
    }

    @Test func invalidUTF8InACSVFileIsAnEncodingError() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Array("Name,Amount\n".utf8) + [0xFF, 0xFE] + Array(",1\n".utf8)).write(
            to: folder.appendingPathComponent("bad.csv"))
        let output = try ToolRunner.run(["render", "--theme", "minimal", "--data", "bad.csv"], in: folder)
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("bad.csv:2:1: error: the file is not valid UTF-8 [data-encoding]\n"))
    }
}
