import Foundation

/// A small bounded queue of event batches from the libyaml thread (producer) to the tree-building thread
/// (consumer), with a list of emptied batches going back so their storage is reused.
///
/// `@unchecked Sendable`: all mutable state is read and written only while `condition` is locked.
final class YAMLEventChannel: @unchecked Sendable {
    /// Thrown to the producer once the consumer has stopped; never reaches a caller.
    struct Cancelled: Error {}

    private let condition = NSCondition()
    private let depth: Int
    private var filled: [YAMLEventBatch] = []
    private var emptied: [YAMLEventBatch] = []
    private var cancelled = false
    private var producerFinished = false

    /// Creates a channel holding at most `depth` full batches.
    init(depth: Int) {
        self.depth = max(1, depth)
    }

    /// Producer: queues `batch`, waiting while the queue is full, and returns an empty batch to fill next.
    ///
    /// - Throws: ``Cancelled`` when the consumer has stopped.
    func send(_ batch: consuming YAMLEventBatch) throws(Cancelled) -> YAMLEventBatch {
        condition.lock()
        defer { condition.unlock() }
        while filled.count >= depth && !cancelled { condition.wait() }
        if cancelled { throw Cancelled() }
        filled.append(batch)
        condition.broadcast()
        return emptied.popLast() ?? YAMLEventBatch()
    }

    /// Consumer: the next batch, waiting until there is one.
    func receive() -> YAMLEventBatch {
        condition.lock()
        defer { condition.unlock() }
        while filled.isEmpty { condition.wait() }
        let batch = filled.removeFirst()
        condition.broadcast()
        return batch
    }

    /// Consumer: gives back a used batch (emptied here, on the consumer) for the producer to refill.
    func recycle(_ batch: consuming YAMLEventBatch) {
        batch.clear()
        condition.lock()
        defer { condition.unlock() }
        emptied.append(batch)
    }

    /// Consumer: stops the producer at its next batch; what it still sends is dropped.
    func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        filled.removeAll()
        condition.broadcast()
    }

    /// Producer: reports that it has returned and touches the input no more.
    func finishProducing() {
        condition.lock()
        defer { condition.unlock() }
        producerFinished = true
        condition.broadcast()
    }

    /// Consumer: waits until the producer has finished, so the input it reads may be released.
    func waitForProducer() {
        condition.lock()
        defer { condition.unlock() }
        while !producerFinished { condition.wait() }
    }
}
