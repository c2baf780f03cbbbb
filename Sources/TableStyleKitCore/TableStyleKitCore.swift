// The umbrella without YAML: `import TableStyleKitCore` brings in theme loading (compiled themes and the
// bundled themes by name), the rule engine, the table model and renderers, and their diagnostics — and
// links no libyaml, so it builds for iOS, tvOS, watchOS and visionOS.
@_exported import TableStyleDiagnostics
@_exported import TableStyleEngine
@_exported import TableStyleRender
@_exported import TableStyleTheme
