import Foundation
import PackagePlugin

/// Compiles every `*.theme.yaml` in a target at build time with `themecheck compile`: a theme with errors
/// fails the build with `file:line:column: error: …` (shown on the line in Xcode), and each valid theme
/// becomes `CompiledThemes.<name>`, its compiled JSON, which loads without libyaml.
@main
struct CompileThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "themecheck")
        guard let module = target as? SourceModuleTarget else { return [] }
        let themes = module.sourceFiles(withSuffix: ".theme.yaml").map(\.url)
        return themes.sorted { $0.path() < $1.path() }.map { theme in
            let name = String(theme.lastPathComponent.dropLast(".yaml".count))
            let output = context.pluginWorkDirectoryURL.appending(path: name + ".swift")
            return .buildCommand(
                displayName: "Compiling theme \(theme.lastPathComponent)",
                executable: tool.url,
                arguments: ["compile", theme.path(), "--output", output.path()],
                inputFiles: [theme],
                outputFiles: [output]
            )
        }
    }
}
