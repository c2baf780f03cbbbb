struct RegexCompiler {
    var instructions: [RegexInstruction] = []
    var sets: [ScalarSet]

    init(sets: [ScalarSet]) {
        self.sets = sets
    }

    mutating func append(_ instruction: RegexInstruction) {
        instructions.append(instruction)
    }

    private var next: Int32 { Int32(instructions.count) }

    mutating func emit(_ node: RegexNode) {
        switch node {
        case .empty:
            break
        case .scalar(let value):
            append(RegexInstruction(op: .scalar, first: Int32(bitPattern: value)))
        case .set(let index):
            append(RegexInstruction(op: .set, first: Int32(index)))
        case .any:
            append(RegexInstruction(op: .any))
        case .start:
            append(RegexInstruction(op: .start))
        case .end:
            append(RegexInstruction(op: .end))
        case .concat(let parts):
            for part in parts { emit(part) }
        case .alternate(let options):
            var jumps: [Int] = []
            for (index, option) in options.enumerated() {
                if index < options.count - 1 {
                    let split = instructions.count
                    append(RegexInstruction(op: .split, first: next + 1))
                    emit(option)
                    jumps.append(instructions.count)
                    append(RegexInstruction(op: .jump))
                    instructions[split].second = next
                } else {
                    emit(option)
                }
            }
            for jump in jumps { instructions[jump].first = next }
        case .repetition(let inner, let minimum, let maximum):
            emitRepetition(inner, minimum: minimum, maximum: maximum)
        }
    }

    private mutating func emitRepetition(_ inner: RegexNode, minimum: Int, maximum: Int?) {
        guard let maximum else {
            if minimum == 0 {
                // L: split(body, out); body; jump L
                let loop = instructions.count
                append(RegexInstruction(op: .split, first: next + 1))
                emit(inner)
                append(RegexInstruction(op: .jump, first: Int32(loop)))
                instructions[loop].second = next
            } else {
                for _ in 0..<(minimum - 1) { emit(inner) }
                // L: body; split(L, out)
                let loop = next
                emit(inner)
                append(RegexInstruction(op: .split, first: loop, second: next + 1))
            }
            return
        }
        for _ in 0..<minimum { emit(inner) }
        var splits: [Int] = []
        for _ in 0..<(maximum - minimum) {
            splits.append(instructions.count)
            append(RegexInstruction(op: .split, first: next + 1))
            emit(inner)
        }
        for split in splits { instructions[split].second = next }
    }
}
