import Foundation
import TableStyleDiagnostics
import TableStyleJSON

/// Writes a ``ValidationReport`` in one of the ``DiagnosticFormat``s.
struct DiagnosticFormatter: Sendable {
    /// The format.
    var format: DiagnosticFormat
    /// Whether human output may use ANSI colours.
    var usesColor: Bool
    /// How many paths could not be read (their errors go to standard error; the summary counts them).
    var unreadableCount = 0

    /// The text for standard output.
    ///
    /// - Parameter report: The report.
    /// - Returns: The formatted findings (and, for human output, a summary line).
    func format(_ report: ValidationReport) -> String {
        switch format {
        case .human: return human(report)
        case .json: return json(report)
        case .github: return github(report)
        }
    }

    /// `{"diagnostics":[{"file","line","column","severity","code","message"}],"errors":N,"warnings":N}` + newline,
    /// then `"stopped":[FILE, …]` when a file's check stopped at its error limit (its errors are a lower bound).
    ///
    /// The object's keys are a contract, so notes are folded into `message` (``Diagnostic/inlineMessage``).
    func json(_ report: ValidationReport) -> String {
        let items: [JSONValue] = report.diagnostics.map { diagnostic in
            .object([
                "file": .string(diagnostic.location.file),
                "line": .int(diagnostic.location.line),
                "column": .int(diagnostic.location.column),
                "severity": .string(diagnostic.severity.rawValue),
                "code": .string(diagnostic.code.rawValue),
                "message": .string(diagnostic.inlineMessage),
            ])
        }
        var members: [(String, JSONValue)] = [
            ("diagnostics", .array(items)),
            ("errors", .int(report.errorCount)),
            ("warnings", .int(report.warningCount)),
        ]
        if !report.stoppedFiles.isEmpty {
            let files = report.stoppedFiles.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            members.append(("stopped", .array(files.map(JSONValue.string))))
        }
        let object = JSONValue.object(JSONObject(members))
        return JSONWriter().string(from: object) + "\n"
    }

    /// `::error file=…,line=…,col=…::message`, one line per diagnostic (notes folded into the message),
    /// escaped as workflow commands require.
    func github(_ report: ValidationReport) -> String {
        var output = ""
        for (index, diagnostic) in report.diagnostics.enumerated() {
            let location = diagnostic.location
            output += "::\(diagnostic.severity.rawValue) file=\(Self.escapeProperty(location.file))"
            output += ",line=\(location.line),col=\(location.column)::"
            output += Self.escapeData(diagnostic.inlineMessage) + "\n"
            if let omitted = Self.omission(after: index, in: report) {
                output += "::notice file=\(Self.escapeProperty(location.file))::\(Self.escapeData(omitted))\n"
            }
        }
        return output
    }

    /// Compiler style: `path:line:column: severity: message [code]`, the source line, a caret, and each note
    /// the same way (``DiagnosticRenderer``); then a summary.
    func human(_ report: ValidationReport) -> String {
        var output = ""
        if !report.diagnostics.isEmpty {
            let renderer = DiagnosticRenderer(colors: usesColor)
            if report.omittedCounts.isEmpty && report.stoppedFiles.isEmpty {
                output += renderer.render(report.diagnostics, sources: report.sources) + "\n"
            } else {
                // Each file's diagnostics, and after a file's last one the line saying how many were left out.
                var start = 0
                for index in report.diagnostics.indices {
                    guard let omitted = Self.omission(after: index, in: report) else { continue }
                    let file = report.diagnostics[index].location.file
                    output += renderer.render(Array(report.diagnostics[start...index]), sources: report.sources) + "\n"
                    output += ControlCharacters.escaped(file) + ": note: " + omitted + "\n"
                    start = index + 1
                }
                if start < report.diagnostics.count {
                    output += renderer.render(Array(report.diagnostics[start...]), sources: report.sources) + "\n"
                }
            }
        }
        output += summary(report) + "\n"
        return output
    }

    /// The "N more not shown" line due after the diagnostic at `index`: when it is the last shown of a file
    /// that has more.
    private static func omission(after index: Int, in report: ValidationReport) -> String? {
        let file = report.diagnostics[index].location.file
        let next = index + 1
        guard next == report.diagnostics.count || report.diagnostics[next].location.file != file else { return nil }
        return report.omissionMessage(for: file)
    }

    /// `3 files checked: 2 errors, 1 warning.` or `3 files checked, no problems found.`, plus
    /// `; 1 path could not be read` when some could not; `at least 200 errors` when a file's check stopped
    /// at its error limit.
    func summary(_ report: ValidationReport) -> String {
        let files = Self.count(report.fileCount, "file")
        var text =
            report.diagnostics.isEmpty
            ? "\(files) checked, no problems found"
            : "\(files) checked: \(report.errorCountIsExact ? "" : "at least ")\(Self.count(report.errorCount, "error")), "
                + Self.count(report.warningCount, "warning")
        if unreadableCount > 0 {
            text += "; \(Self.count(unreadableCount, "path")) could not be read"
        }
        return text + "."
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Escapes a workflow command's message (`%`, CR, LF; other control characters as `\u{1B}` escapes,
    /// so a value quoted from a theme cannot color the log or hide text).
    static func escapeData(_ text: String) -> String {
        ControlCharacters.escaped(text, keeping: [0x0A, 0x0D]).replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow command's property value (also `:` and `,`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}
