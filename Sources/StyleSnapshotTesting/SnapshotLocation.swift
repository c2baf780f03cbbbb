import Foundation

/// Where one snapshot's reference file lives: `__Snapshots__/<TestFile>/<test>.<name>.<ext>` next to the
/// test file, or `<snapshotDirectory>/<test>.<name>.<ext>` when a directory is given.
public struct SnapshotLocation: Sendable, Hashable {
    /// The test file's name without its extension (`GoldenSuiteTests`).
    public var testFileName: String
    /// The reference file's name, `<test>.<name>.<ext>`.
    public var fileName: String
    /// The reference file.
    public var referenceURL: URL

    /// Computes a location.
    /// - Parameters:
    ///   - file: The test file's path (`#filePath`).
    ///   - testName: The test function (`#function`); an argument list such as `(theme:)` is dropped.
    ///   - name: The snapshot's name within the test.
    ///   - pathExtension: The reference file's extension, without a dot.
    ///   - snapshotDirectory: A directory to use instead of `__Snapshots__/<TestFile>/`.
    public init(file: String, testName: String, name: String, pathExtension: String, snapshotDirectory: URL? = nil) {
        let fileURL = URL(fileURLWithPath: file)
        testFileName = fileURL.deletingPathExtension().lastPathComponent
        var components = [Self.sanitized(Self.functionBaseName(testName)), Self.sanitized(name)]
        if !pathExtension.isEmpty { components.append(pathExtension) }
        fileName = components.joined(separator: ".")
        let directory =
            snapshotDirectory
            ?? fileURL.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFileName, isDirectory: true)
        referenceURL = directory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// `goldens(theme:appearance:)` → `goldens`; `testLedger()` → `testLedger`.
    static func functionBaseName(_ function: String) -> String {
        if let parenthesis = function.firstIndex(of: "(") { return String(function[..<parenthesis]) }
        return function
    }

    /// Keeps letters, digits, `_`, `-` and `.`; every other run of characters becomes one `-`, so any
    /// name is one safe path component.
    static func sanitized(_ component: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in component.unicodeScalars {
            let isSafe =
                (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "_" || scalar == "-" || scalar == "."
            if isSafe {
                if pendingDash, !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        // A leading dot would hide the file (or climb a directory); an empty name would collide.
        while result.hasPrefix(".") || result.hasPrefix("-") { result.removeFirst() }
        return result.isEmpty ? "snapshot" : result
    }
}

/// Numbers the unnamed snapshots of one test (1, 2, 3, …) in the order the assertions run.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let value = (counts[key] ?? 0) + 1
        counts[key] = value
        return value
    }
}
