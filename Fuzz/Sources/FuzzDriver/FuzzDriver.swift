/// libFuzzer's entry point for a program that has its own `main`: it parses libFuzzer's command line
/// and calls `callback` once per input.
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with this process's arguments.
///
/// SwiftPM links every executable with its own `main` (it renames the entry point so tests can import
/// executables), which keeps libFuzzer's `main` out; each target's `main.swift` therefore hands its
/// `LLVMFuzzerTestOneInput` to this driver instead.
///
/// - Parameter callback: The target's `LLVMFuzzerTestOneInput`.
/// - Returns: libFuzzer's exit status.
public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    return llvmFuzzerRunDriver(&argc, &argv, callback)
}
