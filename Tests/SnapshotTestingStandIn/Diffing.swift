import Foundation

/// Stand-in for swift-snapshot-testing's diffing type.
public struct Diffing<Value> {
    /// Encodes a snapshot.
    public var toData: (Value) -> Data
    /// Decodes a snapshot.
    public var fromData: (Data) -> Value
    /// Compares two snapshots.
    public var diff: (Value, Value) -> (String, [String])?

    /// Creates a diffing.
    ///
    /// - Parameters:
    ///   - toData: Encodes a snapshot.
    ///   - fromData: Decodes a snapshot.
    ///   - diff: Compares two snapshots.
    public init(
        toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
        diff: @escaping (Value, Value) -> (String, [String])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension Diffing where Value == String {
    /// Line diffing, as swift-snapshot-testing's `.lines`.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { old, new in old == new ? nil : ("differs", []) })
    }
}
