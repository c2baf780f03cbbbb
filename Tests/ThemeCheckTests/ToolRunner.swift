import Foundation
import Testing

/// Runs the built `themecheck` executable and captures its streams and exit status.
struct ToolRunner {
    /// What one run produced.
    struct Output: Equatable, CustomStringConvertible {
        var status: Int32
        var standardOutput: String
        var standardError: String

        var description: String {
            "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
        }
    }

    /// The package root (the folder holding Package.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of this target's fixtures.
    static let fixtures = packageRoot.appendingPathComponent("Tests/ThemeCheckTests/Fixtures")

    /// The built executable: next to the test bundle (SwiftPM puts all products in one folder), else
    /// `.build/debug/themecheck` under the package root, else `$THEMECHECK_BINARY`.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["THEMECHECK_BINARY"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("themecheck"))
        }
        if let main = Bundle.main.executableURL {
            candidates.append(main.deletingLastPathComponent().appendingPathComponent("themecheck"))
        }
        candidates.append(
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
                .appendingPathComponent("themecheck"))
        candidates.append(packageRoot.appendingPathComponent(".build/debug/themecheck"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs themecheck with `arguments` in `directory` (the fixtures folder by default).
    ///
    /// A run that does not finish within `timeout` seconds is killed and reported as a hang (status -1):
    /// every input must end in exit 0, 1 or 2, so a hang is a bug, not a slow machine.
    static func run(
        _ arguments: [String], in directory: URL = fixtures, environment: [String: String] = [:],
        timeout: TimeInterval = 120, asUnprivilegedUser: Bool = false, redirectingStandardOutput redirect: String? = nil
    ) throws -> Output {
        var executable = try #require(executable, "the themecheck executable was not found next to the tests")
        var arguments = arguments
        if let redirect {
            // A shell applies the redirection (`>/dev/full`, `>&-`) and then becomes themecheck.
            arguments = ["-c", "exec \"$0\" \"$@\" " + redirect, executable.path] + arguments
            executable = URL(fileURLWithPath: "/bin/sh")
        }
        if asUnprivilegedUser {
            // `setpriv` drops root's power to read any file, so permission errors can be exercised.
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
            executable = URL(fileURLWithPath: "/usr/bin/setpriv")
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("themecheck-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = "1"
        variables.merge(environment) { _, new in new }
        process.environment = variables
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var status: Int32
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            status = -1
        } else {
            process.waitUntilExit()
            status = process.terminationStatus
            if process.terminationReason == .uncaughtSignal { status = 128 + status }
        }
        try outHandle.close()
        try errHandle.close()
        let stdout = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        return Output(status: status, standardOutput: stdout, standardError: stderr)
    }
}
