/// One instruction of the compiled program; a flat, trivial value so the matcher's loop stays tight.
struct RegexInstruction: Sendable, Hashable {
    enum Operation: UInt8, Sendable {
        case scalar, any, set, start, end, split, jump, match
    }

    var op: Operation
    var first: Int32 = 0
    var second: Int32 = 0
}
