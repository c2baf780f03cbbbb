/// The compiled program and its matcher (a class: shared by copies of the regex, never mutated).
final class RegexProgram: Sendable {
    let instructions: [RegexInstruction]
    let sets: [ScalarSet]
    let anchoredAtStart: Bool
    /// Whether the pattern uses `$` (which also holds before a final line feed).
    let hasEndAnchor: Bool
    /// Set when the pattern is a plain literal: a direct substring search is used instead of the VM.
    let literal: [UInt32]?
    /// The program as a deterministic automaton, when it has a small one (most theme patterns do).
    let automaton: RegexAutomaton?

    init(instructions: [RegexInstruction], sets: [ScalarSet], anchoredAtStart: Bool, literal: [UInt32]?) {
        hasEndAnchor = instructions.contains { $0.op == .end }
        self.instructions = instructions
        self.sets = sets
        self.anchoredAtStart = anchoredAtStart
        self.literal = literal
        automaton =
            literal == nil
            ? RegexAutomaton(instructions: instructions, sets: sets, anchoredAtStart: anchoredAtStart) : nil
    }

    func matches(_ text: String) -> Bool {
        if let literal { return containsLiteral(literal, in: text) }
        // The automaton reads ASCII only, and treats `$` as the end of the text only: text with another
        // scalar, or ending in a line feed when the pattern has `$`, goes to the VM.
        if let automaton, !(hasEndAnchor && text.utf8.last == 10), let answer = automaton.matches(text) {
            return answer
        }
        let count = instructions.count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * count) { buffer in
            guard let base = buffer.baseAddress else { return false }
            return instructions.withUnsafeBufferPointer { program in
                run(
                    program: program, current: base, next: base + count, marks: base + 2 * count,
                    stack: base + 3 * count, text: text)
            }
        }
    }

    private func containsLiteral(_ literal: [UInt32], in text: String) -> Bool {
        // Naive search: the literal is short (≤ 1000 scalars) and cell texts are short; still linear × literal.
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while start != scalars.endIndex {
            var index = start
            var matched = 0
            while matched < literal.count, index != scalars.endIndex, scalars[index].value == literal[matched] {
                matched += 1
                index = scalars.index(after: index)
            }
            if matched == literal.count { return true }
            if index == scalars.endIndex && matched > 0 { return false }
            start = scalars.index(after: start)
        }
        return false
    }
}
