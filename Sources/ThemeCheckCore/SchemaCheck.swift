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

    /// The schema diagnostics of one document.
    ///
    /// - Parameters:
    ///   - document: The document's root node.
    ///   - file: The file name for the diagnostics.
    /// - Returns: One `schema` error per schema violation.
    static func diagnostics(for document: YAMLNode, file: String) -> [Diagnostic] {
        switch schema {
        case .failure(let error):
            return [
                Diagnostic(
                    file: file, position: document.mark, code: .schema,
                    message: "the bundled theme schema cannot be compiled: \(error)")
            ]
        case .success(let schema):
            let validator = SchemaValidator(schema: schema, options: .init(rootName: "the theme"))
            var locator = YAMLPathLocator(document)
            return validator.validate(document.jsonValue).map { error in
                let path = error.instancePath.map(YAMLPathComponent.init)
                return Diagnostic(
                    file: file, position: locator.mark(at: path, pointingAtKey: error.isKeyError),
                    code: .schema, message: error.message)
            }
        }
    }
}
