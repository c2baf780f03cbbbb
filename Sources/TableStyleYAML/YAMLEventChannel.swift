import Foundation

/// The hand-over of recorded events from the thread that reads them to the thread that builds the
/// tree, in order.
///
/// Once the receiver has started, the sender waits while ``capacity`` batches are queued, so the reader
/// runs only that far ahead and memory stays bounded. Before that it never waits: when both sides end
/// up on one thread (the reading side first), the reader queues everything and the builder then
/// drains it, where waiting would never end.
final class YAMLEventChannel: @unchecked Sendable {
    /// What the reading side sends: a batch, or the end of the stream with libyaml's error if any.
    enum Item: Sendable {
        case batch(YAMLEventBatch)
        case end(YAMLError?)
    }

    /// Batches queued before the sender waits (once the receiver runs).
    let capacity: Int
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var items: [Item] = []
    private var head = 0
    private var receiverStarted = false
    private var cancelled = false

    /// Creates a channel that holds up to `capacity` batches while the receiver runs.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Queues `item`, first waiting for room if the receiver runs.
    ///
    /// - Returns: `false` (nothing queued) once the receiver has cancelled: the reader should stop.
    func send(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while receiverStarted && !cancelled && items.count - head >= capacity { condition.wait() }
        if cancelled { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The next item, waiting for it if none is queued. The sender always ends with ``Item/end(_:)``.
    func receive() -> Item {
        condition.lock()
        defer { condition.unlock() }
        receiverStarted = true
        while head == items.count { condition.wait() }
        let item = items[head]
        // The slot's batch is released now rather than with the whole queue.
        items[head] = .end(nil)
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return item
    }

    /// Tells the sender to stop: the receiver wants nothing more (it stopped at an error, or has ended).
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
