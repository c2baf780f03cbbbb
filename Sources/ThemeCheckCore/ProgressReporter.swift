import TableStyleRender

/// Progress of a long `render` on standard error: one line (rows read, rows written) rewritten in place,
/// shown only once the job has run for a second, and cleared when it ends.
///
/// Shown only where a person watches a terminal that the output does not go to
/// (``isShown(in:format:writesFile:)``): never when standard error is a pipe or file, never when the output
/// itself goes to the terminal, and never for `--format json` (output for programs).
final class ProgressReporter {
    /// Where the line goes (`nil`: progress is off).
    private let sink: (any ByteSink)?
    /// How long a job runs before its progress is shown.
    private let delay: Duration
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastShown: ContinuousClock.Instant?
    /// Whether a line is on the terminal (to clear at the end).
    private var isShowing = false

    /// Creates a reporter.
    ///
    /// - Parameters:
    ///   - sink: Standard error, or `nil` for no progress.
    ///   - delay: How long before the first line (default one second).
    init(sink: (any ByteSink)?, delay: Duration = .seconds(1)) {
        self.sink = sink
        self.delay = delay
        start = clock.now
    }

    /// Whether progress is shown for a render in `format` run in `environment`: standard error is a
    /// terminal, the output does not go to the terminal (it goes to a file, or standard output is not a
    /// terminal), and the format is not JSON.
    ///
    /// - Parameters:
    ///   - environment: Where the tool runs.
    ///   - format: The output format.
    ///   - writesFile: Whether the output goes to a file (`--output`) rather than standard output.
    /// - Returns: Whether to show it.
    static func isShown(in environment: ToolEnvironment, format: RenderFormat, writesFile: Bool) -> Bool {
        let outputOnTerminal = !writesFile && environment.standardOutputIsTerminal
        return environment.standardErrorIsTerminal && !outputOnTerminal && format != .json
    }

    /// Shows `text` as the progress line, if the job has run long enough and the line was not just
    /// rewritten (at most ten times a second).
    ///
    /// - Parameter text: The progress (built only when shown).
    func update(_ text: @autoclosure () -> String) {
        guard let sink else { return }
        let now = clock.now
        guard now - start >= delay else { return }
        if let lastShown, now - lastShown < .milliseconds(100) { return }
        lastShown = now
        isShowing = true
        // Carriage return and erase-line: the line is rewritten in place.
        var line = "\r\u{1B}[Kthemecheck: " + text()
        line.withUTF8 { sink.write($0) }
    }

    /// Clears the progress line, if one is shown.
    func finish() {
        guard let sink, isShowing else { return }
        isShowing = false
        var clear = "\r\u{1B}[K"
        clear.withUTF8 { sink.write($0) }
    }
}
