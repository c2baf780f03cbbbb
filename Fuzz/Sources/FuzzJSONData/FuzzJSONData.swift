import FuzzSupport
import TableStyleRender

/// One input is one JSON data file (raw bytes), rendered with every bundled theme in every format when
/// it reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let table = try? JSONDataReader().read(bytes: bytes, file: "<fuzz>") else { return 0 }
    BundledThemeRendering.renderEverywhere(table)
    return 0
}

/// `fuzz` as the C function pointer `main.swift` hands to libFuzzer (taken here, in the file that
/// defines it, so the `@_cdecl` thunk is emitted once).
let testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt = fuzz
