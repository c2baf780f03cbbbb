import ThemeCheckCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// A closed pipe (`themecheck render | head`) must not kill the process with SIGPIPE.
signal(SIGPIPE, SIG_IGN)

/// Writes all of `text` to `descriptor`; returns the `errno` of a failed write, or `nil`.
///
/// A reader that has gone away (`EPIPE`, as in `themecheck render | head`) is not a failure.
func write(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            #if canImport(Glibc)
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            #elseif canImport(Musl)
                return Musl.write(descriptor, base + offset, buffer.count - offset)
            #else
                return Darwin.write(descriptor, base + offset, buffer.count - offset)
            #endif
        }
        if written < 0 && errno == EINTR { continue }
        if written < 0 { return errno == EPIPE ? nil : errno }
        if written == 0 { return EIO }
        offset += written
    }
    return nil
}

let arguments = Array(CommandLine.arguments.dropFirst())
// `render --watch` runs until interrupted, writing as it goes.
if case .render(let options)? = try? CommandParser.parse(arguments), options.watch {
    // A watch runs until interrupted: make sure interrupts arrive even when the launching process
    // blocked them (a blocked mask is inherited across exec).
    var interrupts = sigset_t()
    sigemptyset(&interrupts)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupts, signal) }
    pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
    ThemeCheck.watch(options, environment: .current()) { result in
        _ = write(result.standardOutput, to: STDOUT_FILENO)
        _ = write(result.standardError, to: STDERR_FILENO)
    }
    exit(0)
}
let result = ThemeCheck.run(arguments, environment: .current())
var exitCode = result.exitCode.rawValue
var standardError = result.standardError
// A full disk or a closed stdout must not pass for success: say so and exit 2 (unreadable input or output).
if let failure = write(result.standardOutput, to: STDOUT_FILENO) {
    standardError += "themecheck: error: cannot write output: \(String(cString: strerror(failure)))\n"
    exitCode = ExitCode.usageOrInput.rawValue
}
_ = write(standardError, to: STDERR_FILENO)
exit(exitCode)
