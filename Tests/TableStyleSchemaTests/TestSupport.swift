import Foundation
import TableStyleJSON
import TableStyleSchema

/// Shared helpers for the schema tests.
enum TestSupport {
    /// The package root (the directory holding Package.swift), found from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// `../shared/conformance` next to the package, when present.
    static var conformanceRoot: URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
    }

    /// Parses JSON text.
    static func json(_ text: String) throws -> JSONValue {
        try JSONParser().parse(text)
    }

    /// Compiles a schema written as JSON text.
    static func schema(_ text: String) throws -> JSONSchema {
        try JSONSchema(jsonText: text)
    }

    /// The repository's theme schema, read from Schemas/theme.schema.json.
    static func themeSchema() throws -> JSONSchema {
        let url = packageRoot.appendingPathComponent("Schemas/theme.schema.json")
        return try JSONSchema(jsonText: String(contentsOf: url, encoding: .utf8))
    }
}
