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

/// Writes all of `text` to `descriptor`, stopping quietly when the reader has gone away.
func write(_ text: String, to descriptor: Int32) {
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
        if written <= 0 { return }
        offset += written
    }
}

let result = ThemeCheck.run(Array(CommandLine.arguments.dropFirst()), environment: .current())
write(result.standardOutput, to: STDOUT_FILENO)
write(result.standardError, to: STDERR_FILENO)
exit(result.exitCode.rawValue)
