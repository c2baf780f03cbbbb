import Foundation
import Testing

/// The theme author's commands that write files: `gallery`.
@Suite struct CLIAuthoringTests {
    @Test func galleryShowsEveryBundledThemeInBothAppearancesWithFindings() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("gallery.html")
        let output = try ToolRunner.run(["gallery", "--output", page.path])
        #expect(output.status == 0)
        #expect(output.standardOutput == "wrote \(page.path): 4 themes × light and dark\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        for theme in ["analytics", "corporate", "minimal", "dark"] {
            #expect(html.contains("<h2>\(theme)</h2>"))
            #expect(html.contains("title=\"\(theme), light\""))
            #expect(html.contains("title=\"\(theme), dark\""))
        }
        #expect(html.components(separatedBy: "<iframe ").count - 1 == 8)
        // Each pane is a whole rendered page, escaped into `srcdoc`.
        #expect(html.contains("srcdoc=\"&lt;!DOCTYPE html&gt;"))
    }

    @Test func galleryOfAThemeWithErrorsShowsThemAndExitsOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("gallery.html")
        let output = try ToolRunner.run(["gallery", "codes/color.yaml", "minimal", "--output", page.path])
        #expect(output.status == 1)
        #expect(output.standardOutput == "wrote \(page.path): 2 themes × light and dark, 1 with errors\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<pre class=\"errors\">codes/color.yaml:"))
        #expect(html.components(separatedBy: "<iframe ").count - 1 == 2)
    }

    @Test func galleryToAnUnwritablePathIsExitTwo() throws {
        let output = try ToolRunner.run(["gallery", "minimal", "--output", "/no/such/dir/g.html"])
        #expect(output.status == 2)
        #expect(output.standardError.hasPrefix("themecheck: error: cannot write '/no/such/dir/g.html'"))
    }
}

/// `render --watch`, run as the real binary: it re-renders after a save and keeps the last good output
/// after a broken one.
@Suite struct CLIWatchTests {
    /// Polls `condition` every 100 ms for up to `seconds`.
    func eventually(_ seconds: Double = 15, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }

    @Test func reRendersOnChangeAndKeepsTheLastGoodOutputWhenTheThemeBreaks() throws {
        let executable = try #require(ToolRunner.executable)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let theme = directory.appendingPathComponent("t.yaml")
        let page = directory.appendingPathComponent("out.html")
        func save(_ text: String) throws { try Data(text.utf8).write(to: theme, options: .atomic) }
        func read() -> String { (try? String(contentsOf: page, encoding: .utf8)) ?? "" }
        let red = "format: 1\nname: t\nrules:\n  - when: { value: negative }\n    style: { textColor: systemRed }\n"
        try save(red)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["render", "--theme", theme.path, "--watch", "--output", page.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        #expect(eventually { read().contains("#FF3B30") })
        #expect(read().contains("<meta http-equiv=\"refresh\" content=\"1\">"))
        try save(red.replacingOccurrences(of: "systemRed", with: "systemGreen"))
        #expect(eventually { read().contains("#34C759") })
        let good = read()
        try save(red + "broken: [\n")
        // The failure is reported; the page stays as it was.
        Thread.sleep(forTimeInterval: 2)
        #expect(read() == good)
        #expect(process.isRunning)
        process.terminate()
        // Interrupted, the watch ends (it unblocks the signals its launcher may have blocked).
        #expect(eventually(10) { !process.isRunning })
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(messages.contains("t.yaml:7:1: error: did not find expected node content"))
        #expect(messages.contains("render failed; kept the last good output"))
    }
}
