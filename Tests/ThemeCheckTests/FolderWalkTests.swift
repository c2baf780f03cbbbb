import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder walk names every theme it cannot read as an error: `--strict` never reports `0 files checked`
/// over files it did not read.
@Suite struct FolderWalkTests {
    /// Creates `name` (raw bytes, not necessarily UTF-8) in `folder`: a folder, or a file holding `text`.
    static func create(_ name: [UInt8], in folder: URL, text: String? = nil) throws {
        let path = Array(folder.path.utf8) + [0x2F] + name + [0]
        try path.withUnsafeBufferPointer { bytes in
            try bytes.withMemoryRebound(to: CChar.self) { path in
                let path = try #require(path.baseAddress)
                guard let text else {
                    try #require(mkdir(path, 0o755) == 0)
                    return
                }
                let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
                try #require(descriptor >= 0)
                _ = text.withCString { write(descriptor, $0, strlen($0)) }
                close(descriptor)
            }
        }
    }

    @Test func namesThatAreNotUTF8AreErrors() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.create(Array("bad".utf8) + [0xFF] + Array(".yaml".utf8), in: folder, text: "format: 1\nname: b\n")
        try Self.create([0xFE, 0x41], in: folder)
        try Self.create([0xFE, 0x41, 0x2F] + Array("inside.yml".utf8), in: folder, text: "format: 1\nname: i\n")
        // Not a theme name: not a theme, not reported.
        try Self.create([0xFF] + Array(".png".utf8), in: folder, text: "x")
        try Data("format: 1\nname: ok\n".utf8).write(to: folder.appendingPathComponent("ok.yaml"))
        let output = try ToolRunner.run(["--strict", "."], in: folder)
        #expect(output.status == 2, "\(output)")
        #expect(output.standardOutput == "1 file checked, no problems found; 2 paths could not be read.\n")
        #expect(
            output.standardError == """
                Error: cannot read './bad\u{FFFD}.yaml': its name is not valid UTF-8 (a file not checked; rename it)
                Error: cannot read './\u{FFFD}A': its name is not valid UTF-8 (a folder not checked; rename it)

                """)
    }

    /// Folders nested past `PATH_MAX` (4,096 bytes): the part the walk cannot reach is an error.
    @Test func pathsTooLongToOpenAreErrors() throws {
        let folder = try CLIRobustnessTests.scratchFolder()
        defer {
            let remover = Process()
            remover.executableURL = URL(fileURLWithPath: "/bin/rm")
            remover.arguments = ["-rf", folder.path]
            try? remover.run()
            remover.waitUntilExit()
        }
        // Created level by level through descriptors, as no path to the deepest levels can be opened.
        let name = String(repeating: "d", count: 200)
        var descriptor = open(folder.path, O_RDONLY | O_DIRECTORY)
        try #require(descriptor >= 0)
        for _ in 0..<25 {
            try #require(mkdirat(descriptor, name, 0o755) == 0)
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            try #require(next >= 0)
            descriptor = next
        }
        let file = openat(descriptor, "deep.yaml", O_WRONLY | O_CREAT, 0o644)
        try #require(file >= 0)
        _ = "format: 1\nname: deep\n".withCString { write(file, $0, strlen($0)) }
        close(file)
        close(descriptor)
        let output = try ToolRunner.run(["--strict", folder.path])
        #expect(output.status == 2, "\(output)")
        #expect(output.standardOutput == "0 files checked, no problems found; 1 path could not be read.\n")
        #expect(output.standardError.hasPrefix("Error: cannot read '\(folder.path)/\(name)/"))
        // The first folder whose path is over 4,096 bytes is named; the walk cannot go below it.
        #expect(output.standardError.hasSuffix("/\(name)': File name too long\n"))
        #expect(output.standardError.split(separator: "\n").count == 1)
    }
}
