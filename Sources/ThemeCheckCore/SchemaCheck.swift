import TableStyleDiagnostics
import TableStyleJSON
import TableStyleSchema
import TableStyleTheme
import TableStyleYAML

/// Structural validation of a theme document against the embedded `Schemas/theme.schema.json`, with each
/// schema error placed at the YAML position of the offending key (unknown keys) or value (bad values).
enum SchemaCheck {
    /// The compiled theme schema (compiled once per process).
    static let schema: Result<JSONSchema, SchemaCompileError> = Result { () throws(SchemaCompileError) in
        try JSONSchema(jsonText: BundledResources.themeSchemaText)
    }

    /// The schema diagnostics of one document, and whether the check stopped at the file's error limit
    /// (``ErrorLimit/perFile`` failing values explained; the rest are neither walked nor described).
    ///
    /// - Parameters:
    ///   - document: The document's root node.
    ///   - file: The file name for the diagnostics.
    /// - Returns: One `schema` error per schema violation found, and whether there are more.
    static func diagnostics(for document: YAMLNode, file: String) -> (diagnostics: [Diagnostic], stopped: Bool) {
        switch schema {
        case .failure(let error):
            let diagnostic = Diagnostic(
                file: file, position: document.mark, code: .schema,
                message: "the bundled theme schema cannot be compiled: \(error)")
            return ([diagnostic], false)
        case .success(let schema):
            let options = SchemaValidator.Options(rootName: "the theme", maximumExplainedFailures: ErrorLimit.perFile)
            let validator = SchemaValidator(schema: schema, options: options)
            var locator = YAMLPathLocator(document)
            let validation = validator.validation(of: document.jsonValue)
            let diagnostics = validation.errors.map { error in
                let path = error.instancePath.map(YAMLPathComponent.init)
                return Diagnostic(
                    file: file, position: locator.mark(at: path, pointingAtKey: error.isKeyError),
                    code: .schema, message: DiagnosticHints.shapeHint(error.message, at: path) ?? error.message)
            }
            return (diagnostics, !validation.isComplete)
        }
    }
}
