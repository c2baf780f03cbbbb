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

    /// `{"diagnostics":[{"file","line","column","severity","code","message"}],"errors":N,"warnings":N}` + newline.
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
        let object = JSONValue.object([
            "diagnostics": .array(items),
            "errors": .int(report.errorCount),
            "warnings": .int(report.warningCount),
        ])
        return JSONWriter().string(from: object) + "\n"
    }

    /// `::error file=…,line=…,col=…::message`, one line per diagnostic (notes folded into the message),
    /// escaped as workflow commands require.
    func github(_ report: ValidationReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let location = diagnostic.location
            output += "::\(diagnostic.severity.rawValue) file=\(Self.escapeProperty(location.file))"
            output += ",line=\(location.line),col=\(location.column)::"
            output += Self.escapeData(diagnostic.inlineMessage) + "\n"
        }
        return output
    }

    /// Compiler style: `path:line:column: severity: message [code]`, the source line, a caret, and each note
    /// the same way (``DiagnosticRenderer``); then a summary.
    func human(_ report: ValidationReport) -> String {
        var output = ""
        if !report.diagnostics.isEmpty {
            output += DiagnosticRenderer(colors: usesColor).render(report.diagnostics, sources: report.sources) + "\n"
        }
        output += summary(report) + "\n"
        return output
    }

    /// `3 files checked: 2 errors, 1 warning.` or `3 files checked, no problems found.`, plus
    /// `; 1 path could not be read` when some could not.
    func summary(_ report: ValidationReport) -> String {
        let files = Self.count(report.fileCount, "file")
        var text =
            report.diagnostics.isEmpty
            ? "\(files) checked, no problems found"
            : "\(files) checked: \(Self.count(report.errorCount, "error")), "
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
