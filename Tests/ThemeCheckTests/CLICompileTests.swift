import Foundation
import Testing

/// `themecheck compile`: the compiled form on standard output or in a file, the Swift form the build
/// plugin writes, and errors printed the way Xcode reads them.
@Suite("themecheck compile")
struct CLICompileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func bundledNameCompilesToTheEmbeddedForm() throws {
        let output = try ToolRunner.run(["compile", "corporate"])
        #expect(output.status == 0)
        let embedded = try String(
            contentsOf: ToolRunner.packageRoot.appendingPathComponent("Themes/compiled/corporate.json"),
            encoding: .utf8)
        #expect(output.standardOutput == embedded)
    }

    @Test func errorsArePrintedFileLineColumnAndNothingIsWritten() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let theme = dir.appendingPathComponent("brand.theme.yaml")
        try "format: 1\nname: brand\nextends: corporate\ncell:\n  textColor: nope\n"
            .write(to: theme, atomically: true, encoding: .utf8)
        let target = dir.appendingPathComponent("Brand.swift")
        let output = try ToolRunner.run(["compile", theme.path, "--output", target.path])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("\(theme.path):5:14: error: "))
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func swiftOutputAddsTheJSONToCompiledThemesAndExplainCitesTheYAML() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let theme = dir.appendingPathComponent("dark-blue.theme.yaml")
        try "format: 1\nname: dark-blue\nextends: dark\nheader:\n  textColor: \"#123456\"\n"
            .write(to: theme, atomically: true, encoding: .utf8)
        let swift = dir.appendingPathComponent("DarkBlue.swift")
        #expect(try ToolRunner.run(["compile", theme.path, "--output", swift.path]).status == 0)
        let source = try String(contentsOf: swift, encoding: .utf8)
        #expect(source.contains("extension CompiledThemes {"))
        #expect(source.contains("static let darkBlue: String = \"{\\\"format\\\":\\\"tablestylekit-compiled-theme\\\""))
        let json = dir.appendingPathComponent("dark-blue.json")
        #expect(try ToolRunner.run(["compile", theme.path, "--output", json.path]).status == 0)
        let explained = try ToolRunner.run(["explain", "--theme", json.path, "--cell", "header,0"])
        #expect(explained.status == 0)
        #expect(explained.standardOutput.contains("header (\(theme.path):5)"))
        #expect(explained.standardOutput.contains("<bundled>/dark.yaml:"))
    }

    @Test func relativeToNamesTheChainInsideTheFolderRelativeToIt() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "format: 1\nname: house\nextends: corporate\nheader:\n  textColor: \"#1B4F72\"\n"
            .write(to: dir.appendingPathComponent("house.yaml"), atomically: true, encoding: .utf8)
        let child = dir.appendingPathComponent("product.theme.yaml")
        try "format: 1\nname: product\nextends: house\n".write(to: child, atomically: true, encoding: .utf8)
        let json = dir.appendingPathComponent("product.json")
        let compiled = try ToolRunner.run(["compile", child.path, "--output", json.path, "--relative-to", dir.path])
        #expect(compiled.status == 0)
        let text = try String(contentsOf: json, encoding: .utf8)
        #expect(text.contains("\"file\":\"product.theme.yaml\""))
        #expect(text.contains("\"file\":\"house.yaml\""))
        #expect(text.contains("\"file\":\"<bundled>/corporate.yaml\""))
        #expect(!text.contains(dir.path))
        let explained = try ToolRunner.run(["explain", "--theme", json.path, "--cell", "header,0"])
        #expect(explained.standardOutput.contains("house.yaml:5"))
        #expect(!explained.standardOutput.contains(dir.path))
    }

    @Test func relativeToLeavesTheBuildTimeErrorsAtThePathGiven() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let theme = dir.appendingPathComponent("brand.theme.yaml")
        try "format: 1\nname: brand\ncell:\n  textColor: nope\n".write(to: theme, atomically: true, encoding: .utf8)
        let output = try ToolRunner.run(["compile", theme.path, "--relative-to", dir.path])
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("\(theme.path):4:14: error: "))
    }

    @Test func compileTakesExactlyOneTheme() throws {
        #expect(try ToolRunner.run(["compile"]).status == 2)
        #expect(try ToolRunner.run(["compile", "corporate", "dark"]).status == 2)
    }
}
