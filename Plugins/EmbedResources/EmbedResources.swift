import Foundation
import PackagePlugin

/// Embeds the bundled themes (`Themes/*.yaml`, and their compiled forms `Themes/compiled/*.json`) and the
/// theme schema (`Schemas/theme.schema.json`)
/// into the theme module as Swift string literals, so they are available by name at run time with
/// no resource bundle and no source tree.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let themes = root.appending(path: "Themes")
        let schema = root.appending(path: "Schemas").appending(path: "theme.schema.json")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: themes.path())) ?? []
        let themeFiles = names.filter { $0.hasSuffix(".yaml") }.sorted().map { themes.appending(path: $0) }
        // The compiled forms of the bundled themes, checked in so a build without libyaml can load them.
        let compiled = themes.appending(path: "compiled")
        let compiledNames = (try? FileManager.default.contentsOfDirectory(atPath: compiled.path())) ?? []
        let compiledFiles = compiledNames.filter { $0.hasSuffix(".json") }.sorted().map { compiled.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        let tool = try context.tool(named: "EmbedResourcesTool")
        return [
            .buildCommand(
                displayName: "Embedding bundled themes and the theme schema",
                executable: tool.url,
                arguments: [output.path(), schema.path()] + (themeFiles + compiledFiles).map { $0.path() },
                inputFiles: [schema] + themeFiles + compiledFiles,
                outputFiles: [output]
            )
        ]
    }
}
