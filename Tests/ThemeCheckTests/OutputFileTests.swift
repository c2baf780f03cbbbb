import Foundation
import Testing

@testable import ThemeCheckCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--output`: files written through an exclusive temporary file and a rename, devices written in place,
/// links followed, modes kept, inputs never overwritten, failed runs leaving nothing behind.
@Suite struct OutputFileTests {
    /// A theme with a schema error, so `render` fails before writing.
    static let badTheme = "format: 1\nname: bad\nnope: 1\n"

    /// `lstat`'s file type bits of `path`, or `nil` when nothing is there.
    static func type(of path: URL) -> mode_t? {
        var info = stat()
        guard lstat(path.path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func status(_ path: URL) throws -> stat {
        var info = stat()
        try #require(stat(path.path, &info) == 0, "stat \(path.path)")
        return info
    }

    /// What `render --theme minimal` writes to standard output.
    static func minimalSnapshot() throws -> String {
        let output = try ToolRunner.run(["render", "--theme", "minimal"])
        #expect(output.status == 0)
        return output.standardOutput
    }

    /// The entries of `folder`, hidden ones included, sorted.
    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aNameWhereALinkIsPlantedIsPassedOver() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        let target = folder.appendingPathComponent("out.html").path
        for planted in ["aaaa", "bbbb"] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(".out.html.themecheck-\(planted)").path,
                withDestinationPath: victim.path)
        }
        var names = ["aaaa", "bbbb", "cccc"].makeIterator()
        let created = try ExclusiveTemporaryFile.create(beside: target, mode: 0o600) { names.next() ?? "" }.get()
        defer { unlink(created.path) }
        let text = "written"
        _ = text.withCString { write(created.descriptor, $0, strlen($0)) }
        close(created.descriptor)
        #expect(created.path == folder.appendingPathComponent(".out.html.themecheck-cccc").path)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: created.path, encoding: .utf8) == "written")
        #expect(Self.type(of: folder.appendingPathComponent(".out.html.themecheck-aaaa")) == S_IFLNK)
    }

    @Test func whenEveryNameIsTakenNothingIsOpened() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(".out.themecheck-x").path, withDestinationPath: victim.path)
        var attempts = 0
        let result = ExclusiveTemporaryFile.create(beside: folder.appendingPathComponent("out").path, mode: 0o600) {
            attempts += 1
            return "x"
        }
        #expect(throws: POSIXError.self) { try result.get() }
        #expect(attempts == ExclusiveTemporaryFile.attempts)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
    }

    /// The old fixed name `<out>.themecheck-partial` is where a link used to be planted.
    @Test(arguments: [
        ["render", "--theme", "minimal"], ["render", "--theme", "bad.yaml"], ["compile", "minimal"],
        ["gallery", "minimal"],
    ])
    func aLinkPlantedNextToTheOutputIsNeverWritten(arguments: [String]) throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.badTheme.utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        let victim = folder.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        for name in ["out.html.themecheck-partial", ".out.html.themecheck-partial", ".out.html.themecheck-"] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: victim.path)
        }
        let output = try ToolRunner.run(arguments + ["--output", "out.html"], in: folder)
        #expect([0, 1].contains(output.status), "\(output)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(Self.type(of: folder.appendingPathComponent("out.html")) == (output.status == 0 ? S_IFREG : nil))
        // No temporary file is left behind.
        let planted = [".out.html.themecheck-", ".out.html.themecheck-partial", "out.html.themecheck-partial"]
        let expected = Set(planted + ["bad.yaml", "victim"] + (output.status == 0 ? ["out.html"] : []))
        #expect(Set(try Self.entries(folder)) == expected)
    }

    @Test func aFIFOIsWrittenAndStaysAFIFO() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        // Opened for reading first (without blocking), so themecheck's open for writing does not wait.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        let output = try ToolRunner.run(["render", "--theme", "minimal", "--output", fifo.path])
        #expect(output == ToolRunner.Output(status: 0, standardOutput: "", standardError: ""))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, 65536) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        #expect(String(decoding: received, as: UTF8.self) == (try Self.minimalSnapshot()))
        #expect(Self.type(of: fifo) == S_IFIFO)
        #expect(try Self.entries(folder) == ["pipe"])
    }

    /// A private copy of `/dev/null` (made only where the tests may create devices, as root) stays a device.
    @Test(arguments: [["render", "--theme", "minimal"], ["compile", "minimal"], ["gallery", "minimal"]])
    func aCharacterDeviceIsWrittenNotReplaced(arguments: [String]) throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = folder.appendingPathComponent("null")
        // Device 1:3 is `/dev/null` on Linux.
        guard mknod(device.path, S_IFCHR | 0o666, (1 << 8) | 3) == 0 else { return }
        let output = try ToolRunner.run(arguments + ["--output", device.path])
        #expect(output.status == 0, "\(output)")
        #expect(Self.type(of: device) == S_IFCHR)
        #expect(try Self.entries(folder) == ["null"])
    }

    @Test(arguments: [0o600, 0o640, 0o755] as [mode_t])
    func aReplacedFileKeepsItsMode(mode: mode_t) throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.txt")
        try Data("old".utf8).write(to: report)
        try #require(chmod(report.path, mode) == 0)
        let output = try ToolRunner.run([
            "render", "--theme", "minimal", "--format", "snapshot", "--output", report.path,
        ])
        #expect(output.status == 0)
        #expect(try Self.status(report).st_mode & 0o777 == mode)
        #expect(try String(contentsOf: report, encoding: .utf8) == (try Self.minimalSnapshot()))
    }

    /// A link at the output is followed: its target gets the output, the link stays a link.
    @Test func aLinkAtTheOutputIsFollowedAndKept() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("site/page.txt")
        try Data("old".utf8).write(to: target)
        try #require(chmod(target.path, 0o640) == 0)
        let link = folder.appendingPathComponent("page.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "site/page.txt")
        let output = try ToolRunner.run(
            ["render", "--theme", "minimal", "--format", "snapshot", "--output", "page.txt"], in: folder)
        #expect(output.status == 0)
        #expect(Self.type(of: link) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "site/page.txt")
        #expect(try String(contentsOf: target, encoding: .utf8) == (try Self.minimalSnapshot()))
        #expect(try Self.status(target).st_mode & 0o777 == 0o640)
        #expect(try Self.entries(folder.appendingPathComponent("site")) == ["page.txt"])
    }

    @Test func aDanglingLinkAtTheOutputIsRefused() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("out.txt").path, withDestinationPath: "missing/elsewhere.txt")
        let output = try ToolRunner.run(["render", "--theme", "minimal", "--output", "out.txt"], in: folder)
        #expect(
            output
                == ToolRunner.Output(
                    status: 2, standardOutput: "",
                    standardError:
                        "themecheck: error: cannot write 'out.txt': a dangling symbolic link or a link loop (not followed)\n"
                ))
        #expect(try Self.entries(folder) == ["out.txt"])
    }

    /// The name given gets the new file; another hard link to the old file keeps the old content.
    @Test func aHardLinkedOutputIsReplacedUnderItsNameOnly() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.txt")
        let second = folder.appendingPathComponent("b.txt")
        try Data("old".utf8).write(to: first)
        try #require(link(first.path, second.path) == 0)
        let output = try ToolRunner.run([
            "render", "--theme", "minimal", "--format", "snapshot", "--output", first.path,
        ])
        #expect(output.status == 0)
        #expect(try String(contentsOf: first, encoding: .utf8) == (try Self.minimalSnapshot()))
        #expect(try String(contentsOf: second, encoding: .utf8) == "old")
    }

    @Test(arguments: [
        ["render", "--theme", "bad.yaml"], ["render", "--theme", "minimal", "--data", "missing.csv"],
        ["compile", "bad.yaml"], ["gallery", "minimal", "--data", "missing.csv"],
    ])
    func aFailedRunCreatesAndTruncatesNothing(arguments: [String]) throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.badTheme.utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        let existing = folder.appendingPathComponent("existing.txt")
        try Data("old".utf8).write(to: existing)
        let before = try Self.status(existing)
        for name in ["existing.txt", "new.txt"] {
            let output = try ToolRunner.run(arguments + ["--output", name], in: folder)
            #expect([1, 2].contains(output.status), "\(output)")
        }
        #expect(try Self.entries(folder) == ["bad.yaml", "existing.txt"])
        #expect(try String(contentsOf: existing, encoding: .utf8) == "old")
        #expect(try Self.status(existing).st_ino == before.st_ino)
    }

    @Test(arguments: [
        (["compile", "t.yaml", "--output", "t.yaml"], "'t.yaml' is also an input of this command;"),
        (
            ["compile", "t.yaml", "--output", "./link.yaml"],
            "'./link.yaml' is also an input of this command ('t.yaml');"
        ),
        (["compile", "t.yaml", "--output", "hard.yaml"], "'hard.yaml' is also an input of this command ('t.yaml');"),
        (["compile", "child.yaml", "--output", "t.yaml"], "'t.yaml' is also an input of this command"),
        (["render", "--theme", "t.yaml", "--data", "d.csv", "--output", "d.csv"], "'d.csv' is also an input"),
        (["render", "--theme", "t.yaml", "--output", "t.yaml", "--watch"], "'t.yaml' is also an input"),
        (["render", "--theme", "t.yaml", "--output", "new.yml", "--watch"], "'new.yml' is in the theme's folder"),
        (["gallery", "minimal", "t.yaml", "--output", "t.yaml"], "'t.yaml' is also an input"),
    ])
    func anOutputThatIsAnInputIsAUsageError(arguments: [String], message: String) throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "t.yaml": "format: 1\nname: t\n", "child.yaml": "format: 1\nname: child\nextends: t\n", "d.csv": "a\n1\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.yaml").path, withDestinationPath: "t.yaml")
        try #require(
            link(folder.appendingPathComponent("t.yaml").path, folder.appendingPathComponent("hard.yaml").path) == 0)
        let output = try ToolRunner.run(arguments, in: folder, timeout: 60)
        #expect(output.status == 2, "\(output)")
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("Error: Invalid value for '--output <file>': \(message)"), "\(output)")
        for (name, text) in files {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == text)
        }
        #expect(try Self.entries(folder) == ["child.yaml", "d.csv", "hard.yaml", "link.yaml", "t.yaml"])
    }

    /// Runs writing to one output at the same time each rename a complete file of their own.
    @Test func concurrentRunsEachLeaveACompleteFile() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = try #require(ToolRunner.executable)
        var csv = "name,amount\n"
        for row in 0..<20_000 { csv += "row \(row),\(row * 7 % 1000)\n" }
        try Data(csv.utf8).write(to: folder.appendingPathComponent("d.csv"))
        let themes = ["minimal", "corporate", "dark", "minimal"]
        let processes = themes.map { theme in
            let process = Process()
            process.executableURL = executable
            process.arguments = [
                "render", "--theme", theme, "--data", "d.csv", "--format", "json", "--output", "out.json",
            ]
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0])
        let written = try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8)
        var expected: Set<String> = []
        for theme in themes {
            let alone = try ToolRunner.run(
                ["render", "--theme", theme, "--data", "d.csv", "--format", "json"], in: folder)
            expected.insert(alone.standardOutput)
        }
        #expect(expected.contains(written))
        #expect(try Self.entries(folder) == ["d.csv", "out.json"])
    }

    @Test func compileLeavesAnUnchangedFileAlone() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.json")
        #expect(try ToolRunner.run(["compile", "corporate", "--output", out.path]).status == 0)
        try #require(utimes(out.path, nil) == 0)
        var old = [timeval(tv_sec: 1_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000, tv_usec: 0)]
        try #require(utimes(out.path, &old) == 0)
        let inode = try Self.status(out).st_ino
        #expect(try ToolRunner.run(["compile", "corporate", "--output", out.path]).status == 0)
        #expect(try Self.status(out).st_mtim.tv_sec == 1_000_000)
        #expect(try Self.status(out).st_ino == inode)
        #expect(try ToolRunner.run(["compile", "dark", "--output", out.path]).status == 0)
        #expect(try Self.status(out).st_ino != inode)
    }

    /// The comparison reads in pieces: a difference in the last byte past the first piece is seen.
    @Test func holdsComparesAcrossPieces() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("f")
        let text = String(repeating: "abcdefgh", count: OutputFile.comparisonChunk / 4) + "z"
        try Data(text.utf8).write(to: file)
        #expect(OutputFile.holds(text, at: file.path))
        #expect(!OutputFile.holds(String(text.dropLast()) + "y", at: file.path))
        #expect(!OutputFile.holds(String(text.dropLast()), at: file.path))
        #expect(!OutputFile.holds(text + "z", at: file.path))
        #expect(!OutputFile.holds("y" + String(text.dropFirst()), at: file.path))
    }
}
