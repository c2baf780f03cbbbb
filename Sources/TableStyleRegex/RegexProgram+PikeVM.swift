extension RegexProgram {
    /// Runs the program as a Pike VM: the set of live program positions advances one scalar at a time, so
    /// time is linear in the text times the program size. The four buffers hold `program.count` entries each.
    // One long function keeps the hot loop free of calls.
    func run(
        program: UnsafeBufferPointer<RegexInstruction>, current currentList: UnsafeMutablePointer<Int32>,
        next nextList: UnsafeMutablePointer<Int32>, marks: UnsafeMutablePointer<Int32>,
        stack: UnsafeMutablePointer<Int32>, text: String
    ) -> Bool {
        marks.initialize(repeating: -1, count: program.count)
        var current = currentList
        var next = nextList
        var currentCount = 0
        var generation: Int32 = 0

        // Adds `pc` and everything reachable from it without consuming a scalar to `list`.
        // Returns true when the match instruction is reached.
        @inline(__always)
        func addClosure(
            _ start: Int32, to list: UnsafeMutablePointer<Int32>, count listCount: inout Int, generation: Int32,
            atStart: Bool, atEnd: Bool
        ) -> Bool {
            if marks[Int(start)] == generation { return false }
            marks[Int(start)] = generation
            var stackCount = 1
            stack[0] = start
            while stackCount > 0 {
                stackCount -= 1
                let pc = Int(stack[stackCount])
                let instruction = program[pc]
                switch instruction.op {
                case .match:
                    return true
                case .jump:
                    let target = Int(instruction.first)
                    if marks[target] != generation {
                        marks[target] = generation
                        stack[stackCount] = instruction.first
                        stackCount += 1
                    }
                case .split:
                    let second = instruction.second
                    if marks[Int(second)] != generation {
                        marks[Int(second)] = generation
                        stack[stackCount] = second
                        stackCount += 1
                    }
                    let first = instruction.first
                    if marks[Int(first)] != generation {
                        marks[Int(first)] = generation
                        stack[stackCount] = first
                        stackCount += 1
                    }
                case .start:
                    if atStart, marks[pc + 1] != generation {
                        marks[pc + 1] = generation
                        stack[stackCount] = Int32(pc + 1)
                        stackCount += 1
                    }
                case .end:
                    if atEnd, marks[pc + 1] != generation {
                        marks[pc + 1] = generation
                        stack[stackCount] = Int32(pc + 1)
                        stackCount += 1
                    }
                case .scalar, .any, .set:
                    list[listCount] = Int32(pc)
                    listCount += 1
                }
            }
            return false
        }

        var iterator = text.unicodeScalars.makeIterator()
        var scalar = iterator.next()
        var following = iterator.next()
        var atStart = true
        // `$` holds at the end of the text and before a line feed that ends it (as in Python and ICU).
        var atEnd: Bool { scalar == nil || (scalar?.value == 10 && following == nil) }
        while true {
            // A new thread starts at every position unless the pattern is anchored at the start.
            if atStart || !anchoredAtStart {
                if addClosure(
                    0, to: current, count: &currentCount, generation: generation, atStart: atStart, atEnd: atEnd)
                {
                    return true
                }
            }
            guard let consumed = scalar else { return false }
            if currentCount == 0 && anchoredAtStart { return false }
            let value = consumed.value
            scalar = following
            following = iterator.next()
            generation += 1
            var nextCount = 0
            for index in 0..<currentCount {
                let pc = Int(current[index])
                let instruction = program[pc]
                let accepted: Bool
                switch instruction.op {
                case .scalar: accepted = UInt32(bitPattern: instruction.first) == value
                case .any: accepted = value != 10
                case .set: accepted = sets[Int(instruction.first)].contains(value)
                default: accepted = false
                }
                if accepted,
                    addClosure(
                        Int32(pc + 1), to: next, count: &nextCount, generation: generation, atStart: false,
                        atEnd: atEnd)
                {
                    return true
                }
            }
            swap(&current, &next)
            currentCount = nextCount
            atStart = false
        }
    }
}
