import TableStyleRender

/// Passes an HTML page through to another sink, adding `<meta http-equiv="refresh" content="1">` right
/// after its first `<head>`, so a browser showing a page `--watch` writes reloads it every second.
///
/// Only the start of the page is held (until `<head>` is seen, at most ``searchLimit`` bytes); the rest
/// streams through, so the page is never held whole.
final class AutoRefreshSink: ByteSink {
    private let base: any ByteSink
    /// The bytes held while `<head>` has not been seen.
    private var pending: [UInt8] = []
    /// Whether the start has been passed on (with the tag, or without it when there was no `<head>`).
    private var passed = false

    static let head = Array("<head>".utf8)
    static let tag = Array("<meta http-equiv=\"refresh\" content=\"1\">".utf8)
    /// How far into the page `<head>` is looked for (the renderer writes it on its first lines).
    static let searchLimit = 4096

    /// Creates a sink writing into `base`.
    init(base: any ByteSink) {
        self.base = base
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !passed else {
            base.write(bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if let head = pending.firstRange(of: Self.head) {
            pending.insert(contentsOf: Self.tag, at: head.upperBound)
            passOn()
        } else if pending.count >= Self.searchLimit {
            passOn()
        }
    }

    /// Passes on what is still held (a page shorter than ``searchLimit`` without `<head>`).
    func finish() {
        if !passed { passOn() }
    }

    private func passOn() {
        passed = true
        pending.withUnsafeBufferPointer { base.write($0) }
        pending = []
    }
}
