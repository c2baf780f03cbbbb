import TableStyleSchema
import TableStyleTheme
import TableStyleYAML

/// The bundled theme schema, compiled once.
let themeSchema = try? JSONSchema(jsonText: BundledResources.themeSchemaText)

/// One input is one instance document (JSON is YAML, so the YAML parser reads both and gives the JSON
/// value `themecheck` validates), validated against the bundled theme schema.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let schema = themeSchema else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let documents = try? YAMLParser().parse(bytes: bytes, file: "<fuzz>") else { return 0 }
    let validator = SchemaValidator(schema: schema, options: .init(rootName: "the theme"))
    for document in documents {
        _ = validator.validate(document.jsonValue)
    }
    return 0
}

/// `fuzz` as the C function pointer `main.swift` hands to libFuzzer (taken here, in the file that
/// defines it, so the `@_cdecl` thunk is emitted once).
let testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt = fuzz
