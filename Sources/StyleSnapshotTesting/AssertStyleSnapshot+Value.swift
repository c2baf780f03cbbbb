import Foundation

/// Asserts that a value's snapshot matches its reference file, reporting a failure to the running test
/// framework (Swift Testing's `Issue.record`, or `XCTFail` under XCTest).
///
/// ```swift
/// @Test func invoiceSummary() {
///     assertStyleSnapshot(of: invoice.summaryText, as: .lines, named: "summary")
/// }
/// ```
/// See ``verifyStyleSnapshot(of:as:named:record:snapshotDirectory:environment:file:testName:)`` for what each
/// record mode does and what a failure message holds.
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy.
///   - name: The snapshot's name within the test; `nil` numbers the test's snapshots 1, 2, 3, …
///   - record: The record mode; `nil` to use the task-local configuration, then `STYLE_SNAPSHOT_RECORD`.
///   - snapshotDirectory: A directory holding the reference files instead of `__Snapshots__/<TestFile>/`.
///   - fileID: The test file's ID, for Swift Testing's source location.
///   - file: The test file's path; references live next to it.
///   - testName: The test function.
///   - line: The line reported with a failure.
///   - column: The column reported with a failure.
public func assertStyleSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: StyleSnapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: String = #fileID,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifyStyleSnapshot(
        of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        file: file, testName: testName)
    if let failure {
        SnapshotFailureReporter.report(failure, fileID: fileID, file: file, line: line, column: column)
    }
}
