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
        #expect(output.standardOutput == "wrote \(page.path): 3 themes × light and dark\n")
        let html = try String(contentsOf: page, encoding: .utf8)
        for theme in ["corporate", "minimal", "dark"] {
            #expect(html.contains("<h2>\(theme)</h2>"))
            #expect(html.contains("title=\"\(theme), light\""))
            #expect(html.contains("title=\"\(theme), dark\""))
        }
        #expect(html.components(separatedBy: "<iframe ").count - 1 == 6)
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
