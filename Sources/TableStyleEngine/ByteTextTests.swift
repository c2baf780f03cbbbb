import TableStyleRegex
import TableStyleTheme

/// Flat copies of a bound theme's text tests (expected strings as UTF-8, regexes as byte automata) so
/// the hot path tests a cell's text over its bytes with no reference counting.
///
/// Comparisons are the kernel's byte form (``TextTestKind``). Where bytes are
/// not enough — a regex automaton reaching a non-ASCII byte, or `ignoreCase` on text that is not all
/// ASCII (`lowercased()` may change its length) — the answer is `nil` and the caller takes the general
/// path; on ASCII text, bytes, Unicode scalars and `lowercased()` all agree.
@usableFromInline
struct ByteTextTests: @unchecked Sendable {  // read-only buffers, owned and freed by ResolverTables
    /// One expected string: its bytes in `bytes`.
    @usableFromInline
    struct Span: Sendable {
        @usableFromInline var start: Int32
        @usableFromInline var count: Int32
    }

    /// One regex: a literal (bytes in `bytes`), an automaton (tables in `bytes` and `transitions`), or
    /// neither (the Pike VM; always the general path).
    @usableFromInline
    struct Machine: Sendable {
        /// How the regex runs over bytes.
        @usableFromInline
        enum Kind: UInt8, Sendable {
            /// No byte form: always the general path.
            case general
            /// A literal substring.
            case literal
            /// A byte automaton.
            case automaton
        }

        @usableFromInline var kind = Kind.general
        /// literal: its bytes; automaton: 128 class bytes, then `acceptsNow` and `acceptsAtEnd` (a byte per state).
        @usableFromInline var start: Int32 = 0
        @usableFromInline var count: Int32 = 0
        @usableFromInline var classCount: Int32 = 0
        @usableFromInline var stateCount: Int32 = 0
        @usableFromInline var transitionStart: Int32 = 0
        /// The pattern uses `$`: text ending in a line feed takes the general path.
        @usableFromInline var hasEndAnchor = false
    }

    @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
    @usableFromInline let spans: UnsafeMutablePointer<Span>
    @usableFromInline let machines: UnsafeMutablePointer<Machine>
    @usableFromInline let transitions: UnsafeMutablePointer<Int32>

    init(strings: [String], regexes: [BoundedRegex]) {
        var pool: [UInt8] = []
        var spans: [Span] = []
        for string in strings {
            spans.append(Span(start: Int32(pool.count), count: Int32(string.utf8.count)))
            pool += string.utf8
        }
        var machines: [Machine] = []
        var transitions: [Int32] = []
        for regex in regexes {
            var machine = Machine()
            switch regex.asciiMatcher {
            case .literal(let literal):
                machine.kind = .literal
                machine.start = Int32(pool.count)
                machine.count = Int32(literal.count)
                pool += literal
            case .automaton(let automaton):
                machine.kind = .automaton
                machine.start = Int32(pool.count)
                machine.classCount = Int32(automaton.classCount)
                machine.stateCount = Int32(automaton.acceptsNow.count)
                machine.transitionStart = Int32(transitions.count)
                machine.hasEndAnchor = automaton.hasEndAnchor
                pool += automaton.asciiClasses
                pool += automaton.acceptsNow.map { $0 ? 1 : 0 }
                pool += automaton.acceptsAtEnd.map { $0 ? 1 : 0 }
                transitions += automaton.transitions
            case nil:
                break
            }
            machines.append(machine)
        }
        bytes = ResolverTables.copy(pool)
        self.spans = ResolverTables.copy(spans)
        self.machines = ResolverTables.copy(machines)
        self.transitions = ResolverTables.copy(transitions)
    }

    /// Frees the tables; the owner calls this once, in its `deinit`.
    func deallocate() {
        bytes.deallocate()
        spans.deallocate()
        machines.deallocate()
        transitions.deallocate()
    }

    /// A `text` node's answer for ASCII text, or `nil` when the text is not all ASCII (or the regex needs
    /// the Pike VM). Compares with the kernel's byte form (``TextTestKind/holds(_:expected:count:foldingASCII:)``).
    ///
    /// - Parameters:
    ///   - rawTest: The ``TextTestKind``'s raw value. A byte, not the enum: with the enum in the signature,
    ///     inlined callers retained the cell's string around this call (measured: +12% instructions on
    ///     whole rows).
    ///   - index: The string (`equals` … `suffix`) or regex (`matches`).
    ///   - ignoreCase: Whether to compare with the text's letters lowercased (the expected string is
    ///     already folded, and regexes fold case themselves).
    ///   - text: The text's UTF-8 bytes.
    @inlinable @inline(never)
    func holds(test rawTest: UInt8, index: Int, ignoreCase: Bool, text: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Every byte comes from a `TextTestKind`; `matches` (the last case) stands for any other.
        let test = TextTestKind(rawValue: rawTest) ?? .matches
        if case .matches = test {
            let machine = machines[index]
            switch machine.kind {
            case .literal:
                return TextTestKind.contains.holds(
                    text, expected: bytes + Int(machine.start), count: Int(machine.count), foldingASCII: false)
            case .automaton: return run(machine, text)
            case .general: return nil
            }
        }
        let span = spans[index]
        if ignoreCase && !Self.isASCII(text) { return nil }
        return test.holds(text, expected: bytes + Int(span.start), count: Int(span.count), foldingASCII: ignoreCase)
    }

    @inlinable
    static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        for byte in text { any |= byte }
        return any < 0x80
    }

    @inlinable
    func run(_ machine: Machine, _ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        let classes = bytes + Int(machine.start)
        let acceptsNow = classes + 128
        let acceptsAtEnd = acceptsNow + Int(machine.stateCount)
        let table = transitions + Int(machine.transitionStart)
        let classCount = Int(machine.classCount)
        if machine.hasEndAnchor && text.last == 10 { return nil }
        var state = 0
        // Stopping early is exact: up to here the bytes were the text's scalars.
        for byte in text {
            if acceptsNow[state] != 0 { return true }
            guard byte < 0x80 else { return nil }
            let target = table[state &* classCount &+ Int(classes[Int(byte)])]
            if target < 0 { return false }
            state = Int(target)
        }
        return acceptsAtEnd[state] != 0
    }
}
