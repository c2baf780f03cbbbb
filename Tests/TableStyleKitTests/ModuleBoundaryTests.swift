import Foundation
import Testing

/// The architecture's rules, checked on the package's own sources: the layers below the YAML layer's users
/// never import it, no public type takes a name an app's other imports already use, and themecheck keeps no
/// copy of what the library defines.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static func swiftFiles(in module: String) throws -> [(name: String, text: String)] {
        let folder = sources.appendingPathComponent(module)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    @Test(arguments: ["TableStyleEngine", "TableStyleRender"])
    func layerDoesNotImportTheYAMLLayer(module: String) throws {
        let files = try Self.swiftFiles(in: module)
        #expect(!files.isEmpty)
        let importing = files.filter { $0.text.contains("import TableStyleYAML") || $0.text.contains("import CYAML") }
        #expect(importing.map(\.name) == [])
    }

    /// What an iOS app links (TableStyleKitCore and below) never reaches libyaml.
    @Test(arguments: [
        "TableStyleYAMLNodes", "TableStyleTheme", "TableStyleEngine", "TableStyleRender", "TableStyleKitCore",
    ])
    func layerBuildsWithoutLibYAML(module: String) throws {
        let files = try Self.swiftFiles(in: module)
        #expect(!files.isEmpty)
        let parser = try Regex(#"(?m)^\s*(?:@_exported |public |internal )?import (?:TableStyleYAML|CYAML)\s*$"#)
        #expect(files.filter { $0.text.contains(parser) }.map(\.name) == [])
    }

    @Test func noTopLevelPublicTypeCollidesWithFoundationSwiftUIOrYams() throws {
        let taken = ["Predicate", "TextAlignment", "EdgeInsets", "Mark"]
        let pattern = try Regex(
            #"(?m)^public (?:final |indirect )*(?:struct|enum|class|protocol|typealias|actor) (\w+)"#)
        var offenders: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: Self.sources.path) {
            for file in try Self.swiftFiles(in: module) {
                for match in file.text.matches(of: pattern) {
                    if let name = match.output[1].substring, taken.contains(String(name)) {
                        offenders.append("\(module)/\(file.name): \(name)")
                    }
                }
            }
        }
        #expect(offenders == [])
    }

    @Test func themecheckKeepsNoShadowCopies() throws {
        let shadows = ["ColorResolver", "StyleProperty", "EditDistance", "YAMLPathLocator", "SourceLineIndex"]
        let declared = try Self.swiftFiles(in: "ThemeCheckCore").flatMap { file in
            shadows.filter { name in
                file.text.contains("struct \(name)") || file.text.contains("enum \(name)")
                    || file.text.contains("class \(name)")
            }
        }
        #expect(declared == [])
    }
}
