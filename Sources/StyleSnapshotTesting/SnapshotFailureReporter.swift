#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Reports a snapshot failure to whichever test framework is running the current test.
public enum SnapshotFailureReporter {
    /// The framework a failure goes to.
    public enum Framework: Sendable, Hashable {
        /// Swift Testing: `Issue.record`.
        case swiftTesting
        /// XCTest: `XCTFail`.
        case xcTest
        /// Neither framework is available: the message is printed.
        case none
    }

    /// The framework that would receive a failure reported now: Swift Testing when a Swift Testing test is
    /// running on this task, else XCTest when it is linked.
    public static var currentFramework: Framework {
        #if canImport(Testing)
            if Test.current != nil { return .swiftTesting }
        #endif
        #if canImport(XCTest)
            return .xcTest
        #else
            return .none
        #endif
    }

    /// Records a failure at a source location.
    /// - Parameters:
    ///   - message: The failure message.
    ///   - fileID: The file ID (`#fileID`), for Swift Testing.
    ///   - file: The file path (`#filePath`).
    ///   - line: The line.
    ///   - column: The column.
    public static func report(_ message: String, fileID: String, file: StaticString, line: UInt, column: UInt) {
        switch currentFramework {
        case .swiftTesting:
            #if canImport(Testing)
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column)))
            #endif
        case .xcTest:
            #if canImport(XCTest)
                XCTFail(message, file: file, line: line)
            #endif
        case .none:
            print("\(file):\(line): error: \(message)")
        }
    }
}
