/// Keeps values alive until the process exits: for a command run by the `themecheck` executable
/// (``ToolEnvironment/exitsAfterRun``), freeing a large table and render tree piece by piece just before
/// the process ends is work nobody needs, and the operating system reclaims the memory at once.
enum ExitKeeper {
    /// A retained holder that is never released.
    private final class Holder {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    /// Retains `value` for the rest of the process.
    ///
    /// - Parameter value: What must not be freed before the process exits.
    static func keep(_ value: Any) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}
