/// `themecheck render`: renders a table with a theme.
struct RenderCommand: Sendable {
    var options: RenderOptions
    var environment: ToolEnvironment

    func run() -> ToolResult {
        ToolResult(exitCode: .usageOrInput, standardError: "Error: render is not available yet\n")
    }
}
