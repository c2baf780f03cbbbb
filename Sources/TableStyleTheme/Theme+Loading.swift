import Foundation
import TableStyleDiagnostics

extension Theme {
    /// The bundled theme `name` (`corporate`, `minimal`, `dark`), read from its compiled form, so it loads
    /// the same with or without libyaml.
    ///
    /// - Parameter name: The theme's name.
    /// - Returns: The theme.
    /// - Throws: ``ThemeError`` when there is no bundled theme of that name (the message lists them).
    public static func bundled(_ name: String) throws(ThemeError) -> Theme {
        try ThemeRegistry(yamlParser: nil).theme(named: name).get()
    }

    /// Reads a compiled theme (what `themecheck compile` and the CompileThemes build plugin write).
    ///
    /// - Parameters:
    ///   - json: The compiled theme's JSON text, such as `CompiledThemes.brand`.
    ///   - file: The name used in diagnostics about the JSON itself.
    /// - Throws: ``ThemeError`` when the text is not a compiled theme or its theme has errors.
    public init(compiledJSON json: String, file: String = "<compiled>") throws(ThemeError) {
        self = try ThemeRegistry(yamlParser: nil).load(compiledJSON: json, file: file).get()
    }

    /// Reads a compiled theme file (`.json`, as `themecheck compile --output` writes it).
    ///
    /// - Parameter url: The file's URL.
    /// - Throws: ``ThemeError`` (code `io` when the file cannot be read).
    public init(compiledContentsOf url: URL) throws(ThemeError) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ThemeError(diagnostics: [
                Diagnostic(
                    file: url.path, position: SourcePosition(line: 1, column: 1), code: .io,
                    message: "cannot read the compiled theme: no such file, or it is unreadable")
            ])
        }
        try self.init(compiledJSON: String(decoding: data, as: UTF8.self), file: url.path)
    }
}
