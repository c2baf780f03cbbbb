/// `themecheck explain`: prints, per style attribute of one cell, its value and where it came from.
struct ExplainCommand: Sendable {
    var options: ExplainOptions
    var environment: ToolEnvironment

    func run() -> ToolResult {
        ToolResult(exitCode: .usageOrInput, standardError: "Error: explain is not available yet\n")
    }
}
