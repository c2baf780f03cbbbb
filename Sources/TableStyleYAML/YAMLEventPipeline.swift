import Foundation

/// The parse of a large input on two threads: one runs libyaml and records its events in batches
/// (``YAMLEventRecorder``), the other builds the tree from each batch as it arrives, so the builder's
/// work overlaps libyaml's instead of following it. The builder sees exactly the events, in the order,
/// that it sees on one thread, so the tree and every error are the same.
enum YAMLEventPipeline {
    /// The smallest input worth a second thread, about where the two ways measure even (theme files
    /// are a few kilobytes and stay on one thread); by 200 KB two threads are clearly ahead.
    static let minimumInputBytes = 64 * 1024
    /// Batches the reader may run ahead of the builder.
    static let queuedBatches = 4

    /// Whether an input of `inputBytes` bytes is parsed on two threads.
    static func isWorthwhile(inputBytes: Int) -> Bool {
        (minimumInputBytes...YAMLEventBatch.maximumInputBytes).contains(inputBytes)
            && ProcessInfo.processInfo.activeProcessorCount > 1
    }

    /// Runs `reader` on one thread and `builder` on another until the stream ends or either side
    /// stops at an error.
    ///
    /// - Throws: The first error in stream order: the builder's for an event before libyaml's error,
    ///   else libyaml's.
    static func run(_ reader: LibYAMLEventReader, into builder: inout YAMLTreeBuilder) throws(YAMLError) {
        let work = PipelineWork(reader: reader, builder: builder)
        // Iteration 0 reads, iteration 1 builds. Iterations are taken in order, so if both run on one
        // thread the reader has finished (the channel then never waits) before the builder starts.
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            if side == 0 { work.read() } else { work.build() }
        }
        builder = work.builder
        if let failure = work.failure { throw failure }
    }
}

/// The state both sides of a pipeline share. Each part is touched by one side only while they run (the
/// reader by the reading side; the builder and the failure by the building side) and read back by the
/// caller once both have returned.
private final class PipelineWork: @unchecked Sendable {
    let reader: LibYAMLEventReader
    let channel = YAMLEventChannel(capacity: YAMLEventPipeline.queuedBatches)
    var builder: YAMLTreeBuilder
    var failure: YAMLError?

    init(reader: LibYAMLEventReader, builder: YAMLTreeBuilder) {
        self.reader = reader
        self.builder = builder
    }

    /// The reading side: every event through libyaml into batches, then the end with libyaml's error.
    func read() {
        var recorder = YAMLEventRecorder(channel: channel)
        var readerFailure: YAMLError?
        do {
            try reader.run(into: &recorder)
            try recorder.flush()
        } catch {
            readerFailure = error
        }
        // After a cancel this queues nothing: the builder has stopped.
        _ = channel.send(.end(readerFailure))
    }

    /// The building side: replays batches into the builder until the end or the builder's first error.
    func build() {
        // However it ends, the reader is told to stop (it may be waiting for room).
        defer { channel.cancel() }
        while true {
            switch channel.receive() {
            case .batch(let batch):
                do {
                    try batch.replay(into: &builder)
                } catch {
                    failure = error
                    return
                }
            case .end(let readerFailure):
                failure = readerFailure
                return
            }
        }
    }
}
