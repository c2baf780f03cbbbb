import Foundation

/// Parses on two threads: a new thread runs libyaml and converts its events into batches, while the
/// caller's thread builds the tree from them in order, so the two halves of the work overlap.
///
/// The result and the errors are the single-thread path's: events reach the builder in stream order,
/// and libyaml's error travels after the events that preceded it, so a builder error at an earlier event
/// wins; a builder error stops the libyaml thread at its next batch. At most a few batches are in flight.
enum YAMLEventPipeline {
    /// Full batches waiting for the builder at most; with the one being filled and the one being built.
    static let depth = 3

    /// Hands the reader to the libyaml thread.
    ///
    /// `@unchecked Sendable`: the reader holds pointers into the caller's input and is not thread-safe.
    /// Only the libyaml thread uses it after the hand-off, and ``run(_:into:eventsPerBatch:)`` does not
    /// return before that thread has finished with it, so the input outlives every use. The last release
    /// may come from either thread; the reader's deinit frees only its own memory, never the input.
    private final class ReaderHandoff: @unchecked Sendable {
        let reader: LibYAMLEventReader
        init(_ reader: LibYAMLEventReader) { self.reader = reader }
    }

    /// Pulls every event of `reader`'s stream through `builder`, as ``LibYAMLEventReader/run(into:)`` does.
    ///
    /// - Throws: The first error in stream order: the builder's, or libyaml's after every earlier event.
    static func run(_ reader: LibYAMLEventReader, into builder: inout YAMLTreeBuilder, eventsPerBatch: Int)
        throws(YAMLError)
    {
        let channel = YAMLEventChannel(depth: depth)
        let handoff = ReaderHandoff(reader)
        let thread = Thread {
            var writer = YAMLEventBatchWriter(channel: channel, eventsPerBatch: eventsPerBatch)
            do throws(YAMLError) {
                try handoff.reader.run(into: &writer)
                writer.finish(error: nil)
            } catch {
                if !writer.isCancelled { writer.finish(error: error) }
            }
            channel.finishProducing()
        }
        thread.start()
        defer { channel.waitForProducer() }
        while true {
            let batch = channel.receive()
            do throws(YAMLError) {
                try batch.replay(into: &builder)
            } catch {
                channel.cancel()
                throw error
            }
            if batch.isLast { return }
            channel.recycle(batch)
        }
    }
}
