import Foundation
import TableStyleJSON
import TableStyleYAML

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
    func json(_ report: ValidationReport) -> String {
        let items: [JSONValue] = report.diagnostics.map { diagnostic in
            .object([
                "file": .string(diagnostic.file),
                "line": .int(diagnostic.mark.line),
                "column": .int(diagnostic.mark.column),
                "severity": .string(diagnostic.severity.rawValue),
                "code": .string(diagnostic.code),
                "message": .string(diagnostic.message),
            ])
        }
        let object = JSONValue.object([
            "diagnostics": .array(items),
            "errors": .int(report.errorCount),
            "warnings": .int(report.warningCount),
        ])
        return JSONWriter().string(from: object) + "\n"
    }

    /// `::error file=…,line=…,col=…::message`, one line per diagnostic, escaped as workflow commands require.
    func github(_ report: ValidationReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += "::\(diagnostic.severity.rawValue) file=\(Self.escapeProperty(diagnostic.file))"
            output += ",line=\(diagnostic.mark.line),col=\(diagnostic.mark.column)::"
            output += Self.escapeData(diagnostic.message) + "\n"
        }
        return output
    }

    /// Compiler style: `path:line:column: severity: message [code]`, the source line, a caret; then a summary.
    func human(_ report: ValidationReport) -> String {
        var output = ""
        var indexes: [String: SourceLineIndex] = [:]
        let renderer = DiagnosticRenderer(colors: usesColor)
        for diagnostic in report.diagnostics {
            output += renderer.render(diagnostic, source: nil) + "\n"
            guard let source = report.sources[diagnostic.file] else { continue }
            if indexes[diagnostic.file] == nil { indexes[diagnostic.file] = SourceLineIndex(source) }
            if let quote = indexes[diagnostic.file]?.quote(
                line: diagnostic.mark.line, column: diagnostic.mark.column, colors: usesColor)
            {
                output += quote + "\n"
            }
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

    /// Escapes a workflow command's message (`%`, CR, LF).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
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
