import TableStyleKitCore

// A child theme compiled with its parent (house.yaml): prints the header color and the file:line it
// comes from, a path relative to this target.
let theme = try Theme(compiledJSON: CompiledThemes.product)
let style = try theme.compiled(appearance: .light).baseStyle(for: .header)
print(theme.name, style.textColor.hex, theme.header.textColor?.origin.description ?? "-")
