import Foundation

/// Stand-in for swift-snapshot-testing's global record switch (deprecated there).
public var isRecording: Bool {
    get { false }
    set {}
}

/// Stand-in for swift-snapshot-testing's global diff tool (deprecated there).
public var diffTool: String? {
    get { nil }
    set {}
}

/// Stand-in for swift-snapshot-testing's assertion.
///
/// - Parameters:
///   - value: The value.
///   - snapshotting: The strategy.
///   - name: The snapshot's name.
///   - recording: Whether to record.
///   - timeout: How long to wait.
///   - fileID: The file ID.
///   - filePath: The file path.
///   - testName: The test.
///   - line: The line.
///   - column: The column.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {}

/// Stand-in for swift-snapshot-testing's assertion of several strategies.
///
/// - Parameters:
///   - value: The value.
///   - strategies: The strategies by name.
///   - recording: Whether to record.
///   - timeout: How long to wait.
///   - fileID: The file ID.
///   - filePath: The file path.
///   - testName: The test.
///   - line: The line.
///   - column: The column.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {}

/// Stand-in for swift-snapshot-testing's verification.
///
/// - Parameters:
///   - value: The value.
///   - snapshotting: The strategy.
///   - name: The snapshot's name.
///   - recording: Whether to record.
///   - snapshotDirectory: The reference directory.
///   - timeout: How long to wait.
///   - fileID: The file ID.
///   - filePath: The file path.
///   - testName: The test.
///   - line: The line.
///   - column: The column.
/// - Returns: A marker saying the stand-in ran.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    "stand-in verifySnapshot"
}

/// Stand-in for swift-snapshot-testing's verification of several strategies.
///
/// - Parameters:
///   - value: The value.
///   - strategies: The strategies.
///   - recording: Whether to record.
///   - snapshotDirectory: The reference directory.
///   - timeout: How long to wait.
///   - fileID: The file ID.
///   - filePath: The file path.
///   - testName: The test.
///   - line: The line.
///   - column: The column.
/// - Returns: One marker per strategy.
public func verifySnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [String?] {
    strategies.map { _ in "stand-in verifySnapshots" }
}
