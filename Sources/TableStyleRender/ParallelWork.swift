import Foundation

/// How many threads a large piece of work is split over: the rule the render tree and the CSV reader
/// share.
enum ParallelWork {
    /// One thread per processor (at most 8), each with at least half of `threshold` units of work;
    /// one thread below `threshold`.
    ///
    /// - Parameters:
    ///   - work: The units of work (cells, bytes).
    ///   - threshold: The least work worth a second thread.
    /// - Returns: The thread count, at least 1.
    static func threadCount(work: Int, threshold: Int) -> Int {
        guard work >= threshold else { return 1 }
        let processors = ProcessInfo.processInfo.activeProcessorCount
        return max(1, min(processors, 8, work / max(1, threshold / 2)))
    }
}
