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

let arguments = Array(CommandLine.arguments.dropFirst())
let output = FileDescriptorSink(descriptor: STDOUT_FILENO)
let errors = FileDescriptorSink(descriptor: STDERR_FILENO)
// `render --watch` runs until interrupted, writing as it goes.
if case .render(let options)? = try? CommandParser.parse(arguments), options.watch {
    // Make sure interrupts arrive even when the launching process blocked them (a blocked mask is
    // inherited across exec).
    var interrupts = sigset_t()
    sigemptyset(&interrupts)
    for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&interrupts, signal) }
    pthread_sigmask(SIG_UNBLOCK, &interrupts, nil)
    // A failed write to standard output (a full disk, a closed descriptor) ends the watch, as it ends `render`.
    let status = ThemeCheck.watch(
        options, environment: .current(), shouldStop: { output.failure != nil },
        emit: { result in
            output.write(result.standardOutput)
            errors.write(result.standardError)
        })
    if let failure = output.failure {
        errors.write("themecheck: error: cannot write output: \(String(cString: strerror(failure)))\n")
        exit(ExitCode.usageOrInput.rawValue)
    }
    exit(status.rawValue)
}
var environment = ToolEnvironment.current()
environment.exitsAfterRun = true
let result = ThemeCheck.run(arguments, environment: environment, standardOutput: output)
var exitCode = result.exitCode.rawValue
var standardError = result.standardError
// A full disk or a closed stdout must not pass for success: say so and exit 2 (unreadable input or output).
if let failure = output.failure {
    standardError += "themecheck: error: cannot write output: \(String(cString: strerror(failure)))\n"
    exitCode = ExitCode.usageOrInput.rawValue
}
errors.write(standardError)
exit(exitCode)
