import Foundation
import Testing

/// End-to-end: hostile and broken inputs end in exit 0, 1 or 2 with a stable code, never a crash or hang.
///
/// Large inputs are generated in a temporary folder at test time, never committed.
@Suite struct CLIRobustnessTests {
    /// A fresh temporary folder, removed by the caller.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs themecheck with `--format json` on one generated file and returns the status and codes.
    static func check(_ bytes: [UInt8], name: String = "input.yaml") throws -> (ToolRunner.Output, JSONReport) {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(bytes).write(to: folder.appendingPathComponent(name))
        let output = try ToolRunner.run(["--format", "json", name], in: folder)
        return (output, try JSONReport(output.standardOutput))
    }

    @Test(arguments: [
        (
            "10,000-deep flow nesting",
            "format: 1\nname: deep\nx: " + String(repeating: "[", count: 10_000)
                + String(repeating: "]", count: 10_000) + "\n", "limit"
        ),
        (
            "10,000-deep flow mappings",
            "format: 1\nname: deep\nx: " + String(repeating: "{a: ", count: 10_000)
                + "1" + String(repeating: "}", count: 10_000) + "\n", "limit"
        ),
        ("empty file", "", "schema"),
        ("only a comment", "# nothing here\n", "schema"),
        ("a scalar document", "just text\n", "schema"),
        ("two documents", "format: 1\nname: a\n---\nformat: 1\nname: b\n", "schema"),
        ("unterminated quote", "format: 1\nname: \"abc\n", "yaml-syntax"),
        ("tab indentation", "format: 1\ncell:\n\ttextColor: label\n", "yaml-syntax"),
    ])
    func textInputsEndWithAStableCode(label: String, text: String, code: String) throws {
        let (output, report) = try Self.check(Array(text.utf8))
        #expect(output.status == 1, "\(label)")
        #expect(report.codes.contains(code), "\(label): expected [\(code)], got \(report.codes)")
        #expect(output.standardError.isEmpty)
    }

    @Test func invalidUTF8IsASyntaxError() throws {
        let bytes = Array("format: 1\nname: bad\ndescription: ".utf8) + [0xFF, 0xFE, 0xC3, 0x28] + Array("\n".utf8)
        let (output, report) = try Self.check(bytes)
        #expect(output.status == 1)
        #expect(report.codes == ["yaml-syntax"])
        #expect(report.diagnostics.first?.line == 3)
    }

    @Test(arguments: [1, 2, 3, 42])
    func binaryGarbageIsRejectedCleanly(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        var bytes: [UInt8] = []
        for _ in 0..<8_192 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.append(UInt8(truncatingIfNeeded: state >> 56))
        }
        let (output, report) = try Self.check(bytes)
        #expect(output.status == 1)
        #expect(!report.diagnostics.isEmpty)
        #expect(report.errors > 0)
    }

    @Test func hundredMegabyteFileIsRefusedBeforeReading() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("huge.yaml")
        _ = FileManager.default.createFile(atPath: url.path, contents: Data("format: 1\n".utf8))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 100 * 1_024 * 1_024)
        try handle.close()
        let output = try ToolRunner.run(["--format", "json", "huge.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(
            output.standardOutput
                == #"{"diagnostics":[{"file":"huge.yaml","line":1,"column":1,"severity":"error","code":"limit","#
                + #""message":"the input is 104857600 bytes, over the limit of 16777216 bytes"}],"errors":1,"#
                + #""warnings":0}"# + "\n")
    }

    @Test func folderWithThousandsOfThemesIsCheckedCompletely() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 2_000
        for index in 0..<count {
            let sub = folder.appendingPathComponent("group-\(index % 10)")
            try? FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            let text = "format: 1\nname: theme-\(index)\ncell: { textColor: label }\n"
            try Data(text.utf8).write(to: sub.appendingPathComponent("theme-\(index).yaml"))
        }
        try Data("format: [\n".utf8).write(to: folder.appendingPathComponent("group-3/broken.yml"))
        try Data("not a theme".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let output = try ToolRunner.run(["."], in: folder)
        #expect(output.status == 1)
        #expect(output.standardOutput.hasPrefix("./group-3/broken.yml:2:1: error: "))
        #expect(output.standardOutput.hasSuffix("\(count + 1) files checked: 1 error, 0 warnings.\n"))
    }

    @Test func symbolicLinkLoopsAreNotFollowed() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data("format: 1\nname: one\n".utf8).write(to: inner.appendingPathComponent("one.yaml"))
        try FileManager.default.createSymbolicLink(
            at: inner.appendingPathComponent("loop"), withDestinationURL: folder)
        let output = try ToolRunner.run(["themes"], in: folder)
        #expect(
            output
                == ToolRunner.Output(
                    status: 0, standardOutput: "1 file checked, no problems found.\n", standardError: ""))
    }

    @Test func unreadableFilesExitWithTwoAfterCheckingTheRest() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let locked = folder.appendingPathComponent("locked.yaml")
        try Data("format: 1\nname: locked\n".utf8).write(to: locked)
        try Data("format: 1\nname: open\nbogus: 1\n".utf8).write(to: folder.appendingPathComponent("open.yaml"))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked.path) }
        var output = try ToolRunner.run(["--format", "json", "locked.yaml", "open.yaml"], in: folder)
        if FileManager.default.isReadableFile(atPath: locked.path) {
            // Running as root: permissions do not stop reads; run as `nobody` when setpriv is available.
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                print("unreadable-file check limited: root reads mode-000 files and /usr/bin/setpriv is missing")
                #expect(output.status == 1)
                return
            }
            output = try ToolRunner.run(
                ["--format", "json", "locked.yaml", "open.yaml"], in: folder, asUnprivilegedUser: true)
        }
        #expect(output.status == 2)
        #expect(output.standardError == "Error: cannot read 'locked.yaml': permission denied\n")
        #expect(try JSONReport(output.standardOutput).codes == ["schema"])
    }

    @Test func nonRegularFilesAreInputErrors() throws {
        let output = try ToolRunner.run(["/dev/zero"])
        #expect(output.status == 2)
        #expect(output.standardError == "Error: cannot read '/dev/zero': not a regular file\n")
    }

    @Test func selfExtendingThemeIsACycle() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("format: 1\nname: me\nextends: me\n".utf8).write(to: folder.appendingPathComponent("me.yaml"))
        let output = try ToolRunner.run(["--format", "json", "me.yaml"], in: folder)
        #expect(output.status == 1)
        #expect(try JSONReport(output.standardOutput).codes == ["extends"])
    }
}

extension CLIRobustnessTests {
    @Test func themeWithHundredsOfInteractingRulesFinishes() throws {
        var text = "format: 1\nname: many-rules\nrules:\n"
        for index in 0..<600 {
            let color = String(index % 256, radix: 16, uppercase: true)
            let padded = color.count == 1 ? "0" + color : color
            text += "  - name: r\(index)\n    when: { value: { gt: \(index) } }\n"
            text += "    style: { textColor: \"#\(padded)0000\", backgroundColor: \"#FFFF\(padded)\" }\n"
        }
        let (output, report) = try Self.check(Array(text.utf8))
        #expect(output.status == 0)
        #expect(report.errors == 0)
        // 600 rules that may all match one cell are past the analysis budget: warnings plus one `limit`.
        #expect(report.codes.allSatisfy { $0 == "contrast" || $0 == "no-effect" || $0 == "limit" })
        #expect(report.codes.filter { $0 == "limit" }.count == 1)
    }
}

extension CLIRobustnessTests {
    @Test func closedPipeEndsQuietly() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var csv = "Name,Amount\n"
        for index in 0..<5_000 { csv += "row \(index),\(index - 2_500)\n" }
        try Data(csv.utf8).write(to: folder.appendingPathComponent("big.csv"))
        let binary = try #require(ToolRunner.executable).path
        let script =
            "set -o pipefail; '\(binary)' render --theme corporate --data big.csv --format json | head -c 10 > /dev/null"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        // 141 would be death by SIGPIPE; the tool stops writing and exits with its own code instead.
        #expect(process.terminationStatus == 0)
    }
}

extension CLIRobustnessTests {
    @Test func hugeRowIndicesNeitherTrapNorCountAsUnreachable() throws {
        let text = """
            format: 1
            name: huge-rows
            rules:
              - when: { row: { every: 9223372036854775807, offset: 9223372036854775807 } }
                style: { font: { italic: true } }
              - when: { row: { index: 5000 } }
                style: { font: { weight: bold } }

            """
        let (output, report) = try Self.check(Array(text.utf8))
        #expect(output.status == 0)
        #expect(report.diagnostics.isEmpty, "\(output.standardOutput)")
    }

    /// `render` and `explain` quote a theme's source lines the way validation does: control characters
    /// replaced, a 100 KB line cut to a window around the column.
    @Test(arguments: ["render", "explain"])
    func failingCommandsQuoteSourceLinesSafely(command: String) throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let padding = String(repeating: " ", count: 100_000)
        try Data("format: 1\nname: t\ncell: {\(padding)textColor: \"#12345\"}\n".utf8)
            .write(to: folder.appendingPathComponent("long.yaml"))
        try Data("format: 1\nname: t\ndescription: \"a\u{1B}[2Jb\"\n".utf8)
            .write(to: folder.appendingPathComponent("control.yaml"))
        let extra = command == "explain" ? ["--cell", "0,0"] : []
        let long = try ToolRunner.run([command, "--theme", "long.yaml"] + extra, in: folder)
        #expect(
            long
                == ToolRunner.Output(
                    status: 1, standardOutput: "",
                    standardError: "long.yaml:3:100019: error: invalid color for cell.textColor: expected #RGB, "
                        + "#RRGGBB or #RRGGBBAA, found \"#12345\" (5 hex digits) [color]\n"
                        + "…" + String(repeating: " ", count: 140) + "textColor: \"#12345\"}\n"
                        + String(repeating: " ", count: 152) + "^\n"))
        let control = try ToolRunner.run([command, "--theme", "control.yaml"] + extra, in: folder)
        #expect(
            control
                == ToolRunner.Output(
                    status: 1, standardOutput: "",
                    standardError: """
                        control.yaml:3:16: error: control character U+001B is not allowed in YAML [yaml-syntax]
                        description: "a\u{FFFD}[2Jb"
                                       ^

                        """))
    }
}
