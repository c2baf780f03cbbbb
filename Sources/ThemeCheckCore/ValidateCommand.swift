import TableStyleYAML

/// `themecheck [options] PATH...`: checks every file and reports all findings, then decides the exit code.
struct ValidateCommand: Sendable {
    var options: ValidateOptions
    var environment: ToolEnvironment

    func run() -> ToolResult {
        let collection = FileCollector.collect(options.paths)
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        var inputErrors = collection.errors
        for file in collection.files {
            do {
                let checked = try ThemeFileChecker().check(file)
                diagnostics += checked.diagnostics
                sources[file] = checked.source
            } catch {
                inputErrors.append(error)
            }
        }
        let report = ValidationReport(diagnostics: diagnostics, fileCount: collection.files.count, sources: sources)
        let output = DiagnosticFormatter(format: options.format, usesColor: environment.usesColor).format(report)
        let errors = inputErrors.map(\.rendered).joined()
        let code = inputErrors.isEmpty ? report.exitCode(strict: options.strict) : .usageOrInput
        return ToolResult(exitCode: code, standardOutput: output, standardError: errors)
    }
}
