import Foundation
import TableStyleTheme
import Testing

/// The checked-in `Sources/TableStyleTheme/EmbeddedResources.swift` against the files it embeds: any edit,
/// new or removed file under `Themes/` or `Schemas/` fails here until `swift run EmbedResourcesTool` is run.
@Suite("Embedded resources are current")
struct BundledResourcesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let regenerate = "stale Sources/TableStyleTheme/EmbeddedResources.swift: run `swift run EmbedResourcesTool`"

    /// The files of `folder` (relative to the package root) ending in `suffix`: name without extension, text.
    static func files(in folder: String, endingIn suffix: String) throws -> [String: String] {
        let directory = packageRoot.appending(path: folder)
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(suffix) {
            result[String(name.dropLast(suffix.count))] = try String(
                contentsOf: directory.appending(path: name), encoding: .utf8)
        }
        return result
    }

    @Test func theSchemaIsTheFileOnDisk() throws {
        let onDisk = try String(
            contentsOf: Self.packageRoot.appending(path: "Schemas/theme.schema.json"), encoding: .utf8)
        #expect(BundledResources.themeSchemaText == onDisk, "\(Self.regenerate)")
    }

    @Test func theThemesAreTheFilesOnDisk() throws {
        let onDisk = try Self.files(in: "Themes", endingIn: ".yaml")
        #expect(BundledResources.themeNames == onDisk.keys.sorted(), "\(Self.regenerate)")
        for (name, text) in onDisk {
            #expect(BundledResources.themeText(named: name) == text, "\(name): \(Self.regenerate)")
        }
    }

    @Test func theCompiledThemesAreTheFilesOnDisk() throws {
        let onDisk = try Self.files(in: "Themes/compiled", endingIn: ".json")
        let embeddedNames = BundledResources.themeNames.filter { BundledResources.compiledTheme(named: $0) != nil }
        #expect(embeddedNames == onDisk.keys.sorted(), "\(Self.regenerate)")
        for (name, text) in onDisk {
            let embedded = try #require(BundledResources.compiledTheme(named: name), "\(Self.regenerate)")
            #expect(embedded == (try CompiledThemeFile(json: text, file: name)), "\(name): \(Self.regenerate)")
        }
    }
}
