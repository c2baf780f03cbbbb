/// The namespace the `CompileThemes` build plugin adds an app's compiled themes to: for
/// `Themes/brand.theme.yaml` in the app target, `CompiledThemes.brand` is its compiled JSON, which
/// ``ThemeRegistry/load(compiledJSON:file:)`` (or `TableAppearance(compiledJSON:…)`) loads without YAML.
public enum CompiledThemes {}
