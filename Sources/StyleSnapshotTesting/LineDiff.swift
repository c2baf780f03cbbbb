/// A line-by-line difference between two texts, printed in the unified diff format.
///
/// The edit script comes from Myers' O(ND) algorithm (the shortest sequence of line deletions and
/// insertions) after the common prefix and suffix are set aside. Hunks carry `context` unchanged lines on
/// each side and start with `@@ -start,count +start,count @@`, as `diff -u` and `git diff` print them.
public struct LineDiff: Sendable {
    /// What one line of the edit script does.
    public enum Operation: Sendable, Hashable {
        /// The line is in both texts.
        case equal
        /// The line is only in the reference (the old text).
        case delete
        /// The line is only in the actual text (the new text).
        case insert
    }

    /// One line of the edit script.
    public struct Edit: Sendable, Hashable {
        /// What happens to the line.
        public var operation: Operation
        /// The line's text, without its line break.
        public var text: String
        /// The 0-based line index in the reference; `nil` for an insertion.
        public var referenceLine: Int?
        /// The 0-based line index in the actual text; `nil` for a deletion.
        public var actualLine: Int?
    }

    /// Lines of unchanged context around each change.
    public var context: Int
    /// Above this many differing lines (after trimming the common prefix and suffix) the search for the
    /// shortest script stops and the differing middle is shown as one replacement, to bound memory.
    public var maximumEditDistance: Int

    /// Creates a differ.
    /// - Parameters:
    ///   - context: Unchanged lines shown around each change (3, as `diff -u`).
    ///   - maximumEditDistance: The largest edit distance searched for exactly.
    public init(context: Int = 3, maximumEditDistance: Int = 4_000) {
        self.context = max(0, context)
        self.maximumEditDistance = max(1, maximumEditDistance)
    }

    /// Splits a text into lines the way the diff sees them: on `\n`, a final line break ends the last line.
    /// - Parameter text: The text.
    /// - Returns: The lines, without their line breaks.
    public static func lines(of text: String) -> [Substring] {
        if text.isEmpty { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The full edit script turning `reference` into `actual`.
    /// - Parameters:
    ///   - reference: The old text.
    ///   - actual: The new text.
    /// - Returns: Every line of both texts, in order, marked equal, deleted or inserted.
    public func edits(from reference: String, to actual: String) -> [Edit] {
        edits(from: Self.lines(of: reference), to: Self.lines(of: actual))
    }

    /// The unified diff of two texts, or `nil` when they are equal.
    /// - Parameters:
    ///   - reference: The old text (the stored reference).
    ///   - actual: The new text.
    ///   - referenceLabel: The name printed after `---`.
    ///   - actualLabel: The name printed after `+++`.
    /// - Returns: The diff, with a `---`/`+++` header and `@@` hunks; `nil` when the texts are identical.
    public func unified(
        from reference: String, to actual: String, referenceLabel: String = "reference",
        actualLabel: String = "actual"
    ) -> String? {
        if reference == actual { return nil }
        var output = "--- \(referenceLabel)\n+++ \(actualLabel)\n"
        let script = edits(from: reference, to: actual)
        if !script.contains(where: { $0.operation != .equal }) {
            // Same lines: only the line break at the very end differs.
            let which = reference.hasSuffix("\n") ? "the reference" : "the actual text"
            output += "(the texts differ only in the final line break: only \(which) ends with one)\n"
            return output
        }
        for hunk in hunks(of: script) {
            output += hunk
        }
        return output
    }

    /// Groups an edit script into unified-diff hunks.
    func hunks(of script: [Edit]) -> [String] {
        let changed = script.indices.filter { script[$0].operation != .equal }
        guard let firstChange = changed.first else { return [] }
        // Ranges of script indices, each a change cluster widened by the context.
        var ranges: [ClosedRange<Int>] = []
        var start = max(0, firstChange - context)
        var end = min(script.count - 1, firstChange + context)
        for index in changed.dropFirst() {
            if index - context <= end + 1 {
                end = min(script.count - 1, index + context)
            } else {
                ranges.append(start...end)
                start = max(0, index - context)
                end = min(script.count - 1, index + context)
            }
        }
        ranges.append(start...end)
        return ranges.map { render(hunk: script[$0], scriptPrefix: script[..<$0.lowerBound]) }
    }

    private func render(hunk: ArraySlice<Edit>, scriptPrefix: ArraySlice<Edit>) -> String {
        let referenceBefore = scriptPrefix.filter { $0.operation != .insert }.count
        let actualBefore = scriptPrefix.filter { $0.operation != .delete }.count
        let referenceCount = hunk.filter { $0.operation != .insert }.count
        let actualCount = hunk.filter { $0.operation != .delete }.count
        // An empty side names the line before the hunk, as diff -u does.
        let referenceStart = referenceCount == 0 ? referenceBefore : referenceBefore + 1
        let actualStart = actualCount == 0 ? actualBefore : actualBefore + 1
        // A one-line side prints without its count (`@@ -3 +3 @@`), as diff -u does.
        let referenceRange = referenceCount == 1 ? "\(referenceStart)" : "\(referenceStart),\(referenceCount)"
        let actualRange = actualCount == 1 ? "\(actualStart)" : "\(actualStart),\(actualCount)"
        var text = "@@ -\(referenceRange) +\(actualRange) @@\n"
        for edit in hunk {
            switch edit.operation {
            case .equal: text += " "
            case .delete: text += "-"
            case .insert: text += "+"
            }
            text += edit.text
            text += "\n"
        }
        return text
    }

    private func edits(from reference: [Substring], to actual: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < reference.count, prefix < actual.count, reference[prefix] == actual[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < reference.count - prefix, suffix < actual.count - prefix,
            reference[reference.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(reference[prefix..<(reference.count - suffix)])
        let newMiddle = Array(actual[prefix..<(actual.count - suffix)])

        var result: [Edit] = []
        result.reserveCapacity(reference.count + actual.count)
        for index in 0..<prefix {
            result.append(
                Edit(operation: .equal, text: String(reference[index]), referenceLine: index, actualLine: index))
        }
        let middle =
            MyersSearch(old: oldMiddle, new: newMiddle, maximumDistance: maximumEditDistance).run()
            ?? replacement(oldCount: oldMiddle.count, newCount: newMiddle.count)
        for step in middle {
            switch step {
            case .equal(let old, let new):
                result.append(
                    Edit(
                        operation: .equal, text: String(oldMiddle[old]), referenceLine: prefix + old,
                        actualLine: prefix + new))
            case .delete(let old):
                result.append(
                    Edit(operation: .delete, text: String(oldMiddle[old]), referenceLine: prefix + old, actualLine: nil)
                )
            case .insert(let new):
                result.append(
                    Edit(operation: .insert, text: String(newMiddle[new]), referenceLine: nil, actualLine: prefix + new)
                )
            }
        }
        for offset in 0..<suffix {
            let old = reference.count - suffix + offset
            let new = actual.count - suffix + offset
            result.append(Edit(operation: .equal, text: String(reference[old]), referenceLine: old, actualLine: new))
        }
        return result
    }

    private func replacement(oldCount: Int, newCount: Int) -> [MyersSearch.Step] {
        (0..<oldCount).map { MyersSearch.Step.delete($0) } + (0..<newCount).map { MyersSearch.Step.insert($0) }
    }
}

/// Myers' greedy forward search for the shortest edit script, keeping each round's frontier for the
/// walk back. Memory grows with the square of the edit distance, which `maximumDistance` bounds.
private struct MyersSearch {
    enum Step {
        case equal(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    let old: [Substring]
    let new: [Substring]
    let maximumDistance: Int

    init(old: [Substring], new: [Substring], maximumDistance: Int) {
        self.old = old
        self.new = new
        self.maximumDistance = maximumDistance
    }

    /// The script, or `nil` when the edit distance exceeds the bound.
    func run() -> [Step]? {
        let oldCount = old.count
        let newCount = new.count
        let limit = min(oldCount + newCount, maximumDistance)
        let offset = limit + 1
        // frontier[k + offset]: the furthest x reached on diagonal k = x - y.
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // rounds[d] holds frontier[-(d + 1) ... d + 1] as it was before round d.
        var rounds: [[Int]] = []
        for distance in 0...limit {
            rounds.append(Array(frontier[(offset - distance - 1)...(offset + distance + 1)]))
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance
                    || (diagonal != distance && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < oldCount, y < newCount, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= oldCount, y >= newCount {
                    return backtrack(rounds: rounds)
                }
            }
        }
        return nil
    }

    private func backtrack(rounds: [[Int]]) -> [Step] {
        var steps: [Step] = []
        var x = old.count
        var y = new.count
        for distance in stride(from: rounds.count - 1, through: 0, by: -1) {
            let snapshot = rounds[distance]
            let base = distance + 1
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -distance
                || (diagonal != distance && snapshot[base + diagonal - 1] < snapshot[base + diagonal + 1])
            {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = snapshot[base + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                steps.append(.equal(x - 1, y - 1))
                x -= 1
                y -= 1
            }
            if distance > 0 {
                if x == previousX {
                    steps.append(.insert(y - 1))
                } else {
                    steps.append(.delete(x - 1))
                }
                x = previousX
                y = previousY
            }
        }
        return steps.reversed()
    }
}
