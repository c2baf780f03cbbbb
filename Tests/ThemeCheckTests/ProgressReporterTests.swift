import Foundation
import TableStyleRender
import Testing

@testable import ThemeCheckCore

@Suite("Render progress")
struct ProgressReporterTests {
    @Test func shownOnlyOnATerminalTheOutputDoesNotGoTo() {
        let toFile = ToolEnvironment(standardOutputIsTerminal: false, standardErrorIsTerminal: true)
        #expect(ProgressReporter.isShown(in: toFile, format: .html, writesFile: false))
        #expect(ProgressReporter.isShown(in: toFile, format: .snapshot, writesFile: false))
        // In a terminal with `--output FILE`: the output goes to the file, so the terminal shows progress.
        let terminal = ToolEnvironment(standardOutputIsTerminal: true, standardErrorIsTerminal: true)
        #expect(ProgressReporter.isShown(in: terminal, format: .html, writesFile: true))
        // JSON is for programs; standard error in a pipe or file; output on the terminal itself.
        #expect(!ProgressReporter.isShown(in: toFile, format: .json, writesFile: false))
        #expect(!ProgressReporter.isShown(in: terminal, format: .json, writesFile: true))
        #expect(
            !ProgressReporter.isShown(
                in: ToolEnvironment(standardErrorIsTerminal: false), format: .html, writesFile: true))
        #expect(!ProgressReporter.isShown(in: terminal, format: .ansi, writesFile: false))
    }

    @Test func aLineIsWrittenInPlaceAndClearedAtTheEnd() {
        let sink = ByteCollector()
        let progress = ProgressReporter(sink: sink, delay: .zero)
        progress.update("read 5 rows")
        progress.finish()
        #expect(sink.text == "\r\u{1B}[Kthemecheck: read 5 rows\r\u{1B}[K")
    }

    @Test func nothingBeforeTheDelayOrWithoutATerminal() {
        let sink = ByteCollector()
        let early = ProgressReporter(sink: sink, delay: .seconds(3600))
        early.update("read 5 rows")
        early.finish()
        #expect(sink.bytes.isEmpty)
        let off = ProgressReporter(sink: nil, delay: .zero)
        off.update("read 5 rows")
        off.finish()
    }

    /// The process itself, its standard error a file: a render long enough for progress leaves it empty.
    @Test func aLongRenderIntoFilesWritesNoProgress() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = (0..<40_000).map { "\($0),-\($0).5,name \($0)" }.joined(separator: "\n")
        try Data(("ID,Amount,Name\n" + rows + "\n").utf8).write(to: folder.appendingPathComponent("big.csv"))
        for format in ["snapshot", "html"] {
            let output = try ToolRunner.run(
                ["render", "--theme", "minimal", "--data", "big.csv", "--sort", "Amount", "--format", format],
                in: folder)
            #expect(output.status == 0)
            #expect(output.standardError.isEmpty)
            #expect(!output.standardOutput.contains("\u{1B}[K"))
        }
    }
}
