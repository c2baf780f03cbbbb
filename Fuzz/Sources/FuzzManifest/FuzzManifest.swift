import TableStyleEngine
import TableStyleTheme
import TableStyleYAML

/// A theme that calls plugin predicates, with and without arguments, declared or not.
let pluginTheme = """
    format: 1
    name: uses-plugin
    rules:
      - name: overdue
        when: { custom: { name: overdue, args: { days: 30 } } }
        style: { textColor: "#C4161C" }
      - name: flagged
        when: { all: [{ custom: flagged }, { value: negative }] }
        style: { textColor: systemPurple }
    """

/// One input is one plugin manifest. When it reads, its predicates are added to a registry, the theme
/// above is loaded against them (argument checking against the declared types) and compiled with a
/// host that implements every declared predicate as "never holds".
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let loaded = PluginManifest.load(source: source, file: "<fuzz>")
    guard let manifest = loaded.manifest else { return 0 }
    let registry = ThemeRegistry().adding(manifest: manifest)
    guard let theme = registry.load(source: pluginTheme, file: "<theme>").theme else { return 0 }
    var plugins = PluginPredicates()
    for declaration in manifest.predicates {
        plugins = plugins.adding(PluginPredicate(declaration: declaration))
    }
    _ = try? CompiledTheme(theme: theme, plugins: plugins)
    return 0
}

/// `fuzz` as the C function pointer `main.swift` hands to libFuzzer (taken here, in the file that
/// defines it, so the `@_cdecl` thunk is emitted once).
let testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt = fuzz
