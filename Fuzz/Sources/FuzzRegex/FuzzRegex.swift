import TableStyleRegex

/// Pattern and text from one input: the first byte's low bit selects `ignoreCase`, the second is the
/// pattern's length in bytes, the rest after the pattern is the text. Both are decoded with replacement
/// (the API takes `String`). Syntax errors are expected; a crash or hang is the finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard bytes.count >= 2 else { return 0 }
    let ignoreCase = bytes[0] & 1 == 1
    let patternEnd = min(bytes.count, 2 + Int(bytes[1]))
    let pattern = String(decoding: bytes[2..<patternEnd], as: UTF8.self)
    let text = String(decoding: bytes[patternEnd...], as: UTF8.self)
    guard let regex = try? BoundedRegex(pattern, ignoreCase: ignoreCase) else { return 0 }
    _ = regex.firstMatch(in: text)
    _ = regex.firstMatch(in: pattern)
    return 0
}

/// `fuzz` as the C function pointer `main.swift` hands to libFuzzer (taken here, in the file that
/// defines it, so the `@_cdecl` thunk is emitted once).
let testOneInput: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt = fuzz
