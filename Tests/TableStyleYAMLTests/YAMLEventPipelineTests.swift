import Foundation
import Testing

@testable import TableStyleYAML

/// The two-thread parse of large inputs against the one-thread parse of the same bytes: the same
/// trees and the same first error, whichever side finds it.
@Suite struct YAMLEventPipelineTests {
    /// A document of about `bytes` bytes with what a builder must carry across batches: anchors used
    /// much later, merge keys, tags, a non-ASCII text (byte offsets differ from character indexes), a
    /// scalar longer than a batch's text budget, and several documents.
    private static func largeInput(
        bytes target: Int, ending: String = "---\nsecond: [1, 2.5, null, true]\n--- !!str third\n"
    ) -> String {
        var text = "base: &base {font: {size: 13}, padding: [4, 8]}\nname: !!str 5\nsign: &sign \"é ≥ 0\"\n"
        text += "long: \"" + String(repeating: "x", count: 70_000) + "\"\nrules:\n"
        var index = 0
        while text.utf8.count < target {
            text += """
                  - name: rule-\(index) é
                    when: {column: amount_\(index % 17), rows: [\(index % 3), \(index % 5)]}
                    label: *sign
                    style:
                      <<: *base
                      bold: \(index % 2 == 0)

                """
            index += 1
        }
        return text + ending
    }

    private static func parse(_ text: String, pipelined: Bool) -> Result<[YAMLNode], YAMLError> {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            let reader = LibYAMLEventReader(bytes: buffer, file: "large.yaml")
            var builder = YAMLTreeBuilder(limits: .default, options: .default, file: "large.yaml")
            return Result { () throws(YAMLError) in
                if pipelined {
                    try YAMLEventPipeline.run(reader, into: &builder)
                } else {
                    try reader.run(into: &builder)
                }
                return builder.documents
            }
        }
    }

    @Test func buildsTheSameTreesAsOneThread() throws {
        let text = Self.largeInput(bytes: 400_000)
        #expect(YAMLEventPipeline.isWorthwhile(inputBytes: text.utf8.count) || ProcessInfo.processorCountIsOne)
        let serial = try Self.parse(text, pipelined: false).get()
        let pipelined = try Self.parse(text, pipelined: true).get()
        #expect(serial.count == 3)
        // Compared as one flag: a failure would otherwise print both trees whole.
        let same = pipelined == serial
        #expect(same, "the two-thread trees differ from the one-thread trees")
        // The public entry point takes the pipeline for this size and gives the same.
        let publicSame = try YAMLParser().parse(text, file: "large.yaml") == serial
        #expect(publicSame, "YAMLParser's trees differ from the one-thread trees")
        let rules = try #require(serial[0]["rules"]?.sequence)
        #expect(rules.count > 1_000)
        #expect(rules.last?["style"]?["font"]?["size"]?.scalar?.value == .int(13))
        #expect(rules.last?["label"]?.scalar?.text == "é ≥ 0")
    }

    @Test(arguments: [
        ("a syntax error at the end", "key: [unclosed\n"),
        ("an unknown alias at the end", "key: *missing\n"),
        ("a control character at the end", "key: a\u{07}b\n"),
    ])
    func reportsLibYAMLsErrorAfterEveryEventBeforeIt(_ label: String, _ ending: String) {
        let failure = expectSameFailure(Self.largeInput(bytes: 300_000, ending: ending), label)
        #expect((failure?.mark.line ?? 0) > 1_000, "\(label)")
    }

    @Test func reportsTheBuildersErrorBeforeALaterSyntaxError() {
        // A duplicate key near the start stops the builder while libyaml is far ahead: the reader is
        // told to stop, nothing hangs, and the error is the duplicate key, as on one thread.
        let text = "first: {a: 1,\n  a: 2}\n" + Self.largeInput(bytes: 1_000_000, ending: "broken: [\n")
        let failure = expectSameFailure(text, "duplicate key")
        #expect(failure?.code == .duplicateKey)
        #expect(failure?.mark.line == 2)
    }

    @discardableResult
    private func expectSameFailure(_ text: String, _ label: String) -> YAMLError? {
        let serial = Self.parse(text, pipelined: false)
        let pipelined = Self.parse(text, pipelined: true)
        guard case .failure(let expected) = serial else {
            Issue.record("\(label): the input parses")
            return nil
        }
        #expect(pipelined == .failure(expected), "\(label)")
        return expected
    }

    @Test func onlyInputsWhoseOffsetsFitABatchTakeTwoThreads() throws {
        // A theme file stays on one thread; an input past 32-bit offsets would trap in a batch.
        #expect(!YAMLEventPipeline.isWorthwhile(inputBytes: 10_000))
        #expect(!YAMLEventPipeline.isWorthwhile(inputBytes: YAMLEventPipeline.minimumInputBytes - 1))
        // Required first: past it, the `+ 1` below could overflow instead of failing.
        try #require(YAMLEventBatch.maximumInputBytes == Int(UInt32.max))
        #expect(!YAMLEventPipeline.isWorthwhile(inputBytes: YAMLEventBatch.maximumInputBytes + 1))
        let twoCores = !ProcessInfo.processorCountIsOne
        #expect(YAMLEventPipeline.isWorthwhile(inputBytes: YAMLEventPipeline.minimumInputBytes) == twoCores)
        #expect(YAMLEventPipeline.isWorthwhile(inputBytes: YAMLEventBatch.maximumInputBytes) == twoCores)
    }

    @Test func aChannelQueuesEverythingUntilItsReceiverStarts() {
        // Both sides on one thread: the reader must finish without waiting, however much it queues.
        let channel = YAMLEventChannel(capacity: 2)
        var batch = YAMLEventBatch(events: 1, bytes: 0)
        batch.startDocument()
        for _ in 0..<10 { #expect(channel.send(.batch(batch))) }
        #expect(channel.send(.end(nil)))
        var batches = 0
        while case .batch = channel.receive() { batches += 1 }
        #expect(batches == 10)
        channel.cancel()
        #expect(!channel.send(.end(nil)))
    }
}

extension ProcessInfo {
    fileprivate static var processorCountIsOne: Bool { processInfo.activeProcessorCount == 1 }
}
