import TableStyleEngine
import TableStyleTheme
import TableStyleYAML

/// One input is one theme file. It is loaded through the registry (as text, which is how the tool reads
/// a file once decoded) and, when it loads, compiled in both appearances; the raw bytes also go through
/// the YAML parser's byte entry point, which sees invalid UTF-8 and BOMs the text path never does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? YAMLParser().parse(bytes: bytes, file: "<fuzz>")
    let source = String(decoding: bytes, as: UTF8.self)
    // `<…>` keeps the registry from searching a folder beside the file for `extends`.
    let loaded = ThemeRegistry().load(source: source, file: "<fuzz>")
    guard let theme = loaded.theme else { return 0 }
    for appearance in [Appearance.light, .dark] {
        _ = try? CompiledTheme(theme: theme, appearance: appearance)
    }
    return 0
}

/// `fuzz` as the C function pointer `main.swift` hands to libFuzzer (taken here, in the file that
/// defines it, so the `@_cdecl` thunk is emitted once).
let testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt = fuzz
