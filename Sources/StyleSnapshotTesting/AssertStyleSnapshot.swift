import Foundation
import TableStyleEngine
import TableStyleRender
import TableStyleTheme

/// Asserts that a table styled by a theme looks as its reference file says, reporting a failure to the
/// running test framework (Swift Testing's `Issue.record`, or `XCTFail` under XCTest).
///
/// ```swift
/// assertStyleSnapshot(of: ledger, theme: "corporate", appearance: .dark, as: .styleSnapshot, named: "ledger")
/// ```
/// The reference is `__Snapshots__/<TestFile>/<test>.<name>.<ext>` next to the test file. See
/// ``verifyStyleSnapshot(of:as:named:record:snapshotDirectory:environment:file:testName:)`` for the record modes
/// and what a failure message holds.
/// - Parameters:
///   - table: The table (a `DataTable` or any `TableContent`), with its sort order and selection.
///   - theme: The theme: a bundled theme's name, `.theme(loadedTheme)` or `.compiled(compiledTheme)`.
///   - appearance: Light or dark; `nil` uses the theme's own appearance (else light).
///   - strategy: `.styleSnapshot` (default), `.renderTree`, `.ansi`, `.html`, or your own.
///   - name: The snapshot's name within the test; `nil` numbers the test's snapshots 1, 2, 3, …
///   - record: The record mode; `nil` to use the task-local configuration, then `STYLE_SNAPSHOT_RECORD`.
///   - snapshotDirectory: A directory holding the reference files instead of `__Snapshots__/<TestFile>/`.
///   - fileID: The test file's ID, for Swift Testing's source location.
///   - file: The test file's path; references live next to it.
///   - testName: The test function.
///   - line: The line reported with a failure.
///   - column: The column reported with a failure.
public func assertStyleSnapshot(
    of table: some TableContent,
    theme: StyleSnapshotTheme,
    appearance: Appearance? = nil,
    as strategy: StyleSnapshotting<StyledTable, String> = .styleSnapshot,
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
        of: table, theme: theme, appearance: appearance, as: strategy, named: name, record: record,
        snapshotDirectory: snapshotDirectory, file: file, testName: testName)
    if let failure {
        SnapshotFailureReporter.report(failure, fileID: fileID, file: file, line: line, column: column)
    }
}

/// Compares a table styled by a theme with its reference file, recording one when the record mode says so,
/// and returns the failure message instead of reporting it.
/// - Parameters:
///   - table: The table, with its sort order and selection.
///   - theme: The theme: a bundled theme's name, `.theme(loadedTheme)` or `.compiled(compiledTheme)`.
///   - appearance: Light or dark; `nil` uses the theme's own appearance (else light).
///   - strategy: `.styleSnapshot` (default), `.renderTree`, `.ansi`, `.html`, or your own.
///   - name: The snapshot's name within the test; `nil` numbers the test's snapshots.
///   - record: The record mode; `nil` to use the task-local configuration, then `STYLE_SNAPSHOT_RECORD`.
///   - snapshotDirectory: A directory holding the reference files instead of `__Snapshots__/<TestFile>/`.
///   - environment: The environment to read `STYLE_SNAPSHOT_RECORD` and `SNAPSHOT_ARTIFACTS` from.
///   - file: The test file's path.
///   - testName: The test function.
/// - Returns: `nil` when the snapshot matches; otherwise the failure message (an unknown or broken theme
///   is a failure too, with its diagnostics).
public func verifyStyleSnapshot(
    of table: some TableContent,
    theme: StyleSnapshotTheme,
    appearance: Appearance? = nil,
    as strategy: StyleSnapshotting<StyledTable, String> = .styleSnapshot,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    file: StaticString = #filePath,
    testName: String = #function
) -> String? {
    let compiled: CompiledTheme
    do {
        compiled = try theme.compile(appearance: appearance)
    } catch {
        return error.message
    }
    return verifyStyleSnapshot(
        of: StyledTable(table, theme: compiled), as: strategy, named: name, record: record,
        snapshotDirectory: snapshotDirectory, environment: environment, file: file, testName: testName)
}
