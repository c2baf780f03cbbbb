import Foundation
import PackagePlugin

/// Compiles every `*.theme.yaml` in a target at build time with `themecheck compile`: a theme with errors
/// fails the build with `file:line:column: error: …` (shown on the line in Xcode), and each valid theme
/// becomes `CompiledThemes.<name>`, its compiled JSON, which loads without libyaml.
///
/// Each command's inputs are the theme and every other `.yaml`/`.yml` file beside it: `extends: NAME`
/// reads only `NAME.yaml`/`NAME.yml` in the child's own folder (else a bundled theme), so those files hold
/// the whole chain, and editing a parent recompiles its children. Being inputs, SwiftPM also counts them
/// as handled and does not warn about them. The compiled JSON names the files relative to the target.
@main
struct CompileThemes: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "themecheck")
        // The concrete type: `Target.directoryURL` needs tools version 6.1, this one is there in 6.0.
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let themes = module.sourceFiles(withSuffix: ".theme.yaml").map(\.url)
        return themes.sorted { $0.path() < $1.path() }.map { theme in
            let name = String(theme.lastPathComponent.dropLast(".yaml".count))
            let output = context.pluginWorkDirectoryURL.appending(path: name + ".swift")
            return .buildCommand(
                displayName: "Compiling theme \(theme.lastPathComponent)",
                executable: tool.url,
                arguments: [
                    "compile", theme.path(percentEncoded: false), "--output", output.path(percentEncoded: false),
                    "--relative-to", module.directoryURL.path(percentEncoded: false),
                ],
                inputFiles: [theme] + Self.possibleParents(of: theme),
                outputFiles: [output]
            )
        }
    }

    /// The `.yaml` and `.yml` files beside `theme`, sorted, except `*.theme.yaml` and `*.theme.yml` (a name
    /// with a dot, which `extends` cannot name). Read from the folder rather than the target's source files,
    /// because `extends` also finds a parent the target excludes.
    static func possibleParents(of theme: URL) -> [URL] {
        let folder = theme.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))) ?? []
        return names.filter { name in
            (name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
                && !name.hasSuffix(".theme.yaml") && !name.hasSuffix(".theme.yml")
        }.sorted().map { folder.appending(path: $0) }
    }
}
