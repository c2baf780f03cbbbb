// The umbrella module: `import TableStyleKit` brings in what an app styles tables with — theme loading,
// the rule engine, the table model and renderers, and the diagnostics they report. The YAML, JSON, schema
// and regex layers are implementation modules; import them by name when you need them directly.
@_exported import TableStyleDiagnostics
@_exported import TableStyleEngine
@_exported import TableStyleKitCore
@_exported import TableStyleRender
@_exported import TableStyleTheme

// YAML theme files and text, where libyaml exists (Linux, macOS with Homebrew); elsewhere themes load compiled.
#if canImport(TableStyleYAML)
    @_exported import TableStyleYAML
#endif
