import TableStyleRender

/// `themecheck render`: renders a table with a theme in one of the renderer's outputs.
struct RenderCommand: Sendable {
    var options: RenderOptions
    var environment: ToolEnvironment

    /// Runs the command, returning the output as text.
    func run() -> ToolResult {
        let collector = ByteCollector()
        var result = run(standardOutput: collector)
        result.standardOutput = collector.text
        return result
    }

    /// Runs the command, writing the output to `standardOutput` as it is produced.
    ///
    /// - Parameter standardOutput: Where the output goes.
    /// - Returns: Standard error and the exit code.
    func run(standardOutput: any ByteSink) -> ToolResult {
        // `--output FILE`: streamed into the file, which replaces FILE only once it is complete.
        if let path = options.output {
            let table = options.table
            if let conflict = OutputFile.inputConflict(
                path, inputs: [table.theme, table.data, table.plugins], command: .render, option: .renderOutput)
            {
                return conflict
            }
            return OutputFile.stream(to: path) { sink in rendering(to: sink) }
        }
        return rendering(to: standardOutput)
    }

    private func rendering(to sink: any ByteSink) -> ToolResult {
        do {
            return try render(to: sink)
        } catch {
            return error.result(usesColor: environment.usesColor)
        }
    }

    private func render(to sink: any ByteSink) throws(CommandFailure) -> ToolResult {
        let format =
            options.format ?? options.output.flatMap(RenderFormat.init(fileExtensionOf:))
            ?? (environment.standardOutputIsTerminal && options.output == nil ? .ansi : .snapshot)
        let progress = ProgressReporter(
            sink: ProgressReporter.isShown(in: environment, format: format, writesFile: options.output != nil)
                ? FileDescriptorSink(descriptor: FileDescriptorSink.standardError) : nil)
        defer { progress.finish() }
        let setup = try TableSetup(command: .render, options: options.table)
        // Column names the theme file uses that this table lacks never match: say so, as validation does.
        let warnings = ColumnReferenceCheck.warnings(
            forThemeFile: options.table.theme, columnNames: setup.table.columns.map(\.name))
        let rowCount = setup.table.totalRowCount
        progress.update("read \(rowCount) rows")
        let styled = StyledTable(setup.table, theme: setup.compiled)
        // Saturating: `--rows 9223372036854775807:9` must not overflow.
        let window = options.rows.map { $0.start..<($0.start > Int.max - $0.count ? Int.max : $0.start + $0.count) }
        let tree = styled.renderTree(bodyRows: window)
        if environment.exitsAfterRun { ExitKeeper.keep((setup, styled, tree)) }
        progress.update("read \(rowCount) rows, writing \(format.rawValue)")
        let drawn = tree.rows.count
        switch format {
        case .snapshot:
            // Streamed; every snapshot line, the last included, ends with a newline.
            StyleSnapshotRenderer().render(tree, to: sink) { written in
                progress.update("read \(rowCount) rows, wrote \(written) of \(drawn)")
            }
            return ToolResult(exitCode: .success, standardError: warnings)
        case .json:
            // Streamed; the document is one line, which the newline ends.
            JSONRenderer().render(tree, to: sink) { written in
                progress.update("read \(rowCount) rows, wrote \(written) of \(drawn)")
            }
            Self.write("\n", to: sink)
            return ToolResult(exitCode: .success, standardError: warnings)
        case .html:
            // Streamed; the page ends with a newline.
            HTMLRenderer().render(tree, to: sink) { written in
                progress.update("read \(rowCount) rows, wrote \(written) of \(drawn)")
            }
            return ToolResult(exitCode: .success, standardError: warnings)
        case .ansi:
            // Asked for by name, ANSI is written even into a pipe; chosen by default, only on a terminal.
            let mode = TerminalColorMode.detect(force: options.format == .ansi)
            let width = options.width ?? environment.terminalWidth ?? RenderOptions.defaultANSIWidth
            // Streamed; every line ends with a newline, and a table without columns is an empty line.
            ANSIRenderer(colorMode: mode, maxWidth: width).render(tree, to: sink) { written in
                progress.update("read \(rowCount) rows, wrote \(written) of \(drawn)")
            }
            if tree.columns.isEmpty { Self.write("\n", to: sink) }
            return ToolResult(exitCode: .success, standardError: warnings)
        }
    }

    private static func write(_ text: String, to sink: any ByteSink) {
        var text = text
        text.withUTF8 { sink.write($0) }
    }
}
