import TableStyleRender

/// `themecheck render`: renders a table with a theme in one of the renderer's outputs.
struct RenderCommand: Sendable {
    var options: RenderOptions
    var environment: ToolEnvironment

    func run() -> ToolResult {
        do {
            return try render()
        } catch {
            return error.result(usesColor: environment.usesColor)
        }
    }

    private func render() throws(CommandFailure) -> ToolResult {
        let setup = try TableSetup(command: .render, options: options.table)
        let styled = StyledTable(setup.table, theme: setup.compiled)
        // Saturating: `--rows 9223372036854775807:9` must not overflow.
        let window = options.rows.map { $0.start..<($0.start > Int.max - $0.count ? Int.max : $0.start + $0.count) }
        let tree = styled.renderTree(bodyRows: window)
        let format =
            options.format ?? options.output.flatMap(RenderFormat.init(fileExtensionOf:))
            ?? (environment.standardOutputIsTerminal && options.output == nil ? .ansi : .snapshot)
        let output: String
        switch format {
        case .snapshot:
            output = StyleSnapshotRenderer().render(tree)
        case .json:
            output = JSONRenderer().render(tree)
        case .html:
            output = HTMLRenderer().render(tree)
        case .ansi:
            // Asked for by name, ANSI is written even into a pipe; chosen by default, only on a terminal.
            let mode = TerminalColorMode.detect(force: options.format == .ansi)
            let width = options.width ?? environment.terminalWidth
            output = ANSIRenderer(colorMode: mode, maxWidth: width).render(tree)
        }
        let text = output.hasSuffix("\n") ? output : output + "\n"
        if let path = options.output {
            if let failure = OutputFile.write(text, to: path) { return failure }
            return ToolResult(exitCode: .success)
        }
        return ToolResult(exitCode: .success, standardOutput: text)
    }
}
