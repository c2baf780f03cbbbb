import TableStyleKitCore

// The app's own theme, compiled at build time by the CompileThemes plugin: loads without libyaml, and
// explains still point at brand.theme.yaml.
let theme = try Theme(compiledJSON: CompiledThemes.brand)
let style = try theme.compiled(appearance: .light).baseStyle(for: .header)
print(theme.name, style.textColor.hex, theme.header.textColor?.origin.description ?? "-")
