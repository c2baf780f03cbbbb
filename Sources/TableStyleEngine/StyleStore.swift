import Foundation
import TableStyleTheme

/// The interned styles and label lists of one compiled theme, shared by every copy of it and every
/// table it is bound to.
///
/// This is the only mutable state behind a ``CompiledTheme``: interning is append-only and guarded by a
/// lock, so the compiled theme stays a `Sendable` value. The hot path never takes the lock: a
/// ``StyleResolver`` precomputes its tables at bind time and keeps its own snapshot of the styles; only
/// bindings too large to precompute (see ``StyleResolver``) fall back to the locked memo table below.
final class StyleStore: @unchecked Sendable {
    struct MemoKey: Hashable {
        var section: TableSection
        var background: ThemeColor?
        var rules: [Int32]
    }

    struct Entry: Sendable, Hashable {
        var style: Int32
        var labels: Int32
    }

    private let lock = NSLock()
    private var styles: [ResolvedStyle] = []
    private var styleIDs: [ResolvedStyle: Int32] = [:]
    private var labelSets: [[String]] = [[]]
    private var labelIDs: [[String]: Int32] = [[]: 0]
    private var memo: [MemoKey: Entry] = [:]

    func intern(_ style: ResolvedStyle, labels: [String]) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        return internLocked(style, labels: labels)
    }

    /// Interns many styles under one lock.
    func intern(styles batch: [ResolvedStyle]) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return batch.map(internStyleLocked)
    }

    /// Interns many label lists under one lock.
    func intern(labelSets batch: [[String]]) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return batch.map(internLabelsLocked)
    }

    private func internLocked(_ style: ResolvedStyle, labels: [String]) -> Entry {
        Entry(style: internStyleLocked(style), labels: internLabelsLocked(labels))
    }

    private func internStyleLocked(_ style: ResolvedStyle) -> Int32 {
        if let existing = styleIDs[style] { return existing }
        let styleID = Int32(styles.count)
        styles.append(style)
        styleIDs[style] = styleID
        return styleID
    }

    private func internLabelsLocked(_ labels: [String]) -> Int32 {
        if let existing = labelIDs[labels] { return existing }
        let labelsID = Int32(labelSets.count)
        labelSets.append(labels)
        labelIDs[labels] = labelsID
        return labelsID
    }

    /// The memoised entry for `key`, computing and interning it on first use.
    func memoized(_ key: MemoKey, make: () -> (ResolvedStyle, [String])) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let entry = memo[key] { return entry }
        let (style, labels) = make()
        let entry = internLocked(style, labels: labels)
        memo[key] = entry
        return entry
    }

    /// A consistent copy of everything interned so far.
    func snapshot() -> (styles: [ResolvedStyle], labelSets: [[String]]) {
        lock.lock()
        defer { lock.unlock() }
        return (styles, labelSets)
    }

    func style(_ id: Int32) -> ResolvedStyle? {
        lock.lock()
        defer { lock.unlock() }
        return id >= 0 && Int(id) < styles.count ? styles[Int(id)] : nil
    }

    func labels(_ id: Int32) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return id >= 0 && Int(id) < labelSets.count ? labelSets[Int(id)] : []
    }
}
