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

let output = FileDescriptorSink(descriptor: STDOUT_FILENO)
let result = ThemeCheck.run(Array(CommandLine.arguments.dropFirst()), environment: .current(), standardOutput: output)
var exitCode = result.exitCode.rawValue
var standardError = result.standardError
// A full disk or a closed stdout must not pass for success: say so and exit 2 (unreadable input or output).
if let failure = output.failure {
    standardError += "themecheck: error: cannot write output: \(String(cString: strerror(failure)))\n"
    exitCode = ExitCode.usageOrInput.rawValue
}
FileDescriptorSink(descriptor: STDERR_FILENO).write(standardError)
exit(exitCode)
