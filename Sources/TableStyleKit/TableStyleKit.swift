// The umbrella module: `import TableStyleKit` brings in every layer.
@_exported import TableStyleDiagnostics
@_exported import TableStyleEngine
@_exported import TableStyleJSON
@_exported import TableStyleRender
@_exported import TableStyleSchema
@_exported import TableStyleTheme
@_exported import TableStyleYAML
