/// The program compiled by subset construction into a DFA over *ASCII classes* (ranges of ASCII scalars
/// every instruction treats alike), built eagerly at compile time and only when small (≤ 512 states).
/// Matching ASCII text is then one table step per scalar; other text goes to the VM. Anchors are folded
/// in: the start state is built with "at start" true, and each state records whether a match is reached
/// now or at the end of the text. Construction is also refused past ``maximumConstructionWork``: a short
/// pattern (`(?:a*b*…9*){50}`) can have few states but thousands of instructions in each, and subset
/// construction would take seconds.
final class RegexAutomaton: Sendable {
    static let maximumStates = 512
    static let maximumClasses = 129
    /// Instructions visited by the closures plus kernel entries tested per class, over all states.
    static let maximumConstructionWork = 1 << 20

    /// Class of each ASCII scalar.
    let asciiClasses: [UInt8]
    /// How many classes there are (the scalars from 128 up form the last one, which is never stepped on).
    let classCount: Int
    /// `state * classCount + class` → next state, or -1 when no match can follow.
    let transitions: [Int32]
    /// A match ends here, whatever follows.
    let acceptsNow: [Bool]
    /// A match ends here if the text ends here (`$` holds).
    let acceptsAtEnd: [Bool]

    init?(instructions: [RegexInstruction], sets: [ScalarSet], anchoredAtStart: Bool) {
        // Class boundaries: every point where some instruction's answer can change.
        var points: Set<UInt32> = [0, 10, 11, 128]
        for instruction in instructions {
            switch instruction.op {
            case .scalar:
                let value = UInt32(bitPattern: instruction.first)
                points.insert(value)
                points.insert(value &+ 1)
            case .set:
                for range in sets[Int(instruction.first)].ranges {
                    points.insert(range.lowerBound)
                    points.insert(range.upperBound &+ 1)
                }
            default: break
            }
        }
        // ASCII only: every scalar from 128 up shares one class, never stepped on (`matches` gives up there).
        let starts = points.filter { $0 <= 128 }.sorted()
        guard starts.count <= Self.maximumClasses else { return nil }

        func accepts(_ instruction: RegexInstruction, _ value: UInt32) -> Bool {
            switch instruction.op {
            case .scalar: return UInt32(bitPattern: instruction.first) == value
            case .any: return value != 10
            case .set: return sets[Int(instruction.first)].contains(value)
            default: return false
            }
        }
        var work = 0
        /// The consuming instructions reachable from `kernel` without consuming, and whether `match` is.
        func closure(_ kernel: [Int32], atStart: Bool, atEnd: Bool) -> (consuming: [Int32], matched: Bool) {
            var seen = Set<Int32>()
            defer { work += seen.count }
            var stack = kernel
            var consuming: [Int32] = []
            var matched = false
            while let pc = stack.popLast() {
                guard seen.insert(pc).inserted else { continue }
                let instruction = instructions[Int(pc)]
                switch instruction.op {
                case .match: matched = true
                case .jump: stack.append(instruction.first)
                case .split:
                    stack.append(instruction.second)
                    stack.append(instruction.first)
                case .start: if atStart { stack.append(pc + 1) }
                case .end: if atEnd { stack.append(pc + 1) }
                case .scalar, .any, .set: consuming.append(pc)
                }
            }
            return (consuming.sorted(), matched)
        }

        struct Key: Hashable {
            var kernel: [Int32]
            var atStart: Bool
        }
        var states: [Key: Int32] = [:]
        var pending: [Key] = []
        var transitions: [Int32] = []
        var acceptsNow: [Bool] = []
        var acceptsAtEnd: [Bool] = []
        func state(_ key: Key) -> Int32? {
            if let known = states[key] { return known }
            guard states.count < Self.maximumStates else { return nil }
            let index = Int32(states.count)
            states[key] = index
            pending.append(key)
            return index
        }
        guard state(Key(kernel: [], atStart: true)) != nil else { return nil }
        var next = 0
        while next < pending.count {
            let key = pending[next]
            next += 1
            let seeds = key.atStart || !anchoredAtStart ? key.kernel + [0] : key.kernel
            let now = closure(seeds, atStart: key.atStart, atEnd: false)
            acceptsNow.append(now.matched)
            acceptsAtEnd.append(closure(seeds, atStart: key.atStart, atEnd: true).matched)
            work += now.consuming.count * starts.count
            guard work <= Self.maximumConstructionWork else { return nil }
            for start in starts {
                let kernel = now.consuming.filter { accepts(instructions[Int($0)], start) }.map { $0 + 1 }
                if kernel.isEmpty && anchoredAtStart {
                    transitions.append(-1)
                    continue
                }
                guard let target = state(Key(kernel: kernel, atStart: false)) else { return nil }
                transitions.append(target)
            }
        }
        self.transitions = transitions
        self.acceptsNow = acceptsNow
        self.acceptsAtEnd = acceptsAtEnd
        classCount = starts.count
        asciiClasses = (0..<128).map { value in
            UInt8(starts.lastIndex { $0 <= UInt32(value) } ?? 0)
        }
    }

    /// Whether the pattern matches `text`, or `nil` when the text has a scalar outside ASCII before the
    /// answer is known (`$` is taken as the end of the text only; see ``RegexProgram/matches(_:)``).
    func matches(_ text: String) -> Bool? {
        transitions.withUnsafeBufferPointer { table in
            asciiClasses.withUnsafeBufferPointer { ascii in
                acceptsNow.withUnsafeBufferPointer { now in
                    var state = 0
                    for scalar in text.unicodeScalars {
                        if now[state] { return true }
                        let value = scalar.value
                        guard value < 128 else { return nil }
                        let target = table[state * classCount + Int(ascii[Int(value)])]
                        if target < 0 { return false }
                        state = Int(target)
                    }
                    return acceptsAtEnd[state]
                }
            }
        }
    }
}
