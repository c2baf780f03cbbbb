import TableStyleDiagnostics

/// The `# themecheck:` comments of one file, which silence warnings as SwiftLint's comments do.
///
/// - `# themecheck:disable-next-line CODE[, CODE…]` silences those warnings on the next line;
/// - `# themecheck:disable CODE[, CODE…]` silences them in the whole file.
///
/// A directive is a comment on a line of its own (after indentation), so a `#` inside a quoted color is
/// never read as one. Only warnings can be silenced: an error is something the loader refuses, and hiding
/// it would only move the failure to run time. A directive naming an unknown code, an error code or an
/// unknown command is itself a `directive` warning, so a typo cannot silently disable nothing.
struct SuppressionDirectives: Sendable {
    /// The warning codes a directive may name.
    static let suppressibleCodes: [Diagnostic.Code] = [.contrast, .noEffect, .unknownColumn, .directive]
    /// The error codes, named in a directive only to be refused with a clear message.
    static let errorCodes: [Diagnostic.Code] = [
        .yamlSyntax, .duplicateKey, .limit, .io, .version, .schema, .color, .paletteRef, .extends, .regex,
        .predicate, .duplicateRule,
    ]

    /// Codes silenced on a line (1-based): the line after each `disable-next-line`.
    private(set) var lineCodes: [Int: Set<Diagnostic.Code>] = [:]
    /// Codes silenced in the whole file.
    private(set) var fileCodes: Set<Diagnostic.Code> = []
    /// The problems found in the directives themselves.
    private(set) var findings: [Diagnostic] = []

    /// Reads the directives of `source`.
    ///
    /// - Parameters:
    ///   - source: The file's text.
    ///   - file: The file's path, for the findings.
    init(source: String, file: String) {
        let prefix = "themecheck:"
        var lineNumber = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            var rest = line.dropFirst(indentation.count)
            guard rest.first == "#" else { continue }
            rest = rest.dropFirst().drop { $0 == " " }
            guard rest.hasPrefix(prefix) else { continue }
            rest = rest.dropFirst(prefix.count)
            // 1-based column of the command word (comments are ASCII in practice; characters are counted).
            let commandStart = line.count - rest.count + 1
            let command = rest.prefix { $0 != " " && $0 != "\t" && $0 != "\r" }
            let arguments = rest.dropFirst(command.count)
            switch command {
            case "disable-next-line", "disable":
                let codes = codes(
                    in: arguments, line: lineNumber,
                    column: commandStart + command.count, file: file)
                if command == "disable" {
                    fileCodes.formUnion(codes)
                } else {
                    lineCodes[lineNumber + 1, default: []].formUnion(codes)
                }
            default:
                let known = ["disable-next-line", "disable"]
                var message =
                    "unknown themecheck directive `\(QuotedText.bounded(command))`; use `disable-next-line CODE` or `disable CODE`"
                if let suggestion = DidYouMean.suggestion(for: String(command), among: known) {
                    message =
                        "unknown themecheck directive `\(QuotedText.bounded(command))`; did you mean `\(suggestion)`?"
                }
                findings.append(
                    Diagnostic(
                        file: file, position: SourcePosition(line: lineNumber, column: commandStart),
                        severity: .warning,
                        code: .directive, message: message))
            }
        }
    }

    /// The codes named after a command, each checked; `column` is where the arguments start (1-based).
    private mutating func codes(in arguments: Substring, line: Int, column: Int, file: String) -> Set<Diagnostic.Code> {
        var result = Set<Diagnostic.Code>()
        var offset = column
        var names: [(String, Int)] = []
        var current = ""
        var start = offset
        for character in arguments {
            if character == "," || character == " " || character == "\t" || character == "\r" {
                if !current.isEmpty { names.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
            offset += 1
        }
        if !current.isEmpty { names.append((current, start)) }
        if names.isEmpty {
            findings.append(
                Diagnostic(
                    file: file, position: SourcePosition(line: line, column: column), severity: .warning,
                    code: .directive,
                    message: "a themecheck directive names no code; name the warnings to silence, such as `contrast`"))
        }
        for (name, position) in names {
            let code = Diagnostic.Code(name)
            let place = SourcePosition(line: line, column: position)
            if Self.suppressibleCodes.contains(code) {
                result.insert(code)
            } else if Self.errorCodes.contains(code) {
                findings.append(
                    Diagnostic(
                        file: file, position: place, severity: .warning, code: .directive,
                        message: "`\(name)` is an error code; errors cannot be disabled, only the warnings "
                            + Self.suppressibleCodes.map { "`\($0)`" }.joined(separator: ", ")))
            } else {
                var message =
                    "unknown code `\(QuotedText.bounded(name))` in a themecheck directive; the warnings are "
                    + Self.suppressibleCodes.map { "`\($0)`" }.joined(separator: ", ")
                if let suggestion = DidYouMean.suggestion(
                    for: name, among: Self.suppressibleCodes.map(\.rawValue))
                {
                    message =
                        "unknown code `\(QuotedText.bounded(name))` in a themecheck directive; did you mean `\(suggestion)`?"
                }
                findings.append(
                    Diagnostic(file: file, position: place, severity: .warning, code: .directive, message: message))
            }
        }
        return result
    }

    /// Whether `diagnostic`, found in the file these directives were read from, is silenced.
    func silences(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity == .warning else { return false }
        if fileCodes.contains(diagnostic.code) { return true }
        return lineCodes[diagnostic.location.line]?.contains(diagnostic.code) ?? false
    }

    /// `diagnostics` without the silenced ones, followed by the directives' own findings (which a
    /// `disable directive` silences too).
    func apply(to diagnostics: [Diagnostic], file: String) -> [Diagnostic] {
        let kept = diagnostics.filter { $0.location.file != file || !silences($0) }
        return kept + findings.filter { !silences($0) }
    }
}
