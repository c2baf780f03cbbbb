/// Stand-in for swift-snapshot-testing's asynchronous value.
public struct Async<Value> {
    /// Runs the work and hands over the value.
    public let run: (@escaping (Value) -> Void) -> Void

    /// A value that is ready.
    ///
    /// - Parameter value: The value.
    public init(value: Value) {
        self.run = { callback in callback(value) }
    }
}
