import TableStyleDiagnostics
import TableStyleTheme

/// `themecheck [options] PATH...`: checks every file and reports all findings, then decides the exit code.
struct ValidateCommand: Sendable {
    var options: ValidateOptions
    var environment: ToolEnvironment

    func run() -> ToolResult {
        let collection = FileCollector.collect(options.paths)
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        var inputErrors = collection.errors
        var registry = ThemeRegistry()
        if let manifest = options.plugins {
            switch FileCollector.kind(of: manifest, followLinks: true) {
            case .file:
                let loaded = registry.adding(manifestAt: manifest)
                registry = loaded.registry
                diagnostics += loaded.diagnostics
                if let text = try? SourceFileReader.read(manifest, limit: registry.limits.maximumInputBytes),
                    case .contents(let bytes) = text
                {
                    sources[manifest] = String(decoding: bytes, as: UTF8.self)
                }
            case .missing:
                inputErrors.append(InputError(path: manifest, reason: "no such file or directory"))
            case .directory, .other:
                inputErrors.append(InputError(path: manifest, reason: "not a regular file"))
            }
        }
        var dataColumns: [String]?
        if let data = options.data {
            do {
                dataColumns = try TableSetup.loadData(data, command: .validate).columns.map(\.name)
            } catch {
                return error.result(usesColor: environment.usesColor)
            }
        }
        let checker = ThemeFileChecker(
            registry: registry, appearances: options.appearance.map { [$0] }, dataColumns: dataColumns)
        // Only files that could be read count as checked (`/dev/zero` is "could not be read", not both).
        var checkedCount = 0
        var stoppedFiles: Set<String> = []
        for file in collection.files {
            do {
                let checked = try checker.check(file)
                diagnostics += checked.diagnostics
                sources[file] = checked.source
                if checked.stoppedAtErrorLimit { stoppedFiles.insert(file) }
                checkedCount += 1
            } catch {
                inputErrors.append(error)
            }
        }
        let report = ValidationReport(
            diagnostics: diagnostics, fileCount: checkedCount, sources: sources, stoppedFiles: stoppedFiles)
        let formatter = DiagnosticFormatter(
            format: options.format, usesColor: environment.usesColor, unreadableCount: inputErrors.count)
        let output = formatter.format(report)
        let errors = collection.skipped.map(\.renderedAsSkipped).joined() + inputErrors.map(\.rendered).joined()
        let code = inputErrors.isEmpty ? report.exitCode(strict: options.strict) : .usageOrInput
        return ToolResult(exitCode: code, standardOutput: output, standardError: errors)
    }
}
