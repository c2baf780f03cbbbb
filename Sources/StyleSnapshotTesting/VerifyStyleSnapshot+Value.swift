import Foundation
import TableStyleRender

/// Compares a value's snapshot with its reference file, recording one when the record mode says so.
///
/// This is the engine behind ``assertStyleSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)``:
/// it reports nothing itself and returns the failure message, so it can be used with any test framework
/// and tested directly.
///
/// The record mode (``SnapshotRecordMode``) decides what happens:
/// - `missing` (default): a missing reference is written and the call fails saying so; otherwise compare.
/// - `all`: the reference is always (re)written and the call fails.
/// - `failed`: a missing or different reference is (re)written and the call fails; a match passes.
/// - `never`: nothing is written; a missing reference fails.
///
/// On a mismatch the actual snapshot is written to the artifacts folder (``SnapshotArtifacts``) and the
/// message holds its path, the strategy's semantic summary and a unified diff.
///
/// The value is built and snapshotted with ``TableStyleRender/PinnedFormatting/current`` set to the
/// configuration's formatting (default ``TableStyleRender/PinnedFormatting/snapshotDefault``), so dates
/// and numbers of `KeyPathColumn(_:value:format:)` columns read the same on every machine.
///
/// - Parameters:
///   - value: The value to snapshot (evaluated once; an error it throws is a failure).
///   - snapshotting: The strategy.
///   - name: The snapshot's name within the test; `nil` numbers the test's snapshots 1, 2, 3, …
///   - record: The record mode; `nil` to use the task-local configuration, then `STYLE_SNAPSHOT_RECORD`.
///   - snapshotDirectory: A directory holding the reference files instead of `__Snapshots__/<TestFile>/`.
///   - environment: The environment to read `STYLE_SNAPSHOT_RECORD` and `SNAPSHOT_ARTIFACTS` from.
///   - file: The test file (`#filePath`); references live next to it.
///   - testName: The test function (`#function`).
/// - Returns: `nil` when the snapshot matches its reference; otherwise the failure message.
public func verifyStyleSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: StyleSnapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    file: StaticString = #filePath,
    testName: String = #function
) -> String? {
    let mode: SnapshotRecordMode
    do {
        mode = try SnapshotRecordMode.resolve(explicit: record, environment: environment)
    } catch {
        return error.message
    }
    let filePath = "\(file)"
    let snapshotName =
        name
        ?? String(SnapshotCounter.shared.next(for: filePath + "\u{0}" + SnapshotLocation.functionBaseName(testName)))
    let location = SnapshotLocation(
        file: filePath, testName: testName, name: snapshotName, pathExtension: snapshotting.pathExtension,
        snapshotDirectory: snapshotDirectory ?? StyleSnapshotConfiguration.current.snapshotDirectory)
    let verification = SnapshotVerification(
        location: location, mode: mode, diffing: snapshotting.diffing,
        artifactsRoot: SnapshotArtifacts.rootDirectory(environment: environment))

    let actual: Format
    do {
        // The value is built here too, so a table's formatted cells follow the pinned setting.
        actual = try PinnedFormatting.$current.withValue(StyleSnapshotConfiguration.current.pinnedFormatting) {
            try snapshotting.snapshot(value())
        }
    } catch {
        return "Snapshot \"\(snapshotName)\" could not be taken: \(error)"
    }
    return verification.verify(actual)
}

/// One comparison of an actual snapshot with its reference file.
struct SnapshotVerification<Format> {
    let location: SnapshotLocation
    let mode: SnapshotRecordMode
    let diffing: StyleSnapshotDiffing<Format>
    let artifactsRoot: URL

    private var referencePath: String { location.referenceURL.path }

    func verify(_ actual: Format) -> String? {
        let actualData = diffing.toData(actual)
        let fileManager = FileManager.default
        let existing = fileManager.fileExists(atPath: referencePath) ? fileManager.contents(atPath: referencePath) : nil

        if mode == .all {
            let unchanged = existing == actualData
            if let failure = writeReference(actualData) { return failure }
            return """
                Recorded snapshot (record mode "all"; the reference is \(unchanged ? "unchanged" : "new or updated")):
                  \(referencePath)
                Review it, then turn recording off (unset \(SnapshotRecordMode.environmentVariable) or drop \
                `record: .all`) and run the test again.
                """
        }

        guard let existing else {
            if mode == .never {
                let artifact = writeArtifact(actualData)
                return """
                    No reference snapshot at
                      \(referencePath)
                    and the record mode is "never", so none was written.\(artifact)
                    Record it with \(SnapshotRecordMode.environmentVariable)=missing, review it, and commit it.
                    """
            }
            if let failure = writeReference(actualData) { return failure }
            return """
                No reference snapshot was found, so the actual output was recorded as the reference:
                  \(referencePath)
                Review the file (golden files are reviewed like code), then run the test again. It fails this \
                time so that a fresh recording never passes unnoticed.
                """
        }

        if existing == actualData { return nil }
        guard let reference = diffing.fromData(existing) else {
            return mismatch(
                actualData: actualData,
                details: "The reference file could not be read as this snapshot's format.\n")
        }
        guard let difference = diffing.diff(reference, actual) else { return nil }
        return mismatch(actualData: actualData, details: difference.description)
    }

    private func mismatch(actualData: Data, details: String) -> String {
        let artifact = writeArtifact(actualData)
        var message = "Snapshot \"\(location.fileName)\" does not match the reference\n  \(referencePath)\n"
        message += artifact.isEmpty ? "" : artifact.dropFirst() + "\n"
        message += "\n" + details
        if !message.hasSuffix("\n") { message += "\n" }
        if mode == .failed {
            if let failure = writeReference(actualData) { return message + "\n" + failure }
            message += "\nRecord mode \"failed\": the reference was overwritten with the actual output. "
            message += "Review the change (git diff), then run the test again."
        } else {
            message +=
                "\nIf the new output is intended, re-record with \(SnapshotRecordMode.environmentVariable)=failed"
            message += " (or copy the actual output over the reference), review the change, and commit it."
        }
        return message
    }

    /// Writes the reference; the failure message when that is impossible.
    private func writeReference(_ data: Data) -> String? {
        do {
            try FileManager.default.createDirectory(
                at: location.referenceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: location.referenceURL, options: .atomic)
            return nil
        } catch {
            return "Could not write the reference snapshot \(referencePath): \(error)"
        }
    }

    /// Writes the actual output to the artifacts folder; a line naming it (starting with a newline), or a
    /// line saying why it could not be written.
    private func writeArtifact(_ data: Data) -> String {
        do {
            let url = try SnapshotArtifacts.write(data, for: location, under: artifactsRoot)
            return "\nActual output written to\n  \(url.path)"
        } catch {
            return "\nThe actual output could not be written to \(artifactsRoot.path): \(error)"
        }
    }
}
